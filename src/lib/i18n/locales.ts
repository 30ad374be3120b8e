/**
 * The one locale source (architecture §8): routing, Payload localization, dictionaries and
 * `<html lang>` all read from here.
 *
 * Spec §2: language comes from the first path segment, `es`, `en` or `pt`; any other value gives `en`.
 * Portuguese has its own UI dictionary (pt-BR), its own CMS locale for everything an editor writes
 * (pages, banners, header, footer, currencies, payment methods, banks, room categories and types,
 * products and add-ons, taxes; falling back to English field by field where nothing is written), the
 * hotel API's `PT` texts (rooms, rates, taxes; contract 1.2), its own emails, `hreflang="pt"` and its
 * own flow paths (`/pt/busca/`, `/pt/loja/`, …: routes.ts). Its content pages and products keep the
 * English slugs, and the few data sources that know only Spanish and English (slugs, origin airports,
 * the payment methods' language filter) are read in English.
 */
export const routeLocales = ['es', 'en', 'pt'] as const
export type RouteLocale = (typeof routeLocales)[number]

/** The languages of the data that exist in Spanish and English only (CMS slugs, origin airports, payment methods' language filter). */
export const contentLocales = ['es', 'en'] as const
export type ContentLocale = (typeof contentLocales)[number]

/** The languages a page is written in: UI dictionaries, every CMS text, the hotel API's texts, emails. */
export const textLocales = ['es', 'en', 'pt'] as const
export type TextLocale = (typeof textLocales)[number]

/** Payload's locales (payload.config.ts): `pt` falls back to `en` field by field where it has no text. */
export const cmsLocales: readonly { code: TextLocale; label: string; fallbackLocale?: TextLocale }[] = [
  { code: 'es', label: 'Español' },
  { code: 'en', label: 'English' },
  { code: 'pt', label: 'Português', fallbackLocale: 'en' },
]

export const defaultRouteLocale: RouteLocale = 'en'

/** Narrow any string (a path segment, a cookie) to a route locale; unknown values give `en` (spec §2). */
export function resolveRouteLocale(value: string | null | undefined): RouteLocale {
  const v = (value ?? '').toLowerCase()
  return (routeLocales as readonly string[]).includes(v) ? (v as RouteLocale) : defaultRouteLocale
}

/** True when the value is one of the route locales exactly (case-sensitive, as URLs are). */
export function isRouteLocale(value: unknown): value is RouteLocale {
  return typeof value === 'string' && (routeLocales as readonly string[]).includes(value)
}

/** The data language of a route locale for what exists in es and en only (CMS slugs, origin airports): `pt` → `en`. */
export function contentLocaleOf(locale: RouteLocale): ContentLocale {
  return locale === 'es' ? 'es' : 'en'
}

/** The language a route locale's pages are written in (dictionaries, CMS texts, hotel API texts, emails): itself. */
export function textLocaleOf(locale: RouteLocale): TextLocale {
  return locale
}

/** The BCP 47 tag of `<html lang>` and `hreflang`-adjacent uses: `pt` is Brazilian Portuguese. */
export function htmlLangOf(locale: RouteLocale): string {
  return locale === 'pt' ? 'pt-BR' : locale
}

/** Language from the first segment of a pathname (`/es/reserva/` → `es`; `/fr/x` → `en`). */
export function localeFromPathname(pathname: string): RouteLocale {
  const first = pathname.split('/').filter(Boolean)[0]
  return resolveRouteLocale(first)
}

/**
 * Spec §2 "any other value gives en" for a path whose first segment is a language code that is not
 * a route locale (`de`, `fr`, `pt-BR`, `ES`): the English path with that segment replaced, else
 * null. `/de/` → `/en/`; `/fr/busqueda/` → `/en/busqueda/`. A first segment that is not shaped like
 * a language code (`/garden/`) is a page of the default language and is left to the router.
 */
export function unknownLanguagePath(pathname: string): string | null {
  const m = /^\/([A-Za-z]{2}(?:[-_][A-Za-z]{2})?)(\/.*)?$/.exec(pathname)
  if (!m || isRouteLocale(m[1])) return null
  return `/${defaultRouteLocale}${m[2] ?? '/'}`
}

/**
 * A CMS link for a page in `locale`: Portuguese pages show the English text of untranslated header,
 * footer, banner and block links (Payload's fallback), whose hrefs point at `/en/…`; those stay in
 * Portuguese (`/pt/…`: a content page's English slug; a flow's English spelling, e.g. `/pt/shop/`,
 * redirects to its Portuguese one). Other hrefs are returned as they are.
 */
export function localizeHref(href: string, locale: RouteLocale): string {
  return locale === 'pt' && (href === '/en' || href.startsWith('/en/') || href.startsWith('/en?')) ? `/pt${href.slice(3)}` : href
}
