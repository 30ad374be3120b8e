/**
 * Stay dates of a search (spec §4 Calendar state, §9 Defaults). Pure; `today` is the hotel-local
 * date `YYYY-MM-DD` (America/Cancun), passed in; the date arithmetic is src/lib/hotel-date.ts.
 */
import { addDays, daysBetween, isIsoDate } from '../../../lib/hotel-date'
import { BOOKING_LIMITS } from './limits'

export type StayDates = { checkIn: string; checkOut: string }

/** Spec §9: default check-in 7 days ahead for 4 nights. */
export function defaultStay(today: string): StayDates {
  const checkIn = addDays(today, BOOKING_LIMITS.defaultCheckInOffsetDays)
  return { checkIn, checkOut: addDays(checkIn, BOOKING_LIMITS.defaultNights) }
}

/** Where a search's dates came from (spec §4): the URL, else the stored ones, else the default. */
export type StaySource = 'url' | 'stored' | 'default'

/**
 * Resolves the stay of a search (spec §4): URL dates when valid; if URL dates are missing, the
 * stored ones; a check-in in the past is replaced by the default (7 days ahead, 4 nights) and the
 * replaced dates are returned as `expired`, so the page can say so rather than silently change them;
 * an inverted, empty or over-long stay keeps its check-in and gets the default length.
 * @returns the dates, where they came from, and the past dates that were replaced (URL or stored; else null)
 */
export function resolveStay(
  today: string,
  fromUrl: { checkIn?: unknown; checkOut?: unknown },
  stored?: { checkIn?: unknown; checkOut?: unknown } | null,
): StayDates & { source: StaySource; expired: { dates: StayDates; source: 'url' | 'stored' } | null } {
  const pick = isIsoDate(fromUrl.checkIn) ? { ...fromUrl, source: 'url' as const } : stored && isIsoDate(stored.checkIn) ? { ...stored, source: 'stored' as const } : null
  if (!pick || !isIsoDate(pick.checkIn)) return { ...defaultStay(today), source: 'default', expired: null }
  const checkIn = pick.checkIn
  const nights = isIsoDate(pick.checkOut) ? daysBetween(checkIn, pick.checkOut) : 0
  const checkOut = nights >= 1 && nights <= BOOKING_LIMITS.maxNights ? (pick.checkOut as string) : addDays(checkIn, BOOKING_LIMITS.defaultNights)
  if (checkIn < today) return { ...defaultStay(today), source: 'default', expired: { dates: { checkIn, checkOut }, source: pick.source } }
  return { checkIn, checkOut, source: pick.source, expired: null }
}

/** How many rooms and guests (adults and children) a search asks for: the sticky booking bar's summary. */
export type StayParty = { rooms: number; guests: number }

/**
 * The stay the `stay` cookie remembers after a search (spec §4 "If URL dates are missing, stored ones
 * are used"; cookies last 7 days): `YYYY-MM-DD~YYYY-MM-DD`, only for URL dates the search page takes
 * as they are (valid, not past, 1..maxNights nights), then `~rooms~guests` when the party is given
 * (the phone's booking bar shows it, issue #19 item 3).
 * @param party rooms (1..maxRooms) and guests (≥ rooms) of the search; left out when outside those bounds
 * @returns the cookie value, or null when the query's dates are not a stay worth remembering
 */
export function stayCookieValue(query: { checkIn: string | null; checkOut: string | null }, today: string, party?: StayParty): string | null {
  const stay = resolveStay(today, query)
  if (stay.source !== 'url' || stay.checkOut !== query.checkOut) return null
  return `${stay.checkIn}~${stay.checkOut}${party && validParty(party) ? `~${party.rooms}~${party.guests}` : ''}`
}

const validParty = (p: StayParty) =>
  Number.isInteger(p.rooms) &&
  Number.isInteger(p.guests) &&
  p.rooms >= 1 &&
  p.rooms <= BOOKING_LIMITS.maxRooms &&
  p.guests >= p.rooms &&
  p.guests <= p.rooms * (BOOKING_LIMITS.maxAdultsPerRoom + BOOKING_LIMITS.maxChildrenPerRoom)

/**
 * The dates of a `stay` cookie (`stayCookieValue`), and its party when it has one (a cookie written
 * before the party was added has none); null for anything else. `resolveStay` validates the dates again.
 */
export function parseStayCookie(value: string | null | undefined): (StayDates & { party: StayParty | null }) | null {
  const m = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})(?:~(\d{1,2})~(\d{1,3}))?$/.exec(value ?? '')
  if (!m) return null
  const party = m[3] ? { rooms: Number(m[3]), guests: Number(m[4]) } : null
  return { checkIn: m[1], checkOut: m[2], party: party && validParty(party) ? party : null }
}
