/**
 * The hotel engine's seed (issue #3 "Data the seed loads") and the endpoints that read reference
 * data: booking-config and the admin ARI load, against real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { seedHotelEngine } from '../../seed/hotel-engine'
import { createHotelEngine } from '../../src/hotel-engine'
import { addDays, hotelLocalDate, weekday } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester } from '../helpers/engine-fixtures'

// The seed is relative to the real date (the int project's global seed may have loaded it already).
const TODAY = hotelLocalDate(new Date())
const d = (n: number) => addDays(TODAY, n)
/** First date ≥ today + `from` days on weekday `dow` in one of `months` (regular season, no holiday MinLOS). */
function nextDay(from: number, dow: number, months: number[]) {
  for (let i = from; i < from + 400; i++) if (weekday(d(i)) === dow && months.includes(Number(d(i).slice(5, 7)))) return d(i)
  throw new Error('no such day')
}
const REGULAR = [5, 6, 11]
const FRIDAY = nextDay(30, 5, REGULAR)
const TUESDAY = nextDay(3, 2, REGULAR)
const client = requester('seed-bearer')
const admin = requester('seed-admin')

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let first: Record<string, number>

async function call(r: Request) {
  const res = await engine.handle(r)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  db = await engineTestDatabase(6)
  engine = createHotelEngine({ pool: db.pool, bearer: 'seed-bearer', adminBearer: 'seed-admin', sweepEveryMs: 0 })
  first = await seedHotelEngine(db.pool, TODAY)
})

afterAll(async () => {
  await db?.stop()
})

describe('hotel engine seed', () => {
  it('loads 3 hotels, room types of the 4 categories and 18 months of ARI, idempotently', async () => {
    const again = await seedHotelEngine(db.pool, TODAY)
    expect(
      Object.values(again).every((n) => n === 0),
      JSON.stringify(again),
    ).toBe(true)
    const q = async (sql: string, v: unknown[] = []) => (await db.pool.query(sql, v)).rows
    expect((await q(`SELECT hotel_code FROM hotel_engine.hotels WHERE hotel_code IN ('31453','74213','79260') ORDER BY 1`)).map((r) => r.hotel_code)).toEqual(['31453', '74213', '79260'])
    const cats = await q(`SELECT DISTINCT category FROM hotel_engine.room_types WHERE hotel_code = '31453' ORDER BY 1`)
    expect(cats.map((r) => r.category)).toEqual(['jrsuites', 'mrsuites', 'suites', 'swimup'])
    const nights = await q(`SELECT min(night)::text AS a, max(night)::text AS b FROM hotel_engine.inventory WHERE hotel_code = '31453' AND room_code = 'JS'`)
    expect(nights[0].a <= TODAY).toBe(true)
    expect(nights[0].b >= addDays(TODAY, 18 * 30)).toBe(true) // 18 months ahead
    const price = await q(`SELECT amount::text FROM hotel_engine.prices WHERE hotel_code = '31453' AND room_code = 'JS' AND rate_code = 'FLEX' AND adults = 2 AND night = $1`, [TUESDAY])
    expect(price[0].amount).toBe('200.00') // a Tuesday in a regular season
    const xmasDate = `${TODAY.slice(0, 4)}-12-24` >= TODAY ? `${TODAY.slice(0, 4)}-12-24` : `${Number(TODAY.slice(0, 4)) + 1}-12-24`
    const xmas = await q(`SELECT min_stay, cta FROM hotel_engine.restrictions WHERE hotel_code = '31453' AND room_code = 'JS' AND night = $1`, [xmasDate])
    expect(xmas[0]).toEqual({ min_stay: 3, cta: true })
    // valid, expired, single-category and used-up promo codes (the seed may have run before this test)
    expect(Number((await q(`SELECT count(*) AS n FROM hotel_engine.promo_codes`))[0].n)).toBeGreaterThanOrEqual(4)
    expect(first).toBeTypeOf('object')
  })

  it('sells seeded rooms: MinLOS 2 at weekends, low stock, promo codes of each kind', async () => {
    const body = (over: Record<string, unknown> = {}) => ({
      Header: { Channel: 94, ClientId: '0', Language: 'ES', Country: 'MEX', Currency: 'MXN' },
      Hotel: { HotelCode: 'HXA', Habs: 1 },
      Paxes: [{ Adults: 2, Children: 1, Ages: [7] }],
      CheckIn: FRIDAY,
      CheckOut: addDays(FRIDAY, 1),
      ...over,
    })
    const weekend = await call(client('POST', '/availability', body()))
    expect(weekend.status).toBe(200)
    expect(weekend.body.Rooms).toEqual([])
    expect(weekend.body.Unavailable[0].Message).toBe('Estancia mínima 2 noches')
    const ok = await call(client('POST', '/availability', body({ CheckOut: addDays(FRIDAY, 2) })))
    const wd = ok.body.Rooms.find((r: { RoomCode: string }) => r.RoomCode === 'WD')
    expect(wd.LowStockMessage).toBe('Solo queda 1 habitación')
    expect(wd.RatePlans[0].msiBreakdown.length).toBeGreaterThan(0)
    // the rate terms name the currency the prices are shown in (issue #14 item 8)
    expect(wd.RatePlans[0].legal).toMatch(/^Tarifas por habitación por noche en MXN, impuestos incluidos\./)
    const promo = (code: string) => call(client('GET', `/promo-codes/${code}?HotelCode=31453&CheckIn=${d(40)}&CheckOut=${d(43)}&RoomCode=JS`))
    expect((await promo('BIENVENIDO15')).status).toBe(200)
    expect((await promo('VERANO2026')).body.Error.Code).toBe('PROMO_EXPIRED')
    expect((await promo('SWIMUP10')).body.Error.Code).toBe('PROMO_NOT_APPLICABLE')
    expect((await promo('FLASH50')).body.Error.Code).toBe('PROMO_EXHAUSTED')
  })

  it('answers booking-config with currencies, methods per currency, banks and limits', async () => {
    const r = await call(client('GET', '/booking-config?HotelCode=31453&Channel=94&Language=EN'))
    expect(r.status).toBe(200)
    expect(r.body.Currencies).toHaveLength(17)
    expect(r.body.Currencies.find((c: { Code: string }) => c.Code === 'JPY').Decimals).toBe(0)
    expect(r.body.PaymentMethods.MXN.map((m: { ApiCode: string }) => m.ApiCode)).toEqual(['VI', 'MC', 'AX', 'DN'])
    expect(r.body.PaymentMethods.EUR.map((m: { ApiCode: string }) => m.ApiCode)).toContain('CB')
    expect(r.body.PaymentMethods.USD.find((m: { ApiCode: string }) => m.ApiCode === 'UP').UpCode).toBe('UPUSD')
    expect(r.body.Banks.find((b: { Name: string }) => b.Name === 'Banamex').msiBreakdown).toEqual([3, 6, 9, 12, 15])
    expect(r.body.Limits).toMatchObject({ MaxRooms: 5, MaxChildrenPerRoom: 3, AdultMinAge: 16, LowStockThreshold: 3 })
    const es = await call(client('GET', '/booking-config?HotelCode=HXA&Language=ES'))
    expect(es.body.PaymentMethods.USD.map((m: { ApiCode: string }) => m.ApiCode)).not.toContain('UP') // English site only
    expect((await call(client('GET', '/booking-config?HotelCode=12345'))).status).toBe(404)
    expect((await call(client('GET', '/booking-config?HotelCode=31453&Channel=7'))).status).toBe(404)
  })
})

