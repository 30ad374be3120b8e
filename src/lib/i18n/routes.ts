/**
 * The localized route table of the flows (spec §2 routes, architecture §8) — the one place every
 * feature reads a flow's path from — and the target of a language switch
 * (the query string survives language switches). Pure: the CMS slug lookup is passed in.
 */
import { type ContentLocale, type RouteLocale, contentLocaleOf, isRouteLocale } from './locales'

/** Flow routes whose path differs per language (architecture §8). Keys are the neutral names. */
export const LOCALIZED_ROUTES: Record<string, Record<RouteLocale, string>> = {
  search: { es: 'busqueda', en: 'search', pt: 'busca' },
  booking: { es: 'reserva', en: 'booking', pt: 'reserva' },
  cart: { es: 'carrito', en: 'carrito', pt: 'carrinho' },
  account: { es: 'cuenta', en: 'account', pt: 'conta' },
  // Ticket shop: listing and product pages (`/es/tienda/{slug}/`), checkout, order page.
  shop: { es: 'tienda', en: 'shop', pt: 'loja' },
  checkout: { es: 'pago', en: 'checkout', pt: 'pagamento' },
  order: { es: 'pedido', en: 'order', pt: 'pedido' },
  // Hotel reservation lookup and cancel.
  myBooking: { es: 'mi-reserva', en: 'my-booking', pt: 'minha-reserva' },
  // Ticket order lookup.
  myOrder: { es: 'mi-pedido', en: 'my-order', pt: 'meu-pedido' },
}

/**
 * The path of a localized flow route in `locale`, with an optional query string (without its `?`):
 * `localizedPath('es', 'myBooking')` → `/es/mi-reserva/`, `localizedPath('en', 'search', 'a=1')` →
 * `/en/search/?a=1`.
 */
export function localizedPath(locale: RouteLocale, route: keyof typeof LOCALIZED_ROUTES, query = ''): string {
  return `/${locale}/${LOCALIZED_ROUTES[route][locale]}/${query ? `?${query}` : ''}`
}

/**
 * The policy pages the flows link to (the cookie banner, beside the payment terms): CMS pages whose
 * seeded slugs are these (seed/data/pages.ts); Portuguese uses the English slug.
 */
const POLICY_PAGES = {
  privacy: { es: 'aviso-de-privacidad', en: 'privacy-notice' },
  terms: { es: 'terminos-de-uso', en: 'terms-of-use' },
} as const

/** `/es/aviso-de-privacidad/`, `/pt/terms-of-use/`… */
export function policyPath(locale: RouteLocale, page: keyof typeof POLICY_PAGES): string {
  return `/${locale}/${POLICY_PAGES[page][contentLocaleOf(locale)]}/`
}

/** Localized routes two segments deep (customer account sub-pages); the query (a token) is kept. */
export const NESTED_ROUTES: Record<string, Record<RouteLocale, string>> = {
  accountVerify: { es: 'cuenta/verificar', en: 'account/verify', pt: 'conta/verificar' },
  accountActivate: { es: 'cuenta/activar', en: 'account/activate', pt: 'conta/ativar' },
  accountReset: { es: 'cuenta/restablecer', en: 'account/reset', pt: 'conta/redefinir' },
}

/** Localized routes whose second segment is a parameter kept as is (product slug, order code). */
const PARAM_ROUTES = new Set(['shop', 'order'])

export type SlugTranslator = (slug: string, from: ContentLocale, to: ContentLocale) => Promise<string | null>

/**
 * @param from a site-relative URL (`/en/privacy-notice/?a=1`); anything else yields the target home
 * @param to the target route locale
 * @param translateSlug maps a CMS page slug between content languages (null when unknown)
 * @returns a site-relative URL in the target language, always starting with `/{to}/`
 */
export async function switchLocaleTarget(from: string, to: RouteLocale, translateSlug: SlugTranslator): Promise<string> {
  const home = `/${to}/`
  if (!from.startsWith('/') || from.startsWith('//')) return home
  let url: URL
  try {
    url = new URL(from, 'http://local')
  } catch {
    return home
  }
  const segments = url.pathname.split('/').filter(Boolean)
  const [first, ...rest] = segments
  if (!first || !isRouteLocale(first)) return home
  const search = url.search
  if (rest.length === 0) return home + search

  const nestedKey = Object.keys(NESTED_ROUTES).find((k) => NESTED_ROUTES[k][first] === rest.join('/'))
  if (nestedKey) return `/${to}/${NESTED_ROUTES[nestedKey][to]}/${search}`
  const routeKey = Object.keys(LOCALIZED_ROUTES).find((k) => LOCALIZED_ROUTES[k][first] === rest[0])
  if (routeKey && rest.length === 1) return `/${to}/${LOCALIZED_ROUTES[routeKey][to]}/${search}`
  if (routeKey && rest.length === 2 && PARAM_ROUTES.has(routeKey)) return `/${to}/${LOCALIZED_ROUTES[routeKey][to]}/${rest[1]}/${search}`

  const slug = rest.join('/')
  const fromLang = contentLocaleOf(first)
  const toLang = contentLocaleOf(to)
  const translated = fromLang === toLang ? slug : await translateSlug(slug, fromLang, toLang)
  return translated ? `/${to}/${translated}/${search}` : home
}
