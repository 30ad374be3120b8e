/**
 * The server's calendar clock (server only). Every booking and shop rule that asks "what day is it
 * at the hotel?" (arrival in the past, minimum stay windows, presale tiers, the visit-day rule, the
 * seed's 18 months of rates) reads it here, never `new Date()` directly.
 *
 * In test runs `TEST_TODAY` (hotel-local `YYYY-MM-DD`, read through `src/lib/env.ts`, refused for a
 * real deployment) moves the calendar: `calendarNow()` reads TEST_TODAY 12:00 at the hotel at the
 * run's start (`TEST_CLOCK_START`, epoch ms, which the Playwright configs pass to every server and
 * browser of a run; else this process's first call) and flows at real speed from there. So the date
 * holds for 12 hours whatever the real hour a run starts (otherwise a run that crossed the hotel's midnight
 * would see TEST_TODAY + 1 halfway through), the clock never jumps, and every process of a run
 * reads the same instant. Expiries that live in the app's own tables (checkouts, tokens) use real
 * time: the shift is for calendar decisions, so it never disagrees with the database's `now()`.
 * Pages served from a cache must not bake this date in: a browser component takes its own clock
 * (`hotelLocalDate(new Date())`, src/lib/hotel-date.ts), as the header's booking box does.
 */
import { env } from './env'
import { HOTEL_TIME_ZONE, hotelLocalDate, hotelLocalTimeToInstant } from './hotel-date'

export { HOTEL_TIME_ZONE }

/** The hotel-local time the test calendar reads at a run's start: noon, 12 hours from either midnight. */
export const TEST_START_HOTEL_TIME = '12:00'

let startMs: number | undefined

/**
 * Milliseconds to add to a real instant to get the test calendar's (0 without `testToday`): the
 * calendar reads `testToday` at `TEST_START_HOTEL_TIME` (hotel-local) at the real instant `start`
 * (epoch ms). Pure; `calendarNow` applies it to the environment.
 * @throws RangeError for a `testToday` that is not a date `YYYY-MM-DD`
 */
export function calendarShiftMs(testToday: string | undefined, start: number): number {
  if (!testToday) return 0
  const anchor = hotelLocalTimeToInstant(`${testToday}T${TEST_START_HOTEL_TIME}`)
  if (!anchor) throw new RangeError(`TEST_TODAY must be a date YYYY-MM-DD, got ${testToday}`)
  return anchor.getTime() - start
}

/** The instant for calendar decisions: the real one, or in a test run the real one moved by `calendarShiftMs`. */
export function calendarNow(real: Date = new Date()): Date {
  if (!env.TEST_TODAY) return real
  startMs ??= env.TEST_CLOCK_START ?? real.getTime()
  return new Date(real.getTime() + calendarShiftMs(env.TEST_TODAY, startMs))
}

/** Today's date at the hotel, `YYYY-MM-DD` (TEST_TODAY in a test run). */
export function hotelToday(real: Date = new Date()): string {
  return hotelLocalDate(calendarNow(real))
}
