/**
 * The ticket shop's side of the payment floor (the `PaymentFlow` port of
 * src/features/checkout/server/paymentFlow.ts), over its own schema `shop` (./sql/schema.ts): the
 * commit state the Stripe sweep asks about, refund outcomes on `shop.orders`, the orders the
 * reconciliation compares with Stripe, and the refunds and order emails staff must see.
 *
 * Intents of the shop carry metadata `{ checkoutId, kind: 'ticket-shop' }` (`paymentMetadata`,
 * ./shop/shared.ts); its refunds `{ orderCode, kind: 'ticket-shop' }` (./shop/refunds.ts).
 */
import type Stripe from 'stripe'
import { commitStateByReference } from '../../checkout/server/commitRule'
import type { CommitState, FlowDb, OwedItem, PaymentFlow, ReconcileLedger, RefundReport } from '../../checkout/server/paymentFlow'
import { shopPool } from './db'

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * Whether the ticket-shop order a Stripe PaymentIntent paid for committed — the shop's answer to the
 * Stripe sweep of stale authorizations (src/features/checkout/server/stripeWebhook.ts
 * `sweepAuthorizations`: 'committed' → captured, 'abandoned' → cancelled, 'pending'/'unknown' → kept).
 *
 * Input: the intent's id and metadata `{ checkoutId, kind: 'ticket-shop' }`. Read from the checkout and
 * its order (at most one: `orders.checkout_id` is unique):
 * - an order of this checkout paid with this intent (`payment_reference` = intent id, status 'paid')
 *   → 'committed': the order and its tickets exist, only the capture after it was lost (placeOrder
 *   step 5 never ran: crash or lost request) — capturing charges what the customer was sold;
 * - the checkout ordered with ANOTHER payment reference (e.g. a second method's intent, or the form
 *   collection path), the checkout 'expired' or 'released', an 'open' checkout past `expires_at`
 *   (its seats are gone or about to be; placeOrder can no longer claim it)
 *   → 'abandoned': nothing was sold for this authorization, the customer's funds must be released;
 * - no such checkout → 'unknown', never 'abandoned': it may be another deployment's on the same
 *   Stripe account, or one retention removed; the sweep leaves it and logs it;
 * - an 'open' checkout not yet past `expires_at`, or a 'paying' one (a placeOrder is between claim
 *   and order; a process that died there is expired by `sweepExpiredHolds` 10 minutes past the
 *   expiry, and the next sweep then cancels) → 'pending';
 * - an order paid with this intent but 'cancelled' → 'unknown', left to staff and the refund flow:
 *   the customer's cancellation owes a refund computed on a captured payment (spec §9 cancellation
 *   rule: 10% fee more than 2 days before the visit, no refund within 2 days), so neither capturing
 *   (charges the full amount before any refund) nor cancelling (releases everything, the retained
 *   part included) is right by rule; placeOrder undoes an order only when its payment is proven
 *   cancelled, and that path already cancels its intent;
 * - no or malformed `checkoutId` → 'unknown' (not a shop intent this code made).
 *
 * The order cases are the rule both checkouts share (`commitStateByReference`,
 * src/features/checkout/server/commitRule.ts). Time: the database clock (`now()`), as the shop's
 * expiry sweep. Throws on database errors (the sweep then releases its claim and retries later).
 */
export async function shopCommitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>, pool: FlowDb = shopPool()): Promise<CommitState> {
  const checkoutId = pi.metadata?.checkoutId
  if (typeof checkoutId !== 'string' || !CHECKOUT_ID.test(checkoutId)) return 'unknown'
  const r = await pool.query<{ status: string; live: boolean; order_status: string | null; payment_reference: string | null }>(
    `SELECT c.status, c.expires_at > now() AS live, o.status AS order_status, o.payment_reference
       FROM shop.checkouts c LEFT JOIN shop.orders o ON o.checkout_id = c.checkout_id
      WHERE c.checkout_id = $1`,
    [checkoutId],
  )
  const row = r.rows[0]
  if (!row) return 'unknown' // not found is not abandoned (see above)
  if (row.order_status !== null) return commitStateByReference(pi.id, { paymentReference: row.payment_reference, active: row.order_status === 'paid' })
  switch (row.status) {
    case 'expired':
    case 'released':
      return 'abandoned'
    case 'open':
      return row.live ? 'pending' : 'abandoned'
    case 'paying':
      return 'pending'
    default:
      return 'unknown' // 'ordered' without an order row cannot happen (written in one transaction)
  }
}

type OrderRow = { order_code: string; status: string; total_minor: string; currency: string; payment_reference: string; refund_status: string | null; refund_minor: string | null }

/**
 * The ticket orders paid through Stripe, compared with their intents (reconciliation rules of
 * src/features/checkout/server/reconcile.ts): `captured-for-several-orders`, `captured-without-order`,
 * `amount-differs` (an order cancelled before its capture — refund status 'none' — captured only the
 * retained part: total less the refund), `paid-without-capture`, `uncaptured-authorization`,
 * `refund-owed`, `refunded-too-much`.
 */
