/**
 * next-intl routing: locale prefixes and localized pathnames (architecture §8, spec §2).
 * `/es/busqueda/` ↔ `/en/search/`, `/es/reserva/` ↔ `/en/booking/`, `/es/carrito/` ↔ `/en/carrito/`.
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
    '/search': { es: '/busqueda', en: '/search', pt: '/search' },
    '/booking': { es: '/reserva', en: '/booking', pt: '/booking' },
    '/cart': { es: '/carrito', en: '/carrito', pt: '/carrito' },
    '/[...slug]': '/[...slug]',
  },
})

export type AppPathname = keyof typeof routing.pathnames
