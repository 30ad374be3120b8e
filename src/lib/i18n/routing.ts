/**
 * next-intl routing: locale prefixes (architecture §8, spec §2). The booking flow's localized paths
 * (`/es/busqueda/` ↔ `/en/search/`, `/es/reserva/` ↔ `/en/booking/`, `/es/carrito/` ↔ `/en/carrito/`)
 * are real route folders (src/lib/i18n/localizedRoute.ts), not proxy rewrites.
 * The customer account pages (`/es/cuenta/` ↔ `/en/account/`, with `verificar`/`verify` and
 * `activar`/`activate`) are real route folders too (features/account/server/AccountViews.tsx).
 * Locale detection from the Accept-Language header is off: the path decides (spec §2).
 */
import { defineRouting } from 'next-intl/routing'
import { defaultRouteLocale, routeLocales } from './locales'

export const routing = defineRouting({
  locales: routeLocales,
  defaultLocale: defaultRouteLocale,
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates come from the CMS (localized slugs), not from next-intl's generic header.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/[...slug]': '/[...slug]',
  },
})

export type AppPathname = keyof typeof routing.pathnames
