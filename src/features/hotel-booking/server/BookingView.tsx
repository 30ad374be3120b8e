import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { MaintenanceNotice } from '../../site/components/MaintenanceNotice'
import { getCurrencies, getLayoutData } from '../../site/server/queries'
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from '../../../lib/cookies'
import { countryOptions } from '../../../lib/geo/countries'
import { call, HotelApiClient } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { contentLocaleOf, isRouteLocale } from '../../../lib/i18n/locales'
import { formatMoney } from '../../../lib/money/format'
import { BookingSteps } from '../components/BookingSteps'
import { GuestPaymentForm } from '../components/GuestPaymentForm'
import { RememberSession } from '../components/RememberSession'
import { TrackEvent } from '../../../lib/analytics/TrackEvent'
import { resolveHotel } from '../domain/hotelChoice'
import { partialChoice, partialPaymentOffer } from '../domain/partialPayment'
import { methodsFor } from '../domain/payment'
import { flowPath } from '../domain/paths'
import { parseSearch, serializeSearch } from '../domain/searchParams'
import { nextOpenHab, parseSelection, serializeSelection } from '../domain/selection'
import { getHotels, getPaymentMethods } from './cms'
import { stripePublishableKey } from '../../checkout/payments'
import { stripeOfferedMethods } from '../../checkout/payments/stripeRules'
import { redirectToLocalizedPath } from './localizedRoute'
import type { FlowPageProps } from './SearchView'
import { ensureSession } from './session'
import { hotelToday } from './today'

export async function bookingMetadata({ params }: FlowPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'steps' })
  return { title: t('book'), robots: { index: false, follow: false } }
}

/**
 * Step 2 BOOK (spec §2): `/es/reserva/` ↔ `/en/booking/` ('Información y datos'). Needs a chosen rate
 * for every room (else back to step 1); creates the payment-reservation session (POST) whose prices
 * the page shows, and the guest and payment form that commits it.
 */
