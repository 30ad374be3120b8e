/**
 * StripePaymentProvider with the REAL `stripe` SDK against the local Stripe-compatible server
 * (tests/helpers/stripe-server.ts): authorize / verify / capture / cancel, amount mismatch refused,
 * idempotency per session version (200 parallel duplicates → 1 PaymentIntent), declines, MSI plans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StripePaymentProvider, stripeConnectionFromEnv } from '../../src/features/checkout/payments/stripe'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'

let server: StripeTestServer
let provider: StripePaymentProvider

beforeAll(async () => {
  server = await startStripeServer({ latencyMs: 15, holdKeys: /^sess-f:/ })
  // The same env settings the app reads (documented in .env.example).
  const conn = stripeConnectionFromEnv({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_HOST: server.host, STRIPE_API_PORT: String(server.port), STRIPE_API_PROTOCOL: 'http' })
  provider = new StripePaymentProvider({ ...conn!, maxNetworkRetries: 5 })
})
afterAll(() => server.close())

const base = (key: string) => ({
  amountMinor: 91_300,
  currency: 'USD',
  idempotencyKey: key,
  description: 'Hotel HXA 2027-01-10→2027-01-14',
  methodCode: 'VI',
  metadata: { sessionId: key.split(':')[0] },
})

describe('Stripe provider: Payment Element flow (prepare → browser confirms → verify → capture)', () => {
  it('creates a manual-capture PaymentIntent with the server amount, metadata and the idempotency key', async () => {
    const p = await provider.prepare(base('sess-a:1'))
    expect(p).toMatchObject({ provider: 'stripe', amountMinor: 91_300, currency: 'USD', status: 'requires_payment_method', installmentPlans: [] })
    expect(p.clientSecret).toMatch(/^pi_.+_secret_/)
    const pi = server.intents.get(p.reference)!
    expect(pi).toMatchObject({ capture_method: 'manual', currency: 'usd', metadata: { sessionId: 'sess-a', methodCode: 'VI' }, allowed_payment_method_types: ['card'] })
    expect(server.log.find((l) => l.path === '/v1/payment_intents' && l.method === 'POST')?.idempotencyKey).toBe('sess-a:1')
  })

  it('verifies an authorization made in the browser, captures it once, idempotently', async () => {
    const p = await provider.prepare(base('sess-b:1'))
    await expect(provider.verify(p.reference, { amountMinor: 91_300, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' })
    // What Stripe.js does in the browser with the client secret:
    await server.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
    const auth = await provider.verify(p.reference, { amountMinor: 91_300, currency: 'USD', metadata: { sessionId: 'sess-b' } })
    expect(auth).toEqual({ provider: 'stripe', reference: p.reference, amountMinor: 91_300, currency: 'USD' })
    await provider.capture(p.reference)
    await provider.capture(p.reference)
    expect(server.intents.get(p.reference)).toMatchObject({ status: 'succeeded', amount_received: 91_300 })
    await expect(provider.cancel(p.reference)).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })

  it('refuses to commit when amount, currency or metadata differ from the server total', async () => {
    const p = await provider.prepare(base('sess-c:1'))
    await server.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
    await expect(provider.verify(p.reference, { amountMinor: 91_301, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(provider.verify(p.reference, { amountMinor: 91_300, currency: 'MXN' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(provider.verify(p.reference, { amountMinor: 91_300, currency: 'USD', metadata: { sessionId: 'other' } })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    // A PaymentIntent changed behind the server's back (e.g. by a tampered client) is refused too.
    server.tamper(p.reference, { amount: 100, amount_capturable: 100 })
    await expect(provider.verify(p.reference, { amountMinor: 91_300, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(provider.verify('sbx_abc', { amountMinor: 1, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })

  it('cancels an authorization (commit failed: LAST_ROOM_TAKEN), idempotently; capture is then refused', async () => {
    const p = await provider.prepare(base('sess-d:1'))
    await server.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
    await provider.cancel(p.reference)
    await provider.cancel(p.reference)
    expect(server.intents.get(p.reference)).toMatchObject({ status: 'canceled', amount_capturable: 0 })
    await expect(provider.capture(p.reference)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' })
  })

  it('a new session version is a new PaymentIntent; the same version with another amount is refused by Stripe', async () => {
    const v1 = await provider.prepare(base('sess-e:1'))
    const v2 = await provider.prepare({ ...base('sess-e:2'), amountMinor: 50_000 })
    expect(v2.reference).not.toBe(v1.reference)
    await expect(provider.prepare({ ...base('sess-e:1'), amountMinor: 1 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })

  it('200 parallel duplicate calls with one key → 1 PaymentIntent', async () => {
    const before = server.created()
    const results = await Promise.all(Array.from({ length: 200 }, () => provider.prepare(base('sess-f:7'))))
    expect(new Set(results.map((r) => r.reference)).size).toBe(1)
    expect(server.created() - before).toBe(1)
    // The in-flight conflicts Stripe answers with 409 did happen and were retried.
    expect(server.log.some((l) => l.idempotencyKey === 'sess-f:7' && l.status === 409)).toBe(true)
  })

  it('refuses bad input before calling Stripe', async () => {
    await expect(provider.prepare({ ...base('x:1'), amountMinor: 0 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(provider.prepare({ ...base('x:1'), amountMinor: 10.5 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(provider.prepare({ ...base('x:1'), currency: 'usd' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(provider.prepare({ ...base('x:1'), methodCode: 'PP' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })
})

describe('Stripe provider: one-call authorize (ticket shop signature) and declines', () => {
  it('authorizes with a collected payment method, same key → same authorization, then captures', async () => {
    const input = { ...base('order-1:1'), paymentMethodId: 'pm_card_visa' }
    const a = await provider.authorize(input)
    const b = await provider.authorize(input)
    expect(b.reference).toBe(a.reference)
    expect(a).toMatchObject({ provider: 'stripe', amountMinor: 91_300, currency: 'USD' })
    await provider.capture(a.reference)
    expect(server.intents.get(a.reference)?.status).toBe('succeeded')
  })

  it('needs a payment method (Stripe cannot authorize without one)', async () => {
    await expect(provider.authorize(base('order-2:1'))).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
  })

  it('a declined card → PAYMENT_DECLINED, and verify reports the decline; another card then succeeds on the same PaymentIntent', async () => {
    await expect(provider.authorize({ ...base('order-3:1'), paymentMethodId: 'pm_card_chargeDeclined' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' })
    const again = await provider.prepare(base('order-3:1'))
    expect(again.status).toBe('requires_payment_method')
    await expect(provider.verify(again.reference, { amountMinor: 91_300, currency: 'USD' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' })
    const ok = await provider.authorize({ ...base('order-3:1'), paymentMethodId: 'pm_card_mastercard' })
    expect(ok.reference).toBe(again.reference)
    await expect(provider.authorize({ ...base('order-4:1'), paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' })
  })

  it('3-D Secure: requires_action is not an authorization until the customer passes it', async () => {
    await expect(provider.authorize({ ...base('order-5:1'), paymentMethodId: 'pm_card_authenticationRequired' })).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' })
    const p = await provider.prepare(base('order-5:1'))
    expect(p.status).toBe('requires_action')
    server.completeAction(p.reference)
    await expect(provider.verify(p.reference, { amountMinor: 91_300, currency: 'USD' })).resolves.toMatchObject({ reference: p.reference })
  })

  it('a wrong secret key is a provider error, not a crash', async () => {
    const bad = new StripePaymentProvider(server.client('sk_test_wrong'))
    await expect(bad.prepare(base('k:1'))).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' })
  })
})

describe('Stripe provider: meses sin intereses (MXN)', () => {
  const mxn = (key: string) => ({ ...base(key), amountMinor: 1_650_000, currency: 'MXN', enableInstallments: true })

  it('offers the card’s plans of ≤ 12 months once the method is attached, and confirms with the chosen plan', async () => {
    const first = await provider.prepare(mxn('mx-1:1'))
    expect(first.installmentPlans).toEqual([])
    expect(server.intents.get(first.reference)?.payment_method_options).toMatchObject({ card: { installments: { enabled: true } } })
    const attached = await provider.prepare({ ...mxn('mx-1:1'), paymentMethodId: 'pm_card_mx' })
    expect(attached.reference).toBe(first.reference)
    expect(attached.installmentPlans.map((p) => p.count)).toEqual([3, 6, 9, 12]) // 18 is offered by Stripe, not by the shop
    await expect(provider.confirm(attached.reference, { installments: 18 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    const confirmed = await provider.confirm(attached.reference, { installments: 6 })
    expect(confirmed.status).toBe('authorized')
    const auth = await provider.verify(attached.reference, { amountMinor: 1_650_000, currency: 'MXN' })
    expect(auth.installments).toBe(6)
  })

  it('a US card in MXN has no plans; paying in one instalment still works', async () => {
    const p = await provider.prepare({ ...mxn('mx-2:1'), paymentMethodId: 'pm_card_visa' })
    expect(p.installmentPlans).toEqual([])
    await expect(provider.confirm(p.reference, { installments: 3 })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    expect((await provider.confirm(p.reference)).status).toBe('authorized')
  })

  it('instalments are never requested outside MXN', async () => {
    const p = await provider.prepare({ ...base('usd-msi:1'), enableInstallments: true })
    expect(server.intents.get(p.reference)?.payment_method_options).toMatchObject({ card: { installments: null } })
  })

  it('the financing method (UP) maps to Affirm', async () => {
    const p = await provider.prepare({ ...base('aff:1'), methodCode: 'UP' })
    expect(server.intents.get(p.reference)?.allowed_payment_method_types).toEqual(['affirm'])
  })
})
