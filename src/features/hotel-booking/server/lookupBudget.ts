/**
 * The reservation lookup's budgets, per client address (`clientIp`) and shared by every instance
 * through Postgres (rate-limiter-flexible): `lookup` — MY_BOOKING_LOOKUP_LIMIT per 15 minutes, spent by
 * the code + email form and by every page view that reads a booking from the reservation cookie —
 * and `cancel` — MY_BOOKING_CANCEL_LIMIT per 15 minutes (cancel, refund retries). Guessing
 * confirmation codes is the threat the lookup budget bounds.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { clientIp } from '../../../lib/http/clientIp'
import { isRateLimiterRes, sharedLimiter } from '../../../lib/rateLimit'
import { env } from '../../../lib/env'

type Limiters = { lookup: RateLimiterAbstract; cancel: RateLimiterAbstract }
function limiters(): Limiters {
  const g = globalThis as { __hxaMyBookingLimiters?: Limiters }
  g.__hxaMyBookingLimiters ??= {
    lookup: sharedLimiter({ keyPrefix: 'my-booking-lookup', points: env.MY_BOOKING_LOOKUP_LIMIT, duration: 15 * 60 }),
    cancel: sharedLimiter({ keyPrefix: 'my-booking-cancel', points: env.MY_BOOKING_CANCEL_LIMIT, duration: 15 * 60 }),
  }
  return g.__hxaMyBookingLimiters
}

/**
 * Spends one point of `kind` for the request's client address.
 * @returns false when that budget is spent (the caller answers RATE_LIMITED or shows no booking)
 */
export async function spendLookupBudget(kind: keyof Limiters, headers: Headers): Promise<boolean> {
  try {
    await limiters()[kind].consume(clientIp(headers))
    return true
  } catch (res) {
    if (isRateLimiterRes(res)) return false
    throw res
  }
}
