/**
 * No overbooking under concurrency (issue #3 "Reliability"; design/hotel-api-v1.md "No overbooking —
 * the mechanism"): ≥ 200 concurrent hold/commit attempts through the HTTP handler at room types with
 * few units over overlapping stays, 5 rounds; sold never exceeds total on any night and the counters
 * equal the reservation log (sold) and the live holds (held). And two instances sweeping expired holds
 * at the same moment release each hold exactly once (issue #12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { sweepExpiredHolds } from '../../src/hotel-engine/inventory'
import { addDays } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'concurrency-bearer'
const TODAY = '2026-11-21'
const ROUNDS = 5
const ATTEMPTS = 200
const clock = testClock('2026-11-21T15:00:00Z')
const req = requester(BEARER)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let hotel: string

// deterministic pseudo-random numbers (mulberry32) so a failure can be replayed
function rng(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await engine.handle(req(method, path, body, headers))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  db = await engineTestDatabase(24)
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'admin', now: clock.now, sweepEveryMs: 0 })
  hotel = await createFixtureHotel(db.pool, {
    from: TODAY,
    days: 80,
    rooms: [
      { code: 'JS', units: 3, price: '180.00' },
      { code: 'WD', units: 1, price: '320.00' },
    ],
  })
})

afterAll(async () => {
  await db?.stop()
})

describe('no overbooking', () => {
  it(`survives ${ROUNDS} rounds of ${ATTEMPTS} concurrent hold/commit attempts`, async () => {
    const random = rng(20261121)
    const statuses = new Map<string, number>()
    const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1)
    for (let round = 0; round < ROUNDS; round++) {
      const windowStart = addDays(TODAY, 10 + round * 8)
      // 1. sessions with overlapping stays (priced quotes; no inventory taken yet)
      const plans = Array.from({ length: ATTEMPTS }, (_, i) => {
        const start = Math.floor(random() * 4)
        const nights = 1 + Math.floor(random() * 3)
        const room = random() < 0.8 ? 'JS' : 'WD'
        const habs = room === 'JS' && random() < 0.25 ? 2 : 1
        return { i, checkIn: addDays(windowStart, start), checkOut: addDays(windowStart, start + nights), room, habs, direct: random() < 0.25, abandon: random() < 0.1 }
      })
      const sessions: { plan: (typeof plans)[number]; id: string; due: number }[] = []
      for (let b = 0; b < plans.length; b += 25) {
        const made = await Promise.all(
          plans.slice(b, b + 25).map(async (plan) => {
            const r = await call('POST', '/payment-reservation', {
              Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
              Hotel: { HotelCode: hotel, Habs: plan.habs, Rooms: Array.from({ length: plan.habs }, (_, h) => ({ Hab: h + 1, RoomCode: plan.room, RatePlanCode: 'FLEX' })) },
              Paxes: Array.from({ length: plan.habs }, () => ({ Adults: 2, Children: 0, Ages: [] })),
              CheckIn: plan.checkIn,
              CheckOut: plan.checkOut,
              Summary: true,
            })
            expect(r.status).toBe(201)
            return { plan, id: r.body.SessionID as string, due: r.body.Summary.AmountDueNow as number }
          }),
        )
        sessions.push(...made)
      }
      // 2. all attempts at once: hold then commit (or commit directly, or abandon after the hold)
      await Promise.all(
        sessions.map(async ({ plan, id, due }) => {
          const commit = () =>
            call(
              'POST',
              '/reservations',
              {
                SessionID: id,
                Version: 1,
                Guest: { FirstName: 'Load', LastName: `Test ${plan.i}`, Email: `load${plan.i}@example.com` },
                Payment: { Provider: 'sandbox', Reference: `r${round}-${plan.i}`, MethodCode: 'VI', Currency: 'USD', AmountAuthorized: due },
              },
              { 'idempotency-key': `r${round}-${plan.i}` },
            )
          if (plan.direct) {
            const c = await commit()
            count(`direct:${c.status}:${c.body.Error?.Code ?? 'OK'}`)
            return
          }
          const h = await call('POST', '/payment-reservation/hold', { SessionID: id, Version: 1 })
          count(`hold:${h.status}:${h.body.Error?.Code ?? 'OK'}`)
          if (h.status !== 200) return
          if (plan.abandon) {
            count(`delete:${(await call('DELETE', `/payment-reservation?SessionID=${id}`)).status}`)
            return
          }
          const c = await commit()
          count(`commit:${c.status}:${c.body.Error?.Code ?? 'OK'}`)
        }),
      )
    }
    // only expected outcomes, never a 5xx
    for (const k of statuses.keys()) expect(['hold:200:OK', 'hold:409:LAST_ROOM_TAKEN', 'commit:201:OK', 'direct:201:OK', 'direct:409:LAST_ROOM_TAKEN', 'delete:204']).toContain(k)
    expect(statuses.get('commit:201:OK') ?? 0).toBeGreaterThan(0)
    expect(statuses.get('hold:409:LAST_ROOM_TAKEN') ?? 0).toBeGreaterThan(0)

    // 3. invariants on every night of the hotel
    const inv = await db.pool.query(`SELECT room_code, night::text AS night, total, held, sold FROM hotel_engine.inventory WHERE hotel_code = $1`, [hotel])
    const log = await db.pool.query(
      `SELECT e->>'roomCode' AS room_code, e->>'night' AS night, sum((e->>'qty')::int)::int AS qty
         FROM hotel_engine.reservations r, jsonb_array_elements(r.quote->'demand') e
        WHERE r.hotel_code = $1 AND r.status = 'CONFIRMED' GROUP BY 1, 2`,
      [hotel],
    )
    const held = await db.pool.query(`SELECT room_code, night::text AS night, sum(qty)::int AS qty FROM hotel_engine.holds WHERE hotel_code = $1 AND state = 'HELD' GROUP BY 1, 2`, [hotel])
    const soldLog = new Map(log.rows.map((r) => [`${r.room_code}|${r.night}`, r.qty as number]))
    const heldLog = new Map(held.rows.map((r) => [`${r.room_code}|${r.night}`, r.qty as number]))
    let soldNights = 0
    for (const r of inv.rows) {
      const k = `${r.room_code}|${r.night}`
      expect(r.sold, k).toBeLessThanOrEqual(r.total)
      expect(r.held + r.sold, k).toBeLessThanOrEqual(r.total)
      expect(r.sold, k).toBe(soldLog.get(k) ?? 0)
      expect(r.held, k).toBe(heldLog.get(k) ?? 0)
      if (r.sold === r.total && r.total > 0) soldNights++
    }
    expect(soldNights).toBeGreaterThan(0) // the contention really filled nights
    const reservations = log.rows.length
    expect(reservations).toBeGreaterThan(0)
  })
})

describe('expired holds swept by two instances at once (issue #12)', () => {
  it('each hold is released once: the released counts add up and no night goes below zero', async () => {
    const big = await createFixtureHotel(db.pool, { from: TODAY, days: 80, rooms: [{ code: 'BIG', units: 60 }] })
    const checkIn = addDays(TODAY, 40)
    const checkOut = addDays(TODAY, 43)
    const HOLDS = 40
    for (let i = 0; i < HOLDS; i++) {
      const r = await call('POST', '/payment-reservation', {
        Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
        Hotel: { HotelCode: big, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'BIG', RatePlanCode: 'FLEX' }] },
        Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
        CheckIn: checkIn,
        CheckOut: checkOut,
        Summary: true,
      })
      expect(r.status).toBe(201)
      expect((await call('POST', '/payment-reservation/hold', { SessionID: r.body.SessionID, Version: 1 })).status).toBe(200)
    }
    const heldNow = await db.pool.query(`SELECT held FROM hotel_engine.inventory WHERE hotel_code = $1 AND night >= $2 AND night < $3`, [big, checkIn, checkOut])
    expect(heldNow.rows.map((r) => r.held)).toEqual([HOLDS, HOLDS, HOLDS])

    // instance A and instance B: their own pools on the one database, each sweeping twice at once
    const { connectionString } = db.pool.options as { connectionString: string }
    const a = new pg.Pool({ connectionString, max: 2 })
    const b = new pg.Pool({ connectionString, max: 2 })
    const after = new Date(clock.now().getTime() + 16 * 60_000)
    try {
      const released = await Promise.all([sweepExpiredHolds(a, after), sweepExpiredHolds(b, after), sweepExpiredHolds(a, after), sweepExpiredHolds(b, after)])
      // the other tests' holds may expire too; this hotel's 40 are released once in total
      const ours = await db.pool.query(`SELECT state, count(*)::int AS n FROM hotel_engine.holds WHERE hotel_code = $1 GROUP BY state`, [big])
      expect(Object.fromEntries(ours.rows.map((r) => [r.state, r.n]))).toEqual({ RELEASED: HOLDS * 3 })
      expect(released.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(HOLDS)
      const inv = await db.pool.query(`SELECT held FROM hotel_engine.inventory WHERE hotel_code = $1 AND night >= $2 AND night < $3`, [big, checkIn, checkOut])
      expect(inv.rows.map((r) => r.held)).toEqual([0, 0, 0])
      // a second round finds nothing left to release
      expect(await Promise.all([sweepExpiredHolds(a, after), sweepExpiredHolds(b, after)])).toEqual([0, 0])
    } finally {
      await Promise.all([a.end(), b.end()])
    }
  })
})
