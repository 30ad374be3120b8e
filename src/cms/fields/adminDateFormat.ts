/**
 * How the admin writes and reads dates, per admin language (browser-safe: no imports).
 *
 * Both admin languages put the day first: Spanish as Mexico writes dates (dd/mm/aaaa), English as
 * en-GB (dd/mm/yyyy), so "01/02/2027" means 1 February 2027 for every staff member whichever
 * language their admin speaks. A date field shows its value in `display` and accepts typed text in
 * any of `accepted` (date-fns patterns): the displayed form, day-first with a one-digit day or month
 * or hour, the ISO form `yyyy-MM-dd`, and the day with the month's name ("1 feb 2027"). A text that
 * matches none leaves the field as it was: it is never guessed month-first. Times are 24-hour; the
 * zone is Quintana Roo's (src/cms/fields/hotelTime.ts).
 */

/** Payload's `admin.date.pickerAppearance`. */
export type PickerAppearance = 'default' | 'dayAndTime' | 'dayOnly' | 'monthOnly' | 'timeOnly'

export type AdminDateFormat = {
  /** date-fns pattern the field and the list's cells show, e.g. `dd/MM/yyyy HH:mm`. */
  display: string
  /** date-fns patterns typed text is read with; `display` first (react-datepicker shows the first). */
  accepted: string[]
  /** What the empty input shows, in the admin's language. */
  placeholder: string
}

const dayPatterns = ['dd/MM/yyyy', 'd/M/yyyy', 'yyyy-MM-dd', 'd MMM yyyy', 'd MMMM yyyy']

/**
 * The admin's date format for `language` (Payload's i18n language: `es`, `en`; any other reads as
 * English) and a field's picker appearance. Day-only fields drop the time; time-only fields keep it.
 */
export function adminDateFormat(language: string, appearance: PickerAppearance = 'default'): AdminDateFormat {
  const es = language === 'es'
  if (appearance === 'timeOnly') return { display: 'HH:mm', accepted: ['HH:mm', 'H:mm'], placeholder: 'hh:mm' }
  if (appearance === 'monthOnly') return { display: 'MM/yyyy', accepted: ['MM/yyyy', 'M/yyyy', 'MMMM yyyy'], placeholder: es ? 'mm/aaaa' : 'mm/yyyy' }
  if (appearance === 'dayAndTime') {
    const withTime = dayPatterns.flatMap((d) => [`${d} HH:mm`, `${d} H:mm`, `${d}, HH:mm`])
    return { display: 'dd/MM/yyyy HH:mm', accepted: ['dd/MM/yyyy HH:mm', ...withTime.slice(1), ...dayPatterns], placeholder: es ? 'dd/mm/aaaa hh:mm' : 'dd/mm/yyyy hh:mm' }
  }
  return { display: 'dd/MM/yyyy', accepted: dayPatterns, placeholder: es ? 'dd/mm/aaaa' : 'dd/mm/yyyy' }
}
