/**
 * `POST /account-session/login/` `{ email, password, remember, locale }` → sets Payload's session
 * cookie and answers `{ ok: true, data: { firstName } }`, or `{ ok: false, code, fieldErrors }` with the
 * spec §8 codes (400 INVALID_EMAIL / PASSWORD_REQUIRED, 401 INCORRECT_LOGIN, 403 USER_NOT_CONFIRMED /
 * USER_INACTIVE, 423 ACCOUNT_LOCKED, 429 RATE_LIMITED with a localized message).
 */
import { type NextRequest } from 'next/server'
import { LoginInput, validate } from '@/features/account/domain/validation'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from '@/features/account/server/http'
import { consumeLimit, rewardLogin } from '@/features/account/server/rateLimit'
import { accountPayload, loginWithPassword, sessionCookieOptions, tokenCookieName } from '@/features/account/server/session'
import { contentLocaleOf } from '@/lib/i18n/locales'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(LoginInput, read.body)
  if (!input.ok) return answer(input)
  const { email, password, remember, locale } = input.data
  const ip = clientIp(request)
  const wait = await consumeLimit('login', ip, email)
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  const payload = await accountPayload()
  const outcome = await loginWithPassword(payload, { email, password, remember, lang: contentLocaleOf(locale) })
  if (!outcome.ok) return answer({ ok: false, code: outcome.code, fieldErrors: {} })
  await rewardLogin(ip, email)
  const res = answer({ ok: true, data: { firstName: outcome.customer.firstName } })
  res.cookies.set(tokenCookieName(payload), outcome.token, sessionCookieOptions(outcome.cookieMaxAge))
  return res
}
