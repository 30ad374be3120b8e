/**
 * The job that sweeps stale Stripe authorizations (server only; the only sweeper — the webhook
 * records its event and answers), so an abandoned one is released within minutes (otherwise it would hold the customer's
 * funds until Stripe's own expiry of uncaptured PaymentIntents, 7 days for cards — Stripe docs "Place
 * a hold on a payment method"). Declared in src/jobs.ts (the 'stripe authorization sweeper').
 *
 * Env: STRIPE_SWEEP_EVERY_MS — period in ms (default 300 000 = 5 min; 0 = off; a malformed value is
 * refused at start, src/lib/env.ts); runs only when Stripe webhooks are configured (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET,
 * `stripeWebhookDeps`), never during `next build` (NEXT_PHASE 'phase-production-build').
 * What a tick does: finds authorizations no webhook recorded (`discoverUncapturedIntents`), sweeps
 * (`sweepAuthorizations`, ./stripeWebhook.ts — this deployment's intents only), then asks Stripe
 * about refunds it has not settled yet (`pollUnsettledRefunds`, ./refundFailures.ts). The webhook
 * route never sweeps: it records its event and answers.
 */
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

/** Whether the sweep can run with `e`: Stripe webhooks configured (`stripeWebhookDeps` not null). */
export function authorizationSweepConfigured(flows: readonly PaymentFlow[], e: Env = env): boolean {
  return stripeWebhookDeps(flows, e) !== null
}

/**
 * One tick of the 'stripe authorization sweeper' job (src/jobs.ts): `sweepTick` with the payment
 * `flows` (src/paymentFlows.ts). @returns `{ swept }`, the intents acted on
 * @throws Error when the sweep did not run or failed (its cause is in the log, `sweepTick`)
 */
export async function authorizationSweepJob(flows: readonly PaymentFlow[], e: Env = env): Promise<{ swept: number }> {
  const swept = await sweepTick(stripeWebhookDeps(flows, e))
  if (swept === null) throw new Error('sweep failed (see the server log)')
  return { swept: swept.length }
}
