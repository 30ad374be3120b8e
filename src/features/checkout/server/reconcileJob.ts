/**
 * The payments reconciliation on a schedule (server only): every PAYMENTS_RECONCILE_EVERY_MS (env
 * schema, default 1 h, 0 = off) each instance's timer ticks, and the tick that takes the Postgres
 * advisory lock `RECONCILE_LOCK_KEY` (session level, on its own connection, as the content scheduler
 * does) runs `reconcilePayments` (./reconcile.ts) — so one instance at a time, and another's tick that
 * finds it taken skips. Each finding is logged as an error and the findings replace the previous run's
 * in `payments.reconcile_findings`, which the admin's Operations view lists; each run is recorded as
 * the job 'payments reconcile' (src/lib/jobRuns.ts) with its counts. Reads only: it never captures,
 * cancels or refunds. Runs only with Stripe configured (`stripeSettings`), never during `next build`.
 * The same comparison on demand: `npm run payments:reconcile` (scripts/payments-reconcile.ts).
 */
import pg from 'pg'
import type Stripe from 'stripe'
import { env, stripeDeploymentId, stripeSettings, type Env } from '../../../lib/env'
import { recordedInterval, type RecordedInterval } from '../../../lib/jobRuns'
import { logger } from '../../../lib/logger'
import { createStripeClient } from '../payments/stripe'
import { reconcilePayments, type Mismatch, type ReconcileDeps } from './reconcile'
import type { FlowDb, PaymentFlow } from './paymentFlow'

/** The advisory lock key of the reconciliation (any fixed bigint, distinct from the scheduler's). */
export const RECONCILE_LOCK_KEY = 7_318_004_202

/** What one tick did: `skipped` when another instance held the lock. */
export type ReconcileTick = { skipped: boolean; intents: number; mismatches: Mismatch[] }

/**
 * One scheduled run: under the advisory lock (on a connection of `deps.pool`), compares, logs each
 * mismatch as an error and stores the findings (`recordFindings`). No transaction is open while
 * Stripe or the hotel API is called (the lock is a session lock; the findings are written after).
 * @throws Stripe, hotel API or database errors (the run is then recorded as failed)
 */
export async function runReconcileTick(deps: ReconcileDeps & { pool: pg.Pool }): Promise<ReconcileTick> {
  const lockHolder = await deps.pool.connect()
  try {
    const { rows } = await lockHolder.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RECONCILE_LOCK_KEY])
    if (!rows[0]?.locked) return { skipped: true, intents: 0, mismatches: [] }
    try {
      const report = await reconcilePayments(deps)
      for (const m of report.mismatches) logger.error(`payments reconcile: ${m.kind}`, { intent: m.intent, record: m.record, detail: m.detail })
      await recordFindings(deps.pool, report.mismatches)
      logger.info('payments reconcile: run', { intents: report.intents, refunds: report.refunds, mismatches: report.mismatches.length })
      return { skipped: false, intents: report.intents, mismatches: report.mismatches }
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY])
    }
  } finally {
    lockHolder.release()
  }
}

/**
 * Replaces the stored findings with `mismatches` in one short transaction: new ones inserted, ones
 * still found updated (`first_seen_at` kept), ones no longer found deleted. @throws database errors
 */
export async function recordFindings(pool: pg.Pool, mismatches: Mismatch[]): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`DELETE FROM payments.reconcile_findings WHERE (kind, intent) NOT IN (SELECT * FROM unnest($1::text[], $2::text[]))`, [
      mismatches.map((m) => m.kind),
      mismatches.map((m) => m.intent),
    ])
    for (const m of mismatches)
      await client.query(
        `INSERT INTO payments.reconcile_findings (kind, intent, record, detail) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, intent) DO UPDATE SET record = EXCLUDED.record, detail = EXCLUDED.detail, last_seen_at = now()`,
        [m.kind, m.intent, m.record, m.detail.slice(0, 1000)],
      )
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

