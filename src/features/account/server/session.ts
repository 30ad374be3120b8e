/**
 * Customer sessions on Payload's own auth (collection `customers`): the token is Payload's JWT with a
 * session id (`sid`) stored in `customers_sessions`; Payload's JWT strategy accepts a token only while
 * its session row exists, so logout (which deletes the row) invalidates the token server-side, and
 * the JWT `exp` ends it after 2 hours (7 days with "remember me", spec §4).
 * Password logins go through `payload.login` (lock-out, verification); social logins, which have no
 * password, get their session from the same helpers Payload's login uses (`addSessionToUser`,
 * `getFieldsToSign`, `jwtSign`).
 */
import config from '@payload-config'
import { AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError, createLocalReq, executeAuthStrategies, getFieldsToSign, getPayload, jwtSign, logoutOperation, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import type { Customer } from '../../../payload-types'
import { loginFailureCode } from '../domain/errors'
import { sessionLifetime } from '../domain/session'

/** The Payload instance (in-process, shared by the app). */
export function accountPayload(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * The customer's session cookie: its own name, not Payload's `payload-token`, which
 * the staff admin keeps — a customer and a staff session in one browser no longer overwrite each
 * other, and Payload's REST/GraphQL never see a customer token (they read only `payload-token` and
 * the Authorization header). HttpOnly, SameSite=Lax, Secure on an https site (`sessionCookieOptions`).
 */
export const CUSTOMER_SESSION_COOKIE = 'hxa-customer'

/** The name the session routes set the customer's token under (`CUSTOMER_SESSION_COOKIE`). */
export function tokenCookieName(_payload?: Payload): string {
  return CUSTOMER_SESSION_COOKIE
}

/** A JWT as Payload signs it: three base64url parts (anything else is not a session, whatever it holds). */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/** The customer token of a request's cookies (null when absent or not shaped like a JWT). */
function customerToken(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === CUSTOMER_SESSION_COOKIE) {
      const v = part.slice(i + 1).trim()
      // a forged cookie (unicode, control characters…) must not reach a header constructor: 401, never a 500
      return v.length <= 4096 && JWT_SHAPE.test(v) ? v : null
    }
  }
  return null
}

/**
 * Options of the session cookie: the site's private-cookie attributes (HttpOnly, SameSite=Lax, Secure
 * on an https site: src/lib/cookieOptions.ts); `maxAge` undefined (or 0) makes a
 * browser-session cookie.
 */
export function sessionCookieOptions(maxAge: number | undefined) {
  return privateCookieOptions(maxAge ? { maxAge } : {})
}

/**
 * The logged-in customer of a request, or null (no `hxa-customer` cookie, expired or logged-out
 * token, a staff token, an unverified account, a cross-site request). Reads only that cookie.
 */
export async function currentCustomer(payload: Payload, headers: Headers): Promise<(Customer & { _sid?: string }) | null> {
  const token = customerToken(headers)
  // a cross-site request never carries the session (SameSite=Lax does this in browsers; belt and braces)
  if (!token || headers.get('sec-fetch-site') === 'cross-site') return null
  // Payload verifies the token (signature, expiry, its `customers_sessions` row) from the JWT header alone
  const { user } = await executeAuthStrategies({ headers: new Headers({ authorization: `JWT ${token}` }), payload, canSetHeaders: false })
  if (!user || user.collection !== 'customers') return null
  return user as unknown as Customer & { _sid?: string }
}

const decodeClaims = (token: string): Record<string, unknown> => {
  const part = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
}

/**
 * Which Payload auth error this is. `instanceof` first; a production bundle can hold a second copy
 * of Payload's error classes (minified names), so the HTTP status and message are the fallback:
 * 401 "locked" → LockedAuth, other 401 → AuthenticationError, 403 → UnverifiedEmail, 400 → ValidationError.
 */
