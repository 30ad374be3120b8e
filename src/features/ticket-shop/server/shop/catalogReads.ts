/**
 * Catalogue reads of the shop service: the product list and page, the availability calendar, the quote of a selection (the price shown is the price charged) and a currency's rate.
 */
import { adultFromPriceUsd, type AddItem } from '../../domain'
import { addDays, daysBetween, isIsoDate } from '../../../../lib/hotel-date'
import type { CatalogProduct, ShopCurrency } from '../catalog'
import { shopFailure } from '../messages'
import { productRules } from '../rules-text'
import type * as T from '../types'
import { sanitizeAddItem, loc } from './shared'
import type { ShopContext } from './context'

/** The catalogReads capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function catalogReadsOps(ctx: ShopContext) {
  const { deps, today, unavailableMessage, currencyOr, quoteLine } = ctx

  async function listShopProducts(localeIn: T.ShopLocale): Promise<T.ShopProductSummary[]> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    return cat.products.map((cp) => {
      const p = cp.product[locale]
      const from = adultFromPriceUsd(p)
      const c = cp.content[locale]
      return {
        id: cp.id,
        slug: c.slug,
        kind: p.kind,
        businessUnitCode: p.businessUnitCode,
        name: c.name,
        shortDescription: c.shortDescription,
        image: c.images[0] ? { ...c.images[0] } : null,
        fromPrice: from === null ? null : { amountMinor: from, currency: 'USD' as const },
        unavailableMessage: unavailableMessage(cat, cp.id, locale),
      }
    })
  }

  async function getShopProduct(slugOrId: string | number, localeIn: T.ShopLocale): Promise<T.ShopProductDetail | null> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    let cp: CatalogProduct | undefined
    if (typeof slugOrId === 'number' || (typeof slugOrId === 'string' && /^\d{1,9}$/.test(slugOrId))) cp = cat.byId.get(Number(slugOrId))
    if (!cp && typeof slugOrId === 'string') {
      const id = cat.bySlug.get(slugOrId)
      cp = id !== undefined ? cat.byId.get(id) : undefined
    }
    if (!cp) return null
    const product = structuredClone(cp.product[locale])
    const c = cp.content[locale]
    return {
      product,
      content: {
        name: c.name,
        shortDescription: c.shortDescription,
        description: c.description,
        included: [...c.included],
        bring: [...c.bring],
        images: c.images.map((i) => ({ ...i })),
        rules: productRules(product, locale),
      },
      complements: product.addOns.map((a) => ({ ...a, image: a.img ? { url: a.img, alt: a.name } : null })),
      unavailableMessage: unavailableMessage(cat, cp.id, locale),
      slugs: { es: cp.content.es.slug, en: cp.content.en.slug },
    }
  }

  async function availabilityCalendar(productId: number, from: string, days: number): Promise<T.CalendarDay[]> {
    if (!Number.isInteger(productId) || !isIsoDate(from) || !Number.isInteger(days) || days < 1 || days > 120) return []
    const cat = await deps.catalog()
    const cp = cat.byId.get(productId)
    if (!cp) return []
    const p = cp.product.en
    const last = addDays(from, days - 1)
    const r = await deps
      .pool()
      .query<{ visit_date: string; schedule_id: string; taken: number }>(
        `SELECT to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, held + sold AS taken FROM shop.capacity WHERE product_id = $1 AND visit_date BETWEEN $2 AND $3`,
        [productId, from, last],
      )
    const taken = new Map(r.rows.map((row) => [`${row.visit_date}|${row.schedule_id}`, Number(row.taken)]))
    const t = today()
    const unavailable = cat.unavailable.some((u) => u.productId === productId)
    const out: T.CalendarDay[] = []
    for (let i = 0; i < days; i++) {
      const date = addDays(from, i)
      const closed = unavailable || daysBetween(t, date) < 0 || cp.closedDates.includes(date) || (p.basePricesUsd.adult === null && !p.ferryRoutes.length)
      const schedules = p.schedules.map((s) => ({ id: s.id, time: s.time, remaining: s.dailyCapacity === null ? null : Math.max(0, s.dailyCapacity - (taken.get(`${date}|${s.id}`) ?? 0)) }))
      const remaining = p.schedules.length || p.dailyCapacity === null ? null : Math.max(0, p.dailyCapacity - (taken.get(`${date}|`) ?? 0))
      const soldOut = p.schedules.length ? schedules.every((s) => s.remaining === 0) : remaining === 0
      out.push({
        date,
        status: closed ? 'closed' : soldOut ? 'sold-out' : 'available',
        schedules: closed ? schedules.map((s) => ({ ...s, remaining: 0 })) : schedules,
        remaining: closed && remaining !== null ? 0 : remaining,
      })
    }
    return out
  }

  async function quoteAddItem(rawItem: AddItem, currencyCode: string, localeIn: T.ShopLocale): Promise<T.ShopQuoteResult> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    const cur = currencyOr(cat, currencyCode)
    if (!cur) return shopFailure('CURRENCY_UNAVAILABLE', locale, { currency: String(currencyCode).slice(0, 8) })
    const item = sanitizeAddItem(rawItem)
    if (!item) return shopFailure('GENERIC_ERROR', locale, { reason: 'input' })
    const cp = cat.byId.get(item.productId)
    if (!cp) return shopFailure('GENERIC_ERROR', locale, { reason: 'product' })
    const un = unavailableMessage(cat, cp.id, locale)
    if (un) return shopFailure('PRODUCT_UNAVAILABLE', locale, { message: un })
    const r = quoteLine(cp.product[locale], item, cur, item.packageId != null)
    return r.ok ? { ok: true, quote: r.quote } : shopFailure(r.code, locale, r.params)
  }

  /** The CMS rate of `currencyCode` (units per 1 USD, minor-unit digits) the quotes use; null for an unknown code. */
  async function currencyRate(currencyCode: string): Promise<ShopCurrency | null> {
    const cur = currencyOr(await deps.catalog(), currencyCode)
    return cur ? { ...cur } : null
  }

  return { listShopProducts, getShopProduct, availabilityCalendar, quoteAddItem, currencyRate }
}
