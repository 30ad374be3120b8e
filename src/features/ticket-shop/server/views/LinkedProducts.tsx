/**
 * Product cards shown on a content page that sells them: the Isla Mujeres ferry page
 * (`/es|en/ferry-isla-mujeres/`, spec §2) shows the ferry product cards linking to the shop. Pages
 * without linked products render nothing. The page is cached, the same for everyone: each card's
 * "from" is rendered in USD and given in every CMS currency with a shop rate (`listPriceIn`, as the
 * listing converts), and the card shows the visitor's once hydrated (`CookieCurrencyPrice`).
 */
import { getTranslations } from 'next-intl/server'
import { getCurrencies } from '../../../../cms/reads/queries'
import type { RouteLocale } from '../../../../lib/i18n/locales'
import { contentLocaleOf, textLocaleOf } from '../../../../lib/i18n/locales'
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
  const products = (
    await shopService()
      .listShopProducts(textLocaleOf(locale))
      .catch(() => [])
  ).filter((p) => kinds.includes(p.kind))
  if (products.length === 0) return null
  const [t, currencies] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getCurrencies(contentLocaleOf(locale)).catch(() => [])])
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
    <section className="shop-linked" aria-labelledby="linked-products">
      <h2 id="linked-products">{t('buyTickets')}</h2>
      <ul className="shop-cards">
        {products.map((p) => (
          <ProductCard
            key={p.id}
            product={{ ...p }}
            fromByCurrency={p.fromPrice ? inEveryCurrency(p.fromPrice.amountMinor) : undefined}
            href={shopPath(locale, 'shop', p.slug)}
            texts={{ from: t.raw('from') as string, perAdult: t('perAdult'), seeTickets: t('seeTickets'), kind: t(`kinds.${p.kind}`), unavailable: t('unavailableLabel') }}
          />
        ))}
      </ul>
    </section>
  )
}
