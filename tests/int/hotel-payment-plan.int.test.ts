/**
 * The interest-free plan (meses sin intereses) a hotel booking was paid with: the real hotel checkout
 * service (sandbox payments, the bank/months choice of the booking step) against the reference engine
 * over HTTP, the real attempts and plans tables. A booking paid in months keeps them with its payment;
 * what the confirmation page, the lookup page and the confirmation email show is read back from the
 * reservation the hotel API returns: the months and the amount charged per month. A booking paid in one
 * charge carries no plan.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { GuestFormSchema } from '../../src/features/hotel-booking/domain/guestForm'
import { bookingAttempts } from '../../src/features/hotel-booking/server/checkout/attempts'
import { createHotelCheckout } from '../../src/features/hotel-booking/server/checkout/service'
import { sendConfirmationOnce, type OutgoingMail } from '../../src/features/hotel-booking/server/confirmationMail'
import { insertOwedConfirmation } from '../../src/features/hotel-booking/server/owedConfirmation'
import { reservationPaymentPlan } from '../../src/features/hotel-booking/server/paymentPlan'
import { getCurrencies } from '../../src/cms/reads/queries'
import { reloadEnv } from '../../src/lib/env'
import { addDays, hotelLocalDate } from '../../src/lib/hotel-date'
import { HotelApiClient, type Reservation } from '../../src/lib/hotel-api'
import { formatMoney } from '../../src/lib/money/format'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }))

const TOKEN = 'payment-plan-test-token'
const METHODS = [{ apiCode: 'VI', name: 'Visa', kind: 'card', enabled: true, languages: ['es', 'en'], currencies: [{ isoCode: 'MXN' }] }]
const BANKS = [{ id: 7, name: 'Banco Uno', msiBreakdown: [3, 6, 15] }]
const HOTELS = [{ code: 'HXA', propertyCode: 31453, channel: 94, clientId: 0 }]
const ctx = { pageUrl: 'http://localhost:3000/es/reserva/', language: 'es' as const }
const env = { ...process.env }

let engine: EngineServer
let pool: pg.Pool
let stays: string[] = []
let stayIndex = 0

const checkout = () =>
  createHotelCheckout({
    engine: new HotelApiClient(),
    payments: () => new SandboxPaymentProvider(),
    paymentMethods: async () => METHODS,
    banks: async () => BANKS,
    hotels: async () => HOTELS,
    maintenance: async () => null,
    allowHold: async () => true,
    attempts: bookingAttempts(() => pool),
    recordOwedConfirmation: (code, email, locale) => insertOwedConfirmation(pool, code, email, locale),
    paymentsDb: () => pool,
    crash: () => undefined,
  })

const guest = (email: string) => GuestFormSchema.parse({ firstName: 'Ana', lastName: 'López', email, phone: '+52 998 123 4567', country: 'MX', methodCode: 'VI', acceptTerms: 'on' })

/** Books a new MXN session through the booking step, with the bank/months choice as the form sends it. */
async function book(email: string, installmentForm: { bank?: string; installments?: string }): Promise<Reservation> {
  const client = new HotelApiClient()
  const checkIn = stays[stayIndex++ % stays.length]!
  const search = { hotelCode: 31453, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childrenAges: [] }], currency: 'MXN', language: 'es' as const, channel: 94, clientId: 0 }
  const room = (await client.getAvailability(search, ctx)).rooms[0]!
  const session = await client.createPaymentReservation({ ...search, selections: [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: room.ratePlans[0]!.ratePlanCode }] }, ctx)
  const outcome = await checkout().book({ locale: 'es', guest: guest(email), sessionId: session.sessionId, installmentForm, ctx })
  if (outcome.kind !== 'confirmed') throw new Error(`expected a confirmation, got ${JSON.stringify(outcome)}`)
  // what the confirmation and lookup pages read: the reservation as the hotel API returns it
  return client.getReservation(outcome.confirmationCode, email, ctx)
}

/** The confirmation email of `r` in `locale`, as the sender builds it (transport captured). */
async function mailOf(r: Reservation, locale: 'es' | 'en'): Promise<OutgoingMail> {
  const sent: OutgoingMail[] = []
  await pool.query(`DELETE FROM storefront_booking.confirmation_mails WHERE confirmation_code = $1`, [r.confirmationCode])
  await insertOwedConfirmation(pool, r.confirmationCode, r.guest.email, locale)
  const result = await sendConfirmationOnce(r.confirmationCode, r.guest.email, locale, { ...ctx, language: locale }, r, {
    pool: () => pool,
    read: async () => r,
    send: async (m) => sent.push(m),
  })
  expect(result).toBe('sent')
  return sent[0]!
}

beforeAll(async () => {
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  Object.assign(process.env, { HOTEL_API_URL: engine.baseUrl, HOTEL_API_TOKEN: TOKEN, HOTEL_API_TRAILING_SLASH: 'false' })
  reloadEnv()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  const today = hotelLocalDate(new Date())
  const cal = await new HotelApiClient().getCalendar({ hotelCode: 31453, from: addDays(today, 210), to: addDays(today, 260), currency: 'MXN', adults: 2, ages: [] }, ctx)
  const n = cal.nights
  stays = n
    .filter((d, k) => k + 2 < n.length && d.minStay <= 2 && !d.closedToArrival && !n[k + 2]!.closedToDeparture && n.slice(k, k + 2).every((x) => !x.closed && x.available > 3))
    .map((d) => d.date)
  expect(stays.length).toBeGreaterThan(2)
}, 120_000)

afterAll(async () => {
  await pool.end()
  process.env = env
  reloadEnv()
  await engine.close()
})

describe('a hotel booking paid in interest-free months', () => {
  it('keeps the months with its payment; the confirmation shows the months and the amount charged per month (es, en)', async () => {
    const r = await book('ana.msi@example.com', { bank: '7', installments: '3' })
    expect(r.payment?.reference).toBeTruthy()
    expect(r.paidMinor).toBeGreaterThan(0)
    const perMonth = Math.ceil(r.paidMinor / 3)
    expect(await reservationPaymentPlan(r, pool)).toEqual({ months: 3, monthlyMinor: perMonth })

    const c = (await getCurrencies('es')).find((x) => x.isoCode === 'MXN')!
    const money = formatMoney(perMonth, c)
    const es = await mailOf(r, 'es')
    expect(es.text).toContain(`(3 meses sin intereses de ${money})`)
    expect(es.html).toContain(`3 meses sin intereses de ${money}`)
    const en = await mailOf(r, 'en')
    expect(en.text).toContain(`(3 interest-free monthly payments of ${money})`)
  })

  it('a booking paid in one charge carries no plan and its email names none', async () => {
    const r = await book('ana.single@example.com', { bank: '', installments: '1' })
    expect(r.payment?.reference).toBeTruthy()
    expect(await reservationPaymentPlan(r, pool)).toBeNull()
    expect((await pool.query(`SELECT 1 FROM storefront_booking.payment_plans WHERE payment_reference = $1`, [r.payment!.reference])).rowCount).toBe(0)
    const es = await mailOf(r, 'es')
    expect(es.text).not.toContain('sin intereses')
  })
})
