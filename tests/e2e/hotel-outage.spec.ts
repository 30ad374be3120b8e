/**
 * A hotel-API outage stays small (docs/deploy.md "Health"): while every call to the hotel API fails
 * (the test server's `hotel-api` fault, src/lib/testFaults.ts: each call of the request fails as an
 * unreachable API), the rooms step says availability could not be loaded, with a retry link and the
 * service numbers — not the maintenance message — and the content pages, the shop and `/readyz/`
 * still answer 200.
 */
import { expect, test } from './fixtures'
import { day } from '../helpers/clock'
import { seedPages } from '../../seed/data/pages'

const TEXT = {
  es: { path: '/es/busqueda/', shop: '/es/tienda/', title: 'No pudimos cargar la disponibilidad. Inténtalo de nuevo.', retry: 'Intentar de nuevo' },
  en: { path: '/en/search/', shop: '/en/shop/', title: "We couldn't load availability. Please try again.", retry: 'Try again' },
  pt: { path: '/pt/busca/', shop: '/pt/loja/', title: 'Não conseguimos carregar a disponibilidade. Tente novamente.', retry: 'Tentar novamente' },
} as const

for (const lang of ['es', 'en', 'pt'] as const) {
  test(`with the hotel API down the search page says availability could not be loaded, and the rest of the site answers (${lang})`, async ({ page }) => {
    const t = TEXT[lang]
    await page.setExtraHTTPHeaders({ 'x-e2e-fault': 'hotel-api' })
    const query = `checkin=${day(30)}&checkout=${day(33)}&guests[0][adults]=2&currency=USD`
    const res = await page.goto(`${t.path}?${query}`)
    expect(res?.status()).toBe(200)
    const notice = page.getByTestId('availability-error')
    await expect(notice).toContainText(t.title)
    await expect(notice).toContainText('800 292 2738')
    await expect(notice).toContainText('1 888 774 0040')
    await expect(page.getByTestId('maintenance-notice')).toHaveCount(0)
    await expect(page.locator('.room-card')).toHaveCount(0)
    // the retry link repeats the same search
    const retry = notice.getByRole('link', { name: t.retry })
    const href = new URL((await retry.getAttribute('href'))!, page.url())
    expect(href.pathname).toBe(t.path)
    expect(href.searchParams.get('checkin')).toBe(day(30))
    expect(href.searchParams.get('checkout')).toBe(day(33))

    // the rest of the site, during the same outage
    const content = seedPages.find((p) => p.key === 'privacy-notice')!.slug[lang === 'es' ? 'es' : 'en']
    for (const path of [`/${lang}/`, `/${lang}/${content}/`, t.shop]) {
      const r = await page.goto(path)
      expect(r?.status(), path).toBe(200)
    }
    const ready = await page.request.get('/readyz/', { headers: { 'x-e2e-fault': 'hotel-api' } })
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, checks: { database: { ok: true }, migrations: { ok: true } } })

    // once the API answers again, the same retry link lists the rooms
    await page.setExtraHTTPHeaders({})
    await page.goto(href.toString())
    await expect(page.getByTestId('availability-error')).toHaveCount(0)
  })
}
