/**
 * The hotel booking's retention rule (src/lib/retention.ts runs it; composed in
 * src/retentionRules.ts), on its own schema `storefront_booking`: booking attempts
 * (./checkout/attempts.ts) resolved more than 30 days ago — confirmed, not booked or voided; the
 * guest's email goes with them. Unresolved attempts stay whatever their age: the booking email sweep
 * still owes them an answer. The interest-free plan of a payment that booked nothing (attempt 'not-booked'
 * or 'payment-void') goes a day after that outcome. Confirmation emails, the plans of booked payments
 * and refunds are business records: never deleted.
 * The DELETE takes at most `$1` rows.
 */
import type { RetentionRule } from '../../../lib/retention'

export const BOOKING_RETENTION_RULES: readonly RetentionRule[] = [
  {
    // before its attempt goes (30 days): the plan of a payment that booked nothing is no business record
    name: 'hotel payment plans of payments not booked',
    sql: `DELETE FROM storefront_booking.payment_plans p WHERE p.payment_reference IN (
            SELECT payment_reference FROM storefront_booking.booking_attempts
             WHERE outcome IN ('not-booked', 'payment-void') AND resolved_at < now() - interval '1 day'
               AND payment_reference IN (SELECT payment_reference FROM storefront_booking.payment_plans)
             LIMIT $1)`,
  },
  {
    name: 'hotel booking attempts resolved',
    sql: `DELETE FROM storefront_booking.booking_attempts a WHERE a.payment_reference IN (
            SELECT payment_reference FROM storefront_booking.booking_attempts
             WHERE resolved_at IS NOT NULL AND resolved_at < now() - interval '30 days'
             LIMIT $1)`,
  },
]
