/**
 * Data retention (issue #12 "Retention"): what is deleted, after how long, on a schedule. Every rule
 * is one DELETE of at most `RETENTION_BATCH` rows per run (short locks; the next run takes the rest)
 * with a time predicate, so any number of instances may run it at once: the second finds nothing.
 *
 * | data | kept for | why |
 * |---|---|---|
 * | hotel payment sessions never booked (OPEN or EXPIRED, no reservation) | 7 days past their expiry | a guest's "restore my booking" link; holds cascade |
 * | hotel API idempotency keys | 30 days | clients retry within minutes (Stripe keeps keys 24 h) |
 * | shop carts untouched (no open or paying checkout) | 7 days | the cart cookie lasts 7 days (spec) |
 * | shop checkouts expired or released, never ordered, and their failed payment attempts | 30 days | support questions about a failed payment |
 * | Stripe webhook events processed | 30 days | Stripe retries a delivery for up to 3 days |
 * | used captcha challenges | until their expiry | a replay after expiry fails the signature anyway |
 * | rate-limit counters | until their window ends | |
 * | customer sessions | until their expiry | |
 * Orders, reservations, refunds, payment intents and emails sent are business records: never deleted
 * here.
 */
import type pg from 'pg'
import { logger } from './logger'
import { env } from './env'
import { recordedInterval, type RecordedInterval } from './jobRuns'

/** Rows deleted per rule and run. */
export const RETENTION_BATCH = 5_000

/** One rule: a name for logs and a DELETE whose `$1` is the batch size. */
export type RetentionRule = { name: string; sql: string }

export const RETENTION_RULES: RetentionRule[] = [
  {
    name: 'hotel sessions never booked',
    sql: `DELETE FROM hotel_engine.sessions s WHERE s.id IN (
            SELECT id FROM hotel_engine.sessions x
             WHERE x.status IN ('OPEN', 'EXPIRED') AND x.expires_at < now() - interval '7 days'
               AND NOT EXISTS (SELECT 1 FROM hotel_engine.reservations r WHERE r.session_id = x.id)
             LIMIT $1)`,
  },
  {
    name: 'hotel idempotency keys',
    sql: `DELETE FROM hotel_engine.idempotency_keys k WHERE (k.endpoint, k.key) IN (SELECT endpoint, key FROM hotel_engine.idempotency_keys WHERE created_at < now() - interval '30 days' LIMIT $1)`,
  },
  {
    name: 'shop carts abandoned',
    sql: `DELETE FROM shop.carts c WHERE c.cart_id IN (
            SELECT cart_id FROM shop.carts x WHERE x.updated_at < now() - interval '7 days'
               AND NOT EXISTS (SELECT 1 FROM shop.checkouts k WHERE k.cart_id = x.cart_id AND k.status IN ('open', 'paying'))
             LIMIT $1)`,
  },
  {
    name: 'shop failed payment attempts of dead checkouts',
    sql: `DELETE FROM shop.payment_attempts a WHERE a.idempotency_key IN (
            SELECT p.idempotency_key FROM shop.payment_attempts p JOIN shop.checkouts k ON k.checkout_id = p.checkout_id
             WHERE p.state = 'failed' AND k.status IN ('expired', 'released') AND k.expires_at < now() - interval '30 days'
             LIMIT $1)`,
  },
  {
    name: 'shop checkouts never ordered',
    sql: `DELETE FROM shop.checkouts c WHERE c.checkout_id IN (
            SELECT checkout_id FROM shop.checkouts x
             WHERE x.status IN ('expired', 'released') AND x.expires_at < now() - interval '30 days'
               AND NOT EXISTS (SELECT 1 FROM shop.payment_attempts p WHERE p.checkout_id = x.checkout_id)
               AND NOT EXISTS (SELECT 1 FROM shop.orders o WHERE o.checkout_id = x.checkout_id)
             LIMIT $1)`,
  },
  {
    name: 'stripe webhook events',
    sql: `DELETE FROM payments.stripe_events e WHERE e.event_id IN (SELECT event_id FROM payments.stripe_events WHERE received_at < now() - interval '30 days' LIMIT $1)`,
  },
  {
    name: 'used captcha challenges',
    sql: `DELETE FROM storefront_limits.used_tokens t WHERE (t.kind, t.token) IN (SELECT kind, token FROM storefront_limits.used_tokens WHERE expires_at < now() LIMIT $1)`,
  },
  {
    name: 'rate-limit counters',
    sql: `DELETE FROM storefront_limits.rate_limits r WHERE r.key IN (SELECT key FROM storefront_limits.rate_limits WHERE expire IS NOT NULL AND expire < (extract(epoch FROM now()) * 1000)::bigint LIMIT $1)`,
  },
  { name: 'customer sessions', sql: `DELETE FROM customers_sessions s WHERE s.id IN (SELECT id FROM customers_sessions WHERE expires_at < now() LIMIT $1)` },
  // the last run of a job on an instance that no longer runs (issue #18 item 4)
  {
    name: 'job runs of gone instances',
    sql: `DELETE FROM storefront_ops.job_runs r WHERE (r.job, r.instance) IN (SELECT job, instance FROM storefront_ops.job_runs WHERE finished_at < now() - interval '30 days' LIMIT $1)`,
  },
]

/**
 * Runs every rule once. A failing rule is logged and the others still run.
 * @returns rows deleted per rule name
 */
export async function runRetention(pool: Pick<pg.Pool, 'query'>, rules: RetentionRule[] = RETENTION_RULES, batch = RETENTION_BATCH): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const rule of rules) {
    try {
      out[rule.name] = (await pool.query(rule.sql, [batch])).rowCount ?? 0
    } catch (err) {
      logger.warn('retention rule failed', { rule: rule.name, error: String(err) })
      out[rule.name] = 0
    }
  }
  const total = Object.values(out).reduce((s, n) => s + n, 0)
  if (total > 0) logger.info('retention: rows deleted', out)
  return out
}

let retention: RecordedInterval | null = null

/** Runs the rules every `every` ms (RETENTION_EVERY_MS, default 1 h; 0 = off) on `pool()`; a second call does nothing. */
export function startRetention(pool: () => Pick<pg.Pool, 'query'>, every = env.RETENTION_EVERY_MS): void {
  retention ??= recordedInterval('retention', async () => ({ deleted: Object.values(await runRetention(pool())).reduce((s, n) => s + n, 0) }), 'retention run failed')
  retention.start(every)
}

/** Stops the schedule (shutdown, tests). */
export function stopRetention(): void {
  retention?.stop()
  retention = null
}
