/**
 * Ticket shop checkout and orders (issue #5 "Checkout and after", "Reliability"): capacity held at
 * checkout start with expiry and released by the sweeper; placeOrder authorizes the server total,
 * writes the order (lines, prices, currency, payment reference) and captures; 200 duplicate submits →
 * 1 order and 1 authorization; signed QR e-tickets that reject tampering; cancellation refunds sent
 * to the provider once (idempotency key per order; 20 concurrent cancels → 1 refund; a provider
 * failure keeps the cancellation and the refund owed, sent by the next cancel request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { PaymentError, type AuthorizeInput, type CaptureState, type PaymentProvider, type RefundInput } from '../../src/features/checkout/payments'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, REFUND_MAX_AUTO_ATTEMPTS, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { testPayload } from '../helpers/payload'

let clock = new Date('2026-11-22T15:00:00Z')
const customer = { firstName: 'Ana', lastName: 'López', email: 'Ana@example.com', phone: '+52 998 123 4567', country: 'mx' }

/** Counts calls around the sandbox provider. */
class CountingProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  private inner = new SandboxPaymentProvider()
  authorizations = new Set<string>()
  authorizeCalls = 0
  captures = 0
  cancels = 0
  amounts: number[] = []
  declineNext = false
  failCapture = false
  async authorize(input: AuthorizeInput) {
    this.authorizeCalls++
    if (this.declineNext) {
      this.declineNext = false
      return this.inner.authorize({ ...input, cardLast4: '0002' } as AuthorizeInput)
    }
    const a = await this.inner.authorize(input)
    this.authorizations.add(a.reference)
    this.amounts.push(input.amountMinor)
    return a
  }
  /** what a re-read after a failed capture answers (undefined: the sandbox's own state) */
  stateAfterFailure: CaptureState | undefined
  async capture(ref: string) {
    this.captures++
    if (this.failCapture) throw new Error('capture failed')
    return this.inner.capture(ref)
  }
  async captureState(ref: string) {
    return this.stateAfterFailure ?? this.inner.captureState(ref)
  }
  async cancel(ref: string) {
    this.cancels++
    return this.inner.cancel(ref)
  }
  refundCalls: RefundInput[] = []
  /** the next N refunds fail as an unreachable provider would: only those with the idempotency key `failOnly` when set (a sweep also sends the owed refunds other test files left in the shared database) */
  failRefunds = 0
  failOnly: string | null = null
  async refund(input: RefundInput) {
    this.refundCalls.push(input)
    if (this.failRefunds > 0 && (this.failOnly === null || input.idempotencyKey === this.failOnly)) {
      this.failRefunds--
      throw new PaymentError('PAYMENT_PROVIDER_ERROR', 'provider unreachable (test)')
    }
    await new Promise((r) => setTimeout(r, 20)) // a provider round trip, so duplicates overlap
    return this.inner.refund(input)
  }
}

let payload: Payload
let provider: CountingProvider
let shop: ShopService

const item = (productId: number, date: string, q: [number, number, number], extra: Partial<AddItem> = {}): AddItem => ({
  productId,
  date,
  quantities: { adults: q[0], minors: q[1], infants: q[2] },
  ...extra,
})

async function cartWith(...items: AddItem[]) {
  let cartId: string | null = null
  for (const it of items) {
    const r = await shop.addToCart(cartId, it, 'en')
    if (!r.ok) throw new Error(`${r.code} ${r.message}`)
    cartId = r.cartId
  }
  return cartId!
}

async function capacity(productId: number, date: string, schedule: string) {
  const r = await shopPool().query(`SELECT total, held, sold FROM shop.capacity WHERE product_id = $1 AND visit_date = $2 AND schedule_id = $3`, [productId, date, schedule])
  return r.rows[0] as { total: number; held: number; sold: number } | undefined
}

beforeAll(async () => {
  payload = await testPayload()
  provider = new CountingProvider()
  shop = createShopService({ now: () => clock, payments: () => provider, duplicateWaitMs: 30_000 })
})
afterAll(async () => {
  await closeShopPool()
  await payload.destroy()
})

