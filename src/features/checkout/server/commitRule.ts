/**
 * The one rule both checkouts use to say whether an authorized PaymentIntent paid for what was sold
 * ("An intent is committed only when the reservation's payment reference is that
 * intent's id; any other authorized intent of the session is cancelled. Same rule, one function, for
 * both checkouts"). Callers: each flow's `PaymentFlow.commitState` (./paymentFlow.ts) —
 * `hotelCommitState` (features/hotel-booking/server/paymentFlow.ts, the hotel session's reservation)
 * and `shopCommitState` (features/ticket-shop/server/paymentFlow.ts, the checkout's order) — for
 * the Stripe sweep (./stripeWebhook.ts `sweepAuthorizations`).
 */
import type { CommitState } from './paymentFlow'

/**
 * What was sold for the session/checkout the intent belongs to: the payment reference the
 * reservation/order was committed with (`undefined`: the source does not say; `null`: none), and
 * whether it still stands (`active`: a paid order, a confirmed reservation; false once cancelled).
 */
export type SoldRecord = { paymentReference: string | null | undefined; active: boolean }

/**
 * - reference = this intent's id, still active → 'committed' (capture it: only the capture was lost);
 * - reference = this intent's id, cancelled since → 'unknown' (left to staff and the refund flow:
 *   neither capturing nor releasing is right by rule);
 * - another reference (or none recorded) → 'abandoned': this authorization paid for nothing, cancel it
 *   (capturing it would charge the guest twice: e.g. intent A authorized, the session changed, paid
 *   with intent B);
 * - the source does not say which payment was used → 'unknown' (never capture on a guess).
 */
export function commitStateByReference(intentId: string, sold: SoldRecord): CommitState {
  if (sold.paymentReference === undefined) return 'unknown'
  if (sold.paymentReference !== intentId) return 'abandoned'
  return sold.active ? 'committed' : 'unknown'
}
