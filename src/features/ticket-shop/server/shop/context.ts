/**
 * The shared parts of the shop service: its dependencies and the helpers several capabilities use — capacity reads, cart lines and locks, validation of an added item, seat needs, releasing holds and sold seats, order reads. Built once per service by `createShopContext`.
 */
import type pg from 'pg'
import { quote, validateAdd, type AddItem, type CapacityUsage, type CartItem, type Product } from '../../domain'
import { addDays, hotelLocalDate, isIsoDate, type IsoDate } from '../../../../lib/hotel-date'
import { type PaymentProvider } from '../../../checkout/payments'
import type { ShopCatalog, ShopCurrency } from '../catalog'
import { shopFailure, shopMessage } from '../messages'
import type * as T from '../types'
import { ID, newId, StoredLine } from './shared'
import type { OrderAddOnSnapshot } from '../../domain/orderItems'

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

/** The dependencies and shared helpers every capability module receives. */
export type ShopContext = ReturnType<typeof createShopContext>

/** Builds the shared helpers over `deps`. */
export function createShopContext(deps: ShopDeps) {
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
    refund_provider_status: string | null
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
      request: AddItem & {
        names: Partial<Record<T.ShopLocale, string>>
        scheduleTime: string | null
        routeName: string | null
        /** the route per language and the add-ons as sold (optional: a line may carry neither) */
        routeNames?: Partial<Record<T.ShopLocale, string>> | null
        addOnInfo?: OrderAddOnSnapshot[]
      }
      quote: T.CheckoutLine['quoteLines']
      total_minor: string
    }>(
      `SELECT line_no, product_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, schedule_id, to_char(open_ticket_valid_until, 'YYYY-MM-DD') AS open_ticket_valid_until, quantities, request, quote, total_minor FROM shop.order_lines WHERE order_code = $1 ORDER BY line_no`,
      [orderCode],
    )
    return r.rows
  }

  return {
    deps,
    today,
    unavailableList,
    unavailableMessage,
    usageFor,
    currencyOr,
    quoteLine,
    loadLines,
    packageSizes,
    lockCart,
    validateOne,
    seatNeeds,
    releaseHolds,
    releaseSold,
    findOrder,
    orderLines,
  }
}
