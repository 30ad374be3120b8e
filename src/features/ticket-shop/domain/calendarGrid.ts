/**
 * The month grid the product page renders on the server before the interactive calendar loads
 * (the react-aria calendar is fetched on first interaction). Same weeks, same
 * cells and same day states as react-aria's `CalendarGrid` for that month, so swapping one for the
 * other moves nothing on screen.
 *
 * Pure (no clock): `today` is the hotel-local date (America/Cancun), `YYYY-MM-DD`.
 */
import { getWeeksInMonth, parseDate, startOfMonth, startOfWeek } from '@internationalized/date'

/** A day's availability as the shop's calendar reports it (`unknown` = not loaded). */
export type GridDayStatus = 'available' | 'sold-out' | 'closed' | 'unknown'

export type GridCell =
  | { outside: true; date: string }
  | {
      outside: false
      /** `YYYY-MM-DD`. */
      date: string
      day: number
      /** Before `today` or after the last bookable day: not selectable (react-aria `data-disabled`). */
      disabled: boolean
      status: GridDayStatus
      /** Sold out or closed: not selectable (react-aria `data-unavailable`). */
      unavailable: boolean
    }

/**
 * The weeks (rows of 7 cells, the locale's first weekday first) of the month containing `today`.
 * Cells of the neighbouring months are `outside` (react-aria renders them hidden). `maxDays`: the
 * last selectable day is `today + maxDays`. `statusOf(date)` gives a day's availability.
 * @throws RangeError for a malformed `today`
 */
export function monthGrid(today: string, locale: string, statusOf: (date: string) => GridDayStatus, maxDays = 365): GridCell[][] {
  const first = startOfMonth(parseDate(today))
  const min = parseDate(today)
  const max = min.add({ days: maxDays })
  const start = startOfWeek(first, locale)
  const weeks: GridCell[][] = []
  for (let w = 0; w < getWeeksInMonth(first, locale); w++) {
    const row: GridCell[] = []
    for (let i = 0; i < 7; i++) {
      const d = start.add({ weeks: w, days: i })
      const date = d.toString()
      if (d.month !== first.month) {
        row.push({ outside: true, date })
        continue
      }
      const disabled = d.compare(min) < 0 || d.compare(max) > 0
      const status = statusOf(date)
      row.push({ outside: false, date, day: d.day, disabled, status, unavailable: !disabled && (status === 'sold-out' || status === 'closed') })
    }
    weeks.push(row)
  }
  return weeks
}

/** The 7 dates of the grid's first week (for the weekday header), the locale's first weekday first. */
export function weekdayDates(today: string, locale: string): string[] {
  const start = startOfWeek(startOfMonth(parseDate(today)), locale)
  return Array.from({ length: 7 }, (_, i) => start.add({ days: i }).toString())
}
