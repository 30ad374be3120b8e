/**
 * A small Stripe-compatible HTTP server for tests (stripe-mock cannot be installed here and Stripe's
 * servers are unreachable). The real `stripe` SDK talks to it with `host`/`port`/`protocol: 'http'`.
 *
 * Implements the subset the storefront uses, following Stripe's public API behaviour:
 * - form-encoded bodies with nested keys (`a[b][c]=v`, `a[0]=x`), `Authorization: Bearer sk_…`;
 * - PaymentIntents create / retrieve / update / confirm / capture / cancel with the state machine
 *   requires_payment_method → requires_confirmation → (requires_action) → requires_capture →
 *   succeeded | canceled, manual capture, `amount_capturable`, `last_payment_error`;
 * - errors in Stripe's shape `{error:{type,code,decline_code,message,param,payment_intent}}` with
 *   Stripe's statuses (400 invalid_request_error, 401, 402 card_error, 404, 409 in-flight idempotency);
 * - `Idempotency-Key`: a replay returns the first response (`Idempotent-Replayed: true`), the same key
 *   with other parameters is a 400 idempotency_error, a key still in flight is a 409
 *   `idempotency_key_in_use` (the SDK retries it);
 * - test payment methods: pm_card_visa, pm_card_mastercard, pm_card_chargeDeclined (card_declined /
 *   generic_decline), pm_card_chargeDeclinedInsufficientFunds, pm_card_authenticationRequired
 *   (requires_action; `completeAction(id)` plays the customer passing 3-D Secure), pm_card_mx (a
 *   Mexican credit card: MXN instalment plans of 3, 6, 9, 12 and 18 months), pm_affirm;
 * - Refunds create / retrieve / list (`POST /v1/refunds` with `payment_intent`, optional `amount` — default
 *   what is left —, `reason`, `metadata`): only a captured (`succeeded`) intent; at most captured −
 *   already refunded (else 400 `amount_too_large`; nothing left: `charge_already_refunded`); returns
 *   Stripe's `refund` object with status 'succeeded' (card refunds) — or, after `refundOutcome`,
 *   'pending' / 'requires_action' (methods that settle later) —, emits `refund.created`; `settleRefund`
 *   plays Stripe's later answer (`refund.updated`, `charge.refund.updated`, and `refund.failed` when it failed);
 * - events (payment_intent.amount_capturable_updated / succeeded / canceled / payment_failed,
 *   refund.created / updated / failed, charge.refund.updated) delivered, when `deliver` is called, as
 *   signed webhooks (`stripe.webhooks.generateTestHeaderString`). With `webhookEndpoint`, only the
 *   types its `enabledEvents` lists are emitted — what a production endpoint subscribed to those
 *   receives — and `GET /v1/webhook_endpoints` lists it (Stripe's `enabled_events`, `['*']` = all);
 * - `outage(pattern)`: requests whose path matches answer 500 `api_error` (not stored for idempotent
 *   replay, as Stripe), until `outage(null)`; `slow(pattern, ms)`: they are answered `ms` late.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

type Json = Record<string, unknown>
type Card = { brand: string; country: string; last4: string; funding: 'credit' | 'debit'; outcome: 'ok' | 'declined' | 'insufficient_funds' | 'requires_action' }
type PaymentMethod = { id: string; type: 'card' | 'affirm'; card?: Card }

const TEST_METHODS: Record<string, PaymentMethod> = {
  pm_card_visa: { id: 'pm_card_visa', type: 'card', card: { brand: 'visa', country: 'US', last4: '4242', funding: 'credit', outcome: 'ok' } },
  pm_card_mastercard: { id: 'pm_card_mastercard', type: 'card', card: { brand: 'mastercard', country: 'US', last4: '4444', funding: 'credit', outcome: 'ok' } },
  pm_card_chargeDeclined: { id: 'pm_card_chargeDeclined', type: 'card', card: { brand: 'visa', country: 'US', last4: '0002', funding: 'credit', outcome: 'declined' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    type: 'card',
    card: { brand: 'visa', country: 'US', last4: '9995', funding: 'credit', outcome: 'insufficient_funds' },
  },
  pm_card_authenticationRequired: { id: 'pm_card_authenticationRequired', type: 'card', card: { brand: 'visa', country: 'US', last4: '3184', funding: 'credit', outcome: 'requires_action' } },
  pm_card_mx: { id: 'pm_card_mx', type: 'card', card: { brand: 'visa', country: 'MX', last4: '0003', funding: 'credit', outcome: 'ok' } },
  pm_affirm: { id: 'pm_affirm', type: 'affirm' },
}
/** Plans Stripe offers a Mexican credit card in MXN (18 months exists; the storefront keeps ≤ 12). */
const MX_PLAN_COUNTS = [3, 6, 9, 12, 18]

