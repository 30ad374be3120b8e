/**
 * Why a search found no rooms (spec §8 Calendar): when the hotel API refuses the
 * stay itself — minimum or maximum stay, closed to arrival or departure — step 1 shows its reason
 * ('Estancia mínima 3 noches') instead of the generic 'no rooms', as the booking box does.
 */
import type { RouteLocale } from '../../../lib/i18n/locales'
import { hotelMessage } from './hotelMessages'

/** The hotel API's stay-level refusal reasons (design/hotel-api-v1.md `Unavailable[].Reason`). */
export const STAY_REFUSALS = ['MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE'] as const

type StayRefusalCode = (typeof STAY_REFUSALS)[number]

/** The refusals whose text names the stay limit (`{nights}`, the API's `Details.nights`). */
const LIMITS: readonly StayRefusalCode[] = ['MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED']

/**
 * The distinct texts of the stay-level refusals of an availability answer, in order, worded in the
 * visitor's language from the catalogue (`hotelMessages`) by reason and stay limit (`nights`); [] when
 * the stay itself was not refused (sold out, closed rooms…). A minimum or maximum stay whose limit
 * the API did not send is shown in the API's own words (`message`), or not at all when it sent none.
 */
export function stayRefusalMessages(unavailable: readonly { reason: string; message: string; nights?: number }[], locale: RouteLocale): string[] {
  const out: string[] = []
  for (const u of unavailable) {
    if (!(STAY_REFUSALS as readonly string[]).includes(u.reason)) continue
    const code = u.reason as StayRefusalCode
    const text = !LIMITS.includes(code) ? hotelMessage(code, locale) : u.nights !== undefined ? hotelMessage(code, locale, { nights: u.nights }) : u.message
    if (text && !out.includes(text)) out.push(text)
  }
  return out
}

/** The largest room of a hotel: most adults and most guests in all any room type takes (null when unknown). */
export type LargestRoom = { adults: number | null; guests: number | null }

/**
 * The largest room among the hotel's room types (the CMS's `maxAdults` and `maxGuests`, the
 * occupancy the room cards show); a figure no room type states is null.
 */
export function largestRoom(roomTypes: Iterable<{ maxAdults: number | null; maxGuests: number | null }>): LargestRoom {
  let adults: number | null = null
  let guests: number | null = null
  for (const r of roomTypes) {
    if (r.maxAdults != null) adults = Math.max(adults ?? 0, r.maxAdults)
    if (r.maxGuests != null) guests = Math.max(guests ?? 0, r.maxGuests)
  }
  return { adults, guests }
}

/** The hotel API's refusals that say a room type is sold out or closed for the stay: other dates could help. */
const DATE_REFUSALS = ['NO_AVAILABILITY', 'CLOSED', ...STAY_REFUSALS]

/**
 * Whether a search that found no rooms did so because its party does not fit a room (spec §5/§9:
 * adults and children per room; design/hotel-api-v1.md `OCCUPANCY_EXCEEDED`): then the page says so
 * and offers more rooms, not other dates. With the hotel's largest room known, a room of the search
 * with more adults or more guests than it takes; without it, the API refused a room type for its
 * occupancy and none for its dates.
 * @returns the room numbers (1-based) that do not fit, or null when the party is not the reason
 */
export function partyTooLarge(rooms: readonly { adults: number; childrenAges: readonly number[] }[], largest: LargestRoom, unavailable: readonly { reason: string }[]): number[] | null {
  if (largest.adults !== null || largest.guests !== null) {
    const over = rooms.flatMap((r, i) => ((largest.adults !== null && r.adults > largest.adults) || (largest.guests !== null && r.adults + r.childrenAges.length > largest.guests) ? [i + 1] : []))
    return over.length ? over : null
  }
  const occupancy = unavailable.some((u) => u.reason === 'OCCUPANCY_EXCEEDED')
  return occupancy && !unavailable.some((u) => DATE_REFUSALS.includes(u.reason)) ? rooms.map((_, i) => i + 1) : null
}
