/**
 * The server's calendar clock (server only). Every booking and shop rule that asks "what day is it
 * at the hotel?" (arrival in the past, minimum stay windows, presale tiers, the visit-day rule, the
 * seed's 18 months of rates) reads it here, never `new Date()` directly.
 *
 * In test runs `TEST_TODAY` (hotel-local `YYYY-MM-DD`, read through `src/lib/env.ts`, refused for a
 * real deployment) shifts the calendar by whole days: `calendarNow()` is the real instant plus
 * (TEST_TODAY − the real hotel-local date when the process first asked) days. Time of day keeps
 * flowing and America/Cancun has no DST, so the hotel-local date of `calendarNow()` is TEST_TODAY
 * (and turns at the hotel's midnight). Expiries (holds, checkouts, tokens) use real time: the shift
 * is for calendar decisions only, so it never disagrees with the database's `now()`.
 * Pages served from a cache must not bake this date in: a browser component takes its own clock
 * (`hotelLocalDate(new Date())`, src/lib/hotel-date.ts), as the header's booking box does.
 */
import { env } from './env'
import { HOTEL_TIME_ZONE, hotelLocalDate } from './hotel-date'

export { HOTEL_TIME_ZONE }

const DAY_MS = 86_400_000
let offsetDays: number | undefined

/**
 * Whole days from the real hotel-local date at `real` to `testToday` (0 without one): the calendar
 * shift of a test run. Pure; `testDayOffset` applies it to the environment.
 */
export function calendarShiftDays(testToday: string | undefined, real: Date): number {
  if (!testToday) return 0
  return Math.round((Date.parse(`${testToday}T00:00:00Z`) - Date.parse(`${hotelLocalDate(real)}T00:00:00Z`)) / DAY_MS)
}

/** `calendarShiftDays(env.TEST_TODAY)`, fixed on first use (the calendar then turns at the hotel's midnight). */
export function testDayOffset(real: Date = new Date()): number {
  if (offsetDays === undefined) offsetDays = calendarShiftDays(env.TEST_TODAY, real)
  return offsetDays
}

/** The instant for calendar decisions: the real one, shifted by `testDayOffset()` whole days. */
export function calendarNow(real: Date = new Date()): Date {
  const days = testDayOffset(real)
  return days === 0 ? real : new Date(real.getTime() + days * DAY_MS)
}

/** Today's date at the hotel, `YYYY-MM-DD` (TEST_TODAY in a test run). */
export function hotelToday(real: Date = new Date()): string {
  return hotelLocalDate(calendarNow(real))
}
