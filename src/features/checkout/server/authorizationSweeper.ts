/**
 * The timer that sweeps stale Stripe authorizations (server only; the only sweeper — the webhook
 * records its event and answers), so an abandoned one is released within minutes (otherwise it would hold the customer's
 * funds until Stripe's own expiry of uncaptured PaymentIntents, 7 days for cards — Stripe docs "Place
 * a hold on a payment method"). Started once per server by `register()` in src/instrumentation.ts.
 *
 * Env: STRIPE_SWEEP_EVERY_MS — period in ms (default 300 000 = 5 min; 0 = off; a malformed value is
 * refused at start, src/lib/env.ts); runs only when Stripe webhooks are configured (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET,
 * `stripeWebhookDeps`), never during `next build` (NEXT_PHASE 'phase-production-build').
 * What a tick does: finds authorizations no webhook recorded (`discoverUncapturedIntents`), sweeps
 * (`sweepAuthorizations`, ./stripeWebhook.ts — this deployment's intents only), then asks Stripe
 * about refunds it has not settled yet (`pollUnsettledRefunds`, ./refundFailures.ts). The webhook
 * route never sweeps: it records its event and answers.
 */
import { runRecorded } from '../../../lib/jobRuns'
import { logger } from '../../../lib/logger'
import { discoverUncapturedIntents, sweepAuthorizations, type SweepAction, type WebhookDeps } from './stripeWebhook'
import { stripeWebhookDeps } from './stripeWebhookDeps'
import { pollUnsettledRefunds } from './refundFailures'
import type { PaymentFlow } from './paymentFlow'
import { env, type Env } from '../../../lib/env'

export const DEFAULT_SWEEP_EVERY_MS = 5 * 60_000
/** Intents looked at per tick (least recently looked at first). */
export const SWEEP_BATCH = 50

/** The period (STRIPE_SWEEP_EVERY_MS, parsed by the env schema): default when unset or blank; ≤ 0 → 0 (off); else at least 1 s. */
export function sweepEveryMs(e: Pick<Env, 'STRIPE_SWEEP_EVERY_MS'> = env): number {
  return e.STRIPE_SWEEP_EVERY_MS
}

/**
 * One tick: lists this deployment's uncaptured authorizations at Stripe that no webhook recorded
 * (`discoverUncapturedIntents`), sweeps with `deps` (null → nothing), then polls unsettled refunds
 * (`pollUnsettledRefunds`; its failure is logged and does not fail the tick). Never throws: a failure
 * (database or Stripe unreachable…) is logged and the next tick tries again. Returns what the sweep
 * did, or null when it did not run or failed.
 */
export async function sweepTick(deps: WebhookDeps | null, limit = SWEEP_BATCH): Promise<{ id: string; action: SweepAction }[] | null> {
  if (!deps) return null
  try {
    // authorizations no webhook delivery recorded join the sweep; a failed listing does not stop the sweep
    await discoverUncapturedIntents(deps).catch((err) => logger.warn('stripe sweep: listing uncaptured intents failed', { error: String(err) }))
    const swept = await sweepAuthorizations(deps, limit)
    await pollUnsettledRefunds(deps).catch((err) => logger.warn('stripe sweep: polling unsettled refunds failed', { error: String(err) }))
    return swept
  } catch (err) {
    logger.error('stripe sweep (timer) failed', { error: String(err) })
    return null
  }
}

const state = globalThis as unknown as { __stripeSweepTimer?: ReturnType<typeof setInterval> }

/**
 * Starts the process-wide timer when enabled and configured (see the module docs), sweeping with the
 * payment `flows` (src/paymentFlows.ts, passed in by src/instrumentation.ts); a second call
 * while one runs does nothing. Ticks never overlap (a slow sweep skips the next ticks); the timer is
 * `unref()`'d (never keeps the process alive). Returns whether a timer is running. Never throws.
 */
export function startAuthorizationSweeper(flows: readonly PaymentFlow[], e: Env = env): boolean {
  try {
    if (state.__stripeSweepTimer) return true
    if (e.NEXT_PHASE === 'phase-production-build') return false
    const every = sweepEveryMs(e)
    if (every <= 0) return false
    if (!stripeWebhookDeps(flows, e)) return false
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      // each tick is recorded for the admin's Operations view; sweepTick logs its own failures
      void runRecorded('stripe authorization sweeper', async () => {
        const swept = await sweepTick(stripeWebhookDeps(flows, e))
        if (swept === null) throw new Error('sweep failed (see the server log)')
        return { swept: swept.length }
      })
        .catch(() => undefined)
        .finally(() => {
          running = false
        })
    }, every)
    timer.unref?.()
    state.__stripeSweepTimer = timer
    logger.info('stripe authorization sweeper started', { everyMs: every })
    return true
  } catch (err) {
    logger.error('stripe authorization sweeper not started', { error: String(err) })
    return false
  }
}

/** Stops the timer (tests, shutdown). */
export function stopAuthorizationSweeper(): void {
  if (state.__stripeSweepTimer) clearInterval(state.__stripeSweepTimer)
  state.__stripeSweepTimer = undefined
}
