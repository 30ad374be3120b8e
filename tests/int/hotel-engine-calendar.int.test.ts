/**
 * Calendar (≤ 92 days) and promo codes of the reference hotel engine against real PostgreSQL
 * (design/hotel-api-v1.md endpoints 1 and 3; spec §5 and §8 messages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { addDays } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'calendar-bearer'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z')
const req = requester(BEARER)
const d = (n: number) => addDays(TODAY, n)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let hotel: string

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await engine.handle(req(method, path, body, headers))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  db = await engineTestDatabase(6)
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'admin', now: clock.now, sweepEveryMs: 0 })
  hotel = await createFixtureHotel(db.pool, {
    from: TODAY,
    days: 100,
    rooms: [
      { code: 'SW', units: 4, price: '210.00', category: 'suites' },
      { code: 'WG', units: 1, price: '300.00', category: 'swimup' },
    ],
  })
  const p = db.pool
  // restrictions: MinLOS 3 on d(10) for both, CTA on d(11) for both, CTD on d(12) for SW only, closed d(13) for SW, stop-sell d(14) WG
  await p.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay) VALUES ($1, 'SW', $2, 3), ($1, 'WG', $2, 3)`, [hotel, d(10)])
  await p.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, cta) VALUES ($1, 'SW', $2, true), ($1, 'WG', $2, true)`, [hotel, d(11)])
  await p.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, ctd) VALUES ($1, 'SW', $2, true)`, [hotel, d(12)])
  await p.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, closed) VALUES ($1, 'SW', $2, true)`, [hotel, d(13)])
  await p.query(`UPDATE hotel_engine.inventory SET stop_sell = true WHERE hotel_code = $1 AND room_code = 'WG' AND night = $2`, [hotel, d(14)])
  await p.query(`UPDATE hotel_engine.inventory SET sold = total WHERE hotel_code = $1 AND night = $2`, [hotel, d(15)])
  const code = (s: string) => `${s}${hotel.slice(-4)}`
  await p.query(
    `INSERT INTO hotel_engine.promo_codes (code, hotel_code, discount_pct, stay_from, stay_to, book_from, book_to, room_category, max_uses, uses) VALUES
      ($2, $1, 15, $4, $5, $3, $5, NULL, NULL, 0),
      ($6, $1, 20, $4, $5, '2026-01-01', '2026-10-31', NULL, NULL, 0),
      ($7, $1, 10, $4, $5, $3, $5, 'swimup', NULL, 0),
      ($8, $1, 25, $4, $5, $3, $5, NULL, 5, 5)`,
    [hotel, code('VALID'), TODAY, d(0), d(60), code('OLD'), code('SWIM'), code('GONE')],
  )
})

afterAll(async () => {
  await db?.stop()
})

describe('calendar', () => {
  it('gives per night MinPrice, MinStay, CTA/CTD, Closed and Available for ≤ 92 days', async () => {
    const r = await call('GET', `/calendar?HotelCode=${hotel}&From=${d(9)}&To=${d(15)}&Currency=USD&Adults=2&Ages=3,9&Language=ES`)
    expect(r.status).toBe(200)
    const day = (n: number) => r.body.Days.find((x: { Date: string }) => x.Date === d(n))
    expect(r.body.Days).toHaveLength(7)
    // cheapest: SW non-refundable 210 × 0.85 = 178.50 + child 5–15 (40) + infant (0)
    expect(day(9)).toMatchObject({ MinPrice: 218.5, MinStay: 1, Closed: false, Available: 5, ClosedToArrival: false })
    expect(day(10)).toMatchObject({ MinStay: 3, MinStayMessage: 'Estancia mínima 3 noches' })
    expect(day(11).ClosedToArrival).toBe(true)
    expect(day(12).ClosedToDeparture).toBe(false) // WG still allows departure
    expect(day(13)).toMatchObject({ Closed: false, Available: 1, MinPrice: 295 }) // SW closed → only WG (300 × 0.85 + 40)
    expect(day(14)).toMatchObject({ Available: 4 }) // WG stop-sell
    expect(day(15)).toMatchObject({ Closed: true, Available: 0, MinPrice: null })
  })

  it('counts only the room types asked for with RoomCodes (a room category\'s "from" price); refuses malformed codes', async () => {
    const r = await call('GET', `/calendar?HotelCode=${hotel}&From=${d(9)}&To=${d(14)}&Currency=USD&Adults=2&RoomCodes=wg`)
    expect(r.status).toBe(200)
    const day = (n: number) => r.body.Days.find((x: { Date: string }) => x.Date === d(n))
    // WG alone: 300 × 0.85 = 255 where SW (178.50) was the cheapest of all
    expect(day(9)).toMatchObject({ MinPrice: 255, Available: 1, Closed: false })
    expect(day(12).ClosedToDeparture).toBe(false) // SW's CTD does not count
    expect(day(13)).toMatchObject({ MinPrice: 255, Available: 1 }) // SW closed: no change for WG
    expect(day(14)).toMatchObject({ Closed: true, MinPrice: null, Available: 0 }) // WG stop-sell
    const sw = await call('GET', `/calendar?HotelCode=${hotel}&From=${d(9)}&To=${d(9)}&Currency=USD&Adults=2&RoomCodes=SW,XX`)
    expect(sw.body.Days[0]).toMatchObject({ MinPrice: 178.5, Available: 4 }) // an unknown code adds nothing
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(9)}&To=${d(9)}&RoomCodes=${encodeURIComponent('S W')}`)).status).toBe(400)
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(9)}&To=${d(9)}&RoomCodes=`)).status).toBe(400)
  })

  it('refuses more than 92 days, inverted ranges and unknown hotels', async () => {
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(0)}&To=${d(92)}`)).status).toBe(400)
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(0)}&To=${d(91)}`)).status).toBe(200)
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(5)}&To=${d(4)}`)).status).toBe(400)
    expect((await call('GET', `/calendar?HotelCode=${hotel}&From=${d(0)}&To=${d(4)}&Ages=3,4,5,6`)).status).toBe(400)
    expect((await call('GET', `/calendar?HotelCode=1&From=${d(0)}&To=${d(4)}`)).status).toBe(404)
  })
})

describe('promo codes', () => {
  const q = `?HotelCode=${'$H'}&CheckIn=${d(20)}&CheckOut=${d(23)}`
  const path = (code: string, extra = '') => `/promo-codes/${code}${hotel.slice(-4)}${q.replace('$H', hotel)}${extra}`

  it('validates a valid code and refuses expired, out-of-scope, exhausted and unknown ones', async () => {
    const ok = await call('GET', path('VALID'))
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ Valid: true, DiscountPercent: 15 })
    expect((await call('GET', path('OLD'))).body.Error.Code).toBe('PROMO_EXPIRED')
    expect((await call('GET', path('SWIM', '&RoomCode=SW'))).body.Error.Code).toBe('PROMO_NOT_APPLICABLE')
    expect((await call('GET', path('SWIM', '&RoomCode=WG'))).status).toBe(200)
    const gone = await call('GET', path('GONE'))
    expect(gone.status).toBe(422)
    expect(gone.body.Error.Code).toBe('PROMO_EXHAUSTED')
    const bad = await call('GET', path('NOPE'), undefined, { 'accept-language': 'es' })
    expect(bad.status).toBe(404)
    expect(bad.body.Error.Message).toBe('Código promocional no válido')
  })

  it('applies a category promo only to that category, counts a use on commit', async () => {
    const body = (promo: string, rooms?: unknown[]) => ({
      Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
      PromoCode: `${promo}${hotel.slice(-4)}`,
      Hotel: { HotelCode: hotel, Habs: 1, ...(rooms ? { Rooms: rooms } : {}) },
      Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
      CheckIn: d(20),
      CheckOut: d(22),
    })
    const a = await call('POST', '/availability', body('SWIM'))
    const sw = a.body.Rooms.find((x: { RoomCode: string }) => x.RoomCode === 'SW').RatePlans[0]
    const wg = a.body.Rooms.find((x: { RoomCode: string }) => x.RoomCode === 'WG').RatePlans[0]
    expect(sw).toMatchObject({ PromoApplied: false, totalAmount: 420 })
    expect(wg).toMatchObject({ PromoApplied: true, totalAmount: 540 }) // 2 × 300 − 10 %
    expect((await call('POST', '/availability', body('OLD'))).body.Error.Code).toBe('PROMO_EXPIRED')
    const s = await call('POST', '/payment-reservation', body('VALID', [{ Hab: 1, RoomCode: 'SW', RatePlanCode: 'FLEX' }]))
    expect(s.body.Summary.TotalAmount).toBe(357) // 420 − 15 %
    const c = await call(
      'POST',
      '/reservations',
      {
        SessionID: s.body.SessionID,
        Version: 1,
        Guest: { FirstName: 'A', LastName: 'B', Email: 'a@b.example' },
        Payment: { Provider: 'sandbox', Reference: `promo-${hotel}`, MethodCode: 'VI', Currency: 'USD', AmountAuthorized: '357.00' },
      },
      { 'idempotency-key': `promo-${hotel}` },
    )
    expect(c.status).toBe(201)
    const uses = await db.pool.query(`SELECT uses FROM hotel_engine.promo_codes WHERE code = $1`, [`VALID${hotel.slice(-4)}`])
    expect(uses.rows[0].uses).toBe(1)
  })
})

describe("min_prices (the calendar's cheapest rate per room type × night × adults)", () => {
  const mismatches = () =>
    db.pool.query(
      `SELECT coalesce(p.room_code, m.room_code) AS room, coalesce(p.night, m.night)::text AS night, coalesce(p.adults, m.adults) AS adults, p.amount::text AS want, m.amount::text AS got
         FROM (SELECT hotel_code, room_code, night, adults, min(amount) AS amount FROM hotel_engine.prices WHERE hotel_code = $1 GROUP BY 1, 2, 3, 4) p
         FULL JOIN (SELECT * FROM hotel_engine.min_prices WHERE hotel_code = $1) m USING (hotel_code, room_code, night, adults)
        WHERE p.amount IS DISTINCT FROM m.amount`,
      [hotel],
    )

  it('stays equal to the minimum over rate plans through inserts, ARI updates and deletes', async () => {
    expect((await mismatches()).rows).toEqual([])
    // an ARI load makes the non-refundable rate dearer than flexible on d(30)–d(31): the minimum moves
    const ari = await call(
      'PUT',
      '/admin/ari',
      { HotelCode: hotel, Items: [{ RoomCodes: ['SW'], RatePlanCodes: ['NR', 'DEP'], From: d(30), To: d(31), Prices: [{ Adults: 2, Amount: 999 }] }] },
      { authorization: 'Bearer admin' },
    )
    expect(ari.status).toBe(204)
    expect((await mismatches()).rows).toEqual([])
    const m = await db.pool.query(`SELECT amount::text FROM hotel_engine.min_prices WHERE hotel_code = $1 AND room_code = 'SW' AND night = $2 AND adults = 2`, [hotel, d(30)])
    expect(m.rows[0].amount).toBe('210.00')
    // a plain UPDATE and a DELETE by any writer keep it exact too
    await db.pool.query(`UPDATE hotel_engine.prices SET amount = 5 WHERE hotel_code = $1 AND room_code = 'WG' AND rate_code = 'FLEX' AND night = $2`, [hotel, d(40)])
    await db.pool.query(`DELETE FROM hotel_engine.prices WHERE hotel_code = $1 AND room_code = 'SW' AND night = $2`, [hotel, d(41)])
    expect((await mismatches()).rows).toEqual([])
    const cal = await call('GET', `/calendar?HotelCode=${hotel}&From=${d(40)}&To=${d(41)}&Currency=USD&Adults=1`)
    expect(cal.body.Days[0].MinPrice).toBe(5) // the updated WG FLEX row (5.00 for every adult count)
    expect(cal.body.Days[1].MinPrice).toBe(204) // SW has no price on d(41): only WG, NR 300 × 0.85 × 0.8 for one adult
  })

  it('prices children per rate plan when a rate has its own child band (the minimum is taken after adding them)', async () => {
    const ari = await call(
      'PUT',
      '/admin/ari',
      { HotelCode: hotel, Items: [{ RoomCodes: ['SW'], RatePlanCodes: ['NR'], From: d(50), To: d(50), ChildPrices: [{ AgeFrom: 5, AgeTo: 15, Amount: 500 }] }] },
      { authorization: 'Bearer admin' },
    )
    expect(ari.status).toBe(204)
    const cal = await call('GET', `/calendar?HotelCode=${hotel}&From=${d(50)}&To=${d(50)}&Currency=USD&Adults=2&Ages=9`)
    // SW NR 178.50 + 500 = 678.50 is no longer the cheapest; SW DEP 199.50 + 40 is
    expect(cal.body.Days[0].MinPrice).toBe(239.5)
  })
})
