/**
 * Composition of the admin's Operations view and owed-money list (src/cms/operations/dashboard.ts
 * `OperationsSources`): each line comes from a function its table's owner exports
 * (docs/architecture.md "Who owns which schema") — the hotel booking's bookings of the day, the ticket
 * shop's orders of the day, checkout's reconciliation findings and owed captures, and each payment
 * flow's owed refunds and emails (src/paymentFlows.ts). Passed in by payload.config.ts as the admin
 * components' server props. Server only.
 */
import type { OperationsSources } from './cms/operations/dashboard'
import type { FindSources } from './lib/operations/find'
import { findBookings, resendBookingConfirmation, resendBookingRefund } from './features/hotel-booking/server/opsFind'
import { findOrders, resendOrderConfirmation, resendOrderRefund } from './features/ticket-shop/server/opsFind'
import { owedCaptures } from './features/checkout/server/captureOwed'
import type { FlowDb } from './features/checkout/server/paymentFlow'
import { reconcileFindings } from './features/checkout/server/reconcileJob'
import { bookingsOnDay } from './features/hotel-booking/server/operations'
import { ordersOnDay } from './features/ticket-shop/server/operations'
import { paymentFlows } from './paymentFlows'

/** The production sources. */
export function operationsSources(): OperationsSources {
  return { bookingsOnDay, ordersOnDay, reconcileFindings, owed: [...paymentFlows().map((f) => (db: FlowDb) => f.owed(db)), owedCaptures] }
}

/**
 * The production sources of the admin's "Find a booking or order" view (src/lib/operations/find.ts):
 * the hotel booking's reservations and the ticket shop's orders, and their owners' actions.
 */
export function findSources(): FindSources {
  return {
    bookings: (q, limit) => findBookings(q, limit),
    orders: (q, limit) => findOrders(q, limit),
    act: (kind, code, action) =>
      kind === 'booking'
        ? action === 'resend-confirmation'
          ? resendBookingConfirmation(code)
          : resendBookingRefund(code)
        : action === 'resend-confirmation'
          ? resendOrderConfirmation(code)
          : resendOrderRefund(code),
  }
}
