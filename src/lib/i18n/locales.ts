/**
 * The one locale source (architecture §8): routing, Payload localization, dictionaries and
 * `<html lang>` all read from here.
 *
 * Spec §2: language comes from the first path segment, `es`, `en` or `pt`; any other value gives `en`.
 * Portuguese is accepted in URLs but serves English text until Portuguese content exists.
 */
export const routeLocales = ['es', 'en', 'pt'] as const
export type RouteLocale = (typeof routeLocales)[number]

/** Locales that have their own content (CMS and dictionaries). */
export const contentLocales = ['es', 'en'] as const
export type ContentLocale = (typeof contentLocales)[number]

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

/** The language whose text a route locale serves: `pt` → `en` until Portuguese exists. */
export function contentLocaleOf(locale: RouteLocale): ContentLocale {
  return locale === 'es' ? 'es' : 'en'
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
