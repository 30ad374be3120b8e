/**
 * Ticket shop checkout with Stripe (issue #5 "Checkout and after", "Reliability"): the shop service
 * with the real Stripe provider (real `stripe` SDK) against the local Stripe-compatible server.
 * Proves the Payment Element flow: prepareOrderPayment (one manual-capture PaymentIntent of the
 * checkout's server total, metadata checkoutId) → the browser confirms (here: the SDK with a test
 * payment method, as Stripe.js would) → placeOrder verifies it and captures; MSI plans for MXN;
 * tampered intents (other amount, other checkout) refused and not cancelled; a decline orders nothing;
 * 200 duplicate prepares + submits → 1 PaymentIntent, 1 order; the sandbox path still authorizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { PaymentError } from '../../src/features/checkout/payments'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { sweepAuthorizations } from '../../src/features/checkout/server/stripeWebhook'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'
import { paymentFlows } from '../../src/paymentFlows'

const customer = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phone: '+52 998 123 4567', country: 'MX' }
let payload: Payload
let stripe: StripeTestServer
let shop: ShopService
let sandboxShop: ShopService
let provider: StripePaymentProvider

const park = (date: string, adults = 1, minors = 0): AddItem => ({ productId: 3001, date, quantities: { adults, minors, infants: 0 } })

async function checkout(currency: string, ...items: AddItem[]) {
  let cartId: string | null = null
  for (const it of items) {
    const r = await shop.addToCart(cartId, it, 'en')
    if (!r.ok) throw new Error(`${r.code} ${r.message}`)
    cartId = r.cartId
  }
  const co = await shop.startCheckout(cartId!, currency, 'en')
  if (!co.ok) throw new Error(co.message)
  return co
}

async function ordersOf(checkoutId: string) {
  return (await shopPool().query(`SELECT order_code, payment_reference, total_minor, installments FROM shop.orders WHERE checkout_id = $1`, [checkoutId])).rows
}

beforeAll(async () => {
  payload = await testPayload()
  stripe = await startStripeServer({ latencyMs: 30 })
  provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  shop = createShopService({ payments: () => provider, duplicateWaitMs: 60_000 })
  sandboxShop = createShopService({ payments: () => new SandboxPaymentProvider() })
})
afterAll(async () => {
  await closeShopPool()
  await stripe.close()
  await payload.destroy()
})

describe('shop checkout with Stripe (Payment Element flow)', () => {
  it('prepare → browser confirms → placeOrder: verified, ordered with the PaymentIntent id, captured', async () => {
    const co = await checkout('USD', park('2027-09-01', 2, 1))
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', locale: 'en' })
    if (!p.ok) throw new Error(p.message)
    expect(p).toMatchObject({ amountMinor: co.totalMinor, currency: 'USD', installmentPlans: [] })
    expect(p.clientSecret).toMatch(/^pi_.+_secret_/)
    expect(stripe.intents.get(p.reference)).toMatchObject({ amount: co.totalMinor, currency: 'usd', capture_method: 'manual', metadata: { checkoutId: co.checkoutId, kind: 'ticket-shop' } })
    // idempotent per checkout: preparing again gives the same PaymentIntent
    expect(await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })).toMatchObject({ ok: true, reference: p.reference })

    // before the browser confirmed: refused, nothing ordered, and not recorded against the key
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'stripe-order-1', paymentReference: p.reference })).toMatchObject({
      ok: false,
      code: 'PAYMENT_FAILED',
      status: 402,
    })
    expect(await ordersOf(co.checkoutId)).toEqual([])

    await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' }) // Stripe.js
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'stripe-order-1', paymentReference: p.reference, locale: 'en' })
    if (!r.ok) throw new Error(r.message)
    expect(stripe.intents.get(p.reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
    const order = await shop.getOrder(r.orderCode, customer.email, 'en')
    expect(order).toMatchObject({ status: 'paid', totalMinor: co.totalMinor, currency: 'USD', payment: { provider: 'stripe', reference: p.reference, methodCode: 'VI' } })
    expect(order!.tickets).toHaveLength(3)
    // a paid checkout cannot be prepared again
    expect(await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })).toMatchObject({ ok: false, code: 'CHECKOUT_CLOSED' })
  })

  it('refuses a PaymentIntent of another amount or another checkout, and does not cancel it', async () => {
    const co = await checkout('USD', park('2027-09-02'))
    // a cheaper intent confirmed by a tampering browser, with this checkout's id in its metadata
    const cheap = await stripe.client().paymentIntents.create({ amount: 100, currency: 'usd', capture_method: 'manual', metadata: { checkoutId: co.checkoutId, kind: 'ticket-shop' } })
    await stripe.client().paymentIntents.confirm(cheap.id, { payment_method: 'pm_card_visa' })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'tamper-amount', paymentReference: cheap.id })).toMatchObject({
      ok: false,
      code: 'PAYMENT_FAILED',
    })
    // the right amount in another currency
    const otherCurrency = await stripe
      .client()
      .paymentIntents.create({ amount: co.totalMinor, currency: 'mxn', capture_method: 'manual', metadata: { checkoutId: co.checkoutId, kind: 'ticket-shop' } })
    await stripe.client().paymentIntents.confirm(otherCurrency.id, { payment_method: 'pm_card_visa' })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'tamper-currency', paymentReference: otherCurrency.id })).toMatchObject({
      ok: false,
      code: 'PAYMENT_FAILED',
    })
    // another checkout's authorized intent (same amount)
    const other = await checkout('USD', park('2027-09-03'))
    const op = await shop.prepareOrderPayment({ checkoutId: other.checkoutId, methodCode: 'VI' })
    if (!op.ok) throw new Error(op.message)
    await stripe.client().paymentIntents.confirm(op.reference, { payment_method: 'pm_card_visa' })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'tamper-other', paymentReference: op.reference })).toMatchObject({
      ok: false,
      code: 'PAYMENT_FAILED',
    })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'tamper-bogus', paymentReference: 'pi_doesnotexist' })).toMatchObject({ ok: false })
    expect(await ordersOf(co.checkoutId)).toEqual([])
    // never cancelled on the browser's word
    expect(stripe.intents.get(op.reference)?.status).toBe('requires_capture')
    expect(stripe.intents.get(cheap.id)?.status).toBe('requires_capture')
    // the checkout is still open: its own intent still places the order
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })
    if (!p.ok) throw new Error(p.message)
    await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'tamper-then-ok', paymentReference: p.reference })).toMatchObject({
      ok: true,
      replayed: false,
    })
  })

  it('a declined card orders nothing (PAYMENT_DECLINED); another card on the same intent then works', async () => {
    const co = await checkout('USD', park('2027-09-04'))
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })
    if (!p.ok) throw new Error(p.message)
    await stripe
      .client()
      .paymentIntents.confirm(p.reference, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined)
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'declined-a', paymentReference: p.reference })).toMatchObject({
      ok: false,
      code: 'PAYMENT_DECLINED',
      status: 402,
    })
    expect(await ordersOf(co.checkoutId)).toEqual([])
    await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_mastercard' })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'declined-a', paymentReference: p.reference })).toMatchObject({ ok: true })
  })

  it('MXN: plans ≤ 12 months from Stripe once the card is attached; confirmed with the chosen plan; the months reach the order', async () => {
    const co = await checkout('MXN', park('2027-09-05', 2))
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', paymentMethodId: 'pm_card_mx' })
    if (!p.ok) throw new Error(p.message)
    expect(p).toMatchObject({ currency: 'MXN', amountMinor: co.totalMinor, installmentPlans: [3, 6, 9, 12] })
    const other = await checkout('MXN', park('2027-09-06'))
    expect(await shop.confirmOrderPayment({ checkoutId: other.checkoutId, reference: p.reference, months: 6 })).toMatchObject({ ok: false, code: 'PAYMENT_FAILED' })
    expect(await shop.confirmOrderPayment({ checkoutId: co.checkoutId, reference: p.reference, months: 18 })).toMatchObject({ ok: false, code: 'INVALID_INPUT' })
    expect(await shop.confirmOrderPayment({ checkoutId: co.checkoutId, reference: p.reference, months: 6 })).toEqual({ ok: true, status: 'authorized', clientSecret: null })
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'msi-order', paymentReference: p.reference })
    if (!r.ok) throw new Error(r.message)
    expect(await ordersOf(co.checkoutId)).toEqual([expect.objectContaining({ payment_reference: p.reference, installments: 6 })])
    expect(stripe.intents.get(p.reference)).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { plan: { count: 6 } } } } })
  })

  it('an expired checkout cancels its own verified authorization', async () => {
    const co = await checkout('USD', park('2027-09-07'))
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })
    if (!p.ok) throw new Error(p.message)
    await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
    await shopPool().query(`UPDATE shop.checkouts SET expires_at = now() - interval '1 minute' WHERE checkout_id = $1`, [co.checkoutId])
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'expired-stripe', paymentReference: p.reference })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_EXPIRED',
      status: 410,
    })
    expect(stripe.intents.get(p.reference)?.status).toBe('canceled')
  })

  it('200 duplicate prepares and 200 duplicate submits → 1 PaymentIntent, 1 order, 1 capture', async () => {
    const co = await checkout('USD', park('2027-09-08', 2))
    const createdBefore = stripe.created()
    const prepared = await Promise.all(Array.from({ length: 200 }, () => shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })))
    const refs = new Set(prepared.map((x) => (x.ok ? x.reference : `error:${x.code}`)))
    expect([...refs]).toHaveLength(1)
    expect(stripe.created() - createdBefore).toBe(1)
    const reference = [...refs][0]!
    await stripe.client().paymentIntents.confirm(reference, { payment_method: 'pm_card_visa' })
    // double clicks reuse the form's key; reloaded forms send new keys
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `dup-${i % 20}-abcdef`, paymentReference: reference })),
    )
    const codes = new Set(results.map((x) => (x.ok ? x.orderCode : `error:${x.code}`)))
    expect([...codes]).toHaveLength(1)
    expect(results.filter((x) => x.ok && !x.replayed)).toHaveLength(1)
    expect(await ordersOf(co.checkoutId)).toHaveLength(1)
    expect(stripe.log.filter((l) => l.path === `/v1/payment_intents/${reference}/capture` && l.status === 200)).toHaveLength(1)
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
  })

  it('bad input → typed 4xx; the sandbox (form collection) still authorizes in placeOrder', async () => {
    expect(await shop.prepareOrderPayment({ checkoutId: 'x', methodCode: 'VI' })).toMatchObject({ ok: false, code: 'INVALID_INPUT', status: 422 })
    expect(await shop.prepareOrderPayment({ checkoutId: 'a'.repeat(32), methodCode: 'VI' })).toMatchObject({ ok: false, code: 'CHECKOUT_NOT_FOUND', status: 404 })
    const co = await checkout('MXN', park('2027-09-09'))
    expect(await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'PP', locale: 'es' })).toMatchObject({ ok: false, code: 'INVALID_INPUT', params: { field: 'methodCode' } })
    expect(await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', paymentMethodId: 'card_123' })).toMatchObject({ ok: false, code: 'INVALID_INPUT' })
    const r = await sandboxShop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'sandbox-still-ok' })
    if (!r.ok) throw new Error(r.message)
    expect((await ordersOf(co.checkoutId))[0]!.payment_reference).toMatch(/^sbx_/)
  })
})

describe('a capture error after the order (issue #11 item 3)', () => {
  async function authorized(date: string) {
    const co = await checkout('USD', park(date, 1))
    const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', locale: 'en' })
    if (!p.ok) throw new Error(p.message)
    await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' }) // Stripe.js
    return { co, reference: p.reference }
  }
  const owedRow = async (id: string) => (await shopPool().query(`SELECT status, capture_owed_at IS NOT NULL AS owed, resolution FROM payments.payment_intents WHERE id = $1`, [id])).rows[0]

  it('captured at Stripe but the answer was lost → the order stands, nothing cancelled', async () => {
    const { co, reference } = await authorized('2027-09-20')
    // the capture reached Stripe; its answer did not reach us
    const lostAnswer = Object.assign(Object.create(provider) as StripePaymentProvider, {
      capture: async (ref: string) => {
        await provider.capture(ref)
        throw new PaymentError('PAYMENT_PROVIDER_ERROR', 'socket hang up (test)')
      },
    })
    const r = await createShopService({ payments: () => lostAnswer }).placeOrder({
      checkoutId: co.checkoutId,
      customer,
      methodCode: 'VI',
      idempotencyKey: 'capture-answer-lost',
      paymentReference: reference,
      locale: 'en',
    })
    expect(r).toMatchObject({ ok: true })
    if (!r.ok) return
    expect(await shop.getOrder(r.orderCode, customer.email, 'en')).toMatchObject({ status: 'paid', payment: { reference } })
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
    expect(await owedRow(reference)).toBeUndefined() // nothing owed
  })

  it('Stripe down during the capture → the order stands, the capture is owed, and the sweep captures it', async () => {
    const { co, reference } = await authorized('2027-09-21')
    stripe.outage(/\/capture$/)
    let r: Awaited<ReturnType<ShopService['placeOrder']>>
    try {
      r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'capture-outage', paymentReference: reference, locale: 'en' })
    } finally {
      stripe.outage(null)
    }
    expect(r).toMatchObject({ ok: true })
    if (!r.ok) return
    expect(await shop.getOrder(r.orderCode, customer.email, 'en')).toMatchObject({ status: 'paid', payment: { reference } })
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture') // not cancelled: still owed
    expect(await owedRow(reference)).toMatchObject({ status: 'requires_capture', owed: true, resolution: null })
    // the sweep finishes it at once (no grace period), without needing a commit state or a webhook
    const deps = { pool: shopPool(), stripe: stripe.client(), secret: 'whsec_unused', graceMs: 3_600_000, commitState: async () => 'unknown' as const, flows: paymentFlows() }
    const done = await sweepAuthorizations(deps, 500)
    expect(done.find((d) => d.id === reference)?.action).toBe('captured')
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
    expect(await owedRow(reference)).toMatchObject({ status: 'succeeded', owed: false, resolution: 'captured' })
    expect((await sweepAuthorizations(deps, 500)).some((d) => d.id === reference)).toBe(false)
  })
})
