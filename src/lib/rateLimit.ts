/**
 * Abuse limits shared by every app instance (issue #12 "Two instances behave as one", issue #13):
 * `rate-limiter-flexible`'s Postgres store on the app's database (`storefront_limits.rate_limits`,
 * migration 20261124_081000_rate_limits; expired rows deleted hourly by the library), so a budget
 * spent on one instance is spent on all. If the database cannot answer, a per-process memory limiter
 * takes over (the library's insurance limiter) instead of failing the request.
 */
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export { RateLimiterRes }

let pool: pg.Pool | null = null
function limitsPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
    pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
  }
  return pool
}

/**
 * A limiter of `points` per key per `duration` seconds, shared through Postgres.
 * `keyPrefix` separates the limiters in the one table.
 */
export function sharedLimiter(opts: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...opts,
    storeClient: limitsPool(),
    storeType: 'pool',
    schemaName: 'storefront_limits',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  })
}

/**
 * Spends one point of `key`.
 * @returns null when allowed, else the seconds to wait
 */
export async function spend(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key)
    return null
  } catch (res) {
    if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
    throw res
  }
}
