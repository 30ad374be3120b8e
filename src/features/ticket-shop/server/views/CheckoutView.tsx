/**
 * Payment page of the ticket shop: `/es/pago/?id=…` ↔ `/en/checkout/?id=…`. The started
 * checkout (capacity held until `holdExpiresAt`, shown in Cancún time) with its server-priced lines
 * and total, and the customer and payment form (card methods per currency and site from the CMS,
 * interest-free instalments by bank up to 12 months, sandbox provider labelled). GA4 begin_checkout.
 * With Stripe configured: only methods Stripe can take (no PayPal), the Payment Element block of the
 * hotel flow (Stripe.js loaded on this page only), MSI months from Stripe for MXN cards.
 */
import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import { formatInTimeZone } from 'date-fns-tz'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { TrackEvent } from '../../../../lib/analytics/TrackEvent'
import { COUNTRY_COOKIE } from '../../../../lib/cookies'
import { countryOptions } from '../../../../lib/geo/countries'
import { policyPath } from '../../../../lib/i18n/routes'
import { messagesFor } from '../../../../lib/i18n/dictionaries'
import { contentLocaleOf, textLocaleOf, isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { formatMoney, toMajorUnits } from '../../../../lib/money/format'
import { stripePublishableKey } from '../../../checkout/payments'
import { stripeOfferedMethods } from '../../../checkout/payments/stripeRules'
import { methodsFor } from '../../../checkout/domain/paymentMethods'
import { getBanks, getPaymentMethods } from '../../../../cms/reads/reference'
import { MaintenanceNotice } from '../../../../components/MaintenanceNotice'
import { getCurrencies, getLayoutData } from '../../../../cms/reads/queries'
import { installmentOptions } from '../../domain/checkoutForm'
import { shopPath, shopSegment } from '../../domain/paths'
import { CheckoutForm } from '../../components/CheckoutForm'
import { QuoteLines } from '../../components/QuoteLines'
import { SHOP_CART_COOKIE, shopService } from '../index'
import { first, ShopIntl, toFormat, type ShopPageProps } from './common'
import { HOTEL_TIME_ZONE } from '../../../../lib/hotel-date'
import { formatCalendarDate } from '../../../../lib/i18n/dates'

export async function checkoutMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getTranslations({ locale, namespace: 'meta' })])
  return { title: t('checkoutTitle'), description: tm('checkout'), robots: { index: false, follow: false } }
}

