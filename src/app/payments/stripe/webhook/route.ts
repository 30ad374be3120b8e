/**
 * `POST /payments/stripe/webhook/` — Stripe webhook endpoint (outside `/api`, which Payload owns).
 * Configure it in the Stripe dashboard WITH the trailing slash (the site uses `trailingSlash: true`
 * and Stripe does not follow redirects), events `payment_intent.*`, and put the endpoint's signing
 * secret in STRIPE_WEBHOOK_SECRET. Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the endpoint
 * answers 404. Behaviour: src/features/checkout/server/stripeWebhook.ts.
 */
import pg from 'pg'
import { hotelCommitState } from '@/features/checkout/server/commitState'
import { handleStripeWebhook, type WebhookDeps } from '@/features/checkout/server/stripeWebhook'
import { createStripeClient, stripeConnectionFromEnv } from '@/features/checkout/payments/stripe'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const cache = globalThis as unknown as { __stripeWebhookDeps?: WebhookDeps }

function deps(): WebhookDeps | null {
  const connection = stripeConnectionFromEnv()
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!connection || !secret) return null
  if (!cache.__stripeWebhookDeps) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
    pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
    cache.__stripeWebhookDeps = {
      pool,
      stripe: createStripeClient(connection),
      secret,
      commitState: (pi) => hotelCommitState(pi),
      graceMs: Number(process.env.STRIPE_AUTHORIZATION_GRACE_MINUTES || 30) * 60_000,
    }
  }
  return cache.__stripeWebhookDeps
}

export async function POST(request: Request): Promise<Response> {
  const d = deps()
  if (!d) return Response.json({ error: 'Stripe webhooks are not configured' }, { status: 404 })
  return handleStripeWebhook(request, d)
}
