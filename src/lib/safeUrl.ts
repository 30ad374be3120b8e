/**
 * URLs that staff type into the CMS and that the site then links to or calls (issue #13 item 12):
 * package site, newsletter endpoint, OIDC issuers, chat links, web check-in.
 * - `editableUrlProblem`: the admin's field validation — in a deployment only `https:` URLs to a
 *   public host name (no credentials, no IP literal of a private, loopback or link-local range); in
 *   development and test runs `http:` and loopback too (local test services).
 * - `safeHref`: what a link may carry — http(s) only, never `javascript:`/`data:`; null otherwise.
 * - `assertPublicDestination`: before a server-side call in a deployment, the host's DNS answers
 *   must all be public addresses (SSRF: a name that resolves to 10.x, 127.x, 169.254.x… is refused).
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

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
    if (x.startsWith('::ffff:')) return isPrivateAddress(x.slice(7))
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
