/**
 * The reservation cookie (`RESERVATION_COOKIE`): the confirmation code and email of a booking this
 * browser made or looked up, so the confirmation and my-booking pages render it on the server. Signed
 * (HMAC-SHA256, key RESERVATION_COOKIE_SECRET, else derived from PAYLOAD_SECRET), so only a pair the
 * hotel API already confirmed — by a booking or a rate-limited lookup — is ever read back: a cookie a
 * client writes itself is no code + email oracle beside the lookup's limit, and cancels nothing.
 * Value: `<code>|<email>|<signature base64url>`; the email is kept lower-cased.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from './env'

/** The key: RESERVATION_COOKIE_SECRET, else HMAC(PAYLOAD_SECRET, label); a fixed dev value without either (the deployment check requires PAYLOAD_SECRET). */
function key(): string {
  const own = env.RESERVATION_COOKIE_SECRET?.trim()
  if (own) return own
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret) return createHmac('sha256', secret).update('reservation-cookie').digest('hex')
  return 'dev-only-reservation-cookie-secret-change-me'
}

const sign = (code: string, email: string) => createHmac('sha256', key()).update(`${code}|${email}`).digest('base64url')

/**
 * The cookie value for a booking the hotel API confirmed (after a booking or a successful lookup).
 * @param code the confirmation code; @param email the guest's email (compared lower-cased)
 */
export function reservationCookieValue(code: string, email: string): string {
  const e = email.trim().toLowerCase()
  return `${code}|${e}|${sign(code, e)}`
}

/**
 * The code + email of a reservation cookie, or null when it is absent, malformed or its signature
 * does not match (a cookie the site did not write). Never throws.
 */
export function readReservationCookie(value: string | undefined | null): { code: string; email: string } | null {
  if (!value || value.length > 512) return null
  const [code, email, sig, extra] = value.split('|')
  if (!code || !email || !sig || extra !== undefined) return null
  const want = Buffer.from(sign(code, email))
  const got = Buffer.from(sig)
  return got.length === want.length && timingSafeEqual(got, want) ? { code, email } : null
}
