/**
 * Caps on inventory holds per client address (anyone could tie up rooms and seats
 * with unlimited 15-minute holds). One budget per kind — hotel room holds and ticket checkouts —
 * of HOTEL_HOLD_LIMIT / SHOP_CHECKOUT_LIMIT (env schema, default 10) per 15 minutes per client
 * address (`clientIp`, behind TRUSTED_PROXY_HOPS), shared by every instance through Postgres
 * (rate-limiter-flexible). A guest who retries the same booking does not spend more: the hotel
 * flow spends only when it starts a hold, the shop only when a checkout starts.
 */
import { headers } from 'next/headers'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from './env'
import { clientIp } from './http/clientIp'
import { sharedLimiter, spend } from './rateLimit'

export type HoldKind = 'hotel-hold' | 'shop-checkout'

function limiter(kind: HoldKind): RateLimiterAbstract {
  const g = globalThis as { __hxaHoldLimiters?: Partial<Record<HoldKind, RateLimiterAbstract>> }
  g.__hxaHoldLimiters ??= {}
  g.__hxaHoldLimiters[kind] ??= sharedLimiter({ keyPrefix: `holds-${kind}`, points: kind === 'hotel-hold' ? env.HOTEL_HOLD_LIMIT : env.SHOP_CHECKOUT_LIMIT, duration: 15 * 60 })
  return g.__hxaHoldLimiters[kind]!
}

/**
 * Spends one hold of `kind` for the calling request's client address (server actions and routes).
 * @returns true when allowed, false when this address has started too many holds in 15 minutes
 */
export async function allowHold(kind: HoldKind): Promise<boolean> {
  return (await spend(limiter(kind), clientIp(await headers()))) === null
}
