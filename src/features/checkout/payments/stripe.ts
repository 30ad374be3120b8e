/**
 * The Stripe payment provider (real `stripe` SDK), used when `STRIPE_SECRET_KEY` is set.
 * PaymentIntents with `capture_method: 'manual'` (Stripe docs "Place a hold on a payment method"):
 * the amount is the server's total in minor units, the idempotency key is the caller's (hotel: the
 * payment session and its version), metadata carries the session/order id plus this deployment's
 * `app` and `deployment` (`ownershipMetadata`: the sweep and the reconciliation own only exact matches). The browser confirms with
 * the Payment Element and the server `verify`s the intent (status `requires_capture`, amount,
 * currency, metadata) before committing; then `capture`, or `cancel` when the commit fails.
 * MSI (MXN): `payment_method_options.card.installments.enabled`, plans read from `available_plans`
 * once a payment method is attached, confirmed with the chosen plan (≤ 12 months).
 * Refunds (Stripe API "Create a refund"): `refunds.create({ payment_intent, amount }, { idempotencyKey })`
 * of a captured (`succeeded`) PaymentIntent — partial or full; Stripe refuses more than is left
 * (`amount_too_large`, `charge_already_refunded`).
 *
 * Connection: STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the SDK at a
 * Stripe-compatible server (the tests' local one); unset = api.stripe.com.
 */
import Stripe from 'stripe'
import { env, readStripeEnv, stripeDeploymentId } from '../../../lib/env'
import { installmentsAllowed, type IntentLike, assertAuthorized, offeredPlans, statusOf, stripeMethodType } from './stripeRules'
import {
  type AuthorizeInput,
  type Authorization,
  type CaptureReading,
  type CaptureState,
  type ConfirmOptions,
  type ExpectedPayment,
  PaymentError,
  type CheckoutPaymentProvider,
  type Prepared,
  type PrepareInput,
  type Refund,
  type RefundInput,
} from './types'

/** `metadata.app` of every PaymentIntent this site creates (the sweep's discovery and the reconciliation select by it). */
export const STRIPE_APP_TAG = 'hxa-storefront'

/**
 * The metadata that marks a PaymentIntent as this deployment's: `app` (this application) and
 * `deployment` (STRIPE_DEPLOYMENT_ID, default the SITE_URL host: `stripeDeploymentId`).
 */
export function ownershipMetadata(deploymentId: string = stripeDeploymentId()): { app: string; deployment: string } {
  return { app: STRIPE_APP_TAG, deployment: deploymentId }
}

/**
 * Whether a PaymentIntent belongs to this deployment: `metadata.app` is STRIPE_APP_TAG and
 * `metadata.deployment` is exactly `deploymentId`. Another deployment on the same Stripe account
 * (staging, a sister brand), another application, or an intent created before the deployment id
 * existed is not ours: the sweep, the discovery and the reconciliation leave it alone.
 */
export function isOwnIntent(pi: { metadata?: Record<string, string> | null }, deploymentId: string = stripeDeploymentId()): boolean {
  const m = pi.metadata ?? {}
  return m.app === STRIPE_APP_TAG && m.deployment === deploymentId
}
export type StripeConnection = {
  secretKey: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** `metadata.deployment` of the intents this provider creates (default `stripeDeploymentId()`, read per call) */
  deploymentId?: string
  /** SDK retries of network errors, 409 conflicts (an in-flight request with the same idempotency key) and 5xx */
  maxNetworkRetries?: number
  timeoutMs?: number
}

/**
 * The SDK connection from STRIPE_SECRET_KEY (+ STRIPE_API_HOST/PORT/PROTOCOL), read through the env
 * schema (src/lib/env.ts `readStripeEnv`); null when no key is configured. Does not check the other
 * keys (`stripeSettings` does). @throws Error on a malformed variable (e.g. STRIPE_API_PORT=abc)
 */
