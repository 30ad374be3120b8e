/**
 * Data of step 1 ROOMS (spec §2): the parsed search, the hotel, the rates chosen for it, live
 * availability from the hotel API, and the CMS data the page shows (room categories, currencies).
 * Never cached: rates and availability change by the minute (architecture §9).
 */
import { call, HotelApiClient, type Availability } from '../../../lib/hotel-api'
import type { CurrencyDoc } from '../../../lib/graphql/documents'
import { textLocaleOf, type RouteLocale, type TextLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { injectTestFault } from '../../../lib/testFaults'
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
  /** the API's code when the promo code was refused (PROMO_INVALID, PROMO_EXPIRED…; spec §5 'Código promocional no válido') */
  promoRejected: string | null
  categories: Awaited<ReturnType<typeof getRoomCategories>>
  currencies: CurrencyDoc[]
  /** the CMS currencies could not be read (spec §8 'An error ocurred while retrieving currencies'): nothing is priced */
  currenciesFailed: boolean
}

/** The CMS currencies, or null when they cannot be read (logged; the page says so instead of failing). */
async function readCurrencies(lang: TextLocale): Promise<CurrencyDoc[] | null> {
  try {
    await injectTestFault('cms-currencies')
    return await getCurrencies(lang)
  } catch (err) {
    logger.error('search page: the CMS currencies could not be read', { method: 'GET', url: 'cms:currencies', error: String(err) })
    return null
  }
}

/**
 * @param pageUrl the visitor's page (for the API's HostNamePath header)
 * @param visitor the visitor's cookies: the currency set by the proxy and the dates of the last search (spec §4)
 */
export async function loadSearchPage(locale: RouteLocale, query: QueryRecord, pageUrl: string, visitor: { currency: string | null; stay: StayDates | null }): Promise<SearchPageData> {
  const lang = textLocaleOf(locale)
  const today = hotelToday()
  const search = parseSearch(query, today, visitor.stay)
  const [hotels, categories, read] = await Promise.all([getHotels(), getRoomCategories(lang), readCurrencies(lang)])
  const currencies = read ?? []
  const hotel = resolveHotel(hotels, search.hotel)
  const known = new Set(currencies.map((c) => c.isoCode))
  // Without the CMS list (nothing is priced then) the asked currency stands, so the chosen rates still hold.
  const valid = (c: string | null): c is string => Boolean(c && (read === null ? /^[A-Z]{3}$/.test(c) : known.has(c)))
  const currency = [search.currency, visitor.currency, 'USD'].find(valid) ?? 'USD'
  const effective: Search = { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, hotel: hotel.code, promoCode: search.promoCode, currency }
  const first = (v: QueryRecord[string]) => (Array.isArray(v) ? v[0] : v)
  const { choices, modified } = selectionFor(effective, parseSelection(first(query.sel), search.rooms.length), first(query.for))
  const page = { search, effective, hotel, currency, choices, modified, categories, currencies, currenciesFailed: read === null }
  const none = { availability: null, errorCode: null, errorMessage: null, promoRejected: null }
  if (modified || read === null) return { ...page, ...none }
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
    promoRejected = result.error.code
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
