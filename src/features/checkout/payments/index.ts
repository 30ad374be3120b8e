/**
 * The configured payment provider: Stripe (real SDK, manual capture) when STRIPE_SECRET_KEY is set —
 * then STRIPE_PUBLISHABLE_KEY (the browser) and STRIPE_WEBHOOK_SECRET (sweep, owed captures, refunds)
 * are required, else every payment call refuses with the list of problems
 * (`stripeSettings`, src/lib/env.ts) — otherwise, in dev, tests and demos, the clearly labelled
 * SANDBOX provider (moves no money).
 */
import { SandboxPaymentProvider } from './sandbox'
import { stripeSettings } from '../../../lib/env'
import { StripePaymentProvider } from './stripe'
import type { CheckoutPaymentProvider } from './types'

export * from './types'

let provider: CheckoutPaymentProvider | null = null

/**
 * The process-wide provider (cached; `resetPaymentProvider` forgets it).
 * @throws Error "Stripe is misconfigured: …" when STRIPE_SECRET_KEY is set without
 *   STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET (or with a malformed STRIPE_API_* variable)
 */
export function paymentProvider(): CheckoutPaymentProvider {
  if (!provider) {
    // Half a configuration is an error, never a silent sandbox nor a Stripe without its webhook.
    const stripe = stripeSettings()
    provider = stripe ? new StripePaymentProvider({ secretKey: stripe.secretKey, host: stripe.host, port: stripe.port, protocol: stripe.protocol }) : new SandboxPaymentProvider()
  }
  return provider
}

/**
 * Stripe's publishable key for the browser (Payment Element), or null when Stripe is not configured.
 * @throws Error as `paymentProvider` for a half configuration
 */
export function stripePublishableKey(): string | null {
  return stripeSettings()?.publishableKey ?? null
}

/** Forgets the cached provider (tests that change the environment). */
export function resetPaymentProvider(): void {
  provider = null
}
