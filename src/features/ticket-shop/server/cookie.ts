/**
 * The cart cookie (issue #5: the cart is server-side, keyed by a cookie, and survives a browser
 * restart): a persistent (7-day: spec §4 and the cookie banner, issue #14 item 12), httpOnly, SameSite=Lax cookie holding the unguessable cart id.
 * SHOP-UI's server actions read it and set it to the `cartId` returned by `addToCart`.
 */
import { COOKIE_MAX_AGE_SECONDS } from '../../../lib/cookies'

export const SHOP_CART_COOKIE = 'shop-cart'

export const SHOP_CART_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS

/** Options for `cookies().set(SHOP_CART_COOKIE, cartId, SHOP_CART_COOKIE_OPTIONS)`. */
export const SHOP_CART_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https'),
  path: '/',
  maxAge: SHOP_CART_MAX_AGE_SECONDS,
}
