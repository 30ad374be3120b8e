/**
 * Product cards shown on a content page that sells them (issue #5): the Isla Mujeres ferry page
 * (`/es|en/ferry-isla-mujeres/`, spec §2) shows the ferry product cards linking to the shop. Pages
 * without linked products render nothing.
 */
import { getTranslations } from 'next-intl/server'
import type { RouteLocale } from '../../../../lib/i18n/locales'
import { textLocaleOf } from '../../../../lib/i18n/locales'
import type { ProductKind } from '../../domain/catalog'
import { shopPath } from '../../domain/paths'
import { ProductCard } from '../../components/ProductCard'
import '../../components/shop.css'
import { shopService } from '../index'

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
  const t = await getTranslations({ locale, namespace: 'shop' })
  return (
    <section className="shop-linked" aria-labelledby="linked-products">
      <h2 id="linked-products">{t('buyTickets')}</h2>
      <ul className="shop-cards">
        {products.map((p) => (
          <ProductCard
            key={p.id}
            product={{ ...p }}
            href={shopPath(locale, 'shop', p.slug)}
            texts={{ from: t.raw('from') as string, perAdult: t('perAdult'), seeTickets: t('seeTickets'), kind: t(`kinds.${p.kind}`), unavailable: t('unavailableLabel') }}
          />
        ))}
      </ul>
    </section>
  )
}
