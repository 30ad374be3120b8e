/**
 * `npm run bench:shop` (issue #5 performance): the ticket shop's server price quote — the quote the
 * product card shows and checkout charges — on a throwaway embedded Postgres with the migrations and
 * the seed. Prints, in one run and at the same concurrency:
 *   - `quoteAddItem` of a park ticket with an add-on, in USD and in MXN (CMS exchange rate), p50/p95
 *     and throughput;
 *   - a trivial `SELECT 1` through the shop's own pool, as the machine's baseline, and each p95 as a
 *     ratio of it (comparable across machines).
 * Prints; never fails on a target.
 */
import { runSeed } from '../seed/seed'
import { startTestDatabase } from '../scripts/lib/embedded-db'
import { closePayload, loadPayload, migrate } from '../scripts/lib/payload'
import { measureConcurrent } from './lib'

const REQUESTS = Number(process.env.BENCH_REQUESTS || 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10)

const db = await startTestDatabase()
process.env.DATABASE_URL = db.url
const payload = await loadPayload()
try {
  await migrate(payload)
  await runSeed(payload)
  const { createShopService } = await import('../src/features/ticket-shop/server/service')
  const { shopPool, closeShopPool } = await import('../src/features/ticket-shop/server/db')
  const { addDays, hotelLocalDate } = await import('../src/lib/hotel-date')
  const shop = createShopService()
  const products = await shop.listShopProducts('en')
  const park = products.find((p) => p.kind === 'park' && !p.unavailableMessage)
  if (!park) throw new Error('the seed has no available park')
  const detail = await shop.getShopProduct(park.id, 'en')
  const addOn = detail?.complements[0]
  const date = addDays(hotelLocalDate(new Date()), 30)
  const item = {
    productId: park.id,
    date,
    scheduleId: detail?.product.schedules[0]?.id ?? null,
    quantities: { adults: 2, minors: 1, infants: 1 },
    addOns: addOn ? [{ complementId: addOn.id }] : [],
  }
  const first = await shop.quoteAddItem(item, 'MXN', 'en')
  if (!first.ok) throw new Error(`quote refused: ${JSON.stringify(first)}`)

  const measure = (name: string, op: () => Promise<unknown>) => measureConcurrent(name, op, { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 30 })

  const pool = shopPool()
  const baseline = await measure('SELECT 1 (shop pool)', () => pool.query('SELECT 1'))
  const usd = await measure(`quote ${park.name} + add-on, USD`, () => shop.quoteAddItem(item, 'USD', 'en'))
  const mxn = await measure(`quote ${park.name} + add-on, MXN`, () => shop.quoteAddItem(item, 'MXN', 'es'))
  console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent callers (ms)`)
  for (const r of [baseline, usd, mxn]) {
    console.log(
      `  ${r.name.padEnd(48)} p50 ${r.p50.toFixed(2).padStart(7)}  p95 ${r.p95.toFixed(2).padStart(7)}  ${r.rps.toFixed(0).padStart(6)} req/s  p95 = ${(r.p95 / baseline.p95).toFixed(1)} × SELECT 1`,
    )
  }
  await closeShopPool()
} finally {
  await closePayload(payload)
  await db.stop()
}
