/**
 * The reference engine's own data retention, on its schema `hotel_engine` (no other context deletes
 * these rows: the storefront reaches the engine only over HTTP). Run by the engine itself
 * (`createHotelEngine` option `retentionEveryMs`, on incoming requests, in the background) or on
 * demand (`engine.prune()`):
 *
 * | data | kept for | why |
 * |---|---|---|
 * | payment sessions never booked (OPEN or EXPIRED, no reservation) | 7 days past their expiry | a guest's "restore my booking" link; holds cascade |
 * | idempotency keys | 30 days | clients retry within minutes (Stripe keeps keys 24 h) |
 *
 * Reservations are business records: never deleted. Each rule is one DELETE of at most `batch` rows
 * (short locks; the next run takes the rest) with a time predicate, so several instances may run it
 * at once. Session expiries are compared with the engine's clock (`now`, the one that set them: tests
 * shift it to TEST_TODAY), idempotency keys' creation with the database's (they are stamped by it).
 */
import type pg from 'pg'
import { logger } from '../lib/logger'

/** Rows deleted per rule and run. */
export const ENGINE_RETENTION_BATCH = 5_000

/** `clock`: the rule compares with the engine's clock (`$2`), as the sessions' expiries were computed with it. */
const RULES: { name: string; sql: string; clock?: boolean }[] = [
  {
    name: 'hotel sessions never booked',
    sql: `DELETE FROM hotel_engine.sessions s WHERE s.id IN (
            SELECT id FROM hotel_engine.sessions x
             WHERE x.status IN ('OPEN', 'EXPIRED') AND x.expires_at < $2::timestamptz - interval '7 days'
               AND NOT EXISTS (SELECT 1 FROM hotel_engine.reservations r WHERE r.session_id = x.id)
             LIMIT $1)`,
    clock: true,
  },
  {
    name: 'hotel idempotency keys',
    sql: `DELETE FROM hotel_engine.idempotency_keys k WHERE (k.endpoint, k.key) IN (SELECT endpoint, key FROM hotel_engine.idempotency_keys WHERE created_at < now() - interval '30 days' LIMIT $1)`,
  },
]

/**
 * Runs each rule once at the engine's time `now`; a failing rule is logged and the other still runs.
 * @returns rows deleted per rule name
 */
export async function pruneEngineData(pool: Pick<pg.Pool, 'query'>, now: Date = new Date(), batch = ENGINE_RETENTION_BATCH): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const rule of RULES) {
    try {
      out[rule.name] = (await pool.query(rule.sql, rule.clock ? [batch, now] : [batch])).rowCount ?? 0
    } catch (err) {
      logger.warn('hotel-engine retention rule failed', { rule: rule.name, error: String(err) })
      out[rule.name] = 0
    }
  }
  if (Object.values(out).some((n) => n > 0)) logger.info('hotel-engine retention: rows deleted', out)
  return out
}
