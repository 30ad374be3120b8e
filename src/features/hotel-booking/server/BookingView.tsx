import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { MaintenanceNotice } from '../../../components/MaintenanceNotice'
import { getCurrencies, getLayoutData } from '../../../cms/reads/queries'
import { COUNTRY_COOKIE } from '../../../lib/cookies'
import { countryOptions } from '../../../lib/geo/countries'
import { formatCalendarDate, formatStayRange } from '../../../lib/i18n/dates'
import { policyPath } from '../../../lib/i18n/routes'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { contentLocaleOf, isRouteLocale, textLocaleOf } from '../../../lib/i18n/locales'
import { currencyDecimals, formatMoney, toMajorUnits } from '../../../lib/money/format'
import { BookingSteps } from '../components/BookingSteps'
import { TaxBreakdownList } from '../components/TaxBreakdown'
import { GuestPaymentForm } from '../components/GuestPaymentForm'
import { TrackEvent } from '../../../lib/analytics/TrackEvent'
import { partialChoice, partialPaymentOffer } from '../domain/partialPayment'
import { methodsFor } from '../../checkout/domain/paymentMethods'
import { flowPath } from '../domain/paths'
import { flowQuery } from '../domain/selection'
import { partySummary } from '../domain/searchParams'
import { getBanks, getHotelTaxNote, getPaymentMethods } from '../../../cms/reads/reference'
import { banksOffering, monthlyInstallmentMinor } from '../../checkout/domain/installmentPlans'
import { stripePublishableKey } from '../../checkout/payments'
import { stripeOfferedMethods } from '../../checkout/payments/stripeRules'
import { redirectToLocalizedPath } from '../../../lib/i18n/localizedRoute'
import type { FlowPageProps } from './SearchView'
import { bookingCallContext, bookingRequestOf } from './bookingRequest'
import { applyPartialChoice, findSession } from './session'
import { hotelToday } from './today'

export async function bookingMetadata({ params }: FlowPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'steps' }), getTranslations({ locale, namespace: 'meta' })])
  return { title: t('book'), description: tm('booking'), robots: { index: false, follow: false } }
}

/**
 * Step 2 BOOK (spec §2): `/es/reserva/` ↔ `/en/booking/` ('Información y datos'). Needs a chosen rate
 * for every room (else back to step 1) and the visitor's payment-reservation session, created by
 * "Continue" on step 1 (`startBooking`; without one, back to step 1 with the same choice); shows the
 * session's prices and the guest and payment form that commits it. A view never creates a session.
 */
