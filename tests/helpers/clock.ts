/**
 * The tests' one calendar clock (issue #17). The server under test takes `TEST_TODAY` as the hotel's
 * "today" (`src/lib/clock.ts`); the Playwright configs pass it to `next start` and the tests derive
 * every date from it here, so a run does not depend on the day it happens. Default: a fixed date;
 * `TEST_TODAY=YYYY-MM-DD npm run test:e2e` (and the date matrix of `scripts/test.ts`) pick others.
 */
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
 * The instant the browser should take as now: TEST_TODAY at the real time of day in Cancún (UTC−5,
 * no DST), so the page's clock and the server's calendar agree (`page.clock.install({ time })`).
 */
export function browserNow(real: Date = new Date()): Date {
  const cancun = new Date(real.getTime() - 5 * 3_600_000)
  const timeOfDay = cancun.getUTCHours() * 3_600_000 + cancun.getUTCMinutes() * 60_000 + cancun.getUTCSeconds() * 1000
  return new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + 5 * 3_600_000 + timeOfDay)
}

/**
 * The "todays" of the date matrix (`playwright.dates.config.ts`, run by `scripts/test.ts`): a month
 * end, the day before the Christmas minimum-stay window (MinLOS 3 from Dec 20), Dec 31 (CTA that
 * night, CTD on Jan 1, a year change in the calendar), Feb 28 of a leap year, and the Friday before a
 * Mexican long weekend (Benito Juárez day, Monday 2027-03-15).
 */
export const TEST_DATES = ['2026-11-30', '2026-12-19', '2026-12-31', '2028-02-28', '2027-03-12'] as const
