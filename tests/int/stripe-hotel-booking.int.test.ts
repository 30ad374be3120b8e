/**
 * Step 2 BOOK with Stripe configured: the real `placeBooking` server action against the reference
 * hotel engine (over HTTP) and the local Stripe-compatible server (real `stripe` SDK). Proves the
 * Payment Element flow: prepare (hold + PaymentIntent of the server's amount) → the browser confirms →
 * commit (verify → commit with Idempotency-Key = PaymentIntent id → capture); MSI plans for MXN; a
 * PaymentIntent of another amount or session is refused; LAST_ROOM_TAKEN cancels the authorization.
 * Next's request APIs (headers, cookies, redirect, unstable_cache) are replaced by plain stand-ins.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, hotelLocalDate } from '../../src/lib/hotel-date'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'

const jar = new Map<string, string>()
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: (k: string) => (jar.has(k) ? { value: jar.get(k) } : undefined), set: (k: string, v: string) => jar.set(k, v), delete: (k: string) => jar.delete(k) }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { redirectTo: url })
  },
}))
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }))
vi.mock('../../src/features/hotel-booking/server/confirmationMail', () => ({ recordOwedConfirmation: async () => undefined, sendConfirmationOnce: async () => undefined }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }))

const TOKEN = 'stripe-booking-test-token'
let engine: EngineServer
let stripe: StripeTestServer
let placeBooking: typeof import('../../src/features/hotel-booking/server/placeBooking').placeBooking
let confirmHotelPayment: typeof import('../../src/features/hotel-booking/server/confirmPayment').confirmHotelPayment
let client: import('../../src/lib/hotel-api').HotelApiClient
let HotelApiClientClass: typeof import('../../src/lib/hotel-api').HotelApiClient
let HotelApiErrorClass: typeof import('../../src/lib/hotel-api').HotelApiError
const ctx = { pageUrl: 'http://localhost:3000/es/reserva/', language: 'es' as const }
let checkIn = ''
const env = { ...process.env }

beforeAll(async () => {
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  stripe = await startStripeServer()
  Object.assign(process.env, {
    HOTEL_API_URL: engine.baseUrl,
    HOTEL_API_TOKEN: TOKEN,
    HOTEL_API_TRAILING_SLASH: 'false',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_booking', // Stripe on ⇒ webhook required (issue #11 item 5)
    STRIPE_API_HOST: stripe.host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  })
  const payments = await import('../../src/features/checkout/payments')
  payments.resetPaymentProvider()
  expect(payments.paymentProvider().name).toBe('stripe')
  ;({ placeBooking } = await import('../../src/features/hotel-booking/server/placeBooking'))
  ;({ confirmHotelPayment } = await import('../../src/features/hotel-booking/server/confirmPayment'))
  const api = await import('../../src/lib/hotel-api')
  HotelApiClientClass = api.HotelApiClient
  HotelApiErrorClass = api.HotelApiError
  client = new api.HotelApiClient()
  const today = hotelLocalDate(new Date())
  const cal = await client.getCalendar({ hotelCode: 31453, from: addDays(today, 40), to: addDays(today, 110), currency: 'USD', adults: 2, ages: [] }, ctx)
  const n = cal.nights
  const i = n.findIndex((d, k) => k + 3 < n.length && d.minStay <= 3 && !d.closedToArrival && !n[k + 3].closedToDeparture && n.slice(k, k + 3).every((x) => !x.closed && x.available > 4))
  if (i < 0) throw new Error('no bookable stay')
  checkIn = n[i].date
})
afterAll(async () => {
  await (await import('../../src/lib/db')).storefrontPool.close()
  await (await import('../../src/features/ticket-shop/server/db')).closeShopPool()
  process.env = env
  ;(await import('../../src/features/checkout/payments')).resetPaymentProvider()
  await engine.close()
  await stripe.close()
})

async function newSession(currency = 'USD') {
  const search = { hotelCode: 31453, checkIn, checkOut: addDays(checkIn, 3), rooms: [{ adults: 2, childrenAges: [] }], currency, language: 'es' as const, channel: 94, clientId: 0 }
  const availability = await client.getAvailability(search, ctx)
  const room = availability.rooms[0]
  const rate = room.ratePlans[0]
  return client.createPaymentReservation({ ...search, selections: [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: rate.ratePlanCode }] }, ctx)
}

const form = (values: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}
const guest = (sessionId: string, extra: Record<string, string> = {}) =>
  form({ locale: 'es', sessionId, firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phone: '+52 998 123 4567', country: 'MX', methodCode: 'VI', acceptTerms: 'on', ...extra })

async function commit(sessionId: string, reference: string) {
  try {
    return await placeBooking({ status: 'idle' }, guest(sessionId, { paymentStage: 'commit', paymentReference: reference }))
  } catch (err) {
    const to = (err as { redirectTo?: string }).redirectTo
    if (!to) throw err
    return { redirected: to }
  }
}

describe('step 2 BOOK with Stripe', () => {
  it('prepare → browser confirms → commit: verified, committed with the PaymentIntent id, captured', async () => {
    const session = await newSession()
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare', amountMinor: '1' }))
    expect(prepared.status).toBe('payment')
    if (prepared.status !== 'payment') return
    const held = await client.getPaymentReservation(session.sessionId, ctx)
    expect(held.status).toBe('HELD')
    expect(prepared.amountMinor).toBe(held.dueNowMinor) // the server's amount, not the form's
    const pi = stripe.intents.get(prepared.reference)!
    expect(pi).toMatchObject({ amount: held.dueNowMinor, currency: 'usd', capture_method: 'manual', metadata: { sessionId: session.sessionId } })
    // the amount authorized is the total the booking step shows, itemized: net + IVA + ISH (issue #14 item 16)
    expect(pi.amount).toBe(held.totalMinor)
    expect(held.taxes?.totalMinor).toBe(pi.amount)
    expect(held.taxes!.netMinor + held.taxes!.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(pi.amount)
    expect(held.taxes!.lines.map((l) => [l.code, l.percent, l.included])).toEqual([
      ['IVA', 16, true],
      ['ISH', 6, true],
    ])
    // Idempotency per session version: preparing again returns the same PaymentIntent.
    const again = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare' }))
    expect(again.status === 'payment' && again.reference).toBe(prepared.reference)

    // Committing before the browser confirmed is refused, nothing is booked.
    expect(await commit(session.sessionId, prepared.reference)).toMatchObject({ status: 'error', code: 'PAYMENT_NOT_AUTHORIZED' })

    await stripe.client().paymentIntents.confirm(prepared.reference, { payment_method: 'pm_card_visa' }) // Stripe.js
    const done = await commit(session.sessionId, prepared.reference)
    expect(done).toMatchObject({ redirected: expect.stringMatching(/^\/es\/confirmacion\/[A-Z0-9-]+\/$/) })
    expect(stripe.intents.get(prepared.reference)).toMatchObject({ status: 'succeeded', amount_received: held.dueNowMinor })
    const code = (done as { redirected: string }).redirected.split('/').at(-2)!
    const reservation = await client.getReservation(code, 'ana@example.com', ctx)
    expect(reservation.taxes?.totalMinor).toBe(stripe.intents.get(prepared.reference)!.amount_received) // the confirmation's breakdown is what was captured
    const commitRequest = engine.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/hotel-api/v1/reservations')).at(-1)!
    expect(commitRequest.headers['idempotency-key']).toBe(prepared.reference)
    expect((await client.getPaymentReservation(session.sessionId, ctx)).status).toBe('CONFIRMED')
  })

  it('switching card ↔ financing (Affirm) on one session version prepares a PaymentIntent per method (issue #11 item 4)', async () => {
    const session = await newSession()
    // the financing method is English-site only (spec §9)
    const card = await placeBooking({ status: 'idle' }, guest(session.sessionId, { locale: 'en', paymentStage: 'prepare' }))
    expect(card.status).toBe('payment')
    const financing = await placeBooking({ status: 'idle' }, guest(session.sessionId, { locale: 'en', paymentStage: 'prepare', methodCode: 'UP' }))
    expect(financing, JSON.stringify(financing)).toMatchObject({ status: 'payment' })
    if (card.status !== 'payment' || financing.status !== 'payment') return
    expect(financing.reference).not.toBe(card.reference)
    expect(stripe.intents.get(financing.reference)).toMatchObject({ payment_method_types: ['affirm'], metadata: { sessionId: session.sessionId, methodCode: 'UP' } })
    // and back to the card: its own intent again (same key → same PaymentIntent)
    const back = await placeBooking({ status: 'idle' }, guest(session.sessionId, { locale: 'en', paymentStage: 'prepare' }))
    expect(back.status === 'payment' && back.reference).toBe(card.reference)
  })

  it('a capture error after the commit is not "nothing charged" (issue #11 item 3): confirmation shown, capture owed or done', async () => {
    const { shopPool: pool } = await import('../../src/features/ticket-shop/server/db')
    const owed = async (id: string) => (await pool().query(`SELECT capture_owed_at IS NOT NULL AS owed FROM payments.payment_intents WHERE id = $1`, [id])).rows[0]?.owed ?? null
    // 1. Stripe down during the capture: the reservation stands, the capture is marked owed for the sweep
    const session = await newSession()
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare' }))
    if (prepared.status !== 'payment') throw new Error('expected payment')
    await stripe.client().paymentIntents.confirm(prepared.reference, { payment_method: 'pm_card_visa' })
    stripe.outage(/\/capture$/)
    let res: Awaited<ReturnType<typeof commit>>
    try {
      res = await commit(session.sessionId, prepared.reference)
    } finally {
      stripe.outage(null)
    }
    expect(res).toMatchObject({ redirected: expect.stringMatching(/^\/es\/confirmacion\/[A-Z0-9-]+\/$/) })
    expect(stripe.intents.get(prepared.reference)?.status).toBe('requires_capture') // kept, not cancelled
    expect(await owed(prepared.reference)).toBe(true)
    // 2. the capture reached Stripe, its answer was lost: confirmation, nothing owed
    const s2 = await newSession()
    const p2 = await placeBooking({ status: 'idle' }, guest(s2.sessionId, { paymentStage: 'prepare' }))
    if (p2.status !== 'payment') throw new Error('expected payment')
    await stripe.client().paymentIntents.confirm(p2.reference, { payment_method: 'pm_card_visa' })
    const { StripePaymentProvider } = await import('../../src/features/checkout/payments/stripe')
    const real = StripePaymentProvider.prototype.capture
    const spy = vi.spyOn(StripePaymentProvider.prototype, 'capture').mockImplementationOnce(async function (this: InstanceType<typeof StripePaymentProvider>, ref: string) {
      await real.call(this, ref)
      throw new Error('socket hang up (test)')
    })
    try {
      expect(await commit(s2.sessionId, p2.reference)).toHaveProperty('redirected')
    } finally {
      spy.mockRestore()
    }
    expect(stripe.intents.get(p2.reference)?.status).toBe('succeeded')
    expect(await owed(p2.reference)).toBe(null)
  })

  it('refuses a PaymentIntent of another session or amount (never commits it)', async () => {
    const session = await newSession()
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare' }))
    if (prepared.status !== 'payment') throw new Error('expected payment')
    // A cheaper intent confirmed by a tampering browser, with this session's id in its metadata:
    const cheap = await stripe.client().paymentIntents.create({ amount: 100, currency: 'usd', capture_method: 'manual', metadata: { sessionId: session.sessionId } })
    await stripe.client().paymentIntents.confirm(cheap.id, { payment_method: 'pm_card_visa' })
    expect(await commit(session.sessionId, cheap.id)).toMatchObject({ status: 'error', code: 'PAYMENT_MISMATCH' })
    // Another session's authorized intent:
    const other = await newSession()
    const otherPrepared = await placeBooking({ status: 'idle' }, guest(other.sessionId, { paymentStage: 'prepare' }))
    if (otherPrepared.status !== 'payment') throw new Error('expected payment')
    await stripe.client().paymentIntents.confirm(otherPrepared.reference, { payment_method: 'pm_card_visa' })
    expect(await commit(session.sessionId, otherPrepared.reference)).toMatchObject({ status: 'error', code: 'PAYMENT_MISMATCH' })
    expect(stripe.intents.get(otherPrepared.reference)?.status).toBe('requires_capture') // not cancelled on the browser's word
    expect((await client.getPaymentReservation(session.sessionId, ctx)).status).not.toBe('CONFIRMED')
  })

  it('LAST_ROOM_TAKEN at commit cancels the authorization and keeps the guest’s data', async () => {
    const session = await newSession()
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare' }))
    if (prepared.status !== 'payment') throw new Error('expected payment')
    await stripe.client().paymentIntents.confirm(prepared.reference, { payment_method: 'pm_card_visa' })
    const spy = vi.spyOn(HotelApiClientClass.prototype, 'commitReservation').mockRejectedValueOnce(new HotelApiErrorClass('LAST_ROOM_TAKEN', 'taken', 409))
    try {
      const res = await commit(session.sessionId, prepared.reference)
      expect(res).toMatchObject({ status: 'error', code: 'LAST_ROOM_TAKEN', values: { firstName: 'Ana', email: 'ana@example.com' } })
    } finally {
      spy.mockRestore()
    }
    expect(stripe.intents.get(prepared.reference)?.status).toBe('canceled')
  })

  it('a declined card leaves nothing to commit (PAYMENT_DECLINED)', async () => {
    const session = await newSession()
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare' }))
    if (prepared.status !== 'payment') throw new Error('expected payment')
    await stripe
      .client()
      .paymentIntents.confirm(prepared.reference, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined)
    expect(await commit(session.sessionId, prepared.reference)).toMatchObject({ status: 'error', code: 'PAYMENT_DECLINED' })
  })

  it('MXN: plans of ≤ 12 months from Stripe once the card is attached; confirmed with the chosen plan; instalments reach the commit', async () => {
    const session = await newSession('MXN')
    const prepared = await placeBooking({ status: 'idle' }, guest(session.sessionId, { paymentStage: 'prepare', paymentMethodId: 'pm_card_mx' }))
    if (prepared.status !== 'payment') throw new Error(`expected payment, got ${JSON.stringify(prepared)}`)
    expect(prepared.currency).toBe('MXN')
    expect(prepared.installmentPlans).toEqual([3, 6, 9, 12])
    expect(await confirmHotelPayment({ sessionId: '00000000-0000-0000-0000-000000000000', reference: prepared.reference, months: 6 })).toEqual({ ok: false, code: 'PAYMENT_MISMATCH' })
    expect(await confirmHotelPayment({ sessionId: session.sessionId, reference: prepared.reference, months: 18 })).toEqual({ ok: false, code: 'PAYMENT_INVALID' })
    expect(await confirmHotelPayment({ sessionId: session.sessionId, reference: prepared.reference, months: 6 })).toEqual({ ok: true, status: 'authorized', clientSecret: null })
    const done = await commit(session.sessionId, prepared.reference)
    expect(done).toHaveProperty('redirected')
    const commitRequest = engine.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/hotel-api/v1/reservations')).at(-1)!
    expect(commitRequest.headers['idempotency-key']).toBe(prepared.reference)
    expect(stripe.intents.get(prepared.reference)).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { plan: { count: 6 } } } } })
    // the plan Stripe charges in stays with the booking: what the confirmation shows is 6 × the amount per month
    const code = /\/confirmacion\/([A-Z0-9]+)\//.exec((done as { redirected: string }).redirected)![1]!
    const r = await client.getReservation(code, 'ana@example.com', ctx)
    const { reservationPaymentPlan } = await import('../../src/features/hotel-booking/server/paymentPlan')
    expect(await reservationPaymentPlan(r)).toEqual({ months: 6, monthlyMinor: Math.ceil(Number(stripe.intents.get(prepared.reference)!.amount) / 6) })
  })
})
