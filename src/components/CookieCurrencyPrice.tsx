'use client'
/**
 * A "from" price on a cached page (the home's room cards; the product cards of the home and the
 * ferry page): the server renders it in USD, the same for every visitor, and gives it converted for
 * every currency with a rate (the shop's `listPriceIn`, the hotel's `usdToMinor` at the hotel API's
 * rates, as the pages that sell them convert); once hydrated it shows
 * the visitor's currency, the `currency` cookie (spec §4: set on the first visit from the country).
 * Without script, or for a currency without a price here, it stays in USD.
 */
import { useSyncExternalStore } from 'react'
import { CURRENCY_COOKIE, readBrowserCookie } from '../lib/cookies'

const noSubscription = () => () => {}
const cookieCurrency = () => readBrowserCookie(CURRENCY_COOKIE)

/** `usd`: the formatted USD price; `byCurrency`: ISO code → the formatted price in that currency. */
export function CookieCurrencyPrice({ usd, byCurrency }: { usd: string; byCurrency: Record<string, string> }) {
  // the server's snapshot (null) during hydration, the cookie's right after: no mismatch, no effect
  const currency = useSyncExternalStore(noSubscription, cookieCurrency, () => null)
  return <>{(currency && byCurrency[currency]) || usd}</>
}
