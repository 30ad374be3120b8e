/**
 * Payments reconciliation (`npm run payments:reconcile`, and every PAYMENTS_RECONCILE_EVERY_MS on one
 * instance: ./reconcileJob.ts): compares what Stripe holds — this deployment's manual-capture
 * PaymentIntents (`isOurIntent`) and their refunds — with the ticket orders
 * (`shop.orders`), the hotel reservations (the hotel API's payment-reservation session named in the
 * intent's metadata) and the hotel cancellations' refunds (`storefront_booking.refunds`), and lists
 * every mismatch. Amounts in minor units of the intent's currency.
 *
 * Rules (one per mismatch kind):
 * - `captured-without-order` / `captured-without-booking`: a captured intent that no order, or no
 *   reservation, was paid with (the order/reservation's payment reference is the intent's id);
 *   `captured-for-several-orders`: more than one order names it.
 * - `amount-differs`: a captured intent whose amount differs from its order's total (for an order
 *   cancelled before its capture — refund status 'none' —, from the total less the refund: only the
 *   retained part is captured, the rest of the authorization released).
 * - `paid-without-capture`: an order, or a confirmed reservation, paid with an intent that is not
 *   captured (cancelled, or still authorized past the grace period — the capture is owed).
 * - `uncaptured-authorization`: an intent authorized longer than `graceMs` (the sweep should have
 *   captured or cancelled it).
 * - `refund-owed`: a cancellation with a refund due whose refund is not (or not fully) at Stripe.
 * - `refunded-too-much`: Stripe refunded an intent more than the recorded refund (double refund, or
 *   a refund nobody recorded).
 * - `intent-unknown`: an order or refund record names an intent Stripe does not know.
 * Refunds Stripe reports `failed`/`canceled` count as not refunded.
 */
import type pg from 'pg'
import type Stripe from 'stripe'
import { isOurIntent } from './stripeWebhook'

export type MismatchKind =
  | 'captured-without-order'
  | 'captured-for-several-orders'
  | 'captured-without-booking'
  | 'amount-differs'
  | 'paid-without-capture'
  | 'uncaptured-authorization'
  | 'refund-owed'
  | 'refunded-too-much'
  | 'intent-unknown'

export type Mismatch = { kind: MismatchKind; intent: string; record: string | null; detail: string }

/** A payment-reservation session as the hotel API answers it (null: unknown session). */
export type SessionView = { status: string; reservation?: { confirmationCode: string; paymentReference: string | null } | null } | null

export type ReconcileDeps = {
  pool: Pick<pg.Pool, 'query'>
  stripe: Stripe
  /** the hotel API's session of a hotel intent (metadata `sessionId`) */
  hotelSession: (sessionId: string) => Promise<SessionView>
  /** authorizations younger than this are still in flight (default 30 min, the sweep's grace) */
  graceMs?: number
  /** how far back Stripe is listed (default 30 days) */
  lookbackSeconds?: number
  now?: Date
  /**
   * Compare only records whose intent is in Stripe's listing (a test's own Stripe server beside other
   * tests' records in one database); default false: a record naming an unlisted intent is fetched,
   * and one Stripe does not know is a mismatch.
   */
  onlyListed?: boolean
  /** `metadata.deployment` of this deployment's intents (default `stripeDeploymentId()`): only those are compared */
  deploymentId?: string
}

export type ReconcileReport = { intents: number; refunds: number; orders: number; hotelRefunds: number; mismatches: Mismatch[] }

type OrderRow = { order_code: string; status: string; total_minor: string; currency: string; payment_reference: string; refund_status: string | null; refund_minor: string | null }
type HotelRefundRow = { confirmation_code: string; status: string; payment_reference: string | null; amount_minor: string | null }

