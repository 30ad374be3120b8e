/**
 * The cart cookie (the cart is server-side, keyed by a cookie, and survives a browser
 * restart): a persistent (7-day: spec §4 and the cookie banner), httpOnly, SameSite=Lax cookie holding the unguessable cart id.
 * SHOP-UI's server actions read it and set it to the `cartId` returned by `addToCart`.
 */
import { COOKIE_MAX_AGE_SECONDS } from '../../../lib/cookies'
import { privateCookieOptions, secureCookies } from '../../../lib/cookieOptions'

export const SHOP_CART_COOKIE = 'shop-cart'

export const SHOP_CART_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS

/** Options for `cookies().set(SHOP_CART_COOKIE, cartId, SHOP_CART_COOKIE_OPTIONS)`: the site's private-cookie attributes. */
export const SHOP_CART_COOKIE_OPTIONS = privateCookieOptions({ maxAge: SHOP_CART_MAX_AGE_SECONDS })

/**
 * Options of the readable cart-count cookie (`SHOP_CART_COUNT_COOKIE`, domain/cartCount.ts): not
 * httpOnly (the header's island reads it; it holds a count, no id), SameSite=Lax, Secure on an https
 * site, path `/`, the cart cookie's 7 days.
 */
export function cartCountCookieOptions(): { httpOnly: false; secure: boolean; sameSite: 'lax'; path: string; maxAge: number } {
  return { httpOnly: false, secure: secureCookies(), sameSite: 'lax', path: '/', maxAge: SHOP_CART_MAX_AGE_SECONDS }
}
