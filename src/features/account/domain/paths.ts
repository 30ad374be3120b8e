/**
 * Account routes per route locale (next-intl pathnames in src/lib/i18n/routing.ts): the account page
 * `/es/cuenta/` ↔ `/en/account/`, email verification `/es/cuenta/verificar/` ↔ `/en/account/verify/`,
 * activation (resend verification) `/es/cuenta/activar/` ↔ `/en/account/activate/`, password reset
 * `/es/cuenta/restablecer/` ↔ `/en/account/reset/`. `pt` uses the English slugs (spec §2). Pure.
 */
export type AccountPage = 'account' | 'verify' | 'activate' | 'reset'

const SLUGS: Record<'es' | 'en', Record<AccountPage, string>> = {
  es: { account: 'cuenta', verify: 'cuenta/verificar', activate: 'cuenta/activar', reset: 'cuenta/restablecer' },
  en: { account: 'account', verify: 'account/verify', activate: 'account/activate', reset: 'account/reset' },
}

/** `/es/cuenta/verificar/` etc., with a trailing slash (the site's URL style). */
export function accountPath(locale: string, page: AccountPage): string {
  const loc = locale === 'es' || locale === 'pt' ? locale : 'en'
  return `/${loc}/${SLUGS[loc === 'es' ? 'es' : 'en'][page]}/`
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
