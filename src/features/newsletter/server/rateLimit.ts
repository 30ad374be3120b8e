/**
 * Rate limits of the newsletter endpoints, per client IP, in process memory (`rate-limiter-flexible`).
 * A multi-instance deployment would swap `RateLimiterMemory` for its Postgres or Redis store.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { newsletterEnv } from './config'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { consume(key: string): Promise<RateLimitResult> }

/**
 * A limiter allowing `points` requests per key per `durationSeconds`.
 * @throws Error only for non-limit failures of the store (never for an exceeded limit)
 */
export function createRateLimiter(points: number, durationSeconds: number): RateLimiter {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds })
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { ok: true }
      } catch (err) {
        if (err instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
        throw err
      }
    },
  }
}

type Limiters = { signup: RateLimiter; challenge: RateLimiter }
const store = globalThis as unknown as { __newsletterLimiters?: Limiters }

/** The process's limiters: sign-ups (NEWSLETTER_RATE_LIMIT per window) and challenges (10 ×). */
export function newsletterLimiters(): Limiters {
  if (!store.__newsletterLimiters) {
    const env = newsletterEnv()
    store.__newsletterLimiters = {
      signup: createRateLimiter(env.rateLimit, env.rateWindowSeconds),
      challenge: createRateLimiter(env.rateLimit * 10, env.rateWindowSeconds),
    }
  }
  return store.__newsletterLimiters
}

/**
 * The client IP a request is limited by: the last `x-forwarded-for` entry (the one the nearest proxy
 * appended, or that Next.js set from the socket), else `x-real-ip`, else `unknown`.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop()
  return (last || headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 64)
}
