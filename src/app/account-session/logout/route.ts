/**
 * `POST /account-session/logout/` → deletes the customer's session row (the token stops working
 * server-side at once) and expires the cookie. Answers `{ ok: true, data: { loggedOut } }` also when
 * nobody was logged in (idempotent).
 */
import { type NextRequest } from 'next/server'
import { answer, readJsonBody } from '@/features/account/server/http'
import { accountPayload, logoutCustomer, sessionCookieOptions, tokenCookieName } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const payload = await accountPayload()
  const loggedOut = await logoutCustomer(payload, request.headers)
  const res = answer({ ok: true, data: { loggedOut } })
  if (loggedOut) res.cookies.set(tokenCookieName(payload), '', { ...sessionCookieOptions(undefined), maxAge: 0 })
  return res
}
