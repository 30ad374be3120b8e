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

/**
 * Resolves the stay of a search (spec §4): URL dates when valid; if URL dates are missing, the
 * stored ones; a check-in in the past is replaced by the default (7 days ahead, 4 nights); an
 * inverted, empty or over-long stay keeps its check-in and gets the default length.
 * @returns the dates and where they came from
 */
export function resolveStay(
  today: string,
  fromUrl: { checkIn?: unknown; checkOut?: unknown },
  stored?: { checkIn?: unknown; checkOut?: unknown } | null,
): StayDates & { source: 'url' | 'stored' | 'default' } {
  const pick = isIsoDate(fromUrl.checkIn) ? { ...fromUrl, source: 'url' as const } : stored && isIsoDate(stored.checkIn) ? { ...stored, source: 'stored' as const } : null
  if (!pick || !isIsoDate(pick.checkIn) || pick.checkIn < today) return { ...defaultStay(today), source: 'default' }
  const checkIn = pick.checkIn
  const nights = isIsoDate(pick.checkOut) ? daysBetween(checkIn, pick.checkOut) : 0
  const checkOut = nights >= 1 && nights <= BOOKING_LIMITS.maxNights ? (pick.checkOut as string) : addDays(checkIn, BOOKING_LIMITS.defaultNights)
  return { checkIn, checkOut, source: pick.source }
}