describe('checkout and order', () => {
  it('holds seats, places the order at the server total, issues one signed QR ticket per visitor', async () => {
    const date = '2027-05-10'
    const cartId = await cartWith(item(3020, date, [2, 1, 0], { scheduleId: '10:00' }), item(3011, '2027-05-11', [1, 0, 1], { scheduleId: '09:00', routeId: 'round-trip' }))
    const co = await shop.startCheckout(cartId, 'MXN', 'en')
    if (!co.ok) throw new Error(co.message)
    expect(co.currency).toBe('MXN')
    expect(co.lines).toHaveLength(2)
    expect(co.totalMinor).toBe(co.lines.reduce((s, l) => s + l.totalMinor, 0))
    expect(new Date(co.holdExpiresAt).getTime() - clock.getTime()).toBe(15 * 60_000)
    expect(await capacity(3020, date, '10:00')).toEqual({ total: 6, held: 3, sold: 0 })
    expect((await shop.availabilityCalendar(3020, date, 1))[0]!.schedules[0]!.remaining).toBe(3)

    const before = provider.authorizeCalls
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'order-1-key', locale: 'en' })
    if (!r.ok) throw new Error(r.message)
    expect(r.replayed).toBe(false)
    expect(provider.authorizeCalls - before).toBe(1)
    expect(provider.amounts.at(-1)).toBe(co.totalMinor)
    expect(await capacity(3020, date, '10:00')).toEqual({ total: 6, held: 0, sold: 3 })

    expect(await shop.getOrder(r.orderCode, 'someone@else.com', 'en')).toBeNull()
    const order = await shop.getOrder(r.orderCode, 'ana@EXAMPLE.com', 'en')
    expect(order).toMatchObject({ status: 'paid', currency: 'MXN', totalMinor: co.totalMinor, payment: { provider: 'sandbox', methodCode: 'VI' }, customer: { country: 'MX' } })
    expect(order!.payment.reference).toMatch(/^sbx_/)
    expect(order!.lines.map((l) => [l.name, l.date, l.scheduleTime])).toEqual([
      ['Secret Cenote (small groups)', date, '10:00'],
      ['Isla Mujeres Ferry', '2027-05-11', '09:00'],
    ])
    expect(order!.lines[1]!.routeName).toBe('Round trip Cancun ↔ Isla Mujeres')
    expect(order!.tickets.map((t) => t.visitorLabel)).toEqual(['Adult 1', 'Adult 2', 'Child 1', 'Adult 1', 'Infant 1'])
    // the same e-tickets read in Spanish name the visitors in Spanish (issue #19: 'Adulto 1' on English tickets)
    expect((await shop.getOrder(r.orderCode, 'ana@example.com', 'es'))!.tickets.map((t) => t.visitorLabel)).toEqual(['Adulto 1', 'Adulto 2', 'Menor 1', 'Adulto 1', 'Infante 1'])
    for (const t of order!.tickets) {
      expect(t.qrSvg).toContain('<svg')
      expect(shop.verifyTicketReference(t.reference)).toMatchObject({ ok: true, orderCode: r.orderCode })
      expect(shop.verifyTicketReference(t.reference.replace(r.orderCode, r.orderCode.slice(0, -1) + (r.orderCode.endsWith('A') ? 'B' : 'A'))).ok).toBe(false)
    }
    // the cart lines that were bought are gone
    expect((await shop.getCart(cartId, 'USD', 'en')).lines).toEqual([])
    // a replay of the same key returns the same order without a second authorization
    const again = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'order-1-key' })
    expect(again).toEqual({ ok: true, orderCode: r.orderCode, replayed: true })
    expect(provider.authorizeCalls - before).toBe(1)
  })

  it('bad input → typed 4xx refusals', async () => {
    expect(await shop.placeOrder({ checkoutId: 'x', customer, methodCode: 'VI', idempotencyKey: 'k-123456789' })).toMatchObject({ ok: false, code: 'INVALID_INPUT', status: 422 })
    expect(await shop.placeOrder({ checkoutId: 'a'.repeat(32), customer: { ...customer, email: 'nope' }, methodCode: 'VI', idempotencyKey: 'k-123456789' })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      params: { field: 'customer.email' },
    })
    expect(await shop.placeOrder({ checkoutId: 'a'.repeat(32), customer, methodCode: 'VI', idempotencyKey: 'k-123456789' })).toMatchObject({ ok: false, code: 'CHECKOUT_NOT_FOUND', status: 404 })
    expect(await shop.placeOrder(null as never)).toMatchObject({ ok: false, code: 'INVALID_INPUT' })
    // a method the CMS does not offer in the checkout currency (PayPal is not an MXN method, spec §9)
    const cartId = await cartWith(item(3001, '2027-05-30', [1, 0, 0]))
    const co = await shop.startCheckout(cartId, 'MXN', 'en')
    if (!co.ok) throw new Error(co.message)
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'PP', idempotencyKey: 'method-pp-mxn' })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      params: { field: 'methodCode' },
    })
    expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', installments: 13, idempotencyKey: 'too-many-months' })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      params: { field: 'installments' },
    })
    expect(await shop.startCheckout('b'.repeat(32), 'USD', 'en')).toMatchObject({ ok: false, code: 'CART_NOT_FOUND', status: 404 })
    expect(await shop.startCheckout('b'.repeat(32), 'ZZZ', 'es')).toMatchObject({ ok: false, code: 'CURRENCY_UNAVAILABLE', message: 'Esta moneda no está disponible. Por favor elige otra.' })
  })

  it('a declined payment leaves the checkout open for another card; nothing is sold', async () => {
    const date = '2027-05-12'
    const cartId = await cartWith(item(3020, date, [1, 0, 0], { scheduleId: '12:00' }))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    provider.declineNext = true
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'declined-1' })
    expect(r).toMatchObject({ ok: false, code: 'PAYMENT_DECLINED', status: 402 })
    expect(await capacity(3020, date, '12:00')).toEqual({ total: 6, held: 1, sold: 0 })
    const ok = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'MC', idempotencyKey: 'declined-2' })
    expect(ok.ok).toBe(true)
    expect(await capacity(3020, date, '12:00')).toEqual({ total: 6, held: 0, sold: 1 })
  })

  it('a failed capture whose payment is proven cancelled (nothing charged) undoes the order and cancels the authorization', async () => {
    const date = '2027-05-13'
    const cartId = await cartWith(item(3020, date, [2, 0, 0], { scheduleId: '12:00' }))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    provider.failCapture = true
    provider.stateAfterFailure = 'canceled'
    const cancels = provider.cancels
    const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'capture-fails' })
    provider.failCapture = false
    provider.stateAfterFailure = undefined
    expect(r).toMatchObject({ ok: false, code: 'PAYMENT_FAILED' })
    expect(provider.cancels).toBe(cancels + 1)
    expect(await capacity(3020, date, '12:00')).toMatchObject({ held: 0, sold: 0 })
  })

  it('a failed capture is not "nothing charged" (issue #11 item 3): still capturable or unknown → the order stands', async () => {
    for (const [i, state] of (['capturable', 'unknown'] as const).entries()) {
      const date = `2027-05-1${4 + i}`
      const cartId = await cartWith(item(3020, date, [2, 0, 0], { scheduleId: '12:00' }))
      const co = await shop.startCheckout(cartId, 'USD', 'en')
      if (!co.ok) throw new Error(co.message)
      provider.failCapture = true
      provider.stateAfterFailure = state
      const cancels = provider.cancels
      const r = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `capture-error-${state}` })
      provider.failCapture = false
      provider.stateAfterFailure = undefined
      expect(r).toMatchObject({ ok: true })
      expect(provider.cancels).toBe(cancels) // the authorization is kept for the capture still owed
      expect(await capacity(3020, date, '12:00')).toMatchObject({ held: 0, sold: 2 })
      if (r.ok) expect(await shop.getOrder(r.orderCode, customer.email, 'en')).toMatchObject({ status: 'paid' })
    }
  })
})

