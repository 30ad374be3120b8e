/**
 * The SANDBOX payment provider: used when no Stripe keys are configured (dev, tests, demos). It moves
 * no money. An authorization's reference is derived from the idempotency key, so a retried request
 * authorizes once; the amount must be a positive safe integer. The storefront labels it as a sandbox.
 * A card number ending in 0002 is declined, like Stripe's test card 4000 0000 0000 0002.
 * Prepared/authorized payments are remembered in this process's memory only (for `verify`).
 * Refunds: only of a captured payment, at most what is left (captured − refunded), once per
 * idempotency key (replayed; the same key with another amount is PAYMENT_INVALID, like Stripe). A
 * reference this process does not remember (restart) is refunded without the amount check: the
 * sandbox moves no money.
 */
import { createHash } from 'node:crypto'
import {
  type AuthorizeInput,
  type Authorization,
  type CaptureReading,
  type CaptureState,
  type ConfirmOptions,
  type ExpectedPayment,
  PaymentError,
  type CheckoutPaymentProvider,
  type PaymentStatus,
  type Prepared,
  type PrepareInput,
  type Refund,
  type RefundInput,
} from './types'

type Entry = { amountMinor: number; currency: string; metadata: Record<string, string>; status: PaymentStatus; installments?: number; refundedMinor?: number; capturedMinor?: number }
const store = ((globalThis as unknown as { __sandboxPayments?: Map<string, Entry> }).__sandboxPayments ??= new Map<string, Entry>())
const refunds = ((globalThis as unknown as { __sandboxRefunds?: Map<string, { fingerprint: string; refund: Refund }> }).__sandboxRefunds ??= new Map())

function check(input: AuthorizeInput) {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentError('PAYMENT_INVALID', 'amount must be a positive integer of minor units')
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new PaymentError('PAYMENT_INVALID', 'currency must be an ISO 4217 code')
  if (input.installments !== undefined && (!Number.isInteger(input.installments) || input.installments < 2 || input.installments > 12))
    throw new PaymentError('PAYMENT_INVALID', 'instalments must be 2..12 months')
}

const referenceOf = (key: string) => `sbx_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`

export class SandboxPaymentProvider implements CheckoutPaymentProvider {
  readonly name = 'sandbox' as const
  readonly collection = 'form' as const

  async authorize(input: AuthorizeInput & { cardLast4?: string }): Promise<Authorization> {
    check(input)
    if (input.cardLast4 === '0002') throw new PaymentError('PAYMENT_DECLINED', 'card declined (sandbox test card)')
    const reference = referenceOf(input.idempotencyKey)
    store.set(reference, { amountMinor: input.amountMinor, currency: input.currency, metadata: { ...input.metadata }, status: 'authorized', installments: input.installments })
    return { provider: 'sandbox', reference, amountMinor: input.amountMinor, currency: input.currency, ...(input.installments ? { installments: input.installments } : {}) }
  }

  async prepare(input: PrepareInput): Promise<Prepared> {
    check(input)
    const reference = referenceOf(input.idempotencyKey)
    const existing = store.get(reference)
    if (!existing) store.set(reference, { amountMinor: input.amountMinor, currency: input.currency, metadata: { ...input.metadata }, status: 'requires_confirmation' })
    const e = store.get(reference)!
    return { provider: 'sandbox', reference, clientSecret: null, amountMinor: e.amountMinor, currency: e.currency, status: e.status, installmentPlans: [] }
  }

  async confirm(reference: string, options: ConfirmOptions = {}): Promise<Prepared> {
    const e = store.get(reference)
    if (!e) throw new PaymentError('PAYMENT_INVALID', 'unknown sandbox reference')
    for (const [k, v] of Object.entries(options.metadata ?? {})) if (e.metadata[k] !== v) throw new PaymentError('PAYMENT_MISMATCH', `sandbox payment metadata ${k} differs`)
    if (e.status === 'requires_confirmation') Object.assign(e, { status: 'authorized', installments: options.installments })
    return { provider: 'sandbox', reference, clientSecret: null, amountMinor: e.amountMinor, currency: e.currency, status: e.status, installmentPlans: [] }
  }

