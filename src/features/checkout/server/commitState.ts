/**
 * Whether the booking a Stripe PaymentIntent paid for committed (used by the sweep of
 * stale authorizations, ./stripeWebhook.ts). Hotel flow: metadata `sessionId` → the payment-reservation session at the
 * hotel API. CONFIRMED (or CANCELLED after a reservation) → the reservation's payment reference
 * decides, by the rule both checkouts share (`commitStateByReference`, ./commitRule.ts, issue #11
 * item 2): this intent → 'committed' (cancelled reservation → 'unknown'), another intent → 'abandoned';
 * an API that does not say which payment the reservation used → 'unknown'. HELD → 'pending'; OPEN,
 * EXPIRED, or CANCELLED without a reservation → 'abandoned'. A session the hotel API does not know
 * (404: another deployment's, another engine's, or one purged) → 'unknown', never 'abandoned': the
 * sweep leaves it and logs it (Stripe itself releases an uncaptured card authorization after 7 days).
 * Other payments (no `sessionId`, e.g. ticket-shop orders) → 'unknown': left to their own flow.
 * Hotel API unreachable → 'unknown'.
 */
import type Stripe from 'stripe'
import { HotelApiClient } from '../../../lib/hotel-api'
import { commitStateByReference } from './commitRule'
import type { CommitState } from './stripeWebhook'

export async function hotelCommitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>, client = new HotelApiClient(), pageUrl = 'http://localhost/payments/stripe/webhook/'): Promise<CommitState> {
  const sessionId = pi.metadata?.sessionId
  if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId)) return 'unknown'
  try {
    const session = await client.getPaymentReservation(sessionId, { pageUrl })
    if (session.status === 'CONFIRMED' || (session.status === 'CANCELLED' && session.reservation)) {
      if (!session.reservation) return 'unknown' // the API does not say which payment the reservation used
      return commitStateByReference(pi.id, { paymentReference: session.reservation.paymentReference, active: session.status === 'CONFIRMED' })
    }
    if (session.status === 'HELD') return 'pending'
    return 'abandoned'
  } catch (err) {
    // not found is not abandoned: nothing proves this deployment's engine ever held it
    return 'unknown'
  }
}
