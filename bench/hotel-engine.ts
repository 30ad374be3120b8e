/**
 * `npm run bench:engine` (issue #3 performance): the reference hotel engine on a throwaway embedded
 * Postgres with the seed's 18 months of ARI. Prints, in one run:
 *   - availability for 5 rooms × 14 nights, 10 concurrent clients: p50/p95 and throughput (target p95 ≤ 15 ms)
 *   - calendar for 92 days, 10 concurrent clients: p50/p95 (target p95 ≤ 20 ms)
 *   - a trivial `SELECT 1` round trip through the same pool, same concurrency, as the machine's baseline
 * with each p95 also as a ratio of the SELECT 1 p95. Each endpoint is measured twice: with the
 * engine's validated answer cache (src/hotel-engine/ari-cache.ts: the same search repeated between
 * two ARI changes — one version query, then the stored bytes) and with it off (every answer computed
 * from the database: the cost of a search nobody asked before, or of the first one after an ARI
 * change). Prints; never fails on a target.
 */
import pg from 'pg'
import { seedHotelEngine } from '../seed/hotel-engine'
import { startTestDatabase } from '../scripts/lib/embedded-db'
import { createHotelEngine, HOTEL_ENGINE_UP_SQL } from '../src/hotel-engine'
import { addDays, hotelLocalDate } from '../src/lib/hotel-date'
import { measureConcurrent } from './lib'

const REQUESTS = Number(process.env.BENCH_REQUESTS || 600)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10)

const db = await startTestDatabase()
const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY })
pool.on('error', () => {}) // idle clients are cut when the cluster stops at the end
try {
  await pool.query(HOTEL_ENGINE_UP_SQL)
  const today = hotelLocalDate(new Date())
  await seedHotelEngine(pool, today)
  const engine = createHotelEngine({ pool, bearer: 'bench', adminBearer: 'bench-admin', sweepEveryMs: 0 })
  const uncached = createHotelEngine({ pool, bearer: 'bench', adminBearer: 'bench-admin', sweepEveryMs: 0, answerCache: false })
  const headers = { authorization: 'Bearer bench', 'content-type': 'application/json' }
  const checkIn = addDays(today, 75)
  const availabilityBody = JSON.stringify({
    Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
    PromoCode: null,
    Hotel: { HotelCode: 31453, Habs: 5 },
    Paxes: [{ Adults: 2 }, { Adults: 2, Children: 1, Ages: [8] }, { Adults: 1 }, { Adults: 2 }, { Adults: 3 }],
    CheckIn: checkIn,
    CheckOut: addDays(checkIn, 14),
    Summary: true,
  })
  const calendarUrl = `http://x/hotel-api/v1/calendar?HotelCode=31453&From=${addDays(today, 1)}&To=${addDays(today, 92)}&Currency=MXN&Adults=2`

  const measure = (name: string, op: () => Promise<unknown>) => measureConcurrent(name, op, { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 20 })

  const ok = async (res: Response) => {
    if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${(await res.text()).slice(0, 200)}`)
    await res.arrayBuffer()
  }
  const baseline = await measure('SELECT 1 (same pool)', async () => void (await pool.query('SELECT 1')))
  const availabilityReq = () => new Request('http://x/hotel-api/v1/availability', { method: 'POST', headers, body: availabilityBody })
  const availability = await measure('availability 5 rooms × 14 nights', async () => ok(await engine.handle(availabilityReq())))
  const availabilityCold = await measure('  same, answer cache off', async () => ok(await uncached.handle(availabilityReq())))
  const calendar = await measure('calendar 92 days', async () => ok(await engine.handle(new Request(calendarUrl, { headers }))))
  const calendarCold = await measure('  same, answer cache off', async () => ok(await uncached.handle(new Request(calendarUrl, { headers }))))

  console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent clients (ms)`)
  for (const [r, target] of [
    [baseline, null],
    [availability, 15],
    [availabilityCold, null],
    [calendar, 20],
    [calendarCold, null],
  ] as const) {
    console.log(
      `  ${r.name.padEnd(36)} p50 ${r.p50.toFixed(2).padStart(7)}  p95 ${r.p95.toFixed(2).padStart(7)}  ${r.rps.toFixed(0).padStart(6)} req/s  p95 = ${(r.p95 / baseline.p95).toFixed(1)} × SELECT 1${target ? `  (target p95 ≤ ${target} ms)` : ''}`,
    )
  }
} finally {
  await pool.end()
  await db.stop()
}
process.exit(0)
