/**
 * schema.org JSON-LD of the ticket shop (Product/Offer): a `Product` with one `Offer`
 * at the adult list price. Pure: URLs and texts come in as arguments; amounts in minor units.
 */
export type ProductLdInput = {
  name: string
  description: string
  url: string
  image: string | null
  sku: string
  brand: string
  /** Adult list price in minor units of `currency`; null = no offer price (priceless products). */
  priceMinor: number | null
  currency: string
  decimals: number
  available: boolean
}

/** `{ '@type': 'Product', offers: { '@type': 'Offer', price: '44.99', priceCurrency: 'USD', availability } }`. */
export function productJsonLd(p: ProductLdInput): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: p.url,
    priceCurrency: p.currency,
    availability: p.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  }
  if (p.priceMinor !== null) offer.price = (p.priceMinor / 10 ** p.decimals).toFixed(p.decimals)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.image ? { image: p.image } : {}),
    offers: offer,
  }
}
