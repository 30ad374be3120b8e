/**
 * Hotel + flight package search (spec §5 Hotel plus flight, §7 package site and origin-search
 * service, §9 maximum 6 passengers). Pure: airport type-ahead over a list of airports (the bundled
 * list, or what the origin-search service answered), validation with the spec's messages (as
 * dictionary keys under `packageSearch.errors`), and the package site URL.
 *
 * The package site's query shape is not in the spec; this builds
 * `{base}{/paquetes/buscar|/packages/search}?origin=MEX&destination=CUN&departure=YYYY-MM-DD&return=YYYY-MM-DD&adults=2&children=1&childrenAges=7&rooms=1&hotel=HXA&lang=es`
 * (dates are the traveller's local dates as typed; ages joined by `|` like the hotel search).
 */
import airportsData from '../data/airports.json'

/** An airport of the bundled list: IATA code, city per language, official name, ISO country. */
export type Airport = { code: string; city: { es: string; en: string }; name: string; country: string }

/**
 * One airport in one language, as the type-ahead shows it and the origin-search service answers it
 * (`server/originSearch.ts`): IATA code (3 capitals), city, official name, ISO 3166-1 alpha-2 country
 * ('' when not known).
 */
export type OriginAirport = { code: string; city: string; name: string; country: string }

/** The bundled list of origin airports: the type-ahead's immediate answer and its offline fallback. */
export const AIRPORTS: readonly Airport[] = airportsData as Airport[]

/** Spec §9: at most 6 passengers in total. */
export const MAX_PASSENGERS = 6
/** The oldest age a package traveller is a child at (the form offers 0–17; 18 and over are adults). */
export const MAX_CHILD_AGE = 17
/** The hotels' airport. */
export const DESTINATION_AIRPORT = 'CUN'
/** An IATA airport code as the package site takes it. */
export const IATA_CODE = /^[A-Z]{3}$/
/** The longest text the type-ahead searches with (a city name or an airport's official name fits). */
export const MAX_ORIGIN_QUERY = 60

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** A bundled airport in one language (`OriginAirport`). */
export const localAirport = (a: Airport, lang: 'es' | 'en'): OriginAirport => ({ code: a.code, city: a.city[lang], name: a.name, country: a.country })

/** The bundled list in one language, without the destination (the hotels' airport is no origin). */
export const bundledAirports = (lang: 'es' | 'en'): OriginAirport[] => AIRPORTS.filter((a) => a.code !== DESTINATION_AIRPORT).map((a) => localAirport(a, lang))

/** `first` then the airports of `more` whose code `first` lacks (one entry per IATA code). */
export function mergeAirports(first: readonly OriginAirport[], more: readonly OriginAirport[]): OriginAirport[] {
  const seen = new Set(first.map((a) => a.code))
  return [...first, ...more.filter((a) => !seen.has(a.code) && seen.add(a.code))]
}

/**
 * Airports matching a typed text: exact IATA code first, then city or name starting with it, then
 * containing it (accents and case ignored). Empty text → the first `limit` airports of the list.
 * @param airports where to search (default: the bundled list in `lang`); the destination is never offered
 */
