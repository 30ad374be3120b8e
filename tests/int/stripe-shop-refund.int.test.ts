/**
 * Ticket shop refunds with Stripe (issue #5 "Checkout and after", cancellation policy): the shop
 * service with the real Stripe provider (real `stripe` SDK) against the local Stripe-compatible
 * server. Proves: cancelling more than 2 days ahead creates ONE Stripe refund of the captured
 * PaymentIntent for exactly the policy's amount (paid − 10% fee), keyed `shop-refund:<order>`, and the
 * order records the `re_…` id; within 2 days nothing reaches Stripe; 20 concurrent cancels → 1 refund;
 * a Stripe outage keeps the cancellation and the refund owed, and the next cancel sends it with the
 * same idempotency key. Also the test server's `POST /v1/refunds` rules (as Stripe) and the
 * provider's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'

const customer = { firstName: 'Ana', lastName: 'López', email: 'ana.refund@example.com', phone: '+52 998 123 4567', country: 'MX' }
const EARLY = new Date('2027-09-20T15:00:00Z') // more than 2 days before every visit below (October 2027)
let payload: Payload
let stripe: StripeTestServer
let provider: StripePaymentProvider
let shop: ShopService

const park = (date: string, adults = 1): AddItem => ({ productId: 3001, date, quantities: { adults, minors: 0, infants: 0 } })
const feeOf = (total: number) => Math.floor((total * 10 + 50) / 100)

/** A paid order through the Payment Element flow: its code, total and PaymentIntent id. */
async function paidOrder(date: string, adults = 1) {
  const added = await shop.addToCart(null, park(date, adults), 'en')
  if (!added.ok) throw new Error(added.message)
  const co = await shop.startCheckout(added.cartId, 'USD', 'en')
  if (!co.ok) throw new Error(co.message)
  const p = await shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })
  if (!p.ok) throw new Error(p.message)
  await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
  const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `refund-order-${date}`, paymentReference: p.reference })
  if (!r.ok) throw new Error(r.message)
  return { orderCode: r.orderCode, total: co.totalMinor, intent: p.reference }
}

const refundsOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent)
const refundPosts = () => stripe.log.filter((l) => l.method === 'POST' && l.path === '/v1/refunds')
const row = async (code: string) =>
  (
    await shopPool().query(
      `SELECT status, refund_minor::int AS refund_minor, refund_status, refund_reference, refund_provider_status, refund_error, refund_attempts FROM shop.orders WHERE order_code = $1`,
      [code],
    )
  ).rows[0]

beforeAll(async () => {
  payload = await testPayload()
  stripe = await startStripeServer({ latencyMs: 10 })
  provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  shop = createShopService({ payments: () => provider, duplicateWaitMs: 60_000 })
})
afterAll(async () => {
  await closeShopPool()
  await stripe.close()
  await payload.destroy()
})

describe('shop cancellation refunds with Stripe', () => {
  it('more than 2 days ahead: one Stripe refund of exactly paid − 10% fee, recorded on the order', async () => {
    const { orderCode, total, intent } = await paidOrder('2027-10-01', 2)
    const r = await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')
    const fee = feeOf(total)
    expect(r).toMatchObject({
      ok: true,
      status: 'cancelled',
      refund: { rule: 'FEE', paid: total, fee, refund: total - fee },
      refundStatus: 'succeeded',
      refundReference: expect.stringMatching(/^re_/),
    })
    const refunds = refundsOf(intent)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({
      object: 'refund',
      amount: total - fee,
      currency: 'usd',
      status: 'succeeded',
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { orderCode, kind: 'ticket-shop' },
    })
    expect(r.ok && r.refundReference).toBe(refunds[0]!.id)
    expect(refundPosts().filter((l) => l.idempotencyKey === `shop-refund:${orderCode}`)).toHaveLength(1)
    expect(await row(orderCode)).toMatchObject({
      status: 'cancelled',
      refund_minor: total - fee,
      refund_status: 'succeeded',
      refund_reference: refunds[0]!.id,
      refund_provider_status: 'succeeded',
      refund_attempts: 1,
    })
    expect((await shop.getOrder(orderCode, customer.email, 'es'))!.refund).toMatchObject({ amountMinor: total - fee, feeMinor: fee, status: 'succeeded', reference: refunds[0]!.id })
    // a second cancel: refused, nothing more at Stripe
    expect(await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED', status: 409 })
    expect(refundsOf(intent)).toHaveLength(1)
  })

  it('within 2 days of the visit: no refund, nothing sent to Stripe', async () => {
    const { orderCode, intent } = await paidOrder('2027-10-02')
    const posts = refundPosts().length
    const r = await shop.cancelOrder(orderCode, customer.email, new Date('2027-10-01T15:00:00Z'), 'en')
    expect(r).toMatchObject({ ok: true, refund: { rule: 'NO_REFUND', refund: 0 }, refundStatus: 'none', refundReference: null })
    expect(refundPosts().length).toBe(posts)
    expect(refundsOf(intent)).toEqual([])
    expect(stripe.intents.get(intent)).toMatchObject({ status: 'succeeded' })
  })

  it('20 concurrent cancels of one order → one cancellation, one Stripe refund', async () => {
    const { orderCode, total, intent } = await paidOrder('2027-10-03')
    const results = await Promise.all(Array.from({ length: 20 }, () => shop.cancelOrder(orderCode, customer.email, EARLY, 'en')))
    for (const r of results) expect(r.ok || r.status === 409).toBe(true)
    expect(results.filter((r) => r.ok && !r.retried)).toHaveLength(1)
    expect(refundsOf(intent)).toEqual([expect.objectContaining({ amount: total - feeOf(total) })])
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 1 })
  }, 60_000)

  it('Stripe down: the cancellation stands, the refund is owed; the next cancel sends it with the same key, once', async () => {
    const { orderCode, total, intent } = await paidOrder('2027-10-04')
    stripe.outage(/^\/v1\/refunds/)
    let first
    try {
      first = await shop.cancelOrder(orderCode, customer.email, EARLY, 'es')
    } finally {
      stripe.outage(null)
    }
    expect(first).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'failed', refundReference: null, notice: expect.stringMatching(/^Tu pedido está cancelado/) })
    expect(refundsOf(intent)).toEqual([])
    expect(await row(orderCode)).toMatchObject({ status: 'cancelled', refund_status: 'failed', refund_error: expect.stringContaining('PAYMENT_PROVIDER_ERROR'), refund_attempts: 1 })
    const failedPosts = refundPosts().filter((l) => l.idempotencyKey === `shop-refund:${orderCode}`)
    expect(failedPosts.length).toBeGreaterThanOrEqual(1) // the SDK retried the 500s with the same key
    expect(failedPosts.every((l) => l.status === 500)).toBe(true)

    const retry = await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')
    expect(retry).toMatchObject({ ok: true, retried: true, refundStatus: 'succeeded', refundReference: expect.stringMatching(/^re_/) })
    expect(refundsOf(intent)).toEqual([expect.objectContaining({ amount: total - feeOf(total) })])
    expect(refundPosts().filter((l) => l.idempotencyKey === `shop-refund:${orderCode}` && l.status === 200)).toHaveLength(1)
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_error: null, refund_attempts: 2 })
    expect(await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED' })
  }, 60_000)
})

