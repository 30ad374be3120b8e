/**
 * Who may open an order page.
 *
 * An order is opened with its **access token**: the first 128 bits of
 * HMAC-SHA256(key, "shop-order-access:<ORDER CODE>") in base64url, where the key is derived from
 * TICKET_SIGNING_SECRET or PAYLOAD_SECRET (as the e-tickets' key, with another label). The token
 * reaches the guest three ways, none of which depends on one browser:
 * - the order confirmation email links to `/es/pedido/{code}/?k=<token>` (any browser);
 * - the lookup `/es/mi-pedido/` ↔ `/en/my-order/` (order code + email, rate limited) and placing the
 *   order add `<code>.<token>` to the httpOnly `shop-orders` cookie, which keeps the 20 latest orders
 *   of this browser (a second order never hides the first);
 * - the order page hands it to its own actions (cancel, change date, send refund again).
 * Pure apart from reading the secret from the environment; never throws.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { shopKey } from '../keys'

/** The cookie with this browser's order grants: `CODE.token` entries separated by `~`, newest first. */
export const SHOP_ORDERS_COOKIE = 'shop-orders'
/** How many orders one browser remembers. */
export const MAX_REMEMBERED_ORDERS = 20
/** One year, as long as the tickets can be needed. */
export const SHOP_ORDERS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

const ORDER_CODE = /^[A-Z0-9-]{4,40}$/
/** An order code as the shop issues it (`XS-ABCD1234`), after upper-casing: what the lookup form accepts. */
export const ORDER_CODE_INPUT = /^[A-Z0-9]{2,4}-[A-Z0-9]{4,20}$/
const TOKEN = /^[A-Za-z0-9_-]{22}$/
/** The order code of an order page's address (`/es/pedido/{code}/`), as typed in any case. */
export const ORDER_PAGE_CODE = /^[A-Za-z0-9-]{4,40}$/

/** The access token of an order (22 base64url characters). The code is upper-cased first. */
export function orderAccessToken(orderCode: string): string {
  return createHmac('sha256', shopKey('order-access')).update(`shop-order-access:${orderCode.trim().toUpperCase()}`).digest().subarray(0, 16).toString('base64url')
}

/** True when `token` is the access token of `orderCode` (constant-time compare). */
export function verifyOrderAccess(orderCode: unknown, token: unknown): boolean {
  if (typeof orderCode !== 'string' || typeof token !== 'string' || !TOKEN.test(token)) return false
  const code = orderCode.trim().toUpperCase()
  if (!ORDER_CODE.test(code)) return false
  const expected = Buffer.from(orderAccessToken(code))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The valid grants in a `shop-orders` cookie value: order code → token. Malformed entries are dropped. */
export function parseOrderGrants(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of (value ?? '').split('~').slice(0, MAX_REMEMBERED_ORDERS * 2)) {
    const dot = entry.lastIndexOf('.')
    if (dot <= 0) continue
    const code = entry.slice(0, dot)
    const token = entry.slice(dot + 1)
    if (!out.has(code) && verifyOrderAccess(code, token)) out.set(code, token)
  }
  return out
}

/** The cookie value with `orderCode` first (kept once), capped at MAX_REMEMBERED_ORDERS. */
export function addOrderGrant(value: string | undefined, orderCode: string): string {
  const code = orderCode.trim().toUpperCase()
  const grants = [...parseOrderGrants(value).entries()].filter(([c]) => c !== code)
  return [[code, orderAccessToken(code)], ...grants]
    .slice(0, MAX_REMEMBERED_ORDERS)
    .map(([c, t]) => `${c}.${t}`)
    .join('~')
}

/**
 * The access token that opens the page of order `code`: the link's `k` when it is that order's, else
 * this browser's grant from the `shop-orders` cookie value, else null (the page is a 404: the order
 * page itself and the proxy, src/proxy.ts).
 */
export function orderPageAccess(code: string, linkToken: unknown, grantsCookie: string | undefined): string | null {
  if (typeof linkToken === 'string' && verifyOrderAccess(code, linkToken)) return linkToken
  return parseOrderGrants(grantsCookie).get(code.trim().toUpperCase()) ?? null
}
