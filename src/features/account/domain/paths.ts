/**
 * Account routes per route locale, from the localized route table (src/lib/i18n/routes.ts): the
 * account page `/es/cuenta/` ↔ `/en/account/` ↔ `/pt/conta/`, email verification
 * `/es/cuenta/verificar/` ↔ `/en/account/verify/` ↔ `/pt/conta/verificar/`, activation (resend
 * verification) `…/activar/` ↔ `…/activate/` ↔ `…/ativar/`, password reset `…/restablecer/` ↔
 * `…/reset/` ↔ `…/redefinir/`. Pure.
 */
import { resolveRouteLocale } from '../../../lib/i18n/locales'
import { LOCALIZED_ROUTES, NESTED_ROUTES } from '../../../lib/i18n/routes'

export type AccountPage = 'account' | 'verify' | 'activate' | 'reset'

const SLUGS: Record<AccountPage, Record<string, string>> = {
  account: LOCALIZED_ROUTES.account,
  verify: NESTED_ROUTES.accountVerify,
  activate: NESTED_ROUTES.accountActivate,
  reset: NESTED_ROUTES.accountReset,
}

/** `/es/cuenta/verificar/` etc., with a trailing slash (the site's URL style); an unknown locale gives English. */
export function accountPath(locale: string, page: AccountPage): string {
  const loc = resolveRouteLocale(locale)
  return `/${loc}/${SLUGS[page][loc]}/`
}

/**
 * The link of the verification email: the storefront verify page in the customer's language with
 * the token in the query string.
 * @param origin public origin without a trailing slash, e.g. `https://www.example.com`
 */
export function verificationUrl(origin: string, locale: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${accountPath(locale, 'verify')}?token=${encodeURIComponent(token)}`
}

/**
 * The link of the password-reset email: the storefront reset page in the customer's language with
 * Payload's reset token in the query string.
 * @param origin public origin without a trailing slash
 */
export function resetPasswordUrl(origin: string, locale: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${accountPath(locale, 'reset')}?token=${encodeURIComponent(token)}`
}
