/**
 * The hotel checkout service (src/features/hotel-booking/server/checkout/service.ts, what the
 * `placeBooking` action calls) under partial failure: the reference engine over HTTP behind a fetch
 * that can lose the commit's answer after the engine committed (a timeout past the client's deadline,
 * a proxy's 502 page, an unreadable body), the real Stripe SDK against the local Stripe-compatible
 * server, the real attempts and owed-confirmation tables.
 *
 * What must hold: an unclear commit never cancels the payment; the guest lands on the one confirmation
 * and the payment is captured once; two tabs paying one session land on one confirmation; a payment
 * proven gone after the commit voids the reservation; the attempt is recorded before the commit and the
 * sweep turns a lost answer into an owed email; maintenance stops the money steps.
 */
import pg from 'pg'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StripePaymentProvider } from '../../src/features/checkout/payments/stripe'
import { GuestFormSchema } from '../../src/features/hotel-booking/domain/guestForm'
import { bookingAttempts, resolveOpenAttempts } from '../../src/features/hotel-booking/server/checkout/attempts'
import { createHotelCheckout, type BookOutcome } from '../../src/features/hotel-booking/server/checkout/service'
import { insertOwedConfirmation } from '../../src/features/hotel-booking/server/owedConfirmation'
import { reloadEnv } from '../../src/lib/env'
import { addDays, hotelLocalDate } from '../../src/lib/hotel-date'
import { HotelApiClient } from '../../src/lib/hotel-api'
import { hotelApiConfig } from '../../src/lib/hotel-api/config'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'

const TOKEN = 'hotel-checkout-test-token'
const METHODS = [{ apiCode: 'VI', name: 'Visa', kind: 'card', enabled: true, languages: ['es', 'en'], currencies: [{ isoCode: 'USD' }] }]
const HOTELS = [{ code: 'HXA', propertyCode: 31453, channel: 94, clientId: 0 }]
const ctx = { pageUrl: 'http://localhost:3000/en/booking/', language: 'en' as const }
const env = { ...process.env }

let engine: EngineServer
let stripe: StripeTestServer
let pool: pg.Pool
let provider: StripePaymentProvider
let stays: string[] = []
let stayIndex = 0

/** How the fetch in front of the engine treats the commit (POST /reservations). */
type CommitFault = 'none' | 'timeout' | '502' | 'garbage'
let commitFault: CommitFault = 'none'
/** Runs once the engine committed, before the (possibly lost) answer goes back. */
let afterEngineCommit: ((body: { Payment: { Reference: string } }) => Promise<void>) | null = null
/** While true, every engine call fails as unreachable (after the commit's own request). */
let engineDown = false

/** fetch to the engine with faults injected after the engine did its work. */
const faultyFetch: typeof fetch = async (input, init) => {
  const url = String(input)
  if (engineDown) throw new TypeError('fetch failed (engine unreachable)')
  const isCommit = init?.method === 'POST' && /\/reservations\/?$/.test(new URL(url).pathname)
  const res = await fetch(input, init)
  if (!isCommit) return res
  const text = await res.text()
  if (res.ok && afterEngineCommit) await afterEngineCommit(JSON.parse(String(init?.body)))
  if (!res.ok || commitFault === 'none') return new Response(text, { status: res.status, headers: res.headers })
  if (commitFault === '502') return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })
  if (commitFault === 'garbage') return new Response('{"ConfirmationCode": ', { status: 201, headers: { 'content-type': 'application/json' } })
  // timeout: the answer never comes; the client's deadline aborts the request
  return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
}

function checkout(opts: { maintenance?: boolean } = {}) {
  const client = new HotelApiClient({ ...hotelApiConfig(), timeoutMs: 1_500 }, faultyFetch)
  return createHotelCheckout({
    engine: client,
    payments: () => provider,
    paymentMethods: async () => METHODS,
    banks: async () => [],
    hotels: async () => HOTELS,
    maintenance: async () => (opts.maintenance ? 'We are in maintenance. Contact us at our customer service numbers: Mexico: 800 000 0000.' : null),
    allowHold: async () => true,
    attempts: bookingAttempts(() => pool),
    recordOwedConfirmation: (code, email, locale) => insertOwedConfirmation(pool, code, email, locale),
    paymentsDb: () => pool,
    crash: () => undefined,
  })
}

const guest = (email: string) => GuestFormSchema.parse({ firstName: 'Ana', lastName: 'López', email, phone: '+52 998 123 4567', country: 'MX', methodCode: 'VI', acceptTerms: 'on' })

/** A new session on the next bookable stay (step 1's "Continue"). */
async function newSession() {
  const client = new HotelApiClient()
  const checkIn = stays[stayIndex++ % stays.length]!
  const search = { hotelCode: 31453, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'en' as const, channel: 94, clientId: 0 }
  const room = (await client.getAvailability(search, ctx)).rooms[0]!
  return client.createPaymentReservation({ ...search, selections: [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: room.ratePlans[0]!.ratePlanCode }] }, ctx)
}