function payloadAuthErrorName(err: unknown): 'LockedAuth' | 'AuthenticationError' | 'UnverifiedEmail' | 'ValidationError' | 'Error' {
  if (err instanceof LockedAuth) return 'LockedAuth'
  if (err instanceof AuthenticationError) return 'AuthenticationError'
  if (err instanceof UnverifiedEmail) return 'UnverifiedEmail'
  if (err instanceof ValidationError) return 'ValidationError'
  const { status, message } = (err ?? {}) as { status?: number; message?: string }
  if (status === 401) return /locked/i.test(message ?? '') ? 'LockedAuth' : 'AuthenticationError'
  if (status === 403) return 'UnverifiedEmail'
  if (status === 400) return 'ValidationError'
  return 'Error'
}

export type LoginOutcome = { ok: true; token: string; cookieMaxAge: number | undefined; customer: Customer } | { ok: false; code: ReturnType<typeof loginFailureCode> }

/**
 * Password login of a customer.
 * @param input validated email (lower case), password, remember-me flag and the site language
 * @returns the token to set as cookie and its Max-Age, or the spec §8 code: INCORRECT_LOGIN (unknown
 *   email or wrong password, counted towards the lock), ACCOUNT_LOCKED (5 failures → 15 minutes),
 *   USER_NOT_CONFIRMED / USER_INACTIVE (right password, email not verified), GENERAL_ERROR. Never throws.
 */
export async function loginWithPassword(payload: Payload, input: { email: string; password: string; remember: boolean; lang: 'es' | 'en' }): Promise<LoginOutcome> {
  let result: Awaited<ReturnType<typeof payload.login<'customers'>>>
  try {
    result = await payload.login({ collection: 'customers', data: { email: input.email, password: input.password } })
  } catch (err) {
    const name = payloadAuthErrorName(err)
    const code = loginFailureCode({ name }, input.lang)
    if (code === 'GENERAL_ERROR') payload.logger.error({ err, msg: 'customer login failed unexpectedly' })
    return { ok: false, code }
  }
  if (!result.token || !result.user) return { ok: false, code: 'GENERAL_ERROR' }
  const { tokenSeconds, cookieMaxAge } = sessionLifetime(input.remember)
  let token = result.token
  if (tokenSeconds < (payload.collections.customers.config.auth.tokenExpiration ?? tokenSeconds)) {
    // Same session id, shorter expiry: the 7-day token Payload signed is never handed out.
    const { iat: _iat, exp: _exp, ...claims } = decodeClaims(token)
    token = (await jwtSign({ fieldsToSign: claims, secret: payload.secret, tokenExpiration: tokenSeconds })).token
  }
  return { ok: true, token, cookieMaxAge, customer: result.user }
}

/**
 * Opens a session for a customer without a password (social login after the provider vouched for
 * them): adds a `customers_sessions` row and signs Payload's JWT for it, exactly like `payload.login`.
 * @param seconds token lifetime in seconds
 */
export async function issueSessionToken(payload: Payload, customer: Customer, seconds: number): Promise<string> {
  const collectionConfig = payload.collections.customers.config
  const req = await createLocalReq({}, payload)
  const user = (await payload.db.findOne({ collection: 'customers', req, where: { id: { equals: customer.id } } })) as Record<string, unknown> | null
  if (!user) throw new Error(`customer ${customer.id} vanished before its session was issued`)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: customer.email, sid, user: user as never })
  return (await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: seconds })).token
}

/**
 * Logs the request's customer out: deletes their session row so the token stops working everywhere,
 * even before it expires. No-op (false) when the request carries no customer session.
 */
export async function logoutCustomer(payload: Payload, headers: Headers): Promise<boolean> {
  const customer = await currentCustomer(payload, headers)
  if (!customer) return false
  const req = await createLocalReq({ user: { ...customer, collection: 'customers' } as never }, payload)
  req.user = { ...customer, collection: 'customers' } as never
  await logoutOperation({ collection: payload.collections.customers, req })
  return true
}
