/**
 * Refund outcomes with Stripe as a production endpoint sees them: the local Stripe-compatible server
 * emits only the event types its registered endpoint is subscribed to (`webhookEndpoint`), so the
 * webhook gets exactly what Stripe would send. A refund Stripe answers `pending` (or
 * `requires_action`) stays 'pending' — never recorded as succeeded, never sent a second time — until
 * Stripe says it failed: then it is 'failed', owed again and listed on the ops dashboard (OwedMoney).
 * Subscribed to the required events, the webhook delivers the outcome; subscribed to payment_intent.*
 * only, the start-up check names every missing event and the sweeper's poll still settles it.
 * Real shop service and Stripe provider (real `stripe` SDK), the webhook handler, the test database.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OwedMoney } from '../../src/cms/components/OwedMoney'
import { StripePaymentProvider, ownershipMetadata } from '../../src/features/checkout/payments/stripe'
import { handleStripeWebhook, type WebhookDeps } from '../../src/features/checkout/server/stripeWebhook'
import { sweepTick } from '../../src/features/checkout/server/authorizationSweeper'
import { REQUIRED_WEBHOOK_EVENTS, checkWebhookSubscription, webhookUrl } from '../../src/features/checkout/server/webhookEvents'
import { sendHotelRefund, sendOwedHotelRefunds, hotelRefundOf, type HotelRefundDeps } from '../../src/features/hotel-booking/server/refunds'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { logger } from '../../src/lib/logger'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { staffUser, testPayload } from '../helpers/payload'
import { paymentFlows } from '../../src/paymentFlows'
import { operationsSources } from '../../src/operationsSources'

const SECRET = 'whsec_refund_outcomes'
const SITE = 'https://www.refunds.example'
const EARLY = new Date('2027-10-20T15:00:00Z') // more than 2 days before the visits below (November 2027)
const customer = { firstName: 'Ana', lastName: 'López', email: 'ana.outcomes@example.com', phone: '+52 998 123 4567', country: 'MX' }
const park = (date: string): AddItem => ({ productId: 3001, date, quantities: { adults: 1, minors: 0, infants: 0 } })
const PI_ONLY = ['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.canceled', 'payment_intent.payment_failed']

let payload: Payload
let pool: pg.Pool
const hotelCodes: string[] = []

type Setup = { stripe: StripeTestServer; shop: ShopService; provider: StripePaymentProvider; deps: WebhookDeps }
async function setup(enabledEvents: string[]): Promise<Setup> {
  const stripe = await startStripeServer({ webhookEndpoint: { url: webhookUrl(SITE), enabledEvents } })
  const provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  return { stripe, provider, shop: createShopService({ payments: () => provider }), deps: { pool, stripe: stripe.client(), secret: SECRET, flows: paymentFlows() } }
}

async function paidOrder(s: Setup, date: string) {
  const added = await s.shop.addToCart(null, park(date), 'en')
  if (!added.ok) throw new Error(added.message)
  const co = await s.shop.startCheckout(added.cartId, 'USD', 'en')
  if (!co.ok) throw new Error(co.message)
  const p = await s.shop.prepareOrderPayment({ checkoutId: co.checkoutId, methodCode: 'VI' })
  if (!p.ok) throw new Error(p.message)
  await s.stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' })
  const r = await s.shop.placeOrder({ checkoutId: co.checkoutId, customer, methodCode: 'VI', idempotencyKey: `outcomes-${date}`, paymentReference: p.reference })
  if (!r.ok) throw new Error(r.message)
  return { orderCode: r.orderCode, intent: p.reference }
}

const orderRow = async (code: string) => (await shopPool().query(`SELECT refund_status, refund_reference, refund_provider_status, refund_error FROM shop.orders WHERE order_code = $1`, [code])).rows[0]
const refundPosts = (s: Setup) => s.stripe.log.filter((l) => l.method === 'POST' && l.path === '/v1/refunds').length
const deliver = (s: Setup) => s.stripe.deliver((req) => handleStripeWebhook(req, s.deps), SECRET)
const dashboard = async () => {
  const el = await OwedMoney({ payload, user: await staffUser(payload, 'ops@hotelarte.example'), i18n: { language: 'en' }, owed: operationsSources().owed })
  return el ? renderToStaticMarkup(el) : ''
}
/** The OwedMoney row of `ref`, as its cells' text. */
const dashboardRow = (html: string, ref: string) => html.match(new RegExp(`<tr[^>]*>(?:(?!</tr>).)*<code>${ref}</code>(?:(?!</tr>).)*</tr>`))?.[0].replace(/<[^>]+>/g, '|') ?? null

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
})
afterAll(async () => {
  await pool.query(`DELETE FROM storefront_booking.refunds WHERE confirmation_code = ANY($1::text[])`, [hotelCodes])
  await pool.end()
  await closeShopPool()
  await payload.destroy()
})

