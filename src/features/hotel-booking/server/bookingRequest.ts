/**
 * What step 2 BOOK books, read from the booking URL's query (spec §2, §4): hotel, dates, rooms,
 * currency, promo and one chosen rate per room, as the hotel API's `BookingSearch`. Shared by the
 * booking page (which only reads a session) and the "Continue" action that creates it.
 */
import { cookies, headers } from 'next/headers'
import { getCurrencies } from '../../../cms/reads/queries'
import { CURRENCY_COOKIE } from '../../../lib/cookies'
import type { BookingSearch, CallContext } from '../../../lib/hotel-api'
import { textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { resolveHotel } from '../domain/hotelChoice'
import { flowPath } from '../domain/paths'
import { parseSearch, serializeSearch, type QueryRecord, type Search, type SearchState } from '../domain/searchParams'
import { flowQuery, nextOpenRoom, parseSelection, selectionFor, type Choice } from '../domain/selection'
import { getHotels } from '../../../cms/reads/reference'
import { hotelToday } from './today'

export type BookingRequest = {
  search: SearchState
  /** the search as booked: hotel and currency resolved (what `sel` is chosen for) */
  effective: Search
  hotel: Awaited<ReturnType<typeof getHotels>>[number]
  currency: string
  roomCount: number
  choices: Choice[]
  /** the search's canonical query (no `sel`), for links back to step 1 */
  searchQuery: string
  bookingSearch: BookingSearch
}

/**
 * @returns the request, or `{ incomplete }` with the step-1 URL when a room has no chosen rate
 *   (BOOK needs a selected room for every room of the search: spec §2, §4), which includes rates
 *   chosen for another search (spec §4: a changed search clears them, `selectionFor`)
 */
export async function bookingRequestOf(locale: RouteLocale, query: QueryRecord): Promise<BookingRequest | { incomplete: string }> {
  const [jar, hotels, currencies] = await Promise.all([cookies(), getHotels(), getCurrencies(textLocaleOf(locale))])
  const search = parseSearch(query, hotelToday())
  const hotel = resolveHotel(hotels, search.hotel)
  const known = new Set(currencies.map((c) => c.isoCode))
  const currency = [search.currency, jar.get(CURRENCY_COOKIE)?.value, 'USD'].find((c): c is string => Boolean(c && known.has(c))) ?? 'USD'
  const roomCount = search.rooms.length
  const first = (v: QueryRecord[string]) => (Array.isArray(v) ? v[0] : v)
  const effective: Search = { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, hotel: hotel.code, promoCode: search.promoCode, currency }
  const { choices } = selectionFor(effective, parseSelection(first(query.sel), roomCount), first(query.for))
  const searchQuery = serializeSearch(effective)
  if (nextOpenRoom(choices, roomCount) !== null) return { incomplete: flowPath(locale, 'search', flowQuery(effective, choices, { missing: '1' })) }
  const bookingSearch: BookingSearch = {
    hotelCode: hotel.propertyCode,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges })),
    promoCode: search.promoCode,
    currency,
    language: locale,
    channel: hotel.channel,
    clientId: hotel.clientId,
    selections: choices.map((c) => ({ roomNumber: c.roomNumber, roomCode: c.roomCode, ratePlanCode: c.ratePlanCode })),
  }
  return { search, effective, hotel, currency, roomCount, choices, searchQuery, bookingSearch }
}

/** The hotel API call context of step 2 (the page URL as the visitor sees it, and its language). */
export async function bookingCallContext(locale: RouteLocale): Promise<CallContext> {
  const h = await headers()
  return { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${flowPath(locale, 'booking')}`, language: locale }
}
