/**
 * Stay dates of a search (spec §4 Calendar state, §9 Defaults). Pure; `today` is the hotel-local
 * date `YYYY-MM-DD` (America/Cancun), passed in; the date arithmetic is src/lib/hotel-date.ts.
 */
import { addDays, daysBetween, isIsoDate } from '../../../lib/hotel-date'
import { parseRoomGuests, type RoomGuests } from './guests'
import type { SearchCorrection } from './corrections'
import { BOOKING_LIMITS } from './limits'

export type StayDates = { checkIn: string; checkOut: string }

/** Spec §9: default check-in 7 days ahead for 4 nights. */
export function defaultStay(today: string): StayDates {
  const checkIn = addDays(today, BOOKING_LIMITS.defaultCheckInOffsetDays)
  return { checkIn, checkOut: addDays(checkIn, BOOKING_LIMITS.defaultNights) }
}

/** Where a search's dates came from (spec §4): the URL, else the stored ones, else the default. */
export type StaySource = 'url' | 'stored' | 'default'

/** The last check-in a search takes (hotel-local `YYYY-MM-DD`): `today` plus the booking horizon. */
export function lastCheckIn(today: string): string {
  return addDays(today, BOOKING_LIMITS.maxDaysAhead)
}

/**
 * Resolves the stay of a search (spec §4): URL dates when valid; if URL dates are missing, the
 * stored ones; a check-in in the past is replaced by the default (7 days ahead, 4 nights) and the
 * replaced dates are returned as `expired`, so the page can say so rather than silently change them;
 * a check-in past the booking horizon (`lastCheckIn`) is replaced by the default too; an inverted,
 * empty or over-long stay keeps its check-in and gets the default length. Every other change to the
 * URL's dates is listed in `corrections` (`SearchCorrection`), for the page to say.
 * @returns the dates, where they came from, the past dates that were replaced (URL or stored; else
 *   null) and the other corrections of the URL's dates
 */
export function resolveStay(
  today: string,
  fromUrl: { checkIn?: unknown; checkOut?: unknown },
  stored?: { checkIn?: unknown; checkOut?: unknown } | null,
): StayDates & { source: StaySource; expired: { dates: StayDates; source: 'url' | 'stored' } | null; corrections: SearchCorrection[] } {
  const corrections: SearchCorrection[] = []
  const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== ''
  if (given(fromUrl.checkIn) && !isIsoDate(fromUrl.checkIn)) corrections.push({ kind: 'checkInInvalid' })
  const pick = isIsoDate(fromUrl.checkIn) ? { ...fromUrl, source: 'url' as const } : stored && isIsoDate(stored.checkIn) ? { ...stored, source: 'stored' as const } : null
  if (!pick || !isIsoDate(pick.checkIn)) return { ...defaultStay(today), source: 'default', expired: null, corrections }
  const checkIn = pick.checkIn
  if (checkIn > lastCheckIn(today)) {
    if (pick.source === 'url') corrections.push({ kind: 'checkInTooFar', asked: checkIn, lastCheckIn: lastCheckIn(today) })
    return { ...defaultStay(today), source: 'default', expired: null, corrections }
  }
  const nights = isIsoDate(pick.checkOut) ? daysBetween(checkIn, pick.checkOut) : 0
  const checkOut = nights >= 1 && nights <= BOOKING_LIMITS.maxNights ? (pick.checkOut as string) : addDays(checkIn, BOOKING_LIMITS.defaultNights)
  if (checkIn < today) return { ...defaultStay(today), source: 'default', expired: { dates: { checkIn, checkOut }, source: pick.source }, corrections }
  if (pick.source === 'url') {
    if (!isIsoDate(pick.checkOut)) corrections.push({ kind: 'checkOutInvalid', given: given(pick.checkOut) })
    else if (nights < 1) corrections.push({ kind: 'checkOutNotAfter', asked: pick.checkOut })
    else if (nights > BOOKING_LIMITS.maxNights) corrections.push({ kind: 'stayTooLong', asked: nights, max: BOOKING_LIMITS.maxNights })
  }
  return { checkIn, checkOut, source: pick.source, expired: null, corrections }
}

/** The last search as the `stay` cookie keeps it: its dates, and its rooms and hotel code when the cookie has them. */
export type StoredStay = StayDates & { rooms: RoomGuests[] | null; hotel: string | null }

/**
 * The stay the `stay` cookie remembers after a search (spec §4 "If URL dates are missing, stored ones
 * are used"; cookies last 7 days): `YYYY-MM-DD~YYYY-MM-DD`, only for URL dates the search page takes
 * as they are (valid, not past, 1..maxNights nights), then `~` and the rooms when given — each room its
 * adults and then its children's ages, joined by `-`, rooms joined by `.` (`2-7.2`: 2 adults and a
 * child of 7, then 2 adults), then `~` and the hotel code when the search named one (`~2-7.2~HXM`).
 * The phone's booking bar shows them and the booking box opens on them.
 * @param rooms the search's rooms as parsed (`parseRooms`); left out when there are none or more than maxRooms
 * @param hotel the search's hotel code as parsed (`parseSearch`: 1..12 letters or digits, upper case);
 *   kept only with the rooms. Not checked against the configured hotels here (the proxy has no CMS):
 *   the booking box uses it only when it is one of them.
 * @returns the cookie value, or null when the query's dates are not a stay worth remembering
 */
export function stayCookieValue(query: { checkIn: string | null; checkOut: string | null }, today: string, rooms?: RoomGuests[], hotel?: string | null): string | null {
  const stay = resolveStay(today, query)
  if (stay.source !== 'url' || stay.checkOut !== query.checkOut) return null
  if (!rooms || rooms.length < 1 || rooms.length > BOOKING_LIMITS.maxRooms) return `${stay.checkIn}~${stay.checkOut}`
  const party = rooms.map((r) => [r.adults, ...r.childrenAges].join('-')).join('.')
  return `${stay.checkIn}~${stay.checkOut}~${party}${hotel && STAY_HOTEL.test(hotel) ? `~${hotel}` : ''}`
}

const STAY_HOTEL = /^[A-Z0-9]{1,12}$/
const STAY_COOKIE_VALUE = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})(?:~(\d{1,2}(?:-\d{1,2}){0,3}(?:\.\d{1,2}(?:-\d{1,2}){0,3}){0,4})(?:~([A-Z0-9]{1,12}))?)?$/

/**
 * The dates of a `stay` cookie (`stayCookieValue`), and its rooms and hotel code when it has them
 * (null each in cookies written before they were kept, or from a search that named no hotel), each
 * room read as the URL's guests are (`parseRoomGuests`: adults 1..6 else 2, ages 0..15, at most 3
 * children); null for anything else. `resolveStay` validates the dates again; the hotel code is not
 * checked against the configured hotels.
 */
export function parseStayCookie(value: string | null | undefined): StoredStay | null {
  const m = STAY_COOKIE_VALUE.exec(value ?? '')
  if (!m) return null
  const rooms = m[3]
    ? m[3].split('.').map((room) => {
        const [adults, ...ages] = room.split('-')
        return parseRoomGuests({ adults, children: ages.length, childrenAges: ages })
      })
    : null
  return { checkIn: m[1], checkOut: m[2], rooms, hotel: m[4] ?? null }
}
