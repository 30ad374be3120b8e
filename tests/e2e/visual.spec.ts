/**
 * Visual checks (issue #19 item 9): the first screen of every public page type in es and en, on the
 * desktop (1366 × 900) and phone (Pixel 7) projects, compared with the committed baselines
 * (`visual.spec.ts-snapshots/`). An unintended change of layout, type, colour or imagery fails CI;
 * an intended one is accepted with `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`
 * and reviewed in the diff (docs/design.md shows them).
 *
 * The booking step and the confirmation are checked too, for a stay of their own (the booking
 * flow's per-project calendar stretch, far ahead), with the confirmation number masked.
 *
 * Stable data: the server's calendar is TEST_TODAY, the seed and its demo images are deterministic,
 * the stay searched is far enough ahead that no other test books it, the cookie choice is made
 * (no banner), and what other tests may change (low-stock counts, promotions, the chat's open-now
 * status) is masked.
 */
import type { Page } from '@playwright/test'
import { bookingUrl, fillGuest, FLOW, offsetFor, openBooking, stayFor } from '../helpers/booking'
import { day } from '../helpers/clock'
import { expect, test } from './fixtures'

const PAGES: { name: string; path: Record<'es' | 'en', string> }[] = [
  { name: 'home', path: { es: '/es/', en: '/en/' } },
  { name: 'content', path: { es: '/es/terminos-de-uso/', en: '/en/terms-of-use/' } },
  {
    name: 'search',
    path: {
      es: `/es/busqueda/?checkin=${day(330)}&checkout=${day(334)}&currency=MXN`,
      en: `/en/search/?checkin=${day(330)}&checkout=${day(334)}&currency=USD`,
    },
  },
  { name: 'shop', path: { es: '/es/tienda/', en: '/en/shop/' } },
  { name: 'product', path: { es: '/es/tienda/parque-arte-selva/', en: '/en/shop/arte-selva-park/' } },
  { name: 'cart', path: { es: '/es/carrito/', en: '/en/carrito/' } },
  { name: 'my-booking', path: { es: '/es/mi-reserva/', en: '/en/my-booking/' } },
]

/** Waits until what the first screen shows is final: fonts, the images in view, no pending requests. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight)
    await Promise.all(inView.map((img) => (img.complete ? null : img.decode().catch(() => null))))
  })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 } as const

for (const lang of ['es', 'en'] as const) {
  test(`booking step and confirmation (${lang}) look as designed`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 290), minUnits: 1 })
    await openBooking(page, bookingUrl(lang, stay, 'JS~FLEX'))
    await settle(page)
    await expect(page).toHaveScreenshot(`booking-${lang}.png`, { ...SHOT, mask: [page.locator('.service-status')] })
    await fillGuest(page, lang, `visual.${lang}.${info.project.name}@example.com`)
    await page.getByRole('button', { name: FLOW[lang].pay }).click()
    await expect(page).toHaveURL(FLOW[lang].confirmUrl)
    await settle(page)
    await expect(page).toHaveScreenshot(`confirmation-${lang}.png`, { ...SHOT, mask: [page.getByTestId('confirmation-code'), page.locator('.service-status')] })
  })

  for (const p of PAGES) {
    test(`${p.name} (${lang}) looks as designed`, async ({ page }) => {
      await page.goto(p.path[lang])
      await settle(page)
      await expect(page).toHaveScreenshot(`${p.name}-${lang}.png`, {
        ...SHOT,
        mask: [page.getByTestId('low-stock'), page.locator('.promo-banners, .sale-banner, .service-status')],
      })
    })
  }
}
