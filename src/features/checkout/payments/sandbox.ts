/**
 * The SANDBOX payment provider: used when no Stripe keys are configured (dev, tests, demos). It moves
 * no money. An authorization's reference is derived from the idempotency key, so a retried request
 * authorizes once; the amount must be a positive safe integer. The storefront labels it as a sandbox.
 * A card number ending in 0002 is declined, like Stripe's test card 4000 0000 0000 0002.
 */
import { createHash } from 'node:crypto'
import { type AuthorizeInput, type Authorization, PaymentError, type PaymentProvider } from './types'

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const

  async authorize(input: AuthorizeInput & { cardLast4?: string }): Promise<Authorization> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentError('PAYMENT_INVALID', 'amount must be a positive integer of minor units')
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new PaymentError('PAYMENT_INVALID', 'currency must be an ISO 4217 code')
    if (input.cardLast4 === '0002') throw new PaymentError('PAYMENT_DECLINED', 'card declined (sandbox test card)')
    const reference = `sbx_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`
    return { provider: 'sandbox', reference, amountMinor: input.amountMinor, currency: input.currency }
  }

  async capture(reference: string): Promise<void> {
    if (!reference.startsWith('sbx_')) throw new PaymentError('PAYMENT_INVALID', 'not a sandbox reference')
  }

  async cancel(reference: string): Promise<void> {
    if (!reference.startsWith('sbx_')) throw new PaymentError('PAYMENT_INVALID', 'not a sandbox reference')
  }
}
