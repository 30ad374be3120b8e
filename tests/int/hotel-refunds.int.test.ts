/**
 * Hotel cancellations refund the guest (issue #11 item 1): `cancelAndRefund` and the sweeper of
 * src/features/hotel-booking/server/refunds.ts with the real Stripe provider (real SDK) against the
 * local Stripe-compatible server, on the run's Postgres (`storefront_booking.refunds`). The hotel API
 * is a stand-in that cancels like the engine (policy refund, ALREADY_CANCELLED on a second cancel).
 * Proves: one Stripe refund of exactly the policy's refund on the reservation's PaymentIntent, key
 * `hotel-refund:<code>`; nothing for a non-refundable cancel; a Stripe outage leaves the refund owed
 * and the sweeper sends it once after its back-off; a crash between the cancel and the refund is
 * finished by the sweeper; 20 concurrent cancels → 1 refund; an unknown code cancels nothing.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { beginCancellation, cancelAndRefund, hotelCancelKey, hotelRefundKey, hotelRefundOf, sendOwedHotelRefunds, type HotelRefundDeps } from '../../src/features/hotel-booking/server/refunds'
import { resendBookingRefund } from '../../src/features/hotel-booking/server/opsFind'
import { HotelApiError, type Reservation } from '../../src/lib/hotel-api'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { paymentFlows } from '../../src/paymentFlows'

let stripe: StripeTestServer
let provider: StripePaymentProvider
let pool: pg.Pool

/** A stand-in hotel API: reservations by code, cancelled once with the policy's refund. */
function hotelApi() {
  const reservations = new Map<string, Reservation>()
  const calls = { cancel: 0, read: 0 }
  const api = {
    reservations,
    calls,
    cancel: async (code: string, email: string): Promise<Reservation> => {
      calls.cancel++
      const r = reservations.get(code)
      if (!r || r.guest.email.toLowerCase() !== email.toLowerCase()) throw new HotelApiError('RESERVATION_NOT_FOUND', 'not found', 404)
      if (r.status === 'CANCELLED') throw new HotelApiError('ALREADY_CANCELLED', 'already cancelled', 409)
      r.status = 'CANCELLED'
      r.cancellation = { penaltyMinor: r.paidMinor - refundOf.get(code)!, refundMinor: refundOf.get(code)!, cancelledAt: new Date().toISOString() }
      return structuredClone(r)
    },
    read: async (code: string, email: string): Promise<Reservation> => {
      calls.read++
      const r = reservations.get(code)
      if (!r || r.guest.email.toLowerCase() !== email.toLowerCase()) throw new HotelApiError('RESERVATION_NOT_FOUND', 'not found', 404)
      return structuredClone(r)
    },
  }
  const refundOf = new Map<string, number>()
  return { ...api, refundOf }
}

let api = hotelApi()
const deps = (): HotelRefundDeps => ({ pool: () => pool, payments: () => provider, cancel: api.cancel, read: api.read })

/** A captured PaymentIntent of `amountMinor` USD and a confirmed reservation paid with it, refunding `refundMinor` on cancel. */
async function paidReservation(code: string, amountMinor: number, refundMinor: number): Promise<string> {
  const client = stripe.client()
  const pi = await client.paymentIntents.create({ amount: amountMinor, currency: 'usd', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true, metadata: { sessionId: `s-${code}` } })
  await client.paymentIntents.capture(pi.id)
  api.refundOf.set(code, refundMinor)
  api.reservations.set(code, {
    confirmationCode: code,
    status: 'CONFIRMED',
    hotelCode: '31453',
    checkIn: '2027-10-10',
    checkOut: '2027-10-13',
    currency: 'USD',
    totalMinor: amountMinor,
    paidMinor: amountMinor,
    guest: { firstName: 'Ana', lastName: 'López', email: 'Ana.Refund@Example.com' },
    rooms: [],
    hotelName: 'Hotel Arte',
    occupancy: [],
    pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null },
    cancellation: null,
    createdAt: null,
    payment: { provider: 'stripe', reference: pi.id },
  })
  return pi.id
}

const refundsOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent)
const age = (code: string, minutes: number) => pool.query(`UPDATE storefront_booking.refunds SET updated_at = now() - make_interval(mins => $2) WHERE confirmation_code = $1`, [code, minutes])
const uniqueCode = (tag: string) => `HX${tag}${Math.random().toString(36).slice(2, 8).toUpperCase()}`

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 8 })
  stripe = await startStripeServer({ latencyMs: 5 })
  provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
})
afterAll(async () => {
  await stripe.close()
  await pool.end()
})

describe('hotel cancellation refunds (issue #11 item 1)', () => {
  it("cancel → one Stripe refund of exactly the policy refund on the reservation's PaymentIntent, recorded with its id", async () => {
    api = hotelApi()
    const code = uniqueCode('A')
    const intent = await paidReservation(code, 90_000, 60_000)
    const out = await cancelAndRefund(code, 'ana.refund@example.com', deps())
    expect(out).toMatchObject({ status: 'succeeded', amountMinor: 60_000, currency: 'USD', attempts: 1 })
    const refunds = refundsOf(intent)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: 60_000, currency: 'usd', status: 'succeeded' })
    expect(out!.refundReference).toBe(refunds[0].id)
    expect(stripe.log.filter((l) => l.path === '/v1/refunds' && l.method === 'POST').at(-1)?.idempotencyKey).toBe(hotelRefundKey(code))
    // the guest presses cancel again (ALREADY_CANCELLED): nothing more is refunded
    const again = await cancelAndRefund(code, 'ana.refund@example.com', deps())
    expect(again).toMatchObject({ status: 'succeeded', refundReference: refunds[0].id })
    expect(refundsOf(intent)).toHaveLength(1)
  })

  it('a non-refundable cancel records nothing owed and calls no provider', async () => {
    api = hotelApi()
    const code = uniqueCode('N')
    const intent = await paidReservation(code, 50_000, 0)
    expect(await cancelAndRefund(code, 'ana.refund@example.com', deps())).toMatchObject({ status: 'none', amountMinor: 0 })
    expect(refundsOf(intent)).toHaveLength(0)
  })

  it('Stripe down: the cancel stands and the refund is owed; the sweeper sends it once after the back-off', async () => {
    api = hotelApi()
    const code = uniqueCode('O')
    const intent = await paidReservation(code, 80_000, 80_000)
    stripe.outage(/^\/v1\/refunds/)
    try {
      expect(await cancelAndRefund(code, 'ana.refund@example.com', deps())).toMatchObject({ status: 'failed', amountMinor: 80_000 })
    } finally {
      stripe.outage(null)
    }
    expect(api.reservations.get(code)!.status).toBe('CANCELLED')
    expect(refundsOf(intent)).toHaveLength(0)
    // not yet due (back-off 2^1 minutes): the sweeper leaves it
    await sendOwedHotelRefunds(100, deps())
    expect((await hotelRefundOf(code, deps()))!.status).toBe('failed')
    await age(code, 3)
    await sendOwedHotelRefunds(100, deps())
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'succeeded', attempts: 2 })
    expect(refundsOf(intent)).toHaveLength(1)
    expect(refundsOf(intent)[0].amount).toBe(80_000)
  })

  it('a crash between the hotel cancel and the refund: the sweeper finishes it, with one refund', async () => {
    api = hotelApi()
    const code = uniqueCode('C')
    const intent = await paidReservation(code, 70_000, 35_000)
    // the process recorded the request and the hotel API cancelled, then died before recording
    await beginCancellation(code, 'ana.refund@example.com', deps())
    await api.cancel(code, 'ana.refund@example.com')
    expect((await hotelRefundOf(code, deps()))!.status).toBe('cancelling')
    await age(code, 2)
    await sendOwedHotelRefunds(100, deps())
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'succeeded', amountMinor: 35_000 })
    expect(refundsOf(intent)).toHaveLength(1)
    expect(api.calls.read).toBeGreaterThanOrEqual(1) // the second cancel answered ALREADY_CANCELLED: read
  })

  it('20 concurrent cancels of one reservation → one refund', async () => {
    api = hotelApi()
    const code = uniqueCode('P')
    const intent = await paidReservation(code, 60_000, 60_000)
    const outs = await Promise.allSettled(Array.from({ length: 20 }, () => cancelAndRefund(code, 'ana.refund@example.com', deps())))
    expect(outs.every((o) => o.status === 'fulfilled')).toBe(true)
    // a send another call was doing is reported as 'sending'; the row ends 'succeeded'
    await age(code, 2)
    await sendOwedHotelRefunds(100, deps())
    expect((await hotelRefundOf(code, deps()))!.status).toBe('succeeded')
    expect(refundsOf(intent)).toHaveLength(1)
  })

  it('an unknown code or another email cancels and records nothing', async () => {
    api = hotelApi()
    const code = uniqueCode('U')
    await paidReservation(code, 10_000, 10_000)
    await expect(cancelAndRefund(code, 'someone.else@example.com', deps())).rejects.toMatchObject({ code: 'RESERVATION_NOT_FOUND' })
    expect(await hotelRefundOf(code, deps())).toBeNull()
    expect(api.reservations.get(code)!.status).toBe('CONFIRMED')
  })

  it('keys the hotel cancel on code + email (case-insensitive), not on the code alone (issue #13 item 10)', () => {
    expect(hotelCancelKey('HX123', 'Ana@Example.com')).toBe(hotelCancelKey('HX123', 'ana@example.com'))
    expect(hotelCancelKey('HX123', 'ana@example.com')).not.toBe(hotelCancelKey('HX123', 'eve@example.com'))
    expect(hotelCancelKey('HX123', 'ana@example.com')).not.toContain('HX123')
  })
})

