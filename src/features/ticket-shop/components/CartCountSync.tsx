'use client'
/**
 * The cart page's check of the header's count (domain/cartCount.ts): the page knows how many lines
 * the cart holds now; when the readable count cookie says otherwise (lines bought or gone since, with
 * the browser away), it is written again and the header told. Renders nothing.
 */
import { useEffect } from 'react'
import { readBrowserCookie } from '../../../lib/cookies'
import { SHOP_CART_COUNT_COOKIE, parseCartCount } from '../domain/cartCount'
import { announceCartChange } from './HeaderCart'

/** @param maxAge the cookie's lifetime in seconds (the cart cookie's) */
export function CartCountSync({ count, maxAge }: { count: number; maxAge: number }) {
  useEffect(() => {
    if (parseCartCount(readBrowserCookie(SHOP_CART_COUNT_COOKIE)) === count) return
    const secure = window.location.protocol === 'https:' ? '; secure' : ''
    document.cookie = count > 0 ? `${SHOP_CART_COUNT_COOKIE}=${count}; path=/; max-age=${maxAge}; samesite=lax${secure}` : `${SHOP_CART_COUNT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
    announceCartChange()
  }, [count, maxAge])
  return null
}
