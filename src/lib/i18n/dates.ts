/**
 * Calendar dates in the visitor's language: a hotel-local `YYYY-MM-DD` (stay dates,
 * balance due dates) shown as 'lun, 28 de dic de 2026' / 'Mon, Dec 28, 2026' with Intl (ICU), never as
 * the ISO string. The date is a calendar day, not an instant: it is formatted at noon UTC in UTC, so no
 * time zone can move it to another day.
 */

/** Intl locale of a route or text language: Spanish → es-MX, Portuguese → pt-BR, anything else → en-US. */
export function intlLocale(lang: string): 'es-MX' | 'en-US' | 'pt-BR' {
  return lang === 'es' ? 'es-MX' : lang === 'pt' ? 'pt-BR' : 'en-US'
}

const formatters = new Map<string, Intl.DateTimeFormat>()
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * @param iso hotel-local date `YYYY-MM-DD`
 * @param lang route or content language ('es' | 'en' | 'pt')
 * @returns the date with weekday, day, short month and year; anything that is not a date is returned as is
 */
export function formatCalendarDate(iso: string, lang: string): string {
  if (!ISO_DATE.test(iso)) return iso
  const at = new Date(`${iso}T12:00:00Z`)
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso) return iso // 2027-02-30 is no date
  const locale = intlLocale(lang)
  let f = formatters.get(locale)
  if (!f) formatters.set(locale, (f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })))
  return f.format(at)
}

const rangeFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A stay's arrival and departure as one range in the visitor's language: 'lun 18 de ene – vie 22 de ene' /
 * 'Mon, Jan 18 – Fri, Jan 22' (ICU adds the years when the stay crosses one: 'Wed, Dec 30, 2026 – Sat,
 * Jan 2, 2027'). For the search page's summary of what was searched.
 * @param checkIn hotel-local `YYYY-MM-DD`
 * @param checkOut hotel-local `YYYY-MM-DD`, after `checkIn`
 * @returns the range; when either is not a date, both as `formatCalendarDate` gives them
 */
export function formatStayRange(checkIn: string, checkOut: string, lang: string): string {
  const from = ISO_DATE.test(checkIn) ? new Date(`${checkIn}T12:00:00Z`) : null
  const to = ISO_DATE.test(checkOut) ? new Date(`${checkOut}T12:00:00Z`) : null
  const valid = (d: Date | null, iso: string) => !!d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso
  if (!valid(from, checkIn) || !valid(to, checkOut) || to! < from!) return `${formatCalendarDate(checkIn, lang)} – ${formatCalendarDate(checkOut, lang)}`
  const locale = intlLocale(lang)
  let f = rangeFormatters.get(locale)
  if (!f) rangeFormatters.set(locale, (f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })))
  return f.formatRange(from!, to!)
}
