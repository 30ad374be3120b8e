/**
 * Ticket shop listing: `/es/tienda/` ↔ `/en/shop/`. Product cards (parks, tours, ferry,
 * catamaran, activities; unavailable ones with their message) and the 1-day / 2-days package
 * builder of the park admissions. BreadcrumbList JSON-LD, canonical/hreflang, GA4 view_item_list.
 * Prices "from" in the visitor's currency (query `currency`, then the cookie, then USD: `chooseCurrency`),
 * each converted as the product page converts its own (`listPriceIn`), with the currency switch.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { TrackEvent } from '../../../../lib/analytics/TrackEvent'
import { textLocaleOf, isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { hotelToday } from '@/lib/clock'
import { toMajorUnits } from '@/lib/money/format'
import { CurrencySwitch } from '../../../../components/CurrencySwitch'
import { JsonLd } from '../../../../components/JsonLd'
import { breadcrumbJsonLd } from '../../../../lib/seo/structuredData'
import { absoluteUrl, buildMetadata } from '../../../../lib/seo/metadata'
import { shopPath, shopSegment } from '../../domain/paths'
import { listPriceIn } from '../../domain/pricing'
import { PackageBuilder, type PackagePark } from '../../components/PackageBuilder'
import { ProductCard } from '../../components/ProductCard'
import { shopService } from '../index'
import { Breadcrumbs, chooseCurrency, ShopIntl, type ShopPageProps } from './common'

export async function shopListMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'shop' })
  return buildMetadata(locale, { title: t('title'), description: t('intro') }, { es: shopPath('es', 'shop'), en: shopPath('en', 'shop') })
}

export async function ShopListView({ params, searchParams, segment }: ShopPageProps & { segment: string }) {
  const [{ locale }, query] = await Promise.all([params, searchParams])
  if (!isRouteLocale(locale)) notFound()
  if (segment !== shopSegment(locale, 'shop')) permanentRedirect(shopPath(locale, 'shop'))
  setRequestLocale(locale)
  const lang = textLocaleOf(locale)
  const [t, tc, tb, products, { currencies, currency, format }] = await Promise.all([
    getTranslations('shop'),
    getTranslations('common'),
    getTranslations('booking'),
    shopService().listShopProducts(lang),
    chooseCurrency(textLocaleOf(locale), query),
  ])
  const rate = await shopService().currencyRate(currency)
  // each card's "from" (the adult list price, USD cents) in the page's currency; a currency without a rate keeps USD
  const fromIn = (usdCents: number) => {
    const minor = rate ? listPriceIn(usdCents, { rateToUsd: rate.rateToUsd, decimals: format.decimals }) : null
    return minor === null ? null : { amountMinor: minor, format }
  }
  const from = new Map(products.map((p) => [p.id, p.fromPrice ? fromIn(p.fromPrice.amountMinor) : null]))
  // GA4 prices in the event's currency (major units)
  const itemPrice = (p: (typeof products)[number]) => {
    if (!rate) return p.fromPrice ? p.fromPrice.amountMinor / 100 : undefined
    const f = from.get(p.id)
    return f ? toMajorUnits(f.amountMinor, f.format.decimals) : undefined
  }
  const parkSummaries = products.filter((p) => p.kind === 'park' && !p.unavailableMessage)
  const parks: PackagePark[] = (
    await Promise.all(
      parkSummaries.map(async (p) => {
        const d = await shopService().getShopProduct(p.id, lang)
        return d && d.product.basePricesUsd.adult !== null ? { id: p.id, name: p.name, schedules: d.product.schedules.map((s) => ({ id: s.id, time: s.time })) } : null
      }),
    )
  ).filter((p): p is PackagePark => p !== null)
  const crumbs = [
    { name: tc('home'), href: `/${locale}/` },
    { name: t('title'), href: shopPath(locale, 'shop') },
  ]
  const cardTexts = (kind: string) => ({ from: t.raw('from') as string, perAdult: t('perAdult'), seeTickets: t('seeTickets'), kind: t(`kinds.${kind}`), unavailable: t('unavailableLabel') })
  return (
    <article className="page page--flow shop-index">
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: absoluteUrl(c.href) })))} />
      <TrackEvent
        event="view_item_list"
        payload={{ currency: rate ? currency : 'USD', items: products.map((p) => ({ item_id: String(p.id), item_name: p.name, item_category: p.kind, price: itemPrice(p) })) }}
      />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      <h1>{t('title')}</h1>
      <p className="shop-index__intro">{t('intro')}</p>
      <div className="flow-tools">
        <CurrencySwitch action={shopPath(locale, 'shop')} currencies={currencies} current={currency} keep={{}} />
      </div>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading" className="visually-hidden">
          {t('products')}
        </h2>
        <ul className="shop-cards">
          {products.map((p, i) => (
            <ProductCard key={p.id} product={{ ...p }} locale={locale} href={shopPath(locale, 'shop', p.slug)} texts={cardTexts(p.kind)} from={from.get(p.id)} priority={i === 0} />
          ))}
        </ul>
      </section>
      {parks.length > 0 ? (
        <ShopIntl locale={locale as RouteLocale}>
          <PackageBuilder locale={locale} parks={parks} today={hotelToday()} cartHref={shopPath(locale, 'cart')} closeLabel={tb('close')} currency={rate ? currency : 'USD'} />
        </ShopIntl>
      ) : null}
    </article>
  )
}
