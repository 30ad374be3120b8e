import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { getCurrencies } from '../../../cms/reads/queries'
import { getHotelTaxNote } from '../../../cms/reads/reference'
import { LOCALIZED_ROUTES } from '../../../lib/i18n/routes'
import { RESERVATION_COOKIE } from '../../../lib/cookies'
import { readReservationCookie } from '../../../lib/reservationCookie'
import { spendLookupBudget } from './lookupBudget'
import { call, HotelApiClient } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { isRouteLocale, textLocaleOf } from '../../../lib/i18n/locales'
import { formatMoneyOf } from '../../../lib/money/format'
import { CancelForm } from '../components/MyBookingForms'
import { CodeEmailLookupForm } from '../../../components/CodeEmailLookupForm'
import { lookupReservation } from './myBookingActions'
import { ReservationDetails } from '../components/ReservationDetails'
import { cancelPreview, CONFIRMATION_CODE } from '../domain/lookup'
import { myBookingPath } from '../domain/paths'
import { installmentPlanText } from '../domain/paymentPlan'
import { reservationPaymentPlan } from './paymentPlan'
import { forgetReservation, resendHotelRefund } from './myBookingActions'
import { hotelRefundOf } from './refunds'
import type { FlowPageProps } from './SearchView'
import { hotelToday } from './today'
import { refundDisplay } from '../../checkout/domain/refundDisplay'

export async function myBookingMetadata({ params }: FlowPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).myBooking.title, robots: { index: false, follow: false } }
}

/**
 * Reservation lookup and cancel: `/es/mi-reserva/` ↔ `/en/my-booking/`. Without a
 * looked-up reservation: the code + email form (code prefilled from `?code=`, e.g. the email's link).
 * With one (httpOnly cookie set by the lookup or the booking): its details, and the cancel step with
 * what the rate's policy charges today — or why it cannot be cancelled online.
 */
