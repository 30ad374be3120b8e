/**
 * Content-Security-Policy of the site.
 *
 * Two policies:
 * - **strict** (per request, nonce-based) on the pages that handle money and identity — hotel booking
 *   and confirmation, reservation lookup, cart, ticket checkout, order and order lookup, the customer
 *   account (`STRICT_CSP_PATHS`, all rendered per request anyway): `script-src 'nonce-…'
 *   'strict-dynamic'` plus the SHA-256 of the site's two inline scripts, no 'unsafe-inline'. Next.js
 *   puts the nonce on its own scripts when the request carries the policy (src/proxy.ts sets it);
 *   scripts those load (Stripe.js through `loadStripe`, the route chunks) are trusted through
 *   'strict-dynamic'. `https://js.stripe.com` and 'self' stay for browsers without CSP3 (ignored by
 *   those with it).
 * - **base** (static, next.config.ts) everywhere else: content pages are prerendered/ISR and a
 *   per-request nonce would make every one of them dynamic (TTFB and cache cost, bench/ttfb.ts), so
 *   they keep 'self' 'unsafe-inline'. They take no payment and show no account data; what an
 *   injected script could reach there, and why that is accepted: docs/security.md row 31.
 * Stripe origins per Stripe's CSP guide: js.stripe.com (scripts, frames), hooks.stripe.com (3-D Secure
 * frames), api.stripe.com (requests).
 */
import { createHash, randomBytes } from 'node:crypto'
import { EARLY_CLICK_REPLAY, SHOW_UNLESS_CHOSEN } from './inlineScripts'

/** First path segments (after the language) of the pages with the strict policy, in every language's spelling (src/lib/i18n/routes.ts). */
export const STRICT_CSP_SEGMENTS =
  'reserva|booking|confirmacion|confirmation|confirmacao|mi-reserva|my-booking|minha-reserva|carrito|carrinho|pago|checkout|pagamento|pedido|order|mi-pedido|my-order|meu-pedido|cuenta|account|conta'

/**
 * First path segments whose policy the proxy sets per request (next.config.ts sets none there): the
 * strict pages, and the 404 page (`/{locale}/not-found/`), which the proxy serves at the path it
 * answers for, strict or not (src/proxy.ts).
 */
export const PROXY_CSP_SEGMENTS = `${STRICT_CSP_SEGMENTS}|not-found`

/** The 404 page's own path, `/{es|en|pt}/not-found/`. */
export const NOT_FOUND_PATH = /^\/(?:es|en|pt)\/not-found\/?$/

/** Paths that get the strict policy: `/{es|en|pt}/{booking, checkout, account and order routes}/…`. */
export const STRICT_CSP_PATHS = new RegExp(`^/(?:es|en|pt)/(?:${STRICT_CSP_SEGMENTS})(?:/|$)`)

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/** The hash sources of the site's inline scripts (src/lib/inlineScripts.ts). */
export const INLINE_SCRIPT_HASHES = [sha256(EARLY_CLICK_REPLAY), sha256(SHOW_UNLESS_CHOSEN)]

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

function directives(scriptSrc: string, dev: boolean, frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''} https://api.stripe.com`,
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The static policy of every other page (Next.js and the Payload admin inject inline bootstrap scripts). */
export function baseContentSecurityPolicy(dev: boolean): string {
  return directives("'self' 'unsafe-inline' https://js.stripe.com", dev)
}

/**
 * The base policy while staff preview drafts (Next's draft-mode cookie): the admin's
 * live preview frames the storefront, so this site (and only it) may frame the page. A forged cookie
 * gains nothing: a same-origin frame is no clickjacking, and the drafts need a staff session.
 */
export function previewContentSecurityPolicy(dev: boolean): string {
  return directives("'self' 'unsafe-inline' https://js.stripe.com", dev, "'self'")
}

/** The per-request policy of the money and identity pages. */
export function strictContentSecurityPolicy(nonce: string, dev: boolean): string {
  return directives(`'self' 'nonce-${nonce}' 'strict-dynamic' ${INLINE_SCRIPT_HASHES.join(' ')} https://js.stripe.com`, dev)
}