/** What Stripe.js does in the browser. */
const browserConfirm = (id: string) =>
  new Stripe('sk_test_local', { host: stripe.host, port: stripe.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false }).paymentIntents.confirm(id, { payment_method: 'pm_card_visa' })

/** Prepare → the browser confirms → commit, as the booking page does with Stripe. */
async function payAndBook(sessionId: string, email: string, c = checkout()): Promise<{ reference: string; outcome: BookOutcome }> {
  const step = { locale: 'en' as const, guest: guest(email), sessionId, ctx }
  const prepared = await c.book({ ...step, paymentStage: 'prepare' })
  if (prepared.kind !== 'payment') throw new Error(`prepare: ${JSON.stringify(prepared)}`)
  await browserConfirm(prepared.reference)
  return { reference: prepared.reference, outcome: await c.book({ ...step, paymentStage: 'commit', paymentReference: prepared.reference }) }
}

const calls = (reference: string, action: 'capture' | 'cancel') => stripe.log.filter((l) => l.method === 'POST' && l.path === `/v1/payment_intents/${reference}/${action}`)

beforeAll(async () => {
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  stripe = await startStripeServer()
  Object.assign(process.env, { HOTEL_API_URL: engine.baseUrl, HOTEL_API_TOKEN: TOKEN, HOTEL_API_TRAILING_SLASH: 'false' })
  reloadEnv()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  const today = hotelLocalDate(new Date())
  const cal = await new HotelApiClient().getCalendar({ hotelCode: 31453, from: addDays(today, 120), to: addDays(today, 200), currency: 'USD', adults: 2, ages: [] }, ctx)
  const n = cal.nights
  stays = n
    .filter((d, k) => k + 2 < n.length && d.minStay <= 2 && !d.closedToArrival && !n[k + 2]!.closedToDeparture && n.slice(k, k + 2).every((x) => !x.closed && x.available > 3))
    .map((d) => d.date)
  expect(stays.length).toBeGreaterThan(10)
}, 120_000)

afterAll(async () => {
  const ids = [...stripe.intents.keys()]
  await pool.query('DELETE FROM payments.payment_intents WHERE id = ANY($1::text[])', [ids])
  await pool.end()
  process.env = env
  reloadEnv()
  await engine.close()
  await stripe.close()
})

describe('hotel checkout: the engine commits, then its answer is lost', () => {
  it.each<CommitFault>(['timeout', '502', 'garbage'])('%s: no cancel, one capture, the guest lands on the confirmation', async (fault) => {
    const session = await newSession()
    commitFault = fault
    try {
      const { reference, outcome } = await payAndBook(session.sessionId, `lost.${fault}@example.com`)
      expect(outcome.kind).toBe('confirmed')
      if (outcome.kind !== 'confirmed') return
      expect(outcome.ownPayment).toBe(true)
      const now = await new HotelApiClient().getPaymentReservation(session.sessionId, ctx)
      expect(now.status).toBe('CONFIRMED')
      expect(now.reservation).toEqual({ confirmationCode: outcome.confirmationCode, paymentReference: reference })
      expect(calls(reference, 'cancel')).toHaveLength(0)
      expect(calls(reference, 'capture').filter((c) => c.status === 200)).toHaveLength(1)
      expect(stripe.intents.get(reference)!.status).toBe('succeeded')
      // the email is owed and the attempt resolved
      const mail = await pool.query('SELECT 1 FROM storefront_booking.confirmation_mails WHERE confirmation_code = $1', [outcome.confirmationCode])
      expect(mail.rowCount).toBe(1)
      const attempt = await pool.query('SELECT outcome, confirmation_code FROM storefront_booking.booking_attempts WHERE payment_reference = $1', [reference])
      expect(attempt.rows[0]).toEqual({ outcome: 'confirmed', confirmation_code: outcome.confirmationCode })
    } finally {
      commitFault = 'none'
    }
  })

  it('the attempt is recorded before the engine commits', async () => {
    const session = await newSession()
    let recordedBeforeCommit: boolean | null = null
    afterEngineCommit = async (body) => {
      const r = await pool.query('SELECT created_at FROM storefront_booking.booking_attempts WHERE payment_reference = $1', [body.Payment.Reference])
      recordedBeforeCommit = r.rowCount === 1
    }
    try {
      const { outcome } = await payAndBook(session.sessionId, 'attempt.first@example.com')
      expect(outcome.kind).toBe('confirmed')
      expect(recordedBeforeCommit).toBe(true)
    } finally {
      afterEngineCommit = null
    }
  })

  it('the engine unreachable after it committed: pending, nothing cancelled; the sweeps capture and owe the email', async () => {
    const session = await newSession()
    commitFault = '502'
    afterEngineCommit = async () => {
      engineDown = true
    }
    let result: Awaited<ReturnType<typeof payAndBook>>
    try {
      result = await payAndBook(session.sessionId, 'pending.guest@example.com')
    } finally {
      commitFault = 'none'
      afterEngineCommit = null
      engineDown = false
    }
    expect(result.outcome).toEqual({ kind: 'pending', sessionId: session.sessionId })
    expect(calls(result.reference, 'cancel')).toHaveLength(0)
    expect(stripe.intents.get(result.reference)!.status).toBe('requires_capture')
    // the attempts sweep, with the engine back: the confirmation becomes owed
    const swept = await resolveOpenAttempts(
      {
        attempts: bookingAttempts(() => pool),
        readSession: (id, c) => new HotelApiClient().getPaymentReservation(id, c),
        recordOwedConfirmation: (code, email, locale) => insertOwedConfirmation(pool, code, email, locale),
        siteUrl: 'http://localhost:3000',
      },
      { graceSeconds: 0 },
    )
    expect(swept.confirmed).toBeGreaterThanOrEqual(1)
    const now = await new HotelApiClient().getPaymentReservation(session.sessionId, ctx)
    const mail = await pool.query('SELECT email FROM storefront_booking.confirmation_mails WHERE confirmation_code = $1', [now.reservation!.confirmationCode])
    expect(mail.rows).toEqual([{ email: 'pending.guest@example.com' }])
  })
})

