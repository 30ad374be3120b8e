/**
 * One payments interface for the hotel flow and the ticket shop (issues #4, #5). Amounts are integer
 * minor units of `currency`. Manual capture: authorize → commit the booking/order → capture; cancel
 * the authorization when the commit fails (design/hotel-api-v1.md "Payments that meet this contract").
 */
export type AuthorizeInput = {
  amountMinor: number
  currency: string
  /** same key → same authorization (Stripe idempotency key semantics) */
  idempotencyKey: string
  description: string
  methodCode: string
  installments?: number
  metadata?: Record<string, string>
}

export type Authorization = { provider: 'stripe' | 'sandbox'; reference: string; amountMinor: number; currency: string }

export class PaymentError extends Error {
  constructor(
    readonly code: 'PAYMENT_DECLINED' | 'PAYMENT_PROVIDER_ERROR' | 'PAYMENT_INVALID',
    message: string,
  ) {
    super(message)
    this.name = 'PaymentError'
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox'
  /** Reserves the amount on the guest's method. @throws PaymentError */
  authorize(input: AuthorizeInput): Promise<Authorization>
  /** Takes the authorized amount. Idempotent. @throws PaymentError */
  capture(reference: string): Promise<void>
  /** Releases an authorization that will not be captured (nothing to refund). Idempotent. */
  cancel(reference: string): Promise<void>
}