describe('a refund Stripe later marks failed is owed again (issue #11 item 7)', () => {
  it('refund.failed through the signed webhook reopens the hotel refund; the sweeper sends a new one under a new key', async () => {
    const { handleStripeWebhook } = await import('../../src/features/checkout/server/stripeWebhook')
    api = hotelApi()
    const code = uniqueCode('F')
    await paidReservation(code, 40_000, 40_000)
    const sent = await cancelAndRefund(code, 'ana.refund@example.com', deps())
    expect(sent).toMatchObject({ status: 'succeeded' })
    const secret = 'whsec_refund_failed'
    // days later the card's bank returns the refund: Stripe marks it failed and sends refund.failed
    stripe.failRefund(sent!.refundReference!)
    const event = stripe.events.filter((e) => e.type === 'refund.failed' && e.data.object.id === sent!.refundReference).at(-1)!
    expect(event).toBeTruthy()
    const deliver = () =>
      handleStripeWebhook(stripe.signedRequest('http://localhost/payments/stripe/webhook/', event, secret), { pool, stripe: stripe.client(), secret, graceMs: 3_600_000, flows: paymentFlows() })
    const res = await deliver()
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ received: true, handled: true })
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'failed', error: 'provider refund failed: expired_or_canceled_card' })
    // a second delivery of the same event changes nothing
    expect(await (await deliver()).json()).toMatchObject({ duplicate: true })
    // the guest (or the sweeper) sends it again: a second Stripe refund, under a new key
    await age(code, 5)
    await sendOwedHotelRefunds(100, deps())
    const again = await hotelRefundOf(code, deps())
    expect(again).toMatchObject({ status: 'succeeded' })
    expect(again!.refundReference).not.toBe(sent!.refundReference)
    const keys = stripe.log.filter((l) => l.path === '/v1/refunds' && l.method === 'POST').map((l) => l.idempotencyKey)
    expect(keys).toContain(`${hotelRefundKey(code)}:retry-1`)
  })
})

