/**
 * Calendar dates in the visitor's language (issue #19 item 5): a hotel-local `YYYY-MM-DD` (stay dates,
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
