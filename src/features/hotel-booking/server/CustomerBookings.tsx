/**
 * A signed-in customer's hotel bookings, for the account page (`/es/cuenta/` ↔ `/en/account/`): the
 * reservations made with the account's email, newest first (the hotel API's reservation search by
 * guest email, `GET /reservations?Email=`, at most 20), each with its hotel and rooms, code, stay,
 * booking day, total in the booking's currency and a "cancelled" mark, and a link that opens it on
 * "my booking" in this browser (`/account-session/booking/?code=`, which checks the session again).
 * Rendered only for an account whose email is verified: a booking is as private as the email it was
 * made with (the account page checks it). A hotel API that cannot answer leaves the lookup by
 * confirmation number, with a word that the list could not be loaded.
 */
import { getTranslations } from 'next-intl/server'
import { getCurrencies } from '../../../cms/reads/queries'
import { type CallContext, HotelApiClient, HotelApiError, type Reservation } from '../../../lib/hotel-api'
import { formatCalendarDate, formatStayRange } from '../../../lib/i18n/dates'
import { textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { formatMoneyOf } from '../../../lib/money/format'
import { hotelLocalDate } from '../../../lib/hotel-date'
import { CONFIRMATION_CODE } from '../domain/lookup'

/** Reservations listed on the account page. */
export const ACCOUNT_BOOKINGS_LIMIT = 20

/** Where a listed booking's link goes: the route that opens it on "my booking" for the signed-in customer. */
export const accountBookingHref = (locale: RouteLocale, code: string) => `/account-session/booking/?locale=${locale}&code=${encodeURIComponent(code)}`

/**
 * The reservations made with `email` (any case), newest first, at most ACCOUNT_BOOKINGS_LIMIT.
 * @returns the list, `unsupported` when the hotel API has no search (404/405), or `unavailable`
 */
export async function customerReservations(
  email: string,
  ctx: CallContext,
  search: (email: string) => Promise<Reservation[]> = (e) => new HotelApiClient().searchReservations({ email: e, limit: ACCOUNT_BOOKINGS_LIMIT }, ctx),
): Promise<{ ok: true; reservations: Reservation[] } | { ok: false; reason: 'unsupported' | 'unavailable' }> {
  try {
    return { ok: true, reservations: await search(email) }
  } catch (err) {
    const status = err instanceof HotelApiError ? err.status : 0
    if (status !== 404 && status !== 405) logger.warn('account: hotel bookings not loaded', { status, error: String(err instanceof Error ? err.message : err) })
    return { ok: false, reason: status === 404 || status === 405 ? 'unsupported' : 'unavailable' }
  }
}

/**
 * The reservation `code` when it was made with `email` (a signed-in customer's verified email), for the
 * account page's link that opens it on "my booking" (`/account-session/booking/`). It spends none of
 * the lookup budget (`lookupBudget.ts` bounds guessing codes with an email one does not own; here the
 * email is the session's own): "my booking" spends it when it shows the reservation.
 * @returns the reservation, or null (not theirs, malformed code, or the hotel API did not answer)
 */
export async function customerReservation(code: string, email: string, ctx: CallContext): Promise<Reservation | null> {
  if (!CONFIRMATION_CODE.test(code)) return null
  try {
    const [r] = await new HotelApiClient().searchReservations({ code, email, limit: 1 }, ctx)
    return r ?? null
  } catch (err) {
    logger.warn('account: hotel booking not opened', { code, error: String(err instanceof Error ? err.message : err) })
    return null
  }
}

/**
 * The "My bookings" section's list (or its empty text, or the word that it could not be loaded).
 * @param email the signed-in customer's verified email
 */
export async function CustomerBookings({ locale, email }: { locale: RouteLocale; email: string }) {
  const [t, found, currencies] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    customerReservations(email, { pageUrl: `storefront://account/${locale}`, language: locale }),
    getCurrencies(textLocaleOf(locale)),
  ])
  if (!found.ok) return found.reason === 'unavailable' ? <p className="account-empty">{t('bookingsUnavailable')}</p> : null
  if (found.reservations.length === 0) return <p className="account-empty">{t('bookingsEmpty')}</p>
  const money = (r: Reservation) => formatMoneyOf(r.totalMinor, r.currency, currencies)
  return (
    <>
      <p>{t('bookingsFor', { email })}</p>
      <ul className="account-orders" data-testid="account-bookings">
        {found.reservations.map((r) => {
          const rooms = [...new Set(r.rooms.map((x) => x.name))].join(' · ')
          const title = [r.hotelName, rooms].filter(Boolean).join(' — ') || t('bookingCode', { code: r.confirmationCode })
          return (
            <li key={r.confirmationCode} className="account-order" data-booking={r.confirmationCode}>
              <p className="account-order__title">
                <a href={accountBookingHref(locale, r.confirmationCode)}>{title}</a>
                {r.status === 'CANCELLED' ? <span className="account-order__status">{t('bookingCancelled')}</span> : null}
              </p>
              <p className="account-order__meta">
                <span>{t('bookingCode', { code: r.confirmationCode })}</span>
                <span>{t('bookingStay', { dates: formatStayRange(r.checkIn, r.checkOut, locale) })}</span>
                {r.createdAt ? <span>{t('bookingMade', { date: formatCalendarDate(hotelLocalDate(new Date(r.createdAt)), locale) })}</span> : null}
                <strong>{money(r)}</strong>
              </p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
