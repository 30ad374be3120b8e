/**
 * The header's cart count (spec §1: visitors add products to a cart; §2 the cart page). The cached
 * pages carry no per-visitor data: the count travels in a small readable cookie the cart's server
 * actions write (the number of cart lines, never the cart id, which stays in its httpOnly cookie),
 * and the header's island reads it after hydration and again when the page says the cart changed.
 * Pure and browser-safe.
 */

/** The readable cookie holding the cart's line count (`1`..`99`; absent or `0` for an empty cart). */
export const SHOP_CART_COUNT_COOKIE = 'shop-cart-count'

/** The window event a page dispatches after it changed the cart, so the header reads the count again. */
export const CART_CHANGED_EVENT = 'shop:cart-changed'

/** The most the header shows; more lines show as `99+`. */
export const CART_COUNT_MAX = 99

/** A cookie value as a line count: an integer 0..999, anything else 0. */
export function parseCartCount(value: string | null | undefined): number {
  return value && /^\d{1,3}$/.test(value) ? Number(value) : 0
}

/** The count as the header's badge shows it: '' for none, `99+` past the maximum. */
export function cartBadge(count: number): string {
  if (!Number.isInteger(count) || count <= 0) return ''
  return count > CART_COUNT_MAX ? `${CART_COUNT_MAX}+` : String(count)
}
