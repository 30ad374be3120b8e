/**
 * Request proxy (Next.js 16 `proxy`, formerly middleware): locale routing with next-intl (spec §2:
 * the first path segment is the language; any other value gives `en`), and on every storefront page
 * the visitor's country and default currency from a CDN geolocation header (spec §4), stored in
 * 7-day cookies so the pages themselves stay statically cacheable, cached pages too. A
 * `?currency=XXX` the visitor chose is stored the same way, so the choice holds on every page; the
 * pages still check it against the CMS currencies. A search's dates are stored in the `stay` cookie,
 * so step 1 opened without dates shows the last search again (spec §4 "If URL dates are missing,
 * stored ones are used"), and the rates chosen on step 1 in the `currentRoom` cookie (spec §4:
 * cookies store … current room). Step 1 itself is served from the page cache when the request may be
 * (features/hotel-booking/server/searchPageCache.ts): the same search within a few seconds is not
 * rendered again; each visitor still gets their own cookies.
 *
 * Addresses that name nothing answer the localized 404 page with status 404, its HTML complete (a
 * dynamic page's own `notFound()` gives Next.js's empty error document): a product
 * slug no published product has (Postgres, read per request), an order page without that order's
 * access token (link or this browser's grant), a confirmation page for a code this browser's
 * reservation cookie does not hold. They are rewritten to `/{locale}/not-found/` on the request's
 * own origin; a malformed path gets a self-contained 404 document (lib/i18n/notFoundDocument.ts).
 * Content pages answer their own 404 (they are prerendered: features/site/server/NotFoundView.tsx).
 */
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { stayCookieValue } from './features/hotel-booking/domain/dates'
import { parseSearch, queryRecord } from './features/hotel-booking/domain/searchParams'
import { currentRoomCookieValue } from './features/hotel-booking/domain/selection'
import { CONFIRMATION_CODE } from './features/hotel-booking/domain/lookup'
import { CONFIRMATION_FOLDER } from './features/hotel-booking/domain/paths'
import { productAddressExists } from './features/ticket-shop/server/productAddress'
import { SEARCH_CACHE_FILL_HEADER, SEARCH_CACHE_STATUS_HEADER, searchCacheKey, SearchPageCache, toCachedPage, type CachedPage } from './features/hotel-booking/server/searchPageCache'
import { ORDER_PAGE_CODE, orderPageAccess, SHOP_ORDERS_COOKIE } from './features/ticket-shop/server/views/orderAccess'
import { hotelToday } from './lib/clock'
import { COOKIE_MAX_AGE_SECONDS, COUNTRY_COOKIE, CURRENCY_COOKIE, CURRENT_ROOM_COOKIE, DRAFT_MODE_COOKIE, RESERVATION_COOKIE, STAY_COOKIE } from './lib/cookies'
import { baseContentSecurityPolicy, newNonce, NOT_FOUND_PATH, previewContentSecurityPolicy, STRICT_CSP_PATHS, strictContentSecurityPolicy } from './lib/csp'
import { defaultCurrencyFor, resolveCountry } from './lib/geo/country'
import { localeFromPathname, unknownLanguagePath } from './lib/i18n/locales'
import { notFoundDocument } from './lib/i18n/notFoundDocument'
import { LOCALIZED_ROUTES } from './lib/i18n/routes'
import { readReservationCookie } from './lib/reservationCookie'
import { routing } from './lib/i18n/routing'
import { env } from './lib/env'
import { logger } from './lib/logger'
import { TEST_FAULT_HEADER } from './lib/testFaults'

const intl = createMiddleware(routing)

/** Paths next-intl routes (unprefixed paths and the localized flow routes); other prefixed pages pass through. */
const ROUTED = /^\/(?:(?:es|en|pt)\/(?:busqueda|busca|reserva|search|booking|carrito|carrinho)(?:\/|$)|(?!(?:es|en|pt)(?:\/|$)))/

