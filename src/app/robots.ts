/** `/robots.txt`: crawl the storefront, not the admin, APIs or the language-switch redirect. */
import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo/metadata'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin/', '/api/', '/hotel-api/', '/locale-switch/', '/es/reserva/', '/en/booking/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