export async function MyBookingView({ params, searchParams, slug }: FlowPageProps & { slug: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  if (LOCALIZED_ROUTES.myBooking[locale] !== slug) permanentRedirect(myBookingPath(locale))
  setRequestLocale(locale)
  const [query, jar, h, t, tb] = await Promise.all([searchParams, cookies(), headers(), getTranslations('myBooking'), getTranslations('bookingMail')])
  const m = messagesFor(locale).myBooking
  // only a pair the site signed after a booking or a lookup; each read spends the lookup budget too
  const { code, email } = readReservationCookie(jar.get(RESERVATION_COOKIE)?.value) ?? {}
  const ctx = { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${myBookingPath(locale)}`, language: locale }
  const found = code && email && CONFIRMATION_CODE.test(code) && (await spendLookupBudget('lookup', h)) ? await call(() => new HotelApiClient().getReservation(code, email, ctx)) : null
  const queryCode = typeof query.code === 'string' && CONFIRMATION_CODE.test(query.code.toUpperCase()) ? query.code.toUpperCase() : ''

  if (!found || found.hasError) {
    return (
      <article className="page page--flow my-booking">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <CodeEmailLookupForm
          id="my-booking"
          action={lookupReservation}
          codeMaxLength={24}
          locale={locale}
          defaultCode={queryCode}
          texts={{ code: t('code'), email: t('email'), find: t('find'), errors: m.errors }}
        />
      </article>
    )
  }
  const r = found.data
  const currencies = await getCurrencies(textLocaleOf(locale))
  const money = (minor: number) => formatMoneyOf(minor, r.currency, currencies)
  const preview = cancelPreview(r, hotelToday())
  const justCancelled = query.cancelled === '1' && r.cancellation
  // where the cancellation's refund stands: sent with its reference, or owed
  const refund = r.status === 'CANCELLED' ? await hotelRefundOf(r.confirmationCode).catch(() => null) : null
  const plan = await reservationPaymentPlan(r)
  const refundShown = refund ? refundDisplay({ status: refund.status, reference: refund.refundReference, providerStatus: refund.providerStatus, amountMinor: refund.amountMinor }) : null
  return (
    <article className="page page--flow my-booking">
      <h1>{t('title')}</h1>
      {justCancelled ? (
        <div className="notice notice--ok" role="status" data-testid="my-booking-cancelled">
          <p>{t('cancelled', { penalty: money(r.cancellation!.penaltyMinor), refund: money(r.cancellation!.refundMinor) })}</p>
        </div>
      ) : null}
      {refundShown === 'sent' && refund ? (
        <p className="notice notice--ok" data-testid="refund-state" data-status="succeeded">
          {t('refundSent', { refund: money(refund.amountMinor ?? 0), reference: refund.refundReference ?? '' })}
        </p>
      ) : refundShown === 'processing' && refund ? (
        <p className="notice" data-testid="refund-state" data-status="processing">
          {t('refundProcessing', { refund: money(refund.amountMinor ?? 0), reference: refund.refundReference ?? '' })}
        </p>
      ) : refund && refund.status !== 'none' ? (
        <div className="notice" data-testid="refund-state" data-status={refund.status}>
          <p>{t('refundOwed', { refund: money(refund.amountMinor ?? r.cancellation?.refundMinor ?? 0) })}</p>
          <form action={resendHotelRefund}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="code" value={r.confirmationCode} />
            <button type="submit" className="button button--ghost" data-testid="retry-refund">
              {t('retryRefund')}
            </button>
          </form>
        </div>
      ) : null}
      <p className="confirmation-code">
        {t('code')}: <strong data-testid="confirmation-code">{r.confirmationCode}</strong> · {t('status')}:{' '}
        <strong data-testid="reservation-status">{r.status === 'CANCELLED' ? t('statusCANCELLED') : t('statusCONFIRMED')}</strong>
      </p>
      <ReservationDetails
        r={r}
        money={money}
        date={(iso) => formatCalendarDate(iso, locale)}
        t={{
          hotel: t('hotel'),
          checkIn: tb('checkIn'),
          checkOut: tb('checkOut'),
          guest: t('guest'),
          guests: t('guests'),
          rooms: tb('rooms'),
          policies: t('policies'),
          total: t('total'),
          paid: t('paid'),
          paidDeposit: t('paidDeposit'),
          pending: t('pending'),
          pendingDue: m.pendingDue,
          guestsRoom: messagesFor(locale).bookingMail.guestsRoom,
          guestsRoomAdults: messagesFor(locale).bookingMail.guestsRoomAdults,
          notes: t('notes'),
          taxes: messagesFor(locale).taxes,
        }}
        lang={locale}
        taxNote={await getHotelTaxNote(textLocaleOf(locale), r.hotelCode)}
        installments={plan ? installmentPlanText(plan, messagesFor(locale).booking.guest.monthsOption, money, locale) : null}
      />
      {preview.kind === 'cancelled' ? null : (
        <section className="my-booking__cancel" aria-labelledby="cancel-heading">
          <h2 id="cancel-heading">{t('cancelTitle')}</h2>
          {preview.kind === 'nonRefundable' || preview.kind === 'tooLate' ? (
            <p className="notice" data-testid="cancel-policy">
              {t(preview.kind)}
            </p>
          ) : (
            <>
              <p className="notice" data-testid="cancel-policy">
                {preview.kind === 'free' ? t('freeCancel', { refund: money(preview.refundMinor) }) : t('penalty', { penalty: money(preview.penaltyMinor), refund: money(preview.refundMinor) })}
              </p>
              <CancelForm locale={locale} code={r.confirmationCode} texts={{ confirm: t('cancelConfirm'), cancel: t('cancel'), errors: m.errors }} />
            </>
          )}
        </section>
      )}
      <form action={forgetReservation} className="my-booking__another">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="button button--ghost">
          {t('another')}
        </button>
      </form>
    </article>
  )
}
