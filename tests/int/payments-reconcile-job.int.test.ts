/**
 * The payments reconciliation on a schedule (src/features/checkout/server/reconcileJob.ts, the job
 * 'payments reconcile' of src/jobs.ts): one instance at a time (a tick under the job's lock,
 * `runExclusive`, that finds it taken runs nothing), each finding logged as an error and stored for
 * the Operations view (`reconcileFindings`), replaced by the next run; only this deployment's intents
 * are compared; the job starts only with Stripe configured and a period > 0, and records its runs. Real `stripe` SDK against the local
 * Stripe-compatible server, the test database.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ownershipMetadata } from '../../src/features/checkout/payments/stripe'
import { reconcileFindings, runReconcileTick } from '../../src/features/checkout/server/reconcileJob'
import { storefrontPool } from '../../src/lib/db'
import type { ReconcileDeps } from '../../src/features/checkout/server/reconcile'
import { JOBS } from '../../src/jobs'
import { parseEnv } from '../../src/lib/env'
import { instanceName, JOB_LOCK_KEYS, runExclusive, runningJobs, startJobs, stopJobs } from '../../src/lib/jobRuns'
import { logger } from '../../src/lib/logger'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { hotelPaymentFlow } from '../../src/features/hotel-booking/server/paymentFlow'
import { shopPaymentFlow } from '../../src/features/ticket-shop/server/paymentFlow'

let stripe: StripeTestServer
let pool: pg.Pool

beforeAll(async () => {
  stripe = await startStripeServer()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})
afterAll(async () => {
  stopJobs()
  await storefrontPool.close()
  await pool.query('DELETE FROM payments.reconcile_findings')
  await pool.query(`DELETE FROM storefront_ops.job_runs WHERE job = 'payments reconcile' AND instance = $1`, [instanceName()])
  await pool.end()
  await stripe.close()
})

/** A captured intent with shop metadata whose checkout has no order: `captured-without-order` when ours. */
async function capturedWithoutOrder(owner: Record<string, string>) {
  const c = stripe.client()
  const pi = await c.paymentIntents.create({ amount: 9_900, currency: 'usd', capture_method: 'manual', metadata: { ...owner, kind: 'ticket-shop', checkoutId: `no-such-checkout-${Date.now()}` } })
  await c.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })
  await c.paymentIntents.capture(pi.id)
  return pi.id
}

const deps = (s: StripeTestServer): ReconcileDeps & { pool: pg.Pool } => ({ pool, stripe: s.client(), flows: [hotelPaymentFlow({ session: async () => null }), shopPaymentFlow()], onlyListed: true })

describe('payments reconciliation on a schedule', () => {
  it('the timer starts only with Stripe configured and a period; its runs are recorded as a job', async () => {
    const raw = {
      DATABASE_URL: process.env.DATABASE_URL,
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_reconcile',
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      PAYMENTS_RECONCILE_EVERY_MS: '300',
    }
    expect(parseEnv({}).PAYMENTS_RECONCILE_EVERY_MS).toBe(3_600_000)
    expect(() => parseEnv({ PAYMENTS_RECONCILE_EVERY_MS: 'hourly' })).toThrow(/PAYMENTS_RECONCILE_EVERY_MS/)
    const job = JOBS.filter((j) => j.name === 'payments reconcile')
    expect(job).toHaveLength(1)
    await pool.query(`DELETE FROM storefront_ops.job_runs WHERE job = 'payments reconcile' AND instance = $1`, [instanceName()])
    expect(await startJobs(job, parseEnv({ ...raw, PAYMENTS_RECONCILE_EVERY_MS: '0' }))).toEqual([])
    expect(await startJobs(job, parseEnv({ ...raw, STRIPE_SECRET_KEY: '' }))).toEqual([])
    expect(await startJobs(job, parseEnv({ ...raw, NEXT_PHASE: 'phase-production-build' }))).toEqual([])
    expect(runningJobs()).toEqual([])
    expect(await startJobs(job, parseEnv(raw))).toEqual(['payments reconcile'])
    expect(await startJobs(job, parseEnv(raw))).toEqual([]) // once per process
    expect(runningJobs()).toEqual(['payments reconcile'])
    let run: { outcome: string; counts: Record<string, number> } | undefined
    for (let i = 0; i < 150 && !run; i++) {
      await new Promise((r) => setTimeout(r, 100))
      run = (await pool.query(`SELECT outcome, counts FROM storefront_ops.job_runs WHERE job = 'payments reconcile' AND instance = $1`, [instanceName()])).rows[0]
    }
    stopJobs()
    expect(run).toMatchObject({ outcome: 'ok', counts: { intents: expect.any(Number), mismatches: expect.any(Number) } })
  })

  it('one instance at a time; findings logged as errors and listed for ops, replaced by the next run; only this deployment’s intents', async () => {
    const ours = await capturedWithoutOrder(ownershipMetadata())
    const staging = await capturedWithoutOrder({ ...ownershipMetadata(), deployment: 'staging.example.com' })
    // another instance holds the job's lock: this tick runs nothing and writes nothing
    const other = await pool.connect()
    await other.query('SELECT pg_advisory_lock($1)', [JOB_LOCK_KEYS['payments reconcile']])
    try {
      expect(await runExclusive('payments reconcile', () => runReconcileTick(deps(stripe)))).toEqual({ ran: false })
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [JOB_LOCK_KEYS['payments reconcile']])
      other.release()
    }
    const errors = vi.spyOn(logger, 'error')
    try {
      const run = await runExclusive('payments reconcile', () => runReconcileTick(deps(stripe)))
      if (!run.ran) throw new Error('the lock is free: the tick runs')
      const tick = run.value
      expect(tick.mismatches.map((m) => [m.kind, m.intent])).toEqual([['captured-without-order', ours]])
      expect(errors.mock.calls.some(([msg, f]) => msg === 'payments reconcile: captured-without-order' && (f as { intent?: string }).intent === ours)).toBe(true)
      expect(errors.mock.calls.some(([, f]) => (f as { intent?: string } | undefined)?.intent === staging)).toBe(false)
    } finally {
      errors.mockRestore()
    }
    const listed = await reconcileFindings(pool)
    expect(listed.map((f) => [f.kind, f.intent])).toEqual([['captured-without-order', ours]])
    const firstSeen = listed[0]!.firstSeenAt
    // the same finding next run keeps its first sighting; a run that finds nothing clears the list
    await runReconcileTick(deps(stripe))
    expect((await reconcileFindings(pool))[0]!.firstSeenAt).toEqual(firstSeen)
    const empty = await startStripeServer()
    try {
      expect((await runReconcileTick(deps(empty))).mismatches).toEqual([])
      expect(await reconcileFindings(pool)).toEqual([])
    } finally {
      await empty.close()
    }
  })
})