describe('hold expiry', () => {
  it('the sweeper releases expired holds; an expired checkout cannot be paid', async () => {
    const date = '2027-05-20'
    const cartId = await cartWith(item(3020, date, [4, 0, 0], { scheduleId: '10:00' }))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    expect(await capacity(3020, date, '10:00')).toMatchObject({ held: 4, sold: 0 })
    // another visitor cannot take those seats meanwhile
    const other = await cartWith(item(3020, date, [2, 0, 0], { scheduleId: '10:00' }))
    expect(await shop.startCheckout(other, 'USD', 'en')).toMatchObject({ ok: true })
    const third = await shop.addToCart(null, item(3020, date, [1, 0, 0], { scheduleId: '10:00' }), 'en')
    expect(third).toMatchObject({ ok: false, code: 'NO_AVAILABILITY' })

    const saved = clock
    clock = new Date(saved.getTime() + 16 * 60_000)
    try {
      const released = await shop.sweepExpiredHolds(clock)
      expect(released).toBeGreaterThanOrEqual(6)
      expect(await capacity(3020, date, '10:00')).toMatchObject({ held: 0, sold: 0 })
      expect(await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'too-late-1' })).toMatchObject({ ok: false, code: 'CHECKOUT_EXPIRED', status: 410 })
      expect((await shop.getCheckout(co.checkoutId))?.status).toBe('expired')
      // starting again holds again
      const again = await shop.startCheckout(cartId, 'USD', 'en')
      expect(again.ok).toBe(true)
      expect(await capacity(3020, date, '10:00')).toMatchObject({ held: 4 })
      // and restarting the same cart's checkout gives the previous seats back first
      expect((await shop.startCheckout(cartId, 'USD', 'en')).ok).toBe(true)
      expect(await capacity(3020, date, '10:00')).toMatchObject({ held: 4 })
    } finally {
      clock = saved
    }
  })
})

