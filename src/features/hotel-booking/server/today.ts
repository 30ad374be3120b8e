/** Today's date at the hotel (America/Cancun, no DST), `YYYY-MM-DD` — the clock of every booking rule. */
import { formatInTimeZone } from 'date-fns-tz'

export const HOTEL_TIME_ZONE = 'America/Cancun'

export function hotelToday(now: Date = new Date()): string {
  return formatInTimeZone(now, HOTEL_TIME_ZONE, 'yyyy-MM-dd')
}
