/**
 * Whether the booking a Stripe PaymentIntent paid for committed (used by the webhook's sweep of
 * stale authorizations). Hotel flow: metadata `sessionId` → the payment-reservation session's status
 * at the hotel API (CONFIRMED → committed; HELD → pending; OPEN, EXPIRED, CANCELLED or unknown session
 * → abandoned). Other payments (e.g. ticket-shop orders) → 'unknown': left to their own flow.
 */
import type Stripe from 'stripe'
import { HotelApiClient, HotelApiError } from '../../../lib/hotel-api'
import type { CommitState } from './stripeWebhook'

export async function hotelCommitState(pi: Pick<Stripe.PaymentIntent, 'metadata'>, client = new HotelApiClient(), pageUrl = 'http://localhost/payments/stripe/webhook/'): Promise<CommitState> {
  const sessionId = pi.metadata?.sessionId
  if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId)) return 'unknown'
  try {
    const session = await client.getPaymentReservation(sessionId, { pageUrl })
    if (session.status === 'CONFIRMED') return 'committed'
    if (session.status === 'HELD') return 'pending'
    return 'abandoned'
  } catch (err) {
    if (err instanceof HotelApiError && err.status === 404) return 'abandoned'
    if ((err as { status?: number })?.status === 404) return 'abandoned'
    return 'unknown'
  }
}