  async verify(reference: string, expected: ExpectedPayment): Promise<Authorization> {
    const e = store.get(reference)
    if (!e || e.status !== 'authorized') throw new PaymentError('PAYMENT_NOT_AUTHORIZED', 'sandbox payment not authorized')
    if (e.amountMinor !== expected.amountMinor || e.currency !== expected.currency) throw new PaymentError('PAYMENT_MISMATCH', 'sandbox payment amount or currency differs')
    for (const [k, v] of Object.entries(expected.metadata ?? {})) if (e.metadata[k] !== v) throw new PaymentError('PAYMENT_MISMATCH', `sandbox payment metadata ${k} differs`)
    return { provider: 'sandbox', reference, amountMinor: e.amountMinor, currency: e.currency, ...(e.installments ? { installments: e.installments } : {}) }
  }

  /** Captures in full or `amountMinor` of the authorization (as Stripe's partial capture); see `PaymentProvider.capture`. */
  async capture(reference: string, amountMinor?: number): Promise<void> {
    if (!reference.startsWith('sbx_')) throw new PaymentError('PAYMENT_INVALID', 'not a sandbox reference')
    const e = store.get(reference)
    if (e?.status === 'canceled') throw new PaymentError('PAYMENT_INVALID', 'sandbox payment was cancelled')
    if (!e) return
    const amount = amountMinor ?? e.amountMinor
    if (e.status === 'captured') {
      if (amountMinor !== undefined && (e.capturedMinor ?? e.amountMinor) !== amountMinor) throw new PaymentError('PAYMENT_MISMATCH', 'sandbox payment was captured for another amount')
      return
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > e.amountMinor) throw new PaymentError('PAYMENT_INVALID', 'capture amount must be 1..the authorized amount')
    Object.assign(e, { status: 'captured', capturedMinor: amount })
  }

  /** The sandbox payment's state after a capture error (this process's memory; unknown reference → 'unknown'). */
  async captureState(reference: string): Promise<CaptureState> {
    return (await this.readCapture(reference)).state
  }

  /** The sandbox payment's capture state and captured amount (this process's memory; unknown reference → 'unknown'). */
  async readCapture(reference: string): Promise<CaptureReading> {
    const e = store.get(reference)
    if (e?.status === 'captured') return { state: 'captured', capturedMinor: e.capturedMinor ?? e.amountMinor }
    if (e?.status === 'authorized') return { state: 'capturable', capturedMinor: 0 }
    if (e?.status === 'canceled') return { state: 'canceled', capturedMinor: 0 }
    return { state: 'unknown', capturedMinor: 0 }
  }

  async cancel(reference: string): Promise<void> {
    if (!reference.startsWith('sbx_')) throw new PaymentError('PAYMENT_INVALID', 'not a sandbox reference')
    const e = store.get(reference)
    if (e && e.status !== 'captured') e.status = 'canceled'
  }

  async refund(input: RefundInput): Promise<Refund> {
    if (!input.reference?.startsWith('sbx_')) throw new PaymentError('PAYMENT_INVALID', 'not a sandbox reference')
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentError('PAYMENT_INVALID', 'refund amount must be a positive integer of minor units')
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new PaymentError('PAYMENT_INVALID', 'currency must be an ISO 4217 code')
    if (!input.idempotencyKey || input.idempotencyKey.length > 255) throw new PaymentError('PAYMENT_INVALID', 'idempotency key must be 1..255 characters')
    const fingerprint = `${input.reference} ${input.amountMinor} ${input.currency}`
    const prior = refunds.get(input.idempotencyKey)
    if (prior) {
      if (prior.fingerprint !== fingerprint) throw new PaymentError('PAYMENT_INVALID', 'idempotency key already used for another refund')
      return { ...prior.refund }
    }
    const e = store.get(input.reference)
    if (e) {
      if (e.status !== 'captured') throw new PaymentError('PAYMENT_INVALID', `sandbox payment is ${e.status}: only a captured payment can be refunded (cancel an authorization)`)
      if (e.currency !== input.currency) throw new PaymentError('PAYMENT_MISMATCH', "refund currency differs from the payment's")
      const left = (e.capturedMinor ?? e.amountMinor) - (e.refundedMinor ?? 0)
      if (input.amountMinor > left) throw new PaymentError('PAYMENT_INVALID', `refund amount ${input.amountMinor} is greater than what is left to refund (${left})`)
      e.refundedMinor = (e.refundedMinor ?? 0) + input.amountMinor
    }
    const refund: Refund = {
      provider: 'sandbox',
      id: `sbxre_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
      paymentReference: input.reference,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'succeeded',
    }
    refunds.set(input.idempotencyKey, { fingerprint, refund })
    return { ...refund }
  }
}
