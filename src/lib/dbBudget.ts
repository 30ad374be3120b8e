/**
 * The Postgres connections one server instance may open, pool by pool, from the env schema: what
 * docs/deploy.md ("Connections") multiplies by the number of instances to size Postgres'
 * `max_connections` (default 100) or a PgBouncer in front of it. The start logs it
 * (src/instrumentation.ts) and a unit test keeps every pool of `src/` in this list
 * (tests/unit/db-pools.test.ts).
 */
import { JOB_NAMES } from './jobRuns'
import type { Env } from './env'

/** One pool: its name, its most connections, and what it needs of a connection through PgBouncer. */
export type PoolBudget = {
  pool: 'payload' | 'storefront' | 'hotel engine' | 'job locks' | 'readiness' | 'cache listener'
  max: number
  /** `transaction`: fine behind PgBouncer in transaction mode; `session`: needs a direct (or session-mode) connection */
  pooling: 'transaction' | 'session'
}

/**
 * The instance's pools and their total (connections). The hotel engine's pool opens only on an
 * instance that serves `/hotel-api/v1` requests (the reference engine mounted in the app); it is
 * counted anyway, as the most the instance can open.
 */
export function connectionBudget(e: Pick<Env, 'DATABASE_POOL_MAX' | 'STOREFRONT_DB_POOL_MAX' | 'HOTEL_ENGINE_POOL_MAX'>): { pools: PoolBudget[]; total: number } {
  const pools: PoolBudget[] = [
    { pool: 'payload', max: e.DATABASE_POOL_MAX, pooling: 'transaction' },
    { pool: 'storefront', max: e.STOREFRONT_DB_POOL_MAX, pooling: 'transaction' },
    { pool: 'hotel engine', max: e.HOTEL_ENGINE_POOL_MAX, pooling: 'transaction' },
    // a session advisory lock per background job while its tick runs (src/lib/jobRuns.ts `runExclusive`)
    { pool: 'job locks', max: JOB_NAMES.length, pooling: 'session' },
    // never shared with the traffic: a full storefront pool must not make the instance look down
    { pool: 'readiness', max: 1, pooling: 'transaction' },
    // LISTEN for other instances' cache invalidations (src/lib/cache/crossInstance.ts)
    { pool: 'cache listener', max: 1, pooling: 'session' },
  ]
  return { pools, total: pools.reduce((n, p) => n + p.max, 0) }
}
