/**
 * The configured payment provider: Stripe (real SDK, manual capture) when STRIPE_SECRET_KEY is set,
 * otherwise — in dev, tests and demos — the clearly labelled SANDBOX provider (moves no money).
 */
import { SandboxPaymentProvider } from './sandbox'
import { StripePaymentProvider, stripeConnectionFromEnv } from './stripe'
import type { PaymentProvider } from './types'

export * from './types'

let provider: PaymentProvider | null = null

export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const stripe = stripeConnectionFromEnv()
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