describe('a refund Stripe made while its sender died is confirmed by the webhook (issue #11 item 7)', () => {
  it('refund.created confirms a record left pending, with its refund id and no second refund; failed records are not touched', async () => {
    const { handleStripeWebhook } = await import('../../src/features/checkout/server/stripeWebhook')
    api = hotelApi()
    const code = uniqueCode('S')
    const intent = await paidReservation(code, 30_000, 30_000)
    const sent = await cancelAndRefund(code, 'ana.refund@example.com', deps())
    expect(sent).toMatchObject({ status: 'succeeded' })
    // what a process killed between Stripe's answer and the UPDATE leaves: the record still pending, no refund id
    await pool.query(`UPDATE storefront_booking.refunds SET status = 'pending', refund_reference = NULL, provider_status = NULL WHERE confirmation_code = $1`, [code])
    const secret = 'whsec_refund_created'
    const event = stripe.events.filter((e) => e.type === 'refund.created' && e.data.object.id === sent!.refundReference).at(-1)!
    expect(event).toBeTruthy()
    const res = await handleStripeWebhook(stripe.signedRequest('http://localhost/payments/stripe/webhook/', event, secret), {
      pool,
      stripe: stripe.client(),
      secret,
      graceMs: 3_600_000,
      flows: paymentFlows(),
    })
    expect(await res.json()).toMatchObject({ received: true, handled: true })
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'succeeded', refundReference: sent!.refundReference })
    expect(refundsOf(intent)).toHaveLength(1)
  })
})

describe('ops send an owed hotel refund again (the admin find view)', () => {
  it('a refund Stripe failed is sent once with its key; pressed again there is nothing to do; an unknown code is not found', async () => {
    api = hotelApi()
    const code = uniqueCode('R')
    const intent = await paidReservation(code, 70_000, 70_000)
    stripe.outage(/^\/v1\/refunds/)
    try {
      expect(await cancelAndRefund(code, 'ana.refund@example.com', deps())).toMatchObject({ status: 'failed' })
    } finally {
      stripe.outage(null)
    }
    // no back-off wait for ops: the refund goes now
    expect(await resendBookingRefund(code, deps())).toEqual({ ok: true, result: 'done' })
    expect(refundsOf(intent)).toHaveLength(1)
    expect(refundsOf(intent)[0]).toMatchObject({ amount: 70_000, status: 'succeeded' })
    expect(stripe.log.filter((l) => l.path === '/v1/refunds' && l.method === 'POST').at(-1)?.idempotencyKey).toBe(hotelRefundKey(code))
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'succeeded', refundReference: refundsOf(intent)[0].id })
    expect(await resendBookingRefund(code, deps())).toEqual({ ok: true, result: 'nothing-to-do' })
    expect(refundsOf(intent)).toHaveLength(1)
    expect(await resendBookingRefund('HXNOSUCHCODE', deps())).toEqual({ ok: false, result: 'not-found' })
  })

  it('a cancellation a crash left "cancelling" is finished (the idempotent cancel) and refunded; a Stripe outage is reported and stays owed', async () => {
    api = hotelApi()
    const code = uniqueCode('C')
    const intent = await paidReservation(code, 40_000, 40_000)
    await beginCancellation(code, 'ana.refund@example.com', deps()) // … and the process died before the hotel API's cancel
    stripe.outage(/^\/v1\/refunds/)
    try {
      const out = await resendBookingRefund(code, deps())
      expect(out).toMatchObject({ ok: false, result: 'failed' })
      expect((out as { error?: string }).error).toBeTruthy()
    } finally {
      stripe.outage(null)
    }
    expect(api.reservations.get(code)!.status).toBe('CANCELLED')
    expect(await hotelRefundOf(code, deps())).toMatchObject({ status: 'failed', amountMinor: 40_000 })
    expect(await resendBookingRefund(code, deps())).toEqual({ ok: true, result: 'done' })
    expect(refundsOf(intent)).toHaveLength(1)
  })
})
