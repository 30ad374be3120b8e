/**
 * Visitor country and default currency (spec §4).
 *
 * Country comes from a CDN geolocation request header; otherwise MX for Spanish and US for the other
 * languages. The country sets a default currency; USD is the default.
 */
import type { RouteLocale } from '../i18n/locales'

/** Geolocation headers set by common CDNs (Vercel, Cloudflare, CloudFront, Fastly/Akamai setups). */
export const GEO_COUNTRY_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code', 'x-geo-country'] as const

const ISO_COUNTRY = /^[A-Z]{2}$/

/**
 * @param getHeader reads a request header by lower-case name
 * @param locale the route locale
 * @returns ISO 3166-1 alpha-2 country code, upper case
 */
export function resolveCountry(getHeader: (name: string) => string | null | undefined, locale: RouteLocale): string {
  for (const name of GEO_COUNTRY_HEADERS) {
    const value = getHeader(name)?.trim().toUpperCase()
    // Cloudflare sends XX (unknown) and T1 (Tor): neither is a country.
    if (value && ISO_COUNTRY.test(value) && value !== 'XX' && value !== 'T1') return value
  }
  return locale === 'es' ? 'MX' : 'US'
}

const EURO_COUNTRIES = new Set(['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK'])

/** Countries whose own currency is among the site's 17 (spec §9). */
const COUNTRY_CURRENCY: Record<string, string> = {
  US: 'USD',
  MX: 'MXN',
  CA: 'CAD',
  CO: 'COP',
  GT: 'GTQ',
  GB: 'GBP',
  AR: 'ARS',
  CL: 'CLP',
  PE: 'PEN',
  UY: 'UYU',
  CR: 'CRC',
  RU: 'RUB',
  AU: 'AUD',
  CN: 'CNY',
  JP: 'JPY',
  KR: 'KRW',
}

export const DEFAULT_CURRENCY = 'USD'

/**
 * Default currency for a country: its own currency when the site sells in it, EUR for the euro
 * area, USD otherwise (spec §4: "The default currency is USD").
 */
export function defaultCurrencyFor(country: string): string {
  const c = country.toUpperCase()
  if (COUNTRY_CURRENCY[c]) return COUNTRY_CURRENCY[c]
  if (EURO_COUNTRIES.has(c)) return 'EUR'
  return DEFAULT_CURRENCY
}
