/**
 * The payments reconciliation on a schedule (src/features/checkout/server/reconcileJob.ts): one
 * instance at a time (a tick that finds the advisory lock taken skips), each finding logged as an
 * error and stored for the Operations view (`reconcileFindings`), replaced by the next run; only this
 * deployment's intents are compared; the timer starts only with Stripe configured and a period > 0,
 * and records its runs as the job 'payments reconcile'. Real `stripe` SDK against the local
 * Stripe-compatible server, the test database.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ownershipMetadata } from '../../src/features/checkout/payments/stripe'
import { RECONCILE_LOCK_KEY, reconcileFindings, runReconcileTick, startReconcileJob, stopReconcileJob } from '../../src/features/checkout/server/reconcileJob'
import type { ReconcileDeps } from '../../src/features/checkout/server/reconcile'
import { parseEnv } from '../../src/lib/env'
import { instanceName } from '../../src/lib/jobRuns'
import { logger } from '../../src/lib/logger'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { hotelPaymentFlow } from '../../src/features/hotel-booking/server/paymentFlow'
import { shopPaymentFlow } from '../../src/features/ticket-shop/server/paymentFlow'
import { paymentFlows } from '../../src/paymentFlows'

let stripe: StripeTestServer
let pool: pg.Pool

beforeAll(async () => {
  stripe = await startStripeServer()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})
afterAll(async () => {
  await stopReconcileJob()
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
    expect(startReconcileJob(paymentFlows(), parseEnv({ ...raw, PAYMENTS_RECONCILE_EVERY_MS: '0' }))).toBe(false)
    expect(startReconcileJob(paymentFlows(), parseEnv({ ...raw, STRIPE_SECRET_KEY: '' }))).toBe(false)
    expect(startReconcileJob(paymentFlows(), parseEnv({ ...raw, NEXT_PHASE: 'phase-production-build' }))).toBe(false)
    expect(startReconcileJob(paymentFlows(), parseEnv(raw))).toBe(true)
    expect(startReconcileJob(paymentFlows(), parseEnv(raw))).toBe(true) // once per process
    let run: { outcome: string; counts: Record<string, number> } | undefined
    // a tick that overlaps a running one skips (the advisory lock) and records `skipped: 1`; wait for a run that ran
    for (let i = 0; i < 150 && run?.counts.skipped !== 0; i++) {
      await new Promise((r) => setTimeout(r, 100))
      run = (await pool.query(`SELECT outcome, counts FROM storefront_ops.job_runs WHERE job = 'payments reconcile' AND instance = $1`, [instanceName()])).rows[0]
    }
    await stopReconcileJob()
    expect(run).toMatchObject({ outcome: 'ok', counts: { skipped: 0, intents: expect.any(Number), mismatches: expect.any(Number) } })
  })

  it('one instance at a time; findings logged as errors and listed for ops, replaced by the next run; only this deployment’s intents', async () => {
    const ours = await capturedWithoutOrder(ownershipMetadata())
    const staging = await capturedWithoutOrder({ ...ownershipMetadata(), deployment: 'staging.example.com' })
    // another instance holds the lock: this tick skips and writes nothing
    const other = await pool.connect()
    await other.query('SELECT pg_advisory_lock($1)', [RECONCILE_LOCK_KEY])
    try {
      expect(await runReconcileTick(deps(stripe))).toEqual({ skipped: true, intents: 0, mismatches: [] })
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY])
      other.release()
    }
    const errors = vi.spyOn(logger, 'error')
    try {
      const tick = await runReconcileTick(deps(stripe))
      expect(tick.skipped).toBe(false)
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
