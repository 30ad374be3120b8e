/**
 * One payments interface for the hotel flow and the ticket shop. Amounts are integer
 * minor units of `currency`. Manual capture: authorize → commit the booking/order → capture; cancel
 * the authorization when the commit fails (design/hotel-api-v1.md "Payments that meet this contract").
 *
 * Two ways to reach an authorization:
 * - `authorize(input)`: one server call (sandbox; Stripe when the method was collected beforehand and
 *   its id is passed as `paymentMethodId`).
 * - `prepare(input)` → the browser collects and confirms the method with the provider's UI (Stripe
 *   Payment Element, using `clientSecret`) → `verify(reference, expected)` on the server before
 *   committing. MXN instalments (MSI): `prepare` with a `paymentMethodId` returns the provider's
 *   `installmentPlans`; `confirm(reference, {installments})` confirms with the chosen plan.
 */
export type AuthorizeInput = {
  amountMinor: number
  currency: string
  /** same key → same authorization (Stripe idempotency key semantics) */
  idempotencyKey: string
  description: string
  methodCode: string
  /** months of interest-free instalments (MXN only, ≤ 12); Stripe: must be one of the PI's available plans */
  installments?: number
  metadata?: Record<string, string>
  /** a payment method collected in the browser (Stripe `pm_…`); required by Stripe's `authorize` */
  paymentMethodId?: string
}

export type Authorization = {
  provider: 'stripe' | 'sandbox'
  reference: string
  amountMinor: number
  currency: string
  /** instalment months the guest chose, when any */
  installments?: number
}

/** A fixed-count monthly instalment plan offered by the provider for this payment (Stripe `available_plans`). */
export type InstallmentPlan = { count: number; interval: 'month'; type: 'fixed_count' }

/** Where a prepared payment stands (Stripe PaymentIntent statuses, reduced). */
export type PaymentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'authorized' | 'captured' | 'canceled'

export type PrepareInput = AuthorizeInput & {
  /** MSI: ask the provider for instalment plans (MXN only; Stripe Mexico accounts). */
  enableInstallments?: boolean
}

export type Prepared = {
  provider: 'stripe' | 'sandbox'
  reference: string
  /** secret the browser confirms with (Stripe.js); null for the sandbox */
  clientSecret: string | null
  amountMinor: number
  currency: string
  status: PaymentStatus
  /** instalment plans available for the attached method (empty when none / not asked) */
  installmentPlans: InstallmentPlan[]
}

export type ConfirmOptions = { installments?: number; metadata?: Record<string, string> }

/** What the server expects a payment to be before it commits the booking/order (never the browser's numbers). */
export type ExpectedPayment = { amountMinor: number; currency: string; metadata?: Record<string, string> }

/**
 * A refund of a CAPTURED payment (`refund`). `amountMinor`: integer minor units of `currency`, > 0 and
 * at most what was captured minus what was already refunded (partial refunds allowed: the ticket
 * shop's 90% after its 10% administrative fee). `currency` must be the payment's (ISO 4217).
 * `idempotencyKey`: the same key → the same refund, never a second one (Stripe idempotency keys); the
 * caller derives it from what is refunded (shop: `shop-refund:<orderCode>`).
 */
export type RefundInput = {
  /** the captured payment (Stripe PaymentIntent `pi_…`; sandbox `sbx_…`) */
  reference: string
  amountMinor: number
  currency: string
  idempotencyKey: string
  /** Stripe `reason`: requested_by_customer (default) | duplicate | fraudulent */
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent'
  metadata?: Record<string, string>
}

/**
 * The provider's refund. `status`: the provider's own (Stripe Refund statuses): 'succeeded'; 'pending'
 * (accepted, money on its way — some methods settle later); 'failed'/'canceled' (the provider gave up:
 * staff must act, see the provider's dashboard); 'requires_action' (Stripe: customer details needed).
 */
export type Refund = {
  provider: 'stripe' | 'sandbox'
  /** the provider's refund id (Stripe `re_…`; sandbox `sbxre_…`) */
  id: string
  paymentReference: string
  amountMinor: number
  currency: string
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action'
}

/** Where a payment stands after a capture attempt (`PaymentProvider.captureState`). */
export type CaptureState = 'captured' | 'capturable' | 'canceled' | 'unknown'

