/**
 * `POST /account-session/forgot/` `{ email, locale }` → `{ ok: true, data: { sent: true } }` whether or
 * not an account exists (no enumeration): "Forgot your password?" of the login modal and of the reset
 * page. Payload emails a one-hour reset link in the customer's language. 400 INVALID_EMAIL; 429 when
 * rate limited (per IP, and per IP + email).
 */
import { type NextRequest } from 'next/server'
import { ForgotInput, validate } from '@/features/account/domain/validation'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from '@/features/account/server/http'
import { requestPasswordReset } from '@/features/account/server/passwordReset'
import { consumeLimit } from '@/features/account/server/rateLimit'
import { accountPayload } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(ForgotInput, read.body)
  if (!input.ok) return answer(input)
  const wait = await consumeLimit('forgot', clientIp(request), input.data.email)
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  return answer(await requestPasswordReset(await accountPayload(), input.data.email))
}
