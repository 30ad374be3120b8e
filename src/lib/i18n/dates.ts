/**
 * Dates shown to people, in the visitor's language, with Intl (ICU) — the one place the site builds a
 * date formatter. Two kinds of value:
 *
 * - a calendar day: a hotel-local `YYYY-MM-DD` (stay dates, balance due dates, a calendar's month).
 *   It is formatted at noon UTC in UTC, so no time zone can move it to another day. What is not such a
 *   date is returned as is.
 * - an instant: a `Date` (or epoch milliseconds, or an ISO 8601 timestamp) shown as the wall-clock time
 *   of the hotel's zone, America/Cancun (`HOTEL_TIME_ZONE`), whatever the server's or browser's zone.
 *
 * Every formatter is built once per locale and style and kept.
 */
import { HOTEL_TIME_ZONE } from '../hotel-date'

/**
 * Intl locale of a language: Spanish → es-MX, Portuguese → pt-BR, anything else → en-US.
 * @param lang a route or text language ('es' | 'en' | 'pt') or an Intl locale of one ('es-MX', as
 *   react-aria's `useLocale` gives it); only the language subtag counts
 */
export function intlLocale(lang: string): 'es-MX' | 'en-US' | 'pt-BR' {
  const primary = lang.split('-')[0].toLowerCase()
  return primary === 'es' ? 'es-MX' : primary === 'pt' ? 'pt-BR' : 'en-US'
}

const CALENDAR = { timeZone: 'UTC' } as const
const HOTEL = { timeZone: HOTEL_TIME_ZONE } as const

/** The site's date styles: each is one Intl.DateTimeFormat per locale. */
const STYLES = {
  calendarDate: { ...CALENDAR, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  stayRange: { ...CALENDAR, weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { ...CALENDAR, day: 'numeric', month: 'short' },
  monthYear: { ...CALENDAR, month: 'long', year: 'numeric' },
  fullDate: { ...CALENDAR, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekdayNarrow: { ...CALENDAR, weekday: 'narrow' },
  weekdayLong: { ...CALENDAR, weekday: 'long' },
  hotelInstantLong: { ...HOTEL, dateStyle: 'long', timeStyle: 'short' },
  hotelInstantMedium: { ...HOTEL, dateStyle: 'medium', timeStyle: 'short' },
  hotelClock: { ...HOTEL, timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(style: keyof typeof STYLES, lang: string): Intl.DateTimeFormat {
  const locale = intlLocale(lang)
  const key = `${style}:${locale}`
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, STYLES[style])))
  return f
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Noon UTC of a calendar date `YYYY-MM-DD`, or null when it is no date (2027-02-30, '28/12/2026'). */
function calendarDay(iso: string): Date | null {
  if (!ISO_DATE.test(iso)) return null
  const at = new Date(`${iso}T12:00:00Z`)
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso ? null : at
}

/** `iso` in `style`, or `iso` itself when it is no calendar date. */
function formatDay(iso: string, lang: string, style: keyof typeof STYLES): string {
  const at = calendarDay(iso)
  return at ? formatter(style, lang).format(at) : iso
}

/**
 * A calendar day with weekday, day, short month and year: 'lun, 28 de dic de 2026' / 'Mon, Dec 28, 2026'.
 * @param iso hotel-local date `YYYY-MM-DD`
 * @param lang route or content language ('es' | 'en' | 'pt')
 * @returns the date; anything that is not a date is returned as is
 */
export function formatCalendarDate(iso: string, lang: string): string {
  return formatDay(iso, lang, 'calendarDate')
}

/**
 * A stay's arrival and departure as one range in the visitor's language: 'lun 18 de ene – vie 22 de ene' /
 * 'Mon, Jan 18 – Fri, Jan 22' (ICU adds the years when the stay crosses one: 'Wed, Dec 30, 2026 – Sat,
 * Jan 2, 2027'). For the search page's summary of what was searched.
 * @param checkIn hotel-local `YYYY-MM-DD`
 * @param checkOut hotel-local `YYYY-MM-DD`, after `checkIn`
 * @returns the range; when either is not a date, both as `formatCalendarDate` gives them
 */
export function formatStayRange(checkIn: string, checkOut: string, lang: string): string {
  const from = calendarDay(checkIn)
  const to = calendarDay(checkOut)
  if (!from || !to || to < from) return `${formatCalendarDate(checkIn, lang)} – ${formatCalendarDate(checkOut, lang)}`
  return formatter('stayRange', lang).formatRange(from, to)
}

/**
 * A calendar day as day and short month, for a short summary: '28 dic' / 'Dec 28' / '28 de dez.'.
 * @param iso hotel-local date `YYYY-MM-DD`; anything else is returned as is
 */
export function formatDayMonth(iso: string, lang: string): string {
  return formatDay(iso, lang, 'dayMonth')
}

/**
 * The month of a calendar day with its year, as a calendar's heading: 'diciembre de 2026' /
 * 'December 2026' / 'dezembro de 2026'.
 * @param iso any hotel-local date `YYYY-MM-DD` of the month; anything else is returned as is
 */
export function formatMonthYear(iso: string, lang: string): string {
  return formatDay(iso, lang, 'monthYear')
}

/**
 * A calendar day in full, as a calendar cell's accessible name: 'lunes, 28 de diciembre de 2026' /
 * 'Monday, December 28, 2026'.
 * @param iso hotel-local date `YYYY-MM-DD`; anything else is returned as is
 */
export function formatFullDate(iso: string, lang: string): string {
  return formatDay(iso, lang, 'fullDate')
}

/**
 * The weekday of a calendar day, for a calendar's column headings: `narrow` 'L' / 'M', `long`
 * 'lunes' / 'Monday'.
 * @param iso hotel-local date `YYYY-MM-DD`; anything else is returned as is
 */
export function formatWeekday(iso: string, lang: string, width: 'narrow' | 'long'): string {
  return formatDay(iso, lang, width === 'narrow' ? 'weekdayNarrow' : 'weekdayLong')
}

/**
 * An instant as date and time in the hotel's zone (America/Cancun): `long` '28 de diciembre de 2026 a
 * las 6:00 p.m.' / 'December 28, 2026 at 6:00 PM' (a return time told to visitors); `medium` '28 dic
 * 2026, 6:00 p.m.' / 'Dec 28, 2026, 6:00 PM' (the admin's tables).
 * @param at a `Date`, epoch milliseconds or an ISO 8601 timestamp
 * @throws RangeError when `at` is no valid instant (Intl's error)
 */
export function formatHotelInstant(at: Date | number | string, lang: string, style: 'long' | 'medium'): string {
  return formatter(style === 'long' ? 'hotelInstantLong' : 'hotelInstantMedium', lang).format(typeof at === 'string' ? new Date(at) : at)
}

/**
 * An instant's wall-clock time in the hotel's zone (America/Cancun): '6:00 p.m.' / '6:00 PM' / '18:00' (pt),
 * for a list of one day's events.
 * @param at a `Date`, epoch milliseconds or an ISO 8601 timestamp
 * @throws RangeError when `at` is no valid instant (Intl's error)
 */
export function formatHotelClock(at: Date | number | string, lang: string): string {
  return formatter('hotelClock', lang).format(typeof at === 'string' ? new Date(at) : at)
}