describe('duplicate submits', () => {
  it('200 concurrent duplicate placeOrder submits → 1 order, 1 authorization', async () => {
    const cartId = await cartWith(item(3001, '2027-05-25', [2, 0, 0]))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    const auths = provider.authorizeCalls
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: i % 2 === 0 ? 'dup-key-main' : `dup-key-${i}` })),
    )
    const codes = new Set(results.map((r) => (r.ok ? r.orderCode : `fail:${r.code}`)))
    expect([...codes].filter((c) => c.startsWith('fail'))).toEqual([])
    expect(codes.size).toBe(1)
    expect([...codes][0]).toMatch(/^XS-/)
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1)
    expect(provider.authorizeCalls - auths).toBe(1)
    const orders = await shopPool().query(`SELECT count(*)::int AS n FROM shop.orders WHERE checkout_id = $1`, [co.checkoutId])
    expect(orders.rows[0].n).toBe(1)
  }, 60_000)
})

describe('cancellation', () => {
  it('more than 2 days before: 10% fee; within 2 days: no refund; seats given back; only once', async () => {
    const date = '2027-06-01'
    const cartId = await cartWith(item(3020, date, [2, 0, 0], { scheduleId: '12:00' }))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    const placed = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'cancel-me' })
    if (!placed.ok) throw new Error(placed.message)
    const total = co.totalMinor

    const late = await shop.quoteOrderCancellation(placed.orderCode, customer.email, new Date('2027-05-30T15:00:00Z'))
    expect(late).toMatchObject({ ok: true, refund: { rule: 'NO_REFUND', refund: 0, paid: total } })
    const early = await shop.quoteOrderCancellation(placed.orderCode, customer.email, new Date('2027-05-20T15:00:00Z'))
    const fee = Math.floor((total * 10 + 50) / 100)
    expect(early).toMatchObject({ ok: true, refund: { rule: 'FEE', fee, refund: total - fee } })

    expect(await capacity(3020, date, '12:00')).toMatchObject({ sold: 2 })
    const calls = provider.refundCalls.length
    const done = await shop.cancelOrder(placed.orderCode, customer.email, new Date('2027-05-20T15:00:00Z'), 'en')
    expect(done).toMatchObject({ ok: true, status: 'cancelled', refund: { refund: total - fee }, refundStatus: 'succeeded', retried: false })
    expect(done).not.toHaveProperty('notice')
    expect(await capacity(3020, date, '12:00')).toMatchObject({ sold: 0 })
    // the refund went to the provider: once, of the policy's amount, keyed by the order
    expect(provider.refundCalls.slice(calls)).toEqual([
      expect.objectContaining({ amountMinor: total - fee, currency: 'USD', idempotencyKey: `shop-refund:${placed.orderCode}`, reference: expect.stringMatching(/^sbx_/) }),
    ])
    const order = await shop.getOrder(placed.orderCode, customer.email, 'en')
    expect(order).toMatchObject({ status: 'cancelled', refund: { amountMinor: total - fee, feeMinor: fee, status: 'succeeded', reference: expect.stringMatching(/^sbxre_/) } })
    expect(done.ok && done.refundReference).toBe(order!.refund!.reference)
    expect(await shop.cancelOrder(placed.orderCode, customer.email, new Date('2027-05-20T15:00:00Z'), 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED', status: 409 })
    expect(await shop.cancelOrder(placed.orderCode, 'wrong@example.com', new Date(), 'en')).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND', status: 404 })
    expect(provider.refundCalls.length - calls).toBe(1)
  })
})

