/**
 * Portuguese whole: the main flows' pages in `/pt/` show no English a Portuguese reader would meet —
 * the menu and footer, currency names, room categories, room types, rate plans and their policies,
 * products and their rules, taxes — and the flows have Portuguese paths (`/pt/busca/`, `/pt/loja/`,
 * `/pt/carrinho/`, …) that the English spellings redirect to, query kept.
 *
 * The parity check: a line of visible text on a pt page is English when the same page in English has
 * that line and the same page in Spanish does not (a line the three share is a name: a country, a
 * language's own name, a brand), unless it is a word Portuguese shares with English (SAME_IN_EN_AND_PT),
 * a region's Portuguese name or a language's own name. Run against the code before the
 * Portuguese content existed it listed the whole menu and footer, the 17 currency names, every room
 * and rate text, every product and its rules, and the countries named in English.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { offsetFor, stayFor } from '../helpers/booking'

/** Words Brazilian Portuguese writes as English does (and Spanish does not). */
const SAME_IN_EN_AND_PT = new Set(['Check-in', 'Check-out', 'Spa', 'FERRY', 'Garden'])

/** Every region's Portuguese name (ICU): a country option that reads the same in English is still Portuguese. */
const PORTUGUESE_REGIONS = (() => {
  const names = new Intl.DisplayNames(['pt'], { type: 'region', fallback: 'none' })
  const out = new Set<string>()
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      try {
        const n = names.of(String.fromCharCode(a, b))
        if (n) out.add(n)
      } catch {
        // not a region code
      }
    }
  return out
})()

/** A line that is a language's own name (the language switch: '— Español'), the same on every page. */
const LANGUAGE_NAME = /^(?:— )?(?:Español|English|Português)$/

const isPortugueseAnyway = (line: string) => SAME_IN_EN_AND_PT.has(line) || PORTUGUESE_REGIONS.has(line) || LANGUAGE_NAME.test(line)

/** The visible lines of text of the page (lines with a word of 3+ letters). */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return [...new Set(text.split('\n').map((l) => l.trim()))].filter((l) => /\p{L}{3}/u.test(l))
}

type Triple = { es: string; en: string; pt: string }

/** The lines of the pt page that its English twin has and its Spanish twin has not (see the file's doc). */
async function englishLines(page: Page, paths: Triple, open: (path: string) => Promise<void> = async (p) => void (await page.goto(p))): Promise<string[]> {
  const lines: Record<string, Set<string>> = {}
  for (const lang of ['es', 'en', 'pt'] as const) {
    await open(paths[lang])
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : lang)
    lines[lang] = new Set(await visibleLines(page))
  }
  return [...lines.pt].filter((l) => lines.en.has(l) && !lines.es.has(l) && !isPortugueseAnyway(l))
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

test('the main flows in Portuguese show no English text: home, search, shop, product, cart and the booking step (pt)', async ({ page, request, isMobile, baseURL }, info) => {
  test.skip(isMobile, 'the texts are the same on a phone')
  test.setTimeout(180_000)
  const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, 'en', 170), minUnits: 2 })
  const q = `checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&hotel=HXA&currency=USD&rooms=all`
  const pages: Triple[] = [
    { es: '/es/', en: '/en/', pt: '/pt/' },
    { es: `/es/busqueda/?${q}`, en: `/en/search/?${q}`, pt: `/pt/busca/?${q}` },
    { es: '/es/tienda/', en: '/en/shop/', pt: '/pt/loja/' },
    { es: '/es/tienda/parque-caleta/', en: '/en/shop/caleta-park/', pt: '/pt/loja/caleta-park/' },
    { es: '/es/tienda/tirolesa-extrema/', en: '/en/shop/extreme-zip-line/', pt: '/pt/loja/extreme-zip-line/' },
    { es: '/es/carrito/', en: '/en/carrito/', pt: '/pt/carrinho/' },
  ]
  const findings: string[] = []
  for (const p of pages) findings.push(...(await englishLines(page, p)).map((l) => `${p.pt}: ${l}`))

  // the booking step, reached as a traveller does: a rate chosen on step 1, then Continue, each
  // language as a new visitor (the chosen room is kept in a cookie per search, whatever the language)
  const continueLabel = { es: 'Continuar', en: 'Continue', pt: 'Continuar' }
  const booking: Triple = { es: `/es/busqueda/?${q}`, en: `/en/search/?${q}`, pt: `/pt/busca/?${q}` }
  const toBookingStep = async (path: string) => {
    await page.context().clearCookies()
    await page.context().addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
    await page.goto(path)
    await page.locator('.room-card[data-room="JS"] .rate[data-rate="FLEX"] a.button').click()
    await page.getByRole('button', { name: continueLabel[path.split('/')[1] as keyof Triple] }).click()
    await expect(page).toHaveURL(/\/(reserva|booking)\//)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  findings.push(...(await englishLines(page, booking, toBookingStep)).map((l) => `/pt/reserva/: ${l}`))

  expect(findings).toEqual([])
})

test('the rooms, rates and products read Portuguese on the Portuguese pages (pt)', async ({ page, request, isMobile }, info) => {
  test.skip(isMobile, 'the texts are the same on a phone')
  const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, 'en', 175), minUnits: 2 })
  await page.goto(`/pt/busca/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&hotel=HXA&currency=USD&rooms=all`)
  const card = page.locator('.room-card[data-room="JS"]')
  await expect(card.locator('h3')).toHaveText('Suíte Júnior')
  await expect(card.locator('.rate[data-rate="FLEX"]')).toContainText('Tarifa Flexível')
  await page.goto('/pt/loja/tandem-kayak/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caiaque duplo')
  await expect(page.locator('main')).toContainText('Adultos 17+')
})

test('the flows have Portuguese paths; the other spellings and the language switch lead to them, query kept (pt)', async ({ page }) => {
  const q = 'checkin=2027-03-10&checkout=2027-03-14'
  for (const [from, to] of [
    [`/pt/search/?${q}`, `/pt/busca/?${q}`],
    ['/pt/shop/', '/pt/loja/'],
    ['/pt/shop/caleta-park/', '/pt/loja/caleta-park/'],
    ['/pt/carrito/', '/pt/carrinho/'],
    ['/pt/checkout/', '/pt/pagamento/'],
    ['/pt/my-booking/', '/pt/minha-reserva/'],
    ['/pt/my-order/', '/pt/meu-pedido/'],
    ['/pt/account/', '/pt/conta/'],
  ]) {
    const res = await page.request.get(from, { maxRedirects: 0 })
    expect(res.status(), from).toBe(308)
    const at = new URL(res.headers().location, 'http://x')
    expect(at.pathname + at.search, from).toBe(to)
  }
  // the language switch's target (`/locale-switch/`, the header's PT link) from the Spanish search
  for (const [from, to] of [
    [`/es/busqueda/?${q}`, `/pt/busca/?${q}`],
    ['/pt/carrinho/', '/en/carrito/'],
    ['/en/shop/caleta-park/', '/pt/loja/caleta-park/'],
  ]) {
    const lang = to.split('/')[1]
    const sw = await page.request.get(`/locale-switch/?to=${lang}&from=${encodeURIComponent(from)}`, { maxRedirects: 0 })
    expect(sw.status(), from).toBe(307)
    const at = new URL(sw.headers().location, 'http://x')
    expect(at.pathname + at.search, from).toBe(to)
  }
  const res = await page.goto(`/pt/busca/?${q}`)
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolha o tipo de quarto')
})