describe('hotel checkout: two tabs, one session', () => {
  it('both tabs post the same payment at once: one reservation, one capture, both on the same confirmation', async () => {
    const session = await newSession()
    const c = checkout()
    const step = { locale: 'en' as const, guest: guest('twins@example.com'), sessionId: session.sessionId, ctx }
    // both tabs prepare on the same session version and method: the same PaymentIntent (idempotency key)
    const [a, b] = await Promise.all([c.book({ ...step, paymentStage: 'prepare' }), c.book({ ...step, paymentStage: 'prepare' })])
    expect(a.kind === 'payment' && b.kind === 'payment' && a.reference === b.reference).toBe(true)
    if (a.kind !== 'payment') return
    await browserConfirm(a.reference)
    const outcomes = await Promise.all([0, 1].map(() => c.book({ ...step, paymentStage: 'commit', paymentReference: a.reference })))
    const codes = outcomes.map((o) => (o.kind === 'confirmed' ? o.confirmationCode : o.kind))
    expect(codes[0]).toMatch(/^[A-Z0-9-]+$/)
    expect(codes[1]).toBe(codes[0])
    expect(calls(a.reference, 'cancel')).toHaveLength(0)
    expect(stripe.intents.get(a.reference)!.status).toBe('succeeded')
    expect(stripe.intents.get(a.reference)!.amount_received).toBe(stripe.intents.get(a.reference)!.amount)
  })

  it('the second tab posts after the first booked: it shows that confirmation, not "session expired"', async () => {
    const session = await newSession()
    const first = await payAndBook(session.sessionId, 'tab.one@example.com')
    expect(first.outcome.kind).toBe('confirmed')
    if (first.outcome.kind !== 'confirmed') return
    const second = await checkout().book({ locale: 'en', guest: guest('tab.one@example.com'), sessionId: session.sessionId, paymentStage: 'prepare', ctx })
    expect(second).toMatchObject({ kind: 'confirmed', confirmationCode: first.outcome.confirmationCode, ownPayment: false })
  })
})

describe('hotel checkout: refusals and a payment gone', () => {
  it('a payment cancelled before its capture voids the reservation at the engine (rooms released, nothing owed)', async () => {
    const session = await newSession()
    afterEngineCommit = async (body) => {
      await stripe.client().paymentIntents.cancel(body.Payment.Reference)
    }
    let result: Awaited<ReturnType<typeof payAndBook>>
    try {
      result = await payAndBook(session.sessionId, 'voided@example.com')
    } finally {
      afterEngineCommit = null
    }
    expect(result.outcome).toMatchObject({ kind: 'refused', code: 'PAYMENT_NOT_CHARGED' })
    const now = await new HotelApiClient().getPaymentReservation(session.sessionId, ctx)
    const reservation = await new HotelApiClient().getReservation(now.reservation!.confirmationCode, 'voided@example.com', ctx)
    expect(reservation.status).toBe('CANCELLED')
    const mail = await pool.query('SELECT 1 FROM storefront_booking.confirmation_mails WHERE confirmation_code = $1', [reservation.confirmationCode])
    expect(mail.rowCount).toBe(0)
    const attempt = await pool.query('SELECT outcome FROM storefront_booking.booking_attempts WHERE payment_reference = $1', [result.reference])
    expect(attempt.rows[0]?.outcome).toBe('payment-void')
  })

  it('maintenance refuses the booking step before any hold or payment', async () => {
    const session = await newSession()
    const before = stripe.created()
    const outcome = await checkout({ maintenance: true }).book({ locale: 'es', guest: guest('maint@example.com'), sessionId: session.sessionId, paymentStage: 'prepare', ctx })
    expect(outcome).toEqual({ kind: 'refused', code: 'MAINTENANCE', message: expect.stringContaining('We are in maintenance') })
    expect(stripe.created()).toBe(before)
    expect((await new HotelApiClient().getPaymentReservation(session.sessionId, ctx)).status).toBe('OPEN')
  })
})