describe('POST /v1/refunds (local server, as Stripe) and StripePaymentProvider.refund', () => {
  async function capturedIntent(amount: number) {
    const c = stripe.client()
    const pi = await c.paymentIntents.create({ amount, currency: 'usd', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true })
    await c.paymentIntents.capture(pi.id)
    return pi.id
  }

  it('partial then full; more than is left → amount_too_large; nothing left → charge_already_refunded; keys replay', async () => {
    const c = stripe.client()
    const id = await capturedIntent(10_000)
    const first = await c.refunds.create({ payment_intent: id, amount: 9_000 }, { idempotencyKey: 'srv-refund-1' })
    expect(first).toMatchObject({ object: 'refund', amount: 9_000, currency: 'usd', status: 'succeeded', payment_intent: id })
    const replay = await c.refunds.create({ payment_intent: id, amount: 9_000 }, { idempotencyKey: 'srv-refund-1' })
    expect(replay.id).toBe(first.id)
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true')
    await expect(c.refunds.create({ payment_intent: id, amount: 8_000 }, { idempotencyKey: 'srv-refund-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
    await expect(c.refunds.create({ payment_intent: id, amount: 1_001 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large', param: 'amount', statusCode: 400 })
    const rest = await c.refunds.create({ payment_intent: id })
    expect(rest.amount).toBe(1_000)
    await expect(c.refunds.create({ payment_intent: id, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' })
    expect((await c.refunds.retrieve(first.id)).amount).toBe(9_000)
  })

  it('only captured intents: an authorization is refused (cancel it instead); the provider maps refusals', async () => {
    const c = stripe.client()
    const held = await c.paymentIntents.create({ amount: 5_000, currency: 'usd', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true })
    await expect(c.refunds.create({ payment_intent: held.id, amount: 100 })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 })
    await expect(provider.refund({ reference: held.id, amountMinor: 100, currency: 'USD', idempotencyKey: 'p-held' })).rejects.toMatchObject({ name: 'PaymentError', code: 'PAYMENT_INVALID' })
    const id = await capturedIntent(5_000)
    await expect(provider.refund({ reference: id, amountMinor: 100, currency: 'MXN', idempotencyKey: 'p-cur' })).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    await expect(provider.refund({ reference: id, amountMinor: 0, currency: 'USD', idempotencyKey: 'p-zero' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    await expect(provider.refund({ reference: id, amountMinor: 5_001, currency: 'USD', idempotencyKey: 'p-big' })).rejects.toMatchObject({ code: 'PAYMENT_INVALID' })
    const ok = await provider.refund({ reference: id, amountMinor: 4_500, currency: 'USD', idempotencyKey: 'p-ok' })
    expect(ok).toMatchObject({ provider: 'stripe', id: expect.stringMatching(/^re_/), paymentReference: id, amountMinor: 4_500, currency: 'USD', status: 'succeeded' })
    expect(await provider.refund({ reference: id, amountMinor: 4_500, currency: 'USD', idempotencyKey: 'p-ok' })).toEqual(ok)
    expect(refundsOf(id)).toHaveLength(1)
  })
})