async function shopLedger(q: FlowDb): Promise<ReconcileLedger> {
  const orders = (await q.query<OrderRow>(`SELECT order_code, status, total_minor, currency, payment_reference, refund_status, refund_minor FROM shop.orders WHERE payment_provider = 'stripe'`)).rows
  const byIntent = new Map<string, OrderRow[]>()
  const references = new Map<string, string>()
  for (const o of orders) {
    byIntent.set(o.payment_reference, [...(byIntent.get(o.payment_reference) ?? []), o])
    if (o.payment_reference && !references.has(o.payment_reference)) references.set(o.payment_reference, o.order_code)
  }
  return {
    count: orders.length,
    label: 'Stripe orders',
    references,
    async compare(pi, { refunded, stale, add }) {
      const mine = byIntent.get(pi.id) ?? []
      if (mine.length > 1) add('captured-for-several-orders', mine.map((o) => o.order_code).join(','), `${mine.length} orders`)
      const order = mine[0]
      // an order cancelled before its capture: only the retained part was captured, nothing refunded
      const released = order?.status === 'cancelled' && order.refund_status === 'none'
      if (pi.status === 'succeeded') {
        const expected = order ? Number(order.total_minor) - (released ? Number(order.refund_minor ?? 0) : 0) : 0
        if (!order) add('captured-without-order', null, `captured ${pi.amount_received} ${pi.currency}, checkout ${pi.metadata?.checkoutId ?? '?'}`)
        else if (expected !== pi.amount_received || order.currency.toUpperCase() !== pi.currency.toUpperCase())
          add('amount-differs', order.order_code, `order ${order.total_minor} ${order.currency}${released ? ` (${order.refund_minor} released)` : ''}, captured ${pi.amount_received} ${pi.currency}`)
      } else if (order && order.status === 'paid' && (pi.status === 'canceled' || stale)) add('paid-without-capture', order.order_code, `order paid, intent ${pi.status}`)
      else if (stale) add('uncaptured-authorization', order?.order_code ?? null, `authorized since ${new Date(pi.created * 1000).toISOString()}`)
      const due = order && order.status === 'cancelled' && !released && pi.status === 'succeeded' ? Number(order.refund_minor ?? 0) : 0
      if (due > refunded) add('refund-owed', order!.order_code, `refund ${due} recorded (${order!.refund_status}), ${refunded} at Stripe`)
      if (refunded > due) add('refunded-too-much', order?.order_code ?? null, `Stripe refunded ${refunded}, recorded ${due}`)
    },
  }
}

/**
 * The shop's payment flow over `pool` for its commit state (default the shop's pool); the other
 * methods run on the handle they are given.
 */
export function shopPaymentFlow(pool: () => FlowDb = shopPool): PaymentFlow {
  return {
    name: 'ticket-shop',
    owns: (pi) => pi.metadata?.kind === 'ticket-shop',
    commitState: (pi) => shopCommitState(pi, pool()),

    async reopenFailedRefund(q: FlowDb, refund: RefundReport, reason: string) {
      const r = await q.query(
        `UPDATE shop.orders
            SET refund_status = 'failed', refund_error = $2, refund_provider_status = $3,
                refund_idempotency_key = COALESCE(refund_idempotency_key, 'shop-refund:' || order_code) || ':retry-' || refund_attempts, refund_updated_at = now()
          WHERE refund_reference = $1 AND refund_status IN ('succeeded', 'pending')`,
        [refund.id, reason, refund.status],
      )
      return r.rowCount ?? 0
    },

    async confirmSucceededRefund(q: FlowDb, refund: RefundReport) {
      const order = typeof refund.metadata.orderCode === 'string' ? refund.metadata.orderCode : null
      const r = await q.query(
        `UPDATE shop.orders SET refund_status = 'succeeded', refund_reference = $2, refund_provider_status = 'succeeded', refund_error = NULL, refund_updated_at = now()
          WHERE refund_status = 'pending' AND (refund_reference = $2 OR (order_code = $1 AND ($3::text IS NULL OR payment_reference = $3)))`,
        [order, refund.id, refund.paymentIntent],
      )
      return r.rowCount ?? 0
    },

    async unsettledRefunds(q: FlowDb, limit: number, providerStatuses: readonly string[]) {
      const r = await q.query<{ ref: string; at: Date | null }>(
        `SELECT refund_reference AS ref, refund_updated_at AS at FROM shop.orders
          WHERE refund_status = 'pending' AND payment_provider = 'stripe' AND refund_reference IS NOT NULL AND refund_provider_status = ANY($2::text[])
          ORDER BY refund_updated_at NULLS FIRST LIMIT $1`,
        [limit, providerStatuses],
      )
      return r.rows.map((x) => ({ reference: x.ref, since: x.at }))
    },

    reconcileLedger: shopLedger,

    /**
     * Ticket-order refunds still owed (pending or failed; one Stripe answered pending/requires_action
     * and has not settled shows "pending at the provider"), and order confirmation emails that
     * exhausted their automatic attempts (6).
     */
    async owed(q: FlowDb): Promise<OwedItem[]> {
      const r = await q.query<OwedItem>(`
        SELECT 'shop-refund' AS kind, order_code AS ref,
               CASE WHEN refund_status = 'pending' AND refund_reference IS NOT NULL AND refund_provider_status IN ('pending', 'requires_action')
                    THEN 'pending at the provider: ' || refund_provider_status ELSE refund_status END AS status, refund_minor::text AS amount, currency, refund_attempts AS attempts, refund_error AS error, coalesce(refund_updated_at, cancelled_at) AS since
          FROM shop.orders WHERE status = 'cancelled' AND refund_status IN ('pending', 'failed')
        UNION ALL
        SELECT 'order-email', order_code, 'unsent', NULL, NULL, mail_attempts, mail_error, created_at
          FROM shop.orders WHERE mail_sent_at IS NULL AND mail_attempts >= 6
        ORDER BY since
        LIMIT 100`)
      return r.rows
    },
  }
}
