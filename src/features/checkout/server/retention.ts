/**
 * The payments' retention rule (src/lib/retention.ts runs it; composed in src/retentionRules.ts), on
 * its own schema `payments`: Stripe webhook events recorded 30 days ago (Stripe retries a delivery for
 * up to 3 days, so an older event id is never seen again). PaymentIntent records are business records:
 * never deleted. The DELETE takes at most `$1` rows.
 */
import type { RetentionRule } from '../../../lib/retention'

export const PAYMENTS_RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'stripe webhook events',
    sql: `DELETE FROM payments.stripe_events e WHERE e.event_id IN (SELECT event_id FROM payments.stripe_events WHERE received_at < now() - interval '30 days' LIMIT $1)`,
  },
]
