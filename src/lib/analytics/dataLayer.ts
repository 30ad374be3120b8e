/**
 * GA4-style e-commerce events on a `dataLayer`, pushed only after the
 * visitor accepted cookies; events before consent are dropped, not queued.
 * Event names: view_item_list, view_item, add_to_cart, begin_checkout, add_payment_info, purchase
 * (Google Analytics 4 recommended e-commerce events). Amounts are decimals in `currency`.
 */
export type EcommerceEvent = 'view_item_list' | 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase'

export type EcommerceItem = { item_id: string; item_name: string; item_category?: string; price?: number; quantity?: number }

/** GA4: `currency` is required with `value` (and item prices); an event that cannot price its items omits both. */
export type EcommercePayload = ({ currency: string; value?: number } | { currency?: never; value?: never }) & {
  transaction_id?: string
  payment_type?: string
  items: EcommerceItem[]
}

type Sink = { push: (entry: Record<string, unknown>) => unknown }

/**
 * @param hasConsent reads the visitor's current choice (e.g. the cookie-consent cookie)
 * @param sink where entries go (the page's `window.dataLayer`)
 * @returns `track(event, payload)` → true when pushed, false when dropped for lack of consent
 */
export function createTracker(hasConsent: () => boolean, sink: () => Sink) {
  return function track(event: EcommerceEvent, payload: EcommercePayload): boolean {
    if (!hasConsent()) return false
    const target = sink()
    target.push({ ecommerce: null }) // GA4: clear the previous ecommerce object
    target.push({ event, ecommerce: payload })
    return true
  }
}

/** The browser tracker: consent from the `cookie-consent` cookie, entries to `window.dataLayer`. */
export const track = createTracker(
  () => typeof document !== 'undefined' && document.cookie.split('; ').includes('cookie-consent=accepted'),
  () => {
    const w = window as unknown as { dataLayer?: Record<string, unknown>[] }
    w.dataLayer ??= []
    return w.dataLayer
  },
)
