/**
 * Customer password reset ("forgot your password?") on Payload's own `forgotPassword` and
 * `resetPassword` operations for the `customers` collection:
 * - the request stores a one-hour, single-use token (20 random bytes, hex) and Payload sends the
 *   localized email through the app's email adapter (texts and link: Customers.ts
 *   `auth.forgotPassword`); the answer never says whether the address has an account;
 * - the reset sets the new password, clears the lock-out counters, and — sessions being rows in
 *   `customers_sessions` — deletes every session of the customer before opening a fresh one, so a
 *   stolen session ends with the reset. Following the link proves the customer reads that mailbox, so
 *   an unconfirmed account is confirmed too.
 * The callers (route handlers) validate and rate-limit first.
 */
import type { NextRequest } from 'next/server'
import { jwtSign, type Payload } from 'payload'
import type { Customer } from '../../../payload-types'
import { type AccountErrorCode } from '../domain/errors'
import { SHORT_SESSION_SECONDS } from '../domain/session'
import { ForgotInput, RESET_TOKEN, validate } from '../domain/validation'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from './http'
import { consumeLimit } from './rateLimit'

/**
 * `POST /account-session/forgot/` `{ email, locale }` → `{ ok: true, data: { sent: true } }` whether or
 * not an account exists: "Forgot your password?" of the login modal and of the reset page. The answer
 * is sent before anything depends on the address — the account lookup, the token and the email run in
 * `afterResponse` (Next's `after` in the route) — so a known and an unknown address are answered by
 * the same work in the same time (no enumeration by timing). 400 INVALID_EMAIL;
 * 429 when rate limited (per client address, and per address + email).
 */
export async function handleForgotRequest(request: NextRequest, deps: { payload: Payload; afterResponse: (task: () => Promise<unknown>) => void }): Promise<Response> {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(ForgotInput, read.body)
  if (!input.ok) return answer(input)
  const wait = await consumeLimit('forgot', clientIp(request), input.data.email)
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  const email = input.data.email
  deps.afterResponse(() => requestPasswordReset(deps.payload, email))
  return answer({ ok: true, data: { sent: true } })
}

/**
 * Sends the reset link when the email belongs to a customer. Unknown addresses, a second request
 * within Payload's 15-second interval and a failing mail server all answer the same (the failure is
 * logged), so the answer cannot be used to probe for accounts.
 * @param email validated, lower-cased email
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<{ ok: true; data: { sent: true } }> {
  try {
    await payload.forgotPassword({ collection: 'customers', data: { email } })
  } catch (err) {
    payload.logger.error({ err, msg: 'customer password-reset request failed' })
  }
  return { ok: true, data: { sent: true } }
}

/**
 * Whether a reset token is currently usable (well formed, known, not expired), for the reset page to
 * explain a bad link before the customer types a password. Does not consume the token.
 */
export async function isResetTokenUsable(payload: Payload, token: string): Promise<boolean> {
  if (!RESET_TOKEN.test(token)) return false
  const found = await payload.db.findOne({
    collection: 'customers',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  return Boolean(found)
}

export type ResetOutcome =
  { ok: true; token: string; cookieMaxAge: undefined; customer: Pick<Customer, 'id' | 'firstName' | 'email'> } | { ok: false; code: Extract<AccountErrorCode, 'RESET_TOKEN_INVALID' | 'GENERAL_ERROR'> }

const decodeClaims = (token: string): Record<string, unknown> => {
  const part = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
}

/**
 * Sets a new password with a reset token and logs the customer in.
 * @param input validated token (40 hex) and new password (PASSWORD_MIN+ characters)
 * @returns a session token for the cookie — a 2-hour token in a browser-session cookie, as a login
 *   without "remember me" (spec §4) — or RESET_TOKEN_INVALID (unknown, expired or already used:
 *   Payload answers 403), GENERAL_ERROR (logged). Never throws.
 */
export async function resetCustomerPassword(payload: Payload, input: { token: string; password: string }): Promise<ResetOutcome> {
  if (!RESET_TOKEN.test(input.token)) return { ok: false, code: 'RESET_TOKEN_INVALID' }
  let result: Awaited<ReturnType<typeof payload.resetPassword<'customers'>>>
  try {
    result = await payload.resetPassword({ collection: 'customers', data: { token: input.token, password: input.password }, overrideAccess: true })
  } catch (err) {
    const status = (err as { status?: number }).status
    if (status === 403 || status === 400) return { ok: false, code: 'RESET_TOKEN_INVALID' }
    payload.logger.error({ err, msg: 'customer password reset failed' })
    return { ok: false, code: 'GENERAL_ERROR' }
  }
  const user = result.user as unknown as Customer
  if (!result.token || !user) return { ok: false, code: 'GENERAL_ERROR' }
  // Payload's resetPassword does not expire the token itself: it moves the expiry to "now", which
  // already makes it unusable; clearing it as well keeps the row tidy.
  const verified = await payload.db.findOne({ collection: 'customers', where: { id: { equals: user.id } } })
  const data: Record<string, unknown> = { resetPasswordToken: null }
  if (!(verified as { _verified?: boolean } | null)?._verified) Object.assign(data, { _verified: true, _verificationToken: null })
  await payload.db.updateOne({ collection: 'customers', id: user.id, data, returning: false })
  // Same session id, shorter expiry: the 7-day token Payload signed is never handed out.
  const { iat: _iat, exp: _exp, ...claims } = decodeClaims(result.token)
  const { token } = await jwtSign({ fieldsToSign: claims, secret: payload.secret, tokenExpiration: SHORT_SESSION_SECONDS })
  return { ok: true, token, cookieMaxAge: undefined, customer: { id: user.id, firstName: user.firstName, email: user.email } }
}
