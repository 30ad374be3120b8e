/**
 * The money and identity pages never fall back to the content pages' script policy: every route of
 * the storefront (`src/app/(frontend)/[locale]/…`) is either a content page (listed below, with
 * 'unsafe-inline': docs/security.md row 31 says what an injected script could reach there) or a
 * money page, and each money page type is requested from the production server in es and en. Its
 * real response carries a Content-Security-Policy whose `script-src` has a fresh nonce and
 * 'strict-dynamic' and no 'unsafe-inline'; a page that renders (200) runs only scripts carrying that
 * nonce or the two inline scripts allowed by hash. A new route that is in neither list fails here.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { EARLY_CLICK_REPLAY, SHOW_UNLESS_CHOSEN } from '../../src/lib/inlineScripts'
import { expect, test } from './fixtures'

/** Route folders of content pages: prerendered/ISR with the static base policy. */
const CONTENT_ROUTES = ['[...slug]', 'busqueda', 'search', 'busca', 'shop', 'tienda', 'loja', 'hotel-flight-package', 'newsletter', 'preview', 'error-probe', 'not-found']

/**
 * Each money or identity page type: its route folders (one per spelling: es, en, then pt where it
 * differs) and its path in es, en and pt (unknown codes still reach the route). The other spelling of
 * each (`/en/reserva/`, `/pt/booking/`) is requested too: it redirects, with the same policy.
 */
const MONEY_PAGES: Record<string, { folders: string[]; es: string; en: string; pt: string }> = {
  booking: { folders: ['reserva', 'booking'], es: '/es/reserva/', en: '/en/booking/', pt: '/pt/reserva/' },
  confirmation: {
    folders: ['confirmacion', 'confirmation', 'confirmacao'],
    es: '/es/confirmacion/HXA-NOPE0000/',
    en: '/en/confirmation/HXA-NOPE0000/',
    pt: '/pt/confirmacao/HXA-NOPE0000/',
  },
  myBooking: { folders: ['mi-reserva', 'my-booking', 'minha-reserva'], es: '/es/mi-reserva/', en: '/en/my-booking/', pt: '/pt/minha-reserva/' },
  cart: { folders: ['carrito', 'carrito', 'carrinho'], es: '/es/carrito/', en: '/en/carrito/', pt: '/pt/carrinho/' },
  checkout: { folders: ['pago', 'checkout', 'pagamento'], es: '/es/pago/', en: '/en/checkout/', pt: '/pt/pagamento/' },
  order: { folders: ['pedido', 'order'], es: '/es/pedido/XS-NOPE0000/', en: '/en/order/XS-NOPE0000/', pt: '/pt/pedido/XS-NOPE0000/' },
  myOrder: { folders: ['mi-pedido', 'my-order', 'meu-pedido'], es: '/es/mi-pedido/', en: '/en/my-order/', pt: '/pt/meu-pedido/' },
  account: { folders: ['cuenta', 'account', 'conta'], es: '/es/cuenta/', en: '/en/account/', pt: '/pt/conta/' },
}
const OTHER_SPELLINGS = [
  ...new Set(
    Object.values(MONEY_PAGES).flatMap(({ folders: [es, en], ...paths }) => [
      paths.en.replace(`/en/${en}/`, `/en/${es}/`),
      paths.es.replace(`/es/${es}/`, `/es/${en}/`),
      paths.pt.replace(`/pt/${paths.pt.split('/')[2]}/`, `/pt/${en}/`),
    ]),
  ),
].filter((p) => !Object.values(MONEY_PAGES).some((m) => [m.es, m.en, m.pt].includes(p)))
/** Nested account pages (verification, activation, password reset). */
const ACCOUNT_SUBPAGES = [
  '/es/cuenta/verificar/',
  '/es/cuenta/activar/',
  '/es/cuenta/restablecer/',
  '/en/account/verify/',
  '/en/account/activate/',
  '/en/account/reset/',
  '/pt/conta/verificar/',
  '/pt/conta/ativar/',
  '/pt/conta/redefinir/',
]

const sha256 = (s: string) => `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`
const HASHED = new Set([sha256(EARLY_CLICK_REPLAY), sha256(SHOW_UNLESS_CHOSEN)])

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d.startsWith('script-src'))

/**
 * What is wrong with a response's script policy for a money page (empty when nothing): one
 * `script-src`, a nonce, 'strict-dynamic', no 'unsafe-inline'; and in a rendered page every
 * executable script carries the nonce or is a hashed inline one.
 */
function policyProblems(csp: string | undefined, html: string | null): string[] {
  const problems: string[] = []
  const directives = scriptSrc(csp ?? '')
  if (directives.length !== 1) return [`expected one script-src, got ${directives.length}`]
  const s = directives[0]!
  const nonce = /'nonce-([A-Za-z0-9+/=]{20,})'/.exec(s)?.[1]
  if (!nonce) problems.push('no nonce')
  if (!s.includes("'strict-dynamic'")) problems.push("no 'strict-dynamic'")
  if (s.includes("'unsafe-inline'")) problems.push("'unsafe-inline'")
  if (html && nonce) {
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1]!
      if (/type="application\/(?:ld\+)?json"/.test(attrs)) continue
      if (attrs.includes(`nonce="${nonce}"`)) continue
      if (!/\bsrc=/.test(attrs) && HASHED.has(sha256(m[2]!))) continue
      problems.push(`script without the nonce: <script${attrs}>${m[2]!.slice(0, 40)}`)
    }
  }
  return problems
}

test('every storefront route is a content page or a money page this suite checks', async ({}, info) => {
  test.skip(info.project.name !== 'desktop', 'the route list does not depend on the viewport')
  const dir = path.resolve('src/app/(frontend)/[locale]')
  const routes = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
  const money = Object.values(MONEY_PAGES).flatMap((p) => p.folders)
  const unclassified = routes.filter((r) => !CONTENT_ROUTES.includes(r) && !money.includes(r))
  expect(unclassified, 'classify each new route: money pages get the nonce policy (src/lib/csp.ts STRICT_CSP_SEGMENTS)').toEqual([])
})

test('the money and identity pages in es, en and pt answer with the nonce policy and run only nonced or hashed scripts', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'headers do not depend on the viewport')
  const paths = [...Object.values(MONEY_PAGES).flatMap((p) => [p.es, p.en, p.pt]), ...ACCOUNT_SUBPAGES, ...OTHER_SPELLINGS]
  const found: Record<string, string[]> = {}
  let rendered = 0
  for (const p of paths) {
    const res = await request.get(p, { maxRedirects: 0 })
    expect(res.status(), p).toBeLessThan(500)
    const html = res.status() === 200 && (res.headers()['content-type'] ?? '').includes('text/html') ? await res.text() : null
    if (html) rendered++
    const problems = policyProblems(res.headers()['content-security-policy'], html)
    if (problems.length) found[`${p} (${res.status()})`] = problems
  }
  expect(found).toEqual({})
  // the lookups, the cart and the account pages render in every language (the others redirect or say "not found" without a session)
  expect(rendered).toBeGreaterThanOrEqual(12)
})

test("the check refuses the content pages' policy (it can fail)", async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'headers do not depend on the viewport')
  for (const p of ['/es/', '/en/shop/']) {
    const res = await request.get(p)
    expect(res.status()).toBe(200)
    expect(policyProblems(res.headers()['content-security-policy'], await res.text())).toEqual(expect.arrayContaining(['no nonce', "'unsafe-inline'"]))
  }
})
