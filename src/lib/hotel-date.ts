/**
 * The hotel-local calendar date of an instant (server and browser). The hotels keep Quintana Roo
 * time: America/Cancun, UTC−5 all year (no DST). Pure; the server's "now" for calendar rules is
 * `calendarNow()` of `src/lib/clock.ts`, the browser's is its own clock.
 */
import { formatInTimeZone } from 'date-fns-tz'

/** The hotels' time zone (America/Cancun, UTC−5 all year). */
export const HOTEL_TIME_ZONE = 'America/Cancun'

/**
 * `YYYY-MM-DD` at the hotel at instant `now`: `hotelLocalDate(new Date('2026-03-02T04:30:00Z'))`
 * is `'2026-03-01'` (23:30 in Cancún).
 * @throws RangeError for an invalid Date
 */
export function hotelLocalDate(now: Date, timeZone: string = HOTEL_TIME_ZONE): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date')
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
}
