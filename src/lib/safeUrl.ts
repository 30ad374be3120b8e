/**
 * URLs that staff type into the CMS and that the site then links to or calls:
 * package site, newsletter endpoint, OIDC issuers, chat links, web check-in.
 * - `editableUrlProblem`: the admin's field validation — in a deployment only `https:` URLs to a
 *   public host name (no credentials, no IP literal of a private, loopback or link-local range); in
 *   development and test runs `http:` and loopback too (local test services).
 * - `safeHref`: what a link may carry — http(s) only, never `javascript:`/`data:`; null otherwise.
 * - `assertPublicDestination`: before a server-side call in a deployment, the host's DNS answers
 *   must all be public addresses (SSRF: a name that resolves to 10.x, 127.x, 169.254.x… is refused).
 * - `guardedFetch`: the one fetch for every server-side call to a URL staff can set (the newsletter
 *   endpoint, an OIDC issuer and every endpoint its discovery document names): the host is resolved
 *   once, every answer must be public, and the connection goes to that checked address — a DNS
 *   answer that changes between the check and the connect (rebinding) cannot redirect it. Redirects
 *   are not followed.
 */
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { Readable } from 'node:stream'

/**
 * The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`, `::ffff:7f00:1` — the form URL parsing
 * produces) or IPv4-compatible (`::a.b.c.d`, `::7f00:1`) IPv6 address, dotted; null for any other.
 */
function embeddedIpv4(x: string): string | null {
  const m = /^::(?:ffff:(?:0:)?)?(.+)$/.exec(x)
  if (!m) return null
  const tail = m[1]!
  if (isIP(tail) === 4) return tail
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail)
  if (!hex) return null
  const hi = parseInt(hex[1]!, 16)
  const lo = parseInt(hex[2]!, 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** True for an address in a private, loopback, link-local, CGNAT, unspecified or unique-local range. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address)
  if (v === 4) {
    const [a, b] = address.split('.').map(Number)
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224
  }
  if (v === 6) {
    const x = address.toLowerCase()
    if (x === '::1' || x === '::') return true
    const mapped = embeddedIpv4(x)
    if (mapped) return isPrivateAddress(mapped)
    return /^f[cd]/.test(x) || /^fe[89ab]/.test(x) || x.startsWith('ff')
  }
  return false
}

/**
 * The problem of a CMS-editable URL, or null when it may be saved. Empty is fine (optional fields).
 * @param deployment production outside a local run: https and public hosts only
 */
export function editableUrlProblem(value: unknown, deployment: boolean): string | null {
  if (value == null || value === '') return null
  if (typeof value !== 'string') return 'Use a URL'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Use a full URL, e.g. https://example.com/path'
  }
  if (url.username || url.password) return 'The URL may not carry a user name or password'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (deployment) {
    if (url.protocol !== 'https:') return 'Use an https:// URL'
    if (isIP(host) || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
      return 'Use the public host name of the service, not an internal address'
    return null
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Use an http(s) URL'
}

/** `value` when it is an http(s) URL a link may carry, else null (`javascript:`, `data:`, relative junk). */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * Refuses (throws) a server-side call to a host that is, or resolves to, a non-public address.
 * @throws Error naming the host when it is private or cannot be resolved
 */
export async function assertPublicDestination(target: string, resolve: (host: string) => Promise<{ address: string }[]> = (h) => lookup(h, { all: true })): Promise<void> {
  const host = new URL(target).hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [{ address: host }] : await resolve(host)
  if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) throw new Error(`refused: ${host} is not a public address`)
}

type Resolver = (host: string) => Promise<{ address: string; family?: number }[]>
const systemResolver: Resolver = (h) => lookup(h, { all: true })

/**
 * A DNS lookup for `net.connect` that resolves once, refuses when any answer is private (or there is
 * none), and hands the connection the first checked address.
 */
function pinnedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        if (!answers.length || answers.some((a) => isPrivateAddress(a.address))) {
          callback(Object.assign(new Error(`refused: ${hostname} is not a public address`), { code: 'EREFUSED' }), '', 4)
          return
        }
        const first = answers[0]!
        const family = first.family ?? isIP(first.address)
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: first.address, family }])
        else callback(null, first.address, family)
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
    )
  }
}

/** A request body as fetch takes it, as bytes (the shapes the newsletter forwarder and openid-client send). */
async function bodyBytes(body: RequestInit['body']): Promise<Buffer | undefined> {
  if (body == null) return undefined
  if (typeof body === 'string') return Buffer.from(body)
  if (body instanceof URLSearchParams) return Buffer.from(body.toString())
  if (body instanceof ArrayBuffer) return Buffer.from(body)
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  return Buffer.from(await new Response(body).arrayBuffer())
}

/**
 * A `fetch` for server-side calls to staff-set URLs (SSRF, see the module doc). In a deployment
 * (`guard` true) it refuses an IP literal or a name that resolves to any private, loopback,
 * link-local or mapped address, and connects to the address it checked; with `guard` false (dev and
 * tests: local providers on 127.0.0.1) it is the global fetch. http(s) only; redirects are returned,
 * not followed.
 * @param resolve the DNS resolver (tests)
 * @throws TypeError for another scheme; Error "refused: … is not a public address"; network errors
 */
export function guardedFetch(guard: boolean, resolve: Resolver = systemResolver): typeof fetch {
  if (!guard) return fetch
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null
    const url = new URL(request ? request.url : String(input))
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`refused: ${url.protocol} is not http(s)`)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host) && isPrivateAddress(host)) throw new Error(`refused: ${host} is not a public address`)
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase()
    const headers = new Headers(request?.headers)
    new Headers(init.headers).forEach((v, k) => headers.set(k, v))
    const body = await bodyBytes(init.body ?? (request && method !== 'GET' && method !== 'HEAD' ? await request.arrayBuffer() : undefined))
    const signal = init.signal ?? request?.signal ?? undefined
    signal?.throwIfAborted()
    return await new Promise<Response>((resolvePromise, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(url, { method, headers: Object.fromEntries(headers), lookup: pinnedLookup(resolve), ...(signal ? { signal } : {}) }, (res) => {
        const out = new Headers()
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) out.append(k, one)
        const status = res.statusCode ?? 502
        const nullBody = method === 'HEAD' || status === 204 || status === 304
        if (nullBody) res.resume()
        resolvePromise(new Response(nullBody ? null : (Readable.toWeb(res) as ReadableStream), { status, statusText: res.statusMessage, headers: out }))
      })
      req.on('error', reject)
      req.end(body)
    })
  }) as typeof fetch
}
