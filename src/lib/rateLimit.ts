/**
 * Abuse limits shared by every app instance:
 * `rate-limiter-flexible`'s Postgres store on the app's database (`storefront_limits.rate_limits`,
 * migration 20261124_081000_rate_limits; expired rows deleted hourly by the library), so a budget
 * spent on one instance is spent on all. If the database cannot answer, a per-process memory limiter
 * takes over (the library's insurance limiter) instead of failing the request.
 */
import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { storefrontPool } from './db'

export { RateLimiterRes }

/**
 * True when `x` is rate-limiter-flexible's refusal (a `RateLimiterRes`: `msBeforeNext`,
 * `remainingPoints`, …), told by its shape, not `instanceof`: a limiter kept on `globalThis` may have
 * been built by another bundle's copy of the library (Next bundles server actions, pages and route
 * handlers apart), whose class is not this one — the refusal then read as an unexpected error (a 500
 * instead of the budget's message).
 */
export function isRateLimiterRes(x: unknown): x is RateLimiterRes {
  if (x instanceof RateLimiterRes) return true
  if (typeof x !== 'object' || x === null || x instanceof Error) return false
  const r = x as { msBeforeNext?: unknown; remainingPoints?: unknown; consumedPoints?: unknown }
  return typeof r.msBeforeNext === 'number' && typeof r.remainingPoints === 'number' && typeof r.consumedPoints === 'number'
}

/**
 * A limiter of `points` per key per `duration` seconds, shared through Postgres.
 * `keyPrefix` separates the limiters in the one table.
 */
export function sharedLimiter(opts: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...opts,
    // the storefront's pool as it is at each query (a pool closed and made again is not kept); the
    // 'pool' store only ever calls `query`
    storeClient: { query: (...args: Parameters<pg.Pool['query']>) => storefrontPool().query(...args) },
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
    if (isRateLimiterRes(res)) return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
    throw res
  }
}

/**
 * Records a one-time token (a solved captcha's nonce) for every instance: true the first time it is
 * seen, false on any replay, on any instance (`storefront_limits.used_tokens`, the row kept until
 * `expiresAt`; expired rows are deleted as new ones arrive).
 */
export async function firstUse(kind: string, token: string, expiresAt: Date, db: Pick<pg.Pool, 'query'> = storefrontPool()): Promise<boolean> {
  const r = await db.query(
    `WITH gone AS (DELETE FROM storefront_limits.used_tokens WHERE expires_at < now() - interval '1 minute')
     INSERT INTO storefront_limits.used_tokens (kind, token, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token`,
    [kind, token.slice(0, 200), expiresAt],
  )
  return (r.rowCount ?? 0) > 0
}
