/**
 * What the Stripe webhook route and the authorization sweeper timer share (server only): the
 * process-wide `WebhookDeps` built from env, and the combined commit state of a PaymentIntent.
 *
 * Env (README "Payments", .env.example): STRIPE_SECRET_KEY (+ STRIPE_API_HOST/PORT/PROTOCOL, see
 * `stripeConnectionFromEnv`) and STRIPE_WEBHOOK_SECRET — both required, else "not configured" (null);
 * STRIPE_AUTHORIZATION_GRACE_MINUTES (default 30) before an uncaptured authorization is swept;
 * STRIPE_DEPLOYMENT_ID (default the SITE_URL host): the intents the sweep owns;
 * schema `payments` on the storefront's pool (src/lib/db.ts).
 */
import { storefrontPool } from '../../../lib/db'
import type Stripe from 'stripe'
import { createStripeClient, stripeConnectionFromEnv } from '../payments/stripe'
import { flowOf, type CommitState, type PaymentFlow } from './paymentFlow'
import type { WebhookDeps } from './stripeWebhook'
import { env, stripeDeploymentId, type Env, type StripeEnv } from '../../../lib/env'

/**
 * Whether the booking or order an intent paid for committed: asked of the flow that made it
 * (`PaymentFlow.owns`, by its metadata: the ticket shop's `kind: 'ticket-shop'`, the hotel booking's
 * `sessionId`); 'unknown' when no flow claims it (the sweep leaves it).
 */
export async function paymentCommitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>, flows: readonly Pick<PaymentFlow, 'owns' | 'commitState'>[]): Promise<CommitState> {
  const flow = flowOf(flows, pi)
  return flow ? flow.commitState(pi) : 'unknown'
}

type BaseDeps = Omit<WebhookDeps, 'flows' | 'commitState'>
const cache = globalThis as unknown as { __stripeWebhookDeps?: BaseDeps }

/**
 * The process-wide deps (created on first use: the storefront's pool, the SDK client)
 * with `flows` (src/paymentFlows.ts, passed in by the caller) and their `paymentCommitState`, or null
 * when Stripe webhooks are not configured (checked on every call).
 */
export function stripeWebhookDeps(
  flows: readonly PaymentFlow[],
  e: Pick<Env, 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_AUTHORIZATION_GRACE_MINUTES' | 'STRIPE_DEPLOYMENT_ID' | 'SITE_URL'> & StripeEnv = env,
): WebhookDeps | null {
  const connection = stripeConnectionFromEnv(e)
  const secret = e.STRIPE_WEBHOOK_SECRET
  if (!connection || !secret) return null
  if (!cache.__stripeWebhookDeps) {
    cache.__stripeWebhookDeps = {
      // the storefront's pool as it is at each call (a pool closed and made again is not kept)
      get pool() {
        return storefrontPool()
      },
      stripe: createStripeClient(connection),
      secret,
      graceMs: e.STRIPE_AUTHORIZATION_GRACE_MINUTES * 60_000,
      deploymentId: stripeDeploymentId(e),
    }
  }
  return { ...cache.__stripeWebhookDeps, flows, commitState: (pi) => paymentCommitState(pi, flows) }
}