describe('refunds at the payment provider', () => {
  async function paidOrder(date: string, key: string) {
    const cartId = await cartWith(item(3020, date, [1, 0, 0], { scheduleId: '12:00' }))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    const placed = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: key })
    if (!placed.ok) throw new Error(placed.message)
    return { orderCode: placed.orderCode, total: co.totalMinor }
  }
  const row = async (code: string) =>
    (
      await shopPool().query(
        `SELECT status, refund_minor::int AS refund_minor, refund_status, refund_idempotency_key, refund_reference, refund_provider_status, refund_error, refund_attempts FROM shop.orders WHERE order_code = $1`,
        [code],
      )
    ).rows[0]

  it('within 2 days: nothing refunded, no provider call, refund state none', async () => {
    const { orderCode } = await paidOrder('2027-06-10', 'refund-late')
    const calls = provider.refundCalls.length
    const r = await shop.cancelOrder(orderCode, customer.email, new Date('2027-06-09T15:00:00Z'), 'es')
    expect(r).toMatchObject({ ok: true, refund: { rule: 'NO_REFUND', refund: 0 }, refundStatus: 'none', refundReference: null })
    expect(provider.refundCalls.length).toBe(calls)
    expect(await row(orderCode)).toMatchObject({ status: 'cancelled', refund_minor: 0, refund_status: 'none', refund_idempotency_key: null, refund_attempts: 0 })
    expect(await shop.cancelOrder(orderCode, customer.email, new Date('2027-06-09T15:00:00Z'), 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED', status: 409 })
  })

  it('provider failure: the cancellation stands, the refund stays owed with a localized notice; the next cancel sends it with the same key', async () => {
    const { orderCode, total } = await paidOrder('2027-06-11', 'refund-fail')
    const fee = Math.floor((total * 10 + 50) / 100)
    const calls = provider.refundCalls.length
    provider.failRefunds = 1
    provider.failOnly = `shop-refund:${orderCode}`
    const first = await shop.cancelOrder(orderCode, customer.email, new Date('2027-05-01T15:00:00Z'), 'es')
    expect(first).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'failed', refundReference: null, refund: { refund: total - fee } })
    expect(first.ok && first.notice).toMatch(/^Tu pedido está cancelado\. Aún no pudimos enviar tu reembolso/)
    expect(await row(orderCode)).toMatchObject({
      status: 'cancelled',
      refund_status: 'failed',
      refund_reference: null,
      refund_attempts: 1,
      refund_error: expect.stringContaining('PAYMENT_PROVIDER_ERROR'),
    })
    expect(await capacity(3020, '2027-06-11', '12:00')).toMatchObject({ sold: 0 })
    expect((await shop.getOrder(orderCode, customer.email, 'en'))!.refund).toMatchObject({ status: 'failed', reference: null, amountMinor: total - fee })

    // later (another day, even): the same refund, the same key — not re-quoted
    const retry = await shop.cancelOrder(orderCode, customer.email, new Date('2027-06-10T15:00:00Z'), 'en')
    expect(retry).toMatchObject({ ok: true, retried: true, refundStatus: 'succeeded', refundReference: expect.stringMatching(/^sbxre_/), refund: { refund: total - fee, fee } })
    expect(retry).not.toHaveProperty('notice')
    const sent = provider.refundCalls.slice(calls)
    expect(sent).toHaveLength(2)
    expect(new Set(sent.map((c) => `${c.idempotencyKey} ${c.amountMinor}`))).toEqual(new Set([`shop-refund:${orderCode} ${total - fee}`]))
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_provider_status: 'succeeded', refund_error: null, refund_attempts: 2 })
    // settled: a third cancel is refused, nothing sent
    expect(await shop.cancelOrder(orderCode, customer.email, new Date('2027-06-10T15:00:00Z'), 'en')).toMatchObject({ ok: false, code: 'CANCEL_NOT_ALLOWED' })
    expect(provider.refundCalls.length - calls).toBe(2)
  })

  it('the sweeper re-sends a failed refund only once it is due (exponential back-off), then stops', async () => {
    const { orderCode, total } = await paidOrder('2027-06-14', 'refund-backoff')
    const fee = Math.floor((total * 10 + 50) / 100)
    provider.failRefunds = 2
    provider.failOnly = `shop-refund:${orderCode}`
    const calls = provider.refundCalls.length
    expect(await shop.cancelOrder(orderCode, customer.email, new Date('2027-05-01T15:00:00Z'), 'en')).toMatchObject({ ok: true, refundStatus: 'failed' })
    const mine = () => provider.refundCalls.slice(calls).filter((c) => c.idempotencyKey === `shop-refund:${orderCode}`)
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000)
    // attempt 1 failed: due after 2 minutes, not before
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(1) })
    expect(mine()).toHaveLength(1)
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(3) })
    expect(mine()).toHaveLength(2) // attempt 2 fails too
    expect(await row(orderCode)).toMatchObject({ refund_status: 'failed', refund_attempts: 2 })
    // attempt 2 failed: due after 4 minutes
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(3) })
    expect(mine()).toHaveLength(2)
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(5) })
    expect(mine()).toHaveLength(3)
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 3 })
    expect(new Set(mine().map((c) => c.amountMinor))).toEqual(new Set([total - fee]))
    // nothing more to send, however late
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(10_000) })
    expect(mine()).toHaveLength(3)
    // a refund that failed REFUND_MAX_AUTO_ATTEMPTS times waits for the customer or an operator
    const other = await paidOrder('2027-06-15', 'refund-giveup')
    provider.failRefunds = 1
    provider.failOnly = `shop-refund:${other.orderCode}`
    expect(await shop.cancelOrder(other.orderCode, customer.email, new Date('2027-05-01T15:00:00Z'), 'en')).toMatchObject({ refundStatus: 'failed' })
    await shopPool().query(`UPDATE shop.orders SET refund_attempts = $2 WHERE order_code = $1`, [other.orderCode, REFUND_MAX_AUTO_ATTEMPTS])
    const before = provider.refundCalls.length
    await shop.sendOwedRefunds(50, { dueBy: inMinutes(100_000) })
    expect(provider.refundCalls.slice(before).filter((c) => c.idempotencyKey === `shop-refund:${other.orderCode}`)).toHaveLength(0)
    expect(await shop.sendOwedRefunds()).toBeGreaterThanOrEqual(1) // the operator's call sends it
    expect(await row(other.orderCode)).toMatchObject({ refund_status: 'succeeded' })
  })

  it('a crash after the cancellation (refund still pending) is recovered by sendOwedRefunds, once', async () => {
    const { orderCode, total } = await paidOrder('2027-06-12', 'refund-crash')
    // the cancellation commits, then the process dies before the provider call (here: the provider is gone)
    const dying = createShopService({
      now: () => clock,
      payments: () => {
        throw new Error('process died')
      },
    })
    const r = await dying.cancelOrder(orderCode, customer.email, new Date('2027-05-01T15:00:00Z'), 'en')
    expect(r).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'pending', notice: expect.stringMatching(/^Your order is cancelled\. We could not send your refund/) })
    expect(await row(orderCode)).toMatchObject({ status: 'cancelled', refund_status: 'pending', refund_attempts: 0, refund_idempotency_key: `shop-refund:${orderCode}` })
    const calls = provider.refundCalls.length
    expect(await shop.sendOwedRefunds()).toBeGreaterThanOrEqual(1)
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 1 })
    expect(provider.refundCalls.slice(calls).filter((c) => c.idempotencyKey === `shop-refund:${orderCode}`)).toEqual([
      expect.objectContaining({ amountMinor: total - Math.floor((total * 10 + 50) / 100) }),
    ])
    expect(await shop.sendOwedRefunds()).toBe(0)
  })

  it('20 concurrent cancels of one order: one cancellation, one refund at the provider, no 5xx', async () => {
    const { orderCode, total } = await paidOrder('2027-06-13', 'refund-dupes')
    const calls = provider.refundCalls.length
    const results = await Promise.all(Array.from({ length: 20 }, () => shop.cancelOrder(orderCode, customer.email, new Date('2027-05-01T15:00:00Z'), 'en')))
    for (const r of results) expect(r.ok || r.status === 409).toBe(true)
    expect(results.filter((r) => r.ok && !r.retried)).toHaveLength(1)
    expect(results.filter((r) => r.ok).every((r) => r.ok && r.refundStatus === 'succeeded')).toBe(true)
    expect(provider.refundCalls.length - calls).toBe(1)
    expect(provider.refundCalls.at(-1)).toMatchObject({ idempotencyKey: `shop-refund:${orderCode}`, amountMinor: total - Math.floor((total * 10 + 50) / 100) })
    expect(await row(orderCode)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 1 })
    expect(await capacity(3020, '2027-06-13', '12:00')).toMatchObject({ sold: 0 })
  }, 60_000)
})

