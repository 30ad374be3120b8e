/**
 * `POST /account-session/signup/` `{ firstName, lastName, email, password, locale }` → 201
 * `{ ok: true, data: { email } }` after creating an unverified customer and emailing the verification
 * link; 409 USER_ALREADY_EXISTS (nothing stored twice); 400 with field codes; 429 when rate limited.
 */
import { type NextRequest } from 'next/server'
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
  const result = await signUp(await accountPayload(), input.data)
  return answer(result, result.ok ? 201 : undefined)
}
