/**
 * The end-to-end suites' `test`: Playwright's, with the browser's clock on the tests' calendar
 * (issue #17). Each page's Date and timers are Playwright's `page.clock`, started at TEST_TODAY at
 * the real time of day in Cancún and flowing at real speed, so the browser agrees with the server's
 * `TEST_TODAY` (tests/helpers/clock.ts). A test can still pin time with `page.clock.setFixedTime`.
 */
import { expect, test as base } from '@playwright/test'
import { browserNow } from '../helpers/clock'

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.install({ time: browserNow() })
    await use(page)
  },
})

export { expect }
