/**
 * The "from" price of each room card of the home page (spec §3 room categories; the home page sells
 * the stay): the lowest nightly price, taxes included, for 2 adults, of the card's room types over the
 * next FROM_NIGHTS nights, read from the hotel API's calendar restricted to those room types
 * (`RoomCodes`, contract 1.2, docs/hotel-api.md). Given in USD (what the cached page renders for
 * everyone) and in every CMS currency the API gives a rate for (`RatePerUsd` of /booking-config), so
 * the card shows the visitor's currency once hydrated (`CookieCurrencyPrice`).
 *
 * Kept for FROM_PRICE_SECONDS in Next's data cache (one read of 4 categories × 90 nights, not one per
 * visitor); a card whose calendar cannot be read, or that has no bookable night, gets no price.
 */
import { unstable_cache } from 'next/cache'
import { getCurrencies } from '../../../cms/reads/queries'
import { hotelToday } from '../../../lib/clock'
import { HotelApiClient } from '../../../lib/hotel-api'
import { addDays } from '../../../lib/hotel-date'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { formatMoneyOf } from '../../../lib/money/format'
import { fromPrice, usdToMinor } from '../domain/roomCards'

/** How many nights ahead, from tomorrow, a "from" price looks (the calendar answers ≤ 92 days). */
export const FROM_NIGHTS = 90

/** How long a read of the "from" prices is kept, in seconds (the calendar moves with every booking). */
export const FROM_PRICE_SECONDS = 300

/** A card's "from" price: formatted in USD, and by ISO code in every currency with a rate. */
export type RoomFromPrice = { usd: string; byCurrency: Record<string, string> }

/**
 * @param hotel the hotel's property code and channel (CMS `hotels`)
 * @param cards each card's category id and room codes
 * @returns category id → its "from" price; a card without one is absent
 */
export async function roomFromPrices(
  hotel: { propertyCode: number; channel: number },
  cards: readonly { categoryId: string; roomCodes: readonly string[] }[],
  locale: RouteLocale,
): Promise<Map<string, RoomFromPrice>> {
  const today = hotelToday()
  const read = unstable_cache(() => readFromPrices(hotel, cards, today, locale), ['room-from-prices', String(hotel.propertyCode), today, locale, JSON.stringify(cards)], {
    revalidate: FROM_PRICE_SECONDS,
  })
  return new Map(Object.entries(await read().catch(() => ({}))))
}

async function readFromPrices(
  hotel: { propertyCode: number; channel: number },
  cards: readonly { categoryId: string; roomCodes: readonly string[] }[],
  today: string,
  locale: RouteLocale,
): Promise<Record<string, RoomFromPrice>> {
  const client = new HotelApiClient()
  const ctx = { pageUrl: 'storefront://home', language: locale }
  const [config, currencies, ...calendars] = await Promise.all([
    client.getBookingConfig(hotel.propertyCode, hotel.channel, ctx).catch(() => null),
    getCurrencies('en').catch(() => []),
    ...cards.map((c) =>
      client
        .getCalendar({ hotelCode: hotel.propertyCode, from: addDays(today, 1), to: addDays(today, FROM_NIGHTS), currency: 'USD', adults: 2, ages: [], roomCodes: c.roomCodes }, ctx)
        .catch((err: unknown) => {
          logger.warn('home: a room category\'s "from" price could not be read', { category: c.categoryId, error: String(err) })
          return null
        }),
    ),
  ])
  const out: Record<string, RoomFromPrice> = {}
  cards.forEach((card, i) => {
    const calendar = calendars[i]
    const usdCents = calendar && calendar.currency === 'USD' ? fromPrice(calendar.nights) : null
    if (usdCents === null) return
    const byCurrency: Record<string, string> = {}
    for (const c of config?.currencies ?? []) {
      const cms = currencies.find((x) => x.isoCode === c.code)
      const minor = cms && c.ratePerUsd ? (c.code === 'USD' ? usdCents : usdToMinor(usdCents, c.ratePerUsd, cms.decimals)) : null
      if (minor !== null) byCurrency[c.code] = formatMoneyOf(minor, c.code, currencies)
    }
    out[card.categoryId] = { usd: formatMoneyOf(usdCents, 'USD', currencies), byCurrency }
  })
  return out
}
