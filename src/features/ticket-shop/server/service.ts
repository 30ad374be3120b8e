/**
 * The ticket shop service (issue #5): cart, capacity, checkout, orders and tickets on the `shop`
 * schema, with the catalogue from Payload and the rules of the pure domain. `index.ts` exposes the
 * default instance; tests build their own with `createShopService` (clock, pool, payments).
 *
 * Authority: every amount is computed here (domain `quote` with the CMS rate); the browser sends
 * choices only. Capacity is taken with guarded updates on `shop.capacity` (never past `total`).
 */
import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { z } from 'zod'
import { admissionDaysOf, cancellationRefund, checkDateChange, quote, validateAdd, type AddItem, type CapacityUsage, type CartItem, type Product, type Quote, type RefundQuote } from '../domain'
import { addDays, daysBetween, hotelLocalDate, isIsoDate, type IsoDate } from '../../../lib/hotel-date'
import { isPaymentError, paymentProvider, PaymentError, type Authorization, type AuthorizeInput, type CheckoutPaymentProvider, type PaymentProvider } from '../../checkout/payments'
import { logger } from '../../../lib/logger'
import { captureAfterCommit } from '../../checkout/server/captureOwed'
import { calendarNow } from '../../../lib/clock'
import type { CatalogProduct, ShopCatalog, ShopCurrency } from './catalog'
import { shopPool, withTransaction } from './db'
import { parseExpressCheckoutDetailed } from './express'
import { shopFailure, shopMessage, shopNotice } from './messages'
import { productRules } from './rules-text'
import { qrCode, signTicketReference, verifyTicketReference } from './tickets'
import { crashPoint } from '../../../lib/crashPoints'
import type * as T from './types'
import { env } from '../../../lib/env'

export type ShopService = {
  listShopProducts(locale: T.ShopLocale): Promise<T.ShopProductSummary[]>
  getShopProduct(slugOrId: string | number, locale: T.ShopLocale): Promise<T.ShopProductDetail | null>
  availabilityCalendar(productId: number, from: string, days: number): Promise<T.CalendarDay[]>
  quoteAddItem(item: AddItem, currency: string, locale: T.ShopLocale): Promise<T.ShopQuoteResult>
  getCart(cartId: string | null, currency: string, locale: T.ShopLocale): Promise<T.CartView>
  addToCart(cartId: string | null, item: AddItem, locale: T.ShopLocale): Promise<T.AddToCartResult>
  addPackageToCart(cartId: string | null, pkg: T.PackageRequest, locale: T.ShopLocale): Promise<T.AddPackageResult>
  removeFromCart(cartId: string, lineId: string): Promise<T.RemoveFromCartResult>
  applyExpressCheckout(cartId: string | null, searchParams: URLSearchParams | Record<string, string | string[] | undefined>, locale: T.ShopLocale): Promise<T.ExpressCheckoutResult>
  startCheckout(cartId: string, currency: string, locale: T.ShopLocale): Promise<T.StartCheckoutResult>
  getCheckout(checkoutId: string): Promise<T.CheckoutView | null>
  prepareOrderPayment(input: T.PrepareOrderPaymentInput): Promise<T.PrepareOrderPaymentResult>
  confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: T.ShopLocale }): Promise<T.ConfirmOrderPaymentResult>
  placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult>
  getOrder(orderCode: string, email: string, locale: T.ShopLocale): Promise<T.OrderView | null>
  orderEmail(orderCode: string): Promise<string | null>
  quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult>
  cancelOrder(orderCode: string, email: string, now: Date, locale: T.ShopLocale): Promise<T.CancelOrderResult>
  changeOrderDate(orderCode: string, email: string, newDate: string, now: Date, locale: T.ShopLocale): Promise<T.ChangeOrderDateResult>
  verifyTicketReference(reference: string): T.TicketVerification
  sweepExpiredHolds(now: Date): Promise<number>
  sendOwedRefunds(limit?: number, opts?: { dueBy?: Date }): Promise<number>
}

export type ShopDeps = {
  pool: () => pg.Pool
  catalog: () => Promise<ShopCatalog>
  payments: () => PaymentProvider
  now: () => Date
  /** The instant for calendar decisions (hotel-local today): `calendarNow` of src/lib/clock.ts (TEST_TODAY in test runs). */
  calendarNow: () => Date
  /** Minutes a checkout holds its seats (default 15). */
  holdMinutes: number
  /** How long a duplicate placeOrder waits for the first one to finish (ms, default 20 000). */
  duplicateWaitMs: number
}

// ─── input sanitation (the browser is not trusted) ──────────────────────────────────────────────

const count = z.number().int().min(0).max(999)
const AddItemSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  date: z.string().max(10).nullable(),
  openTicket: z.boolean().optional(),
  scheduleId: z.string().max(40).nullable().optional(),
  routeId: z.string().max(60).nullable().optional(),
  quantities: z.object({ adults: count, minors: count, infants: count }),
  visitors: z
    .array(
      z.object({
        age: z.number().int().min(0).max(120).nullable().optional(),
        heightCm: z.number().positive().max(400).nullable().optional(),
        weightKg: z.number().positive().max(500).nullable().optional(),
      }),
    )
    .max(100)
    .optional(),
  addOns: z
    .array(z.object({ complementId: z.number().int().positive(), upgrade: z.boolean().optional() }))
    .max(20)
    .optional(),
  packageId: z.string().max(64).nullable().optional(),
  admissionDays: z.union([z.literal(1), z.literal(2)]).optional(),
})

/** A clean AddItem (unknown fields such as prices dropped) or null when the shape is wrong. */
export function sanitizeAddItem(raw: unknown): AddItem | null {
  const r = AddItemSchema.safeParse(raw)
  if (!r.success) return null
  const i = r.data
  const item: AddItem = { productId: i.productId, date: i.date, quantities: { ...i.quantities } }
  if (i.openTicket !== undefined) item.openTicket = i.openTicket
  if (i.scheduleId != null) item.scheduleId = i.scheduleId
  if (i.routeId != null) item.routeId = i.routeId
  if (i.visitors?.length) item.visitors = i.visitors.map((v) => ({ ...v }))
  if (i.addOns?.length) item.addOns = i.addOns.map((a) => (a.upgrade ? { complementId: a.complementId, upgrade: true } : { complementId: a.complementId }))
  if (i.packageId != null) item.packageId = i.packageId
  if (i.admissionDays !== undefined) item.admissionDays = i.admissionDays
  return item
}

const CustomerSchema = z.object({
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  email: z.string().trim().max(254).email(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,25}$/),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
})
const PlaceOrderSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  customer: CustomerSchema,
  methodCode: z.string().regex(/^[A-Za-z0-9_-]{2,20}$/),
  installments: z.number().int().min(1).max(12).optional(),
  idempotencyKey: z.string().min(8).max(200),
  locale: z.enum(['es', 'en']).optional(),
  paymentMethodId: z.string().max(255).optional(),
  paymentReference: z
    .string()
    .regex(/^[A-Za-z0-9_]{3,255}$/)
    .optional(),
})
const PrepareOrderPaymentSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  methodCode: z.string().regex(/^[A-Za-z0-9_-]{2,20}$/),
  paymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,250}$/)
    .optional(),
  locale: z.enum(['es', 'en']).optional(),
})
const ConfirmOrderPaymentSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  reference: z.string().regex(/^[A-Za-z0-9_]{3,255}$/),
  months: z.number().int().min(2).max(12).nullable().optional(),
  locale: z.enum(['es', 'en']).optional(),
})

/** A provider that can also prepare/confirm/verify a browser-confirmed payment (Payment Element flow). */
const isCheckoutProvider = (p: PaymentProvider): p is CheckoutPaymentProvider =>
  typeof (p as Partial<CheckoutPaymentProvider>).verify === 'function' && typeof (p as Partial<CheckoutPaymentProvider>).prepare === 'function'
/** What a shop PaymentIntent carries (Stripe metadata): the checkout it pays. */
const paymentMetadata = (checkoutId: string) => ({ checkoutId, kind: 'ticket-shop' })
/** PaymentError → the shop's code (declines stay declines; a bad method is the customer's input). */
const paymentCode = (err: unknown): T.ShopErrorCode => (isPaymentError(err) && err.code === 'PAYMENT_DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED')

const ID = /^[A-Za-z0-9_-]{16,64}$/
const newId = (bytes = 24) => randomBytes(bytes).toString('base64url')
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newOrderCode(): string {
  const b = randomBytes(8)
  return 'XS-' + Array.from(b, (x) => CODE_ALPHABET[x % CODE_ALPHABET.length]).join('')
}
const loc = (l: unknown): T.ShopLocale => (l === 'es' ? 'es' : 'en')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const toIso = (d: unknown): IsoDate | null => (d == null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10))

