/**
 * Request/response plumbing shared by the `/account-session/…` route handlers (architecture §4): JSON
 * bodies only (small, same-origin), answers `{ ok: true, data } | { ok: false, code, fieldErrors }`
 * with a 4xx for bad input, never cached.
 */
import { clientIp as siteClientIp } from '../../../lib/http/clientIp'
import { NextResponse, type NextRequest } from 'next/server'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { resolveRouteLocale } from '../../../lib/i18n/locales'
import { type AccountErrorCode, type AccountResult, failure, httpStatusOf } from '../domain/errors'
import { env } from '../../../lib/env'
import { crossSiteRefusal, isSameOriginRequest } from '../../../lib/http/sameOrigin'

const MAX_BODY_BYTES = 8 * 1024

/** JSON answer with `Cache-Control: no-store`; the status follows the failure code unless given. */
export function answer<T>(result: AccountResult<T>, status?: number): NextResponse {
  const code = result.ok ? 200 : httpStatusOf(result.code)
  return NextResponse.json(result, { status: status ?? code, headers: { 'Cache-Control': 'no-store' } })
}

/** Localized dictionary text of an account error code (for answers the browser shows as is). */
export function errorText(locale: string | undefined, code: AccountErrorCode): string {
  const messages = messagesFor(resolveRouteLocale(locale))
  return (messages.account.errors as Record<string, string>)[code] ?? messages.account.errors.GENERAL_ERROR
}

/** A localized 429 with Retry-After. */
export function tooManyRequests(locale: string | undefined, retryAfterSeconds: number): NextResponse {
  const res = answer(failure('RATE_LIMITED', {}, errorText(locale, 'RATE_LIMITED')))
  res.headers.set('Retry-After', String(retryAfterSeconds))
  return res
}

/** The client's address for the limits: the site's one rule (src/lib/http/clientIp.ts, TRUSTED_PROXY_HOPS). */
export function clientIp(request: NextRequest): string {
  return siteClientIp(request.headers)
}

/**
 * The localized refusal of a request that did not come from the site's own pages (the site's one
 * same-origin rule, src/lib/http/sameOrigin.ts): 403 CROSS_SITE, its message naming SITE_URL's
 * address to open when one is configured.
 */
export function crossSiteAnswer(locale: string | undefined): NextResponse {
  const message = crossSiteRefusal(resolveRouteLocale(locale))
  return answer(failure('CROSS_SITE', {}, message), 403)
}

/** The route locale of the page that sent the request (its Referer's first path segment), if any. */
function refererLocale(request: NextRequest): string | undefined {
  try {
    return new URL(request.headers.get('referer') ?? '').pathname.split('/')[1] || undefined
  } catch {
    return undefined
  }
}

/**
 * Reads a same-origin JSON body.
 * @returns the parsed value, or a ready 4xx answer: 403 CROSS_SITE (localized, in the body's or the
 *   referring page's language) when the request fails the site's same-origin rule, 415 for another
 *   content type, 413 past 8 KB, 400 for malformed JSON
 */
export async function readJsonBody(request: NextRequest): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const sameOrigin = isSameOriginRequest(request.headers)
  const refuse = (status: number, body?: unknown): { ok: false; response: NextResponse } => ({
    ok: false,
    response: sameOrigin ? answer(failure('BAD_REQUEST'), status) : crossSiteAnswer(localeOfBody(body) ?? refererLocale(request)),
  })
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return refuse(415)
  const text = await request.text().catch(() => null)
  if (text === null) return refuse(400)
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return refuse(413)
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    return refuse(400)
  }
  if (!sameOrigin) return refuse(403, body)
  return { ok: true, body }
}

/** The public origin from SITE_URL (empty when unset; a malformed one is refused at start). */
export function siteOrigin(): string {
  return env.siteUrlGiven ? new URL(env.SITE_URL).origin : ''
}

/**
 * Absolute URL of a site path for redirects: on the public origin (SITE_URL) when set, because the
 * server's own view of its host (`localhost` behind `next start -H 127.0.0.1`, an internal name
 * behind a proxy) may differ from the host the browser holds the session cookie for.
 */
export function sitePathUrl(request: NextRequest, pathAndQuery: string): URL {
  return new URL(pathAndQuery, siteOrigin() || request.nextUrl.origin)
}

/** Best-effort locale of a body that failed validation, for localized texts. */
export function localeOfBody(body: unknown): string | undefined {
  const v = (body as { locale?: unknown } | null)?.locale
  return typeof v === 'string' ? v : undefined
}