describe("a customer's orders (the account page)", () => {
  /** Places one order of `productId` on `date` for `email` at the test clock. */
  async function orderFor(email: string, productId: number, date: string, key: string, extra: Partial<AddItem> = {}) {
    const cartId = await cartWith(item(productId, date, [1, 0, 0], extra))
    const co = await shop.startCheckout(cartId, 'USD', 'en')
    if (!co.ok) throw new Error(co.message)
    const placed = await shop.placeOrder({ checkoutId: co.checkoutId, customer: { ...customer, email }, methodCode: 'VI', idempotencyKey: key })
    if (!placed.ok) throw new Error(placed.message)
    return { code: placed.orderCode, totalMinor: co.totalMinor }
  }

  it('lists the orders placed with one email (any letter case), newest first, and no one else’s', async () => {
    const mine = 'Lista.Cliente@example.com'
    clock = new Date('2026-11-23T15:00:00Z')
    const first = await orderFor(mine, 3001, '2027-07-02', 'list-first')
    clock = new Date('2026-11-24T15:00:00Z')
    const second = await orderFor('lista.cliente@EXAMPLE.com', 3020, '2027-07-09', 'list-second', { scheduleId: '10:00' })
    await orderFor('otra.persona@example.com', 3001, '2027-07-02', 'list-other')
    await shop.cancelOrder(first.code, mine, clock, 'en')

    const list = await shop.ordersForEmail('LISTA.cliente@example.com', 'es')
    expect(list.map((o) => o.orderCode)).toEqual([second.code, first.code])
    const names = async (code: string, locale: 'es' | 'en') => (await shop.getOrder(code, mine, locale))!.lines.map((l) => l.name)
    expect(list[0]).toEqual({
      orderCode: second.code,
      status: 'paid',
      createdAt: '2026-11-24T15:00:00.000Z',
      firstVisit: '2027-07-09',
      productNames: await names(second.code, 'es'),
      currency: 'USD',
      decimals: 2,
      totalMinor: second.totalMinor,
    })
    expect(list[1]).toMatchObject({ orderCode: first.code, status: 'cancelled', firstVisit: '2027-07-02', totalMinor: first.totalMinor })
    // names in the asked language
    expect((await shop.ordersForEmail(mine, 'en'))[1]!.productNames).toEqual(await names(first.code, 'en'))
    expect(await shop.ordersForEmail(mine, 'es', 1)).toHaveLength(1)
    // an email with no orders, or not an email at all: nothing, never an error
    expect(await shop.ordersForEmail('nadie@example.com', 'es')).toEqual([])
    expect(await shop.ordersForEmail('', 'es')).toEqual([])
    expect(await shop.ordersForEmail('%', 'es')).toEqual([])
    expect(await shop.ordersForEmail(`${'a'.repeat(250)}@example.com`, 'es')).toEqual([])
    expect(await shop.ordersForEmail(null as never, 'es')).toEqual([])
  })
})
