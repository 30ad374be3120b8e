import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { getCurrencies } from '../../site/server/queries'
import { RESERVATION_COOKIE } from '../../../lib/cookies'
import { call, HotelApiClient } from '../../../lib/hotel-api'
import { contentLocaleOf, isRouteLocale } from '../../../lib/i18n/locales'
import { formatMoney } from '../../../lib/money/format'
import { BookingSteps } from '../components/BookingSteps'
import { TrackEvent } from '../../../lib/analytics/TrackEvent'

export type ConfirmationProps = { params: Promise<{ locale: string; code: string }> }

const SLUG = { es: 'confirmacion', en: 'confirmation', pt: 'confirmation' } as const

/**
 * Step 3 CONFIRMATION (spec §2): confirmation code, rooms, dates, guest, totals paid and pending,
 * policies. Readable by the browser that booked (the reservation cookie holds code and email).
 */
export async function ConfirmationView({ params, slug }: ConfirmationProps & { slug: string }) {
  const { locale, code } = await params
  if (!isRouteLocale(locale) || !/^[A-Z0-9]{6,20}$/.test(code)) notFound()
  if (SLUG[locale] !== slug) permanentRedirect(`/${locale}/${SLUG[locale]}/${code}/`)
  setRequestLocale(locale)
  const lang = contentLocaleOf(locale)
  const [jar, h, t, tb, currencies] = await Promise.all([cookies(), headers(), getTranslations('booking.confirmation'), getTranslations('booking'), getCurrencies(lang)])
  const [cookieCode, email] = (jar.get(RESERVATION_COOKIE)?.value ?? '').split('|')
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
  const c = currencies.find((x) => x.isoCode === r.currency) ?? currencies[0]
  return (
    <article className="page page--flow">
      <BookingSteps current={3} />
      <h1>{t('title')}</h1>
      <TrackEvent
        event="purchase"
        payload={{
          currency: r.currency,
          value: r.totalMinor / 10 ** c.decimals,
          transaction_id: r.confirmationCode,
          items: r.rooms.map((room) => ({ item_id: `${room.code}-${room.plan}`, item_name: `${room.name} · ${room.nameRatePlan}`, price: room.amount / 10 ** c.decimals, quantity: 1 })),
        }}
      />
      <p className="confirmation-code">
        {t('code')}: <strong data-testid="confirmation-code">{r.confirmationCode}</strong>
      </p>
      <p>{t('sentTo', { email: r.guest.email })}</p>
      <dl className="summary__dates">
        <dt>{tb('checkIn')}</dt>
        <dd>{r.checkIn}</dd>
        <dt>{tb('checkOut')}</dt>
        <dd>{r.checkOut}</dd>
        <dt>{t('guest')}</dt>
        <dd>
          {r.guest.firstName} {r.guest.lastName}
        </dd>
      </dl>
      <h2>{t('rooms')}</h2>
      <ol>
        {r.rooms.map((room) => (
          <li key={room.hab}>
            {room.name} · {room.nameRatePlan} · {formatMoney(room.amount, c)}
            <p className="rate__legal">{room.policies}</p>
          </li>
        ))}
      </ol>
      <p className="summary__total">
        {tb('total')}: <strong>{formatMoney(r.totalMinor, c)}</strong> · {t('paid')}: <strong data-testid="confirmation-paid">{formatMoney(r.paidMinor, c)}</strong>
      </p>
    </article>
  )
}
