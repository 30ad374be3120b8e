/**
 * The site's one same-origin rule for state-changing requests a browser sends with the visitor's
 * cookies (CSRF defence, OWASP CSRF Cheat Sheet "Verifying Origin With Standard Headers"; origins as
 * RFC 6454 serializes them; Fetch Metadata `Sec-Fetch-Site` when no Origin is sent).
 *
 * A request's `Origin` is accepted when it is one of:
 * - the configured public address, `SITE_URL`'s origin;
 * - the request's own `Host` header — the address the browser used. Its scheme is the connection's:
 *   `next start` speaks plain HTTP, so `http` when no proxy is trusted (TRUSTED_PROXY_HOPS = 0),
 *   and the `X-Forwarded-Proto` our proxies set when one is (TRUSTED_PROXY_HOPS ≥ 1);
 * - the `X-Forwarded-Host` our proxies set, only with TRUSTED_PROXY_HOPS ≥ 1 (the entry the
 *   outermost trusted proxy wrote, as src/lib/http/clientIp.ts reads `X-Forwarded-For`).
 *
 * Never compared with Next's own request URL: `next start -H 127.0.0.1` builds it from the bound
 * hostname (`localhost`), not from the address the browser holds. Without `Origin` (a non-browser
 * client, or an old browser) a `Sec-Fetch-Site` of `cross-site` or `same-site` is refused and
 * anything else passes; `Origin: null` (a sandboxed or privacy-redirected page) is refused.
 */
import { env, type Env } from '../env'
import { messagesFor } from '../i18n/dictionaries'
import { formatMessage } from '../i18n/format'
import type { RouteLocale } from '../i18n/locales'
import { trustedProxyHops } from './clientIp'

/** What the rule reads besides the headers: SITE_URL (when set) and the trusted proxy hops. */
export type SameOriginSettings = { siteUrl: string | null; hops: number }

/** The settings from the env schema (SITE_URL, TRUSTED_PROXY_HOPS). */
export function sameOriginSettings(e: Pick<Env, 'SITE_URL' | 'siteUrlGiven' | 'TRUSTED_PROXY_HOPS'> = env): SameOriginSettings {
  return { siteUrl: e.siteUrlGiven ? e.SITE_URL : null, hops: trustedProxyHops(e) }
}

/** `scheme://host[:port]` normalized as browsers serialize an Origin (lower case, default port dropped); null when unparsable. */
function normalizedOrigin(scheme: string, host: string): string | null {
  if (!/^https?$/i.test(scheme) || !host || /[\s/\\@?#]/.test(host)) return null
  try {
    return new URL(`${scheme.toLowerCase()}://${host}`).origin
  } catch {
    return null
  }
}

/** The entry of a comma-separated forwarded header our outermost trusted proxy wrote (`hops`-th from the right). */
function trustedEntry(value: string | null, hops: number): string | null {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.length) return null
  return list[Math.max(0, list.length - hops)]!
}

/**
 * Every origin a request from this site's own pages may carry, per the rule above, normalized
 * (`https://www.example.com`, `http://127.0.0.1:3000`). Never throws; malformed headers add nothing.
 */
export function allowedOrigins(headers: Pick<Headers, 'get'>, settings: SameOriginSettings = sameOriginSettings()): string[] {
  const out = new Set<string>()
  if (settings.siteUrl) {
    try {
      out.add(new URL(settings.siteUrl).origin)
    } catch {
      // a malformed SITE_URL is refused at start by the env schema
    }
  }
  const scheme = settings.hops > 0 ? (trustedEntry(headers.get('x-forwarded-proto'), settings.hops) ?? 'http') : 'http'
  const host = headers.get('host')
  const own = host ? normalizedOrigin(scheme, host.trim()) : null
  if (own) out.add(own)
  if (settings.hops > 0) {
    const forwardedHost = trustedEntry(headers.get('x-forwarded-host'), settings.hops)
    const forwarded = forwardedHost ? normalizedOrigin(scheme, forwardedHost) : null
    if (forwarded) out.add(forwarded)
  }
  return [...out]
}

/**
 * True when the request may come from this site's own pages (see the module docs): its `Origin` is
 * one of {@link allowedOrigins}, or it has no `Origin` and `Sec-Fetch-Site` is not `cross-site` /
 * `same-site`. Never throws.
 */
export function isSameOriginRequest(headers: Pick<Headers, 'get'>, settings: SameOriginSettings = sameOriginSettings()): boolean {
  const origin = headers.get('origin')
  if (origin) {
    if (origin === 'null') return false
    let normalized: string
    try {
      normalized = new URL(origin).origin
    } catch {
      return false
    }
    return allowedOrigins(headers, settings).includes(normalized)
  }
  const site = headers.get('sec-fetch-site')
  return site !== 'cross-site' && site !== 'same-site'
}

/**
 * The address to tell a refused person to open: SITE_URL's origin when configured, else null (the
 * refusal then asks them to reload the page from the site's own address).
 */
export function publicSiteAddress(settings: SameOriginSettings = sameOriginSettings()): string | null {
  if (!settings.siteUrl) return null
  try {
    return new URL(settings.siteUrl).origin
  } catch {
    return null
  }
}

/**
 * The refusal of this rule in `locale`: the dictionary's `sameOrigin.refusedOpenSite` naming
 * `publicSiteAddress()` when one is configured, else `sameOrigin.refused`.
 */
export function crossSiteRefusal(locale: RouteLocale, settings: SameOriginSettings = sameOriginSettings()): string {
  const texts = messagesFor(locale).sameOrigin
  const site = publicSiteAddress(settings)
  return site ? formatMessage(texts.refusedOpenSite, { site }, locale) : texts.refused
}
