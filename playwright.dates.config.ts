import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { TEST_DATES, TEST_TODAY } from './tests/helpers/clock'

/** The search and shop flows are the same code in both languages: each date runs them in one, alternating. */
const otherLang = TEST_DATES.indexOf(TEST_TODAY as (typeof TEST_DATES)[number]) % 2 === 1 ? 'es' : 'en'

/**
 * The date matrix (issue #17): the date-sensitive browser tests — booking box (minimum stay and the
 * default stay), search (rooms, minimum-stay refusal), shop calendar to order, date change, package
 * builder — on desktop (search and shop in one language per date, alternating), against a server whose hotel-local "today" is `TEST_TODAY`
 * (src/lib/clock.ts; the seed's seasons, minimum stays, closures and presale tiers follow it).
 * `scripts/test.ts` runs it once per date of `TEST_DATES` (tests/helpers/clock.ts) on the same build;
 * by hand: `TEST_TODAY=2026-12-31 npx playwright test -c playwright.dates.config.ts`.
 */
export default defineConfig({
  ...base,
  testMatch: /(booking-box|search|shop)\.spec\.ts$/,
  grep: /shorter than the minimum|default stay|search lists rooms|buys a park ticket|changes the visit date|2-day package/,
  grepInvert: new RegExp(`(search|shop)\\.spec\\.ts.*\\(${otherLang}\\)$`),
  projects: base.projects?.filter((p) => p.name === 'desktop'),
})
