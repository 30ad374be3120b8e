/**
 * Composition of the payment floor (docs/architecture.md "Who owns which schema"): the payment flows
 * of the two checkouts, each implementing checkout's `PaymentFlow` port over its own tables — the
 * hotel booking (`storefront_booking`, the hotel API) and the ticket shop (`shop`). Passed in by the
 * edges: the Stripe webhook route, `src/instrumentation.ts` (the authorization sweeper, the scheduled
 * reconciliation), `scripts/payments-reconcile.ts` and `payload.config.ts` (the admin's owed-money
 * and Operations views). Server only.
 */
import type { PaymentFlow } from './features/checkout/server/paymentFlow'
import { hotelPaymentFlow } from './features/hotel-booking/server/paymentFlow'
import { shopPaymentFlow } from './features/ticket-shop/server/paymentFlow'

let flows: readonly PaymentFlow[] | null = null

/** The production flows (created on first use; the hotel flow reads HOTEL_API_URL, the shop its pool). */
export function paymentFlows(): readonly PaymentFlow[] {
  flows ??= [hotelPaymentFlow(), shopPaymentFlow()]
  return flows
}
