/**
 * `GET /account-session/oidc/{google|facebook|apple}/?locale=es&returnTo=/es/` → 303 to the provider's
 * authorization endpoint (code + PKCE + state + nonce; see features/account/server/social.ts), with
 * the flow state in a signed 10-minute cookie. An unknown or disabled provider is a 404; a provider
 * that cannot be reached sends the visitor back with `?login_error=SOCIAL_LOGIN_FAILED`.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { accountPath } from '@/features/account/domain/paths'
import { enabledProviders, isSocialProvider, safeReturnPath } from '@/features/account/domain/social'
import { sitePathUrl } from '@/features/account/server/http'
import { accountPayload } from '@/features/account/server/session'
import { OIDC_COOKIE, OIDC_COOKIE_MAX_AGE, loadSocialSettings, startSocialLogin } from '@/features/account/server/social'
import { privateCookieOptions } from '@/lib/cookieOptions'
import { resolveRouteLocale } from '@/lib/i18n/locales'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params
  const locale = resolveRouteLocale(request.nextUrl.searchParams.get('locale'))
  const returnTo = safeReturnPath(request.nextUrl.searchParams.get('returnTo'), `/${locale}/`)
  const payload = await accountPayload()
  const settings = await loadSocialSettings(payload)
  if (!isSocialProvider(provider) || !enabledProviders(settings).includes(provider)) {
    return NextResponse.json({ ok: false, code: 'BAD_REQUEST', fieldErrors: {} }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  try {
    const { url, cookie } = await startSocialLogin(payload, provider, settings, locale, returnTo)
    const res = NextResponse.redirect(url, 303)
    res.headers.set('Cache-Control', 'no-store')
    res.cookies.set(
      OIDC_COOKIE,
      cookie,
      // Apple answers with a cross-site form POST, which only carries SameSite=None cookies (Secure
      // ones: the helper falls back to Lax on an http site).
      privateCookieOptions({ sameSite: provider === 'apple' ? 'none' : 'lax', path: '/account-session/oidc/', maxAge: OIDC_COOKIE_MAX_AGE }),
    )
    return res
  } catch (err) {
    logger.error('social login could not start', { method: 'GET', url: request.nextUrl.pathname, provider, error: String(err) })
    return NextResponse.redirect(sitePathUrl(request, `${accountPath(locale, 'account')}?login_error=SOCIAL_LOGIN_FAILED`), 303)
  }
}
