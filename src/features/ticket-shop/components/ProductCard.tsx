/**
 * A product card of the listing (spec §2 park and tour cards): kind, name, short text,
 * "from" price and the link to the product page; an unavailable product shows its spec §4 message
 * instead of the price (it cannot be added). The "from" is the adult list price (`product.fromPrice`,
 * USD cents) unless the page gives it in its own currency (`from`: minor units of `from.format`,
 * converted by `listPriceIn` as the product page's is). On a cached page (`fromByCurrency`: ISO code →
 * the formatted price) the USD price turns into the visitor's currency once hydrated (`CookieCurrencyPrice`).
 */
import { SiteImage } from '../../../components/SiteImage'
import { imageAt } from '../../../lib/media'
import { formatMoney, type CurrencyFormat, USD_FORMAT } from '../../../lib/money/format'
import type { ShopProductSummary } from '../server/types'
import { CookieCurrencyPrice } from '../../../components/CookieCurrencyPrice'
import { formatMessage } from '../../../lib/i18n/format'

/** Where the price goes in the formatted "from" text, for a price drawn after hydration. */
const PRICE_SLOT = '\u0000'

type Texts = { from: string; perAdult: string; seeTickets: string; kind: string; unavailable: string }

export function ProductCard({
  product,
  locale,
  href,
  texts,
  headingLevel = 3,
  from,
  fromByCurrency,
  priority = false,
}: {
  product: ShopProductSummary
  /** the page's language (the "from" text's ICU formatting) */
  locale: string
  href: string
  texts: Texts
  headingLevel?: 2 | 3
  from?: { amountMinor: number; format: CurrencyFormat } | null
  /** a cached page's "from" in every currency with a rate (formatted), shown in the visitor's after hydration */
  fromByCurrency?: Record<string, string>
  /** the listing's first card: its photo is the page's largest paint on a phone (preloaded, not lazy) */
  priority?: boolean
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const price = from ?? (product.fromPrice ? { amountMinor: product.fromPrice.amountMinor, format: USD_FORMAT } : null)
  // the "from" text around its price ('Desde {price}'), for a price that changes after hydration
  const [beforePrice, afterPrice = ''] = formatMessage(texts.from, { price: PRICE_SLOT }, locale).split(PRICE_SLOT)
  return (
    <li className="shop-card" data-product-id={product.id} data-unavailable={product.unavailableMessage ? 'true' : undefined}>
      {product.image ? (
        <div className="shop-card__media">
          <SiteImage image={imageAt(product.image.url, product.image.alt, product.image)} sizes="(min-width: 64rem) 24rem, (min-width: 36rem) 50vw, calc(100vw - 2rem)" priority={priority} />
        </div>
      ) : (
        <div className="shop-card__media shop-card__media--empty" data-kind={product.kind} aria-hidden="true" />
      )}
      <div className="shop-card__body">
        <p className="shop-card__kind">{texts.kind}</p>
        <H className="shop-card__name">
          <a href={href}>{product.name}</a>
        </H>
        <p className="shop-card__desc">{product.shortDescription}</p>
        {product.unavailableMessage ? (
          <p className="shop-card__unavailable" data-testid="unavailable-message">
            <strong>{texts.unavailable}:</strong> {product.unavailableMessage}
          </p>
        ) : price ? (
          <p className="shop-card__price" data-testid="card-from">
            {fromByCurrency ? (
              <>
                {beforePrice}
                <CookieCurrencyPrice usd={formatMoney(price.amountMinor, price.format)} byCurrency={fromByCurrency} />
                {afterPrice}
              </>
            ) : (
              formatMessage(texts.from, { price: formatMoney(price.amountMinor, price.format) }, locale)
            )}{' '}
            <span>{texts.perAdult}</span>
          </p>
        ) : null}
        <a className="button button--ghost shop-card__cta" href={href} aria-label={`${texts.seeTickets}: ${product.name}`}>
          {texts.seeTickets}
        </a>
      </div>
    </li>
  )
}