describe('a refund Stripe answers pending, then fails', () => {
  it('endpoint subscribed to the required events: pending stays pending, the failure arrives by webhook, the refund is failed and owed on the dashboard', async () => {
    const s = await setup([...REQUIRED_WEBHOOK_EVENTS])
    try {
      expect((await checkWebhookSubscription(s.deps.stripe, SITE)).missing).toEqual([])
      const { orderCode } = await paidOrder(s, '2027-11-10')
      s.stripe.refundOutcome('pending')
      const cancelled = await s.shop.cancelOrder(orderCode, customer.email, EARLY, 'en')
      expect(cancelled).toMatchObject({ ok: true, status: 'cancelled', refundStatus: 'pending', refundReference: expect.stringMatching(/^re_/) })
      const ref = (cancelled as { refundReference: string }).refundReference
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'pending', refund_reference: ref, refund_provider_status: 'pending' })
      // the sweepers do not send an unsettled refund again (one refund at Stripe, whatever the retries)
      await s.shop.sendOwedRefunds(50, { dueBy: new Date(Date.now() + 3_600_000) })
      await s.shop.cancelOrder(orderCode, customer.email, EARLY, 'en') // the customer's "Send my refund again"
      expect(refundPosts(s)).toBe(1)
      // what the endpoint receives: only subscribed types (no charge.refund.updated)
      await deliver(s)
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'pending', refund_provider_status: 'pending' })
      expect(dashboardRow(await dashboard(), orderCode)).toContain('pending at the provider: pending')
      // days later the bank returns it
      s.stripe.settleRefund(ref, 'failed', 'expired_or_canceled_card')
      expect(s.stripe.events.map((e) => e.type)).not.toContain('charge.refund.updated')
      const statuses = await deliver(s)
      expect(statuses.every((x) => x === 200)).toBe(true)
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'failed', refund_provider_status: 'failed', refund_error: 'provider refund failed: expired_or_canceled_card' })
      const row = dashboardRow(await dashboard(), orderCode)
      expect(row).toContain('Ticket refund')
      expect(row).toContain('|failed|')
      expect(row).toContain('provider refund failed: expired_or_canceled_card')
    } finally {
      await s.stripe.close()
    }
  })

  it('endpoint subscribed to payment_intent.* only: the start-up check names each missing event; the sweeper polls the refund and it ends failed and owed', async () => {
    const s = await setup(PI_ONLY)
    const errors = vi.spyOn(logger, 'error')
    try {
      const check = await checkWebhookSubscription(s.deps.stripe, SITE)
      expect(check.missing).toEqual(['refund.created', 'refund.updated', 'refund.failed'])
      for (const event of check.missing) expect(errors.mock.calls.some(([msg]) => String(msg).includes(event))).toBe(true)
      // no endpoint at all for another site URL: said once, with the URL
      expect((await checkWebhookSubscription(s.deps.stripe, 'https://other.example')).endpoint).toBeNull()
      expect(errors.mock.calls.some(([msg, fields]) => String(msg).includes('no endpoint') && (fields as { url?: string })?.url === 'https://other.example/payments/stripe/webhook/')).toBe(true)

      const { orderCode } = await paidOrder(s, '2027-11-11')
      s.stripe.refundOutcome('requires_action')
      const cancelled = await s.shop.cancelOrder(orderCode, customer.email, EARLY, 'en')
      expect(cancelled).toMatchObject({ ok: true, refundStatus: 'pending' })
      const ref = (cancelled as { refundReference: string }).refundReference
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'pending', refund_provider_status: 'requires_action' })
      s.stripe.settleRefund(ref, 'failed', 'lost_or_stolen_card')
      expect(s.stripe.events.filter((e) => e.type.startsWith('refund.') || e.type.startsWith('charge.'))).toEqual([]) // nothing about refunds reaches this endpoint
      await deliver(s)
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'pending' })
      // the sweeper's tick polls unsettled refunds
      expect(await sweepTick(s.deps)).not.toBeNull()
      expect(await orderRow(orderCode)).toMatchObject({ refund_status: 'failed', refund_provider_status: 'failed', refund_error: 'provider refund failed: lost_or_stolen_card' })
      expect(dashboardRow(await dashboard(), orderCode)).toContain('|failed|')
    } finally {
      errors.mockRestore()
      await s.stripe.close()
    }
  })

  it('hotel cancellation refund: answered pending it stays pending and is not sent again; polled as failed it is owed again', async () => {
    const s = await setup([...REQUIRED_WEBHOOK_EVENTS])
    try {
      const c = s.stripe.client()
      const pi = await c.paymentIntents.create({ amount: 40_000, currency: 'usd', capture_method: 'manual', metadata: { ...ownershipMetadata(), sessionId: randomUUID() } })
      await c.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })
      await c.paymentIntents.capture(pi.id)
      const code = `HXPEND${Math.random().toString(36).slice(2, 8).toUpperCase()}`
      hotelCodes.push(code)
      await pool.query(
        `INSERT INTO storefront_booking.refunds (confirmation_code, email, status, provider, payment_reference, amount_minor, currency, idempotency_key)
         VALUES ($1, 'ana@example.com', 'pending', 'stripe', $2, 30000, 'USD', $3)`,
        [code, pi.id, `hotel-refund:${code}`],
      )
      const deps: HotelRefundDeps = {
        pool: () => pool as unknown as pg.Pool,
        payments: () => s.provider,
        cancel: async () => Promise.reject(new Error('unused')),
        read: async () => Promise.reject(new Error('unused')),
      }
      s.stripe.refundOutcome('pending')
      const sent = await sendHotelRefund(code, deps)
      expect(sent).toMatchObject({ status: 'pending', refundReference: expect.stringMatching(/^re_/) })
      // the hotel refund sweeper leaves it (no second refund), even long after
      await pool.query(`UPDATE storefront_booking.refunds SET updated_at = now() - interval '2 hours' WHERE confirmation_code = $1`, [code])
      await sendOwedHotelRefunds(500, deps)
      expect(await sendHotelRefund(code, deps)).toMatchObject({ status: 'pending' })
      expect(refundPosts(s)).toBe(1)
      s.stripe.settleRefund(sent!.refundReference!, 'canceled')
      expect(await sweepTick(s.deps)).not.toBeNull()
      expect(await hotelRefundOf(code, deps)).toMatchObject({ status: 'failed', error: 'provider refund canceled' })
      const row = dashboardRow(await dashboard(), code)
      expect(row).toContain('Hotel refund')
      expect(row).toContain('|failed|')
    } finally {
      await s.stripe.close()
    }
  })
})
