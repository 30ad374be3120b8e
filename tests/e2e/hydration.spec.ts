/**
 * No click or value is lost before hydration (issue #17 item 2, #14 item 9): the page's JavaScript is
 * held back while the visitor chooses the 2-day tab, a date and 'Add' in the package builder; when it
 * arrives, the choices are applied in order (src/components/EarlyClickReplay.tsx and the builder's
 * adoption of values typed before hydration). On the phone project the CPU is throttled, as a phone's.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { day } from '../helpers/clock'
import { expect, test } from './fixtures'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

/** Holds every Next.js script until `release()`: the page paints from the server HTML, unhydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$')))

const TEXT = {
  es: { shop: '/es/tienda/', twoDays: '2 días', date: 'Fecha para Parque Arte Selva' },
  en: { shop: '/en/shop/', twoDays: '2 days', date: 'Date for Arte Selva Park' },
} as const

for (const lang of ['es', 'en'] as const) {
  test(`package builder: tab, date and Add chosen before hydration all apply (${lang})`, async ({ page, isMobile }) => {
    // a phone's CPU: Chromium at 4 × throttling. There react-aria's tab list had its props on the tab
    // and still ignored the first replayed click (5 of 5 runs before the replay checked tabs).
    if (isMobile) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const release = await holdScripts(page)
    await page.goto(TEXT[lang].shop, { waitUntil: 'domcontentloaded' })
    const tab = page.getByRole('tab', { name: TEXT[lang].twoDays })
    await tab.click()
    await page.getByLabel(TEXT[lang].date, { exact: true }).fill(day(20))
    const add = page.getByTestId('package-item-3001').getByRole('button')
    await add.click()
    expect(await hydrated(page)).toBe(false) // all of the above happened before React ran
    release()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(add).toHaveText(JSON.parse(readFileSync(`src/lib/i18n/messages/${lang}.json`, 'utf8')).shopMessages.PACKAGE_ITEM_ADDED)
    await expect(page.getByLabel(TEXT[lang].date, { exact: true })).toHaveValue(day(20))
  })
}
