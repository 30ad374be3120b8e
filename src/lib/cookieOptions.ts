/**
 * The attributes of every private cookie, server only: `Secure` follows SITE_URL
 * from the env schema, which must never reach a browser bundle (tests/unit/env-schema.test.ts).
 */
import type { CookieSameSite } from './cookies'
import { env, type Env } from './env'

/** The attributes `cookies().set(name, value, options)` / `res.cookies.set(…)` receive from {@link privateCookieOptions}. */
export type PrivateCookieOptions = { httpOnly: true; secure: boolean; sameSite: CookieSameSite; path: string; maxAge?: number }

/**
 * True when cookies must be `Secure`: the site is served over https (`SITE_URL`). A production
 * deployment always is (src/lib/productionConfig.ts refuses another SITE_URL); a local run on
 * http://127.0.0.1 is not, or the browser would drop the cookies. The request's own protocol is not
 * used: behind the TLS proxy the app sees plain http.
 */
export function secureCookies(e: Pick<Env, 'SITE_URL'> = env): boolean {
  return e.SITE_URL.startsWith('https://')
}

/**
 * Options of every cookie that holds a session, a booking or order code, a cart id or a login state:
 * always `HttpOnly`; `Secure` when {@link secureCookies}; `SameSite=Lax` unless
 * asked otherwise (`none` only with Secure — browsers refuse it without —, else Lax); path `/`
 * unless given; `maxAge` in seconds (omitted: a browser-session cookie; 0 deletes). Never throws.
 */
export function privateCookieOptions(opts: { maxAge?: number; path?: string; sameSite?: CookieSameSite } = {}, e: Pick<Env, 'SITE_URL'> = env): PrivateCookieOptions {
  const secure = secureCookies(e)
  const sameSite = opts.sameSite === 'none' && !secure ? 'lax' : (opts.sameSite ?? 'lax')
  return { httpOnly: true, secure, sameSite, path: opts.path ?? '/', ...(opts.maxAge !== undefined ? { maxAge: opts.maxAge } : {}) }
}