/**
 * The latest reconciliation's findings (`payments.reconcile_findings`), oldest first, at most 100:
 * each a money mismatch between Stripe and the orders/bookings that staff must look at (the admin's
 * Operations view). @throws database errors
 */
export async function reconcileFindings(db: FlowDb): Promise<{ kind: string; intent: string; record: string | null; detail: string; firstSeenAt: Date; lastSeenAt: Date }[]> {
  const r = await db.query<{ kind: string; intent: string; record: string | null; detail: string; first_seen_at: Date; last_seen_at: Date }>(
    `SELECT kind, intent, record, detail, first_seen_at, last_seen_at FROM payments.reconcile_findings ORDER BY first_seen_at, kind, intent LIMIT 100`,
  )
  return r.rows.map((x) => ({ kind: x.kind, intent: x.intent, record: x.record, detail: x.detail, firstSeenAt: x.first_seen_at, lastSeenAt: x.last_seen_at }))
}

/**
 * The reconciliation's deps from the environment: Stripe (`stripeSettings`), the payment `flows`
 * (src/paymentFlows.ts: their records, the hotel flow's sessions at the hotel API),
 * STRIPE_AUTHORIZATION_GRACE_MINUTES, RECONCILE_LOOKBACK_DAYS, the deployment id; null when Stripe
 * is not configured.
 */
export function reconcileDepsFromEnv(pool: pg.Pool, flows: readonly PaymentFlow[], e: Env = env, stripe?: Stripe): (ReconcileDeps & { pool: pg.Pool }) | null {
  const settings = stripeSettings(e)
  if (!settings) return null
  return {
    pool,
    stripe: stripe ?? createStripeClient(settings),
    flows,
    graceMs: e.STRIPE_AUTHORIZATION_GRACE_MINUTES * 60_000,
    lookbackSeconds: e.RECONCILE_LOOKBACK_DAYS * 24 * 3600,
    deploymentId: stripeDeploymentId(e),
  }
}

const state = globalThis as unknown as { __paymentsReconcile?: { job: RecordedInterval; pool: pg.Pool } }

/**
 * Starts this instance's reconciliation timer (once per process) over the payment `flows`
 * (src/paymentFlows.ts, passed in by src/instrumentation.ts) when Stripe is configured and
 * PAYMENTS_RECONCILE_EVERY_MS > 0, not during `next build`. Returns whether a timer runs.
 * @throws Error on a half Stripe configuration (`stripeSettings`; the start-up check refused it already)
 */
export function startReconcileJob(flows: readonly PaymentFlow[], e: Env = env): boolean {
  if (state.__paymentsReconcile) return true
  if (e.NEXT_PHASE === 'phase-production-build' || !(e.PAYMENTS_RECONCILE_EVERY_MS > 0) || !stripeSettings(e)) return false
  const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 2 })
  pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
  const job = recordedInterval(
    'payments reconcile',
    async () => {
      const deps = reconcileDepsFromEnv(pool, flows, e)
      if (!deps) return { skipped: 1, intents: 0, mismatches: 0 }
      const tick = await runReconcileTick(deps)
      return { skipped: tick.skipped ? 1 : 0, intents: tick.intents, mismatches: tick.mismatches.length }
    },
    'payments reconcile failed',
  )
  job.start(e.PAYMENTS_RECONCILE_EVERY_MS)
  state.__paymentsReconcile = { job, pool }
  logger.info('payments reconcile scheduled', { everyMs: e.PAYMENTS_RECONCILE_EVERY_MS })
  return true
}

/** Stops the timer and closes its pool (shutdown, tests). */
export async function stopReconcileJob(): Promise<void> {
  const s = state.__paymentsReconcile
  state.__paymentsReconcile = undefined
  if (!s) return
  s.job.stop()
  await s.pool.end().catch(() => undefined)
}
