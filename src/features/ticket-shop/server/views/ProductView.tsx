/**
 * Product page of the ticket shop (spec §2 park and tour cards): `/es/tienda/{slug}/` ↔
 * `/en/shop/{slug}/`. Content, rules (ages, child ID, minimum age, height/weight, multiples, park
 * admission, deposit, open ticket), the unavailable message (no purchase form then) or the purchase
 * form; Product/Offer and BreadcrumbList JSON-LD, canonical/hreflang, GA4 view_item after consent.
 * Everything but the form is server-rendered; the form's calendar is this month's grid with its
 * availability until the visitor reaches for it (see `ProductPurchase`).
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { TrackEvent } from '../../../../lib/analytics/TrackEvent'
import { contentLocaleOf, textLocaleOf, isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { CurrencySwitch } from '../../../../components/CurrencySwitch'
import { hotelToday } from '@/lib/clock'
import { JsonLd } from '../../../../components/JsonLd'
import { MaintenanceNotice } from '../../../../components/MaintenanceNotice'
import { getLayoutData } from '../../../../cms/reads/queries'
import { breadcrumbJsonLd } from '../../../../lib/seo/structuredData'
import { absoluteUrl, buildMetadata } from '../../../../lib/seo/metadata'
import { PRODUCT_SLUG, shopPath, shopSegment } from '../../domain/paths'
import { productJsonLd } from '../../domain/seo'
import { CalendarPlaceholder } from '../../components/CalendarPlaceholder'
import { ProductPurchase } from '../../components/ProductPurchase'
import { shopService } from '../index'
import { adultFromPriceUsd, listPriceIn } from '../../domain/pricing'
import { formatMoney } from '../../../../lib/money/format'
import type { CalendarDay } from '../types'
import { Breadcrumbs, chooseCurrency, first, ShopIntl, type ShopParamPageProps } from './common'
import { intlLocale } from '../../../../lib/i18n/dates'
import { SiteImage } from '../../../../components/SiteImage'
import { imageAt } from '../../../../lib/media'

async function load(params: ShopParamPageProps['params']) {
  const { locale, slug } = await params
  if (!isRouteLocale(locale) || !slug || !PRODUCT_SLUG.test(slug)) return null
  const lang = textLocaleOf(locale)
  const detail = await shopService().getShopProduct(slug, lang)
  return detail ? { locale, lang, slug, detail: structuredClone(detail) } : null
}

export async function productMetadata({ params }: ShopParamPageProps): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, detail } = found
  return buildMetadata(
    locale,
    { title: detail.content.name, description: detail.content.shortDescription },
    { es: shopPath('es', 'shop', detail.slugs.es), en: shopPath('en', 'shop', detail.slugs.en) },
  )
}

export async function ProductView({ params, searchParams, segment }: ShopParamPageProps & { segment: string }) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  const found = await load(params)
  if (!found) notFound()
  const { lang, detail, slug } = found
  const query = await searchParams
  // Other language's folder or slug (e.g. after a language switch): the page's own address.
  if (segment !== shopSegment(locale, 'shop') || slug !== detail.slugs[contentLocaleOf(locale)]) {
    const cur = first(query.currency)
    permanentRedirect(shopPath(locale, 'shop', detail.slugs[contentLocaleOf(locale)], cur ? `currency=${encodeURIComponent(cur)}` : ''))
  }
  setRequestLocale(locale)
  const today = hotelToday()
  // The calendar's first 62 days, as the form would ask for them (null: the form asks itself).
  const initialDaysP: Promise<CalendarDay[] | null> = detail.unavailableMessage
    ? Promise.resolve(null)
    : shopService()
        .availabilityCalendar(detail.product.id, today, 62)
        .then(
          (d) => structuredClone(d),
          () => null,
        )
  const [t, tc, tb] = await Promise.all([getTranslations('shop'), getTranslations('common'), getTranslations('booking')])
  const [{ currencies, currency, format }, layout] = await Promise.all([chooseCurrency(textLocaleOf(locale), query), getLayoutData(lang)])
  const rate = await shopService().currencyRate(currency)
  const maintenance = layout.SiteSetting?.maintenanceMode ? layout.SiteSetting : null
  const { product, content } = detail
  const url = absoluteUrl(shopPath(locale, 'shop', slug))
  const crumbs = [
    { name: tc('home'), href: `/${locale}/` },
    { name: t('title'), href: shopPath(locale, 'shop') },
    { name: content.name, href: shopPath(locale, 'shop', slug) },
  ]
  const rules = content.rules
  const ruleTexts = [rules.ages, rules.childId, rules.minimumAge, rules.physicalLimits, rules.visitorsMultiple, rules.parkAdmission, rules.deposit, rules.openTicket].filter((r): r is string =>
    Boolean(r),
  )
  // the list price the shop's cards show "from" (USD), and in the page's currency as a one-adult quote would convert it
  const adultUsd = adultFromPriceUsd(product)
  const fromMinor = adultUsd === null || !rate ? null : listPriceIn(adultUsd, { rateToUsd: rate.rateToUsd, decimals: format.decimals })
  const initialDays = await initialDaysP
  const statusByDate = new Map((initialDays ?? []).map((d) => [d.date, d.status]))
  return (
    <article className="page page--flow shop-product" data-product-id={product.id}>
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: absoluteUrl(c.href) })))} />
      <JsonLd
        data={productJsonLd({
          name: content.name,
          description: content.shortDescription,
          url,
          image: content.images[0] ? absoluteUrl(content.images[0].url) : null,
          sku: String(product.id),
          brand: product.businessUnitCode,
          priceMinor: adultUsd,
          currency: 'USD',
          decimals: 2,
          available: detail.unavailableMessage === null && adultUsd !== null,
        })}
      />
      <TrackEvent
        event="view_item"
        payload={{
          currency: 'USD',
          value: adultUsd === null ? undefined : adultUsd / 100,
          items: [{ item_id: String(product.id), item_name: content.name, item_category: product.kind, price: adultUsd === null ? undefined : adultUsd / 100 }],
        }}
      />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      {/* the product's photo as the page's hero: the largest paint, preloaded */}
      {content.images[0] ? (
        <div className="shop-product__image">
          <SiteImage image={imageAt(content.images[0].url, content.images[0].alt, content.images[0])} sizes="(min-width: 78rem) 76rem, calc(100vw - 2rem)" priority />
        </div>
      ) : (
        <div className="shop-product__image shop-product__image--empty" data-kind={product.kind} aria-hidden="true" />
      )}
      <div className="flow-grid shop-product__grid">
        <div className="flow-main">
          <h1>{content.name}</h1>
          <p className="shop-product__lead">{content.shortDescription}</p>
          {content.description
            .split(/\n\s*\n/)
            .filter(Boolean)
            .map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          {content.included.length || content.bring.length ? (
            <div className="shop-lists">
              {content.included.length ? (
                <section aria-labelledby="included-heading" className="shop-list shop-list--included">
                  <h2 id="included-heading">{t('included')}</h2>
                  <ul data-testid="product-included">
                    {content.included.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {content.bring.length ? (
                <section aria-labelledby="bring-heading" className="shop-list shop-list--bring">
                  <h2 id="bring-heading">{t('bring')}</h2>
                  <ul data-testid="product-bring">
                    {content.bring.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}
          {ruleTexts.length ? (
            <section aria-labelledby="rules-heading" className="shop-rules">
              <h2 id="rules-heading">{t('goodToKnow')}</h2>
              <ul data-testid="product-rules">
                {ruleTexts.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="shop-product__side">
          {maintenance ? (
            <MaintenanceNotice phones={maintenance.phones} returnAt={maintenance.maintenanceReturnAt} />
          ) : detail.unavailableMessage ? (
            <p className="notice shop-unavailable" role="status" data-testid="unavailable-message">
              {detail.unavailableMessage}
            </p>
          ) : (
            <>
              {/* phones: the page's own action fixed to the bottom (`.flow-bar`, which takes the hotel booking
                  bar's place), leading to the purchase card that comes after the description */}
              <p className="flow-bar shop-product__bar" data-testid="product-bar">
                <span className="shop-product__bar-text">
                  <span className="shop-product__bar-name">{content.name}</span>
                  {fromMinor !== null ? (
                    <span className="shop-product__bar-from" data-testid="product-bar-from">
                      {t('from', { price: formatMoney(fromMinor, format) })} {t('perAdult')}
                    </span>
                  ) : null}
                </span>
                <a className="button" href="#buy-heading">
                  {t('buyTickets')}
                </a>
              </p>
              <div className="flow-tools">
                <CurrencySwitch action={shopPath(locale, 'shop', slug)} currencies={currencies} current={currency} keep={{}} />
              </div>
              <ShopIntl locale={locale as RouteLocale}>
                <ProductPurchase
                  locale={locale}
                  product={product}
                  productName={content.name}
                  complements={detail.complements}
                  currency={format}
                  rateToUsd={rate?.rateToUsd ?? null}
                  today={today}
                  cartHref={shopPath(locale, 'cart', null, `currency=${currency}`)}
                  closeLabel={tb('close')}
                  initialDays={initialDays}
                  calendarPlaceholder={
                    <CalendarPlaceholder
                      today={today}
                      locale={intlLocale(lang)}
                      statusOf={(d) => statusByDate.get(d) ?? 'unknown'}
                      texts={{
                        calendar: t('calendar'),
                        previousMonth: t('previousMonth'),
                        nextMonth: t('nextMonth'),
                        statuses: { available: t('legendAvailable'), 'sold-out': t('legendSoldOut'), closed: t('legendClosed'), unknown: null },
                      }}
                    />
                  }
                />
              </ShopIntl>
            </>
          )}
        </div>
      </div>
    </article>
  )
}
