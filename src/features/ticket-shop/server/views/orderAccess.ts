/**
 * `shop-order` cookie: `<orderCode>|<email>` of the last order placed in this browser (httpOnly). The
 * order page and the cancel action read it: `getOrder` needs the customer's email.
 */
export const SHOP_ORDER_COOKIE = 'shop-order'

/** Splits the cookie value; null when malformed. */
export function parseOrderCookie(value: string | undefined): { code: string; email: string } | null {
  if (!value) return null
  const i = value.indexOf('|')
  if (i <= 0 || i === value.length - 1) return null
  return { code: value.slice(0, i), email: value.slice(i + 1) }
}
