/**
 * The cart: its view in a currency, adding a product or a package (all or nothing), removing a line, and express-checkout links (`?p=…`). Lines are validated against the catalogue and capacity when added.
 */
import type pg from 'pg'
import { admissionDaysOf, type AddItem, type Quote } from '../../domain'
import { daysBetween } from '../../../../lib/hotel-date'
import { withTransaction } from '../db'
import { parseExpressCheckoutDetailed } from '../express'
import { shopFailure, shopMessage } from '../messages'
import type * as T from '../types'
import { sanitizeAddItem, ID, newId, loc, Refused } from './shared'
import type { ShopContext } from './context'

/** Stores one validated cart line (the browser's request and the priced cart item, JSON) and returns its new id. */
async function insertLine(client: pg.PoolClient, cartId: string, item: AddItem, cartItem: unknown): Promise<string> {
  const lineId = newId(12)
  await client.query(`INSERT INTO shop.cart_lines (line_id, cart_id, product_id, request, cart_item) VALUES ($1, $2, $3, $4, $5)`, [
    lineId,
    cartId,
    item.productId,
    JSON.stringify(item),
    JSON.stringify(cartItem),
  ])
  return lineId
}

/** The cart capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function cartOps(ctx: ShopContext) {
  const { deps, today, unavailableMessage, currencyOr, quoteLine, loadLines, packageSizes, lockCart, validateOne } = ctx

  async function cartView(cartId: string | null, currencyCode: string, locale: T.ShopLocale): Promise<T.CartView> {
    const cat = await deps.catalog()
    const cur = currencyOr(cat, currencyCode) ?? currencyOr(cat, 'USD')!
    const empty: T.CartView = { cartId: null, lines: [], totalMinor: 0, currency: cur.code, decimals: cur.decimals }
    if (!cartId || !ID.test(cartId)) return empty
    const exists = await deps.pool().query(`SELECT 1 FROM shop.carts WHERE cart_id = $1`, [cartId])
    if (!exists.rowCount) return empty
    const lines = await loadLines(deps.pool(), cartId)
    const sizes = packageSizes(lines)
    const views: T.CartLineView[] = []
    let total = 0
    for (const l of lines) {
      const cp = cat.byId.get(l.product_id)
      const product = cp?.product[locale]
      const ci = l.cart_item
      const req = l.request
      let problem: string | null = null
      let q: Quote | null = null
      if (!cp || !product) problem = shopMessage('GENERIC_ERROR', locale)
      else {
        const un = unavailableMessage(cat, product.id, locale)
        if (un) problem = un
        else if (ci.date !== null && daysBetween(today(), ci.date) < 0) problem = shopMessage('NO_AVAILABILITY', locale)
        else {
          const r = quoteLine(product, req, cur, ci.packageId != null && (sizes.get(ci.packageId) ?? 0) >= 2)
          if (r.ok) q = r.quote
          else problem = shopMessage(r.code, locale)
        }
      }
      const schedule = product?.schedules.find((s) => s.id === ci.scheduleId) ?? null
      const route = product?.ferryRoutes.find((r) => r.id === req.routeId) ?? null
      const lineTotal = q?.total ?? 0
      if (!problem) total += lineTotal
      views.push({
        lineId: l.line_id,
        productId: l.product_id,
        kind: ci.kind,
        name: cp?.content[locale].name ?? `#${l.product_id}`,
        slug: cp?.content[locale].slug ?? String(l.product_id),
        image: cp?.content[locale].images[0] ?? null,
        date: ci.date,
        openTicket: req.openTicket === true,
        openTicketValidUntil: q?.openTicketValidUntil ?? null,
        scheduleId: ci.scheduleId,
        scheduleTime: schedule?.time ?? null,
        routeId: req.routeId ?? null,
        routeName: route?.name ?? null,
        quantities: { ...ci.quantities },
        visitors: (req.visitors ?? []).map((v) => ({ ...v })),
        addOns: (req.addOns ?? []).map((a) => {
          const c = product?.addOns.find((x) => x.id === a.complementId)
          return { ...a, name: (a.upgrade ? c?.nameUpgrade : c?.name) ?? String(a.complementId) }
        }),
        packageId: ci.packageId,
        admissionDays: ci.admissionDays,
        quoteLines: q?.lines.map((x) => ({ ...x, discounts: x.discounts.map((d) => ({ ...d })) })) ?? [],
        totalMinor: lineTotal,
        notices: product && ci.quantities.minors > 0 ? [shopMessage('CHILD_ID_REQUIRED', locale)] : [],
        problem,
      })
    }
    return { cartId, lines: views, totalMinor: total, currency: cur.code, decimals: cur.decimals }
  }

  // ── add ──

  async function addToCart(cartIdIn: string | null, rawItem: AddItem, localeIn: T.ShopLocale): Promise<T.AddToCartResult> {
    const locale = loc(localeIn)
    const given = typeof cartIdIn === 'string' && ID.test(cartIdIn) ? cartIdIn : null
    const item = sanitizeAddItem(rawItem)
    if (!item) return { ...shopFailure('GENERIC_ERROR', locale, { reason: 'input' }), cartId: given }
    // package components go through addPackageToCart (one packageId per package, created here)
    if (item.packageId != null) return { ...shopFailure('GENERIC_ERROR', locale, { reason: 'package' }), cartId: given }
    const cat = await deps.catalog()
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const cartId = (await lockCart(client, given, true))!
        const lines = await loadLines(client, cartId)
        const v = await validateOne(
          client,
          cat,
          lines.map((l) => l.cart_item),
          item,
          locale,
        )
        if (!v.ok) throw new Refused({ ...v.failure, cartId: given })
        const lineId = await insertLine(client, cartId, item, v.cartItem)
        await client.query(`UPDATE shop.carts SET updated_at = now() WHERE cart_id = $1`, [cartId])
        return { ok: true as const, cartId, lineId, code: 'PRODUCT_ADDED' as const, message: shopMessage('PRODUCT_ADDED', locale), notices: v.notices }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.AddToCartResult
      throw err
    }
  }

  async function addPackageToCart(cartIdIn: string | null, pkg: T.PackageRequest, localeIn: T.ShopLocale): Promise<T.AddPackageResult> {
    const locale = loc(localeIn)
    const given = typeof cartIdIn === 'string' && ID.test(cartIdIn) ? cartIdIn : null
    const tab = pkg?.tab === '2-days' ? '2-days' : pkg?.tab === '1-day' ? '1-day' : null
    const rawItems = Array.isArray(pkg?.items) ? pkg.items : null
    if (!tab || !rawItems || rawItems.length === 0 || rawItems.length > 50) return { ...shopFailure('GENERIC_ERROR', locale, { reason: 'package' }), cartId: given, itemIndex: null }
    const packageId = newId(9)
    const admissionDays = admissionDaysOf(tab)
    const items: AddItem[] = []
    for (const [i, raw] of rawItems.entries()) {
      const it = sanitizeAddItem(raw)
      if (!it) return { ...shopFailure('GENERIC_ERROR', locale, { reason: 'input' }), cartId: given, itemIndex: i }
      items.push({ ...it, packageId, admissionDays })
    }
    const cat = await deps.catalog()
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const cartId = (await lockCart(client, given, true))!
        const current = (await loadLines(client, cartId)).map((l) => l.cart_item)
        const lineIds: string[] = []
        const notices: { code: string; message: string }[] = []
        for (const [i, item] of items.entries()) {
          const v = await validateOne(client, cat, current, item, locale)
          if (!v.ok) throw new Refused({ ...v.failure, cartId: given, itemIndex: i })
          current.push(v.cartItem)
          lineIds.push(await insertLine(client, cartId, item, v.cartItem))
          for (const n of v.notices) if (!notices.some((x) => x.code === n.code)) notices.push(n)
        }
        await client.query(`UPDATE shop.carts SET updated_at = now() WHERE cart_id = $1`, [cartId])
        return { ok: true as const, cartId, packageId, lineIds, code: 'PRODUCT_ADDED' as const, message: shopMessage('PRODUCT_ADDED', locale), notices }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.AddPackageResult
      throw err
    }
  }

  async function cartLineCount(cartId: string | null): Promise<number> {
    if (!cartId || !ID.test(cartId)) return 0
    const r = await deps.pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM shop.cart_lines WHERE cart_id = $1`, [cartId])
    return r.rows[0]?.n ?? 0
  }

  async function removeFromCart(cartId: string, lineId: string): Promise<T.RemoveFromCartResult> {
    if (typeof cartId !== 'string' || !ID.test(cartId)) return shopFailure('CART_NOT_FOUND', 'en')
    if (typeof lineId !== 'string' || lineId.length > 64) return shopFailure('LINE_NOT_FOUND', 'en')
    const r = await deps.pool().query(`DELETE FROM shop.cart_lines WHERE cart_id = $1 AND line_id = $2`, [cartId, lineId])
    return r.rowCount ? { ok: true } : shopFailure('LINE_NOT_FOUND', 'en')
  }

  async function applyExpressCheckout(
    cartIdIn: string | null,
    searchParams: URLSearchParams | Record<string, string | string[] | undefined>,
    localeIn: T.ShopLocale,
  ): Promise<T.ExpressCheckoutResult> {
    const locale = loc(localeIn)
    let cartId = typeof cartIdIn === 'string' && ID.test(cartIdIn) ? cartIdIn : null
    const results: T.ExpressCheckoutResult['results'] = []
    for (const [index, p] of parseExpressCheckoutDetailed(searchParams).entries()) {
      if (!p.ok) {
        results.push({ index, productId: p.productId, ok: false, code: 'GENERIC_ERROR', message: shopMessage('GENERIC_ERROR', locale) })
        continue
      }
      const r = await addToCart(cartId, p.item, locale)
      if (r.ok) {
        cartId = r.cartId
        results.push({ index, productId: p.item.productId, ok: true, message: r.message })
      } else results.push({ index, productId: p.item.productId, ok: false, code: r.code, message: r.message })
    }
    return { cartId, results }
  }

  // ── checkout ──

  return { cartView, cartLineCount, addToCart, addPackageToCart, removeFromCart, applyExpressCheckout }
}
