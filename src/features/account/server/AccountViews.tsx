/**
 * The customer account pages, rendered by thin route folders in both spellings
 * (`[locale]/cuenta/…` for es, `[locale]/account/…` for en and pt): real folders rather than proxy
 * rewrites, like the booking flow's localized routes. A path in the other language's spelling
 * redirects (308) to the right one, keeping the query string.
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { localizedPath } from '../../../lib/i18n/routes'
import { AccountLogoutButton } from '../components/AccountLogoutButton'
import { ActivationForm } from '../components/ActivationForm'
import { ResetLinkInvalid, ResetPasswordForm } from '../components/ResetPasswordForm'
import { formatMessage } from '../../../lib/i18n/format'
import { accountErrorCodes } from '../domain/errors'
import { type AccountPage, accountPath } from '../domain/paths'
import { verifyCustomerEmail } from './accounts'
import { isResetTokenUsable } from './passwordReset'
import { accountPayload, currentCustomer } from './session'

export type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Redirects (308) when the requested folder is not `page`'s spelling in the locale (e.g.
 * `/es/account/` → `/es/cuenta/`); 404 for an unknown locale.
 * @param requested the path after the locale, without slashes around it, e.g. `cuenta/verificar`
 */
export async function checkAccountPath(props: Props, page: AccountPage, requested: string): Promise<void> {
  const { locale } = await props.params
  if (!isRouteLocale(locale)) notFound()
  const expected = accountPath(locale, page)
  if (expected === `/${locale}/${requested}/`) return
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(await props.searchParams)) {
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) query.append(k, value)
  }
  const qs = query.toString()
  permanentRedirect(qs ? `${expected}?${qs}` : expected)
}

/**
 * Customer account page `/es/cuenta/` ↔ `/en/account/` (spec §6: greeting, account link, logout): the
 * profile, the customer's ticket orders and hotel bookings — `orders` and `bookings`, the lists the
 * route composes from the ticket shop and the hotel booking (a feature imports no other feature),
 * rendered only when the account's email is verified — and the lookup of a hotel booking by
 * confirmation number and email (for one made with another email, or a visitor without a session).
 * Reads the session cookie, so it is rendered per request; a visitor without a session is invited to
 * log in.
 * @param orders renders the ticket orders placed with a verified email, in the page's language
 * @param bookings renders the hotel bookings made with a verified email, in the page's language
 */
export async function AccountView({
  params,
  searchParams,
  orders,
  bookings: customerBookings,
}: Props & { orders: (email: string, locale: RouteLocale) => ReactNode; bookings: (email: string, locale: RouteLocale) => ReactNode }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = messagesFor(locale).account
  const query = await searchParams
  const loginError = typeof query.login_error === 'string' && (accountErrorCodes as readonly string[]).includes(query.login_error) ? query.login_error : null
  const customer = await currentCustomer(await accountPayload(), await headers())
  const passwordReset = query.password_reset === '1' && customer
  // a verified customer's bookings are listed; any booking is found by confirmation number and email
  const verified = customer?._verified === true
  const bookings = (
    <section aria-labelledby="account-bookings">
      <h2 id="account-bookings">{t.bookingsTitle}</h2>
      {customer && verified ? customerBookings(customer.email, locale) : null}
      <p>{customer && verified ? t.bookingsOther : t.bookingsLookup}</p>
      <p>
        <a href={localizedPath(locale, 'myBooking')}>{t.bookingsLookupLink}</a>
      </p>
    </section>
  )
  return (
    <article className="account-page">
      <h1>{t.myAccount}</h1>
      {loginError ? (
        <p className="account-alert" role="alert">
          {(t.errors as Record<string, string>)[loginError]}
        </p>
      ) : null}
      {passwordReset ? (
        <p className="account-notice" role="status">
          {t.resetDone}
        </p>
      ) : null}
      {customer ? (
        <>
          <p>{formatMessage(t.greeting, { name: customer.firstName }, locale)}</p>
          <section aria-labelledby="account-profile">
            <h2 id="account-profile">{t.profileTitle}</h2>
            <p>
              {customer.firstName} {customer.lastName}
              <br />
              {customer.email}
            </p>
          </section>
          <section aria-labelledby="account-orders">
            <h2 id="account-orders">{t.ordersTitle}</h2>
            {verified ? orders(customer.email, locale) : <p className="account-empty">{t.ordersEmpty}</p>}
          </section>
          {bookings}
          <AccountLogoutButton label={t.logout} homeHref={`/${locale}/`} />
        </>
      ) : (
        <>
          <p>{t.loggedOutText}</p>
          {bookings}
        </>
      )}
    </article>
  )
}

export async function accountMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).account.myAccount, robots: { index: false, follow: false } }
}

/**
 * Email verification `/es/cuenta/verificar/?token=…` ↔ `/en/account/verify/?token=…`, the link of the
 * verification email. A valid token confirms the account once; a missing, malformed, unknown or used
 * token shows a clear message with the way to a new link (never a 5xx).
 */
export async function VerifyView({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = messagesFor(locale).account
  const token = (await searchParams).token
  const verified = typeof token === 'string' && token.length <= 128 ? await verifyCustomerEmail(await accountPayload(), token) : false
  return (
    <article className="account-page">
      <h1>{t.verifyTitle}</h1>
      {verified ? (
        <p role="status">{t.verifiedText}</p>
      ) : (
        <>
          <p role="alert">{t.verifyFailedText}</p>
          <p>
            <a href={accountPath(locale, 'activate')}>{t.requestNewLink}</a>
          </p>
        </>
      )}
    </article>
  )
}

export async function verifyMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).account.verifyTitle, robots: { index: false, follow: false } }
}

/**
 * Activation page `/es/cuenta/activar/` ↔ `/en/account/activate/` (spec §4: an unconfirmed account is
 * offered an activation page): sends the verification link again. Static; the form reads `?email=`
 * after hydration.
 */
export async function ActivateView({ params }: Pick<Props, 'params'>) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = messagesFor(locale).account
  return (
    <article className="account-page">
      <h1>{t.activationTitle}</h1>
      <p>{t.activationText}</p>
      <ActivationForm locale={locale} t={t} />
    </article>
  )
}

export async function activateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).account.activationTitle, robots: { index: false, follow: false } }
}

/**
 * Password reset `/es/cuenta/restablecer/?token=…` ↔ `/en/account/reset/?token=…`, the link of the
 * reset email. A usable token shows the new-password form; a missing, malformed, unknown,
 * expired or used token shows a clear message and the form to ask for a new link (never a 5xx).
 * The token is in the URL, so the page sends no Referer.
 */
export async function ResetView({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = messagesFor(locale).account
  const token = (await searchParams).token
  const usable = typeof token === 'string' && (await isResetTokenUsable(await accountPayload(), token))
  return (
    <article className="account-page account-page--narrow">
      <h1>{t.resetTitle}</h1>
      {usable ? <ResetPasswordForm locale={locale} t={t} token={token} /> : <ResetLinkInvalid locale={locale} t={t} />}
    </article>
  )
}

export async function resetMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).account.resetTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}
