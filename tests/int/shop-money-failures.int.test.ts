/**
 * The ticket shop's money when an answer is lost or late: the shop service with the real Stripe
 * provider (real `stripe` SDK) against the local Stripe-compatible server and the test database.
 *
 * - The order transaction's COMMIT answers an error: a committed order keeps its payment (captured,
 *   shown); an order proven not written releases it; when the database cannot say, the payment is
 *   left to the sweep and the visitor is told the order is being confirmed.
 * - An order cancelled while its capture is still owed (the capture after the order was lost): only
 *   the retained fee is captured and the rest released; no refund of money never taken.
 * - A slow Stripe (refunds answered 20 s late) during 10 cancellations: no transaction or pool
 *   connection is held across the call, so cart, checkout and order reads go on meanwhile.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { reconcilePayments, formatMismatch } from '../../src/features/checkout/server/reconcile'
import { shopCommitState } from '../../src/features/ticket-shop/server/paymentFlow'
import { paymentFlows } from '../../src/paymentFlows'
import { discoverUncapturedIntents, sweepAuthorizations } from '../../src/features/checkout/server/stripeWebhook'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { hotelPaymentFlow } from '../../src/features/hotel-booking/server/paymentFlow'
import { shopPaymentFlow } from '../../src/features/ticket-shop/server/paymentFlow'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'

const customer = { firstName: 'Ana', lastName: 'López', email: 'ana.failures@example.com', phone: '+52 998 123 4567', country: 'MX' }
let payload: Payload
let stripe: StripeTestServer
let provider: StripePaymentProvider
let shop: ShopService

const park = (date: string, adults = 1): AddItem => ({ productId: 3001, date, quantities: { adults, minors: 0, infants: 0 } })

/** A checkout whose PaymentIntent the browser confirmed (authorized, not captured). */
async function authorized(service: ShopService, date: string, adults = 1) {
  const added = await service.addToCart(null, park(date, adults), 'en')
  if (!added.ok) throw new Error(added.message)
  const co = await service.startCheckout(added.cartId, 'USD', 'en')
  if (!co.ok) throw new Error(co.message)
  const p = await service.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI', locale: 'en' })
  if (!p.ok) throw new Error(p.message)
  await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' }) // Stripe.js
  return { co, reference: p.reference }
}

const ordersOf = async (checkoutId: string) => (await shopPool().query(`SELECT order_code, status, payment_reference FROM shop.orders WHERE checkout_id = $1`, [checkoutId])).rows
const checkoutStatus = async (checkoutId: string) => (await shopPool().query(`SELECT status FROM shop.checkouts WHERE checkout_id = $1`, [checkoutId])).rows[0]?.status
const cancelPosts = (intent: string) => stripe.log.filter((l) => l.method === 'POST' && l.path === `/v1/payment_intents/${intent}/cancel`).length

/**
 * The faults a database can give the order transaction: its COMMIT answers "connection terminated"
 * after committing (`commit: 'lost-answer'`) or without committing (`commit: 'failed'`, the session
 * ends and nothing is written); `down` makes the next `down` new connections fail (the database
 * unreachable for a moment), and `downAfterCommit` is `down` once the COMMIT fault was played.
 */
type Faults = { commit: 'lost-answer' | 'failed' | null; down: number; downAfterCommit?: number }

/** A pool over `real` that plays `faults` (a stand-in for the network between the shop and Postgres). */
function faultyPool(real: pg.Pool, faults: Faults): pg.Pool {
  const pool = Object.create(real) as pg.Pool
  const connect = async () => {
    if (faults.down > 0) {
      faults.down--
      throw new Error('connect ECONNREFUSED (test)')
    }
    const client = await real.connect()
    let ordering = false
    const wrapped = Object.create(client) as pg.PoolClient
    wrapped.query = (async (text: unknown, ...rest: unknown[]) => {
      const sql = typeof text === 'string' ? text : ((text as { text?: string })?.text ?? '')
      if (/^\s*BEGIN/i.test(sql)) ordering = false
      if (/INSERT INTO shop\.orders/.test(sql)) ordering = true
      if (/^\s*COMMIT/i.test(sql) && ordering && faults.commit) {
        const fault = faults.commit
        faults.commit = null
        faults.down = faults.downAfterCommit ?? 0
        if (fault === 'lost-answer') await client.query('COMMIT')
        throw new Error('Connection terminated unexpectedly (test)')
      }
      return (client.query as (...a: unknown[]) => unknown)(text, ...rest)
    }) as pg.PoolClient['query']
    wrapped.release = (err?: Error | boolean) => client.release(err)
    return wrapped
  }
  pool.connect = ((cb?: unknown) => (cb ? real.connect(cb as Parameters<pg.Pool['connect']>[0]) : connect())) as pg.Pool['connect']
  return pool
}

