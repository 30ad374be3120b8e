/**
 * The admin's "Find a booking or order" view's data (src/lib/operations/find.ts), on the run's
 * Postgres: the ticket shop's orders found by code, email, part of the name, visit and order day, with
 * their status (confirmed, payment owed, refund owed, refunded), money, references and actions, and
 * its two actions (resend the confirmation, send an owed refund again) through the shop's own paths;
 * the hotel booking's reservations (a stand-in hotel API search) joined with the storefront's refund,
 * email and owed-capture records, and an API without the search or down shown as such.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { findBookings, type BookingFindDeps, type ReservationCriteria } from '../../src/features/hotel-booking/server/opsFind'
import { closeShopPool } from '../../src/features/ticket-shop/server/db'
import { findOrders, resendOrderConfirmation, resendOrderRefund } from '../../src/features/ticket-shop/server/opsFind'
import { sendOrderMailOnce } from '../../src/features/ticket-shop/server/orderMail'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import { reloadEnv } from '../../src/lib/env'
import { hotelLocalDate } from '../../src/lib/hotel-date'
import { HotelApiError, type Reservation } from '../../src/lib/hotel-api'
import type { FoundRecord } from '../../src/lib/operations/find'
import { readMails, uniqueEmail } from '../helpers/mail'
import { testPayload } from '../helpers/payload'

let payload: Payload
let shop: ShopService
let pool: pg.Pool
let mailDir: string
const tag = Date.now().toString(36).toUpperCase()

async function placeOrder(first: string, last: string, email: string, date: string) {
  const add = await shop.addToCart(null, { productId: 3001, date, quantities: { adults: 2, minors: 0, infants: 0 } }, 'es')
  if (!add.ok) throw new Error(add.message)
  const co = await shop.startCheckout(add.cartId, 'MXN', 'es')
  if (!co.ok) throw new Error(co.message)
  const r = await shop.placeOrder({
    checkoutId: co.checkoutId,
    customer: { firstName: first, lastName: last, email, phone: '+52 998 123 4567', country: 'mx' },
    methodCode: 'VI',
    idempotencyKey: `find-${email}`,
    locale: 'es',
  })
  if (!r.ok) throw new Error(r.message)
  return r.orderCode
}

const codesOf = (records: FoundRecord[]) => records.map((r) => r.code)

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'ops-find-'))
  process.env.MAIL_DIR = mailDir
  reloadEnv()
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  shop = createShopService({ payments: () => new SandboxPaymentProvider() })
})
afterAll(async () => {
  await closeShopPool()
  await pool.end()
  await payload.destroy()
})

describe('ticket orders for ops', () => {
  it('finds orders by code in any case, email in any case, part of the name, and a visit or order day; newest first', async () => {
    const emailA = uniqueEmail('find-a')
    const emailB = uniqueEmail('find-b')
    const a = await placeOrder('Renata', `Quiñones${tag}`, emailA, '2027-11-03')
    const b = await placeOrder('Tomás', `Quiñones${tag}`, emailB, '2027-11-09')
    const find = async (text: string | null, date: string | null = null) => {
      const r = await findOrders({ text, date }, 25)
      if (!r.ok) throw new Error('unexpected')
      return r.records
    }
    expect(codesOf(await find(a.toLowerCase()))).toEqual([a])
    expect(codesOf(await find(emailB.toUpperCase()))).toEqual([b])
    expect(codesOf(await find(`quiñones${tag.toLowerCase()}`))).toEqual([b, a])
    expect(codesOf(await find(`ones${tag}`, '2027-11-09'))).toEqual([b])
    expect(codesOf(await find(`Quiñones${tag}`, hotelLocalDate(new Date())))).toEqual([b, a]) // placed today
    expect(codesOf(await find(`Quiñones${tag}`, '2027-11-04'))).toEqual([])
    expect(codesOf(await find('%'))).not.toContain(a) // LIKE's wildcards are literal
    const [rec] = await find(a)
    expect(rec).toMatchObject({
      kind: 'order',
      status: 'confirmed',
      guest: { name: `Renata Quiñones${tag}`, email: emailA },
      from: '2027-11-03',
      to: null,
      currency: 'MXN',
      refundMinor: 0,
      refund: null,
      emailSent: false,
      actions: ['resend-confirmation'],
    })
    expect(rec!.paidMinor).toBeGreaterThan(0)
    expect(rec!.payment).toMatchObject({ provider: 'sandbox' })
  })

  it('shows an owed capture as payment owed', async () => {
    const code = await placeOrder('Iker', `Owed${tag}`, uniqueEmail('find-owed'), '2027-11-05')
    const ref = (await pool.query<{ payment_reference: string }>(`SELECT payment_reference FROM shop.orders WHERE order_code = $1`, [code])).rows[0]!.payment_reference
    await pool.query(
      `INSERT INTO payments.payment_intents (id, status, amount, currency, metadata, authorized_at, capture_owed_at, updated_at) VALUES ($1, 'requires_capture', 100, 'MXN', '{}'::jsonb, now(), now(), now())`,
      [ref],
    )
    const r = await findOrders({ text: code, date: null }, 25)
    expect(r.ok && r.records[0]).toMatchObject({ code, status: 'payment-owed' })
  })

  it('resends an order confirmation already sent, once per press; a cancelled or unknown order is not found', async () => {
    const email = uniqueEmail('find-mail')
    const code = await placeOrder('Lucía', `Mail${tag}`, email, '2027-11-06')
    expect(await sendOrderMailOnce(code)).toBe('sent')
    expect(await resendOrderConfirmation(code)).toEqual({ ok: true, result: 'done' })
    expect(readMails(mailDir, email)).toHaveLength(2)
    const r = await findOrders({ text: code, date: null }, 25)
    expect(r.ok && r.records[0]).toMatchObject({ emailSent: true })
    expect(await resendOrderConfirmation('XS-NOSUCH00')).toEqual({ ok: false, result: 'not-found' })
  })

  it('an owed refund is sent again once through the shop’s retry; then refunded with its reference, and nothing more to do', async () => {
    const code = await placeOrder('Mateo', `Refund${tag}`, uniqueEmail('find-refund'), '2027-11-20')
    const email = (await pool.query<{ email: string }>(`SELECT email FROM shop.orders WHERE order_code = $1`, [code])).rows[0]!.email
    const cancelled = await shop.cancelOrder(code, email, new Date(), 'es')
    expect(cancelled).toMatchObject({ ok: true, refundStatus: 'succeeded' })
    // as if the provider had failed: the refund still owed, with its last error
    await pool.query(`UPDATE shop.orders SET refund_status = 'failed', refund_reference = NULL, refund_error = 'provider timeout', refund_attempts = 1 WHERE order_code = $1`, [code])
    let found = await findOrders({ text: code, date: null }, 25)
    expect(found.ok && found.records[0]).toMatchObject({ status: 'refund-owed', refund: { status: 'failed', error: 'provider timeout', attempts: 1 }, actions: ['send-refund'] })
    expect((found.ok && found.records[0]!.refundMinor)!).toBeGreaterThan(0)
    expect(await resendOrderRefund(code)).toEqual({ ok: true, result: 'done' })
    found = await findOrders({ text: code, date: null }, 25)
    expect(found.ok && found.records[0]).toMatchObject({ status: 'refunded', actions: [] })
    expect(found.ok && found.records[0]!.refund?.reference).toBeTruthy()
    expect(await resendOrderRefund(code)).toEqual({ ok: true, result: 'nothing-to-do' })
    expect(await resendOrderRefund('XS-NOSUCH00')).toEqual({ ok: false, result: 'not-found' })
  })
})

describe('hotel reservations for ops', () => {
  const reservation = (code: string, over: Partial<Reservation> = {}): Reservation => ({
    confirmationCode: code,
    status: 'CONFIRMED',
    hotelCode: '31453',
    hotelName: 'Hotel Arte',
    checkIn: '2027-12-01',
    checkOut: '2027-12-04',
    currency: 'USD',
    totalMinor: 120_000,
    paidMinor: 120_000,
    guest: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.find@example.com' },
    occupancy: [],
    rooms: [],
    pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null },
    cancellation: null,
    createdAt: '2027-06-01T10:00:00Z',
    payment: { provider: 'stripe', reference: `pi_find_${code}` },
    ...over,
  })

  it('joins each reservation with its refund, email and owed capture, and offers the actions that apply', async () => {
    const [ok, owedCapture, owedRefund, refunded, voided] = ['OK', 'CAP', 'OWE', 'REF', 'VOID'].map((s) => `HXF${s}${tag}`.slice(0, 20))
    const all = [
      reservation(ok!, { createdAt: '2027-06-05T10:00:00Z' }),
      reservation(owedCapture!, { createdAt: '2027-06-04T10:00:00Z' }),
      reservation(owedRefund!, { status: 'CANCELLED', cancellation: { penaltyMinor: 0, refundMinor: 120_000, cancelledAt: '2027-06-06T10:00:00Z' }, createdAt: '2027-06-03T10:00:00Z' }),
      reservation(refunded!, { status: 'CANCELLED', cancellation: { penaltyMinor: 20_000, refundMinor: 100_000, cancelledAt: '2027-06-06T10:00:00Z' }, createdAt: '2027-06-02T10:00:00Z' }),
      reservation(voided!, { status: 'CANCELLED', cancellation: { penaltyMinor: 0, refundMinor: 0, cancelledAt: '2027-06-06T10:00:00Z' }, createdAt: '2027-06-01T10:00:00Z' }),
    ]
    await pool.query(
      `INSERT INTO storefront_booking.confirmation_mails (confirmation_code, email, language, sent_at) VALUES ($1, 'ana.find@example.com', 'es', now()), ($2, 'ana.find@example.com', 'en', NULL)`,
      [ok, owedCapture],
    )
    await pool.query(
      `INSERT INTO storefront_booking.refunds (confirmation_code, email, status, provider, payment_reference, amount_minor, currency, idempotency_key, refund_reference, error, attempts)
       VALUES ($1, 'ana.find@example.com', 'failed', 'stripe', $2, 120000, 'USD', 'hotel-refund:' || $1, NULL, 'stripe: api_connection_error', 2),
              ($3, 'ana.find@example.com', 'succeeded', 'stripe', $4, 100000, 'USD', 'hotel-refund:' || $3, 're_find_1', NULL, 1)`,
      [owedRefund, `pi_find_${owedRefund}`, refunded, `pi_find_${refunded}`],
    )
    await pool.query(
      `INSERT INTO payments.payment_intents (id, status, amount, currency, metadata, authorized_at, capture_owed_at, updated_at) VALUES ($1, 'requires_capture', 120000, 'USD', '{}'::jsonb, now(), now(), now())`,
      [`pi_find_${owedCapture}`],
    )
    const asked: ReservationCriteria[] = []
    const deps: BookingFindDeps = {
      search: async (c) => {
        asked.push(c)
        return c.code ? all.filter((r) => r.confirmationCode === c.code) : all
      },
      db: () => pool,
      payments: () => pool,
    }
    const r = await findBookings({ text: 'Ana Ruiz', date: '2027-12-02' }, 25, deps)
    expect(asked).toEqual([{ name: 'Ana Ruiz', date: '2027-12-02', limit: 25 }])
    if (!r.ok) throw new Error('unexpected')
    expect(r.records.map((x) => [x.code, x.status, x.emailSent, x.actions])).toEqual([
      [ok, 'confirmed', true, ['resend-confirmation']],
      [owedCapture, 'payment-owed', false, ['resend-confirmation']],
      [owedRefund, 'refund-owed', null, ['send-refund']],
      [refunded, 'refunded', null, []],
      [voided, 'cancelled', null, []],
    ])
    expect(r.records[2]).toMatchObject({ refundMinor: 120_000, refund: { status: 'failed', error: 'stripe: api_connection_error', attempts: 2, reference: null } })
    expect(r.records[3]).toMatchObject({
      paidMinor: 120_000,
      refundMinor: 100_000,
      refund: { status: 'succeeded', reference: 're_find_1' },
      payment: { provider: 'stripe', reference: `pi_find_${refunded}` },
    })
    expect(r.records[0]).toMatchObject({ guest: { name: 'Ana Ruiz', email: 'ana.find@example.com' }, from: '2027-12-01', to: '2027-12-04', decimals: 2 })

    // a code-like word is asked as a code and as a name; the two answers are merged, once each
    asked.length = 0
    const byCode = await findBookings({ text: ok!.toLowerCase(), date: null }, 25, deps)
    expect(asked.map((c) => Object.keys(c).filter((k) => c[k as keyof ReservationCriteria] !== undefined))).toEqual([
      ['code', 'limit'],
      ['name', 'limit'],
    ])
    expect(byCode.ok && byCode.records.length).toBe(5)
  })

  it('an API without the search is "unsupported", an outage "unavailable": the view says so instead of failing', async () => {
    const failing = (err: unknown): BookingFindDeps => ({
      search: async () => {
        throw err
      },
      db: () => pool,
      payments: () => pool,
    })
    expect(await findBookings({ text: 'Ana', date: null }, 25, failing(new HotelApiError('ROUTE_NOT_FOUND', 'no route', 404)))).toEqual({ ok: false, reason: 'unsupported' })
    expect(await findBookings({ text: 'Ana', date: null }, 25, failing(new HotelApiError('NETWORK_ERROR', 'timeout', 0)))).toEqual({ ok: false, reason: 'unavailable' })
    expect(await findBookings({ text: 'Ana', date: null }, 25, failing(new HotelApiError('HTTP_503', 'down', 503)))).toEqual({ ok: false, reason: 'unavailable' })
  })
})
