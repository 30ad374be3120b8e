/**
 * Request proxy (Next.js 16 `proxy`, formerly middleware): locale routing with next-intl (spec §2:
 * the first path segment is the language; any other value gives `en`), and, on the booking surfaces
 * it runs for, the visitor's country and default currency from a CDN geolocation header (spec §4),
 * stored in 7-day cookies so the pages themselves stay statically cacheable.
 */
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE_MAX_AGE_SECONDS, COUNTRY_COOKIE, CURRENCY_COOKIE } from './lib/cookies'
import { defaultCurrencyFor, resolveCountry } from './lib/geo/country'
import { localeFromPathname } from './lib/i18n/locales'
import { routing } from './lib/i18n/routing'

const intl = createMiddleware(routing)

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
  if (!decodable(request.nextUrl.pathname)) {
    // Bad input is a 4xx, never a 5xx: show the localized 404 of the language the path names.
    const locale = localeFromPathname(request.nextUrl.pathname.replace(/%/g, ''))
    return NextResponse.rewrite(new URL(`/${locale}/not-found/`, request.url), { status: 404 })
  }
  const response = intl(request)
  if (!request.cookies.has(COUNTRY_COOKIE)) {
    const locale = localeFromPathname(request.nextUrl.pathname)
    const country = resolveCountry((name) => request.headers.get(name), locale)
    const options = { maxAge: COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' as const }
    response.cookies.set(COUNTRY_COOKIE, country, options)
    if (!request.cookies.has(CURRENCY_COOKIE)) response.cookies.set(CURRENCY_COOKIE, defaultCurrencyFor(country), options)
  }
  return response
}

export const config = {
  // Content pages under a locale prefix are served straight from the cache without the proxy (it
  // costs ~1 ms a request: bench/ttfb.ts). The proxy runs for unprefixed paths (locale redirect),
  // the localized flow routes (rewrites; the booking surfaces that need country and currency) and
  // paths with %-escapes (malformed ones become a 404). Never for Payload, Next internals, the hotel
  // API mount, the locale switch route, the customer-session routes (`/account-session/…`), the
  // Stripe webhook (`/payments/…`) or files.
  matcher: [
    '/((?!api/|api$|admin|_next|_vercel|hotel-api|locale-switch|account-session|booking-session|booking-calendar|payments/|(?:es|en|pt)(?:/|$)|.*\\..*).*)',
    '/(es|en|pt)/(busqueda|reserva|search|booking|carrito)/:path*',
    '/(es|en|pt)/(.*%.*)',
  ],
}
