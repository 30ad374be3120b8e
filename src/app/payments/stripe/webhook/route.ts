/**
 * `POST /payments/stripe/webhook/` — Stripe webhook endpoint (outside `/api`, which Payload owns).
 * Configure it in the Stripe dashboard WITH the trailing slash (the site uses `trailingSlash: true`
 * and Stripe does not follow redirects), subscribed to exactly these events (REQUIRED_WEBHOOK_EVENTS,
 * src/features/checkout/server/webhookEvents.ts; checked at start-up, a missing one is logged as an
 * error): payment_intent.amount_capturable_updated, payment_intent.succeeded,
 * payment_intent.canceled, payment_intent.payment_failed, refund.created, refund.updated,
 * refund.failed. Put the endpoint's signing secret in STRIPE_WEBHOOK_SECRET. Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the endpoint
 * answers 404. Behaviour: src/features/checkout/server/stripeWebhook.ts; deps (shared with the
 * sweeper timer of src/instrumentation.ts): src/features/checkout/server/stripeWebhookDeps.ts, with
 * the payment flows of src/paymentFlows.ts passed in.
 */
import { handleStripeWebhook } from '@/features/checkout/server/stripeWebhook'
import { stripeWebhookDeps } from '@/features/checkout/server/stripeWebhookDeps'
import { paymentFlows } from '@/paymentFlows'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function POST(request: Request): Promise<Response> {
  const d = stripeWebhookDeps(paymentFlows())
  if (!d) return Response.json({ error: 'Stripe webhooks are not configured' }, { status: 404 })
  return handleStripeWebhook(request, d)
}
