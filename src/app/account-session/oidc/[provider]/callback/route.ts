/**
 * `GET|POST /account-session/oidc/{provider}/callback/` — the redirect URI registered at the provider
 * (POST for Apple's form_post). Checks state, nonce and PKCE, finds or creates the customer by
 * verified email, opens a Payload session (browser-session cookie, 2-hour token) and sends the
 * visitor back where they started. Any failure goes to the account page with
 * `?login_error=SOCIAL_LOGIN_FAILED` (a redirect, never a 5xx).
 */
import { NextResponse, type NextRequest } from 'next/server'
import { accountPath } from '@/features/account/domain/paths'
import { sessionLifetime } from '@/features/account/domain/session'
import { isSocialProvider } from '@/features/account/domain/social'
import { sitePathUrl } from '@/features/account/server/http'
import { accountPayload, issueSessionToken, sessionCookieOptions, tokenCookieName } from '@/features/account/server/session'
import { OIDC_COOKIE, finishSocialLogin, loadSocialSettings, openFlowState } from '@/features/account/server/social'
import { privateCookieOptions } from '@/lib/cookieOptions'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

async function handle(request: NextRequest, provider: string, callbackParams: URLSearchParams) {
  const payload = await accountPayload()
  const state = openFlowState(request.cookies.get(OIDC_COOKIE)?.value, payload.secret)
  const locale = state?.l ?? 'en'
  const fail = (reason: string) => {
    logger.warn('social login failed', { method: request.method, url: request.nextUrl.pathname, provider, reason })
    const res = NextResponse.redirect(sitePathUrl(request, `${accountPath(locale, 'account')}?login_error=SOCIAL_LOGIN_FAILED`), 303)
    res.cookies.set(OIDC_COOKIE, '', privateCookieOptions({ path: '/account-session/oidc/', maxAge: 0 }))
    return res
  }
  if (!isSocialProvider(provider)) return fail('unknown provider')
  if (!state) return fail('missing or expired flow state')
  if (callbackParams.get('error')) return fail(`provider error ${callbackParams.get('error')}`)
  try {
    const settings = await loadSocialSettings(payload)
    const customer = await finishSocialLogin(payload, provider, settings, state, callbackParams)
    const { tokenSeconds, cookieMaxAge } = sessionLifetime(false)
    const token = await issueSessionToken(payload, customer, tokenSeconds)
    const res = NextResponse.redirect(sitePathUrl(request, state.r), 303)
    res.headers.set('Cache-Control', 'no-store')
    res.cookies.set(tokenCookieName(payload), token, sessionCookieOptions(cookieMaxAge))
    res.cookies.set(OIDC_COOKIE, '', privateCookieOptions({ path: '/account-session/oidc/', maxAge: 0 }))
    return res
  } catch (err) {
    return fail(String(err))
  }
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  return handle(request, (await params).provider, new URLSearchParams(request.nextUrl.searchParams))
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const form = await request.formData().catch(() => null)
  const body = new URLSearchParams()
  form?.forEach((v, k) => {
    if (typeof v === 'string') body.set(k, v)
  })
  return handle(request, (await params).provider, body)
}
