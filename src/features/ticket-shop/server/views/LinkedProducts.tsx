/**
 * Product cards on cached pages: a content page that sells products (the Isla Mujeres ferry page,
 * `/es|en/ferry-isla-mujeres/`, spec §2, shows the ferry cards; pages without linked products render
 * nothing) and the home page's parks and tours (`ProductCards`).
 */
import { getTranslations } from 'next-intl/server'
import { getCurrencies } from '../../../../cms/reads/queries'
import type { RouteLocale } from '../../../../lib/i18n/locales'
import { textLocaleOf } from '../../../../lib/i18n/locales'
import { formatMoney } from '../../../../lib/money/format'
import type { ProductKind } from '../../domain/catalog'
import { shopPath } from '../../domain/paths'
import { listPriceIn } from '../../domain/pricing'
import { ProductCard } from '../../components/ProductCard'
import '../../components/shop.css'
import { shopService } from '../index'
import { toFormat } from './common'

/** Content-page slug → the product kinds it sells. */
export const PAGE_PRODUCT_KINDS: Record<string, ProductKind[]> = {
  'ferry-isla-mujeres': ['ferry'],
}

export async function LinkedProducts({ locale, slug }: { locale: RouteLocale; slug: string }) {
  const kinds = PAGE_PRODUCT_KINDS[slug]
  if (!kinds) return null
  const t = await getTranslations({ locale, namespace: 'shop' })
  return <ProductCards locale={locale} kinds={kinds} heading={t('buyTickets')} headingId="linked-products" />
}

/**
 * Cards of the shop's products of `kinds` (in the shop's order, at most `limit`) for a page cached
 * for everyone: each card's "from" rendered in USD and given in every CMS currency with a shop rate
 * (`listPriceIn`, as the listing converts), the visitor's shown once hydrated (`CookieCurrencyPrice`).
 * `intro` and `more` (a link under the cards) are optional. Nothing when no product matches or the
 * catalogue cannot be read.
 */
export async function ProductCards({
  locale,
  kinds,
  heading,
  headingId,
  limit,
  intro,
  more,
  availableOnly = false,
}: {
  locale: RouteLocale
  kinds: readonly ProductKind[]
  heading: string
  headingId: string
  limit?: number
  intro?: string
  more?: { href: string; label: string }
  /** leave out the products that cannot be bought now (their message shown otherwise) */
  availableOnly?: boolean
}) {
  const products = (
    await shopService()
      .listShopProducts(textLocaleOf(locale))
      .catch(() => [])
  )
    .filter((p) => kinds.includes(p.kind) && !(availableOnly && p.unavailableMessage))
    .slice(0, limit)
  if (products.length === 0) return null
  const [t, currencies] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getCurrencies(textLocaleOf(locale)).catch(() => [])])
  const rates = await Promise.all(currencies.map(async (c) => ({ format: toFormat(c), rate: await shopService().currencyRate(c.isoCode) })))
  /** USD cents → ISO code → the formatted price, for every currency with a rate */
  const inEveryCurrency = (usdCents: number) => {
    const out: Record<string, string> = {}
    for (const { format, rate } of rates) {
      const minor = rate ? listPriceIn(usdCents, { rateToUsd: rate.rateToUsd, decimals: format.decimals }) : null
      if (minor !== null) out[format.isoCode] = formatMoney(minor, format)
    }
    return out
  }
  return (
    <section className="shop-linked" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro ? <p className="shop-linked__intro">{intro}</p> : null}
      <ul className="shop-cards">
        {products.map((p) => (
          <ProductCard
            key={p.id}
            product={{ ...p }}
            locale={locale}
            fromByCurrency={p.fromPrice ? inEveryCurrency(p.fromPrice.amountMinor) : undefined}
            href={shopPath(locale, 'shop', p.slug)}
            texts={{ from: t.raw('from') as string, perAdult: t('perAdult'), seeTickets: t('seeTickets'), kind: t(`kinds.${p.kind}`), unavailable: t('unavailableLabel') }}
          />
        ))}
      </ul>
      {more ? (
        <p className="shop-linked__more">
          <a className="button button--ghost" href={more.href}>
            {more.label}
          </a>
        </p>
      ) : null}
    </section>
  )
}
