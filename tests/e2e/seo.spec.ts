/**
 * SEO surfaces (issue #6): sitemap.xml with alternates, robots.txt, JSON-LD, service status; the flow
 * pages kept out of the index still describe themselves, and no page asks for a file that is not
 * there (issue #16 item 1: Lighthouse SEO and best practices).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { day } from '../helpers/clock'
import { bookableStay } from '../helpers/stay'
import { eachLang, expect, test } from './fixtures'

type Dict = typeof import('../../src/lib/i18n/messages/en.json')
const dict = Object.fromEntries((['es', 'en'] as const).map((l) => [l, JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${l}.json`), 'utf8')) as Dict])) as Record<'es' | 'en', Dict>

test('sitemap.xml lists pages in both languages with hreflang alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  expect(xml).toContain('/es/aviso-de-privacidad/</loc>')
  expect(xml).toContain('/en/privacy-notice/</loc>')
  expect(xml).toMatch(/hreflang="es"\s+href="[^"]*\/es\/aviso-de-privacidad\/"/)
})

test('robots.txt keeps crawlers out of the admin and points to the sitemap', async ({ request }) => {
  const txt = await (await request.get('/robots.txt')).text()
  expect(txt).toContain('Disallow: /admin/')
  expect(txt).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('home carries Hotel JSON-LD and content pages a BreadcrumbList', async ({ page }) => {
  await page.goto('/es/')
  const home = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(home['@type']).toBe('Hotel')
  expect(home.telephone).toBe('800 292 2738')
  await page.goto('/en/weddings/')
  const crumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(crumbs['@type']).toBe('BreadcrumbList')
  expect(crumbs.itemListElement[1].item).toMatch(/\/en\/weddings\/$/)
})

test('the footer says whether customer service is open now (Quintana Roo time)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T15:00:00Z')) // Monday 10:00 in Cancún
  await page.goto('/en/')
  await expect(page.getByTestId('service-status')).toHaveText(/Open now/)
  await page.clock.setFixedTime(new Date('2026-11-23T04:30:00Z')) // Sunday 23:30 in Cancún
  await page.goto('/es/')
  await expect(page.getByTestId('service-status')).toHaveText(/Cerrado en este momento/)
})

/**
 * The page's robots and description as a crawler's first load has them (Next streams a dynamic page's
 * metadata into the document, and again after a refresh: the cart's express link refreshes it, so a
 * tag may be there twice). Pages reached by a client-side navigation are loaded again first.
 */
async function expectNoindexWith(page: Page, description: string) {
  const contents = (name: string) => page.locator(`meta[name="${name}"]`).evaluateAll((metas) => [...new Set(metas.map((m) => m.getAttribute('content')))])
  await expect.poll(() => contents('robots')).toEqual([expect.stringMatching(/\bnoindex\b/)])
  await expect.poll(() => contents('description')).toEqual([description])
}

eachLang('en', (lang) => {
  const t = dict[lang]
  const FLOW = {
    es: { search: '/es/busqueda/', booking: /\/es\/reserva\/\?/, cart: '/es/carrito/', checkout: /\/es\/pago\/\?id=/, order: /\/es\/pedido\/[A-Za-z0-9-]+\/$/, select: 'Seleccionar', pay: /^Pagar / },
    en: { search: '/en/search/', booking: /\/en\/booking\/\?/, cart: '/en/carrito/', checkout: /\/en\/checkout\/\?id=/, order: /\/en\/order\/[A-Za-z0-9-]+\/$/, select: 'Select', pay: /^Pay / },
  }[lang]

  test(`search, booking, cart, checkout and order pages are noindex and carry their own description (${lang})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
    const stay = await bookableStay(request, 45)
    await page.goto(`${FLOW.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await expectNoindexWith(page, t.meta.search)
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: new RegExp(`^${FLOW.select}`) })
      .first()
      .click()
    await page.getByRole('button', { name: t.booking.continue, exact: true }).click()
    await expect(page).toHaveURL(FLOW.booking)
    await page.reload()
    await expectNoindexWith(page, t.meta.booking)
    // the shop: a cart filled by an express-checkout link, its checkout, and the order paid in the sandbox
    await page.goto(`${FLOW.cart}?p=3001,${day(20)},-,2-0-0`)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expectNoindexWith(page, t.meta.cart)
    await page.getByRole('button', { name: t.shop.checkout }).click()
    await expect(page).toHaveURL(FLOW.checkout)
    await page.reload()
    await expectNoindexWith(page, t.meta.checkout)
    await page.getByLabel(t.booking.guest.firstName).fill('Ana')
    await page.getByLabel(t.booking.guest.lastName).fill('Ruiz')
    await page.getByLabel(t.booking.guest.email).fill(`ana.seo.${lang}@example.com`)
    await page.getByLabel(t.booking.guest.phone).fill('+52 998 123 4567')
    await page.getByLabel(t.booking.guest.acceptTerms).check()
    await page.getByRole('button', { name: FLOW.pay }).click()
    await expect(page).toHaveURL(FLOW.order)
    await page.reload()
    await expectNoindexWith(page, t.meta.order)
  })
})

test('no page asks for a file that is not there: every page names its icon, /favicon.ico answers (best practices)', async ({ page, request }) => {
  const missing: string[] = []
  page.on('response', (res) => {
    if (res.status() === 404) missing.push(res.url())
  })
  for (const path of ['/es/', '/en/terms-of-use/', '/en/shop/arte-selva-park/', '/es/carrito/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
    expect(icons.length, path).toBeGreaterThan(0)
    for (const href of icons) expect((await request.get(href)).status(), href).toBe(200)
  }
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toMatch(/image\//)
  expect(missing).toEqual([])
})
