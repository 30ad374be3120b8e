/**
 * Test fixtures for the engine's integration tests (tests/int/hotel-engine*.int.test.ts): a database
 * with schema `hotel_engine` (the run's migrated database when DATABASE_URL is set by the `int`
 * project, else a throwaway embedded Postgres with the schema SQL applied), and self-contained
 * hotels with unique codes so tests never collide with the seed or with each other.
 */
import { randomInt } from 'node:crypto'
import pg from 'pg'
import { startTestDatabase } from '../../scripts/lib/embedded-db'
import { addDays } from '../../src/lib/hotel-date'
import { HOTEL_ENGINE_UP_SQL } from '../../src/hotel-engine/sql/schema'

/** A pool on a database that has schema `hotel_engine`; `stop()` ends the pool (and the cluster when started here). */
export async function engineTestDatabase(poolMax = 20): Promise<{ pool: pg.Pool; stop: () => Promise<void> }> {
  let stopDb: (() => Promise<void>) | null = null
  let url = process.env.DATABASE_URL
  if (!url) {
    const db = await startTestDatabase()
    url = db.url
    stopDb = db.stop
  }
  const pool = new pg.Pool({ connectionString: url, max: poolMax })
  pool.on('error', () => {})
  const has = await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'hotel_engine'`)
  if (has.rowCount === 0) await pool.query(HOTEL_ENGINE_UP_SQL)
  await pool.query(
    `INSERT INTO hotel_engine.currencies (code, decimals, rate_per_usd, name_es, name_en, symbol) VALUES
       ('USD', 2, 1, 'Dólar estadounidense', 'US dollar', '$'), ('MXN', 2, 18.5, 'Peso mexicano', 'Mexican peso', '$'),
       ('JPY', 0, 150, 'Yen japonés', 'Japanese yen', '¥')
     ON CONFLICT (code) DO NOTHING`,
  )
  return {
    pool,
    stop: async () => {
      await pool.end()
      if (stopDb) await stopDb()
    },
  }
}

export type FixtureRoom = { code: string; units: number; maxAdults?: number; maxChildren?: number; maxOccupancy?: number; category?: string; price?: string }

/**
 * Creates a hotel with a unique numeric code, the given room types, rate plans FLEX (free cancel
 * until 3 days before), NR (non-refundable) and DEP (30 % deposit ≥ 14 days ahead), inventory and
 * prices for `days` nights from `from` (2 adults = `price`, 1 adult −20 %, each extra adult +35 %),
 * child bands 0–4 free and 5–15 at 40.00, open restrictions.
 * @returns the hotel code
 */
export async function createFixtureHotel(pool: pg.Pool, opts: { from: string; days?: number; rooms: FixtureRoom[]; lowStock?: number }): Promise<string> {
  const code = String(90_000_000 + randomInt(9_999_999))
  const days = opts.days ?? 120
  const to = addDays(opts.from, days - 1)
  const c = await pool.connect()
  try {
    await c.query('BEGIN')
    await c.query(`INSERT INTO hotel_engine.hotels (hotel_code, alias, name, low_stock_threshold) VALUES ($1, $2, $3, $4)`, [code, `T${code}`, `Test hotel ${code}`, opts.lowStock ?? 3])
    for (const [i, r] of opts.rooms.entries()) {
      await c.query(
        `INSERT INTO hotel_engine.room_types (hotel_code, room_code, category, name_es, name_en, desc_es, desc_en, max_adults, max_children, max_occupancy, sort_order)
         VALUES ($1, $2, $3, $4, $5, 'Descripción', 'Description', $6, $7, $8, $9)`,
        [code, r.code, r.category ?? 'suites', `Suite ${r.code}`, `Suite ${r.code}`, r.maxAdults ?? 3, r.maxChildren ?? 3, r.maxOccupancy ?? 5, i],
      )
    }
    await c.query(
      `INSERT INTO hotel_engine.rate_plans (hotel_code, rate_code, name_es, name_en, desc_es, desc_en, policies_es, policies_en, legal_es, legal_en,
                                            free_cancel_days, cancel_penalty_nights, deposit_pct, partial_min_days, balance_due_days, sort_order) VALUES
       ($1, 'FLEX', 'Flexible', 'Flexible', 'Cancela gratis', 'Free cancellation', 'Cancelación gratuita hasta 3 días antes', 'Free cancellation until 3 days before', 'Legal ES', 'Legal EN', 3, 1, NULL, 0, 0, 1),
       ($1, 'NR', 'No reembolsable', 'Non-refundable', 'Mejor precio', 'Best price', 'Sin reembolso', 'No refund', 'Legal ES', 'Legal EN', NULL, 0, NULL, 0, 0, 2),
       ($1, 'DEP', 'Pago parcial', 'Partial payment', 'Reserva con 30 %', 'Book with 30 %', 'Depósito 30 %', '30 % deposit', 'Legal ES', 'Legal EN', 7, 1, 30, 14, 7, 3)`,
      [code],
    )
    await c.query(
      `INSERT INTO hotel_engine.inventory (hotel_code, room_code, night, total)
       SELECT $1, r.code, d::date, r.units FROM unnest($2::text[], $3::int[]) AS r(code, units), generate_series($4::date, $5::date, '1 day') d`,
      [code, opts.rooms.map((r) => r.code), opts.rooms.map((r) => r.units), opts.from, to],
    )
    await c.query(
      `INSERT INTO hotel_engine.prices (hotel_code, room_code, rate_code, night, adults, amount)
       SELECT $1, r.code, rp.rate, d::date, a,
              round(r.price * rp.f * (CASE a WHEN 1 THEN 0.8 ELSE 1 + 0.35 * (a - 2) END), 2)
         FROM unnest($2::text[], $3::numeric[]) AS r(code, price),
              (VALUES ('FLEX', 1.0), ('NR', 0.85), ('DEP', 0.95)) AS rp(rate, f),
              generate_series($4::date, $5::date, '1 day') d, generate_series(1, 4) a`,
      [code, opts.rooms.map((r) => r.code), opts.rooms.map((r) => r.price ?? '200.00'), opts.from, to],
    )
    await c.query(
      `INSERT INTO hotel_engine.child_prices (hotel_code, age_from, age_to, date_from, date_to, amount) VALUES
       ($1, 0, 4, $2, $3, 0), ($1, 5, 15, $2, $3, 40)`,
      [code, opts.from, to],
    )
    await c.query('COMMIT')
  } catch (err) {
    await c.query('ROLLBACK')
    throw err
  } finally {
    c.release()
  }
  return code
}

/** A controllable clock for the engine's `now` option. */
export function testClock(start: string) {
  let t = new Date(start).getTime()
  return { now: () => new Date(t), advanceMinutes: (m: number) => (t += m * 60_000), set: (iso: string) => (t = new Date(iso).getTime()) }
}

/** Builds requests to an engine mounted at `/hotel-api/v1`. */
export function requester(bearer: string, base = 'http://engine.test/hotel-api/v1') {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Request(base + path, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
}
