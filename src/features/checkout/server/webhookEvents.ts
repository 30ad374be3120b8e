/**
 * The Stripe events the webhook endpoint must be subscribed to, and the start-up check that the
 * configured endpoint is (server only). Stripe sends an endpoint only the types in its
 * `enabled_events` (Stripe docs "Receive Stripe events in your webhook endpoint"; API "Webhook
 * Endpoints": `enabled_events`, `['*']` = every type), so a missing type is silently never seen:
 * - payment_intent.amount_capturable_updated — an authorization (the sweep's clock starts);
 * - payment_intent.succeeded / payment_intent.canceled / payment_intent.payment_failed — its end;
 * - refund.created / refund.updated / refund.failed — a refund Stripe answered `pending` or
 *   `requires_action` settles, a refund that failed (even days after `succeeded`) is owed again.
 * The route also handles `charge.refund.updated`, `charge.refunded` and any other `payment_intent.*`
 * when subscribed; they are not required. Refunds Stripe has not settled are polled by the sweeper
 * too (./refundFailures.ts `pollUnsettledRefunds`), so a missing refund event delays, never loses,
 * an outcome; the sweep's discovery likewise finds authorizations no event recorded.
 */
import type Stripe from 'stripe'
import { logger } from '../../../lib/logger'

/** The event types the endpoint must receive (README "Payments", docs/payments.md). */
export const REQUIRED_WEBHOOK_EVENTS = [
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'payment_intent.payment_failed',
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const

/** The endpoint's path (the site uses trailing slashes and Stripe follows no redirect). */
export const WEBHOOK_PATH = '/payments/stripe/webhook/'

/** The endpoint URL Stripe must call for a site at `siteUrl` (e.g. `https://www.example.com/payments/stripe/webhook/`). */
export function webhookUrl(siteUrl: string): string {
  return new URL(WEBHOOK_PATH, siteUrl).href
}

/** Which required types an `enabled_events` list lacks (`*` covers all). */
export function missingWebhookEvents(enabled: readonly string[]): string[] {
  if (enabled.includes('*')) return []
  return REQUIRED_WEBHOOK_EVENTS.filter((t) => !enabled.includes(t))
}

/** What the check found: the endpoint registered for this site's URL (null: none), its missing types, whether Stripe disabled it. */
export type WebhookSubscription = { url: string; endpoint: string | null; missing: string[]; disabled: boolean }

/**
 * Looks up the account's webhook endpoints (`webhookEndpoints.list`, auto-paginated) for the one at
 * `webhookUrl(siteUrl)` (the same URL, with or without its trailing slash) and logs, as errors, an
 * endpoint that is missing or disabled and each required event type it is not subscribed to.
 * Returns what it found. @throws Stripe errors (the caller logs them: the check never stops a start)
 */
export async function checkWebhookSubscription(stripe: Stripe, siteUrl: string): Promise<WebhookSubscription> {
  const url = webhookUrl(siteUrl)
  const same = (u: string) => u.replace(/\/+$/, '') === url.replace(/\/+$/, '')
  let found: Stripe.WebhookEndpoint | null = null
  for await (const e of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (same(e.url)) {
      found = e
      break
    }
  }
  if (!found) {
    logger.error("stripe webhook: no endpoint at this site's URL: no payment or refund event reaches it (register it in the Stripe dashboard)", {
      url,
      events: REQUIRED_WEBHOOK_EVENTS.join(','),
    })
    return { url, endpoint: null, missing: [...REQUIRED_WEBHOOK_EVENTS], disabled: false }
  }
  const missing = missingWebhookEvents(found.enabled_events)
  for (const event of missing) logger.error(`stripe webhook: the endpoint is not subscribed to ${event}`, { url: found.url, endpoint: found.id, event })
  const disabled = found.status === 'disabled'
  if (disabled) logger.error('stripe webhook: the endpoint is disabled at Stripe: no event reaches it', { url: found.url, endpoint: found.id })
  if (!missing.length && !disabled) logger.info('stripe webhook: endpoint subscribed to every required event', { url: found.url, endpoint: found.id })
  return { url, endpoint: found.id, missing, disabled }
}

/**
 * The start-up check (src/instrumentation.ts): with Stripe configured (`stripeWebhookDeps`), checks
 * the endpoint at SITE_URL (`checkWebhookSubscription`). Never throws: a Stripe error is logged.
 */
export async function checkWebhookAtStart(deps: { stripe: Stripe } | null, siteUrl: string): Promise<WebhookSubscription | null> {
  if (!deps) return null
  try {
    return await checkWebhookSubscription(deps.stripe, siteUrl)
  } catch (err) {
    logger.error("stripe webhook: could not check the endpoint's subscribed events", { error: String(err) })
    return null
  }
}