beforeAll(async () => {
  payload = await testPayload()
  stripe = await startStripeServer()
  provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  shop = createShopService({ payments: () => provider })
})
afterAll(async () => {
  const ids = [...stripe.intents.keys()]
  await shopPool().query('DELETE FROM payments.payment_intents WHERE id = ANY($1::text[])', [ids])
  await closeShopPool()
  await stripe.close()
  await payload.destroy()
})

describe('a database error at the order COMMIT never cancels the payment of a committed order', () => {
  it('COMMIT answer lost, the order committed: the order is shown and its payment captured, nothing cancelled', async () => {
    const faults: Faults = { commit: 'lost-answer', down: 0 }
    const service = createShopService({ payments: () => provider, pool: () => faultyPool(shopPool(), faults) })
    const { co, reference } = await authorized(service, '2027-11-03', 2)
    const r = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'commit-lost-answer', paymentReference: reference, locale: 'en' })
    expect(faults.commit).toBeNull() // the fault was played
    const orders = await ordersOf(co.checkoutId)
    expect(orders).toHaveLength(1)
    expect(r).toEqual({ ok: true, orderCode: orders[0].order_code, replayed: false })
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
    expect(cancelPosts(reference)).toBe(0)
    expect(await shop.getOrder(orders[0].order_code, customer.email, 'en')).toMatchObject({ status: 'paid', payment: { reference } })
    // the same submit again: the same order
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'commit-lost-answer', paymentReference: reference })).toMatchObject({
      ok: true,
      orderCode: orders[0].order_code,
      replayed: true,
    })
  })

  it('COMMIT failed, nothing written: proven by the checkout lock, the authorization is released and the checkout reopened', async () => {
    const faults: Faults = { commit: 'failed', down: 0 }
    const service = createShopService({ payments: () => provider, pool: () => faultyPool(shopPool(), faults) })
    const { co, reference } = await authorized(service, '2027-11-04')
    const r = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'commit-failed', paymentReference: reference, locale: 'en' })
    expect(faults.commit).toBeNull()
    expect(r).toMatchObject({ ok: false, code: 'PAYMENT_FAILED' })
    expect(await ordersOf(co.checkoutId)).toEqual([])
    expect(stripe.intents.get(reference)?.status).toBe('canceled')
    expect(await checkoutStatus(co.checkoutId)).toBe('open')
  })

  it('COMMIT answer lost and the database unreachable: "being confirmed" (202), the payment kept; the sweep captures the committed order', async () => {
    // once the COMMIT has answered, the database goes away for the re-reads
    const faults: Faults = { commit: 'lost-answer', down: 0, downAfterCommit: 3 }
    const service = createShopService({ payments: () => provider, pool: () => faultyPool(shopPool(), faults) })
    const { co, reference } = await authorized(service, '2027-11-05')
    const r = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'commit-unknown', paymentReference: reference, locale: 'es' })
    expect(r).toMatchObject({ ok: false, code: 'ORDER_CONFIRMING', status: 202 })
    expect(!r.ok && r.message).toMatch(/^Tu pago está autorizado y estamos confirmando tu pedido\. No vuelvas a pagar/)
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture') // not cancelled
    expect(cancelPosts(reference)).toBe(0)
    const [order] = await ordersOf(co.checkoutId)
    expect(order).toMatchObject({ status: 'paid', payment_reference: reference })
    // the sweep of a restarted server: the order committed with this intent → captured
    const deps = {
      pool: shopPool(),
      stripe: stripe.client(),
      secret: 'whsec_unused',
      graceMs: 0,
      commitState: (pi: { id: string; metadata: Record<string, string> }) => shopCommitState(pi, shopPool()),
      flows: paymentFlows(),
    }
    await discoverUncapturedIntents(deps)
    const swept = await sweepAuthorizations(deps, 500)
    expect(swept.find((d) => d.id === reference)?.action).toBe('captured')
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: co.totalMinor })
  })

  it('COMMIT failed and the database unreachable: the payment is kept until the checkout expires, then the sweep releases it', async () => {
    const faults: Faults = { commit: 'failed', down: 0, downAfterCommit: 3 }
    const service = createShopService({ payments: () => provider, pool: () => faultyPool(shopPool(), faults) })
    const { co, reference } = await authorized(service, '2027-11-06')
    const r = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'commit-failed-unknown', paymentReference: reference, locale: 'en' })
    expect(r).toMatchObject({ ok: false, code: 'ORDER_CONFIRMING', status: 202 })
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture')
    expect(await ordersOf(co.checkoutId)).toEqual([])
    const deps = {
      pool: shopPool(),
      stripe: stripe.client(),
      secret: 'whsec_unused',
      graceMs: 0,
      commitState: (pi: { id: string; metadata: Record<string, string> }) => shopCommitState(pi, shopPool()),
      flows: paymentFlows(),
    }
    await discoverUncapturedIntents(deps)
    // while the checkout is being paid the sweep keeps the authorization
    expect((await sweepAuthorizations(deps, 500)).find((d) => d.id === reference)?.action).toBe('kept')
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture')
    // past its expiry the checkout is released, and with it the authorization
    await shop.sweepExpiredHolds(new Date(Date.now() + 2 * 3600_000))
    expect(await checkoutStatus(co.checkoutId)).toBe('expired')
    expect((await sweepAuthorizations(deps, 500)).find((d) => d.id === reference)?.action).toBe('cancelled')
    expect(stripe.intents.get(reference)?.status).toBe('canceled')
  })
})

