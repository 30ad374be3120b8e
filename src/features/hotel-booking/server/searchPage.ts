/**
 * Data of step 1 ROOMS (spec §2): the parsed search, the hotel, the rates chosen for it, live
 * availability from the hotel API, and the CMS data the page shows (room categories, currencies).
 * Never cached: rates and availability change by the minute (architecture §9).
 */
import { call, HotelApiClient, type Availability } from '../../../lib/hotel-api'
import type { CurrencyDoc } from '../../../lib/graphql/documents'
import { contentLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { getCurrencies } from '../../../cms/reads/queries'
import type { StayDates } from '../domain/dates'
import { resolveHotel } from '../domain/hotelChoice'
import { parseSearch, type QueryRecord, type Search, type SearchState } from '../domain/searchParams'
import { parseSelection, selectionFor, type Choice } from '../domain/selection'
import { getHotels, getRoomCategories } from '../../../cms/reads/reference'
import { hotelToday } from './today'

export type SearchPageData = {
  search: SearchState
  /** the search as the page prices it: hotel and currency resolved (what `sel` is chosen for) */
  effective: Search
  hotel: Awaited<ReturnType<typeof getHotels>>[number]
  currency: string
  choices: Choice[]
  /**
   * Spec §4: the query's rates were chosen for another search (dates, guests, promo code, hotel or
   * currency changed), so they were cleared; the page then shows the search without them. Nothing
   * else is loaded (no availability).
   */
  modified: boolean
  availability: Availability | null
  /** the API's error code when availability failed (e.g. PROMO_INVALID, NETWORK_ERROR) */
  errorCode: string | null
  errorMessage: string | null
  /** the API's message when the promo code was refused (spec §5 'Código promocional no válido') */
  promoRejected: string | null
  categories: Awaited<ReturnType<typeof getRoomCategories>>
  currencies: CurrencyDoc[]
}

/**
 * @param pageUrl the visitor's page (for the API's HostNamePath header)
 * @param visitor the visitor's cookies: the currency set by the proxy and the dates of the last search (spec §4)
 */
export async function loadSearchPage(locale: RouteLocale, query: QueryRecord, pageUrl: string, visitor: { currency: string | null; stay: StayDates | null }): Promise<SearchPageData> {
  const lang = contentLocaleOf(locale)
  const today = hotelToday()
  const search = parseSearch(query, today, visitor.stay)
  const [hotels, categories, currencies] = await Promise.all([getHotels(), getRoomCategories(lang), getCurrencies(lang)])
  const hotel = resolveHotel(hotels, search.hotel)
  const known = new Set(currencies.map((c) => c.isoCode))
  const currency = [search.currency, visitor.currency, 'USD'].find((c): c is string => Boolean(c && known.has(c))) ?? 'USD'
  const effective: Search = { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, hotel: hotel.code, promoCode: search.promoCode, currency }
  const first = (v: QueryRecord[string]) => (Array.isArray(v) ? v[0] : v)
  const { choices, modified } = selectionFor(effective, parseSelection(first(query.sel), search.rooms.length), first(query.for))
  const page = { search, effective, hotel, currency, choices, modified, categories, currencies }
  if (modified) return { ...page, availability: null, errorCode: null, errorMessage: null, promoRejected: null }
  const client = new HotelApiClient()
  const availabilityFor = (promoCode: string | null) =>
    call(() =>
      client.getAvailability(
        {
          hotelCode: hotel.propertyCode,
          checkIn: search.checkIn,
          checkOut: search.checkOut,
          rooms: search.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges })),
          promoCode,
          currency,
          language: locale,
          channel: hotel.channel,
          clientId: hotel.clientId,
        },
        { pageUrl, language: locale },
      ),
    )
  let result = await availabilityFor(search.promoCode)
  let promoRejected: string | null = null
  if (result.hasError && search.promoCode && result.error.code.startsWith('PROMO_')) {
    // An invalid promo code does not hide the rooms: show them at the public rate with the message.
    promoRejected = result.error.message
    result = await availabilityFor(null)
  }
  return {
    ...page,
    promoRejected,
    availability: result.data,
    errorCode: result.error?.code ?? null,
    errorMessage: result.error?.message ?? null,
  }
}
