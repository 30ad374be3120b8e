/**
 * Site paths of the booking flow per language (spec §2: /es/busqueda/ ↔ /en/search/,
 * /es/reserva/ ↔ /en/booking/). Pure.
 */
import { localizedPath } from '../../../lib/i18n/routes'
import type { RouteLocale } from '../../../lib/i18n/locales'

export function flowPath(locale: RouteLocale, route: 'search' | 'booking' | 'cart', query = ''): string {
  return localizedPath(locale, route, query)
}

/** The reservation lookup and cancel page: `/es/mi-reserva/` ↔ `/en/my-booking/`. */
export function myBookingPath(locale: RouteLocale, query = ''): string {
  return localizedPath(locale, 'myBooking', query)
}

/** Step 3's folder per language: `/es/confirmacion/{code}/` ↔ `/en/confirmation/{code}/` ↔ `/pt/confirmacao/{code}/`. */
export const CONFIRMATION_FOLDER = { es: 'confirmacion', en: 'confirmation', pt: 'confirmacao' } as const satisfies Record<RouteLocale, string>
