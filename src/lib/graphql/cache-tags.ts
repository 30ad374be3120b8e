/** Cache tags of CMS reads; Payload hooks expire them (architecture §9). */
export const cacheTags = {
  all: 'cms',
  pages: 'cms:pages',
  banners: 'cms:banners',
  currencies: 'cms:currencies',
  paymentMethods: 'cms:payment-methods',
  banks: 'cms:banks',
  roomCategories: 'cms:room-categories',
  roomTypes: 'cms:room-types',
  hotels: 'cms:hotels',
  unavailableProducts: 'cms:unavailable-products',
  products: 'cms:products',
  complements: 'cms:complements',
  media: 'cms:media',
  siteSettings: 'cms:site-settings',
  header: 'cms:header',
  footer: 'cms:footer',
} as const
