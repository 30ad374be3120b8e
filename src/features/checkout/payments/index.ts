/**
 * The configured payment provider: Stripe (real SDK, manual capture) when STRIPE_SECRET_KEY (and
 * STRIPE_PUBLISHABLE_KEY, for the browser) are set, otherwise — in dev, tests and demos — the clearly labelled SANDBOX provider (moves no money).
 */
import { SandboxPaymentProvider } from './sandbox'
import { StripePaymentProvider, stripeConnectionFromEnv } from './stripe'
import type { CheckoutPaymentProvider } from './types'

export * from './types'

let provider: CheckoutPaymentProvider | null = null

export function paymentProvider(): CheckoutPaymentProvider {
  if (!provider) {
    const stripe = stripeConnectionFromEnv()
    // The browser needs the publishable key for the Payment Element: half a configuration is an error, not a silent sandbox.
    if (stripe && !process.env.STRIPE_PUBLISHABLE_KEY?.trim()) throw new Error('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set')
    provider = stripe ? new StripePaymentProvider(stripe) : new SandboxPaymentProvider()
  }
  return provider
}

/** Stripe's publishable key for the browser (Payment Element), or null when Stripe is not configured. */
export function stripePublishableKey(): string | null {
  return stripeConnectionFromEnv() ? process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null : null
}

/** Forgets the cached provider (tests that change the environment). */
export function resetPaymentProvider(): void {
  provider = null
}
