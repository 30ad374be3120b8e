/**
 * The engine writes POST /availability's answer straight to JSON text (offers.ts `availabilityJson`,
 * issue #16 item 3) instead of building the wire object and stringifying it. The reference is the
 * wire object (`availability` in quote.ts, `availabilityWire`): over generated searches — one to five
 * rooms, children, every currency, ES and EN, promo codes, low stock, refusals of every kind, taxes
 * included and added, rate-specific child bands — the engine's bytes must be `JSON.stringify` of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { availability } from '../../src/hotel-engine/quote'
import { availabilityBody } from '../../src/hotel-engine/schemas'
import type { Lang } from '../../src/hotel-engine/domain/messages'
import { addDays } from '../../src/lib/hotel-date'
import { prng } from '../../src/lib/prng'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'wire-bearer'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z')
const req = requester(BEARER)
const d = (n: number) => addDays(TODAY, n)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let plain: string
let taxed: string

beforeAll(async () => {
  db = await engineTestDatabase()
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'wire-admin', now: clock.now, sweepEveryMs: 0, answerCache: false, catalogTtlMs: 0 })
  const rooms = [
    { code: 'JS', units: 6, price: '333.33' },
    { code: 'SW', units: 2, price: '199.99', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, category: 'swimup' },
    { code: 'M1', units: 1, price: '500.00', maxAdults: 4, maxChildren: 3, maxOccupancy: 6 },
  ]
  plain = await createFixtureHotel(db.pool, { from: TODAY, days: 60, rooms })
  taxed = await createFixtureHotel(db.pool, { from: TODAY, days: 60, rooms, lowStock: 5 })
  await db.pool.query(
    `INSERT INTO hotel_engine.tax_rules (hotel_code, code, name_es, name_en, kind, percent, amount, included, sort_order) VALUES
       ($1, 'IVA', 'IVA', 'VAT (IVA)', 'PERCENT', 16, NULL, true, 1), ($1, 'ISH', 'ISH', 'Lodging tax "ISH"', 'PERCENT', 3.5, NULL, false, 2),
       ($1, 'ECO', 'Ecotasa', 'Eco fee', 'PER_ROOM_NIGHT', NULL, 1.25, false, 3), ($1, 'SAN', 'Saneamiento', 'Sanitation', 'PER_STAY', NULL, 7, true, 4)`,
    [taxed],
  )
  await db.pool.query(
    `INSERT INTO hotel_engine.promo_codes (code, hotel_code, discount_pct, stay_from, stay_to, book_from, book_to, room_category)
     VALUES ($2, $1, 15, $3, $4, $5, $6, NULL), ($7, $1, 10, $3, $4, $5, $6, 'swimup')`,
    [taxed, `W${taxed}`, d(5), d(20), d(-5), d(30), `S${taxed}`],
  )
  // instalment plans for the MXN answers' msiBreakdown
  await db.pool.query(`INSERT INTO hotel_engine.banks (id, name, desc_es, desc_en, msi_months) VALUES (990016, 'Wire bank', 'Banco', 'Bank', '{3,6,12}') ON CONFLICT (id) DO NOTHING`)
  for (const h of [plain, taxed]) {
    await db.pool.query(`INSERT INTO hotel_engine.child_prices (hotel_code, room_code, rate_code, age_from, age_to, date_from, date_to, amount) VALUES ($1, NULL, 'NR', 5, 11, $2, $3, 22.5)`, [
      h,
      d(0),
      d(59),
    ])
    await db.pool.query(`UPDATE hotel_engine.restrictions SET min_stay = 1 WHERE hotel_code = $1`, [h])
    await db.pool.query(
      `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay, max_stay, cta, ctd, closed) VALUES
         ($1, 'JS', $2, 3, NULL, false, false, false), ($1, 'SW', $3, 1, 2, false, false, false), ($1, 'M1', $4, 1, NULL, true, false, false),
         ($1, 'JS', $5, 1, NULL, false, true, false), ($1, 'SW', $6, 1, NULL, false, false, true)
       ON CONFLICT (hotel_code, room_code, night) DO UPDATE SET min_stay = EXCLUDED.min_stay, max_stay = EXCLUDED.max_stay, cta = EXCLUDED.cta, ctd = EXCLUDED.ctd, closed = EXCLUDED.closed`,
      [h, d(8), d(10), d(12), d(14), d(16)],
    )
    await db.pool.query(`UPDATE hotel_engine.inventory SET held = total WHERE hotel_code = $1 AND room_code = 'M1' AND night = $2`, [h, d(18)])
    await db.pool.query(`UPDATE hotel_engine.inventory SET stop_sell = true WHERE hotel_code = $1 AND room_code = 'SW' AND night = $2`, [h, d(22)])
    await db.pool.query(`DELETE FROM hotel_engine.prices WHERE hotel_code = $1 AND room_code = 'JS' AND rate_code = 'DEP' AND adults = 1 AND night = $2`, [h, d(25)])
  }
})

afterAll(async () => {
  await db?.stop()
})

describe('POST /availability written straight to JSON', () => {
  it('is byte for byte JSON.stringify of the wire object, over 400 generated searches', async () => {
    const rnd = prng(16) // the same searches on every run
    const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1))
    const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]
    let offered = 0
    for (let i = 0; i < 400; i++) {
      const hotel = pick([plain, taxed])
      const checkIn = int(0, 40)
      const habs = int(1, 5)
      const lang = pick(['EN', 'ES'] as const)
      const body = {
        Header: { Channel: 94, ClientId: '0', Language: lang, Country: 'MEX', Currency: pick(['USD', 'USD', 'MXN', 'JPY']) },
        PromoCode: hotel === taxed ? pick([null, `W${taxed}`, `S${taxed}`]) : null,
        Hotel: { HotelCode: hotel, Habs: habs },
        Paxes: Array.from({ length: habs }, () => {
          const ages = Array.from({ length: pick([0, 0, 1, 2]) }, () => int(0, 15))
          return { Adults: int(1, 3), Children: ages.length, Ages: ages }
        }),
        CheckIn: d(checkIn),
        CheckOut: d(checkIn + pick([1, 2, 3, 5, 7, 14])),
      }
      const res = await engine.handle(req('POST', '/availability', body))
      const text = await res.text()
      if (res.status !== 200) continue // a refused promo or stay: the error body, not this writer
      const want = JSON.stringify(await availability(db.pool, availabilityBody.parse(body), clock.now(), lang as Lang))
      expect(text).toBe(want)
      if (JSON.parse(text).Rooms.length > 0) offered++
    }
    expect(offered).toBeGreaterThan(150)
  })
})
