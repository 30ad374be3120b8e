/**
 * The engine's validated answer cache (src/hotel-engine/ari-cache.ts) against real PostgreSQL: a
 * repeated search is answered from the cache, and every kind of ARI write — hold, release, commit,
 * cancel, the sweeper, the admin ARI load, direct SQL on inventory / restrictions / prices / child
 * bands — makes the next answer fresh. The reference for "fresh" is a second engine on the same
 * pool with the cache off: after every step, and after a burst of concurrent holds and searches, both
 * must answer byte for byte the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { addDays } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'cache-bearer'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z')
const req = requester(BEARER)
const d = (n: number) => addDays(TODAY, n)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let cached: ReturnType<typeof createHotelEngine>
let fresh: ReturnType<typeof createHotelEngine>
let hotel: string

type Answer = { status: number; text: string; cache: string | null }
async function call(engine: typeof cached, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
  const res = await engine.handle(req(method, path, body, headers))
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-ari-cache') }
}

const search = (over: Record<string, unknown> = {}) => ({
  Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
  PromoCode: null,
  Hotel: { HotelCode: hotel, Habs: 2 },
  Paxes: [{ Adults: 2 }, { Adults: 2, Children: 1, Ages: [8] }],
  CheckIn: d(20),
  CheckOut: d(23),
  Summary: true,
  ...over,
})
const calendarPath = () => `/calendar?HotelCode=${hotel}&From=${d(15)}&To=${d(30)}&Currency=MXN&Adults=2`

/** Asks both engines; asserts the cached engine answers exactly what the database says now. */
async function same(method: 'POST' | 'GET', path: string, body?: unknown, headers?: Record<string, string>) {
  const a = await call(cached, method, path, body, headers)
  const b = await call(fresh, method, path, body, headers)
  expect(a.status).toBe(200)
  expect(a.text).toBe(b.text)
  return a
}
const units = (a: Answer, room: string) => (JSON.parse(a.text).Rooms as { RoomCode: string; RemainingUnits: number }[]).find((r) => r.RoomCode === room)?.RemainingUnits

beforeAll(async () => {
  db = await engineTestDatabase(12)
  cached = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'admin', now: clock.now, sweepEveryMs: 0 })
  fresh = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'admin', now: clock.now, sweepEveryMs: 0, answerCache: false })
  hotel = await createFixtureHotel(db.pool, {
    from: TODAY,
    days: 60,
    rooms: [
      { code: 'JS', units: 6, price: '200.00' },
      { code: 'WD', units: 2, price: '320.00', category: 'swimup' },
    ],
  })
})

afterAll(async () => {
  await db?.stop()
})

