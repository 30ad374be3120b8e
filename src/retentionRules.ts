/**
 * Composition of the retention rules (src/lib/retention.ts runs them): each schema's owner contributes
 * its own (docs/architecture.md "Who owns which schema"). The hotel engine is not here: it prunes its
 * own tables (src/hotel-engine/retention.ts). Used by the job registry, src/jobs.ts. Server only.
 */
import { PAYMENTS_RETENTION_RULES } from './features/checkout/server/retention'
import { BOOKING_RETENTION_RULES } from './features/hotel-booking/server/retention'
import { SHOP_RETENTION_RULES } from './features/ticket-shop/server/retention'
import { SHARED_RETENTION_RULES, type RetentionRule } from './lib/retention'

/** Every owner's rules, in the order they run. */
export const RETENTION_RULES: readonly RetentionRule[] = [...SHOP_RETENTION_RULES, ...BOOKING_RETENTION_RULES, ...PAYMENTS_RETENTION_RULES, ...SHARED_RETENTION_RULES]