export async function BookingView({ params, searchParams, slug }: FlowPageProps & { slug: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  await redirectToLocalizedPath(locale, 'booking', slug, searchParams)
  setRequestLocale(locale)
  const lang = contentLocaleOf(locale)
  const [query, h, jar, layout, ts, t, tg] = await Promise.all([
    searchParams,
    headers(),
    cookies(),
    getLayoutData(lang),
    getTranslations('steps'),
    getTranslations('booking'),
    getTranslations('booking.guest'),
  ])
  const settings = layout.SiteSetting
  if (settings?.maintenanceMode) {
    return (
      <article className="page page--flow">
        <BookingSteps current={2} />
        <h1>{ts('book')}</h1>
        <MaintenanceNotice phones={settings.phones} />
      </article>
    )
  }

  const search = parseSearch(query, hotelToday())
  const [hotels, currencies, methodsAll] = await Promise.all([getHotels(), getCurrencies(lang), getPaymentMethods(lang)])
  const hotel = resolveHotel(hotels, search.hotel)
  const known = new Set(currencies.map((c) => c.isoCode))
  const currency = [search.currency, jar.get(CURRENCY_COOKIE)?.value, 'USD'].find((c): c is string => Boolean(c && known.has(c))) ?? 'USD'
  const habs = search.rooms.length
  const sel = Array.isArray(query.sel) ? query.sel[0] : query.sel
  const choices = parseSelection(sel, habs)
  const searchQuery = serializeSearch({ ...search, currency, hotel: hotel.code })
  // BOOK needs a selected room for every room of the search (spec §2, §4).
  if (nextOpenHab(choices, habs) !== null) {
    redirect(flowPath(locale, 'search', `${searchQuery}${choices.length ? `&sel=${encodeURIComponent(serializeSelection(choices, habs))}` : ''}&missing=1`))
  }
  const pageUrl = `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('host') ?? 'localhost'}${flowPath(locale, 'booking')}`
  const bookingSearch = {
    hotelCode: hotel.propertyCode,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges })),
    promoCode: search.promoCode,
    currency,
    language: locale,
    channel: hotel.channel,
    clientId: hotel.clientId,
    selections: choices.map((c) => ({ hab: c.hab, roomCode: c.roomCode, ratePlanCode: c.ratePlanCode })),
  }
  const result = await call(() => ensureSession(bookingSearch, { pageUrl, language: locale }))
  const backToSearch = flowPath(locale, 'search', searchQuery)
  if (result.hasError) {
    return (
      <article className="page page--flow">
        <BookingSteps current={2} />
        <h1>{ts('book')}</h1>
        <div className="notice notice--error" role="alert" data-testid="booking-error">
          <p>{result.error.message}</p>
          <a href={backToSearch}>{tg('lastRoomLink')}</a>
        </div>
      </article>
    )
  }
  let session = result.data
  // Partial payment (spec §4 pending amount): offered when every chosen rate takes a deposit; the
  // choice travels in `partial=1|0` (the form's checkbox, or a restored token) and is PUT on the session.
  const offer = partialPaymentOffer(session.rooms, session.checkIn, hotelToday())
  const wanted = partialChoice(query.partial)
  if (offer && wanted !== null && wanted !== session.pending.hasPartialPayment) {
    const current = session
    const updated = await call(() => new HotelApiClient().updatePaymentReservation(bookingSearch, current, { hasPartialPayment: wanted }, { pageUrl, language: locale }))
    if (!updated.hasError) session = updated.data
  }
  const partialHref = (on: boolean) => {
    const p = new URLSearchParams(searchQuery)
    p.set('sel', serializeSelection(choices, habs))
    p.set('partial', on ? '1' : '0')
    return flowPath(locale, 'booking', p.toString())
  }
  const currencyDoc = currencies.find((c) => c.isoCode === session.currency) ?? currencies[0]
  const money = (minor: number) => formatMoney(minor, currencyDoc)
  // Stripe (when configured): only methods Stripe can take (no PayPal); the financing method is Affirm.
  const stripeKey = stripePublishableKey()
  const { methods, financingCodes } = stripeOfferedMethods(methodsFor(methodsAll, session.currency, lang), !!stripeKey)
  const stripeTexts = messagesFor(locale).stripePayment
  const errorTexts = messagesFor(locale).booking.guest.errors as Record<string, string>
  const lastRoom = (await getTranslations('room'))('lastRoomTaken')
  const countries = countryOptions(lang)
  const defaultCountry = jar.get(COUNTRY_COOKIE)?.value ?? (lang === 'es' ? 'MX' : 'US')
  return (
    <article className="page page--flow">
      <BookingSteps current={2} />
      <h1>{ts('book')}</h1>
      <RememberSession sessionId={session.sessionId} />
      <TrackEvent
        event="begin_checkout"
        payload={{
          currency: session.currency,
          value: session.totalMinor / 10 ** currencyDoc.decimals,
          items: session.rooms.map((r) => ({ item_id: `${r.code}-${r.plan}`, item_name: `${r.name} · ${r.nameRatePlan}`, price: r.amount / 10 ** currencyDoc.decimals, quantity: 1 })),
        }}
      />
      <div className="flow-grid">
        <div className="flow-main">
          <GuestPaymentForm
            locale={locale}
            currency={session.currency}
            sessionId={session.sessionId}
            methods={methods.map((m) => ({ apiCode: m.apiCode, name: m.name }))}
            countries={countries}
            defaultCountry={countries.some((c) => c.code === defaultCountry) ? defaultCountry : countries[0].code}
            searchHref={backToSearch}
            partial={offer ? { checked: session.pending.hasPartialPayment, onHref: partialHref(true), offHref: partialHref(false) } : undefined}
            stripe={
              stripeKey
                ? {
                    publishableKey: stripeKey,
                    sessionId: session.sessionId,
                    amountMinor: session.dueNowMinor,
                    currency: session.currency,
                    locale: lang,
                    financingCodes,
                    texts: (({ errors: _errors, ...rest }) => rest)(stripeTexts),
                  }
                : null
            }
            texts={{
              legend: tg('legend'),
              firstName: tg('firstName'),
              lastName: tg('lastName'),
              email: tg('email'),
              phone: tg('phone'),
              country: tg('country'),
              notes: tg('notes'),
              payment: tg('payment'),
              partialPayment: offer ? tg('partialPayment', { amount: money(session.pending.hasPartialPayment ? session.dueNowMinor : offer.depositMinor) }) : null,
              acceptTerms: tg('acceptTerms'),
              submit: tg('submit'),
              sandboxNotice: tg('sandboxNotice'),
              lastRoomLink: tg('lastRoomLink'),
              errors: { ...errorTexts, ...stripeTexts.errors, LAST_ROOM_TAKEN: lastRoom },
            }}
          />
        </div>
        <aside className="summary" aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('summary')}</h2>
          <p className="summary__hotel">{hotel.name}</p>
          <dl className="summary__dates">
            <dt>{t('checkIn')}</dt>
            <dd>{session.checkIn}</dd>
            <dt>{t('checkOut')}</dt>
            <dd>{session.checkOut}</dd>
          </dl>
          <p>{t('nights', { count: session.nights })}</p>
          <ol className="summary__rooms">
            {session.rooms.map((r) => (
              <li key={r.hab}>
                <strong>{t('roomN', { n: r.hab })}</strong>: {r.name} · {r.nameRatePlan} · {money(r.amount)}
                <details>
                  <summary>{t('policies')}</summary>
                  <p>{r.policies}</p>
                </details>
              </li>
            ))}
          </ol>
          <p className="summary__total">
            {t('total')}: <strong data-testid="booking-total">{money(session.totalMinor)}</strong>
            <br />
            {t('averagePerNight')}: {money(Math.round(session.totalMinor / Math.max(1, session.nights)))}
          </p>
          {session.pending.hasPartialPayment ? (
            <p className="summary__pending">
              {tg('dueNow')}: <strong data-testid="booking-due-now">{money(session.dueNowMinor)}</strong>
              <br />
              <span data-testid="booking-pending">{tg('pendingDue', { amount: money(session.pending.amountMinor), date: session.pending.dueDate ?? '' })}</span>
            </p>
          ) : null}
          <a href={flowPath(locale, 'search', `${searchQuery}&sel=${encodeURIComponent(serializeSelection(choices, habs))}`)}>{t('change_room')}</a>
        </aside>
      </div>
    </article>
  )
}
