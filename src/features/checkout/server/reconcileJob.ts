/**
 * The payments reconciliation on a schedule (server only): the job 'payments reconcile' (declared in
 * src/jobs.ts; every PAYMENTS_RECONCILE_EVERY_MS, default 1 h, 0 = off; one instance at a time under
 * the job's lock, src/lib/jobRuns.ts) runs `reconcilePayments` (./reconcile.ts). Each finding is
 * logged as an error and the findings replace the previous run's in `payments.reconcile_findings`,
 * which the admin's Operations view lists; each run is recorded with its counts. Reads only: it never
 * captures, cancels or refunds. Runs only with Stripe configured (`stripeSettings`).
 * The same comparison on demand: `npm run payments:reconcile` (scripts/payments-reconcile.ts).
 */
import type pg from 'pg'
import type Stripe from 'stripe'
import { storefrontPool } from '../../../lib/db'
import { env, stripeDeploymentId, stripeSettings, type Env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { createStripeClient } from '../payments/stripe'
import { reconcilePayments, type Mismatch, type ReconcileDeps } from './reconcile'
import type { FlowDb, PaymentFlow } from './paymentFlow'

/** What one run did: the intents compared and the mismatches found. */
export type ReconcileTick = { intents: number; mismatches: Mismatch[] }

/**
 * One scheduled run: compares, logs each mismatch as an error and stores the findings
 * (`recordFindings`). No transaction is open while Stripe or the hotel API is called (the findings are
 * written after). Callers run it one instance at a time (the job's lock).
 * @throws Stripe, hotel API or database errors (the run is then recorded as failed)
 */
export async function runReconcileTick(deps: ReconcileDeps & { pool: pg.Pool }): Promise<ReconcileTick> {
  const report = await reconcilePayments(deps)
  for (const m of report.mismatches) logger.error(`payments reconcile: ${m.kind}`, { intent: m.intent, record: m.record, detail: m.detail })
  await recordFindings(deps.pool, report.mismatches)
  logger.info('payments reconcile: run', { intents: report.intents, refunds: report.refunds, mismatches: report.mismatches.length })
  return { intents: report.intents, mismatches: report.mismatches }
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

/** Whether the scheduled reconciliation can run with `e`: Stripe configured (`stripeSettings`; throws on a half configuration). */
export function reconcileConfigured(e: Env = env): boolean {
  return stripeSettings(e) !== null
}

/**
 * One tick of the 'payments reconcile' job (src/jobs.ts) over the payment `flows`
 * (src/paymentFlows.ts) with the settings of `e`. @returns the counts the Operations view shows
 * @throws what `runReconcileTick` throws; Error when Stripe is not configured
 */
export async function scheduledReconcile(flows: readonly PaymentFlow[], e: Env = env): Promise<{ intents: number; mismatches: number }> {
  const deps = reconcileDepsFromEnv(storefrontPool(), flows, e)
  if (!deps) throw new Error('Stripe is not configured')
  const tick = await runReconcileTick(deps)
  return { intents: tick.intents, mismatches: tick.mismatches.length }
}