const EARLY = new Date('2027-10-20T15:00:00Z') // more than 2 days before every visit below
const feeOf = (total: number) => Math.floor((total * 10 + 50) / 100)
const refundsOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent)
const orderRow = async (code: string) =>
  (
    await shopPool().query(
      `SELECT status, total_minor::int AS total_minor, refund_minor::int AS refund_minor, refund_status, refund_provider_status, refund_reference, refund_attempts, refund_claimed_until FROM shop.orders WHERE order_code = $1`,
      [code],
    )
  ).rows[0]
const owedMark = async (id: string) => (await shopPool().query(`SELECT capture_owed_at IS NOT NULL AS owed FROM payments.payment_intents WHERE id = $1`, [id])).rows[0]?.owed

/** A paid order whose capture after the order failed (Stripe down): the order stands, the capture is owed. */
async function paidCaptureOwed(date: string, adults = 2) {
  const { co, reference } = await authorized(shop, date, adults)
  stripe.outage(/\/capture$/)
  try {
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `owed-${date}`, paymentReference: reference, locale: 'en' })
    if (!r.ok) throw new Error(r.message)
    return { orderCode: r.orderCode, total: co.totalMinor, reference }
  } finally {
    stripe.outage(null)
  }
}

describe('a cancellation before the capture: nothing to refund, the retained fee captured', () => {
  it('cancelled more than 2 days ahead while the capture is owed: the fee is captured, the rest released, no refund, reconciled', async () => {
    const { orderCode, total, reference } = await paidCaptureOwed('2027-11-10')
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture')
    expect(await owedMark(reference)).toBe(true)
    const fee = feeOf(total)
    const r = await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')
    expect(r).toMatchObject({ ok: true, status: 'cancelled', refund: { refund: total - fee, retained: fee }, refundStatus: 'none' })
    expect(r.ok && r.notice).toBeFalsy()
    // only the fee was taken; nothing refunded, nothing asked to be refunded
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: fee })
    expect(refundsOf(reference)).toEqual([])
    expect(stripe.log.filter((l) => l.method === 'POST' && l.path === '/v1/refunds' && l.idempotencyKey === `shop-refund:${orderCode}`)).toEqual([])
    expect(await orderRow(orderCode)).toMatchObject({
      status: 'cancelled',
      refund_minor: total - fee,
      refund_status: 'none',
      refund_provider_status: 'released',
      refund_reference: null,
      refund_claimed_until: null,
    })
    expect(await owedMark(reference)).toBe(false)
    expect((await shop.getOrder(orderCode, customer.email, 'en'))!.refund).toMatchObject({ amountMinor: total - fee, status: 'none' })
    // nothing left owed: not re-sent, not refused again as a refund, and the sweep takes no more
    expect(await shop.sendOwedRefunds(1_000)).toBe(0)
    expect(await shop.cancelOrder(orderCode, customer.email, EARLY, 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED' })
    const deps = {
      pool: shopPool(),
      stripe: stripe.client(),
      secret: 'whsec_unused',
      graceMs: 0,
      commitState: (pi: { id: string; metadata: Record<string, string> }) => shopCommitState(pi, shopPool()),
      flows: paymentFlows(),
    }
    await sweepAuthorizations(deps, 500)
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: fee })
    const report = await reconcilePayments({
      pool: shopPool(),
      stripe: stripe.client(),
      graceMs: 3_600_000,
      onlyListed: true,
      flows: [hotelPaymentFlow({ session: async () => null }), shopPaymentFlow()],
    })
    expect(report.mismatches.filter((m) => m.intent === reference).map(formatMismatch)).toEqual([])
  })

  it('the partial capture answered an error after Stripe took it: the retry finds the fee captured and records it released, no refund', async () => {
    const { orderCode, total, reference } = await paidCaptureOwed('2027-11-11')
    const fee = feeOf(total)
    // the capture reaches Stripe, its answer is lost: a provider that captures, then errs
    const lossy = Object.assign(Object.create(provider) as StripePaymentProvider, {
      capture: async (ref: string, amount?: number) => {
        await provider.capture(ref, amount)
        throw new Error('socket hang up (test)')
      },
    })
    const first = await createShopService({ payments: () => lossy }).cancelOrder(orderCode, customer.email, EARLY, 'en')
    expect(first).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'none' }) // re-read once: the fee is captured
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: fee })
    expect(refundsOf(reference)).toEqual([])
    expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'none', refund_provider_status: 'released' })
  })
})

