/**
 * Cart page (spec §2: `/es/carrito/` and `/en/carrito/`, also the express-checkout target).
 * The server cart (Postgres, keyed by the cart cookie) re-quoted in the chosen currency: lines with
 * date, schedule, route, visitors, add-ons, package label, price lines and notices, remove buttons,
 * the total, the currency chooser and "Proceed to payment". A link with `p=` items fills the cart
 * first and shows one message per item.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { textLocaleOf, isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { formatMoney } from '../../../../lib/money/format'
import { CurrencySwitch } from '../../../../components/CurrencySwitch'
import { redirectToLocalizedPath } from '../../../../lib/i18n/localizedRoute'
import { shopPath } from '../../domain/paths'
import { RemoveLineButton, StartCheckoutForm } from '../../components/CartActions'
import { ExpressCheckout } from '../../components/ExpressCheckout'
import { CartCountSync } from '../../components/CartCountSync'
import { SHOP_CART_MAX_AGE_SECONDS } from '../cookie'
import { QuoteLines } from '../../components/QuoteLines'
import { EXPRESS_CHECKOUT_PARAM, SHOP_CART_COOKIE, shopService } from '../index'
import { Breadcrumbs, chooseCurrency, ShopIntl, type ShopPageProps } from './common'
import { formatCalendarDate } from '../../../../lib/i18n/dates'

export async function cartMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getTranslations({ locale, namespace: 'meta' })])
  return { title: t('cartTitle'), description: tm('cart'), robots: { index: false, follow: true } }
}

export async function CartView({ params, searchParams, slug }: ShopPageProps & { slug: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  await redirectToLocalizedPath(locale, 'cart', slug, searchParams)
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [query, jar, t, tc] = await Promise.all([searchParams, cookies(), getTranslations('shop'), getTranslations('common')])
  const { currencies, currency, format } = await chooseCurrency(textLocaleOf(locale), query)
  const cartId = jar.get(SHOP_CART_COOKIE)?.value ?? null
  const cart = structuredClone(await shopService().getCart(cartId && /^[A-Za-z0-9_-]{8,100}$/.test(cartId) ? cartId : null, currency, lang))
  const fmt = { ...format, isoCode: cart.currency, decimals: cart.decimals }
  const money = (m: number) => formatMoney(m, fmt)

  const express = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (k !== EXPRESS_CHECKOUT_PARAM) continue
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) express.append(k, value)
  }
  const names = express.size ? Object.fromEntries((await shopService().listShopProducts(lang)).map((p) => [p.id, p.name])) : {}
  const live = cart.lines.filter((l) => !l.problem)
  const crumbs = [
    { name: tc('home'), href: `/${locale}/` },
    { name: t('cartTitle'), href: shopPath(locale, 'cart') },
  ]
  return (
    <ShopIntl locale={locale as RouteLocale}>
      <article className="page page--flow shop-cart">
        <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
        <h1>{t('cartTitle')}</h1>
        {express.size ? <ExpressCheckout locale={locale} query={express.toString()} names={names} /> : <CartCountSync count={cart.lines.length} maxAge={SHOP_CART_MAX_AGE_SECONDS} />}
        <div className="flow-tools">
          <CurrencySwitch action={shopPath(locale, 'cart')} currencies={currencies} current={currency} keep={{}} />
        </div>
        {cart.lines.length === 0 ? (
          <div className="shop-cart__empty">
            <p data-testid="cart-empty">{t('cartEmpty')}</p>
            <a className="button" href={shopPath(locale, 'shop')}>
              {t('keepShopping')}
            </a>
          </div>
        ) : (
          <div className="flow-grid">
            <ul className="shop-lines" data-testid="cart-lines">
              {cart.lines.map((line) => (
                <li key={line.lineId} className="shop-line" data-product-id={line.productId} data-testid="cart-line">
                  <div className="shop-line__head">
                    <h2 className="shop-line__name">
                      <a href={shopPath(locale, 'shop', line.slug)}>{line.name}</a>
                    </h2>
                    {line.packageId ? <span className="shop-line__tag">{t('packageLabel')}</span> : null}
                  </div>
                  <p className="shop-line__meta">
                    {line.openTicket ? t('openTicketUntil', { date: formatCalendarDate(line.openTicketValidUntil ?? '', locale) }) : formatCalendarDate(line.date ?? '', locale)}
                    {line.scheduleTime ? ` · ${line.scheduleTime}` : ''}
                    {line.routeName ? ` · ${line.routeName}` : ''}
                    {line.admissionDays === 2 ? ` · ${t('package.twoDays')}` : ''}
                  </p>
                  {line.problem ? (
                    <p className="notice notice--error" role="alert">
                      {t('cartProblem', { message: line.problem })}
                    </p>
                  ) : (
                    <QuoteLines
                      quote={{
                        productId: line.productId,
                        currency: cart.currency,
                        decimals: cart.decimals,
                        date: line.date,
                        openTicketValidUntil: null,
                        presale: null,
                        lines: line.quoteLines,
                        total: line.totalMinor,
                      }}
                      currency={fmt}
                      complements={[]}
                      addOnNames={line.addOns.map((a) => a.name)}
                      totalLabel={t('subtotal')}
                    />
                  )}
                  {line.notices.length ? (
                    <ul className="shop-notices">
                      {line.notices.map((n) => (
                        <li key={n}>{n}</li>
                      ))}
                    </ul>
                  ) : null}
                  <RemoveLineButton lineId={line.lineId} locale={locale} label={t('remove', { name: line.name })} />
                </li>
              ))}
            </ul>
            <aside className="summary shop-cart__summary" aria-labelledby="cart-summary">
              <h2 id="cart-summary">{t('total')}</h2>
              {/* the total and "Proceed to payment": on phones a bar fixed to the bottom of the screen, as on the
                  booking steps (`.flow-bar`), so several lines never push them out of reach */}
              <div className={live.length > 0 ? 'shop-cart__cta flow-bar' : 'shop-cart__cta'} data-testid="cart-cta">
                <p className="summary__total">
                  {/* the bar's own label (the heading above is not in it); read once, as the heading */}
                  <span className="shop-cart__cta-label" aria-hidden="true">
                    {t('total')}
                  </span>
                  <strong data-testid="cart-total">{money(cart.totalMinor)}</strong>
                </p>
                {live.length > 0 ? <StartCheckoutForm locale={locale} currency={cart.currency} label={t('checkout')} /> : null}
              </div>
              <p>
                <a href={shopPath(locale, 'shop')}>{t('keepShopping')}</a>
              </p>
            </aside>
          </div>
        )}
      </article>
    </ShopIntl>
  )
}