describe('validated answer cache', () => {
  it('answers a repeated search from the cache, per language, currency and occupancy', async () => {
    const first = await same('POST', '/availability', search())
    expect(first.cache).toBe('miss')
    const again = await same('POST', '/availability', search())
    expect(again.cache).toBe('hit')
    expect(again.text).toBe(first.text)
    // anything the answer depends on is part of the key
    expect((await call(cached, 'POST', '/availability', search({ Header: { ...search().Header, Language: 'ES' } }))).cache).toBe('miss')
    expect((await call(cached, 'POST', '/availability', search({ Header: { ...search().Header, Currency: 'MXN' } }))).cache).toBe('miss')
    expect((await call(cached, 'POST', '/availability', search({ Paxes: [{ Adults: 2 }, { Adults: 3 }] }))).cache).toBe('miss')
    expect((await call(cached, 'POST', '/availability', search({ CheckOut: d(24) }))).cache).toBe('miss')
    expect((await same('GET', calendarPath())).cache).toBe('miss')
    expect((await same('GET', calendarPath())).cache).toBe('hit')
    // the freshness reference never caches
    expect((await call(fresh, 'POST', '/availability', search())).cache).toBeNull()
  })

  it('never answers a stale search after a hold, a release, a commit, a cancel or the sweeper', async () => {
    const before = units(await same('POST', '/availability', search()), 'WD')
    expect(before).toBe(2)
    const session = async () => {
      const c = await call(cached, 'POST', '/payment-reservation', search({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }] }, Paxes: [{ Adults: 2 }] }))
      expect(c.status).toBe(201)
      return JSON.parse(c.text) as { SessionID: string; Summary: { TotalAmount: number } }
    }
    // hold → one unit fewer
    const s1 = await session()
    expect((await call(cached, 'POST', '/payment-reservation/hold', { SessionID: s1.SessionID, Version: 1 })).status).toBe(200)
    const held = await same('POST', '/availability', search())
    expect(held.cache).toBe('miss')
    expect(units(held, 'WD')).toBe(1)
    expect((await same('GET', calendarPath())).cache).toBe('miss')
    // release (DELETE) → back
    expect((await call(cached, 'DELETE', `/payment-reservation?SessionID=${s1.SessionID}`)).status).toBe(204)
    expect(units(await same('POST', '/availability', search()), 'WD')).toBe(2)
    // hold + commit → sold
    const s2 = await session()
    expect((await call(cached, 'POST', '/payment-reservation/hold', { SessionID: s2.SessionID, Version: 1 })).status).toBe(200)
    const commit = await call(
      cached,
      'POST',
      '/reservations',
      {
        SessionID: s2.SessionID,
        Version: 1,
        Guest: { FirstName: 'Ana', LastName: 'López', Email: 'ana@example.com' },
        Payment: { Provider: 'sandbox', Reference: 'pay-cache-1', MethodCode: 'VI', Currency: 'USD', AmountAuthorized: s2.Summary.TotalAmount },
      },
      { 'idempotency-key': 'cache-commit-1' },
    )
    expect(commit.status).toBe(201)
    expect(units(await same('POST', '/availability', search()), 'WD')).toBe(1)
    // cancel → released
    const code = JSON.parse(commit.text).ConfirmationCode as string
    const cancel = await call(cached, 'POST', `/reservations/${code}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': 'cache-cancel-1' })
    expect(cancel.status).toBe(200)
    expect(units(await same('POST', '/availability', search()), 'WD')).toBe(2)
    // an expired hold released by the sweeper
    const s3 = await session()
    expect((await call(cached, 'POST', '/payment-reservation/hold', { SessionID: s3.SessionID, Version: 1 })).status).toBe(200)
    expect(units(await same('POST', '/availability', search()), 'WD')).toBe(1)
    clock.advanceMinutes(60)
    expect(await cached.sweep()).toBeGreaterThanOrEqual(1)
    expect(units(await same('POST', '/availability', search()), 'WD')).toBe(2)
    await same('GET', calendarPath())
  })

  it('never answers a stale price or restriction after the admin ARI load or direct SQL', async () => {
    const price = (a: Answer) =>
      (JSON.parse(a.text).Rooms as { RoomCode: string; RatePlans: { RatePlanCode: string; totalAmount: number }[] }[])
        .find((r) => r.RoomCode === 'JS')
        ?.RatePlans.find((p) => p.RatePlanCode === 'FLEX')?.totalAmount
    const p0 = price(await same('POST', '/availability', search()))
    const ari = await call(
      cached,
      'PUT',
      '/admin/ari',
      { HotelCode: hotel, Items: [{ RoomCodes: ['JS'], RatePlanCodes: ['FLEX'], From: d(20), To: d(22), Prices: [{ Adults: 2, Amount: 250 }] }] },
      { authorization: 'Bearer admin' },
    )
    expect(ari.status).toBe(204)
    const p1 = price(await same('POST', '/availability', search()))
    expect(p1).not.toBe(p0)
    // child band, restriction and stop-sell written straight to the tables
    await db.pool.query(`INSERT INTO hotel_engine.child_prices (hotel_code, age_from, age_to, date_from, date_to, amount) VALUES ($1, 5, 15, $2, $3, 75)`, [hotel, d(20), d(22)])
    expect(price(await same('POST', '/availability', search()))).not.toBe(p1)
    await db.pool.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay) VALUES ($1, 'JS', $2, 5)`, [hotel, d(20)])
    const restricted = JSON.parse((await same('POST', '/availability', search())).text)
    expect(restricted.Rooms.map((r: { RoomCode: string }) => r.RoomCode)).toEqual(['WD'])
    await same('GET', calendarPath())
    await db.pool.query(`UPDATE hotel_engine.inventory SET stop_sell = true WHERE hotel_code = $1 AND room_code = 'WD' AND night = $2`, [hotel, d(21)])
    expect(JSON.parse((await same('POST', '/availability', search())).text).Rooms).toEqual([])
    await same('GET', calendarPath())
    await db.pool.query(`DELETE FROM hotel_engine.restrictions WHERE hotel_code = $1 AND night = $2`, [hotel, d(20)])
    await db.pool.query(`UPDATE hotel_engine.inventory SET stop_sell = false WHERE hotel_code = $1`, [hotel])
    expect(JSON.parse((await same('POST', '/availability', search())).text).Rooms).toHaveLength(2)
    await same('GET', calendarPath())
  })

  it('after a burst of concurrent holds, releases and searches, the cache agrees with the database', async () => {
    const room = { Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'JS', RatePlanCode: 'NR' }] }, Paxes: [{ Adults: 2 }] }
    const ids: string[] = []
    for (let i = 0; i < 8; i++) ids.push(JSON.parse((await call(cached, 'POST', '/payment-reservation', search(room))).text).SessionID)
    const ops: Promise<unknown>[] = []
    for (let round = 0; round < 3; round++) {
      for (const id of ids) {
        ops.push(call(cached, 'POST', '/payment-reservation/hold', { SessionID: id, Version: 1 }).then(() => (round === 2 ? null : call(cached, 'DELETE', `/payment-reservation?SessionID=${id}`))))
        ops.push(call(cached, 'POST', '/availability', search()), call(cached, 'GET', calendarPath()))
      }
    }
    await Promise.all(ops)
    const a = await same('POST', '/availability', search())
    await same('GET', calendarPath())
    const { rows } = await db.pool.query(`SELECT min(total - held - sold)::int AS left FROM hotel_engine.inventory WHERE hotel_code = $1 AND room_code = 'JS' AND night >= $2 AND night < $3`, [
      hotel,
      d(20),
      d(23),
    ])
    expect(units(a, 'JS') ?? 0).toBe(rows[0].left)
  })
})
