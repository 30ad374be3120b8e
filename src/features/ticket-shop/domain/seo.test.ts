import { describe, expect, it } from 'vitest'
import { productJsonLd } from './seo'

describe('productJsonLd', () => {
  it('gives a Product with an Offer at the adult price', () => {
    const ld = productJsonLd({
      name: 'Park',
      description: 'd',
      url: 'https://x/en/shop/park/',
      image: null,
      sku: '2001',
      brand: 'Group',
      priceMinor: 4499,
      currency: 'USD',
      decimals: 2,
      available: true,
    })
    expect(ld['@type']).toBe('Product')
    expect(ld.offers).toEqual({ '@type': 'Offer', url: 'https://x/en/shop/park/', priceCurrency: 'USD', price: '44.99', availability: 'https://schema.org/InStock' })
  })
  it('marks unavailable products out of stock and omits an unknown price', () => {
    const ld = productJsonLd({ name: 'P', description: '', url: 'u', image: 'i', sku: '1', brand: 'b', priceMinor: null, currency: 'USD', decimals: 2, available: false })
    expect(ld.offers).toEqual({ '@type': 'Offer', url: 'u', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' })
    expect(ld.image).toBe('i')
  })
})
