/**
 * The client address every abuse limit is keyed on, one rule for the whole site.
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
 *
 * The key is the address for IPv4 and the /64 network for IPv6 (`2001:db8:1:2::/64`): one IPv6
 * subscriber or server gets a whole /64 (RFC 6177, RFC 7934 §6) and can rotate through 2^64
 * addresses, so keying on the full address would give each guess a fresh budget. An IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.7`, `::ffff:cb00:7107`) is its IPv4 address.
 */
import { isIP } from 'node:net'
import { env, type Env } from '../env'

/** The key of every request when no address can be believed (TRUSTED_PROXY_HOPS=0 or no header). */
export const UNKNOWN_CLIENT = 'unknown'

/** TRUSTED_PROXY_HOPS (0–10, default 1; another value is refused at start by the env schema, src/lib/env.ts). */
export function trustedProxyHops(e: Pick<Env, 'TRUSTED_PROXY_HOPS'> = env): number {
  return e.TRUSTED_PROXY_HOPS
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted); null when malformed. */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail, ...rest] = text.split('::')
  if (rest.length) return null
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const left = part(head)
  const right = part(tail)
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * The limit key of one address (see the module docs): an IPv4 address as is (a `:port` suffix
 * dropped), an IPv6 address as its /64 (`2001:db8:1:2::/64`; brackets, port and zone dropped), an
 * IPv4-mapped IPv6 address as its IPv4 address; anything else unchanged. At most 64 characters.
 */
export function addressKey(address: string): string {
  let a = address.trim()
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(a)
  if (v4WithPort) a = v4WithPort[1]!
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed) a = bracketed[1]!
  a = a.replace(/%.*$/, '')
  if (isIP(a) === 4) return a
  if (isIP(a) !== 6) return address.slice(0, 64)
  const g = ipv6Groups(a)
  if (!g) return address.slice(0, 64)
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
}

/**
 * The client's limit key from request headers, per the rule above: the `hops`-th X-Forwarded-For
 * entry from the right (the first entry when the request crossed fewer proxies) through
 * {@link addressKey} (IPv6: its /64), or {@link UNKNOWN_CLIENT} with 0 hops or without the header.
 * At most 64 characters. Never throws.
 */
export function clientIp(headers: Pick<Headers, 'get'>, hops: number = trustedProxyHops()): string {
  if (hops <= 0) return UNKNOWN_CLIENT
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.length) return UNKNOWN_CLIENT
  return addressKey(list[Math.max(0, list.length - hops)]!)
}