export type StripeEvent = { id: string; object: 'event'; type: string; created: number; livemode: false; api_version: string; data: { object: Json } }

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message))
  }
}
const invalid = (message: string, param?: string, code = 'parameter_invalid') => new ApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) })

/** Parses Stripe's form encoding (nested brackets; numeric indexes become arrays). */
export function parseStripeForm(body: string): Json {
  const out: Json = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = out
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      if (last) node[part] = value
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}) as Record<string, unknown>
    })
  }
  return out
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const int = (v: unknown, param: string) => {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw invalid(`Invalid integer: ${String(v)}`, param, 'parameter_invalid_integer')
  return Number(v)
}

export type StripeTestServer = {
  url: string
  host: string
  port: number
  /** a configured SDK client pointed at this server */
  client(secretKey?: string): Stripe
  intents: Map<string, Json>
  /** refunds created (not replays), by id */
  refunds: Map<string, Json>
  events: StripeEvent[]
  /** requests received (method, path, idempotency key), in order */
  log: { method: string; path: string; idempotencyKey: string | null; status: number }[]
  /** count of PaymentIntents created (not replays) */
  created(): number
  /** the customer passed 3-D Secure: requires_action → requires_capture */
  completeAction(id: string): void
  /** changes a PI behind the storefront's back (tests of `verify`) */
  tamper(id: string, patch: Json): void
  /**
   * The bank gave the refund back (as Stripe, days later): status 'failed' with `reason`, the amount
   * is refundable again, and `refund.updated`, `refund.failed` and `charge.refund.updated` are emitted.
   */
  failRefund(id: string, reason?: string): void
  /** Stripe's later answer about a refund: 'succeeded', or 'failed'/'canceled' (amount refundable again); emits the events Stripe sends. */
  settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled', reason?: string): void
  /** The status the next refunds are created with ('succeeded' by default; 'pending'/'requires_action': settled later with `settleRefund`). */
  refundOutcome(status: 'succeeded' | 'pending' | 'requires_action'): void
  /** while set, requests whose path matches answer 500 api_error (a provider outage); null ends it */
  outage(pattern: RegExp | null): void
  /** while set, requests whose path matches are answered only after `ms` (a slow provider); null ends it */
  slow(pattern: RegExp | null, ms?: number): void
  /** requests received and not answered yet */
  inFlight(): number
  /**
   * Sends the events not yet delivered to `target` (a URL or a Fetch handler), signed with `secret`.
   * Returns the HTTP statuses.
   */
  deliver(target: string | ((req: Request) => Promise<Response>), secret: string, options?: { events?: StripeEvent[] }): Promise<number[]>
  /** builds a signed webhook request for an event (tests of signatures and replays) */
  signedRequest(url: string, event: StripeEvent, secret: string, options?: { timestamp?: number; signatureSecret?: string }): Request
  close(): Promise<void>
}