/** Thrown inside a transaction to roll it back with a typed refusal. */
class Refused extends Error {
  constructor(readonly failure: T.ShopFailure & Record<string, unknown>) {
    super(failure.code)
  }
}

type StoredLine = { line_id: string; cart_id: string; product_id: number; request: AddItem; cart_item: CartItem }

// ─── the service ────────────────────────────────────────────────────────────────────────────────

export function createShopService(partial: Partial<ShopDeps> = {}): ShopService {
  const deps: ShopDeps = {
    pool: shopPool,
    // loaded on first use: the catalogue module brings the Payload config, which callers that inject
    // their own catalogue (tests, the crash-safety worker) do not need
    catalog: () => import('./catalog').then((m) => m.shopCatalog()),
    payments: paymentProvider,
    now: () => new Date(),
    // an injected `now` (tests) drives the calendar too, unless `calendarNow` is injected as well
    calendarNow: partial.now ?? (() => calendarNow()),
    holdMinutes: 15,
    duplicateWaitMs: 20_000,
    ...partial,
  }
  const today = () => hotelLocalDate(deps.calendarNow())

  const unavailableList = (cat: ShopCatalog, locale: T.ShopLocale) => cat.unavailable.map((u) => ({ productId: u.productId, message: u.message[locale] }))
  const unavailableMessage = (cat: ShopCatalog, id: number, locale: T.ShopLocale) => cat.unavailable.find((u) => u.productId === id)?.message[locale] ?? null

  async function usageFor(q: pg.Pool | pg.PoolClient, productId: number, dates: (IsoDate | null)[]): Promise<CapacityUsage[]> {
    const ds = [...new Set(dates.filter((d): d is IsoDate => isIsoDate(d)))]
    if (!ds.length) return []
    const r = await q.query<{ visit_date: string; schedule_id: string; taken: number }>(
      `SELECT to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, held + sold AS taken FROM shop.capacity WHERE product_id = $1 AND visit_date = ANY($2::date[])`,
      [productId, ds],
    )
    return r.rows.map((row) => ({ date: row.visit_date, scheduleId: row.schedule_id === '' ? null : row.schedule_id, taken: Number(row.taken) }))
  }

  function currencyOr(cat: ShopCatalog, code: string): ShopCurrency | null {
    return typeof code === 'string' ? (cat.currencies.get(code.toUpperCase()) ?? null) : null
  }

  function quoteLine(product: Product, item: AddItem, cur: ShopCurrency, inPackage: boolean) {
    return quote(
      product,
      { date: item.openTicket ? null : item.date, openTicket: item.openTicket === true, quantities: item.quantities, routeId: item.routeId ?? null, addOns: item.addOns ?? [], inPackage },
      { today: today(), currency: cur.code, rateToUsd: cur.rateToUsd, decimals: cur.decimals },
    )
  }

  async function loadLines(q: pg.Pool | pg.PoolClient, cartId: string): Promise<StoredLine[]> {
    const r = await q.query<StoredLine>(`SELECT line_id, cart_id, product_id, request, cart_item FROM shop.cart_lines WHERE cart_id = $1 ORDER BY seq`, [cartId])
    return r.rows
  }

  const packageSizes = (lines: { cart_item: CartItem }[]) => {
    const m = new Map<string, number>()
    for (const l of lines) if (l.cart_item.packageId) m.set(l.cart_item.packageId, (m.get(l.cart_item.packageId) ?? 0) + 1)
    return m
  }

  /** Locks (or creates, when `create`) the cart row; returns its id or null. */
  async function lockCart(client: pg.PoolClient, cartId: string | null, create: boolean): Promise<string | null> {
    if (cartId && ID.test(cartId)) {
      const r = await client.query(`SELECT cart_id FROM shop.carts WHERE cart_id = $1 FOR UPDATE`, [cartId])
      if (r.rowCount) return cartId
    }
    if (!create) return null
    const id = newId(32)
    await client.query(`INSERT INTO shop.carts (cart_id) VALUES ($1)`, [id])
    return id
  }

  /** Runs the domain rules for one item against the cart; returns the CartItem to store or a refusal. */
  async function validateOne(client: pg.PoolClient, cat: ShopCatalog, items: CartItem[], item: AddItem, locale: T.ShopLocale) {
    const cp = cat.byId.get(item.productId)
    const product = cp?.product[locale]
    const usage = product ? await usageFor(client, product.id, [item.date]) : []
    const r = validateAdd({ items }, item, {
      product,
      today: today(),
      capacityUsage: usage,
      closedDates: cp?.closedDates ?? [],
      unavailableProducts: unavailableList(cat, locale),
    })
    if (!r.ok) return { ok: false as const, failure: shopFailure(r.code, locale, r.params) }
    // the price must exist in USD too (the same quote the cart will charge)
    const q = quoteLine(product!, item, { code: 'USD', rateToUsd: 1, decimals: 2 }, false)
    if (!q.ok) return { ok: false as const, failure: shopFailure(q.code, locale, q.params) }
    return { ok: true as const, cartItem: r.item, notices: r.notices.map((code) => ({ code, message: shopMessage(code, locale) })) }
  }

  // ── capacity helpers ──

  /** Seats per (product, date, schedule) needed by `lines` (limited capacity only). */
  function seatNeeds(cat: ShopCatalog, lines: { product_id: number; request: AddItem; cart_item: CartItem }[]) {
    const needs = new Map<string, { productId: number; date: IsoDate; scheduleId: string; seats: number; total: number }>()
    for (const l of lines) {
      const p = cat.byId.get(l.product_id)?.product.en
      const ci = l.cart_item
      if (!p || ci.date === null) continue
      const seats = ci.quantities.adults + ci.quantities.minors + ci.quantities.infants
      const schedule = p.schedules.find((s) => s.id === ci.scheduleId)
      const total = p.schedules.length ? (schedule?.dailyCapacity ?? null) : p.dailyCapacity
      if (total === null || seats === 0) continue
      const sid = p.schedules.length ? (ci.scheduleId ?? '') : ''
      // a 2-day admission takes a seat on each of its days
      for (let d = 0; d < (ci.admissionDays ?? 1); d++) {
        const date = addDays(ci.date, d)
        const key = `${p.id}|${date}|${sid}`
        const cur = needs.get(key)
        if (cur) cur.seats += seats
        else needs.set(key, { productId: p.id, date, scheduleId: sid, seats, total })
      }
    }
    return [...needs.values()].sort((a, b) => a.productId - b.productId || a.date.localeCompare(b.date) || a.scheduleId.localeCompare(b.scheduleId))
  }

  /** Releases the held seats of the given checkouts (their holds → `state`). */
  async function releaseHolds(client: pg.PoolClient, checkoutIds: string[]): Promise<number> {
    if (!checkoutIds.length) return 0
    const r = await client.query<{ n: string }>(
      `WITH rel AS (
         UPDATE shop.holds SET state = 'released' WHERE checkout_id = ANY($1::text[]) AND state = 'held'
         RETURNING product_id, visit_date, schedule_id, seats
       ), agg AS (
         SELECT product_id, visit_date, schedule_id, sum(seats)::int AS seats FROM rel GROUP BY 1, 2, 3
       ), upd AS (
         UPDATE shop.capacity c SET held = c.held - agg.seats FROM agg
         WHERE c.product_id = agg.product_id AND c.visit_date = agg.visit_date AND c.schedule_id = agg.schedule_id
         RETURNING agg.seats
       )
       SELECT coalesce(sum(seats), 0) AS n FROM upd`,
      [checkoutIds],
    )
    return Number(r.rows[0]?.n ?? 0)
  }

  async function sweepExpiredHolds(now: Date): Promise<number> {
    return withTransaction(deps.pool(), async (client) => {
      // open checkouts past their expiry; and 'paying' ones stuck for 10 minutes past it (a process
      // that died between claim and order — its authorization, if any, expires at the provider)
      const expired = await client.query<{ checkout_id: string }>(
        `UPDATE shop.checkouts SET status = 'expired' WHERE checkout_id IN (
           SELECT checkout_id FROM shop.checkouts
           WHERE (status = 'open' AND expires_at <= $1) OR (status = 'paying' AND expires_at <= $1 - interval '10 minutes' AND claimed_at <= $1 - interval '10 minutes')
           ORDER BY checkout_id FOR UPDATE SKIP LOCKED
         ) RETURNING checkout_id`,
        [now],
      )
      return releaseHolds(
        client,
        expired.rows.map((r) => r.checkout_id),
      )
    })
  }

  // ── cart views ──

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
        const lineId = newId(12)
        await client.query(`INSERT INTO shop.cart_lines (line_id, cart_id, product_id, request, cart_item) VALUES ($1, $2, $3, $4, $5)`, [
          lineId,
          cartId,
          item.productId,
          JSON.stringify(item),
          JSON.stringify(v.cartItem),
        ])
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
          const lineId = newId(12)
          lineIds.push(lineId)
          for (const n of v.notices) if (!notices.some((x) => x.code === n.code)) notices.push(n)
          await client.query(`INSERT INTO shop.cart_lines (line_id, cart_id, product_id, request, cart_item) VALUES ($1, $2, $3, $4, $5)`, [
            lineId,
            cartId,
            item.productId,
            JSON.stringify(item),
            JSON.stringify(v.cartItem),
          ])
        }
        await client.query(`UPDATE shop.carts SET updated_at = now() WHERE cart_id = $1`, [cartId])
        return { ok: true as const, cartId, packageId, lineIds, code: 'PRODUCT_ADDED' as const, message: shopMessage('PRODUCT_ADDED', locale), notices }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.AddPackageResult
      throw err
    }
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

  function checkoutViewOf(row: {
    checkout_id: string
    expires_at: Date
    total_minor: string | number
    currency: string
    decimals: number
    lines: T.CheckoutLine[]
    status: string
    order_code: string | null
  }): T.CheckoutView {
    const status = row.status === 'paying' ? 'open' : (row.status as T.CheckoutView['status'])
    return {
      checkoutId: row.checkout_id,
      holdExpiresAt: new Date(row.expires_at).toISOString(),
      totalMinor: Number(row.total_minor),
      currency: row.currency,
      decimals: row.decimals,
      lines: row.lines,
      status,
      orderCode: row.order_code,
    }
  }

  async function startCheckout(cartId: string, currencyCode: string, localeIn: T.ShopLocale): Promise<T.StartCheckoutResult> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    const cur = currencyOr(cat, currencyCode)
    if (!cur) return shopFailure('CURRENCY_UNAVAILABLE', locale, { currency: String(currencyCode).slice(0, 8) })
    if (typeof cartId !== 'string' || !ID.test(cartId)) return shopFailure('CART_NOT_FOUND', locale)
    const now = deps.now()
    await sweepExpiredHolds(now)
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const locked = await lockCart(client, cartId, false)
        if (!locked) throw new Refused(shopFailure('CART_NOT_FOUND', locale))
        const lines = await loadLines(client, cartId)
        if (!lines.length) throw new Refused(shopFailure('CART_EMPTY', locale))
        // one open checkout per cart: starting again gives the previous seats back
        const previous = await client.query<{ checkout_id: string }>(`UPDATE shop.checkouts SET status = 'released' WHERE cart_id = $1 AND status = 'open' RETURNING checkout_id`, [cartId])
        await releaseHolds(
          client,
          previous.rows.map((r) => r.checkout_id),
        )
        const paying = await client.query(`SELECT 1 FROM shop.checkouts WHERE cart_id = $1 AND status = 'paying'`, [cartId])
        if (paying.rowCount) throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))

        const sizes = packageSizes(lines)
        const out: T.CheckoutLine[] = []
        const stored: unknown[] = []
        let total = 0
        for (const l of lines) {
          const cp = cat.byId.get(l.product_id)
          const product = cp?.product[locale]
          const ci = l.cart_item
          const invalid = (reason: string) => new Refused({ ...shopFailure('CART_LINE_INVALID', locale, { reason }), lineId: l.line_id })
          if (!cp || !product) throw invalid(shopMessage('GENERIC_ERROR', locale))
          const un = unavailableMessage(cat, product.id, locale)
          if (un) throw invalid(un)
          if (ci.date !== null && (daysBetween(today(), ci.date) < 0 || cp.closedDates.includes(ci.date)))
            throw new Refused({ ...shopFailure('NO_AVAILABILITY', locale, { date: ci.date }), lineId: l.line_id })
          if (product.schedules.length && ci.date !== null && !product.schedules.some((s) => s.id === ci.scheduleId))
            throw new Refused({ ...shopFailure('SCHEDULE_REQUIRED', locale), lineId: l.line_id })
          const q = quoteLine(product, l.request, cur, ci.packageId != null && (sizes.get(ci.packageId) ?? 0) >= 2)
          if (!q.ok) throw invalid(shopMessage(q.code, locale))
          total += q.quote.total
          const schedule = product.schedules.find((s) => s.id === ci.scheduleId)
          const line: T.CheckoutLine = {
            lineId: l.line_id,
            productId: product.id,
            name: cp.content[locale].name,
            date: ci.date,
            scheduleTime: schedule?.time ?? null,
            quantities: { ...ci.quantities },
            quoteLines: q.quote.lines,
            totalMinor: q.quote.total,
          }
          out.push(line)
          stored.push({
            ...line,
            request: l.request,
            cartItem: ci,
            openTicketValidUntil: q.quote.openTicketValidUntil,
            routeName: product.ferryRoutes.find((r) => r.id === l.request.routeId)?.name ?? null,
            names: { es: cp.content.es.name, en: cp.content.en.name },
          })
        }
        if (!Number.isSafeInteger(total)) throw new Refused(shopFailure('GENERIC_ERROR', locale, { reason: 'total' }))

        const checkoutId = newId(24)
        const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000)
        await client.query(
          `INSERT INTO shop.checkouts (checkout_id, cart_id, status, currency, decimals, total_minor, lines, locale, expires_at, created_at)
           VALUES ($1, $2, 'open', $3, $4, $5, $6, $7, $8, $9)`,
          [checkoutId, cartId, cur.code, cur.decimals, total, JSON.stringify(stored), locale, expiresAt, now],
        )
        const byKey = new Map(lines.map((l) => [l.line_id, l]))
        for (const need of seatNeeds(cat, lines)) {
          await client.query(
            `INSERT INTO shop.capacity (product_id, visit_date, schedule_id, total) VALUES ($1, $2, $3, $4)
             ON CONFLICT (product_id, visit_date, schedule_id) DO UPDATE SET total = GREATEST(EXCLUDED.total, shop.capacity.held + shop.capacity.sold)
             WHERE shop.capacity.total <> EXCLUDED.total`,
            [need.productId, need.date, need.scheduleId, need.total],
          )
          const taken = await client.query(`UPDATE shop.capacity SET held = held + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
            need.productId,
            need.date,
            need.scheduleId,
            need.seats,
          ])
          if (!taken.rowCount) {
            const line = [...byKey.values()].find((l) => l.product_id === need.productId)
            throw new Refused({ ...shopFailure('NO_AVAILABILITY', locale, { date: need.date }), lineId: line?.line_id ?? '' })
          }
          await client.query(`INSERT INTO shop.holds (checkout_id, product_id, visit_date, schedule_id, seats, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
            checkoutId,
            need.productId,
            need.date,
            need.scheduleId,
            need.seats,
            expiresAt,
          ])
        }
        return {
          ok: true as const,
          checkoutId,
          holdExpiresAt: expiresAt.toISOString(),
          totalMinor: total,
          currency: cur.code,
          decimals: cur.decimals,
          lines: out,
          status: 'open' as const,
          orderCode: null,
        }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.StartCheckoutResult
      throw err
    }
  }

  async function getCheckout(checkoutId: string): Promise<T.CheckoutView | null> {
    if (typeof checkoutId !== 'string' || !ID.test(checkoutId)) return null
    const r = await deps.pool().query(`SELECT * FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
    const row = r.rows[0]
    if (!row) return null
    const view = checkoutViewOf(row)
    view.lines = (row.lines as (T.CheckoutLine & Record<string, unknown>)[]).map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      name: l.name,
      date: l.date,
      scheduleTime: l.scheduleTime,
      quantities: l.quantities,
      quoteLines: l.quoteLines,
      totalMinor: l.totalMinor,
    }))
    if (view.status === 'open' && new Date(row.expires_at).getTime() <= deps.now().getTime() && row.status === 'open') view.status = 'expired'
    return view
  }

  // ── orders ──

  type StoredCheckoutLine = T.CheckoutLine & { request: AddItem; cartItem: CartItem; openTicketValidUntil: IsoDate | null; routeName: string | null; names: Record<T.ShopLocale, string> }

  function visitorLabels(q: { adults: number; minors: number; infants: number }, locale: T.ShopLocale): string[] {
    const [a, m, i] = locale === 'es' ? ['Adulto', 'Menor', 'Infante'] : ['Adult', 'Child', 'Infant']
    return [
      ...Array.from({ length: q.adults }, (_, k) => `${a} ${k + 1}`),
      ...Array.from({ length: q.minors }, (_, k) => `${m} ${k + 1}`),
      ...Array.from({ length: q.infants }, (_, k) => `${i} ${k + 1}`),
    ]
  }

  async function waitForOutcome(checkoutId: string, key: string, locale: T.ShopLocale): Promise<T.PlaceOrderResult | null> {
    const deadline = Date.now() + deps.duplicateWaitMs
    while (Date.now() < deadline) {
      const r = await deps.pool().query<{ status: string; order_code: string | null; state: string | null; error_code: string | null; expires_at: Date }>(
        `SELECT c.status, c.order_code, c.expires_at, a.state, a.error_code FROM shop.checkouts c
         LEFT JOIN shop.payment_attempts a ON a.idempotency_key = $2
         WHERE c.checkout_id = $1`,
        [checkoutId, key],
      )
      const row = r.rows[0]
      if (!row) return shopFailure('CHECKOUT_NOT_FOUND', locale)
      if (row.status === 'ordered' && row.order_code) return { ok: true, orderCode: row.order_code, replayed: true }
      if (row.state === 'failed') return shopFailure((row.error_code as T.ShopErrorCode) ?? 'PAYMENT_FAILED', locale)
      if (row.status === 'expired' || row.status === 'released') return shopFailure('CHECKOUT_EXPIRED', locale)
      if (row.status === 'open' && row.state === null) return null // the first attempt gave up: try ourselves
      await sleep(40)
    }
    return shopFailure('CHECKOUT_CLOSED', locale)
  }

  /** An open, unexpired checkout's currency and total, or the refusal. */
  async function openCheckout(checkoutId: string, locale: T.ShopLocale): Promise<{ currency: string; totalMinor: number } | T.ShopFailure> {
    const c = (
      await deps
        .pool()
        .query<{ status: string; currency: string; total_minor: string; expires_at: Date }>(`SELECT status, currency, total_minor, expires_at FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
    ).rows[0]
    if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
    if (c.status === 'expired' || c.status === 'released' || (c.status === 'open' && new Date(c.expires_at) <= deps.now())) return shopFailure('CHECKOUT_EXPIRED', locale)
    if (c.status !== 'open') return shopFailure('CHECKOUT_CLOSED', locale)
    return { currency: c.currency, totalMinor: Number(c.total_minor) }
  }

  async function prepareOrderPayment(input: T.PrepareOrderPaymentInput): Promise<T.PrepareOrderPaymentResult> {
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    const parsed = PrepareOrderPaymentSchema.safeParse(input)
    if (!parsed.success) return shopFailure('INVALID_INPUT', locale, { field: parsed.error.issues[0]?.path.join('.') ?? '' })
    const { checkoutId, methodCode, paymentMethodId } = parsed.data
    const provider = deps.payments()
    if (!isCheckoutProvider(provider)) return shopFailure('PAYMENT_FAILED', locale)
    const c = await openCheckout(checkoutId, locale)
    if ('ok' in c) return c
    const allowed = (await deps.catalog()).paymentMethods.get(c.currency)
    if (allowed && allowed.size > 0 && !allowed.has(methodCode)) return shopFailure('INVALID_INPUT', locale, { field: 'methodCode' })
    try {
      const p = await provider.prepare({
        amountMinor: c.totalMinor,
        currency: c.currency,
        // one PaymentIntent per checkout (and method: Stripe refuses a key reused with other parameters)
        idempotencyKey: `shop-payment:${checkoutId}:${methodCode}`,
        description: `Ticket shop checkout ${checkoutId.slice(0, 12)}`,
        methodCode,
        metadata: paymentMetadata(checkoutId),
        enableInstallments: c.currency === 'MXN',
        ...(paymentMethodId ? { paymentMethodId } : {}),
      })
      if (p.status === 'canceled' || p.status === 'captured') return shopFailure('CHECKOUT_CLOSED', locale)
      return {
        ok: true,
        reference: p.reference,
        clientSecret: p.clientSecret,
        amountMinor: p.amountMinor,
        currency: p.currency,
        status: p.status,
        installmentPlans: p.installmentPlans.map((x) => x.count),
      }
    } catch (err) {
      if (isPaymentError(err) && err.code === 'PAYMENT_INVALID') return shopFailure('INVALID_INPUT', locale, { field: paymentMethodId ? 'paymentMethodId' : 'methodCode' })
      if (!isPaymentError(err)) logger.error('shop: payment preparation failed', { checkoutId, err: (err as Error).message })
      return shopFailure(paymentCode(err), locale)
    }
  }

  async function confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: T.ShopLocale }): Promise<T.ConfirmOrderPaymentResult> {
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    const parsed = ConfirmOrderPaymentSchema.safeParse(input)
    if (!parsed.success) return shopFailure('INVALID_INPUT', locale, { field: parsed.error.issues[0]?.path.join('.') ?? '' })
    const { checkoutId, reference, months } = parsed.data
    const provider = deps.payments()
    if (!isCheckoutProvider(provider)) return shopFailure('PAYMENT_FAILED', locale)
    const c = await openCheckout(checkoutId, locale)
    if ('ok' in c) return c
    try {
      const p = await provider.confirm(reference, { installments: months ?? undefined, metadata: { checkoutId } })
      return { ok: true, status: p.status, clientSecret: p.status === 'requires_action' ? p.clientSecret : null }
    } catch (err) {
      if (isPaymentError(err) && err.code === 'PAYMENT_INVALID') return shopFailure('INVALID_INPUT', locale, { field: 'months' })
      if (!isPaymentError(err)) logger.error('shop: payment confirmation failed', { checkoutId, err: (err as Error).message })
      return shopFailure(paymentCode(err), locale)
    }
  }

  async function placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult> {
    const parsed = PlaceOrderSchema.safeParse(input)
    const locale = loc((input as { locale?: unknown } | null)?.locale)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? ''
      return shopFailure('INVALID_INPUT', locale, { field })
    }
    const { checkoutId, customer, methodCode, installments, idempotencyKey: key, paymentMethodId, paymentReference } = parsed.data
    const pool = deps.pool()
    const payments = deps.payments()
    if (paymentReference && !isCheckoutProvider(payments)) return shopFailure('INVALID_INPUT', locale, { field: 'paymentReference' })

    for (let round = 0; round < 3; round++) {
      let verified: Authorization | null = null
      // 1. a replay of this key, or an order for this checkout
      const prior = await pool.query<{ checkout_id: string; state: string; order_code: string | null; error_code: string | null }>(
        `SELECT checkout_id, state, order_code, error_code FROM shop.payment_attempts WHERE idempotency_key = $1`,
        [key],
      )
      const p = prior.rows[0]
      if (p && p.checkout_id !== checkoutId) return shopFailure('IDEMPOTENCY_CONFLICT', locale)
      if (p?.state === 'ordered' && p.order_code) return { ok: true, orderCode: p.order_code, replayed: true }
      if (p?.state === 'failed') return shopFailure((p.error_code as T.ShopErrorCode) ?? 'PAYMENT_FAILED', locale)

      // the method must be one the CMS offers for the checkout's currency
      if (round === 0) {
        const cur = await pool.query<{ currency: string }>(`SELECT currency FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])
        if (!cur.rows[0]) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        const allowed = (await deps.catalog()).paymentMethods.get(cur.rows[0].currency)
        if (allowed && allowed.size > 0 && !allowed.has(methodCode)) return shopFailure('INVALID_INPUT', locale, { field: 'methodCode' })
      }

      // 1b. Payment Element: the browser-confirmed payment must be this checkout's authorization of
      // its server total (verify: authorized, amount, currency, metadata). Nothing is recorded when it
      // is not, and it is never cancelled on the browser's word alone.
      if (paymentReference) {
        const c = (
          await pool.query<{ status: string; order_code: string | null; currency: string; total_minor: string }>(
            `SELECT status, order_code, currency, total_minor FROM shop.checkouts WHERE checkout_id = $1`,
            [checkoutId],
          )
        ).rows[0]
        if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        if (c.status === 'ordered' && c.order_code) return { ok: true, orderCode: c.order_code, replayed: true }
        try {
          verified = await (payments as CheckoutPaymentProvider).verify(paymentReference, { amountMinor: Number(c.total_minor), currency: c.currency, metadata: paymentMetadata(checkoutId) })
        } catch (err) {
          if (!isPaymentError(err)) logger.error('shop: payment verification failed', { checkoutId, err: (err as Error).message })
          // a duplicate submit whose twin already captured or is placing the order: its outcome
          const now = (await pool.query<{ status: string; order_code: string | null }>(`SELECT status, order_code FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])).rows[0]
          if (now?.status === 'ordered' && now.order_code) return { ok: true, orderCode: now.order_code, replayed: true }
          if (now?.status === 'paying') {
            const outcome = await waitForOutcome(checkoutId, key, locale)
            if (outcome) return outcome
            continue
          }
          return shopFailure(paymentCode(err), locale)
        }
      }

      if (verified) crashPoint('shop.after-verify')
      // 2. claim the checkout (one winner); the attempt row records the key
      const now = deps.now()
      const claim = await withTransaction(pool, async (client) => {
        const ins = await client.query(
          `INSERT INTO shop.payment_attempts (idempotency_key, checkout_id, state) SELECT $1, $2, 'authorizing' WHERE EXISTS (SELECT 1 FROM shop.checkouts WHERE checkout_id = $2) ON CONFLICT DO NOTHING`,
          [key, checkoutId],
        )
        if (!ins.rowCount) return null
        const c = await client.query(`UPDATE shop.checkouts SET status = 'paying', claimed_at = $2 WHERE checkout_id = $1 AND status = 'open' AND expires_at > $2 RETURNING *`, [checkoutId, now])
        if (!c.rowCount) throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))
        return c.rows[0] as { checkout_id: string; currency: string; total_minor: string; lines: StoredCheckoutLine[]; cart_id: string; locale: string }
      }).catch((err) => {
        if (err instanceof Refused) return null
        throw err
      })

      if (!claim) {
        const state = await pool.query<{ status: string; order_code: string | null; expires_at: Date }>(`SELECT status, order_code, expires_at FROM shop.checkouts WHERE checkout_id = $1`, [
          checkoutId,
        ])
        const c = state.rows[0]
        if (!c) return shopFailure('CHECKOUT_NOT_FOUND', locale)
        if (c.status === 'ordered' && c.order_code) return { ok: true, orderCode: c.order_code, replayed: true }
        if (c.status === 'expired' || c.status === 'released' || (c.status === 'open' && new Date(c.expires_at) <= now)) {
          // the seats are gone: release the authorization proven to be this checkout's
          if (verified) await payments.cancel(verified.reference).catch((e) => logger.error('shop: payment cancel failed', { checkoutId, err: String(e) }))
          return shopFailure('CHECKOUT_EXPIRED', locale)
        }
        const outcome = await waitForOutcome(checkoutId, key, locale)
        if (outcome) return outcome
        continue
      }

      crashPoint('shop.after-claim')
      // 3. authorize the server's total (or take the verified Payment Element authorization)
      const amount = Number(claim.total_minor)
      const provider = payments
      const giveBack = async (code: T.ShopErrorCode) => {
        await withTransaction(pool, async (client) => {
          await client.query(`UPDATE shop.payment_attempts SET state = 'failed', error_code = $2 WHERE idempotency_key = $1`, [key, code])
          await client.query(`UPDATE shop.checkouts SET status = 'open', claimed_at = NULL WHERE checkout_id = $1 AND status = 'paying'`, [checkoutId])
        })
        return shopFailure(code, locale)
      }
      let auth: Authorization
      if (verified) auth = verified
      else
        try {
          const authInput: AuthorizeInput = {
            amountMinor: amount,
            currency: claim.currency,
            idempotencyKey: `shop-order:${checkoutId}:${key}`,
            description: `Ticket shop checkout ${checkoutId.slice(0, 12)}`,
            methodCode,
            ...(installments && installments > 1 ? { installments } : {}),
            metadata: paymentMetadata(checkoutId),
            ...(paymentMethodId ? ({ paymentMethodId } as Record<string, string>) : {}),
          }
          auth = await provider.authorize(authInput)
          if (auth.amountMinor !== amount || auth.currency !== claim.currency) {
            await provider.cancel(auth.reference).catch(() => {})
            return giveBack('PAYMENT_FAILED')
          }
        } catch (err) {
          if (!(err instanceof PaymentError)) logger.error('shop: authorization failed', { checkoutId, err: (err as Error).message })
          const code =
            err instanceof PaymentError || (err as { code?: string }).code === 'PAYMENT_DECLINED'
              ? (err as PaymentError).code === 'PAYMENT_DECLINED'
                ? 'PAYMENT_DECLINED'
                : 'PAYMENT_FAILED'
              : 'PAYMENT_FAILED'
          return giveBack(code)
        }

      // 4. the order, in one transaction: holds → sold, order, lines, tickets
      const orderLocale = loc(claim.locale)
      let orderCode = ''
      try {
        orderCode = await withTransaction(pool, async (client) => {
          const c = await client.query(`SELECT status FROM shop.checkouts WHERE checkout_id = $1 FOR UPDATE`, [checkoutId])
          if (c.rows[0]?.status !== 'paying') throw new Refused(shopFailure('CHECKOUT_CLOSED', locale))
          const holds = await client.query<{ hold_id: string; product_id: number; visit_date: string; schedule_id: string; seats: number; state: string }>(
            `SELECT hold_id, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, seats, state FROM shop.holds WHERE checkout_id = $1 ORDER BY product_id, visit_date, schedule_id`,
            [checkoutId],
          )
          for (const h of holds.rows) {
            const r =
              h.state === 'held'
                ? await client.query(`UPDATE shop.capacity SET held = held - $4, sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held >= $4`, [
                    h.product_id,
                    h.visit_date,
                    h.schedule_id,
                    h.seats,
                  ])
                : await client.query(`UPDATE shop.capacity SET sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
                    h.product_id,
                    h.visit_date,
                    h.schedule_id,
                    h.seats,
                  ])
            if (!r.rowCount) throw new Refused(shopFailure('SOLD_OUT', locale))
            await client.query(`UPDATE shop.holds SET state = 'sold' WHERE hold_id = $1`, [h.hold_id])
          }
          let code = newOrderCode()
          for (let i = 0; i < 5; i++) {
            const exists = await client.query(`SELECT 1 FROM shop.orders WHERE order_code = $1`, [code])
            if (!exists.rowCount) break
            code = newOrderCode()
          }
          await client.query(
            `INSERT INTO shop.orders (order_code, checkout_id, idempotency_key, status, email, customer, currency, decimals, total_minor, payment_provider, payment_reference, method_code, installments, locale, created_at)
             SELECT $1, checkout_id, $2, 'paid', $3, $4, currency, decimals, total_minor, $5, $6, $7, $8, $9, $10 FROM shop.checkouts WHERE checkout_id = $11`,
            [
              code,
              key,
              customer.email,
              JSON.stringify(customer),
              auth.provider,
              auth.reference,
              methodCode,
              verified ? (auth.installments ?? null) : (installments ?? null),
              orderLocale,
              deps.now(),
              checkoutId,
            ],
          )
          let ticketNo = 0
          for (const [i, l] of claim.lines.entries()) {
            await client.query(
              `INSERT INTO shop.order_lines (order_code, line_no, product_id, visit_date, schedule_id, open_ticket_valid_until, quantities, request, quote, total_minor)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
              [
                code,
                i + 1,
                l.productId,
                l.date,
                l.cartItem.scheduleId,
                l.openTicketValidUntil,
                JSON.stringify(l.quantities),
                JSON.stringify({ ...l.request, names: l.names, scheduleTime: l.scheduleTime, routeName: l.routeName }),
                JSON.stringify(l.quoteLines),
                l.totalMinor,
              ],
            )
            for (const label of visitorLabels(l.quantities, orderLocale)) {
              ticketNo += 1
              await client.query(`INSERT INTO shop.tickets (order_code, ticket_no, line_no, visitor_label, reference) VALUES ($1, $2, $3, $4, $5)`, [
                code,
                ticketNo,
                i + 1,
                label,
                signTicketReference(code, ticketNo),
              ])
            }
          }
          await client.query(`UPDATE shop.checkouts SET status = 'ordered', order_code = $2 WHERE checkout_id = $1`, [checkoutId, code])
          await client.query(`UPDATE shop.payment_attempts SET state = 'ordered', order_code = $2, authorization_ref = $3 WHERE idempotency_key = $1`, [key, code, auth.reference])
          await client.query(`DELETE FROM shop.cart_lines WHERE cart_id = $1 AND line_id = ANY($2::text[])`, [claim.cart_id, claim.lines.map((l) => l.lineId)])
          return code
        })
      } catch (err) {
        if (!(err instanceof Refused)) logger.error('shop: order write failed, authorization cancelled', { checkoutId, err: (err as Error).message })
        await provider.cancel(auth.reference).catch(() => {})
        const failure = err instanceof Refused ? err.failure.code : 'PAYMENT_FAILED'
        return giveBack(failure === 'CHECKOUT_CLOSED' ? 'PAYMENT_FAILED' : failure)
      }

      crashPoint('shop.after-order')
      // 5. capture. On an error the payment is re-read (issue #11 item 3, captureAfterCommit): captured
      // or unknown/still capturable (capture marked owed, finished by the Stripe sweep) → the order
      // stands; only a payment proven cancelled (nothing charged) undoes the order.
      const captured = await captureAfterCommit(provider, { reference: auth.reference, amountMinor: auth.amountMinor, currency: auth.currency, metadata: paymentMetadata(checkoutId) }, pool)
      if (captured === 'not-charged') {
        logger.error('shop: capture impossible (payment cancelled), order undone', { orderCode })
        await provider.cancel(auth.reference).catch(() => {})
        await withTransaction(pool, async (client) => {
          await client.query(`UPDATE shop.orders SET status = 'cancelled', cancelled_at = $2, refund_minor = 0, refund_fee_minor = 0, refund_status = 'none' WHERE order_code = $1`, [
            orderCode,
            deps.now(),
          ])
          await releaseSold(client, checkoutId)
          await client.query(`UPDATE shop.payment_attempts SET state = 'failed', error_code = 'PAYMENT_FAILED' WHERE idempotency_key = $1`, [key])
        })
        return shopFailure('PAYMENT_FAILED', locale)
      }
      crashPoint('shop.after-capture')
      return { ok: true, orderCode, replayed: false }
    }
    return shopFailure('CHECKOUT_CLOSED', locale)
  }

  /** Gives back the sold seats of a checkout (order cancelled). */
  async function releaseSold(client: pg.PoolClient, checkoutId: string) {
    const holds = await client.query<{ hold_id: string; product_id: number; visit_date: string; schedule_id: string; seats: number }>(
      `UPDATE shop.holds SET state = 'released' WHERE checkout_id = $1 AND state = 'sold' RETURNING hold_id, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, seats`,
      [checkoutId],
    )
    for (const h of holds.rows.sort((a, b) => a.product_id - b.product_id || a.visit_date.localeCompare(b.visit_date)))
      await client.query(`UPDATE shop.capacity SET sold = sold - $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3`, [h.product_id, h.visit_date, h.schedule_id, h.seats])
  }

  type OrderRow = {
    order_code: string
    checkout_id: string
    status: 'paid' | 'cancelled'
    email: string
    customer: T.CustomerInput
    currency: string
    decimals: number
    total_minor: string
    payment_provider: string
    payment_reference: string
    method_code: string
    installments: number | null
    created_at: Date
    cancelled_at: Date | null
    refund_minor: string | null
    refund_fee_minor: string | null
    refund_status: T.RefundState | null
    refund_idempotency_key: string | null
    refund_reference: string | null
  }

  async function findOrder(q: pg.Pool | pg.PoolClient, orderCode: string, email: string, lock = false): Promise<OrderRow | null> {
    if (typeof orderCode !== 'string' || typeof email !== 'string' || orderCode.length > 40 || email.length > 254) return null
    const r = await q.query<OrderRow>(`SELECT * FROM shop.orders WHERE order_code = $1 AND lower(email) = lower($2)${lock ? ' FOR UPDATE' : ''}`, [orderCode.trim().toUpperCase(), email.trim()])
    return r.rows[0] ?? null
  }

  async function orderLines(q: pg.Pool | pg.PoolClient, orderCode: string) {
    const r = await q.query<{
      line_no: number
      product_id: number
      visit_date: string | null
      schedule_id: string | null
      open_ticket_valid_until: string | null
      quantities: T.CheckoutLine['quantities']
      request: AddItem & { names: Record<T.ShopLocale, string>; scheduleTime: string | null; routeName: string | null }
      quote: T.CheckoutLine['quoteLines']
      total_minor: string
    }>(
      `SELECT line_no, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, to_char(open_ticket_valid_until, 'YYYY-MM-DD') AS open_ticket_valid_until, quantities, request, quote, total_minor FROM shop.order_lines WHERE order_code = $1 ORDER BY line_no`,
      [orderCode],
    )
    return r.rows
  }

  /** The customer email of an order (null when there is none): for callers that proved access another way (the order's access token). */
  async function orderEmail(orderCode: string): Promise<string | null> {
    if (typeof orderCode !== 'string' || orderCode.length > 40) return null
    const r = await deps.pool().query<{ email: string }>(`SELECT email FROM shop.orders WHERE order_code = $1`, [orderCode.trim().toUpperCase()])
    return r.rows[0]?.email ?? null
  }

  async function getOrder(orderCode: string, email: string, localeIn: T.ShopLocale): Promise<T.OrderView | null> {
    const locale = loc(localeIn)
    const pool = deps.pool()
    const o = await findOrder(pool, orderCode, email)
    if (!o) return null
    const lines = await orderLines(pool, o.order_code)
    const tickets = await pool.query<{ ticket_no: number; line_no: number; visitor_label: string; reference: string }>(
      `SELECT ticket_no, line_no, visitor_label, reference FROM shop.tickets WHERE order_code = $1 ORDER BY ticket_no`,
      [o.order_code],
    )
    const ticketViews: T.TicketView[] = []
    for (const t of tickets.rows) {
      const line = lines.find((l) => l.line_no === t.line_no)
      const qr = await qrCode(t.reference)
      ticketViews.push({ reference: t.reference, visitorLabel: t.visitor_label, productName: line?.request.names?.[locale] ?? '', date: toIso(line?.visit_date), qrSvg: qr.svg, qrDataUrl: qr.dataUrl })
    }
    return {
      orderCode: o.order_code,
      status: o.status,
      createdAt: new Date(o.created_at).toISOString(),
      customer: { ...o.customer },
      currency: o.currency,
      decimals: o.decimals,
      totalMinor: Number(o.total_minor),
      payment: { provider: o.payment_provider, reference: o.payment_reference, methodCode: o.method_code, installments: o.installments },
      lines: lines.map((l) => ({
        productId: l.product_id,
        name: l.request.names?.[locale] ?? `#${l.product_id}`,
        date: toIso(l.visit_date),
        openTicketValidUntil: toIso(l.open_ticket_valid_until),
        scheduleTime: l.request.scheduleTime ?? null,
        routeName: l.request.routeName ?? null,
        quantities: l.quantities,
        quoteLines: l.quote,
        totalMinor: Number(l.total_minor),
      })),
      tickets: ticketViews,
      refund: o.cancelled_at
        ? {
            amountMinor: Number(o.refund_minor ?? 0),
            feeMinor: Number(o.refund_fee_minor ?? 0),
            cancelledAt: new Date(o.cancelled_at).toISOString(),
            status: o.refund_status ?? 'none',
            reference: o.refund_reference,
          }
        : null,
    }
  }

  /** The policy applied line by line (each line's own visit date; open tickets: their last valid day). */
  function refundOf(lines: Awaited<ReturnType<typeof orderLines>>, now: Date): RefundQuote {
    const todayLocal = hotelLocalDate(now)
    const parts = lines.map((l) => cancellationRefund(Number(l.total_minor), toIso(l.visit_date) ?? toIso(l.open_ticket_valid_until) ?? todayLocal, todayLocal))
    const paid = parts.reduce((s, p) => s + p.paid, 0)
    const fee = parts.reduce((s, p) => s + p.fee, 0)
    const refund = parts.reduce((s, p) => s + p.refund, 0)
    return {
      rule: parts.some((p) => p.rule === 'FEE') ? 'FEE' : 'NO_REFUND',
      daysBeforeArrival: parts.length ? Math.min(...parts.map((p) => p.daysBeforeArrival)) : 0,
      paid,
      fee,
      refund,
      retained: paid - refund,
    }
  }

  async function quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult> {
    const o = await findOrder(deps.pool(), orderCode, email)
    if (!o) return shopFailure('ORDER_NOT_FOUND', 'en')
    if (o.status !== 'paid') return shopFailure('CANCEL_NOT_ALLOWED', 'en')
    return { ok: true, orderCode: o.order_code, status: 'cancelled', refund: refundOf(await orderLines(deps.pool(), o.order_code), now), currency: o.currency }
  }

  /**
   * Cancels a paid order and sends its refund to the payment provider (issue #5 cancellation policy).
   *
   * Order of steps, so that a crash anywhere is recoverable and nothing is refunded twice:
   * 1. ONE transaction (order row locked): status 'cancelled', the policy's refund recorded
   *    (`refund_minor`, `refund_fee_minor`), seats released, and — when the refund is > 0 — the refund
   *    marked 'pending' with its idempotency key `shop-refund:<orderCode>` (0 → 'none': no provider
   *    call). The cancellation is committed before any money moves, so it is never lost.
   * 2. `sendRefund`: a second transaction locks the order row again and, if the refund is still owed
   *    ('pending' or 'failed'), calls `provider.refund` with that key while holding the lock, then
   *    records 'succeeded' + the provider's refund id, or 'failed' + the error. Concurrent duplicate
   *    cancels queue on the lock and find it 'succeeded': one provider call per cancellation; and
   *    should two calls ever reach the provider, the same idempotency key makes it one refund.
   * A crash between 1 and 2, or a provider failure, leaves the refund 'pending'/'failed': a new
   * cancel request for the already-cancelled order (the order page offers it) sends it again with the
   * same key (`retried: true`); `sendOwedRefunds` does the same for every owed refund. A cancelled
   * order whose refund is 'none' or 'succeeded' → CANCEL_NOT_ALLOWED (409), as before.
   * The customer never gets a 5xx for the provider: the result is ok with `refundStatus` 'failed' and
   * a localized `notice`.
   */
  async function cancelOrder(orderCode: string, email: string, now: Date, localeIn: T.ShopLocale): Promise<T.CancelOrderResult> {
    const locale = loc(localeIn)
    let cancelled: { orderCode: string; refund: RefundQuote; currency: string; retried: boolean }
    try {
      cancelled = await withTransaction(deps.pool(), async (client) => {
        const o = await findOrder(client, orderCode, email, true)
        if (!o) throw new Refused(shopFailure('ORDER_NOT_FOUND', locale))
        if (o.status === 'cancelled' && (o.refund_status === 'pending' || o.refund_status === 'failed')) {
          // a retry: the cancellation stands, its refund is still owed — quote it as recorded
          const lines = await orderLines(client, o.order_code)
          const recorded = refundOf(lines, o.cancelled_at ? new Date(o.cancelled_at) : now)
          const amount = Number(o.refund_minor ?? 0)
          const fee = Number(o.refund_fee_minor ?? 0)
          return { orderCode: o.order_code, refund: { ...recorded, refund: amount, fee, retained: recorded.paid - amount }, currency: o.currency, retried: true }
        }
        if (o.status !== 'paid') throw new Refused(shopFailure('CANCEL_NOT_ALLOWED', locale))
        const refund = refundOf(await orderLines(client, o.order_code), now)
        const owed = refund.refund > 0
        await client.query(
          `UPDATE shop.orders SET status = 'cancelled', cancelled_at = $2, refund_minor = $3, refund_fee_minor = $4, refund_status = $5, refund_idempotency_key = $6, refund_updated_at = now() WHERE order_code = $1`,
          [o.order_code, now, refund.refund, refund.fee, owed ? 'pending' : 'none', owed ? refundKey(o.order_code) : null],
        )
        await releaseSold(client, o.checkout_id)
        return { orderCode: o.order_code, refund, currency: o.currency, retried: false }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.CancelOrderResult
      throw err
    }
    crashPoint('shop.after-cancel')
    let sent: { status: T.RefundState; reference: string | null }
    try {
      sent = await sendRefund(cancelled.orderCode)
    } catch (err) {
      // the cancellation is committed; the refund stays owed ('pending'/'failed') and is sent on retry
      logger.error('shop: refund bookkeeping failed after the cancellation', { orderCode: cancelled.orderCode, err: (err as Error).message })
      sent = { status: 'pending', reference: null }
    }
    const notSent = sent.status === 'pending' || sent.status === 'failed'
    return {
      ok: true,
      orderCode: cancelled.orderCode,
      status: 'cancelled',
      refund: cancelled.refund,
      currency: cancelled.currency,
      refundStatus: sent.status,
      refundReference: sent.reference,
      retried: cancelled.retried,
      ...(notSent ? { notice: shopNotice('REFUND_NOT_SENT', locale) } : {}),
    }
  }

  /** The refund's idempotency key: one per order, the same for every attempt. */
  const refundKey = (orderCode: string) => `shop-refund:${orderCode}`

  /**
   * Sends a cancelled order's owed refund ('pending'/'failed') to the provider under the order's row
   * lock and records the outcome; anything else is returned as it stands. Provider errors are
   * recorded ('failed', `refund_error`), never thrown; only a database failure throws.
   */
  async function sendRefund(orderCode: string): Promise<{ status: T.RefundState; reference: string | null }> {
    const provider = deps.payments()
    return withTransaction(deps.pool(), async (client) => {
      const r = await client.query<{
        currency: string
        payment_reference: string
        refund_minor: string | null
        refund_status: T.RefundState | null
        refund_idempotency_key: string | null
        refund_reference: string | null
      }>(`SELECT currency, payment_reference, refund_minor, refund_status, refund_idempotency_key, refund_reference FROM shop.orders WHERE order_code = $1 AND status = 'cancelled' FOR UPDATE`, [
        orderCode,
      ])
      const o = r.rows[0]
      if (!o) return { status: 'none' as const, reference: null }
      const amount = Number(o.refund_minor ?? 0)
      if ((o.refund_status !== 'pending' && o.refund_status !== 'failed') || amount <= 0) return { status: o.refund_status ?? 'none', reference: o.refund_reference }
      try {
        const refund = await provider.refund({
          reference: o.payment_reference,
          amountMinor: amount,
          currency: o.currency,
          idempotencyKey: o.refund_idempotency_key ?? refundKey(orderCode),
          metadata: { orderCode, kind: 'ticket-shop' },
        })
        crashPoint('shop.during-refund')
        const given = refund.status === 'failed' || refund.status === 'canceled'
        const status: T.RefundState = given ? 'failed' : 'succeeded'
        await client.query(
          `UPDATE shop.orders SET refund_status = $2, refund_reference = $3, refund_provider_status = $4, refund_error = $5, refund_attempts = refund_attempts + 1, refund_updated_at = now() WHERE order_code = $1`,
          [orderCode, status, refund.id, refund.status, given ? `provider refund ${refund.id} is ${refund.status}: staff must refund by hand` : null],
        )
        if (given) logger.error('shop: provider refund failed', { orderCode, refund: refund.id, status: refund.status })
        return { status, reference: refund.id }
      } catch (err) {
        const message = isPaymentError(err) ? `${err.code}: ${err.message}` : ((err as Error)?.message ?? String(err))
        logger.error('shop: refund not sent, kept owed', { orderCode, err: message })
        await client.query(`UPDATE shop.orders SET refund_status = 'failed', refund_error = $2, refund_attempts = refund_attempts + 1, refund_updated_at = now() WHERE order_code = $1`, [
          orderCode,
          message.slice(0, 1000),
        ])
        return { status: 'failed' as const, reference: o.refund_reference }
      }
    })
  }

  /**
   * Sends every owed refund ('pending' — e.g. the process died after the cancellation — or 'failed'),
   * oldest first, at most `limit`; returns how many are now 'succeeded'. For an operator's job or a
   * timer; each uses the order's own idempotency key, so it never refunds twice.
   * @param opts.dueBy the timer's mode: only refunds due at that instant — 'pending' for over a minute
   *   (the cancelling request is still sending it before that), 'failed' after an exponential
   *   back-off of 2^attempts minutes (capped at 6 h) and at most REFUND_MAX_AUTO_ATTEMPTS attempts;
   *   past that the refund waits for the customer's "Send my refund again" or an operator's call
   *   without `dueBy`.
   */
  async function sendOwedRefunds(limit = 50, opts: { dueBy?: Date } = {}): Promise<number> {
    const owed = opts.dueBy
      ? await deps.pool().query<{ order_code: string }>(
          `SELECT order_code FROM shop.orders
            WHERE status = 'cancelled'
              AND ((refund_status = 'pending' AND coalesce(refund_updated_at, created_at) < $2::timestamptz - interval '1 minute')
                OR (refund_status = 'failed' AND refund_attempts < $3
                    AND refund_updated_at < $2::timestamptz - make_interval(mins => least(360, power(2, refund_attempts)::int))))
            ORDER BY refund_updated_at NULLS FIRST LIMIT $1`,
          [limit, opts.dueBy.toISOString(), REFUND_MAX_AUTO_ATTEMPTS],
        )
      : await deps
          .pool()
          .query<{ order_code: string }>(`SELECT order_code FROM shop.orders WHERE status = 'cancelled' AND refund_status IN ('pending','failed') ORDER BY refund_updated_at NULLS FIRST LIMIT $1`, [
            limit,
          ])
    let done = 0
    for (const { order_code } of owed.rows) if ((await sendRefund(order_code)).status === 'succeeded') done++
    return done
  }

  /**
   * Moves a paid order's dated lines to `newDateIn` (the new date of its earliest visit; every dated
   * line shifts by the same number of days, so a package keeps its spacing; open-ticket lines stay).
   * One transaction: the order row is locked, the seats the order took (its 'sold' holds) are given
   * back and the same seats are taken on the new dates with the checkout's guarded update (never past
   * `total`), capacity rows touched in key order (no deadlock between crossing changes). The price
   * paid is kept (no re-quote, no charge, no refund); ticket references do not carry the date, so they
   * stay valid.
   */
  async function changeOrderDate(orderCode: string, email: string, newDateIn: string, now: Date, localeIn: T.ShopLocale): Promise<T.ChangeOrderDateResult> {
    const locale = loc(localeIn)
    if (typeof newDateIn !== 'string' || !isIsoDate(newDateIn) || !(now instanceof Date) || Number.isNaN(now.getTime())) return shopFailure('INVALID_INPUT', locale)
    const newDate: IsoDate = newDateIn
    const cat = await deps.catalog()
    try {
      return await withTransaction(deps.pool(), async (client) => {
        const o = await findOrder(client, orderCode, email, true)
        if (!o) throw new Refused(shopFailure('ORDER_NOT_FOUND', locale))
        if (o.status !== 'paid') throw new Refused(shopFailure('ORDER_CANCELLED', locale))
        const lines = (await orderLines(client, o.order_code)).filter((l) => l.visit_date !== null)
        if (!lines.length) throw new Refused(shopFailure('OPEN_TICKET_NO_DATE', locale))
        const previousDate = lines.map((l) => toIso(l.visit_date)!).sort()[0]!
        if (previousDate === newDate) return { ok: true as const, orderCode: o.order_code, previousDate, date: newDate, changed: false }
        // spec §9 / issue #5: no date change on the visit day (hotel-local) — nor after it
        const rule = checkDateChange(previousDate, now)
        if (!rule.ok) throw new Refused(shopFailure(rule.code, locale, rule.params))
        const todayLocal = hotelLocalDate(now)
        const shift = daysBetween(previousDate, newDate)
        const moved = lines.map((l) => ({ ...l, newDate: addDays(toIso(l.visit_date)!, shift) }))
        for (const l of moved) {
          const cp = cat.byId.get(l.product_id)
          const p = cp?.product.en
          const days = Array.from({ length: l.request.admissionDays ?? 1 }, (_, d) => addDays(l.newDate, d))
          if (!cp || !p || cat.unavailable.some((u) => u.productId === l.product_id) || daysBetween(todayLocal, l.newDate) < 0 || days.some((d) => cp.closedDates.includes(d)))
            throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: l.newDate }))
          if (p.schedules.length && !p.schedules.some((sc) => sc.id === l.schedule_id)) throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: l.newDate }))
        }
        // seats: give back what the order holds, take the same on the new dates (current capacity)
        const sold = await client.query<{ hold_id: string; product_id: number; visit_date: string; schedule_id: string; seats: number }>(
          `SELECT hold_id, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, seats FROM shop.holds WHERE checkout_id = $1 AND state = 'sold' FOR UPDATE`,
          [o.checkout_id],
        )
        const needs = seatNeeds(
          cat,
          moved.map((l) => ({
            product_id: l.product_id,
            request: l.request,
            cart_item: { date: l.newDate, scheduleId: l.schedule_id, quantities: l.quantities, admissionDays: l.request.admissionDays } as unknown as CartItem,
          })),
        )
        type Op = { productId: number; date: string; scheduleId: string; delta: number; total?: number }
        const ops = new Map<string, Op>()
        const keyOf = (pid: number, d: string, sid: string) => `${String(pid).padStart(10, '0')}|${d}|${sid}`
        for (const h of sold.rows) {
          const k = keyOf(h.product_id, h.visit_date, h.schedule_id)
          const op = ops.get(k) ?? { productId: h.product_id, date: h.visit_date, scheduleId: h.schedule_id, delta: 0 }
          op.delta -= h.seats
          ops.set(k, op)
        }
        for (const n of needs) {
          const k = keyOf(n.productId, n.date, n.scheduleId)
          const op = ops.get(k) ?? { productId: n.productId, date: n.date, scheduleId: n.scheduleId, delta: 0 }
          op.delta += n.seats
          op.total = n.total
          ops.set(k, op)
        }
        for (const [, op] of [...ops.entries()].sort(([a], [b]) => a.localeCompare(b))) {
          if (op.total !== undefined)
            await client.query(
              `INSERT INTO shop.capacity (product_id, visit_date, schedule_id, total) VALUES ($1, $2, $3, $4)
               ON CONFLICT (product_id, visit_date, schedule_id) DO UPDATE SET total = GREATEST(EXCLUDED.total, shop.capacity.held + shop.capacity.sold)
               WHERE shop.capacity.total <> EXCLUDED.total`,
              [op.productId, op.date, op.scheduleId, op.total],
            )
          if (op.delta === 0) continue
          const r =
            op.delta > 0
              ? await client.query(`UPDATE shop.capacity SET sold = sold + $4 WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3 AND held + sold + $4 <= total`, [
                  op.productId,
                  op.date,
                  op.scheduleId,
                  op.delta,
                ])
              : await client.query(`UPDATE shop.capacity SET sold = GREATEST(sold + $4, 0) WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3`, [
                  op.productId,
                  op.date,
                  op.scheduleId,
                  op.delta,
                ])
          if (op.delta > 0 && !r.rowCount) throw new Refused(shopFailure('NO_AVAILABILITY', locale, { date: op.date }))
        }
        if (sold.rows.length) await client.query(`UPDATE shop.holds SET state = 'released' WHERE hold_id = ANY($1::bigint[])`, [sold.rows.map((h) => h.hold_id)])
        for (const n of needs)
          await client.query(`INSERT INTO shop.holds (checkout_id, product_id, visit_date, schedule_id, seats, state, expires_at) VALUES ($1, $2, $3, $4, $5, 'sold', $6)`, [
            o.checkout_id,
            n.productId,
            n.date,
            n.scheduleId,
            n.seats,
            now,
          ])
        for (const l of moved)
          await client.query(`UPDATE shop.order_lines SET visit_date = $3::date, request = jsonb_set(request, '{date}', to_jsonb($3::text)) WHERE order_code = $1 AND line_no = $2`, [
            o.order_code,
            l.line_no,
            l.newDate,
          ])
        logger.info('shop: order date changed', { orderCode: o.order_code, from: previousDate, to: newDate })
        return { ok: true as const, orderCode: o.order_code, previousDate, date: newDate, changed: true }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.ChangeOrderDateResult
      const code = (err as { code?: string }).code
      // the CHECK (held + sold <= total) or a lost race: never oversell, never a 5xx
      if (code === '23514') return shopFailure('NO_AVAILABILITY', locale, { date: newDate })
      throw err
    }
  }

  // ── catalogue reads ──

  async function listShopProducts(localeIn: T.ShopLocale): Promise<T.ShopProductSummary[]> {
    const locale = loc(localeIn)
    const cat = await deps.catalog()
    return cat.products.map((cp) => {
      const p = cp.product[locale]
      const prices = p.ferryRoutes.length ? p.ferryRoutes.map((r) => r.basePricesUsd.adult).filter((x): x is number => x !== null) : p.basePricesUsd.adult !== null ? [p.basePricesUsd.adult] : []
      const c = cp.content[locale]
      return {
        id: cp.id,
        slug: c.slug,
        kind: p.kind,
        businessUnitCode: p.businessUnitCode,
        name: c.name,
        shortDescription: c.shortDescription,
        image: c.images[0] ? { ...c.images[0] } : null,
        fromPrice: prices.length ? { amountMinor: Math.min(...prices), currency: 'USD' as const } : null,
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
      content: { name: c.name, shortDescription: c.shortDescription, description: c.description, images: c.images.map((i) => ({ ...i })), rules: productRules(product, locale) },
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

  return {
    listShopProducts,
    getShopProduct,
    availabilityCalendar,
    quoteAddItem,
    getCart: cartView,
    addToCart,
    addPackageToCart,
    removeFromCart,
    applyExpressCheckout,
    startCheckout,
    getCheckout,
    prepareOrderPayment,
    confirmOrderPayment,
    placeOrder,
    getOrder,
    orderEmail,
    quoteOrderCancellation,
    cancelOrder,
    changeOrderDate,
    verifyTicketReference,
    sweepExpiredHolds,
    sendOwedRefunds,
  }
}

let instance: ShopService | null = null

let sweeper: ReturnType<typeof setInterval> | null = null

/** Stops the shop's sweeper timer (shutdown, tests). */
export function stopShopSweeper(): void {
  if (sweeper) clearInterval(sweeper)
  sweeper = null
}

/** Automatic re-sends of a failed refund before it waits for the customer or an operator. */
export const REFUND_MAX_AUTO_ATTEMPTS = 8

/**
 * The process-wide shop service (real clock, DATABASE_URL pool, configured payment provider). Also
 * starts the sweeper: every SHOP_SWEEP_EVERY_MS (default 60 000; 0 = off) expired holds give their
 * seats back (checkout start sweeps too, so seats are never lost between runs) and owed refunds that
 * are due are sent again (`sendOwedRefunds` with `dueBy`: back-off, bounded attempts).
 */
export function shopService(): ShopService {
  if (!instance) {
    const service = createShopService()
    instance = service
    const every = env.SHOP_SWEEP_EVERY_MS
    if (every > 0 && !sweeper && env.NEXT_PHASE !== 'phase-production-build') {
      sweeper = setInterval(() => {
        service.sweepExpiredHolds(new Date()).catch((err) => logger.warn('shop: hold sweep failed', { err: (err as Error).message }))
        service.sendOwedRefunds(20, { dueBy: new Date() }).catch((err) => logger.warn('shop: owed refunds failed', { err: (err as Error).message }))
      }, every)
      sweeper.unref?.()
    }
  }
  return instance
}
