/**
 * `POST /account-session/reset/` `{ token, password, passwordConfirm, locale }` → sets the new
 * password, ends every other session of the customer, sets a fresh session cookie (2 hours,
 * browser-session cookie) and answers `{ ok: true, data: { firstName } }`; or 400 with
 * PASSWORD_REQUIRED / PASSWORD_TOO_SHORT / PASSWORD_MISMATCH at their fields, 400
 * RESET_TOKEN_INVALID (unknown, expired or used link), 429 when rate limited.
 */
import { type NextRequest } from 'next/server'
import { failure } from '@/features/account/domain/errors'
import { ResetInput, validate } from '@/features/account/domain/validation'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from '@/features/account/server/http'
import { resetCustomerPassword } from '@/features/account/server/passwordReset'
import { consumeLimit } from '@/features/account/server/rateLimit'
import { accountPayload, sessionCookieOptions, tokenCookieName } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(ResetInput, read.body)
  if (!input.ok) return answer(input)
  const wait = await consumeLimit('reset', clientIp(request), '')
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  const payload = await accountPayload()
  const outcome = await resetCustomerPassword(payload, { token: input.data.token, password: input.data.password })
  if (!outcome.ok) return answer(failure(outcome.code))
  const res = answer({ ok: true, data: { firstName: outcome.customer.firstName } })
  res.cookies.set(tokenCookieName(payload), outcome.token, sessionCookieOptions(outcome.cookieMaxAge))
  return res
}
