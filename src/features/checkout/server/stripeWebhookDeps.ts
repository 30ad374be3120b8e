/**
 * What the Stripe webhook route and the authorization sweeper timer share (server only): the
 * process-wide `WebhookDeps` built from env, and the combined commit state of a PaymentIntent.
 *
 * Env (README "Payments", .env.example): STRIPE_SECRET_KEY (+ STRIPE_API_HOST/PORT/PROTOCOL, see
 * `stripeConnectionFromEnv`) and STRIPE_WEBHOOK_SECRET — both required, else "not configured" (null);
 * STRIPE_AUTHORIZATION_GRACE_MINUTES (default 30) before an uncaptured authorization is swept;
 * STRIPE_DEPLOYMENT_ID (default the SITE_URL host): the intents the sweep owns;
 * DATABASE_URL for schema `payments`.
 */
import pg from 'pg'
import type Stripe from 'stripe'
import { createStripeClient, stripeConnectionFromEnv } from '../payments/stripe'
import { shopCommitState } from './shopCommitState'
import { hotelCommitState } from './commitState'
import type { CommitState, WebhookDeps } from './stripeWebhook'
import { env, stripeDeploymentId, type Env, type StripeEnv } from '../../../lib/env'

/**
 * Whether the booking or order an intent paid for committed, by its metadata: `kind: 'ticket-shop'`
 * → the shop's checkout/order (`shopCommitState`); anything else → the hotel flow (`hotelCommitState`,
 * metadata `sessionId`; 'unknown' without one). The two flows' metadata: ticket-shop `paymentMetadata`
 * (src/features/ticket-shop/server/service.ts), hotel placeBooking (`sessionId`).
 */
export async function paymentCommitState(
  pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>,
  flows: { shop?: (pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>) => Promise<CommitState>; hotel?: (pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>) => Promise<CommitState> } = {},
): Promise<CommitState> {
  if (pi.metadata?.kind === 'ticket-shop') return (flows.shop ?? shopCommitState)(pi)
  return (flows.hotel ?? hotelCommitState)(pi)
}

const cache = globalThis as unknown as { __stripeWebhookDeps?: WebhookDeps }

/**
 * The process-wide deps (created on first use: a 3-connection pool on DATABASE_URL, the SDK client,
 * `paymentCommitState`), or null when Stripe webhooks are not configured (checked on every call).
 */
export function stripeWebhookDeps(
  e: Pick<Env, 'DATABASE_URL' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_AUTHORIZATION_GRACE_MINUTES' | 'STRIPE_DEPLOYMENT_ID' | 'SITE_URL'> & StripeEnv = env,
): WebhookDeps | null {
  const connection = stripeConnectionFromEnv(e)
  const secret = e.STRIPE_WEBHOOK_SECRET
  if (!connection || !secret) return null
  if (!cache.__stripeWebhookDeps) {
    const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 3 })
    pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
    cache.__stripeWebhookDeps = {
      pool,
      stripe: createStripeClient(connection),
      secret,
      commitState: (pi) => paymentCommitState(pi),
      graceMs: e.STRIPE_AUTHORIZATION_GRACE_MINUTES * 60_000,
      deploymentId: stripeDeploymentId(e),
    }
  }
  return cache.__stripeWebhookDeps
}