export async function BookingView({ params, searchParams, slug }: FlowPageProps & { slug: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  await redirectToLocalizedPath(locale, 'booking', slug, searchParams)
  setRequestLocale(locale)
  const lang = contentLocaleOf(locale)
  const [query, jar, layout, ts, t, tg] = await Promise.all([searchParams, cookies(), getLayoutData(lang), getTranslations('steps'), getTranslations('booking'), getTranslations('booking.guest')])
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

  const request = await bookingRequestOf(locale, query)
  // BOOK needs a selected room for every room of the search (spec §2, §4).
  if ('incomplete' in request) redirect(request.incomplete)
  const { hotel, effective, choices, searchQuery, bookingSearch } = request
  const [currencies, methodsAll, taxNote, banksAll] = await Promise.all([
    getCurrencies(textLocaleOf(locale)),
    getPaymentMethods(textLocaleOf(locale)),
    getHotelTaxNote(textLocaleOf(locale), hotel.code),
    getBanks(textLocaleOf(locale)),
  ])
  const ctx = await bookingCallContext(locale)
  // A view of this page only reads the visitor's session; "Continue" on step 1 creates it (a form
  // post, `startBooking`). Without one — a crawler, a prefetch, a shared link — step 1 shows the same
  // choice with its "Continue".
  const found = await findSession(bookingSearch, ctx)
  const partialParam = partialChoice(query.partial)
  if (!found) redirect(flowPath(locale, 'search', flowQuery(effective, choices, partialParam === true ? { partial: '1' } : {})))
  const backToSearch = flowPath(locale, 'search', searchQuery)
  // Partial payment (spec §4 pending amount): offered when every chosen rate takes a deposit; the
  // choice travels in `partial=1|0` (the form's checkbox, or a restored token) and is PUT on the session.
  const session = await applyPartialChoice(found, bookingSearch, partialParam, ctx)
  const offer = partialPaymentOffer(session.rooms, session.checkIn, hotelToday())
  const partialHref = (on: boolean) => flowPath(locale, 'booking', flowQuery(effective, choices, { partial: on ? '1' : '0' }))
  const currencyDoc = currencies.find((c) => c.isoCode === session.currency) ?? currencies[0]
  const money = (minor: number) => formatMoney(minor, currencyDoc)
  // Stripe (when configured): only methods Stripe can take (no PayPal); the financing method is Affirm.
  const stripeKey = stripePublishableKey()
  const { methods, financingCodes } = stripeOfferedMethods(methodsFor(methodsAll, session.currency, lang), !!stripeKey)
  const stripeTexts = messagesFor(locale).stripePayment
  const errorTexts = messagesFor(locale).booking.guest.errors as Record<string, string>
  const lastRoom = (await getTranslations('hotelMessages'))('LAST_ROOM_TAKEN')
  const countries = countryOptions(textLocaleOf(locale))
  const defaultCountry = jar.get(COUNTRY_COOKIE)?.value ?? (lang === 'es' ? 'MX' : 'US')
  const party = partySummary(effective.rooms, t)
  // What is paid now when the rates take a deposit: the deposit and balance the session has, or the
  // offer's split while the session pays in full (the engine re-prices with the choice, spec §4).
  const deposit = session.pending.hasPartialPayment
    ? { dueNowMinor: session.dueNowMinor, pendingMinor: session.pending.amountMinor, dueDate: session.pending.dueDate ?? offer?.dueDate ?? '' }
    : offer && { dueNowMinor: offer.depositMinor, pendingMinor: offer.pendingMinor, dueDate: offer.dueDate }
  // Interest-free months by bank (spec §9; sandbox — with Stripe the plans come from Stripe): the
  // amount per month is the amount charged now divided by the months (what the payment is split into).
  const banks = stripeKey
    ? []
    : banksOffering(banksAll, session.currency).map((b) => ({
        id: b.id,
        name: b.name,
        months: b.months.map((count) => ({ count, label: tg('monthsOption', { months: count, amount: money(monthlyInstallmentMinor(session.dueNowMinor, count)) }) })),
      }))
  return (
    <article className="page page--flow">
      <BookingSteps current={2} />
      <h1>{ts('book')}</h1>
      <TrackEvent
        event="begin_checkout"
        payload={{
          currency: session.currency,
          value: toMajorUnits(session.totalMinor, currencyDoc.decimals),
          items: session.rooms.map((r) => ({ item_id: `${r.code}-${r.plan}`, item_name: `${r.name} · ${r.nameRatePlan}`, price: toMajorUnits(r.amount, currencyDoc.decimals), quantity: 1 })),
        }}
      />
      {/* Below the two-column width the summary comes after the form: what is being booked, in brief,
          before the first field */}
      <section className="stay-brief" aria-labelledby="stay-brief-heading" data-testid="stay-brief">
        <h2 id="stay-brief-heading">{t('yourStay')}</h2>
        <p className="stay-brief__dates">{formatStayRange(session.checkIn, session.checkOut, locale)}</p>
        <p>
          {t('nights', { count: session.nights })} · {party}
        </p>
        <ul className="stay-brief__rooms">
          {session.rooms.map((r) => (
            <li key={r.roomNumber}>
              {r.name} · {r.nameRatePlan}
            </li>
          ))}
        </ul>
        <a href="#summary-heading">{t('seeSummary')}</a>
      </section>
      <div className="flow-grid">
        <div className="flow-main">
          <GuestPaymentForm
            policies={[
              { label: tg('termsLink'), href: policyPath(locale, 'terms') },
              { label: tg('privacyLink'), href: policyPath(locale, 'privacy') },
            ]}
            dueNow={money(session.dueNowMinor)}
            locale={locale}
            currency={session.currency}
            sessionId={session.sessionId}
            methods={methods.map((m) => ({ apiCode: m.apiCode, name: m.name }))}
            countries={countries}
            defaultCountry={countries.some((c) => c.code === defaultCountry) ? defaultCountry : countries[0].code}
            searchHref={backToSearch}
            partial={offer ? { checked: session.pending.hasPartialPayment, onHref: partialHref(true), offHref: partialHref(false) } : undefined}
            banks={banks}
            stripe={
              stripeKey
                ? {
                    publishableKey: stripeKey,
                    sessionId: session.sessionId,
                    amountMinor: session.dueNowMinor,
                    currency: session.currency,
                    moneyFormat: {
                      isoCode: session.currency,
                      symbol: currencyDoc.symbol,
                      presentationSymbol: currencyDoc.presentationSymbol,
                      position: currencyDoc.position === 'D' ? 'D' : 'I',
                      decimalSeparator: currencyDoc.decimalSeparator,
                      thousandSeparator: currencyDoc.thousandSeparator,
                      decimals: currencyDecimals(session.currency),
                    },
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
              partialPayment: deposit
                ? {
                    legend: tg('payLegend'),
                    deposit: tg('payDeposit', { amount: money(deposit.dueNowMinor) }),
                    balance: tg('pendingDue', { amount: money(deposit.pendingMinor), date: formatCalendarDate(deposit.dueDate, locale) }),
                    full: tg('payFull', { amount: money(session.totalMinor) }),
                  }
                : null,
              installments: tg('installments'),
              installmentsHint: tg('installmentsHint'),
              bank: tg('bank'),
              months: tg('months'),
              singlePayment: tg('singlePayment'),
              acceptTerms: tg('acceptTerms'),
              submit: tg('submit'),
              submitting: tg('submitting'),
              securePayment: tg('securePayment'),
              dueNow: tg('dueNow'),
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
            <dd>
              <time dateTime={session.checkIn}>{formatCalendarDate(session.checkIn, locale)}</time>
            </dd>
            <dt>{t('checkOut')}</dt>
            <dd>
              <time dateTime={session.checkOut}>{formatCalendarDate(session.checkOut, locale)}</time>
            </dd>
          </dl>
          <p>{t('nights', { count: session.nights })}</p>
          <ol className="summary__rooms">
            {session.rooms.map((r) => (
              <li key={r.roomNumber}>
                <strong>{t('roomN', { n: r.roomNumber })}</strong>: {r.name} · {r.nameRatePlan} · {money(r.amount)}
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
          <TaxBreakdownList taxes={session.taxes} texts={messagesFor(locale).taxes} money={money} lang={locale} note={taxNote} testId="booking-taxes" />
          {session.pending.hasPartialPayment ? (
            <p className="summary__pending">
              {tg('dueNow')}: <strong data-testid="booking-due-now">{money(session.dueNowMinor)}</strong>
              <br />
              <span data-testid="booking-pending">{tg('pendingDue', { amount: money(session.pending.amountMinor), date: formatCalendarDate(session.pending.dueDate ?? '', locale) })}</span>
            </p>
          ) : null}
          <a href={flowPath(locale, 'search', flowQuery(effective, choices))} className="summary__change">
            {t('change_room')}
          </a>
        </aside>
      </div>
    </article>
  )
}
