/**
 * Site paths of the ticket shop per language (spec §2: `/es/carrito/` and `/en/carrito/`
 * are the cart and the express-checkout target). Real route folders per language:
 * `/es/tienda/` ↔ `/en/shop/` (listing, `/{slug}/` product pages), `/es/pago/` ↔ `/en/checkout/`,
 * `/es/pedido/{code}/` ↔ `/en/order/{code}/`, the order lookup `/es/mi-pedido/` ↔ `/en/my-order/`. Pure; the spellings live in `LOCALIZED_ROUTES`.
 */
import { LOCALIZED_ROUTES } from '../../../lib/i18n/routes'
import type { RouteLocale } from '../../../lib/i18n/locales'

export type ShopRoute = 'shop' | 'cart' | 'checkout' | 'order' | 'myOrder'

/** A product page's slug (`/es/tienda/{slug}/`): what the CMS slug field allows, or a product id. */
export const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * `shopPath('es', 'shop', 'xcaret')` → `/es/tienda/xcaret/`; `shopPath('en', 'cart', null, 'a=1')` →
 * `/en/carrito/?a=1`. The param (slug, order code) is URL-encoded.
 */
export function shopPath(locale: RouteLocale, route: ShopRoute, param: string | null = null, query = ''): string {
  const base = `/${locale}/${LOCALIZED_ROUTES[route][locale]}/`
  const withParam = param ? `${base}${encodeURIComponent(param)}/` : base
  return query ? `${withParam}?${query}` : withParam
}

/** The folder name `route` has in `locale` (`checkout` in es → `pago`). */
export function shopSegment(locale: RouteLocale, route: ShopRoute): string {
  return LOCALIZED_ROUTES[route][locale]
}
