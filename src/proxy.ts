/**
 * Request proxy (Next.js 16 `proxy`, formerly middleware): locale routing with next-intl (spec §2:
 * the first path segment is the language; any other value gives `en`), and on every storefront page
 * the visitor's country and default currency from a CDN geolocation header (spec §4), stored in
 * 7-day cookies so the pages themselves stay statically cacheable, cached pages too. A
 * `?currency=XXX` the visitor chose is stored the same way, so the choice holds on every page; the
 * pages still check it against the CMS currencies. A search's dates are stored in the `stay` cookie,
 * so step 1 opened without dates shows the last search again (spec §4 "If URL dates are missing,
 * stored ones are used"), and the rates chosen on step 1 in the `currentRoom` cookie (spec §4:
 * cookies store … current room).
 */
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { stayCookieValue } from './features/hotel-booking/domain/dates'
import { parseSearch, queryRecord } from './features/hotel-booking/domain/searchParams'
import { currentRoomCookieValue } from './features/hotel-booking/domain/selection'
import { hotelToday } from './lib/clock'
import { COOKIE_MAX_AGE_SECONDS, COUNTRY_COOKIE, CURRENCY_COOKIE, CURRENT_ROOM_COOKIE, STAY_COOKIE } from './lib/cookies'
import { newNonce, STRICT_CSP_PATHS, strictContentSecurityPolicy } from './lib/csp'
import { defaultCurrencyFor, resolveCountry } from './lib/geo/country'
import { localeFromPathname, unknownLanguagePath } from './lib/i18n/locales'
import { LOCALIZED_ROUTES } from './lib/i18n/routes'
import { routing } from './lib/i18n/routing'
import { env } from './lib/env'

const intl = createMiddleware(routing)

/** Paths next-intl routes (unprefixed paths and the localized flow routes); other prefixed pages pass through. */
const ROUTED = /^\/(?:(?:es|en|pt)\/(?:busqueda|reserva|search|booking|carrito)(?:\/|$)|(?!(?:es|en|pt)(?:\/|$)))/

/** Step 1's paths (`/es/busqueda/`, `/en/search/`, `/pt/search/`), with or without the trailing slash. */
const SEARCH_PATHS = new Set(Object.entries(LOCALIZED_ROUTES.search).flatMap(([locale, slug]) => [`/${locale}/${slug}`, `/${locale}/${slug}/`]))

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
  // English search with its query. Same origin as the request, which Next sends
  // as a relative Location, so the visitor stays on their domain.
  const english = unknownLanguagePath(pathname)
  if (english) return NextResponse.redirect(new URL(english + search, request.url), 307)
  const response = ROUTED.test(pathname) ? intl(request) : NextResponse.next()
  const options = { maxAge: COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' as const }
  const chosen = searchParams.get('currency')?.toUpperCase()
  if (chosen && /^[A-Z]{3}$/.test(chosen) && chosen !== request.cookies.get(CURRENCY_COOKIE)?.value) response.cookies.set(CURRENCY_COOKIE, chosen, options)
  if (SEARCH_PATHS.has(pathname)) {
    const today = hotelToday()
    const searched = parseSearch(queryRecord(search), today)
    const stay = stayCookieValue({ checkIn: searchParams.get('checkin'), checkOut: searchParams.get('checkout') }, today, searched.rooms, searched.hotel)
    if (stay && stay !== request.cookies.get(STAY_COOKIE)?.value) response.cookies.set(STAY_COOKIE, stay, options)
    // the rates chosen on step 1 and the search they were chosen for (spec §4 "current room"): step 1
    // opened again without rates gives them back for the same search (SearchView)
    const room = currentRoomCookieValue(searchParams.get('sel'), searchParams.get('for'))
    if (room && room !== request.cookies.get(CURRENT_ROOM_COOKIE)?.value) response.cookies.set(CURRENT_ROOM_COOKIE, room, { ...options, httpOnly: true })
  }
  if (!request.cookies.has(COUNTRY_COOKIE)) {
    const country = resolveCountry((name) => request.headers.get(name), localeFromPathname(pathname))
    response.cookies.set(COUNTRY_COOKIE, country, options)
    if (!request.cookies.has(CURRENCY_COOKIE) && !(chosen && /^[A-Z]{3}$/.test(chosen))) response.cookies.set(CURRENCY_COOKIE, defaultCurrencyFor(country), options)
  }
  if (STRICT_CSP_PATHS.test(pathname)) strictPolicy(request, response)
  return response
}

/**
 * The booking, checkout, account and order pages get a per-request nonce policy (src/lib/csp.ts):
 * on the response for the browser, and on the request Next.js renders, which is
 * how Next puts the nonce on its own scripts. The request headers travel as Next's middleware
 * override headers (what `NextResponse.next({ request: { headers } })` writes), merged with any
 * next-intl already set, so it works on next-intl's responses (rewrites included) as well.
 */
function strictPolicy(request: NextRequest, response: NextResponse): void {
  const policy = strictContentSecurityPolicy(newNonce(), env.NODE_ENV !== 'production')
  response.headers.set('Content-Security-Policy', policy)
  const listed = response.headers.get('x-middleware-override-headers')
  const keys = listed ? listed.split(',') : [...request.headers.keys()]
  if (!listed) for (const [k, v] of request.headers) response.headers.set(`x-middleware-request-${k}`, v)
  if (!keys.includes('content-security-policy')) keys.push('content-security-policy')
  response.headers.set('x-middleware-request-content-security-policy', policy)
  response.headers.set('x-middleware-override-headers', keys.join(','))
}

export const config = {
  // Every storefront page (the country/currency cookies, ~1 ms a request: bench/ttfb.ts); next-intl
  // routes only unprefixed paths and the localized flow routes (see ROUTED). Never for Payload, Next
  // internals, the hotel API mount, the locale switch route, the customer-session routes
  // (`/account-session/…`), the booking session/calendar routes, the origin-airport search, the
  // Stripe webhook (`/payments/…`), the health checks (`/healthz/`, `/readyz/`) or files.
  matcher: ['/((?!api/|api$|admin|_next|_vercel|hotel-api|locale-switch|package-search|origin-airports|account-session|booking-calendar|payments/|healthz|readyz|internal/|.*\\..*).*)'],
}
