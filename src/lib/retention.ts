/**
 * Data retention: what is deleted, after how long, on a schedule. Every rule
 * is one DELETE of at most `RETENTION_BATCH` rows per run (short locks; the next run takes the rest)
 * with a time predicate, so two runs at once would be harmless (the second finds nothing); the job runs
 * on one instance at a time anyway (src/lib/jobRuns.ts).
 *
 * Each schema's owner contributes its own rules (docs/architecture.md "Who owns which schema"); the
 * composition edge (src/retentionRules.ts, used by the job registry src/jobs.ts) passes them all to
 * `retentionTick`. The rules and their periods:
 *
 * | data | kept for | why | rules of |
 * |---|---|---|---|
 * | shop carts untouched (no open or paying checkout) | 7 days | the cart cookie lasts 7 days (spec) | features/ticket-shop/server/retention.ts |
 * | shop checkouts expired or released, never ordered, and their failed payment attempts | 30 days | support questions about a failed payment | same |
 * | hotel booking attempts resolved (confirmed, not booked, voided) | 30 days past resolution | support questions; unresolved ones stay for the booking email sweep | features/hotel-booking/server/retention.ts |
 * | hotel payment plans (interest-free months) of payments that booked nothing | 1 day past the attempt's outcome | the plan of a booked payment is shown with the booking: kept | same |
 * | Stripe webhook events processed | 30 days | Stripe retries a delivery for up to 3 days | features/checkout/server/retention.ts |
 * | used captcha challenges | until their expiry | a replay after expiry fails the signature anyway | here (`SHARED_RETENTION_RULES`) |
 * | rate-limit counters | until their window ends | | here |
 * | customer sessions | until their expiry | | here |
 * | job runs of instances gone 30 days | 30 days | | here |
 *
 * The hotel engine prunes its own tables (never booked payment sessions 7 days past their expiry,
 * idempotency keys after 30 days): src/hotel-engine/retention.ts, run by the engine itself; the
 * storefront never deletes them. Orders, reservations, refunds, payment intents and emails sent are
 * business records: never deleted.
 */
import type pg from 'pg'
import { logger } from './logger'

/** Rows deleted per rule and run. */
export const RETENTION_BATCH = 5_000

/** One rule: a name for logs and a DELETE whose `$1` is the batch size. */
export type RetentionRule = { name: string; sql: string }

/** The shared floor's own rules (schemas `storefront_limits`, `storefront_ops`, Payload's customer sessions). */
export const SHARED_RETENTION_RULES: RetentionRule[] = [
  {
    name: 'used captcha challenges',
    sql: `DELETE FROM storefront_limits.used_tokens t WHERE (t.kind, t.token) IN (SELECT kind, token FROM storefront_limits.used_tokens WHERE expires_at < now() LIMIT $1)`,
  },
  {
    name: 'rate-limit counters',
    sql: `DELETE FROM storefront_limits.rate_limits r WHERE r.key IN (SELECT key FROM storefront_limits.rate_limits WHERE expire IS NOT NULL AND expire < (extract(epoch FROM now()) * 1000)::bigint LIMIT $1)`,
  },
  { name: 'customer sessions', sql: `DELETE FROM customers_sessions s WHERE s.id IN (SELECT id FROM customers_sessions WHERE expires_at < now() LIMIT $1)` },
  // the last run of a job on an instance that no longer runs
  {
    name: 'job runs of gone instances',
    sql: `DELETE FROM storefront_ops.job_runs r WHERE (r.job, r.instance) IN (SELECT job, instance FROM storefront_ops.job_runs WHERE finished_at < now() - interval '30 days' LIMIT $1)`,
  },
]

/**
 * Runs every rule of `rules` once. A failing rule is logged and the others still run.
 * @returns rows deleted per rule name
 */
export async function runRetention(pool: Pick<pg.Pool, 'query'>, rules: readonly RetentionRule[], batch = RETENTION_BATCH): Promise<Record<string, number>> {
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

/**
 * One run of the 'retention' job (src/jobs.ts, every RETENTION_EVERY_MS): `rules` (every owner's,
 * composed by src/retentionRules.ts) on `pool`. @returns `{ deleted }`, rows deleted over all rules
 */
export async function retentionTick(pool: Pick<pg.Pool, 'query'>, rules: readonly RetentionRule[]): Promise<{ deleted: number }> {
  return { deleted: Object.values(await runRetention(pool, rules)).reduce((s, n) => s + n, 0) }
}
