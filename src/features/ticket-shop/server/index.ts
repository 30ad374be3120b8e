/**
 * The ticket shop's server API (spec §3, §4, §5, §8, §9). Server-only: call it from server
 * components, server actions and route handlers — never ship it to the browser.
 *
 * Conventions (see `types.ts`): money in integer minor units + ISO currency; dates hotel-local
 * `YYYY-MM-DD` (America/Cancun); locale 'es' | 'en'. The browser is never trusted for prices: every
 * amount is re-quoted here from the CMS catalogue and the CMS exchange rates (the quote shown is the
 * quote charged). Bad input answers a typed `ShopFailure` (`status` 4xx, localized `message`), never
 * an exception.
 *
 * Storage: the catalogue lives in Payload (`products`, `complements`, `unavailable-products`,
 * `currencies`); carts, capacity, holds, orders and tickets live in the raw-SQL schema `shop`
 * (migrations/20261121_230000_shop.ts).
 *
 * The cart id travels in the `SHOP_CART_COOKIE` cookie (set/read by SHOP-UI's server actions).
 *
 * Callers use the process-wide service, `shopService().addToCart(…)`: each operation is documented on
 * the `ShopService` type (service.ts) and implemented beside its SQL in `./shop/`.
 */
export { shopService, type ShopService } from './service'
export type * from './types'
export { SHOP_CART_COOKIE, SHOP_CART_COOKIE_OPTIONS, cartCountCookieOptions } from './cookie'
export { parseExpressCheckout, buildExpressCheckoutQuery, EXPRESS_CHECKOUT_PARAM } from './express'
export type { RefundQuote } from '../domain'