export function stripeConnectionFromEnv(source: Record<string, unknown> = env): StripeConnection | null {
  const e = readStripeEnv(source)
  if (!e.STRIPE_SECRET_KEY) return null
  return { secretKey: e.STRIPE_SECRET_KEY, host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL }
}

/** A configured SDK client. */
export function createStripeClient(c: StripeConnection): Stripe {
  return new Stripe(c.secretKey, {
    ...(c.host ? { host: c.host } : {}),
    ...(c.port ? { port: c.port } : {}),
    ...(c.protocol ? { protocol: c.protocol } : {}),
    maxNetworkRetries: c.maxNetworkRetries ?? 3,
    timeout: c.timeoutMs ?? 20_000,
    appInfo: { name: 'hxa-storefront' },
    telemetry: false,
  })
}

/** Maps an SDK error to the interface's PaymentError (card errors are declines; 4xx invalid; the rest provider errors). */
export function toPaymentError(err: unknown): PaymentError {
  if (err instanceof PaymentError) return err
  const e = err as { type?: string; rawType?: string; statusCode?: number; message?: string; code?: string }
  const message = e?.message ?? String(err)
  if (e?.type === 'StripeCardError' || e?.rawType === 'card_error') return new PaymentError('PAYMENT_DECLINED', message)
  if (e?.type === 'StripeInvalidRequestError' || e?.type === 'StripeIdempotencyError') return new PaymentError('PAYMENT_INVALID', message)
  return new PaymentError('PAYMENT_PROVIDER_ERROR', message)
}

const isInFlightConflict = (err: unknown) => (err as { code?: string })?.code === 'idempotency_key_in_use' || (err as { statusCode?: number })?.statusCode === 409

function validate(input: Pick<AuthorizeInput, 'amountMinor' | 'currency' | 'idempotencyKey'>) {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new PaymentError('PAYMENT_INVALID', 'amount must be a positive integer of minor units')
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new PaymentError('PAYMENT_INVALID', 'currency must be an ISO 4217 code')
  if (!input.idempotencyKey || input.idempotencyKey.length > 255) throw new PaymentError('PAYMENT_INVALID', 'idempotency key must be 1..255 characters')
}

export class StripePaymentProvider implements CheckoutPaymentProvider {
  readonly name = 'stripe' as const
  readonly collection = 'payment-element' as const
  readonly stripe: Stripe
  private readonly deploymentId: string | undefined

  constructor(connection: StripeConnection | Stripe, options: { deploymentId?: string } = {}) {
    this.stripe = connection instanceof Stripe ? connection : createStripeClient(connection)
    this.deploymentId = options.deploymentId ?? (connection instanceof Stripe ? undefined : connection.deploymentId)
  }

