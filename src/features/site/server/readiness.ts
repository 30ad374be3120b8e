/**
 * Liveness and readiness for a load balancer (docs/deploy.md "Health"):
 * - live: the process answers (`/healthz/`);
 * - ready (`/readyz/`): this instance's own state — the database answers `SELECT 1` and every
 *   committed migration (`migrations/index.ts`) is recorded in `payload_migrations` — each check
 *   with its own time limit, both reported at once.
 * The hotel API is a dependency, not part of readiness: when it is down every instance is equally
 * affected, and taking them all out of the balancer would turn a hotel-search outage into a whole-site
 * outage (content pages, the shop, accounts). Its state is `dependencies()`, shown on the ops
 * dashboard and in the internal detail of `/readyz/`.
 * An instance that is not ready answers 503 so the balancer sends travellers elsewhere.
 */
import { isDraining } from '../../../lib/shutdown'
import type pg from 'pg'
import { migrations } from '../../../../migrations'
import { hotelApiStatus } from '../../../lib/hotel-api'
import { timedCheck, type Check } from '../../../lib/health/check'
import { getHotels } from '../../../cms/reads/reference'
import { processPool } from '../../../lib/db'

export type { Check }
/** Readiness with every check's detail (errors, pending migration names): for the internal view only. */
export type Readiness = { ready: boolean; draining?: true; checks: { database: Check; migrations: Check & { pending?: string[] } } }
/** What `/readyz/` shows without the internal token: the verdict and each check's outcome, no error text, no names. */
export type PublicReadiness = { ready: boolean; draining?: true; checks: { database: { ok: boolean }; migrations: { ok: boolean } } }

/** What the checks read; injectable for tests. */
export type ReadinessDeps = {
  pool: () => pg.Pool
  migrationNames: readonly string[]
  timeoutMs: number
}

const defaultDeps: ReadinessDeps = {
  pool: processPool('readiness', () => ({ max: 1, connectionTimeoutMillis: 2000 })),
  migrationNames: migrations.map((m) => m.name),
  timeoutMs: 3000,
}

/** Runs the two checks in parallel; `ready` only when both pass and the instance is not draining. Never throws. */
export async function readiness(deps: ReadinessDeps = defaultDeps): Promise<Readiness> {
  const [database, applied] = await Promise.all([
    timedCheck(() => deps.pool().query('SELECT 1'), deps.timeoutMs),
    timedCheck(async () => (await deps.pool().query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((r) => r.name), deps.timeoutMs),
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
  }
  // a shutting-down instance is not ready, whatever its checks say: the load balancer moves on (src/lib/shutdown.ts)
  if (isDraining()) return { ready: false, draining: true, checks }
  return { ready: checks.database.ok && checks.migrations.ok, checks }
}

/** The public view of a readiness result: no error text, timings or migration names (they describe the internals). */
export function publicReadiness(r: Readiness): PublicReadiness {
  return {
    ready: r.ready,
    ...(r.draining ? { draining: true as const } : {}),
    checks: { database: { ok: r.checks.database.ok }, migrations: { ok: r.checks.migrations.ok } },
  }
}

/** The dependencies' state (not part of readiness): the hotel API, for the first CMS hotel. Never throws. */
export async function dependencies(): Promise<{ hotelApi: Check }> {
  let code: string | number | null
  try {
    code = (await getHotels())[0]?.propertyCode ?? null
  } catch (err) {
    return { hotelApi: { ok: false, ms: 0, error: `the hotels could not be read: ${String(err instanceof Error ? err.message : err).slice(0, 150)}` } }
  }
  return { hotelApi: await hotelApiStatus(code) }
}
