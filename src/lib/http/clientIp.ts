/**
 * The client address every abuse limit is keyed on (issue #13 item 4), one rule for the whole site.
 *
 * Each proxy in front of the app appends the address it received the request from to
 * `X-Forwarded-For`; the client can put anything before those. With `TRUSTED_PROXY_HOPS` = N
 * proxies of ours in front (Caddy, a load balancer…), the client is the N-th entry from the right —
 * what our outermost proxy saw —, never an entry the client wrote.
 *
 * Default 1: one TLS-terminating reverse proxy (a production deployment needs one: its SITE_URL is
 * https and `next start` speaks plain http; docs/security.md). N = 0 means the app faces clients
 * directly: Next.js fills `X-Forwarded-For` from the socket only when the client sent none, so no
 * forwarded header can be believed and every request is keyed on one shared address (strict but not
 * bypassable). `X-Real-IP` is never read (a client can send it; none of our proxies is required to
 * overwrite it). The e2e server runs `next start` on 127.0.0.1 with the default: each test's own
 * `X-Forwarded-For` is then the only entry, so per-address limits stay per test.
 */
import { env, type Env } from '../env'

/** The key of every request when no address can be believed (TRUSTED_PROXY_HOPS=0 or no header). */
export const UNKNOWN_CLIENT = 'unknown'

/** TRUSTED_PROXY_HOPS (0–10, default 1; another value is refused at start by the env schema, src/lib/env.ts). */
export function trustedProxyHops(e: Pick<Env, 'TRUSTED_PROXY_HOPS'> = env): number {
  return e.TRUSTED_PROXY_HOPS
}

/**
 * The client's address from request headers, per the rule above: the `hops`-th X-Forwarded-For
 * entry from the right (the first entry when the request crossed fewer proxies), or
 * {@link UNKNOWN_CLIENT} with 0 hops or without the header. At most 64 characters. Never throws.
 */
export function clientIp(headers: Pick<Headers, 'get'>, hops: number = trustedProxyHops()): string {
  if (hops <= 0) return UNKNOWN_CLIENT
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.length) return UNKNOWN_CLIENT
  return list[Math.max(0, list.length - hops)]!.slice(0, 64)
}
