/**
 * The client address every abuse limit is keyed on (issue #13 item 4), one rule for the whole site.
 *
 * Each proxy in front of the app appends the address it received the request from to
 * `X-Forwarded-For`; the client can put anything before those. With `TRUSTED_PROXY_HOPS` = N
 * proxies of ours in front (Caddy, a load balancer…), the client is the N-th entry from the right —
 * what our outermost proxy saw —, never an entry the client wrote. Without a proxy (N = 0 or 1
 * direct to `next start`), Next.js sets the header from the socket when the client sent none, so the
 * last entry is used. Default 1 (one reverse proxy: docs/deploy.md). A deployment must not expose
 * `next start` directly: a client could then write the only entry.
 */
import { z } from 'zod'

const hopsSchema = z.coerce.number().int().min(0).max(10).catch(1)

/** TRUSTED_PROXY_HOPS (0–10, default 1); read per call so tests may change it. */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  return env.TRUSTED_PROXY_HOPS === undefined || env.TRUSTED_PROXY_HOPS === '' ? 1 : hopsSchema.parse(env.TRUSTED_PROXY_HOPS)
}

/** The client's address from request headers, per the rule above; 'unknown' without any. At most 64 characters. */
export function clientIp(headers: Pick<Headers, 'get'>, hops: number = trustedProxyHops()): string {
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.length) return (headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 64)
  const index = Math.max(0, list.length - Math.max(1, hops))
  return list[index]!.slice(0, 64)
}