/** Step 1's paths (`/es/busqueda/`, `/en/search/`, `/pt/busca/`), with or without the trailing slash. */
const SEARCH_PATHS = new Set(Object.entries(LOCALIZED_ROUTES.search).flatMap(([locale, slug]) => [`/${locale}/${slug}`, `/${locale}/${slug}/`]))

/** Step 1's page cache of this process (features/hotel-booking/server/searchPageCache.ts). */
const searchCache = new SearchPageCache(env.SEARCH_PAGE_CACHE_SECONDS, env.SEARCH_PAGE_CACHE_MAX_MB * 1024 * 1024)

/**
 * Renders step 1 for the cache: the same URL from this server (INTERNAL_ORIGIN), with the fill header,
 * the visitor's host and scheme, and the currency cookie only (nothing else of the visitor is rendered).
 * @throws on a network failure or after 30 s (the caller renders for the visitor instead)
 */
async function renderForCache(request: NextRequest, host: string, proto: string): Promise<CachedPage> {
  const url = new URL(request.nextUrl.pathname + request.nextUrl.search, env.INTERNAL_ORIGIN)
  const currency = request.cookies.get(CURRENCY_COOKIE)?.value
  const headers: Record<string, string> = { host, 'x-forwarded-proto': proto, 'accept-encoding': 'identity', [SEARCH_CACHE_FILL_HEADER]: '1' }
  if (currency !== undefined) headers.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(currency)}`
  return toCachedPage(await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) }))
}

/**
 * Step 1 from the cache when the request may be (`searchCacheKey`), else null (the page renders for
 * this visitor). A failed cache render is logged and the page renders for the visitor.
 */
async function cachedSearch(request: NextRequest, event: NextFetchEvent): Promise<NextResponse | null> {
  if (!searchCache.enabled) return null
  const host = request.headers.get('host') ?? request.nextUrl.host
  const proto = request.headers.get('x-forwarded-proto') ?? 'http'
  const key = searchCacheKey(
    {
      method: request.method,
      host,
      proto,
      pathname: request.nextUrl.pathname,
      searchParams: request.nextUrl.searchParams,
      header: (n) => request.headers.get(n),
      cookie: (n) => request.cookies.get(n)?.value,
    },
    { currency: CURRENCY_COOKIE, currentRoom: CURRENT_ROOM_COOKIE, previewBypass: DRAFT_MODE_COOKIE, faultHeader: TEST_FAULT_HEADER },
  )
  if (key === null) {
    if (!request.headers.has(SEARCH_CACHE_FILL_HEADER)) searchCache.bypass()
    return null
  }
  try {
    const { page, served, refresh } = await searchCache.get(key, () => renderForCache(request, host, proto))
    if (refresh) {
      // the stale page's replacement renders after this answer; the platform keeps the work alive
      event.waitUntil(
        refresh.then((err) => {
          if (err) logger.error('search page cache: a stale page could not be rendered again; it is served until it expires', { method: 'GET', url: request.nextUrl.pathname, error: String(err) })
        }),
      )
    }
    const response = new NextResponse(page.body as BodyInit, { status: page.status, headers: page.headers })
    response.headers.set(SEARCH_CACHE_STATUS_HEADER, served)
    return response
  } catch (err) {
    logger.error('search page cache: the cache render failed; rendering for the visitor', { method: 'GET', url: request.nextUrl.pathname, error: String(err) })
    return null
  }
}

/** True when every %-escape of the path decodes (malformed ones would fail deep in routing). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The folders of the product, order and confirmation pages, every language's spelling (each redirects to its own). */
const PRODUCT_FOLDERS = new Set<string>(Object.values(LOCALIZED_ROUTES.shop))
const ORDER_FOLDERS = new Set<string>(Object.values(LOCALIZED_ROUTES.order))
const CONFIRMATION_FOLDERS = new Set<string>(Object.values(CONFIRMATION_FOLDER))
/** `/{locale}/{folder}/{param}/` (the trailing slash optional). */
const PARAM_PAGE = /^\/(?:es|en|pt)\/([^/]+)\/([^/]+)\/?$/

/**
 * True when the (decodable) path is a page that names nothing: a product no published product
 * answers to, an order page this request has no access token for, a confirmation code this browser's
 * reservation cookie does not hold (the rules of ProductView, OrderView and ConfirmationView, which
 * keep their own `notFound()` for what only they can see). The 404 page's own path is never one: a
 * rewrite to it must not be rewritten again.
 */
async function namesNothing(request: NextRequest): Promise<boolean> {
  const { pathname, searchParams } = request.nextUrl
  const match = PARAM_PAGE.exec(pathname)
  if (!match) return false
  const [, folder, param] = match as unknown as [string, string, string]
  const value = decodeURIComponent(param)
  if (PRODUCT_FOLDERS.has(folder)) return !(await productAddressExists(value))
  if (ORDER_FOLDERS.has(folder)) return !ORDER_PAGE_CODE.test(value) || orderPageAccess(value, searchParams.get('k'), request.cookies.get(SHOP_ORDERS_COOKIE)?.value) === null
  if (CONFIRMATION_FOLDERS.has(folder)) return !CONFIRMATION_CODE.test(value) || readReservationCookie(request.cookies.get(RESERVATION_COOKIE)?.value)?.code !== value
  return false
}

/**
 * The localized 404 page with status 404, in the language `pathname` names: a rewrite to the page
 * `/{locale}/not-found/` (rendered per request, `app/(frontend)/[locale]/not-found/page.tsx`) on the
 * request's own origin (`nextUrl.clone()`: the origin Next resolves rewrites against, so it stays
 * internal; with a loopback `-H` only through patches/next+16.4.5.patch, vercel/next.js#94745). A
 * money page's path keeps its nonce policy, which the page's scripts carry; any other gets the
 * content pages'.
 */
function notFoundPage(request: NextRequest, pathname: string): NextResponse {
  const target = request.nextUrl.clone()
  target.pathname = `/${localeFromPathname(pathname)}/not-found/`
  target.search = ''
  const response = NextResponse.rewrite(target, { status: 404 })
  if (STRICT_CSP_PATHS.test(request.nextUrl.pathname)) strictPolicy(request, response)
  else contentPolicy(request, response)
  return response
}

/** The content pages' policy (the draft preview's while staff preview), as next.config.ts gives them. */
function contentPolicy(request: NextRequest, response: NextResponse): void {
  const dev = env.NODE_ENV !== 'production'
  response.headers.set('Content-Security-Policy', request.cookies.has(DRAFT_MODE_COOKIE) ? previewContentSecurityPolicy(dev) : baseContentSecurityPolicy(dev))
}

export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname, search, searchParams } = request.nextUrl
  // Bad input is a 4xx, never a 5xx: the localized 404 of the language the path names, answered here
  // (Next cannot render any page for a path it cannot decode, even rewritten)
  if (!decodable(pathname)) {
    const response = new NextResponse(notFoundDocument(localeFromPathname(pathname.replace(/%/g, ''))), { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    if (STRICT_CSP_PATHS.test(pathname)) strictPolicy(request, response)
    else contentPolicy(request, response)
    return response
  }
  if (await namesNothing(request)) return notFoundPage(request, pathname)
  // Spec §2: any other language gives en — `/de/` is the English home, `/fr/busqueda/?q` the
  // English search with its query. Same origin as the request, which Next sends
  // as a relative Location, so the visitor stays on their domain.
  const english = unknownLanguagePath(pathname)
  if (english) return NextResponse.redirect(new URL(english + search, request.url), 307)
  const routed = ROUTED.test(pathname) ? intl(request) : NextResponse.next()
  // step 1 (a sale's crowd) from the page cache when it may be; the visitor's cookies are added below
  const response = (SEARCH_PATHS.has(pathname) && !routed.headers.has('location') && (await cachedSearch(request, event))) || routed
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
  else if (NOT_FOUND_PATH.test(pathname)) contentPolicy(request, response)
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
