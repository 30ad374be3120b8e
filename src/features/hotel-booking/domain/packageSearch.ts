/**
 * Hotel + flight package search (issue #4 "Hotel + flight"; spec §5 Hotel plus flight, §7 package
 * site, §9 maximum 6 passengers). Pure: airport type-ahead over the bundled list, validation with
 * the spec's messages (as dictionary keys under `packageSearch.errors`), and the package site URL.
 *
 * The package site's query shape is not in the spec; this builds
 * `{base}{/paquetes/buscar|/packages/search}?origin=MEX&destination=CUN&departure=YYYY-MM-DD&return=YYYY-MM-DD&adults=2&children=1&childrenAges=7&rooms=1&hotel=HXA&lang=es`
 * (dates are the traveller's local dates as typed; ages joined by `|` like the hotel search).
 */
import airportsData from '../data/airports.json'

export type Airport = { code: string; city: { es: string; en: string }; name: string; country: string }

/** The bundled list of origin airports (IATA code, city per language, official name, ISO country). */
export const AIRPORTS: readonly Airport[] = airportsData as Airport[]

/** Spec §9: at most 6 passengers in total. */
export const MAX_PASSENGERS = 6
/** The hotels' airport. */
export const DESTINATION_AIRPORT = 'CUN'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/**
 * Airports matching a typed text: exact IATA code first, then city or name starting with it, then
 * containing it (accents and case ignored). Empty text → the first `limit` airports of the list.
 */
export function searchAirports(text: string, lang: 'es' | 'en', limit = 8): Airport[] {
  const q = fold(text)
  if (!q) return AIRPORTS.filter((a) => a.code !== DESTINATION_AIRPORT).slice(0, limit)
  const scored: [number, Airport][] = []
  for (const a of AIRPORTS) {
    if (a.code === DESTINATION_AIRPORT) continue
    const city = fold(a.city[lang])
    const name = fold(a.name)
    const score = fold(a.code) === q ? 0 : city.startsWith(q) ? 1 : name.startsWith(q) || fold(a.code).startsWith(q) ? 2 : city.includes(q) || name.includes(q) ? 3 : -1
    if (score >= 0) scored.push([score, a])
  }
  return scored
    .sort((x, y) => x[0] - y[0])
    .slice(0, limit)
    .map(([, a]) => a)
}

/** The field's text for a chosen airport: "Ciudad de México (MEX)". */
export const shortAirportLabel = (a: Airport, lang: 'es' | 'en') => `${a.city[lang]} (${a.code})`

/**
 * The airport a typed text names without a choice from the list: its IATA code, its short label
 * ("Toronto (YYZ)"), or a city with one airport (accents and case ignored); null when none or several.
 * For a text typed before the type-ahead loaded, or with it unavailable.
 */
export function airportFromText(text: string, lang: 'es' | 'en'): Airport | null {
  const q = fold(text)
  if (!q) return null
  const candidates = AIRPORTS.filter((a) => a.code !== DESTINATION_AIRPORT)
  const exact = candidates.find((a) => fold(a.code) === q || fold(shortAirportLabel(a, lang)) === q)
  if (exact) return exact
  const byCity = candidates.filter((a) => fold(a.city[lang]) === q)
  return byCity.length === 1 ? byCity[0] : null
}

export type PackageQuery = { origin: string; departure: string; return: string; adults: number; childrenAges: number[] }

export type PackageErrors = Partial<Record<'origin' | 'passengers' | 'ages' | 'dates', 'originRequired' | 'maxPassengers' | 'adultRequired' | 'agesRequired' | 'datesRequired' | 'datesOrder'>>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Validates the form. `origin` must be a code of the bundled list; each child's age is chosen by the
 * traveller (null until then: never assumed, the package's price depends on it).
 * @param today the traveller's local date `YYYY-MM-DD` (departure may not be earlier)
 * @returns the field → message-key map (empty when valid: then every age is a number)
 */
export function validatePackage(q: Omit<PackageQuery, 'childrenAges'> & { childrenAges: readonly (number | null)[] }, today: string): PackageErrors {
  const errors: PackageErrors = {}
  if (!AIRPORTS.some((a) => a.code === q.origin)) errors.origin = 'originRequired'
  if (q.adults + q.childrenAges.length > MAX_PASSENGERS) errors.passengers = 'maxPassengers'
  else if (q.adults < 1) errors.passengers = 'adultRequired'
  if (q.childrenAges.includes(null)) errors.ages = 'agesRequired'
  if (!ISO_DATE.test(q.departure) || !ISO_DATE.test(q.return) || q.departure < today) errors.dates = 'datesRequired'
  else if (q.return <= q.departure) errors.dates = 'datesOrder'
  return errors
}

/**
 * The package site URL for a valid query.
 * @param site base URL and per-language paths (CMS site settings `packageSite`, env override)
 */
export function packageSearchUrl(site: { baseUrl: string; pathEs: string; pathEn: string }, lang: 'es' | 'en', q: PackageQuery, hotel = 'HXA'): string {
  const url = new URL((lang === 'es' ? site.pathEs : site.pathEn) || (lang === 'es' ? '/paquetes/buscar' : '/packages/search'), site.baseUrl)
  const p = url.searchParams
  p.set('origin', q.origin)
  p.set('destination', DESTINATION_AIRPORT)
  p.set('departure', q.departure)
  p.set('return', q.return)
  p.set('adults', String(q.adults))
  p.set('children', String(q.childrenAges.length))
  if (q.childrenAges.length) p.set('childrenAges', q.childrenAges.join('|'))
  p.set('rooms', '1')
  p.set('hotel', hotel)
  p.set('lang', lang)
  return url.toString()
}
