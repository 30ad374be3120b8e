/**
 * Rate limits of the newsletter endpoints, per client IP (`rate-limiter-flexible`): shared by every
 * app instance through Postgres (`sharedLimiter`); tests may build memory ones.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { clientIp as siteClientIp } from '../../../lib/http/clientIp'
import { isRateLimiterRes, sharedLimiter } from '../../../lib/rateLimit'
import { newsletterEnv } from './config'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { consume(key: string): Promise<RateLimitResult> }

/**
 * A limiter allowing `points` requests per key per `durationSeconds`.
 * @throws Error only for non-limit failures of the store (never for an exceeded limit)
 */
export function createRateLimiter(points: number, durationSeconds: number, shared?: { keyPrefix: string }): RateLimiter {
  const limiter = shared ? sharedLimiter({ keyPrefix: shared.keyPrefix, points, duration: durationSeconds }) : new RateLimiterMemory({ points, duration: durationSeconds })
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { ok: true }
      } catch (err) {
        if (isRateLimiterRes(err)) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
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
      signup: createRateLimiter(env.rateLimit, env.rateWindowSeconds, { keyPrefix: 'newsletter-signup' }),
      challenge: createRateLimiter(env.rateLimit * 10, env.rateWindowSeconds, { keyPrefix: 'newsletter-challenge' }),
    }
  }
  return store.__newsletterLimiters
}

/** The client IP a request is limited by: the site's one rule (src/lib/http/clientIp.ts). */
export function clientIp(headers: Headers): string {
  return siteClientIp(headers)
}