describe('admin ARI', () => {
  it('bulk-loads totals, stop-sell, restrictions and prices for ranges and weekdays; needs the admin credential', async () => {
    const hotel = await createFixtureHotel(db.pool, { from: TODAY, days: 60, rooms: [{ code: 'JS', units: 2 }] })
    const body = {
      HotelCode: hotel,
      Items: [
        { RoomCodes: ['JS'], From: d(10), To: d(16), Total: 7, MinStay: 2 },
        { RoomCodes: ['JS'], RatePlanCodes: ['FLEX'], From: d(10), To: d(16), Weekdays: [5, 6], Prices: [{ Adults: 2, Amount: '333.33' }], StopSell: false },
        { RoomCodes: ['JS'], From: d(70), To: d(71), Total: 1 }, // new nights beyond the fixture's range
      ],
    }
    expect((await call(client('PUT', '/admin/ari', body))).status).toBe(403)
    expect((await call(requester('nope')('PUT', '/admin/ari', body))).status).toBe(401)
    expect((await call(admin('PUT', '/admin/ari', body))).status).toBe(204)
    const rows = (
      await db.pool.query(
        `SELECT i.night::text AS night, i.total, r.min_stay, p.amount::text AS amount, extract(dow FROM i.night)::int AS dow
         FROM hotel_engine.inventory i
         LEFT JOIN hotel_engine.restrictions r USING (hotel_code, room_code, night)
         LEFT JOIN hotel_engine.prices p ON p.hotel_code = i.hotel_code AND p.room_code = i.room_code AND p.night = i.night AND p.rate_code = 'FLEX' AND p.adults = 2
        WHERE i.hotel_code = $1 AND i.night BETWEEN $2 AND $3 ORDER BY i.night`,
        [hotel, d(10), d(16)],
      )
    ).rows
    expect(rows).toHaveLength(7)
    for (const r of rows) {
      expect(r.total).toBe(7)
      expect(r.min_stay).toBe(2)
      expect(r.amount).toBe([5, 6].includes(r.dow) ? '333.33' : '200.00')
    }
    expect((await db.pool.query(`SELECT count(*)::int AS n FROM hotel_engine.inventory WHERE hotel_code = $1 AND night >= $2`, [hotel, d(70)])).rows[0].n).toBe(2)
    // refused: unknown room, inverted range, total below what is sold
    expect((await call(admin('PUT', '/admin/ari', { HotelCode: hotel, Items: [{ RoomCodes: ['ZZ'], From: d(1), To: d(2), Total: 1 }] }))).status).toBe(400)
    expect((await call(admin('PUT', '/admin/ari', { HotelCode: hotel, Items: [{ RoomCodes: ['JS'], From: d(2), To: d(1), Total: 1 }] }))).status).toBe(400)
    await db.pool.query(`UPDATE hotel_engine.inventory SET sold = 2 WHERE hotel_code = $1 AND night = $2`, [hotel, d(3)])
    const below = await call(admin('PUT', '/admin/ari', { HotelCode: hotel, Items: [{ RoomCodes: ['JS'], From: d(3), To: d(3), Total: 1 }] }))
    expect(below.status).toBe(400)
    expect(below.body.Error.Details.Fields[0].Path).toBe('Items.0.Total')
    expect((await call(admin('PUT', '/admin/ari', { HotelCode: '1', Items: [{ RoomCodes: ['JS'], From: d(1), To: d(2), Total: 1 }] }))).status).toBe(404)
  })
})
