/**
 * The 404 in the server's HTML (spec §2 "Bad input": a localized page, never a 5xx), read as a crawler
 * or a browser without JavaScript reads it: `request.get`, no script runs. Every kind of address that
 * names something (a content page's slug, a shop product, a ticket order, a hotel booking's
 * confirmation code) answers 404 for an unknown one, with `<html lang>`, a `<title>`, the heading and
 * the link home of its language; the known ones still answer 200, and a content page's cached 404
 * gives way to the page an editor publishes at that slug (and back).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_EDITOR_PASSWORD } from '../../playwright.config'

const TEXTS = {
  es: { lang: 'es', heading: 'Página no encontrada', home: 'Ir a la página de inicio' },
  en: { lang: 'en', heading: 'Page not found', home: 'Go to the home page' },
  pt: { lang: 'pt-BR', heading: 'Página não encontrada', home: 'Ir para a página inicial' },
} as const
type Locale = keyof typeof TEXTS

/** An unknown address of each kind, per language. */
const UNKNOWN: Record<string, Record<Locale, string>> = {
  content: { es: '/es/esta-pagina-no-existe/', en: '/en/no-such-page-here/', pt: '/pt/pagina-que-nao-existe/' },
  nested: { es: '/es/tienda/parque-caleta/extra/', en: '/en/a/b/c/d/e/f/', pt: '/pt/x/y/' },
  product: { es: '/es/tienda/parque-inexistente/', en: '/en/shop/no-such-park/', pt: '/pt/loja/parque-que-nao-existe/' },
  order: { es: '/es/pedido/XS-NOPE1234/', en: '/en/order/XS-NOPE1234/', pt: '/pt/pedido/XS-NOPE1234/' },
  booking: { es: '/es/confirmacion/NOPE1234/', en: '/en/confirmation/NOPE1234/', pt: '/pt/confirmacao/NOPE1234/' },
  malformed: { es: '/es/%/', en: '/en/%E0%A4%A/', pt: '/pt/%zz/' },
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Asserts the response is the localized 404 page, complete in the HTML the server sent. */
async function expectNotFoundPage(res: APIResponse, locale: Locale, what: string) {
  const t = TEXTS[locale]
  expect(res.status(), what).toBe(404)
  const html = await res.text()
  expect(html, what).toMatch(new RegExp(`<html[^>]* lang="${escape(t.lang)}"`))
  expect(html, what).toMatch(new RegExp(`<title>${escape(t.heading)}</title>`))
  expect(html, what).toMatch(new RegExp(`<h1[^>]*>${escape(t.heading)}</h1>`))
  expect(html, what).toMatch(new RegExp(`<a [^>]*href="/${locale}/"[^>]*>${escape(t.home)}</a>`))
  // never indexed
  expect(html, what).toMatch(/<meta name="robots" content="noindex/)
}

for (const [kind, paths] of Object.entries(UNKNOWN)) {
  for (const locale of ['es', 'en', 'pt'] as const) {
    test(`an unknown ${kind} answers the ${locale} 404 page in the server's HTML`, async ({ request, isMobile }) => {
      test.skip(isMobile, 'no browser involved: one run is enough')
      // twice: the first render and what is served from the cache afterwards
      for (const attempt of [1, 2]) await expectNotFoundPage(await request.get(paths[locale]), locale, `${paths[locale]} (request ${attempt})`)
    })
  }
}

test('the 404 of a dynamic route is the same whichever Host the request names (127.0.0.1, localhost, a proxy host)', async ({ request, isMobile, baseURL }) => {
  test.skip(isMobile, 'no browser involved')
  const port = new URL(baseURL!).port
  const hosts: Record<string, string>[] = [{}, { host: `localhost:${port}` }, { host: 'reservas.hotelarte.example', 'x-forwarded-host': 'reservas.hotelarte.example', 'x-forwarded-proto': 'https' }]
  for (const headers of hosts) {
    for (const kind of ['product', 'order', 'booking', 'malformed'] as const) {
      const path = UNKNOWN[kind]!.es
      await expectNotFoundPage(await request.get(path, { headers, timeout: 15_000 }), 'es', `${path} with ${JSON.stringify(headers)}`)
    }
  }
})

test('known pages of each kind still answer 200 with their own content', async ({ request, isMobile }) => {
  test.skip(isMobile, 'no browser involved')
  for (const path of ['/es/aviso-de-privacidad/', '/en/privacy-notice/', '/es/tienda/parque-caleta/', '/en/shop/caleta-park/', '/pt/loja/caleta-park/', '/es/']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    for (const t of Object.values(TEXTS)) expect(html, path).not.toContain(`>${t.heading}<`)
  }
  // a product under the other language's folder or slug still moves to its own address
  const moved = await request.get('/en/tienda/caleta-park/', { maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  expect(moved.headers()['location']).toMatch(/\/en\/shop\/caleta-park\/$/)
})

/** An editor's session on the REST API. */
async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token as string}` }
}

test("a content page's cached 404 gives way to a page published at that slug, and comes back when it moves away", async ({ request, isMobile }) => {
  test.skip(isMobile, 'no browser involved')
  const slug = `bodas-${Date.now()}`
  const path = `/es/${slug}/`
  await expectNotFoundPage(await request.get(path), 'es', path)
  await expectNotFoundPage(await request.get(path), 'es', `${path} (cached)`)
  const headers = await editorHeaders(request)
  const page = (await (await request.get('/api/pages/?where[key][equals]=weddings&locale=es&depth=0', { headers })).json()).docs[0] as { id: number; slug: string }
  try {
    expect((await request.patch(`/api/pages/${page.id}/?locale=es`, { headers, data: { slug, _status: 'published' } })).ok()).toBe(true)
    await expect(async () => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      expect(await res.text()).toContain('<title>Bodas en la Riviera Maya | Hotel Arte</title>')
    }).toPass({ timeout: 20_000 })
  } finally {
    expect((await request.patch(`/api/pages/${page.id}/?locale=es`, { headers, data: { slug: page.slug, _status: 'published' } })).ok()).toBe(true)
  }
  await expect(async () => expectNotFoundPage(await request.get(path), 'es', `${path} (moved away)`)).toPass({ timeout: 20_000 })
  expect((await request.get(`/es/${page.slug}/`)).status()).toBe(200)
})
