/**
 * Ticket shop reliability (issue #5 "Reliability"): ≥ 2,000 concurrent add/checkout/order attempts on
 * a schedule with 6 seats sell exactly 6, never more; 1,000 tampered requests (prices, quantities,
 * dates, currencies, product ids, shapes) never throw, answer typed 4xx refusals, and every order
 * they produce is charged exactly the server's quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import type { AuthorizeInput, PaymentProvider, RefundInput } from '../../src/features/checkout/payments'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { testPayload } from '../helpers/payload'

const NOW = new Date('2026-11-22T15:00:00Z')
const customer = { firstName: 'Leo', lastName: 'Ruiz', email: 'leo@example.com', phone: '+1 305 555 0100', country: 'US' }

class RecordingProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  private inner = new SandboxPaymentProvider()
  authorized = new Map<string, number>()
  async authorize(input: AuthorizeInput) {
    const a = await this.inner.authorize(input)
    this.authorized.set(a.reference, input.amountMinor)
    return a
  }
  capture(ref: string) {
    return this.inner.capture(ref)
  }
  cancel(ref: string) {
    return this.inner.cancel(ref)
  }
  refund(input: RefundInput) {
    return this.inner.refund(input)
  }
}

function rng(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let payload: Payload
let shop: ShopService
let provider: RecordingProvider

beforeAll(async () => {
  payload = await testPayload()
  provider = new RecordingProvider()
  shop = createShopService({ now: () => NOW, payments: () => provider, duplicateWaitMs: 60_000 })
})
afterAll(async () => {
  await closeShopPool()
  await payload.destroy()
})

describe('no oversell', () => {
  it('2,000 concurrent add → checkout → order attempts on 6 seats sell exactly 6', async () => {
    const date = '2027-06-15'
    const random = rng(5005)
    const ATTEMPTS = 2000
    let refusedAdd = 0
    let refusedCheckout = 0
    const attempt = async (i: number): Promise<number> => {
      const adults = random() < 0.8 ? 1 : 2
      const add = await shop.addToCart(null, { productId: 3020, date, scheduleId: '10:00', quantities: { adults, minors: 0, infants: 0 } }, 'en')
      if (!add.ok) {
        expect(add.code).toBe('NO_AVAILABILITY')
        refusedAdd++
        return 0
      }
      const co = await shop.startCheckout(add.cartId, 'USD', 'en')
      if (!co.ok) {
        expect(co.code).toBe('NO_AVAILABILITY')
        refusedCheckout++
        return 0
      }
      const order = await shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `conc-${i}-${co.checkoutId}` })
      if (!order.ok) throw new Error(`${order.code}: ${order.message}`)
      return adults
    }
    const sold = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i)))
    const seats = sold.reduce((s, n) => s + n, 0)
    const cap = await shopPool().query(`SELECT total, held, sold FROM shop.capacity WHERE product_id = 3020 AND visit_date = $1 AND schedule_id = '10:00'`, [date])
    expect(cap.rows[0]).toEqual({ total: 6, held: 0, sold: 6 })
    expect(seats).toBe(6)
    const tickets = await shopPool().query(
      `SELECT coalesce(sum((l.quantities->>'adults')::int), 0)::int AS n FROM shop.order_lines l JOIN shop.orders o USING (order_code)
       WHERE l.product_id = 3020 AND l.visit_date = $1 AND l.schedule_id = '10:00' AND o.status = 'paid'`,
      [date],
    )
    expect(tickets.rows[0].n).toBe(6)
    expect(refusedAdd + refusedCheckout).toBeGreaterThan(ATTEMPTS - 7)
    const invariant = await shopPool().query(`SELECT count(*)::int AS n FROM shop.capacity WHERE held + sold > total OR held < 0 OR sold < 0`)
    expect(invariant.rows[0].n).toBe(0)
  }, 180_000)
})

describe('tampered input', () => {
  it('1,000 tampered requests: no exception, 4xx refusals, every order charged the server quote', async () => {
    const random = rng(424242)
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!
    const base = (): Record<string, unknown> => ({
      productId: pick([3001, 3003, 3005, 3016, 3012]),
      date: `2027-07-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      quantities: { adults: 1 + Math.floor(random() * 3), minors: Math.floor(random() * 2), infants: 0 },
      ...(random() < 0.3 ? { scheduleId: '09:30' } : {}),
    })
    const mutations: ((x: Record<string, unknown>) => unknown)[] = [
      (x) => ({ ...x, price: 1, unitAmount: 1, total: 0, amountMinor: 1 }),
      (x) => ({ ...x, quantities: { adults: -1, minors: 0, infants: 0 } }),
      (x) => ({ ...x, quantities: { adults: 1.5, minors: 0, infants: 0 } }),
      (x) => ({ ...x, quantities: { adults: 1e9, minors: 0, infants: 0 } }),
      (x) => ({ ...x, quantities: { adults: '2', minors: 0, infants: 0 } }),
      (x) => ({ ...x, quantities: null }),
      (x) => ({ ...x, date: '2027-02-30' }),
      (x) => ({ ...x, date: '2026-01-01' }),
      (x) => ({ ...x, date: 20270701 }),
      (x) => ({ ...x, date: null }),
      (x) => ({ ...x, date: "2027-07-01'; DROP TABLE shop.orders; --" }),
      (x) => ({ ...x, productId: Math.floor(random() * 1e7) }),
      (x) => ({ ...x, productId: -3001 }),
      (x) => ({ ...x, productId: '3001' }),
      (x) => ({ ...x, productId: pick([2120, 2117, 2157, 1893, 1894]) }),
      (x) => ({ ...x, scheduleId: 'x'.repeat(500) }),
      (x) => ({ ...x, routeId: 'free-route' }),
      (x) => ({ ...x, addOns: [{ complementId: 999999 }] }),
      (x) => ({ ...x, addOns: [{ complementId: 51 }, { complementId: 51 }] }),
      (x) => ({ ...x, addOns: [{ complementId: 53, upgrade: true }] }),
      (x) => ({ ...x, openTicket: true, date: null }),
      (x) => ({ ...x, packageId: 'pkg', admissionDays: 2 }),
      (x) => ({ ...x, visitors: [{ age: -4 }] }),
      () => null,
      () => 'p=3001',
      () => [1, 2, 3],
      (x) => x, // untouched: a valid request
      (x) => ({ ...x, quantities: { ...(x.quantities as object), adults: 2 }, discount: 100 }),
    ]
    const currencies = ['USD', 'MXN', 'EUR', 'JPY', 'usd', 'XXX', '', 'US D', 'CLP']
    let placed = 0
    let refusals = 0
    const ATTEMPTS = 1000
    // this run's own keys: other files share the database (and place orders of their own)
    const KEYS = `tamper1k-${Date.now().toString(36)}-`
    const run = async (i: number) => {
      const mutated = pick(mutations)(base())
      const currency = pick(currencies)
      const add = await shop.addToCart(null, mutated as AddItem, 'en')
      if (!add.ok) {
        expect(add.status).toBeGreaterThanOrEqual(400)
        expect(add.status).toBeLessThan(500)
        expect(add.message.length).toBeGreaterThan(0)
        refusals++
        return
      }
      const quote = await shop.quoteAddItem(mutated as AddItem, currency, 'en')
      const co = await shop.startCheckout(add.cartId, currency, 'en')
      if (!co.ok) {
        expect(co.status).toBeGreaterThanOrEqual(400)
        expect(co.status).toBeLessThan(500)
        refusals++
        return
      }
      // the checkout total is the quote the visitor was shown
      expect(quote.ok && quote.quote.total).toBe(co.totalMinor)
      const input = { checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `${KEYS}${i}`, amountMinor: 1, totalMinor: 1, currency: 'JPY' }
      const order = await shop.placeOrder(input as never)
      if (!order.ok) throw new Error(`${order.code}: ${order.message}`)
      placed++
    }
    for (let i = 0; i < ATTEMPTS; i += 25) await Promise.all(Array.from({ length: Math.min(25, ATTEMPTS - i) }, (_, k) => run(i + k)))
    expect(placed).toBeGreaterThan(20)
    expect(refusals).toBeGreaterThan(200)

    // every order: amount = sum of its lines = the authorization; the lines re-quoted now give the same
    const orders = await shopPool().query<{ order_code: string; total_minor: string; currency: string; payment_reference: string }>(
      `SELECT order_code, total_minor, currency, payment_reference FROM shop.orders WHERE idempotency_key LIKE $1`,
      [`${KEYS}%`],
    )
    expect(orders.rows.length).toBe(placed)
    let mismatches = 0
    for (const o of orders.rows) {
      const lines = await shopPool().query<{ request: AddItem; total_minor: string }>(`SELECT request, total_minor FROM shop.order_lines WHERE order_code = $1`, [o.order_code])
      let requoted = 0
      for (const l of lines.rows) {
        const q = await shop.quoteAddItem(l.request, o.currency, 'en')
        if (!q.ok) throw new Error(q.message)
        requoted += q.quote.total
        if (q.quote.total !== Number(l.total_minor)) mismatches++
      }
      if (requoted !== Number(o.total_minor) || provider.authorized.get(o.payment_reference) !== Number(o.total_minor)) mismatches++
    }
    expect(mismatches).toBe(0)
  }, 300_000)
})