export function searchAirports(text: string, lang: 'es' | 'en', limit = 8, airports: readonly OriginAirport[] = bundledAirports(lang)): OriginAirport[] {
  const q = fold(text)
  const candidates = airports.filter((a) => a.code !== DESTINATION_AIRPORT)
  if (!q) return candidates.slice(0, limit)
  const scored: [number, OriginAirport][] = []
  for (const a of candidates) {
    const city = fold(a.city)
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
export const shortAirportLabel = (a: OriginAirport) => `${a.city} (${a.code})`

/** The IATA code a typed text names by itself: "yqb", or a label ending in "(YQB)"; null otherwise. */
export function codeInText(text: string): string | null {
  const t = text.trim()
  if (/^[A-Za-z]{3}$/.test(t)) return t.toUpperCase()
  const m = /\(([A-Za-z]{3})\)$/.exec(t)
  return m ? m[1]!.toUpperCase() : null
}

/**
 * The airport a typed text names without a choice from the list: its IATA code, a label ending in
 * its code ("Toronto (YYZ)"), or a city with one airport (accents and case ignored); null when none
 * or several. For a text typed before the type-ahead loaded, or with it unavailable.
 * @param airports the airports it may name (default: the bundled list in `lang`)
 */
export function airportFromText(text: string, lang: 'es' | 'en', airports: readonly OriginAirport[] = bundledAirports(lang)): OriginAirport | null {
  const q = fold(text)
  if (!q) return null
  const candidates = airports.filter((a) => a.code !== DESTINATION_AIRPORT)
  const code = codeInText(text)
  const exact = candidates.find((a) => a.code === code || fold(shortAirportLabel(a)) === q)
  if (exact) return exact
  const byCity = candidates.filter((a) => fold(a.city) === q)
  return byCity.length === 1 ? byCity[0]! : null
}

/**
 * What the server asks the origin-search service to resolve a natively submitted form's origin
 * (`origin`, the chosen code; `origin-text`, what was typed) when the bundled list cannot: the code
 * (chosen, typed, or at the end of a label), else the typed text; null when the bundled list already
 * names the airport or there is nothing to ask.
 */
export function originLookupText(form: URLSearchParams, lang: 'es' | 'en'): string | null {
  const bundled = bundledAirports(lang)
  const chosen = (form.get('origin') ?? '').trim().toUpperCase()
  if (bundled.some((a) => a.code === chosen)) return null
  const typed = (form.get('origin-text') ?? '').trim()
  if (IATA_CODE.test(chosen) && chosen !== DESTINATION_AIRPORT) return chosen
  if (!typed || airportFromText(typed, lang, bundled)) return null
  const code = codeInText(typed)
  if (code) return code === DESTINATION_AIRPORT ? null : code
  return typed.length <= MAX_ORIGIN_QUERY ? typed : null
}

export type PackageQuery = { origin: string; departure: string; return: string; adults: number; childrenAges: number[] }

export type PackageErrors = Partial<Record<'origin' | 'passengers' | 'ages' | 'dates', 'originRequired' | 'maxPassengers' | 'adultRequired' | 'agesRequired' | 'datesRequired' | 'datesOrder'>>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Validates the form. `origin` must be an IATA code other than the destination (a code the form
 * took from an airport list: `packageQueryFromForm`, the type-ahead); each child's age is chosen by
 * the traveller (null until then: never assumed, the package's price depends on it).
 * @param today the traveller's local date `YYYY-MM-DD` (departure may not be earlier)
 * @returns the field → message-key map (empty when valid: then every age is a number)
 */
export function validatePackage(q: Omit<PackageQuery, 'childrenAges'> & { childrenAges: readonly (number | null)[] }, today: string): PackageErrors {
  const errors: PackageErrors = {}
  if (!IATA_CODE.test(q.origin) || q.origin === DESTINATION_AIRPORT) errors.origin = 'originRequired'
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

/** The query parameter that marks a form sent back to its page with errors (see `packageFormTarget`). */
export const PACKAGE_ERRORS_PARAM = 'package-errors'

/**
 * The form's fields as the browser submits them natively (no script yet, or none at all): the chosen
 * airport's code (`origin`, empty until the type-ahead chose one) or the typed text (`origin-text`),
 * `departure`, `return`, `adults`, `children` and one `age` per child in order ('' = not chosen).
 * A child without an `age` field (the selects appear only with script) has none chosen yet.
 * @param airports the airports the origin may be (default: the bundled list; the server adds what the
 *   origin-search service answered for `originLookupText`)
 * @returns the query to validate (origin '' when it names none of `airports`), each child's age or
 *   null; numbers that do not parse are 0
 */
export function packageQueryFromForm(
  form: URLSearchParams,
  lang: 'es' | 'en',
  airports: readonly OriginAirport[] = bundledAirports(lang),
): Omit<PackageQuery, 'childrenAges'> & { childrenAges: (number | null)[] } {
  const int = (v: string | null) => (v !== null && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : 0)
  const code = (form.get('origin') ?? '').trim().toUpperCase()
  const origin = code !== DESTINATION_AIRPORT && airports.some((a) => a.code === code) ? code : (airportFromText(form.get('origin-text') ?? '', lang, airports)?.code ?? '')
  const ages = form.getAll('age')
  const children = Math.min(MAX_PASSENGERS, int(form.get('children')))
  const childrenAges = Array.from({ length: children }, (_, i) => {
    const a = ages[i]
    return a !== undefined && /^\d{1,2}$/.test(a) && Number(a) <= MAX_CHILD_AGE ? Number(a) : null
  })
  return { origin, departure: (form.get('departure') ?? '').trim(), return: (form.get('return') ?? '').trim(), adults: int(form.get('adults')), childrenAges }
}

/**
 * Where a natively submitted form goes (`GET /package-search/`, src/app/package-search/route.ts): a
 * valid query to the package site; otherwise back to the form's page with what was typed and
 * `package-errors=1`, where the form adopts the values and shows its errors once its script runs.
 * A submit made before hydration therefore loses nothing. An origin it understood goes back as its
 * code (`origin`) and label (`origin-text`, "Québec (YQB)"): `sentBackAirport` reads them.
 * @param back the form page's path (`/{es|en|pt}/…`, no query); anything else becomes `/{lang}/`
 * @param today the hotel-local date `YYYY-MM-DD`
 * @param airports the airports the origin may be (see `packageQueryFromForm`)
 * @returns an absolute package site URL, or a same-site path with query and `#package-search-title`
 */
export function packageFormTarget(
  form: URLSearchParams,
  lang: 'es' | 'en',
  today: string,
  site: { baseUrl: string; pathEs: string; pathEn: string },
  back: string,
  airports: readonly OriginAirport[] = bundledAirports(lang),
): string {
  const q = packageQueryFromForm(form, lang, airports)
  if (Object.keys(validatePackage(q, today)).length === 0) return packageSearchUrl(site, lang, { ...q, childrenAges: q.childrenAges as number[] })
  const path = /^\/(?:es|en|pt)\/[^?#\\]*$/.test(back) && !back.includes('//') ? back : `/${lang}/`
  const p = new URLSearchParams()
  const understood = q.origin ? airports.find((a) => a.code === q.origin) : undefined
  if (understood) p.set('origin', understood.code)
  p.set('origin-text', understood ? shortAirportLabel(understood) : (form.get('origin-text') ?? '').slice(0, 120))
  p.set('departure', q.departure.slice(0, 10))
  p.set('return', q.return.slice(0, 10))
  p.set('adults', String(q.adults))
  p.set('children', String(q.childrenAges.length))
  for (const a of q.childrenAges) p.append('age', a === null ? '' : String(a))
  p.set(PACKAGE_ERRORS_PARAM, '1')
  return `${path}?${p.toString()}#package-search-title`
}

/**
 * The airport of a form `packageFormTarget` sent back: its code (`origin`) with its label
 * (`origin-text`, "City (XXX)"); a bundled airport by its code alone. Null when none was understood.
 */
export function sentBackAirport(form: URLSearchParams, lang: 'es' | 'en'): OriginAirport | null {
  const code = (form.get('origin') ?? '').trim().toUpperCase()
  if (!IATA_CODE.test(code) || code === DESTINATION_AIRPORT) return null
  const bundled = bundledAirports(lang).find((a) => a.code === code)
  if (bundled) return bundled
  const label = /^(.+) \(([A-Z]{3})\)$/.exec((form.get('origin-text') ?? '').trim())
  return label && label[2] === code ? { code, city: label[1]!.trim(), name: '', country: '' } : null
}
