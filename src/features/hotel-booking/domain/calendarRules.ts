/**
 * Booking-box calendar rules (spec §4 Calendar, §8 'Estancia mínima N noches'; OTA MinLOS, CTA,
 * CTD, closed). Pure: nights come from the hotel calendar, dates are hotel-local `YYYY-MM-DD`.
 */
import { addDays, daysBetween } from '../../../lib/hotel-date'
import { formatMoney, type CurrencyFormat } from '../../../lib/money/format'

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

/**
 * The price a calendar cell shows (the booking box, spec §4 calendar with prices): the night's lowest
 * price rounded up to whole units, with the currency's separators and no symbol — "3,145", "12.000" —
 * since the calendar names the currency once above its months. A cell with the symbol ("MX$5,458")
 * made a month wider than a 320 px phone's calendar.
 * @param minPriceMinor the night's lowest price in minor units of `format`'s currency, or null (no price)
 * @returns '' for no price
 */
export function calendarPriceLabel(minPriceMinor: number | null, format: CurrencyFormat): string {
  if (minPriceMinor === null) return ''
  return formatMoney(Math.ceil(minPriceMinor / 10 ** format.decimals), { ...format, decimals: 0 }, { symbol: 'none' })
}