/** A payment's capture state and the amount captured (minor units of its currency; 0 unless 'captured'). */
export type CaptureReading = { state: CaptureState; capturedMinor: number }

export type PaymentErrorCode = 'PAYMENT_DECLINED' | 'PAYMENT_PROVIDER_ERROR' | 'PAYMENT_INVALID' | 'PAYMENT_MISMATCH' | 'PAYMENT_NOT_AUTHORIZED'

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentError'
  }
}

/** True for a PaymentError, also across bundles where `instanceof` may fail. */
export function isPaymentError(err: unknown): err is PaymentError {
  return err instanceof PaymentError || (typeof err === 'object' && err !== null && (err as { name?: string }).name === 'PaymentError' && typeof (err as { code?: unknown }).code === 'string')
}

/** The server-only part every flow uses: authorize → (commit) → capture, or cancel. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox'
  /** Reserves the amount on the guest's method in one server call. @throws PaymentError */
  authorize(input: AuthorizeInput): Promise<Authorization>
  /**
   * Takes the authorized amount, or only `amountMinor` of it (a partial capture: the rest of the
   * authorization is released — Stripe `amount_to_capture`). Idempotent: a payment already captured
   * for that amount (the whole authorization when `amountMinor` is omitted) is done.
   * @throws PaymentError PAYMENT_MISMATCH when `amountMinor` is given and the payment was captured
   *   for another amount; PAYMENT_NOT_AUTHORIZED when it can no longer be captured
   */
  capture(reference: string, amountMinor?: number): Promise<void>
  /** Releases an authorization that will not be captured (nothing to refund). Idempotent. */
  cancel(reference: string): Promise<void>
  /**
   * Re-reads a payment after a capture error: 'captured' (Stripe `succeeded`: the
   * money was taken, the error was only the answer's), 'capturable' (still `requires_capture`),
   * 'canceled' (nothing charged, never will be), 'unknown' (unreachable, unreadable or another state).
   * Never throws. Optional: a provider without it is read as 'unknown'.
   */
  captureState?(reference: string): Promise<CaptureState>
  /** `captureState` with the amount captured (Stripe `amount_received`). Never throws ('unknown', 0). Optional. */
  readCapture?(reference: string): Promise<CaptureReading>
  /**
   * Gives back `amountMinor` (minor units of `currency`) of a captured payment, at most once per
   * `idempotencyKey` (a retry with the same key and amount returns the first refund; Stripe:
   * `POST /v1/refunds` with `payment_intent`, `amount` and the `Idempotency-Key` header). Callers do
   * not call it for a zero refund. @throws PaymentError PAYMENT_INVALID (amount ≤ 0 or larger than
   * what is left to refund, not captured yet — cancel instead —, unknown payment, same key with other
   * parameters), PAYMENT_MISMATCH (other currency than the payment's), PAYMENT_PROVIDER_ERROR
   * (provider unreachable / 5xx: nothing known to be refunded; retry with the same key).
   */
  refund(input: RefundInput): Promise<Refund>
}

/** The full provider (`paymentProvider()`): also the browser-confirmed flow of the Payment Element. */
export interface CheckoutPaymentProvider extends PaymentProvider {
  /** 'form': the storefront's own method radio buttons (sandbox); 'payment-element': Stripe's Payment Element in the browser. */
  readonly collection: 'form' | 'payment-element'
  /**
   * Creates (idempotently, per `idempotencyKey`) the payment the browser will confirm; with a
   * `paymentMethodId` attaches it and returns the instalment plans. @throws PaymentError
   */
  prepare(input: PrepareInput): Promise<Prepared>
  /**
   * Server-side confirmation of a prepared payment (MSI: with the chosen plan's months); with
   * `metadata`, refuses (PAYMENT_MISMATCH) a payment whose metadata differ. @throws PaymentError
   */
  confirm(reference: string, options?: ConfirmOptions): Promise<Prepared>
  /**
   * Checks that the payment is authorized (capturable) for exactly the expected amount, currency and
   * metadata; returns the authorization to commit with. @throws PaymentError PAYMENT_NOT_AUTHORIZED,
   * PAYMENT_MISMATCH, PAYMENT_DECLINED
   */
  verify(reference: string, expected: ExpectedPayment): Promise<Authorization>
}
