'use client'
/**
 * The header's cart link (spec §1: a cart; §2: `/es/carrito/`, `/en/carrito/`), on every page, phone
 * and desktop: a 44 × 44 px cart icon leading to the cart page, with the number of lines in a badge
 * once the cart holds any. The cached header renders it without a count (no per-visitor data in
 * cached HTML); after hydration it reads the readable count cookie the cart's actions write
 * (domain/cartCount.ts), and again when a page announces a change (`announceCartChange`, after an
 * add to cart: the count is live without a reload) or the page is shown again from the back cache.
 * An empty cart keeps the icon, with no badge: the header's row never shifts.
 */
import { useEffect, useState } from 'react'
import { readBrowserCookie } from '../../../lib/cookies'
import { CART_CHANGED_EVENT, SHOP_CART_COUNT_COOKIE, cartBadge, parseCartCount } from '../domain/cartCount'
import './header-cart.css'
import { formatMessage } from '../../../lib/i18n/format'

/** The link's accessible names: an empty cart, and `{count}` lines (an ICU plural, filled here). */
export type HeaderCartTexts = { empty: string; count: string }

export function HeaderCart({ href, locale, texts }: { href: string; locale: string; texts: HeaderCartTexts }) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const read = () => setCount(parseCartCount(readBrowserCookie(SHOP_CART_COUNT_COOKIE)))
    read()
    window.addEventListener(CART_CHANGED_EVENT, read)
    window.addEventListener('pageshow', read)
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, read)
      window.removeEventListener('pageshow', read)
    }
  }, [])
  const badge = cartBadge(count)
  const name = count <= 0 ? texts.empty : formatMessage(texts.count, { count }, locale)
  return (
    <a className="header-cart" href={href} aria-label={name} data-testid="header-cart" data-count={count}>
      <svg aria-hidden="true" className="header-cart__icon" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.2" />
        <circle cx="9.5" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17.5" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {badge ? (
        <span className="header-cart__count" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </a>
  )
}

/** Tells the header the cart changed (after an action answered: its cookie is set), so it reads the count again. */
export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
}
