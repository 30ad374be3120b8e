/**
 * `POST /account-session/resend/` `{ email, locale }` → `{ ok: true, data: { sent: true } }` whether or
 * not an unconfirmed account exists (no enumeration); the activation page's "send the link again".
 */
import { after, type NextRequest } from 'next/server'
import { ResendInput, validate } from '@/features/account/domain/validation'
import { resendVerification } from '@/features/account/server/accounts'
import { answer, clientIp, localeOfBody, readJsonBody, tooManyRequests } from '@/features/account/server/http'
import { consumeLimit } from '@/features/account/server/rateLimit'
import { accountPayload } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const input = validate(ResendInput, read.body)
  if (!input.ok) return answer(input)
  const wait = await consumeLimit('mail', clientIp(request), input.data.email)
  if (wait) return tooManyRequests(localeOfBody(read.body), wait)
  // sent after the answer: known and unknown addresses answer alike, also while the mail server is slow
  return answer(await resendVerification(await accountPayload(), input.data.email, after))
}
