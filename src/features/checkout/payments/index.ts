/**
 * The configured payment provider. Stripe (real SDK, manual capture) comes with its keys; until then
 * — and in dev and tests — the clearly labelled sandbox provider is used.
 */
import { SandboxPaymentProvider } from './sandbox'
import type { PaymentProvider } from './types'

export * from './types'

let provider: PaymentProvider | null = null

export function paymentProvider(): PaymentProvider {
  provider ??= new SandboxPaymentProvider()
  return provider
}
