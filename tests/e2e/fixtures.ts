/**
 * The end-to-end suites' `test`: Playwright's, with the browser's clock on the tests' calendar
 * (issue #17). Each page's Date and timers are Playwright's `page.clock`, started at the server's
 * calendar instant (TEST_TODAY 12:00 in Cancún at the run's start, plus the time since) and flowing at real speed, so the browser agrees with the server's
 * `TEST_TODAY` (tests/helpers/clock.ts). A test can still pin time with `page.clock.setFixedTime`.
 */
import { expect, test as base, type Page } from '@playwright/test'
import { browserNow } from '../helpers/clock'

export const test = base.extend<{ browserClock: boolean }>({
  /**
   * Whether the page's clock is Playwright's (default). `test.use({ browserClock: false })` keeps the
   * real one, for pages whose code subclasses Date: the installed clock's Date constructor returns a
   * plain Date, so an instance of a subclass loses its methods (Payload's date field uses
   * `@date-fns/tz`'s TZDate and fails with "withTimeZone is not a function" as soon as a date is typed).
   */
  browserClock: [true, { option: true }],
  page: async ({ page, browserClock }, use) => {
    if (browserClock) await page.clock.install({ time: browserNow() })
    await use(page)
  },
})

export { expect }

export type Lang = 'es' | 'en'

/**
 * Declares a flow's tests once per language (issue #17: fewer redundant phone runs, no lost coverage).
 * The desktop project runs every flow in Spanish and in English; the phone project runs each flow once,
 * in `phoneLang` — the flow's code is the same in both languages, what a phone adds is layout and
 * touch. Spec files choose different `phoneLang`s so both languages are exercised on a phone. Titles
 * are unchanged (an anonymous `test.describe` per language).
 */
export function eachLang(phoneLang: Lang, body: (lang: Lang) => void) {
  for (const lang of ['es', 'en'] as const) {
    test.describe(() => {
      if (lang !== phoneLang) test.skip(({ isMobile }) => isMobile, `on a phone this flow runs in ${phoneLang} only; desktop runs both languages`)
      body(lang)
    })
  }
}

/**
 * Opens Payload's live preview on the admin edit view `page` shows (an English-speaking staff user):
 * the admin remembers per user whether the preview was left open (by another test, or an earlier run
 * of this one), so its toggle is read, never guessed from an iframe that may not be mounted yet. The
 * toggle renders once the edit view has hydrated and names its state: 'Live Preview' opens,
 * 'Exit Live Preview' closes. Returns the preview iframe.
 */
export async function openLivePreview(page: Page) {
  const toggle = page.locator('#live-preview-toggler')
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-label', 'Exit Live Preview')
  return page.frameLocator('iframe').first()
}

/**
 * The header's link to the language `code` ('ES', 'EN', 'PT') in its navigation named `name`
 * ('Idioma', 'Language'…): on a phone the links are behind the language button, which this opens
 * first (issue #19 item 8); from 48rem they are a row in the header.
 */
export async function languageLink(page: Page, name: string | RegExp, code: 'ES' | 'EN' | 'PT') {
  const button = page.locator('.lang__picker > summary')
  if ((await button.isVisible()) && !(await page.locator('.lang__picker').evaluate((d) => (d as HTMLDetailsElement).open))) await button.click()
  return page.getByRole('navigation', { name }).getByRole('link', { name: new RegExp(`^${code}\\b`) })
}
