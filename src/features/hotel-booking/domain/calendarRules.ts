/**
 * Booking-box calendar rules (spec §4 Calendar, §8 'Estancia mínima N noches'; OTA MinLOS, CTA,
 * CTD, closed). Pure: nights come from the hotel calendar, dates are hotel-local `YYYY-MM-DD`.
 */
import { addDays, daysBetween } from '../../../lib/hotel-date'

export type CalendarNightInfo = { date: string; minStay: number; closedToArrival: boolean; closedToDeparture: boolean; closed: boolean; available: number; minPriceMinor: number | null }

export type StayCheck = { ok: true; nights: number } | { ok: false; code: 'NO_DATES' | 'CLOSED' | 'CLOSED_TO_ARRIVAL' | 'CLOSED_TO_DEPARTURE' | 'MIN_STAY_NOT_MET'; nights?: number; minStay?: number }

/** A night no guest can stay (closed, sold out): not selectable in the calendar. */
export const isNightUnavailable = (n: CalendarNightInfo | undefined) => Boolean(n && (n.closed || n.available <= 0))

/**
 * Whether a picked stay can be searched: every night open, check-in not CTA, check-out not CTD,
 * at least MinLOS of the check-in night. Unknown nights (outside the loaded window) are not refused.
 */
export function checkStay(checkIn: string | null, checkOut: string | null, nights: Map<string, CalendarNightInfo>): StayCheck {
  if (!checkIn || !checkOut) return { ok: false, code: 'NO_DATES' }
  const count = daysBetween(checkIn, checkOut)
  if (count < 1) return { ok: false, code: 'NO_DATES' }
  const arrival = nights.get(checkIn)
  for (let i = 0; i < count; i++) if (isNightUnavailable(nights.get(addDays(checkIn, i)))) return { ok: false, code: 'CLOSED' }
  if (arrival?.closedToArrival) return { ok: false, code: 'CLOSED_TO_ARRIVAL' }
  if (nights.get(checkOut)?.closedToDeparture) return { ok: false, code: 'CLOSED_TO_DEPARTURE' }
  if (arrival && count < arrival.minStay) return { ok: false, code: 'MIN_STAY_NOT_MET', nights: count, minStay: arrival.minStay }
  return { ok: true, nights: count }
}