  /** Runs a call, retrying a little longer than the SDK when another request with the same idempotency key is still in flight. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn()
      } catch (err) {
        if (isInFlightConflict(err) && attempt < 8) {
          await new Promise((r) => setTimeout(r, 50 + Math.random() * 100 * (attempt + 1)))
          continue
        }
        throw toPaymentError(err)
      }
    }
  }

  private toPrepared(pi: Stripe.PaymentIntent): Prepared {
    return {
      provider: 'stripe',
      reference: pi.id,
      clientSecret: pi.client_secret ?? null,
      amountMinor: pi.amount,
      currency: pi.currency.toUpperCase(),
      status: statusOf(pi.status),
      installmentPlans: offeredPlans(pi.payment_method_options?.card?.installments?.available_plans),
    }
  }

  async prepare(input: PrepareInput): Promise<Prepared> {
    validate(input)
    const type = stripeMethodType(input.methodCode)
    const msi = Boolean(input.enableInstallments) && type === 'card' && installmentsAllowed(input.currency)
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountMinor,
      currency: input.currency.toLowerCase(),
      capture_method: 'manual',
      allowed_payment_method_types: [type],
      description: input.description,
      // `app` + `deployment` mark this deployment's intents on a shared Stripe account: the sweep owns only those
      metadata: { ...input.metadata, methodCode: input.methodCode, ...ownershipMetadata(this.deploymentId) },
      ...(msi ? { payment_method_options: { card: { installments: { enabled: true } } } } : {}),
    }
    const created = await this.call(() => this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }))
    // A replayed create answers the FIRST response (Stripe idempotency): read the intent's current state.
    let pi: Stripe.PaymentIntent = created.lastResponse?.headers?.['idempotent-replayed'] === 'true' ? await this.call(() => this.stripe.paymentIntents.retrieve(created.id)) : created
    if (input.paymentMethodId) {
      if (!/^pm_[A-Za-z0-9_]+$/.test(input.paymentMethodId)) throw new PaymentError('PAYMENT_INVALID', 'payment method id must look like pm_…')
      const attachedId = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id
      if (attachedId !== input.paymentMethodId && (pi.status === 'requires_payment_method' || pi.status === 'requires_confirmation')) {
        // Attaching the method makes Stripe compute `available_plans` (MSI).
        pi = await this.call(() => this.stripe.paymentIntents.update(pi.id, { payment_method: input.paymentMethodId }))
      }
    }
    return this.toPrepared(pi)
  }

  async confirm(reference: string, options: ConfirmOptions = {}): Promise<Prepared> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) throw new PaymentError('PAYMENT_INVALID', 'not a PaymentIntent id')
    let pi = await this.call(() => this.stripe.paymentIntents.retrieve(reference))
    for (const [k, v] of Object.entries(options.metadata ?? {})) if (pi.metadata?.[k] !== v) throw new PaymentError('PAYMENT_MISMATCH', `payment ${reference} metadata ${k} differs`)
    if (pi.status !== 'requires_confirmation' && pi.status !== 'requires_payment_method') return this.toPrepared(pi)
    if (!pi.payment_method) throw new PaymentError('PAYMENT_INVALID', 'no payment method attached')
    let methodOptions: Stripe.PaymentIntentConfirmParams.PaymentMethodOptions | undefined
    if (options.installments !== undefined) {
      const plans = offeredPlans(pi.payment_method_options?.card?.installments?.available_plans)
      if (!plans.some((p) => p.count === options.installments)) throw new PaymentError('PAYMENT_INVALID', `no ${options.installments}-month plan is available for this card`)
      methodOptions = { card: { installments: { plan: { type: 'fixed_count', count: options.installments, interval: 'month' } } } }
    }
    try {
      pi = await this.stripe.paymentIntents.confirm(reference, methodOptions ? { payment_method_options: methodOptions } : {})
    } catch (err) {
      throw toPaymentError(err)
    }
    return this.toPrepared(pi)
  }

  async authorize(input: AuthorizeInput): Promise<Authorization> {
    if (!input.paymentMethodId) throw new PaymentError('PAYMENT_INVALID', 'Stripe needs a payment method collected in the browser (paymentMethodId), or use prepare/verify')
    const prepared = await this.prepare({ ...input, enableInstallments: input.installments !== undefined })
    const confirmed = prepared.status === 'authorized' ? prepared : await this.confirm(prepared.reference, { installments: input.installments })
    if (confirmed.status === 'requires_action') throw new PaymentError('PAYMENT_NOT_AUTHORIZED', 'the card asks the customer to authenticate (3-D Secure): confirm in the browser')
    return this.verify(confirmed.reference, { amountMinor: input.amountMinor, currency: input.currency, metadata: input.metadata })
  }

  async verify(reference: string, expected: ExpectedPayment): Promise<Authorization> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) throw new PaymentError('PAYMENT_INVALID', 'not a PaymentIntent id')
    const pi = await this.call(() => this.stripe.paymentIntents.retrieve(reference))
    assertAuthorized(pi as IntentLike, expected)
    const months = pi.payment_method_options?.card?.installments?.plan?.count
    return { provider: 'stripe', reference: pi.id, amountMinor: pi.amount, currency: pi.currency.toUpperCase(), ...(months ? { installments: months } : {}) }
  }

  /** Captures the PaymentIntent, in full or `amountMinor` of it (`amount_to_capture`; idempotency key `capture:<id>[:<amount>]`). See `PaymentProvider.capture`. */
  async capture(reference: string, amountMinor?: number): Promise<void> {
    const pi = await this.call(() => this.stripe.paymentIntents.retrieve(reference))
    if (pi.status === 'succeeded') {
      if (amountMinor !== undefined && pi.amount_received !== amountMinor) throw new PaymentError('PAYMENT_MISMATCH', `payment ${reference} was captured for ${pi.amount_received}, not ${amountMinor}`)
      return
    }
    if (pi.status !== 'requires_capture') throw new PaymentError('PAYMENT_NOT_AUTHORIZED', `payment ${reference} is ${pi.status}, cannot capture`)
    if (amountMinor === undefined) await this.call(() => this.stripe.paymentIntents.capture(reference, {}, { idempotencyKey: `capture:${reference}` }))
    else {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > pi.amount_capturable) throw new PaymentError('PAYMENT_INVALID', `cannot capture ${amountMinor} of ${reference}`)
      await this.call(() => this.stripe.paymentIntents.capture(reference, { amount_to_capture: amountMinor }, { idempotencyKey: `capture:${reference}:${amountMinor}` }))
    }
  }

  /** The PaymentIntent's state after a capture error (`PaymentProvider.captureState`): one retrieve (with the SDK's retries); never throws. */
  async captureState(reference: string): Promise<CaptureState> {
    return (await this.readCapture(reference)).state
  }

  /** The PaymentIntent's capture state and `amount_received` (`PaymentProvider.readCapture`); never throws. */
  async readCapture(reference: string): Promise<CaptureReading> {
    try {
      const pi = await this.call(() => this.stripe.paymentIntents.retrieve(reference))
      if (pi.status === 'succeeded') return { state: 'captured', capturedMinor: pi.amount_received }
      if (pi.status === 'requires_capture') return { state: 'capturable', capturedMinor: 0 }
      if (pi.status === 'canceled') return { state: 'canceled', capturedMinor: 0 }
      return { state: 'unknown', capturedMinor: 0 }
    } catch {
      return { state: 'unknown', capturedMinor: 0 }
    }
  }

  async cancel(reference: string): Promise<void> {
    const pi = await this.call(() => this.stripe.paymentIntents.retrieve(reference))
    if (pi.status === 'canceled') return
    if (pi.status === 'succeeded') throw new PaymentError('PAYMENT_INVALID', `payment ${reference} was captured: refund instead`)
    await this.call(() => this.stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel:${reference}` }))
  }

  async refund(input: RefundInput): Promise<Refund> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(input.reference ?? '')) throw new PaymentError('PAYMENT_INVALID', 'not a PaymentIntent id')
    validate(input)
    const pi = await this.call(() => this.stripe.paymentIntents.retrieve(input.reference))
    if (pi.currency.toUpperCase() !== input.currency) throw new PaymentError('PAYMENT_MISMATCH', `payment ${input.reference} is in ${pi.currency.toUpperCase()}, not ${input.currency}`)
    if (pi.status !== 'succeeded') throw new PaymentError('PAYMENT_INVALID', `payment ${input.reference} is ${pi.status}: only a captured payment can be refunded (cancel an authorization)`)
    const r = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: input.reference, amount: input.amountMinor, reason: input.reason ?? 'requested_by_customer', ...(input.metadata ? { metadata: input.metadata } : {}) },
        { idempotencyKey: input.idempotencyKey },
      ),
    )
    const known: Refund['status'][] = ['succeeded', 'pending', 'failed', 'canceled', 'requires_action']
    const status = known.includes(r.status as Refund['status']) ? (r.status as Refund['status']) : 'pending'
    return { provider: 'stripe', id: r.id, paymentReference: input.reference, amountMinor: r.amount, currency: r.currency.toUpperCase(), status }
  }
}
