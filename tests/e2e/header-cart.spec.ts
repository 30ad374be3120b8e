/**
 * The header's cart link (spec §1 cart, §2 `/es/carrito/` and `/en/carrito/`), es and en, desktop and
 * phone: on every page a 44 × 44 px cart icon in the header's row leading to the cart; after an add to
 * cart its count shows at once, without a reload (the "Continue browsing" of the added dialog leaves a
 * visible cart); it holds on the next page; removing the line empties it again. The cached HTML
 * carries no count (it is read after hydration).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { formatMessage } from '../../src/lib/i18n/format'
import { expect, test } from './fixtures'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

type Dict = typeof import('../../src/lib/i18n/messages/en.json')
const dict = (lang: string): Dict => JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8'))
const PRODUCT = { es: '/es/tienda/parque-arte-selva/', en: '/en/shop/arte-selva-park/' } as const

/** Opens next month in the product calendar and picks its `n`-th available day. */
async function pickDate(page: Page, d: Dict, n: number) {
  await page.getByRole('button', { name: d.shop.nextMonth }).click()
  const cells = page.locator('.shop-calendar__cell--available:not([data-unavailable]):not([data-disabled]):not([data-outside-month])')
  await expect(cells.nth(n)).toBeVisible()
  await cells.nth(n).click()
  await expect(page.getByTestId('chosen-date')).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/)
}

for (const lang of ['es', 'en'] as const) {
  test(`the header shows the cart and its count, live after an add to cart, on phone and desktop (${lang})`, async ({ page }) => {
    const d = dict(lang)
    const cart = page.getByRole('banner').getByRole('link', { name: d.cart.headerEmpty })
    await page.goto(`/${lang}/`)
    // an empty cart: the icon, no count; it leads to the localized cart page
    await expect(cart).toBeVisible()
    await expect(cart).toHaveAttribute('href', `/${lang}/carrito/`)
    await expect(cart.locator('.header-cart__count')).toHaveCount(0)
    // a 44 × 44 px target inside the header's one row
    const bar = (await page.locator('.site-header__bar').boundingBox())!
    const b = (await cart.boundingBox())!
    expect(b.width).toBeGreaterThanOrEqual(43.5)
    expect(b.height).toBeGreaterThanOrEqual(43.5)
    expect(b.y).toBeGreaterThanOrEqual(bar.y)
    expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5)
    expect(b.x + b.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    // the cached page's HTML carries no count
    const html = await (await page.request.get(`/${lang}/`)).text()
    expect(html).not.toContain('header-cart__count')

    // add a ticket: the count appears without a reload
    await page.goto(PRODUCT[lang])
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await pickDate(page, d, 2)
    await page.getByRole('button', { name: d.shop.addToCart }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: d.shopMessages.PRODUCT_ADDED })).toBeVisible()
    await dialog.getByRole('button', { name: d.cart.continueBrowsing }).click()
    await expect(dialog).toHaveCount(0)
    const one = page.getByRole('banner').getByRole('link', { name: formatMessage(d.cart.headerCount, { count: 1 }, lang) })
    await expect(one).toBeVisible()
    await expect(one.locator('.header-cart__count')).toHaveText('1')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // it holds on the next page, and leads to the cart with that line
    await page.goto(`/${lang}/`)
    await expect(one.locator('.header-cart__count')).toHaveText('1')
    await one.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/carrito/$`))
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    // removing the line empties it
    await page.getByTestId('cart-line').locator('.shop-line__remove').click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: d.cart.headerEmpty })).toBeVisible()
    await expect(page.locator('.header-cart__count')).toHaveCount(0)
  })
}
