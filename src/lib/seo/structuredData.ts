/**
 * schema.org objects for the storefront: the Hotel on the home page and a
 * BreadcrumbList on content pages. Pure: URLs and texts come in as arguments.
 */
export type HotelLd = { name: string; url: string; description?: string | null; telephone?: string | null }

/** A schema.org `Hotel` with the address of the resort (Riviera Maya, Quintana Roo, Mexico). */
export function hotelJsonLd(h: HotelLd): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: h.name,
    url: h.url,
    ...(h.description ? { description: h.description } : {}),
    ...(h.telephone ? { telephone: h.telephone } : {}),
    address: { '@type': 'PostalAddress', addressLocality: 'Playa del Carmen', addressRegion: 'Quintana Roo', addressCountry: 'MX' },
    checkinTime: '15:00',
    checkoutTime: '12:00',
  }
}

/** A schema.org `BreadcrumbList` from ordered `{name, url}` items (home first). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}