export async function CheckoutView({ params, searchParams, segment }: ShopPageProps & { segment: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  const query = await searchParams
  const id = first(query.id) ?? ''
  if (segment !== shopSegment(locale, 'checkout')) permanentRedirect(shopPath(locale, 'checkout', null, id ? `id=${encodeURIComponent(id)}` : ''))
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [t, tg, jar] = await Promise.all([getTranslations('shop'), getTranslations('booking.guest'), cookies()])
  const cartHref = shopPath(locale, 'cart')
  const settings = (await getLayoutData(lang)).SiteSetting
  if (settings?.maintenanceMode) {
    return (
      <article className="page page--flow shop-checkout">
        <h1>{t('checkoutTitle')}</h1>
        <MaintenanceNotice phones={settings.phones} />
      </article>
    )
  }
  const checkout = /^[A-Za-z0-9_-]{8,100}$/.test(id) ? structuredClone(await shopService().getCheckout(id)) : null
  // eslint-disable-next-line react-hooks/purity -- a server component rendered per request: the hold's expiry is checked against now
  const expired = checkout && (checkout.status !== 'open' || Date.parse(checkout.holdExpiresAt) <= Date.now())
  if (!checkout || expired) {
    if (checkout?.status === 'ordered' && checkout.orderCode) permanentRedirect(shopPath(locale, 'order', checkout.orderCode))
    return (
      <article className="page page--flow shop-checkout">
        <h1>{t('checkoutTitle')}</h1>
        <p className="notice notice--error" role="alert" data-testid="checkout-error">
          {t('holdExpired')}
        </p>
        <a className="button" href={cartHref}>
          {t('backToCart')}
        </a>
      </article>
    )
  }
  const cartId = jar.get(SHOP_CART_COOKIE)?.value ?? null
  const [currencies, methodsAll, banksAll, cart] = await Promise.all([
    getCurrencies(textLocaleOf(locale)),
    getPaymentMethods(textLocaleOf(locale)),
    getBanks(textLocaleOf(locale)),
    cartId && /^[A-Za-z0-9_-]{8,100}$/.test(cartId) ? shopService().getCart(cartId, checkout.currency, lang) : null,
  ])
  // Add-on names of each line (the checkout stores prices; the cart still names the choices).
  const addOnNames = new Map((cart?.lines ?? []).map((l) => [l.lineId, l.addOns.map((a) => a.name)]))
  const doc = currencies.find((c) => c.isoCode === checkout.currency)
  const fmt = doc ? toFormat(doc) : { isoCode: checkout.currency, symbol: checkout.currency, position: 'I' as const, decimalSeparator: '.', thousandSeparator: ',', decimals: checkout.decimals }
  const money = (m: number) => formatMoney(m, { ...fmt, decimals: checkout.decimals })
  // Stripe (when configured): only methods Stripe can take (no PayPal); the financing method is Affirm.
  const stripeKey = stripePublishableKey()
  const offered = stripeOfferedMethods(methodsFor(methodsAll, checkout.currency, contentLocaleOf(locale)), !!stripeKey)
  const methods = offered.methods.map((m) => ({ apiCode: m.apiCode, name: m.name }))
  const stripeTexts = messagesFor(locale).stripePayment
  // Interest-free instalments by bank are offered for Mexican pesos (spec §9: banks' months, up to 12).
  const banks = checkout.currency === 'MXN' ? banksAll.map((b) => ({ id: b.id, name: b.name, months: installmentOptions(b.msiBreakdown) })).filter((b) => b.months.length > 0) : []
  const countries = countryOptions(textLocaleOf(locale))
  const defaultCountry = jar.get(COUNTRY_COOKIE)?.value ?? (lang === 'es' ? 'MX' : 'US')
  const errors = { ...(messagesFor(locale).booking.guest.errors as Record<string, string>), ...(stripeKey ? stripeTexts.errors : {}), GENERIC_ERROR: messagesFor(locale).shopMessages.GENERIC_ERROR }
  const value = toMajorUnits(checkout.totalMinor, checkout.decimals)
  // a line's visit date and time, as the brief and the summary both say it ('' for an open ticket)
  const when = (l: { date: string | null; scheduleTime?: string | null }) => [l.date ? formatCalendarDate(l.date, lang) : '', l.scheduleTime ?? ''].filter(Boolean).join(' · ')
  return (
    <ShopIntl locale={locale as RouteLocale}>
      <article className="page page--flow shop-checkout">
        <TrackEvent
          event="begin_checkout"
          payload={{
            currency: checkout.currency,
            value,
            items: checkout.lines.map((l) => ({ item_id: String(l.productId), item_name: l.name, price: toMajorUnits(l.totalMinor, checkout.decimals), quantity: 1 })),
          }}
        />
        <h1>{t('checkoutTitle')}</h1>
        <p className="notice" role="status" data-testid="hold-expiry">
          {t('holdExpires', { time: formatInTimeZone(new Date(checkout.holdExpiresAt), HOTEL_TIME_ZONE, 'HH:mm') })}
        </p>
        {/* Below the two-column width the summary comes after the form and payment: what is being bought,
            in brief, before the first field, as on the hotel's booking step */}
        <section className="stay-brief" aria-labelledby="order-brief-heading" data-testid="order-brief">
          <h2 id="order-brief-heading">{t('orderBrief')}</h2>
          <ul>
            {checkout.lines.map((l) => (
              <li key={l.lineId}>
                <span className="stay-brief__dates">{l.name}</span>
                {when(l) ? ` · ${when(l)}` : ''}
              </li>
            ))}
          </ul>
          <a href="#checkout-summary">{t('seeOrderDetails')}</a>
        </section>
        <div className="flow-grid">
          <div className="flow-main">
            <CheckoutForm
              policies={[
                { label: tg('termsLink'), href: policyPath(locale, 'terms') },
                { label: tg('privacyLink'), href: policyPath(locale, 'privacy') },
              ]}
              locale={locale}
              checkoutId={checkout.checkoutId}
              idempotencyKey={randomUUID()}
              currency={checkout.currency}
              value={value}
              methods={methods}
              banks={banks}
              countries={countries}
              defaultCountry={countries.some((c) => c.code === defaultCountry) ? defaultCountry : countries[0].code}
              cartHref={cartHref}
              stripe={
                stripeKey
                  ? {
                      publishableKey: stripeKey,
                      sessionId: checkout.checkoutId,
                      amountMinor: checkout.totalMinor,
                      currency: checkout.currency,
                      moneyFormat: { ...fmt, decimals: checkout.decimals },
                      locale: lang,
                      financingCodes: offered.financingCodes,
                      texts: { ...(({ errors: _errors, ...rest }) => rest)(stripeTexts), secureNotice: messagesFor(locale).shopStripe.secureNotice },
                    }
                  : null
              }
              texts={{
                legend: t('customer'),
                firstName: tg('firstName'),
                lastName: tg('lastName'),
                email: tg('email'),
                phone: tg('phone'),
                country: tg('country'),
                payment: tg('payment'),
                acceptTerms: tg('acceptTerms'),
                submit: t('pay', { amount: money(checkout.totalMinor) }),
                submitting: tg('submitting'),
                securePayment: tg('securePayment'),
                dueNow: tg('dueNow'),
                sandboxNotice: t('sandbox'),
                installments: t('installments'),
                installmentsHint: t('installmentsHint'),
                bank: t('bank'),
                months: t('months'),
                singlePayment: t('singlePayment'),
                monthsOption: t.raw('monthsOption') as string,
                errors,
                backToCart: t('backToCart'),
              }}
            />
          </div>
          <aside className="summary" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{t('orderSummary')}</h2>
            <ul className="shop-lines shop-lines--compact">
              {checkout.lines.map((l) => (
                <li key={l.lineId} className="shop-line">
                  <h3 className="shop-line__name">{l.name}</h3>
                  <p className="shop-line__meta">{when(l)}</p>
                  <QuoteLines
                    quote={{
                      productId: l.productId,
                      currency: checkout.currency,
                      decimals: checkout.decimals,
                      date: l.date,
                      openTicketValidUntil: null,
                      presale: null,
                      lines: l.quoteLines,
                      total: l.totalMinor,
                    }}
                    currency={fmt}
                    complements={[]}
                    addOnNames={addOnNames.get(l.lineId)}
                    totalLabel={t('subtotal')}
                  />
                </li>
              ))}
            </ul>
            <p className="summary__total">
              {t('total')}: <strong data-testid="checkout-total">{money(checkout.totalMinor)}</strong>
            </p>
            <a href={cartHref}>{t('backToCart')}</a>
          </aside>
        </div>
      </article>
    </ShopIntl>
  )
}
