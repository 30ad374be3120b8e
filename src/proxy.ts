/**
 * Request proxy (Next.js 16 `proxy`, formerly middleware): locale routing with next-intl (spec §2:
 * the first path segment is the language; any other value gives `en`), and on every storefront page
 * the visitor's country and default currency from a CDN geolocation header (spec §4), stored in
 * 7-day cookies so the pages themselves stay statically cacheable (issue #14 item 4: cached pages
 * too). A `?currency=XXX` the visitor chose is stored the same way, so the choice holds on every page
 * (issue #14 item 3); the pages still check it against the CMS currencies.
 */
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE_MAX_AGE_SECONDS, COUNTRY_COOKIE, CURRENCY_COOKIE } from './lib/cookies'
import { defaultCurrencyFor, resolveCountry } from './lib/geo/country'
import { localeFromPathname, unknownLanguagePath } from './lib/i18n/locales'
import { routing } from './lib/i18n/routing'

const intl = createMiddleware(routing)

/** Paths next-intl routes (unprefixed paths and the localized flow routes); other prefixed pages pass through. */
const ROUTED = /^\/(?:(?:es|en|pt)\/(?:busqueda|reserva|search|booking|carrito)(?:\/|$)|(?!(?:es|en|pt)(?:\/|$)))/

/** True when every %-escape of the path decodes (malformed ones would fail deep in routing). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export default function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (!decodable(pathname)) {
    // Bad input is a 4xx, never a 5xx: show the localized 404 of the language the path names.
    const locale = localeFromPathname(pathname.replace(/%/g, ''))
    return NextResponse.rewrite(new URL(`/${locale}/not-found/`, request.url), { status: 404 })
  }
  // Spec §2: any other language gives en — `/de/` is the English home, `/fr/busqueda/?q` the
  // English search with its query (issue #14 item 7). Same origin as the request, which Next sends
  // as a relative Location, so the visitor stays on their domain.
  const english = unknownLanguagePath(pathname)
  if (english) return NextResponse.redirect(new URL(english + search, request.url), 307)
  const response = ROUTED.test(pathname) ? intl(request) : NextResponse.next()
  const options = { maxAge: COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' as const }
  const chosen = searchParams.get('currency')?.toUpperCase()
  if (chosen && /^[A-Z]{3}$/.test(chosen) && chosen !== request.cookies.get(CURRENCY_COOKIE)?.value) response.cookies.set(CURRENCY_COOKIE, chosen, options)
  if (!request.cookies.has(COUNTRY_COOKIE)) {
    const country = resolveCountry((name) => request.headers.get(name), localeFromPathname(pathname))
    response.cookies.set(COUNTRY_COOKIE, country, options)
    if (!request.cookies.has(CURRENCY_COOKIE) && !(chosen && /^[A-Z]{3}$/.test(chosen))) response.cookies.set(CURRENCY_COOKIE, defaultCurrencyFor(country), options)
  }
  return response
}

export const config = {
  // Every storefront page (the country/currency cookies, ~1 ms a request: bench/ttfb.ts); next-intl
  // routes only unprefixed paths and the localized flow routes (see ROUTED). Never for Payload, Next
  // internals, the hotel API mount, the locale switch route, the customer-session routes
  // (`/account-session/…`), the booking session/calendar routes, the Stripe webhook (`/payments/…`),
  // the health checks (`/healthz/`, `/readyz/`) or files.
  matcher: ['/((?!api/|api$|admin|_next|_vercel|hotel-api|locale-switch|account-session|booking-session|booking-calendar|payments/|healthz|readyz|.*\\..*).*)'],
}
