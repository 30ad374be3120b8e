/**
 * The tests' one calendar clock (issue #17). The server under test takes `TEST_TODAY` as the hotel's
 * "today" (`src/lib/clock.ts`); the Playwright configs pass it to `next start` and the tests derive
 * every date from it here, so a run does not depend on the day it happens. Default: a fixed date;
 * `TEST_TODAY=YYYY-MM-DD npm run test:e2e` (and the date matrix of `scripts/test.ts`) pick others.
 */
import { calendarShiftMs } from '../../src/lib/clock'

export const DEFAULT_TEST_TODAY = '2026-11-24'

/** The hotel-local date (America/Cancun) the server under test calls today, `YYYY-MM-DD`. */
export const TEST_TODAY: string = process.env.TEST_TODAY || DEFAULT_TEST_TODAY

/** `YYYY-MM-DD` plus `n` days (UTC calendar arithmetic, no time zone involved). */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The hotel-local date `n` days from the test's today. */
export const day = (n: number): string => addDays(TEST_TODAY, n)

/**
 * The run's start, epoch ms: the real instant at which the server's calendar reads TEST_TODAY 12:00
 * in Cancún (`src/lib/clock.ts`). The first process that loads this module (`npm test`'s runner,
 * or the Playwright runner reading its config) sets `TEST_CLOCK_START`; the processes it starts
 * inherit it and the Playwright configs pass it to every server, so all of a run's clocks read the same instant, and the date holds for 12 hours
 * whatever the real hour (a run crossing the hotel's midnight once saw the server's date turn).
 */
export const TEST_CLOCK_START: number = Number((process.env.TEST_CLOCK_START ||= String(Date.now())))

/**
 * The instant the browser should take as now (`page.clock.install({ time })`): the server's
 * calendar instant (`calendarShiftMs` of src/lib/clock.ts: TEST_TODAY 12:00 in Cancún at
 * `TEST_CLOCK_START`, plus the real time elapsed since), so the page's clock and the server's agree.
 */
export function browserNow(real: Date = new Date()): Date {
  return new Date(real.getTime() + calendarShiftMs(TEST_TODAY, TEST_CLOCK_START))
}

/**
 * The "todays" of the date matrix (`playwright.dates.config.ts`, run by `scripts/test.ts`): a month
 * end, the day before the Christmas minimum-stay window (MinLOS 3 from Dec 20), Dec 31 (CTA that
 * night, CTD on Jan 1, a year change in the calendar), Feb 28 of a leap year, and the Friday before a
 * Mexican long weekend (Benito Juárez day, Monday 2027-03-15).
 */
export const TEST_DATES = ['2026-11-30', '2026-12-19', '2026-12-31', '2028-02-28', '2027-03-12'] as const
