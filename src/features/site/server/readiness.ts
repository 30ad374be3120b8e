/**
 * Liveness and readiness for a load balancer (issue #12 "A deployment users can run"):
 * - live: the process answers (`/healthz/`);
 * - ready (`/readyz/`): the database answers `SELECT 1`, every committed migration
 *   (`migrations/index.ts`) is recorded in `payload_migrations`, and the hotel API answers its
 *   booking configuration — each check with its own time limit, all reported at once.
 * An instance that is not ready answers 503 so the balancer sends travellers elsewhere.
 */
import { isDraining } from '../../../lib/shutdown'
import type pg from 'pg'
import { migrations } from '../../../../migrations'
import { HotelApiClient } from '../../../lib/hotel-api'
import { getHotels } from '../../../cms/reads/reference'
import { processPool } from '../../../lib/db'

export type Check = { ok: boolean; ms: number; error?: string }
export type Readiness = { ready: boolean; draining?: true; checks: { database: Check; migrations: Check & { pending?: string[] }; hotelApi: Check } }

/** What the checks read; injectable for tests. */
export type ReadinessDeps = {
  pool: () => pg.Pool
  migrationNames: readonly string[]
  hotelApi: () => Promise<unknown>
  timeoutMs: number
}

const defaultDeps: ReadinessDeps = {
  pool: processPool(() => ({ max: 1, connectionTimeoutMillis: 2000 })),
  migrationNames: migrations.map((m) => m.name),
  hotelApi: async () => {
    const hotel = (await getHotels())[0]
    if (!hotel) throw new Error('no hotel configured in the CMS')
    return new HotelApiClient().getBookingConfig(hotel.propertyCode, 94, { pageUrl: 'storefront://readyz', language: 'en' })
  },
  timeoutMs: 3000,
}

async function timed<T>(fn: () => Promise<T>, timeoutMs: number): Promise<{ ok: boolean; ms: number; value?: T; error?: string }> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const value = await Promise.race([fn(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)))])
    return { ok: true, ms: Math.round(performance.now() - started), value }
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - started), error: String(err instanceof Error ? err.message : err).slice(0, 200) }
  } finally {
    clearTimeout(timer)
  }
}

/** Runs the three checks in parallel; `ready` only when all pass. Never throws. */
export async function readiness(deps: ReadinessDeps = defaultDeps): Promise<Readiness> {
  const [database, applied, hotelApi] = await Promise.all([
    timed(() => deps.pool().query('SELECT 1'), deps.timeoutMs),
    timed(async () => (await deps.pool().query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((r) => r.name), deps.timeoutMs),
    timed(deps.hotelApi, deps.timeoutMs),
  ])
  const pending = applied.ok ? deps.migrationNames.filter((n) => !applied.value!.includes(n)) : undefined
  const migrationsCheck = {
    ok: applied.ok && pending!.length === 0,
    ms: applied.ms,
    ...(applied.error ? { error: applied.error } : {}),
    ...(pending?.length ? { pending, error: `${pending.length} migration(s) not applied` } : {}),
  }
  const checks = {
    database: { ok: database.ok, ms: database.ms, ...(database.error ? { error: database.error } : {}) },
    migrations: migrationsCheck,
    hotelApi: { ok: hotelApi.ok, ms: hotelApi.ms, ...(hotelApi.error ? { error: hotelApi.error } : {}) },
  }
  // a shutting-down instance is not ready, whatever its checks say: the load balancer moves on (src/lib/shutdown.ts)
  if (isDraining()) return { ready: false, draining: true, checks }
  return { ready: checks.database.ok && checks.migrations.ok && checks.hotelApi.ok, checks }
}
