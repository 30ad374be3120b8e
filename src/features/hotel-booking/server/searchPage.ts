/**
 * Data of step 1 ROOMS (spec §2): the parsed search, the hotel, live availability from the hotel
 * API, and the CMS data the page shows (room categories, currencies). Never cached: rates and
 * availability change by the minute (architecture §9).
 */
import { call, HotelApiClient, type Availability } from '../../../lib/hotel-api'
import { contentLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { getCurrencies } from '../../../cms/reads/queries'
import { resolveHotel } from '../domain/hotelChoice'
import { parseSearch, type QueryRecord, type SearchState } from '../domain/searchParams'
import { parseSelection, type Choice } from '../domain/selection'
import { getHotels, getRoomCategories } from '../../../cms/reads/reference'
import { hotelToday } from './today'

export type SearchPageData = {
  search: SearchState
  hotel: Awaited<ReturnType<typeof getHotels>>[number]
  currency: string
  choices: Choice[]
  availability: Availability | null
  /** the API's error code when availability failed (e.g. PROMO_INVALID, NETWORK_ERROR) */
  errorCode: string | null
  errorMessage: string | null
  /** the API's message when the promo code was refused (spec §5 'Código promocional no válido') */
  promoRejected: string | null
  categories: Awaited<ReturnType<typeof getRoomCategories>>
  currencies: Awaited<ReturnType<typeof getCurrencies>>
}

/**
 * @param pageUrl the visitor's page (for the API's HostNamePath header)
 * @param defaultCurrency the visitor's currency from the cookie set by the proxy (spec §4)
 */
export async function loadSearchPage(locale: RouteLocale, query: QueryRecord, pageUrl: string, defaultCurrency: string | null): Promise<SearchPageData> {
  const lang = contentLocaleOf(locale)
  const today = hotelToday()
  const search = parseSearch(query, today)
  const [hotels, categories, currencies] = await Promise.all([getHotels(), getRoomCategories(lang), getCurrencies(lang)])
  const hotel = resolveHotel(hotels, search.hotel)
  const known = new Set(currencies.map((c) => c.isoCode))
  const currency = [search.currency, defaultCurrency, 'USD'].find((c): c is string => Boolean(c && known.has(c))) ?? 'USD'
  const sel = Array.isArray(query.sel) ? query.sel[0] : query.sel
  const choices = parseSelection(sel, search.rooms.length)
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
    promoRejected,
    search,
    hotel,
    currency,
    choices,
    availability: result.data,
    errorCode: result.error?.code ?? null,
    errorMessage: result.error?.message ?? null,
    categories,
    currencies,
  }
}