describe('no database transaction across a Stripe call', () => {
  it('Stripe answering refunds 20 s late during 10 cancellations: cart, checkout and order reads complete while the refunds are in flight', async () => {
    // the storefront's pool as deployed (STOREFRONT_DB_POOL_MAX default: 10 connections), and the SDK waiting for the slow answers
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    const patient = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http', timeoutMs: 60_000 })
    const service = createShopService({ payments: () => patient, pool: () => pool })
    try {
      const orders: { orderCode: string; reference: string; total: number }[] = []
      for (let i = 0; i < 11; i++) {
        const { co, reference } = await authorized(service, `2027-12-${String(i + 1).padStart(2, '0')}`)
        const r = await service.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `slow-stripe-${i}`, paymentReference: reference, locale: 'en' })
        if (!r.ok) throw new Error(r.message)
        orders.push({ orderCode: r.orderCode, reference, total: co.totalMinor })
      }
      const [other, ...toCancel] = orders
      stripe.slow(/^\/v1\/refunds/, 20_000)
      const settled = new Set<string>()
      const cancelling = toCancel.map((o) =>
        service.cancelOrder(o.orderCode, customer.email, EARLY, 'en').finally(() => {
          settled.add(o.orderCode)
        }),
      )
      // all 10 refund requests are at Stripe, waiting
      while (stripe.inFlight() < 10) await new Promise((r) => setTimeout(r, 20))

      const added = await service.addToCart(null, park('2027-12-20'), 'en')
      if (!added.ok) throw new Error(added.message)
      const cart = await service.getCart(added.cartId, 'USD', 'en')
      const co = await service.startCheckout(added.cartId, 'USD', 'en')
      if (!co.ok) throw new Error(co.message)
      const view = await service.getCheckout(co.checkoutId)
      const order = await service.getOrder(other!.orderCode, customer.email, 'en')
      // every one of them done while no refund has come back yet
      expect(settled.size).toBe(0)
      expect(stripe.inFlight()).toBeGreaterThanOrEqual(10)
      expect(cart.lines).toHaveLength(1)
      expect(view).toMatchObject({ checkoutId: co.checkoutId, status: 'open' })
      expect(order).toMatchObject({ orderCode: other!.orderCode, status: 'paid' })

      const results = await Promise.all(cancelling)
      for (const r of results) expect(r).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'succeeded' })
      for (const o of toCancel) {
        expect(refundsOf(o.reference)).toEqual([expect.objectContaining({ amount: o.total - feeOf(o.total), status: 'succeeded' })])
        expect(await orderRow(o.orderCode)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 1, refund_claimed_until: null })
      }
    } finally {
      stripe.slow(null)
      await pool.end()
    }
  }, 120_000)
})
