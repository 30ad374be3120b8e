/**
 * Customer session lifetimes. Spec §4: cookies (token included) last 604800 seconds, 7 days — that is
 * the "remember me" lifetime. Without "remember me" the session lasts 2 hours and its cookie is a
 * browser-session cookie (no Max-Age), so it also ends when the browser closes. Pure.
 */
export const REMEMBER_ME_SECONDS = 604800
export const SHORT_SESSION_SECONDS = 2 * 60 * 60

/** Failed logins before Payload locks a customer account, and for how long (milliseconds). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 15 * 60 * 1000

/**
 * Token lifetime and cookie Max-Age for a login.
 * @param remember the "remember me" box
 * @returns seconds the signed token is valid, and the cookie's Max-Age in seconds (undefined: a
 *   browser-session cookie)
 */
export function sessionLifetime(remember: boolean): { tokenSeconds: number; cookieMaxAge: number | undefined } {
  return remember ? { tokenSeconds: REMEMBER_ME_SECONDS, cookieMaxAge: REMEMBER_ME_SECONDS } : { tokenSeconds: SHORT_SESSION_SECONDS, cookieMaxAge: undefined }
}
