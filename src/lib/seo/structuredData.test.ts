import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, hotelJsonLd } from './structuredData'

describe('structured data', () => {
  it('describes the hotel', () => {
    const ld = hotelJsonLd({ name: 'Hotel Arte', url: 'https://x.example/es/', telephone: '800 292 2738' })
    expect(ld['@type']).toBe('Hotel')
    expect(ld.telephone).toBe('800 292 2738')
    expect((ld.address as { addressCountry: string }).addressCountry).toBe('MX')
    expect(ld).not.toHaveProperty('description')
  })
  it('numbers breadcrumb positions from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Inicio', url: 'https://x.example/es/' },
      { name: 'Bodas', url: 'https://x.example/es/weddings/' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x.example/es/' },
      { '@type': 'ListItem', position: 2, name: 'Bodas', item: 'https://x.example/es/weddings/' },
    ])
  })
})
