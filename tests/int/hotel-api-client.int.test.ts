/**
 * The storefront's hotel API client against the reference engine over HTTP (issue #3): every call
 * of the contract, the exact headers of spec §7, zod-validated responses mapped to the app's types,
 * 204 as "no reservation", and failures logged as structured errors and rethrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hotelLocalDate, addDays } from '../../src/lib/hotel-date'
import { call, HotelApiClient, HotelApiError, type BookingSearch } from '@/lib/hotel-api'
import { stayRefusalMessages } from '@/features/hotel-booking/domain/stayRefusal'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'

const TOKEN = 'client-test-token'
let engine: EngineServer
let client: HotelApiClient
const ctx = { pageUrl: 'https://www.hotelarte.example/es/reserva/?x=1', language: 'es' as const }
const today = hotelLocalDate(new Date())
// A 3-night stay the seeded restrictions allow, found in the calendar (seasons move with the date).
let checkIn = ''
let checkOut = ''

const search = (over: Partial<BookingSearch> = {}): BookingSearch => ({
  hotelCode: 31453,
  checkIn,
  checkOut,
  rooms: [{ adults: 2, childrenAges: [7] }],
  currency: 'USD',
  language: 'es',
  channel: 94,
  clientId: 0,
  ...over,
})

beforeAll(async () => {
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  client = new HotelApiClient({ baseUrl: engine.baseUrl, token: TOKEN, prefixProject: 'HXA', trailingSlash: false, timeoutMs: 10_000 })
  const cal = await client.getCalendar({ hotelCode: 31453, from: addDays(today, 30), to: addDays(today, 100), currency: 'USD', adults: 2, ages: [] }, ctx)
  const n = cal.nights
  const i = n.findIndex((d, k) => k + 3 < n.length && d.minStay <= 3 && !d.closedToArrival && !n[k + 3].closedToDeparture && n.slice(k, k + 3).every((x) => !x.closed && x.available > 2))
  if (i < 0) throw new Error('no bookable 3-night stay in the seeded calendar')
  checkIn = n[i].date
  checkOut = addDays(checkIn, 3)
})
afterAll(async () => {
  await engine.close()
})

describe('hotel API client ↔ reference engine', () => {
  it('sends the spec’s headers on every call', async () => {
    await client.getCalendar({ hotelCode: 31453, from: checkIn, to: addDays(checkIn, 6), currency: 'usd', adults: 2, ages: [] }, ctx)
    const last = engine.requests.at(-1)!
    expect(last.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(last.headers.prefixproject).toBe('HXA')
    expect(Buffer.from(String(last.headers.hostnamepath), 'base64').toString()).toBe('www.hotelarte.example/es/reserva/')
    expect(last.url).toContain('Currency=USD')
  })

  it('reads the calendar in minor units', async () => {
    const cal = await client.getCalendar({ hotelCode: 'HXA', from: checkIn, to: addDays(checkIn, 13), currency: 'MXN', adults: 2, ages: [5] }, ctx)
    expect(cal.nights).toHaveLength(14)
    const priced = cal.nights.find((n) => n.minPriceMinor !== null)!
    expect(Number.isInteger(priced.minPriceMinor)).toBe(true)
    expect(cal.currency).toBe('MXN')
  })

  it('books end to end: availability → session → update → hold → commit (idempotent) → read → cancel', async () => {
    const availability = await client.getAvailability(search(), ctx)
    expect(availability.rooms.length).toBeGreaterThan(0)
    const room = availability.rooms[0]
    const rate = room.ratePlans.find((r) => r.refundable) ?? room.ratePlans[0]
    expect(rate.totalMinor).toBe(rate.perRoom.reduce((a, p) => a + p.totalMinor, 0))
    expect(rate.nights).toBe(3)

    const selections = [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: rate.ratePlanCode }]
    const created = await client.createPaymentReservation(search({ selections }), ctx)
    expect(created.status).toBe('OPEN')
    expect(created.rooms[0]).toMatchObject({ code: room.roomCode, plan: rate.ratePlanCode, nights: 3, currency: 'USD', amount: rate.totalMinor })
    expect(created.totalMinor).toBe(rate.totalMinor)

    const read = await client.getPaymentReservation(created.sessionId, ctx)
    expect(read.version).toBe(created.version)

    const saved = await client.getSavedReservationByToken(created.token!, ctx)
    expect(saved).toMatchObject({ currency: 'USD', hotelCode: '31453', checkIn, checkOut, roomCount: 1, hasPartialPayment: false })
    expect(saved!.occupancy).toEqual([{ adults: 2, children: 1, ages: [7] }])

    const updated = await client.updatePaymentReservation(search({ selections }), created, { hasPartialPayment: false }, ctx)
    expect(updated.version).toBe(created.version + 1)

    const held = await client.holdPaymentReservation(updated, ctx)
    expect(held.status).toBe('HELD')
    expect(held.holdExpiresAt).not.toBeNull()

    const commit = () =>
      client.commitReservation(
        {
          sessionId: held.sessionId,
          version: held.version,
          guest: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' },
          payment: { provider: 'sandbox', reference: `pi_${held.sessionId}`, methodCode: 'VI', currency: 'USD', amountAuthorizedMinor: held.dueNowMinor },
        },
        `pi_${held.sessionId}`,
        ctx,
      )
    const [first, replay] = [await commit(), await commit()]
    expect(first.confirmationCode).toMatch(/^[A-Z0-9]{6,20}$/)
    expect(replay).toEqual(first)
    expect(first.rooms[0].code).toBe(room.roomCode)

    const found = await client.getReservation(first.confirmationCode, 'ANA@example.com', ctx)
    expect(found.status).toBe('CONFIRMED')
    const cancelled = await client.cancelReservation(first.confirmationCode, 'ana@example.com', `cancel-${first.confirmationCode}`, ctx)
    expect(cancelled.status).toBe('CANCELLED')
  })

  it('answers null for a token with no reservation (204)', async () => {
    expect(await client.getSavedReservationByToken('a'.repeat(32), ctx)).toBeNull()
  })

  it('reads the booking config', async () => {
    const cfg = await client.getBookingConfig(31453, 94, ctx)
    expect(cfg.currencies).toHaveLength(17)
    expect(cfg.paymentMethods.MXN.map((m) => m.apiCode)).toEqual(['VI', 'MC', 'AX', 'DN'])
    expect(cfg.limits).toMatchObject({ maxRooms: 5, maxChildrenPerRoom: 3, adultMinAge: 16 })
  })

  it('reads a minimum-stay refusal’s limit, which the page words in the visitor’s language', async () => {
    const cal = await client.getCalendar({ hotelCode: 31453, from: addDays(today, 30), to: addDays(today, 100), currency: 'USD', adults: 2, ages: [] }, ctx)
    const night = cal.nights.find((x) => !x.closed && x.minStay >= 2 && !x.closedToArrival)
    if (!night) throw new Error('no night with a minimum stay in the seeded calendar')
    const a = await client.getAvailability(search({ checkIn: night.date, checkOut: addDays(night.date, 1), rooms: [{ adults: 2, childrenAges: [] }], language: 'pt' }), { ...ctx, language: 'pt' })
    expect(a.rooms).toEqual([])
    expect(a.unavailable).toContainEqual(expect.objectContaining({ reason: 'MIN_STAY_NOT_MET', nights: night.minStay }))
    // the engine answers a pt visitor in English; the page speaks Portuguese
    expect(stayRefusalMessages(a.unavailable, 'pt')).toContain(`Estadia mínima de ${night.minStay} noites`)
  })

  it('logs a failed call as a structured error, rethrows it, and call() returns {hasError}', async () => {
    const writes: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk))
      return true
    })
    try {
      await expect(client.validatePromoCode('NOSUCHCODE', { hotelCode: 31453, checkIn, checkOut }, ctx)).rejects.toMatchObject({ code: 'PROMO_INVALID', status: 404 })
      const result = await call(() => client.validatePromoCode('NOSUCHCODE', { hotelCode: 31453, checkIn, checkOut }, ctx))
      expect(result.hasError).toBe(true)
      expect(result.data).toBeNull()
      expect(result.error).toBeInstanceOf(HotelApiError)
      expect(result.error?.message).toBe('Código promocional no válido')
    } finally {
      spy.mockRestore()
    }
    const entry = JSON.parse(writes.find((w) => w.includes('hotel API call failed'))!)
    expect(entry).toMatchObject({ application: 'hxa-storefront', method: 'GET', origin: 'https://www.hotelarte.example', status: 404 })
    expect(entry.url).toContain('/promo-codes/NOSUCHCODE')
    expect(entry.response.Error.Code).toBe('PROMO_INVALID')
  })

  it('refuses a wrong credential with 401 and an unreachable API as NETWORK_ERROR', async () => {
    const bad = new HotelApiClient({ baseUrl: engine.baseUrl, token: 'wrong', prefixProject: 'HXA', trailingSlash: false, timeoutMs: 5000 })
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      await expect(bad.getBookingConfig(31453, 94, ctx)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
      const down = new HotelApiClient({ baseUrl: 'http://127.0.0.1:9/hotel-api/v1', token: TOKEN, prefixProject: 'HXA', trailingSlash: false, timeoutMs: 2000 })
      await expect(down.getBookingConfig(31453, 94, ctx)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
    } finally {
      quiet.mockRestore()
    }
  })

  it('surfaces the spec’s last-room message when the rooms are gone', async () => {
    const availability = await client.getAvailability(search({ language: 'es' }), ctx)
    const scarce = [...availability.rooms].sort((a, b) => a.remainingUnits - b.remainingUnits)[0]
    const rate = scarce.ratePlans[0]
    const sessions = []
    for (let i = 0; i < scarce.remainingUnits + 1; i++) {
      sessions.push(await client.createPaymentReservation(search({ selections: [{ roomNumber: 1, roomCode: scarce.roomCode, ratePlanCode: rate.ratePlanCode }] }), ctx))
    }
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const results = []
      for (const s of sessions) results.push(await call(() => client.holdPaymentReservation(s, ctx)))
      const refused = results.filter((r) => r.hasError)
      expect(refused).toHaveLength(1)
      expect(refused[0].error).toMatchObject({ code: 'LAST_ROOM_TAKEN', status: 409 })
      expect(refused[0].error!.message).toBe('La última habitación disponible se ha reservado. Por favor, elige fechas alternativas para tu reserva o una categoría distinta.')
    } finally {
      quiet.mockRestore()
      for (const s of sessions) await client.deletePaymentReservation(s.sessionId, ctx).catch(() => {})
    }
  })
})