/**
 * Runs the comparison. Reads only (never captures, cancels or refunds).
 * @throws Stripe, hotel API or database errors — a reconciliation that cannot see everything says so
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const now = deps.now ?? new Date()
  const graceMs = deps.graceMs ?? 30 * 60_000
  const since = Math.floor(now.getTime() / 1000) - (deps.lookbackSeconds ?? 30 * 24 * 3600)
  const intents = new Map<string, Stripe.PaymentIntent>()
  for await (const pi of deps.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    if (pi.capture_method !== 'automatic' && isOurIntent(pi, deps.deploymentId)) intents.set(pi.id, pi)
  }
  const orders = (
    await deps.pool.query<OrderRow>(`SELECT order_code, status, total_minor, currency, payment_reference, refund_status, refund_minor FROM shop.orders WHERE payment_provider = 'stripe'`)
  ).rows
  const hotelRefunds = (
    await deps.pool.query<HotelRefundRow>(
      `SELECT confirmation_code, status, payment_reference, amount_minor FROM storefront_booking.refunds WHERE provider = 'stripe' AND payment_reference IS NOT NULL`,
    )
  ).rows
  const out: Mismatch[] = []
  const add = (kind: MismatchKind, intent: string, record: string | null, detail: string) => out.push({ kind, intent, record, detail })
  // records naming an intent older than the listing window: fetch those too
  for (const ref of [...new Set([...orders.map((o) => o.payment_reference), ...hotelRefunds.map((r) => r.payment_reference!)])]) {
    if (!ref || intents.has(ref) || deps.onlyListed) continue
    try {
      intents.set(ref, await deps.stripe.paymentIntents.retrieve(ref))
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err
      add(
        'intent-unknown',
        ref,
        orders.find((o) => o.payment_reference === ref)?.order_code ?? hotelRefunds.find((r) => r.payment_reference === ref)?.confirmation_code ?? null,
        'Stripe does not know this PaymentIntent',
      )
    }
  }
  const refundsByIntent = new Map<string, Stripe.Refund[]>()
  let refundCount = 0
  for (const id of intents.keys()) {
    const list: Stripe.Refund[] = []
    for await (const r of deps.stripe.refunds.list({ payment_intent: id, limit: 100 })) list.push(r)
    refundCount += list.length
    if (list.length) refundsByIntent.set(id, list)
  }
  const ordersByIntent = new Map<string, OrderRow[]>()
  for (const o of orders) ordersByIntent.set(o.payment_reference, [...(ordersByIntent.get(o.payment_reference) ?? []), o])
  const hotelRefundByIntent = new Map(hotelRefunds.map((r) => [r.payment_reference!, r]))

  for (const pi of intents.values()) {
    const refunded = (refundsByIntent.get(pi.id) ?? []).filter((r) => r.status === 'succeeded' || r.status === 'pending').reduce((s, r) => s + r.amount, 0)
    const stale = pi.status === 'requires_capture' && now.getTime() - pi.created * 1000 > graceMs
    const sessionId = pi.metadata?.sessionId
    if (sessionId && !pi.metadata?.checkoutId) {
      // hotel: the session's reservation names the intent it was paid with
      const session = await deps.hotelSession(sessionId)
      const paidWithThis = session?.reservation?.paymentReference === pi.id
      const code = session?.reservation?.confirmationCode ?? null
      if (pi.status === 'succeeded' && !paidWithThis)
        add('captured-without-booking', pi.id, code, `captured ${pi.amount_received} ${pi.currency}; session ${sessionId} is ${session?.status ?? 'unknown'}`)
      if (paidWithThis && session?.status === 'CONFIRMED' && (pi.status === 'canceled' || stale)) add('paid-without-capture', pi.id, code, `reservation confirmed, intent ${pi.status}`)
      else if (stale) add('uncaptured-authorization', pi.id, code, `authorized since ${new Date(pi.created * 1000).toISOString()}`)
      const owed = hotelRefundByIntent.get(pi.id)
      const due = owed && owed.status !== 'none' ? Number(owed.amount_minor ?? 0) : 0
      if (due > refunded) add('refund-owed', pi.id, owed?.confirmation_code ?? code, `refund ${due} recorded (${owed?.status}), ${refunded} at Stripe`)
      if (refunded > due) add('refunded-too-much', pi.id, owed?.confirmation_code ?? code, `Stripe refunded ${refunded}, recorded ${due}`)
      continue
    }
    // ticket shop
    const mine = ordersByIntent.get(pi.id) ?? []
    if (mine.length > 1) add('captured-for-several-orders', pi.id, mine.map((o) => o.order_code).join(','), `${mine.length} orders`)
    const order = mine[0]
    // an order cancelled before its capture: only the retained part was captured, nothing refunded
    const released = order?.status === 'cancelled' && order.refund_status === 'none'
    if (pi.status === 'succeeded') {
      const expected = order ? Number(order.total_minor) - (released ? Number(order.refund_minor ?? 0) : 0) : 0
      if (!order) add('captured-without-order', pi.id, null, `captured ${pi.amount_received} ${pi.currency}, checkout ${pi.metadata?.checkoutId ?? '?'}`)
      else if (expected !== pi.amount_received || order.currency.toUpperCase() !== pi.currency.toUpperCase())
        add(
          'amount-differs',
          pi.id,
          order.order_code,
          `order ${order.total_minor} ${order.currency}${released ? ` (${order.refund_minor} released)` : ''}, captured ${pi.amount_received} ${pi.currency}`,
        )
    } else if (order && order.status === 'paid' && (pi.status === 'canceled' || stale)) add('paid-without-capture', pi.id, order.order_code, `order paid, intent ${pi.status}`)
    else if (stale) add('uncaptured-authorization', pi.id, order?.order_code ?? null, `authorized since ${new Date(pi.created * 1000).toISOString()}`)
    const due = order && order.status === 'cancelled' && !released && pi.status === 'succeeded' ? Number(order.refund_minor ?? 0) : 0
    if (due > refunded) add('refund-owed', pi.id, order!.order_code, `refund ${due} recorded (${order!.refund_status}), ${refunded} at Stripe`)
    if (refunded > due) add('refunded-too-much', pi.id, order?.order_code ?? null, `Stripe refunded ${refunded}, recorded ${due}`)
  }
  return { intents: intents.size, refunds: refundCount, orders: orders.length, hotelRefunds: hotelRefunds.length, mismatches: out }
}

/** One line per mismatch, for the CLI. */
export function formatMismatch(m: Mismatch): string {
  return `${m.kind.padEnd(28)} ${m.intent}${m.record ? ` (${m.record})` : ''}: ${m.detail}`
}
