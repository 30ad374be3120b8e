/**
 * `POST /account-session/signup/` `{ firstName, lastName, email, password, locale }` → 201
 * `{ ok: true, data: { email } }` after creating an unverified customer and owing it the verification
 * email (sent after the answer; src/features/account/server/verificationMail.ts); 409 USER_ALREADY_EXISTS (nothing stored twice); 400 with field codes; 429 when rate limited.
 */
import { after, type NextRequest } from 'next/server'
import { SignUpInput, validate } from '@/features/account/domain/validation'
import { signUp } from '@/features/account/server/accounts'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from '@/features/account/server/http'
import { consumeLimit } from '@/features/account/server/rateLimit'
import { accountPayload } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(SignUpInput, read.body)
  if (!input.ok) return answer(input)
  const wait = await consumeLimit('signup', clientIp(request), input.data.email)
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  // the verification email goes out after the answer (and from the sweep when SMTP is down): a sign-up never waits for the mail server
  const result = await signUp(await accountPayload(), input.data, after)
  return answer(result, result.ok ? 201 : undefined)
}
