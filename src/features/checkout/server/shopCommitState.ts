/**
 * Whether the ticket-shop order a Stripe PaymentIntent paid for committed — the shop's answer to the
 * Stripe sweep of stale authorizations (src/features/checkout/server/stripeWebhook.ts
 * `sweepAuthorizations`: 'committed' → captured, 'abandoned' → cancelled, 'pending'/'unknown' → kept).
 *
 * Input: the intent's id and metadata `{ checkoutId, kind: 'ticket-shop' }` (set by `paymentMetadata`
 * in src/features/ticket-shop/server/service.ts on every shop intent). Read from schema `shop`
 * (src/features/ticket-shop/server/sql/schema.ts; checkout's payments pool, the same database), the checkout and
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
 *   part included) is right by rule; placeOrder undoes an order only when its payment is proven cancelled, and that path already
 *   cancels its intent;
 * - no or malformed `checkoutId` → 'unknown' (not a shop intent this code made).
 *
 * The order cases are the rule both checkouts share (`commitStateByReference`, ./commitRule.ts,
 * issue #11 item 2). It lives with checkout, beside `hotelCommitState`, so the payment floor never
 * imports the shop (issue #15 item 1).
 *
 * Time: the database clock (`now()`), as the shop's
 * expiry sweep. Throws on database errors (the sweep then rolls back and retries later).
 */
import type pg from 'pg'
import type Stripe from 'stripe'
import { paymentsPool } from './captureOwed'
import { commitStateByReference } from './commitRule'
import type { CommitState } from './stripeWebhook'

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/

export async function shopCommitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>, pool: Pick<pg.Pool, 'query'> = paymentsPool()): Promise<CommitState> {
  const checkoutId = pi.metadata?.checkoutId
  if (typeof checkoutId !== 'string' || !CHECKOUT_ID.test(checkoutId)) return 'unknown'
  const r = await pool.query<{ status: string; live: boolean; order_status: string | null; payment_reference: string | null }>(
    `SELECT c.status, c.expires_at > now() AS live, o.status AS order_status, o.payment_reference
       FROM shop.checkouts c LEFT JOIN shop.orders o ON o.checkout_id = c.checkout_id
      WHERE c.checkout_id = $1`,
    [checkoutId],
  )
  const row = r.rows[0]
  if (!row) return 'unknown' // not found is not abandoned (module docs)
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
