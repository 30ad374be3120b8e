/**
 * SEO surfaces (issue #6): sitemap.xml with alternates, robots.txt, JSON-LD, service status; no page
 * asks for a file that is not there (issue #16 item 1: Lighthouse best practices).
 */
import { expect, test } from './fixtures'

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
