import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { getCurrencies } from '../../../cms/reads/queries'
import { getHotels, getHotelTaxNote } from '../../../cms/reads/reference'
import { RESERVATION_COOKIE } from '../../../lib/cookies'
import { readReservationCookie } from '../../../lib/reservationCookie'
import { call, HotelApiClient } from '../../../lib/hotel-api'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { formatMessage } from '../../../lib/i18n/format'
import { isRouteLocale, textLocaleOf } from '../../../lib/i18n/locales'
import { formatMoney, toMajorUnits } from '../../../lib/money/format'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { BookingSteps } from '../components/BookingSteps'
import { ReservationDetails } from '../components/ReservationDetails'
import { reservationIcs } from '../domain/confirmationMail'
import { installmentPlanText } from '../domain/paymentPlan'
import { CONFIRMATION_CODE } from '../domain/lookup'
import { CONFIRMATION_FOLDER as SLUG, myBookingPath } from '../domain/paths'
import { sendConfirmationOnce } from './confirmationMail'
import { reservationPaymentPlan } from './paymentPlan'
import { TrackEvent } from '../../../lib/analytics/TrackEvent'

export type ConfirmationProps = { params: Promise<{ locale: string; code: string }> }

/** Title of step 3 (WCAG 2.4.2); never indexed. */
export async function confirmationMetadata({ params }: ConfirmationProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: messagesFor(locale).booking.stepConfirmation, robots: { index: false, follow: false } }
}

/**
 * Step 3 CONFIRMATION (spec §2): confirmation code, rooms, dates, guest, totals paid (with the
 * interest-free plan, when paid in months) and pending, policies. Readable by the browser that booked
 * (the reservation cookie holds code and email).
 */
export async function ConfirmationView({ params, slug }: ConfirmationProps & { slug: string }) {
  const { locale, code } = await params
  if (!isRouteLocale(locale) || !CONFIRMATION_CODE.test(code)) notFound()
  if (SLUG[locale] !== slug) permanentRedirect(`/${locale}/${SLUG[locale]}/${code}/`)
  setRequestLocale(locale)
  const [jar, h, t, tb, tm, currencies] = await Promise.all([
    cookies(),
    headers(),
    getTranslations('booking.confirmation'),
    getTranslations('booking'),
    getTranslations('myBooking'),
    getCurrencies(textLocaleOf(locale)),
  ])
  const mm = messagesFor(locale)
  const { code: cookieCode, email } = readReservationCookie(jar.get(RESERVATION_COOKIE)?.value) ?? {}
  const ctx = { pageUrl: `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}/${locale}/${slug}/`, language: locale }
  const result = cookieCode === code && email ? await call(() => new HotelApiClient().getReservation(code, email, ctx)) : null
  if (!result || result.hasError) {
    return (
      <article className="page page--flow">
        <BookingSteps current={3} />
        <h1>{t('notFound')}</h1>
      </article>
    )
  }
  const r = result.data
  // The booking step sends the email; this is the safety net for a booking committed elsewhere
  // (e.g. by the payment webhook). Sent once per reservation either way.
  await sendConfirmationOnce(r.confirmationCode, r.guest.email, locale, ctx, r).catch(() => undefined)
  const c = currencies.find((x) => x.isoCode === r.currency) ?? currencies[0]
  const [taxNote, hotels, plan] = await Promise.all([getHotelTaxNote(textLocaleOf(locale), r.hotelCode), getHotels(), reservationPaymentPlan(r)])
  const money = (minor: number) => formatMoney(minor, c)
  const hotel = hotels.find((x) => x.code === r.hotelCode || String(x.propertyCode) === String(r.hotelCode)) ?? null
  // the stay in the guest's calendar (RFC 5545, the same file as the email's), downloaded from the page
  const ics = reservationIcs(r, {
    title: formatMessage(mm.bookingMail.calendarTitle, { hotel: hotel?.name ?? r.hotelName ?? r.hotelCode, code: r.confirmationCode }, locale),
    description: `${t('code')}: ${r.confirmationCode}`,
    location: [hotel?.name ?? r.hotelName, hotel?.address].filter(Boolean).join(', '),
  })
  return (
    // `page--booked`: on phones, no bar at the bottom offering to book the stay just booked (styles.css)
    <article className="page page--flow page--booked">
      <BookingSteps current={3} />
      <h1>{t('title')}</h1>
      <TrackEvent
        event="purchase"
        payload={{
          currency: r.currency,
          value: toMajorUnits(r.totalMinor, c.decimals),
          transaction_id: r.confirmationCode,
          items: r.rooms.map((room) => ({ item_id: `${room.code}-${room.plan}`, item_name: `${room.name} · ${room.nameRatePlan}`, price: toMajorUnits(room.amount, c.decimals), quantity: 1 })),
        }}
      />
      <p className="confirmation-code">
        {t('code')}: <strong data-testid="confirmation-code">{r.confirmationCode}</strong>
      </p>
      <p>{t('sentTo', { email: r.guest.email })}</p>
      <ReservationDetails
        r={r}
        money={money}
        date={(iso) => formatCalendarDate(iso, locale)}
        t={{
          hotel: tm('hotel'),
          checkIn: tb('checkIn'),
          checkOut: tb('checkOut'),
          guest: t('guest'),
          guests: tm('guests'),
          rooms: t('rooms'),
          policies: tb('policies'),
          total: tb('total'),
          paid: t('paid'),
          paidDeposit: tm('paidDeposit'),
          pending: tm('pending'),
          pendingDue: mm.myBooking.pendingDue,
          guestsRoom: mm.bookingMail.guestsRoom,
          guestsRoomAdults: mm.bookingMail.guestsRoomAdults,
          notes: mm.myBooking.notes,
          taxes: mm.taxes,
        }}
        lang={locale}
        taxNote={taxNote}
        installments={plan ? installmentPlanText(plan, mm.booking.guest.monthsOption, money, locale) : null}
      />
      <section className="arrival" aria-labelledby="arrival-heading" data-testid="arrival">
        <h2 id="arrival-heading">{t('arrival')}</h2>
        <ul>
          {hotel?.checkInTime ? <li>{t('checkInFrom', { time: hotel.checkInTime, date: formatCalendarDate(r.checkIn, locale) })}</li> : null}
          {hotel?.checkOutTime ? <li>{t('checkOutUntil', { time: hotel.checkOutTime, date: formatCalendarDate(r.checkOut, locale) })}</li> : null}
          {hotel?.address ? (
            <li>
              {t('address')}: {hotel.address}
            </li>
          ) : null}
        </ul>
        <p className="arrival__actions">
          {hotel?.address ? (
            <a
              className="button button--ghost"
              href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${hotel.name}, ${hotel.address}`)}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('directions')}
            </a>
          ) : null}
          <a className="button button--ghost" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`${r.confirmationCode}.ics`} data-testid="add-to-calendar">
            {t('addToCalendar')}
          </a>
        </p>
      </section>
      <p>
        <a href={myBookingPath(locale)} data-testid="my-booking-link">
          {tm('link')}
        </a>
      </p>
    </article>
  )
}