/**
 * Starts the server on 127.0.0.1 (free port). `latencyMs` delays every create so duplicate requests
 * overlap. `holdKeys`: a request whose idempotency key matches is held in flight until a duplicate
 * with the same key arrives (at most 2 s), so in-flight conflicts (409) happen however loaded the
 * machine is.
 */
export async function startStripeServer(
  options: { latencyMs?: number; holdKeys?: RegExp; apiKey?: string; publishableKey?: string; port?: number; webhookEndpoint?: { url: string; enabledEvents: string[] } } = {},
): Promise<StripeTestServer> {
  const apiKey = options.apiKey ?? 'sk_test_local'
  const publishableKey = options.publishableKey ?? 'pk_test_local'
  const intents = new Map<string, Json>()
  const refunds = new Map<string, Json>()
  const refundedByIntent = new Map<string, number>()
  let outagePattern: RegExp | null = null
  let slowRule: { pattern: RegExp; ms: number } | null = null
  let inFlight = 0
  const events: StripeEvent[] = []
  const delivered = new Set<string>()
  const log: StripeTestServer['log'] = []
  const idem = new Map<string, { fingerprint: string; status: number; body: Json } | 'in-flight'>()
  const held = new Map<string, () => void>()
  let createdCount = 0
  let nextRefundStatus: 'succeeded' | 'pending' | 'requires_action' = 'succeeded'
  const subscribed = (type: string) => !options.webhookEndpoint || options.webhookEndpoint.enabledEvents.some((e) => e === '*' || e === type)

  const emit = (type: string, pi: Json) => {
    if (!subscribed(type)) return
    events.push({ id: newId('evt'), object: 'event', type, created: now(), livemode: false, api_version: '2026-10-28.endive', data: { object: structuredClone(pi) } })
  }

  const plansFor = (pi: Json, pm: PaymentMethod | undefined) => {
    const inst = ((pi.payment_method_options as Json | undefined)?.card as Json | undefined)?.installments as Json | undefined
    if (!inst?.enabled) return
    const eligible = pm?.type === 'card' && pm.card?.country === 'MX' && pm.card.funding === 'credit' && pi.currency === 'mxn'
    inst.available_plans = eligible ? MX_PLAN_COUNTS.map((count) => ({ count, interval: 'month', type: 'fixed_count' })) : []
  }

  const methodOf = (id: unknown, param = 'payment_method') => {
    const pm = typeof id === 'string' ? TEST_METHODS[id] : undefined
    if (!pm) throw new ApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${String(id)}'`, param })
    return pm
  }

  const attach = (pi: Json, pmId: unknown) => {
    const pm = methodOf(pmId)
    const allowed = pi.payment_method_types as string[]
    if (!allowed.includes(pm.type))
      throw invalid(`The provided PaymentMethod of type ${pm.type} is not allowed for this PaymentIntent.`, 'payment_method', 'payment_intent_incompatible_payment_method')
    pi.payment_method = pm.id
    pi.status = 'requires_confirmation'
    plansFor(pi, pm)
  }

  const getIntent = (id: string) => {
    const pi = intents.get(id)
    if (!pi) throw new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'`, param: 'intent' })
    return pi
  }

  const unexpected = (pi: Json, action: string) =>
    new ApiError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent's ${action} could not be performed because it has a status of ${String(pi.status)}.`,
      payment_intent: structuredClone(pi),
    })

  function create(p: Json): Json {
    if (p.amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing')
    const amount = int(p.amount, 'amount')
    if (amount < 1) throw invalid('Amount must be at least 1.', 'amount', 'amount_too_small')
    if (typeof p.currency !== 'string' || !/^[a-z]{3}$/.test(p.currency)) throw invalid('Invalid currency.', 'currency')
    const captureMethod = (p.capture_method as string | undefined) ?? 'automatic_async'
    if (!['manual', 'automatic', 'automatic_async'].includes(captureMethod)) throw invalid('Invalid capture_method.', 'capture_method')
    const types = ((p.allowed_payment_method_types ?? p.payment_method_types) as string[] | undefined) ?? ['card']
    for (const t of types) if (t !== 'card' && t !== 'affirm') throw invalid(`The payment method type "${t}" is invalid.`, 'allowed_payment_method_types')
    const id = newId('pi')
    const inst = (((p.payment_method_options as Json | undefined)?.card as Json | undefined)?.installments as Json | undefined) ?? undefined
    if (inst && p.currency !== 'mxn') throw invalid('Installments are only available for MXN payments.', 'payment_method_options[card][installments]')
    const pi: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: p.currency,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      description: p.description ?? null,
      metadata: { ...((p.metadata as Json | undefined) ?? {}) },
      livemode: false,
      payment_method: null,
      payment_method_types: types,
      allowed_payment_method_types: types,
      payment_method_options: {
        card: { request_three_d_secure: 'automatic', installments: inst ? { enabled: inst.enabled === 'true', available_plans: [], plan: null } : null },
      },
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      status: 'requires_payment_method',
    }
    intents.set(id, pi)
    createdCount++
    if (p.payment_method) attach(pi, p.payment_method)
    if (p.confirm === 'true') confirm(pi, {})
    return pi
  }

  function confirm(pi: Json, p: Json): Json {
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') throw unexpected(pi, 'confirm')
    if (p.payment_method) attach(pi, p.payment_method)
    if (!pi.payment_method) throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", 'payment_method', 'payment_intent_unexpected_state')
    const pm = methodOf(pi.payment_method)
    const plan = ((((p.payment_method_options as Json | undefined)?.card as Json | undefined)?.installments as Json | undefined)?.plan as Json | undefined) ?? undefined
    const inst = (pi.payment_method_options as { card: { installments: Json | null } }).card.installments
    if (plan) {
      const available = (inst?.available_plans as Json[] | undefined) ?? []
      const count = int(plan.count, 'payment_method_options[card][installments][plan][count]')
      if (!inst?.enabled || !available.some((a) => a.count === count && a.interval === plan.interval && a.type === plan.type)) {
        throw invalid('The selected installment plan is not available for this PaymentIntent.', 'payment_method_options[card][installments][plan]')
      }
      inst.plan = { count, interval: 'month', type: 'fixed_count' }
    }
    const outcome = pm.card?.outcome ?? 'ok'
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      const decline = outcome === 'declined' ? 'generic_decline' : 'insufficient_funds'
      const err = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: outcome === 'declined' ? 'Your card was declined.' : 'Your card has insufficient funds.',
        payment_method: { id: pm.id, type: pm.type },
      }
      Object.assign(pi, { status: 'requires_payment_method', payment_method: null, last_payment_error: err, latest_charge: newId('ch') })
      emit('payment_intent.payment_failed', pi)
      throw new ApiError(402, { ...err, payment_intent: structuredClone(pi) })
    }
    if (outcome === 'requires_action') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } })
      emit('payment_intent.requires_action', pi)
      return pi
    }
    authorize(pi)
    return pi
  }

  function authorize(pi: Json) {
    Object.assign(pi, { last_payment_error: null, next_action: null, latest_charge: newId('ch') })
    if (pi.capture_method === 'manual') {
      Object.assign(pi, { status: 'requires_capture', amount_capturable: pi.amount })
      emit('payment_intent.amount_capturable_updated', pi)
    } else {
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount })
      emit('payment_intent.succeeded', pi)
    }
  }

  const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`

  function createRefund(p: Json): Json {
    if (p.charge !== undefined && p.payment_intent === undefined) throw invalid('This test server refunds by payment_intent only.', 'charge')
    if (typeof p.payment_intent !== 'string' || !p.payment_intent) throw invalid('Must provide either `charge` or `payment_intent`.', undefined, 'parameter_missing')
    const pi = intents.get(p.payment_intent)
    if (!pi) throw new ApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${p.payment_intent}'`, param: 'payment_intent' })
    if (p.reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(p.reason as string))
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason')
    if (pi.status !== 'succeeded')
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent (${String(pi.id)}) does not have a successful charge to refund.`,
        param: 'payment_intent',
      })
    const received = pi.amount_received as number
    const already = refundedByIntent.get(pi.id as string) ?? 0
    const left = received - already
    if (left <= 0) throw new ApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(pi.latest_charge)} has already been refunded.` })
    const amount = p.amount !== undefined ? int(p.amount, 'amount') : left
    if (amount < 1) throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer')
    if (amount > left)
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${money(amount, pi.currency as string)}) is greater than unrefunded amount on charge (${money(left, pi.currency as string)})`,
        param: 'amount',
      })
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: pi.latest_charge,
      created: now(),
      currency: pi.currency,
      destination_details: { card: { reference: null, reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: { ...((p.metadata as Json | undefined) ?? {}) },
      payment_intent: pi.id,
      reason: (p.reason as string | undefined) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: nextRefundStatus,
      transfer_reversal: null,
    }
    refundedByIntent.set(pi.id as string, already + amount)
    refunds.set(refund.id as string, refund)
    emit('refund.created', refund)
    return refund
  }

  /**
   * GET /v1/payment_intents as Stripe lists them: newest first, `created[gte|gt|lte|lt]` filters,
   * `limit` (1–100, default 10), cursor `starting_after`, `{ object: 'list', data, has_more, url }`.
   */
  function listIntents(p: Json): Json {
    const num = (k: string) => (p[k] !== undefined ? Number(p[k]) : undefined)
    const limit = Math.min(100, Math.max(1, num('limit') ?? 10))
    const gte = num('created[gte]')
    const gt = num('created[gt]')
    const lte = num('created[lte]')
    const lt = num('created[lt]')
    let all = [...intents.values()]
      .filter((pi) => {
        const c = pi.created as number
        return (gte === undefined || c >= gte) && (gt === undefined || c > gt) && (lte === undefined || c <= lte) && (lt === undefined || c < lt)
      })
      .reverse()
    if (typeof p.starting_after === 'string') {
      const i = all.findIndex((pi) => pi.id === p.starting_after)
      all = i >= 0 ? all.slice(i + 1) : []
    }
    return { object: 'list', url: '/v1/payment_intents', has_more: all.length > limit, data: all.slice(0, limit) }
  }

  function settle(id: string, status: 'succeeded' | 'failed' | 'canceled', reason?: string) {
    const refund = refunds.get(id)
    if (!refund) throw new Error(`no refund ${id}`)
    if (refund.status === 'failed' || refund.status === 'canceled' || refund.status === 'succeeded') throw new Error(`refund ${id} is already ${String(refund.status)}`)
    refund.status = status
    if (status !== 'succeeded') {
      if (status === 'failed' || reason) refund.failure_reason = reason ?? 'expired_or_canceled_card'
      const intent = refund.payment_intent as string
      refundedByIntent.set(intent, (refundedByIntent.get(intent) ?? 0) - (refund.amount as number))
    }
    emit('refund.updated', refund)
    if (status === 'failed') emit('refund.failed', refund)
    emit('charge.refund.updated', refund)
  }

  function route(method: string, path: string, p: Json): Json {
    if (/^\/v1\/webhook_endpoints\/?$/.test(path) && method === 'GET') {
      const list = options.webhookEndpoint
        ? [{ id: 'we_local', object: 'webhook_endpoint', url: options.webhookEndpoint.url, enabled_events: options.webhookEndpoint.enabledEvents, status: 'enabled', livemode: false }]
        : []
      return { object: 'list', url: '/v1/webhook_endpoints', has_more: false, data: list }
    }
    const rf = path.match(/^\/v1\/refunds(?:\/(re_[a-z0-9]+))?\/?$/)
    if (rf) {
      if (rf[1] && method === 'GET') {
        const refund = refunds.get(rf[1])
        if (!refund) throw new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such refund: '${rf[1]}'`, param: 'id' })
        return refund
      }
      if (!rf[1] && method === 'POST') return createRefund(p)
      if (!rf[1] && method === 'GET') {
        // list, newest first, optionally of one payment_intent; cursor starting_after
        let all = [...refunds.values()].filter((r) => typeof p.payment_intent !== 'string' || r.payment_intent === p.payment_intent).reverse()
        if (typeof p.starting_after === 'string') {
          const i = all.findIndex((r) => r.id === p.starting_after)
          all = i >= 0 ? all.slice(i + 1) : []
        }
        const limit = Math.min(100, Math.max(1, Number(p.limit ?? 10)))
        return { object: 'list', url: '/v1/refunds', has_more: all.length > limit, data: all.slice(0, limit) }
      }
      throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
    }
    const m = path.match(/^\/v1\/payment_intents(?:\/(pi_[a-z0-9]+))?(?:\/(confirm|capture|cancel))?\/?$/)
    if (!m) throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
    const [, id, action] = m
    if (!id) {
      if (method === 'GET') return listIntents(p)
      if (method !== 'POST') throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
      return create(p)
    }
    const pi = getIntent(id)
    if (method === 'GET' && !action) return pi
    if (method !== 'POST') throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
    switch (action) {
      case undefined: {
        if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') throw unexpected(pi, 'update')
        if (p.amount !== undefined) pi.amount = int(p.amount, 'amount')
        if (p.metadata) pi.metadata = { ...(pi.metadata as Json), ...(p.metadata as Json) }
        if (p.description !== undefined) pi.description = p.description
        if (p.payment_method) attach(pi, p.payment_method)
        return pi
      }
      case 'confirm':
        return confirm(pi, p)
      case 'capture': {
        if (pi.status !== 'requires_capture') throw unexpected(pi, 'capture')
        const amount = p.amount_to_capture !== undefined ? int(p.amount_to_capture, 'amount_to_capture') : (pi.amount as number)
        if (amount > (pi.amount_capturable as number)) throw invalid('amount_to_capture is greater than the amount capturable.', 'amount_to_capture')
        Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 })
        emit('payment_intent.succeeded', pi)
        return pi
      }
      case 'cancel': {
        if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'].includes(pi.status as string)) throw unexpected(pi, 'cancel')
        Object.assign(pi, { status: 'canceled', amount_capturable: 0, canceled_at: now(), cancellation_reason: (p.cancellation_reason as string | undefined) ?? null })
        emit('payment_intent.canceled', pi)
        return pi
      }
    }
    throw new ApiError(404, { type: 'invalid_request_error', message: 'unknown action' })
  }

  const send = (res: ServerResponse, status: number, body: Json, replayed = false) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Request-Id': newId('req'), ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) })
    res.end(JSON.stringify(body))
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://localhost')
    const method = req.method ?? 'GET'
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    const record = (status: number) => log.push({ method, path: url.pathname, idempotencyKey: key, status })
    if (method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true })
    // the browser suites' control (the server runs as its own process there): `refundOutcome` over HTTP
    if (method === 'POST' && url.pathname === '/_test/refund-outcome') {
      const status = url.searchParams.get('status')
      if (status !== 'succeeded' && status !== 'pending' && status !== 'requires_action') return send(res, 400, { error: 'status: succeeded, pending or requires_action' })
      nextRefundStatus = status
      return send(res, 200, { ok: true })
    }
    const auth = req.headers.authorization ?? ''
    // Like Stripe.js: the publishable key may confirm or read an intent when it presents its client_secret.
    const bodyKey = method === 'POST' ? new URLSearchParams(raw).get('key') : url.searchParams.get('key')
    const publishable = (auth === `Bearer ${publishableKey}` || bodyKey === publishableKey) && /^\/v1\/payment_intents\/pi_[a-z0-9]+(\/confirm)?\/?$/.test(url.pathname)
    if (publishable) {
      const p = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw)
      const pi = intents.get(url.pathname.split('/')[3])
      if (!pi || p.client_secret !== pi.client_secret) {
        record(404)
        return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } })
      }
    } else if (auth !== `Bearer ${apiKey}`) {
      record(401)
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
    }
    if (slowRule?.pattern.test(url.pathname)) await new Promise((r) => setTimeout(r, slowRule!.ms))
    if (outagePattern?.test(url.pathname)) {
      record(500)
      return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } })
    }
    const params = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw)
    delete params.client_secret
    delete params.key
    const fingerprint = `${method} ${url.pathname} ${raw}`
    const slot = key && method === 'POST' ? `${apiKey}:${key}` : null
    if (slot) {
      const prior = idem.get(slot)
      if (prior === 'in-flight') {
        held.get(slot)?.()
        record(409)
        return send(res, 409, {
          error: {
            type: 'invalid_request_error',
            code: 'idempotency_key_in_use',
            message:
              'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
          },
        })
      }
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          record(400)
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          })
        }
        record(prior.status)
        return send(res, prior.status, prior.body, true)
      }
      idem.set(slot, 'in-flight')
      if (key && options.holdKeys?.test(key)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2000)
          held.set(slot, () => {
            clearTimeout(timer)
            resolve()
          })
        })
        held.delete(slot)
      }
    }
    let status = 200
    let body: Json
    try {
      if (options.latencyMs && method === 'POST' && url.pathname === '/v1/payment_intents') await new Promise((r) => setTimeout(r, options.latencyMs))
      body = structuredClone(route(method, url.pathname, params))
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      status = err.status
      body = { error: err.body }
    }
    // Stripe does not store 5xx/409 for replay; 4xx and 2xx are replayed.
    if (slot) {
      if (status >= 500) idem.delete(slot)
      else idem.set(slot, { fingerprint, status, body })
    }
    record(status)
    send(res, status, body)
  }

  const server: Server = createServer((req, res) => {
    inFlight++
    handle(req, res)
      .catch((err) => send(res, 500, { error: { type: 'api_error', message: String(err) } }))
      .finally(() => inFlight--)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const signedRequest: StripeTestServer['signedRequest'] = (url, event, secret, opts = {}) => {
    const payload = JSON.stringify(event)
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.signatureSecret ?? secret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) })
    return new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload })
  }

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    client: (secretKey = apiKey) => new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 3, telemetry: false }),
    intents,
    failRefund(id: string, reason = 'expired_or_canceled_card') {
      const refund = refunds.get(id)
      if (refund) refund.status = 'pending' // a succeeded card refund the bank later returns
      settle(id, 'failed', reason)
    },
    settleRefund: settle,
    refundOutcome(status) {
      nextRefundStatus = status
    },
    refunds,
    events,
    log,
    created: () => createdCount,
    completeAction(id) {
      const pi = getIntent(id)
      if (pi.status !== 'requires_action') throw new Error(`${id} is ${String(pi.status)}`)
      authorize(pi)
    },
    tamper(id, patch) {
      Object.assign(getIntent(id), patch)
    },
    outage(pattern) {
      outagePattern = pattern
    },
    slow(pattern, ms = 20_000) {
      slowRule = pattern ? { pattern, ms } : null
    },
    inFlight: () => inFlight,
    async deliver(target, secret, opts = {}) {
      const list = opts.events ?? events.filter((e) => !delivered.has(e.id))
      const statuses: number[] = []
      for (const e of list) {
        delivered.add(e.id)
        const req = signedRequest(typeof target === 'string' ? target : 'http://localhost/payments/stripe/webhook/', e, secret)
        const res = typeof target === 'string' ? await fetch(req) : await target(req)
        statuses.push(res.status)
      }
      return statuses
    },
    signedRequest,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
