/**
 * Storefront shell end to end (issue #2), es and en, desktop and mobile: CMS text on home and content
 * pages, language switch with localized slugs, 404s, the fallback error page, headers, cookie banner.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, eachLang, languageLink } from './fixtures'
import { seedPages } from '../../seed/data/pages'
import { day } from '../helpers/clock'

const page = (key: string) => seedPages.find((p) => p.key === key)!
const heroHeading = (key: string, lang: 'es' | 'en') => {
  const hero = page(key).layout[lang][0]
  if (hero.blockType !== 'hero') throw new Error('first block is not a hero')
  return hero.heading
}

eachLang('en', (lang) => {
  test(`home shows CMS text in ${lang}`, async ({ page: p }) => {
    await p.goto(`/${lang}/`)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('home', lang))
    await expect(p.locator('html')).toHaveAttribute('lang', lang)
    await expect(p.getByRole('contentinfo')).toContainText('800 292 2738')
    await expect(p.getByRole('contentinfo')).toContainText('1 888 774 0040')
  })

  test(`content page and hreflang alternates in ${lang}`, async ({ page: p }) => {
    const slug = page('privacy-notice').slug[lang]
    await p.goto(`/${lang}/${slug}/`)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('privacy-notice', lang))
    await expect(p.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/aviso-de-privacidad\/$/)
    await expect(p.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/privacy-notice\/$/)
    await expect(p).toHaveTitle(page('privacy-notice').meta[lang].title)
  })

  test(`each hotel's accolades page, La Casa de la Playa's included, reached from the group's in ${lang}`, async ({ page: p }) => {
    const res = await p.goto(`/${lang}/${page('accolades').slug[lang]}/`)
    expect(res?.status()).toBe(200)
    await p.getByRole('link', { name: lang === 'es' ? 'Premios de La Casa de la Playa' : 'La Casa de la Playa Accolades' }).click()
    await expect(p).toHaveURL(`/${lang}/${page('accolades-lcdlp').slug[lang]}/`)
    await expect(p.locator('html')).toHaveAttribute('lang', lang)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('accolades-lcdlp', lang))
    await expect(p).toHaveTitle(page('accolades-lcdlp').meta[lang].title)
    await expect(p.getByRole('main')).toContainText(lang === 'es' ? 'Mejor Hotel Boutique de Playa en México' : 'Best Boutique Beach Hotel in Mexico')
    // the language switch keeps the page (its localized slug)
    await expect(p.locator(`link[rel="alternate"][hreflang="${lang === 'es' ? 'en' : 'es'}"]`)).toHaveAttribute('href', new RegExp(`/${page('accolades-lcdlp').slug[lang === 'es' ? 'en' : 'es']}/$`))
  })

  test(`localized 404 in ${lang}`, async ({ page: p }) => {
    const res = await p.goto(`/${lang}/no-such-page-here/`)
    expect(res?.status()).toBe(404)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Página no encontrada' : 'Page not found')
  })

  test(`fallback error page in ${lang}`, async ({ page: p }) => {
    const res = await p.goto(`/${lang}/error-probe/`)
    expect(res?.status()).toBe(500)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Error interno' : 'Internal Error')
    await p.getByRole('link', { name: lang === 'es' ? 'Ir a la página de inicio' : 'Go to the home page' }).click()
    await expect(p).toHaveURL(new RegExp(`/${lang}/$`))
  })

  test(`home has no serious accessibility violations in ${lang}`, async ({ page: p }) => {
    await p.goto(`/${lang}/`)
    const results = await new AxeBuilder({ page: p }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  })
})

test('the language switch keeps the page (localized slugs)', async ({ page: p }) => {
  await p.goto('/en/privacy-notice/')
  await (await languageLink(p, 'Language', 'ES')).click()
  await expect(p).toHaveURL(/\/es\/aviso-de-privacidad\/$/)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('privacy-notice', 'es'))
  await (await languageLink(p, 'Idioma', 'EN')).click()
  await expect(p).toHaveURL(/\/en\/privacy-notice\/$/)
})

test('Portuguese is a language of its own (issue #14 item 17); other prefixes give English', async ({ page: p }) => {
  await p.goto('/pt/')
  const pt = page('home').pt!
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(pt.layout[0].blockType === 'hero' ? pt.layout[0].heading : '')
  await expect(p.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(p).toHaveTitle(pt.meta.title)
  await expect(p.getByRole('link', { name: 'Pular para o conteúdo' })).toBeAttached()
  // CMS links an editor wrote in Portuguese, and the English ones that fill in for untranslated text, stay under /pt/
  await expect(p.locator('main').getByRole('link', { name: 'Perguntas frequentes' }).first()).toHaveAttribute('href', '/pt/faqs/')
  // the header's menu in Portuguese (on a phone inside the closed drawer, so read as markup)
  await expect(p.locator('header a', { hasText: 'Perguntas frequentes' }).first()).toHaveAttribute('href', '/pt/faqs/')
  for (const href of await p.locator('footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect(href).not.toMatch(/^\/(en|es)\//)
  await expect(p.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', /\/pt\/$/)
  await expect(p.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pt\/$/)
  // an untranslated page shows its English text under the English slug, in the Portuguese shell
  await p.goto('/pt/privacy-notice/')
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('privacy-notice', 'en'))
  await expect(await languageLink(p, 'Idioma', 'ES')).toBeVisible()
  await expect(p.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/aviso-de-privacidad\/$/)
  // the language switch offers PT and maps the page both ways
  await (await languageLink(p, 'Idioma', 'ES')).click()
  await expect(p).toHaveURL(/\/es\/aviso-de-privacidad\/$/)
  await (await languageLink(p, 'Idioma', 'PT')).click()
  await expect(p).toHaveURL(/\/pt\/privacy-notice\/$/)
  // the booking flow speaks Portuguese, dates included
  await p.goto(`/pt/busca/?checkin=${day(40)}&checkout=${day(43)}`)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Escolha o tipo de quarto')
  await expect(p.locator('time').first()).toHaveText(/ de [a-zç]{3}\. de \d{4}$/)
  // Spec §2: any other language gives en (issue #14 item 7): /de/ is the English home, /fr/garden/
  // the English garden page, /fr/busqueda/?… the English search with its query.
  await p.goto('/de/')
  await expect(p).toHaveURL(/\/en\/$/)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('home', 'en'))
  const res = await p.goto('/fr/garden/')
  expect(res?.status()).toBe(200)
  await expect(p).toHaveURL(/\/en\/garden\/$/)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('garden', 'en'))
  await p.goto(`/fr/busqueda/?checkin=${day(40)}&checkout=${day(43)}`)
  await expect(p).toHaveURL(new RegExp(`/en/search/\\?checkin=${day(40)}&checkout=${day(43)}`))
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Choose your room type')
  await expect(p.locator('html')).toHaveAttribute('lang', 'en')
  const unknown = await p.goto('/en/fr/garden/')
  expect(unknown?.status()).toBe(404)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  const root = await p.goto('/')
  expect(root?.status()).toBe(200)
  await expect(p).toHaveURL(/\/en\/$/)
})

test("the language switch stays on the visitor's domain behind a proxy (relative redirect)", async ({ request }) => {
  const headers = { Host: 'www.hotelarte.example', 'X-Forwarded-Host': 'www.hotelarte.example', 'X-Forwarded-Proto': 'https' }
  for (const [to, from, expected] of [
    ['es', '/en/privacy-notice/?x=1', '/es/aviso-de-privacidad/?x=1'],
    ['en', '/es/aviso-de-privacidad/', '/en/privacy-notice/'],
  ] as const) {
    const res = await request.get(`/locale-switch/?to=${to}&from=${encodeURIComponent(from)}`, { headers, maxRedirects: 0 })
    expect(res.status()).toBe(307)
    expect(res.headers()['location']).toBe(expected)
  }
})

test('a load balancer finds the instance live and ready (/healthz/, /readyz/)', async ({ request }) => {
  const live = await request.get('/healthz/')
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/readyz/')
  expect(ready.status()).toBe(200)
  const body = await ready.json()
  // the public body: the instance's own checks, nothing internal (the hotel API is a dependency, not readiness)
  expect(body).toEqual({ ready: true, checks: { database: { ok: true }, migrations: { ok: true } } })
  expect(ready.headers()['cache-control']).toContain('no-store')
})

test('malformed paths are a 404, never a 5xx', async ({ request }) => {
  for (const path of ['/en/%E0%A4%A/', '/es/%/', '/en/UPPER/', '/en/a/b/c/d/e/f/', "/en/'%22%3E%3Cscript%3E/"]) {
    const res = await request.get(path)
    expect(res.status(), path).toBeGreaterThanOrEqual(400)
    expect(res.status(), path).toBeLessThan(500)
  }
})

test('security headers are set and X-Powered-By is not', async ({ request }) => {
  const res = await request.get('/en/')
  const h = res.headers()
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['strict-transport-security']).toContain('max-age=')
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['x-powered-by']).toBeUndefined()
  const introspection = await request.post('/api/graphql/', { data: { query: '{ __schema { types { name } } }' } })
  expect(JSON.stringify(await introspection.json())).toContain('introspection is not allowed')
})

test('navigation reaches a content page; the cookie choice is remembered', async ({ page: p, isMobile }) => {
  await p.goto('/es/')
  if (isMobile) {
    // on a phone the menu's label is for assistive technology only (the icon shows): open it by its summary
    await p.locator('.nav--mobile > summary').filter({ hasText: 'Menú' }).click()
    // the open menu lies inside the screen, every link whole (it once opened at x ≈ −147 px)
    const width = p.viewportSize()!.width
    const panel = p.locator('.nav--mobile nav')
    const box = (await panel.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    for (const link of await panel.getByRole('link').all()) {
      const b = (await link.boundingBox())!
      const name = (await link.textContent()) ?? ''
      expect(b.x, name).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width, name).toBeLessThanOrEqual(width)
    }
  }
  await p.getByRole('navigation', { name: 'Navegación principal' }).filter({ visible: true }).getByRole('link', { name: 'Preguntas frecuentes' }).click()
  await expect(p).toHaveURL(/\/es\/faqs\/$/)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(heroHeading('faqs', 'es'))
  const banner = p.getByRole('region', { name: 'Aviso de cookies' })
  await expect(banner).toBeVisible()
  // compact: at most a quarter of the first screen, its buttons 44 px tall (issue #19 items 7, 8)
  const viewport = p.viewportSize()!
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(viewport.height * 0.25)
  for (const b of await banner.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  if (isMobile) {
    // the sticky bar's Book button stays in view and usable above the unanswered banner
    const book = p.locator('.booking-bar').getByRole('button', { name: 'Reservar' })
    const [bookBox, bannerBox] = [(await book.boundingBox())!, (await banner.boundingBox())!]
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(bookBox.y)
    await book.click()
    await expect(p.getByRole('dialog')).toBeVisible()
    await p.keyboard.press('Escape')
    await expect(p.getByRole('dialog')).toBeHidden()
  }
  await banner.getByRole('button', { name: 'Aceptar' }).click()
  await expect(banner).toBeHidden()
  await p.reload()
  await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(p.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden()
  const consent = (await p.context().cookies()).find((c) => c.name === 'cookie-consent')
  expect(consent?.value).toBe('accepted')
  expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 120)
})
