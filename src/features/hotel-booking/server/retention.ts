/**
 * The hotel booking's retention rule (src/lib/retention.ts runs it; composed in
 * src/retentionRules.ts), on its own schema `storefront_booking`: booking attempts
 * (./checkout/attempts.ts) resolved more than 30 days ago — confirmed, not booked or voided; the
 * guest's email goes with them. Unresolved attempts stay whatever their age: the booking email sweep
 * still owes them an answer. Confirmation emails and refunds are business records: never deleted.
 * The DELETE takes at most `$1` rows.
 */
import type { RetentionRule } from '../../../lib/retention'

export const BOOKING_RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'hotel booking attempts resolved',
    sql: `DELETE FROM storefront_booking.booking_attempts a WHERE a.payment_reference IN (
            SELECT payment_reference FROM storefront_booking.booking_attempts
             WHERE resolved_at IS NOT NULL AND resolved_at < now() - interval '30 days'
             LIMIT $1)`,
  },
]
