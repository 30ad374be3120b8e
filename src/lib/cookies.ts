/**
 * Cookie names and lifetime (spec §4: cookies last 604800 seconds, 7 days, and store token, booking,
 * currency and current room; country is kept beside them). Client-safe: the server's cookie
 * attributes are in src/lib/cookieOptions.ts.
 */
export const COOKIE_MAX_AGE_SECONDS = 604800

export const COUNTRY_COOKIE = 'country'
export const CURRENCY_COOKIE = 'currency'
export const TOKEN_COOKIE = 'token'
export const BOOKING_COOKIE = 'booking'
export const CURRENT_ROOM_COOKIE = 'currentRoom'
/** Next's draft-mode cookie (`draftMode().enable()`): set for staff previewing unpublished content. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** The dates of the visitor's last search (`YYYY-MM-DD~YYYY-MM-DD`): step 1 falls back to them when its URL has none (spec §4). */
export const STAY_COOKIE = 'stay'
export const COOKIE_CONSENT_COOKIE = 'cookie-consent'
export const SALE_POPUP_SHOWN_COOKIE = 'sale-popup-shown'
/** Confirmation code and email of the last reservation made in this browser (reads the confirmation page). */
export const RESERVATION_COOKIE = 'reservation'

/**
 * A cookie's value as the browser holds it (`document.cookie`), URI-decoded; null when absent or malformed. Browser
 * only: for cached pages that adapt to the visitor after hydration (the booking bar's stay, the ferry
 * cards' currency). Cookies the server sets httpOnly are not visible here.
 */
export function readBrowserCookie(name: string): string | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  if (raw === undefined) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return null // a malformed escape (set by hand): as if absent
  }
}

export type CookieSameSite = 'lax' | 'strict' | 'none'
