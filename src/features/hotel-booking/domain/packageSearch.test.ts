import { describe, expect, it } from 'vitest'
import {
  AIRPORTS,
  airportFromText,
  bundledAirports,
  originLookupText,
  packageFormTarget,
  packageQueryFromForm,
  packageSearchUrl,
  searchAirports,
  sentBackAirport,
  validatePackage,
} from './packageSearch'

const site = { baseUrl: 'https://paquetes.hotelarte.example', pathEs: '/paquetes/buscar', pathEn: '/packages/search' }
const q = { origin: 'MEX', departure: '2027-02-01', return: '2027-02-05', adults: 2, childrenAges: [7] }

describe('package search', () => {
  it('bundles real airports with unique IATA codes', () => {
    expect(AIRPORTS.length).toBeGreaterThan(50)
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length)
    expect(AIRPORTS.every((a) => /^[A-Z]{3}$/.test(a.code))).toBe(true)
  })
  it('type-ahead matches code, city and name without accents; excludes the destination', () => {
    expect(searchAirports('mex', 'es')[0].code).toBe('MEX')
    expect(searchAirports('ciudad de mexico', 'es').map((a) => a.code)).toEqual(expect.arrayContaining(['MEX', 'NLU']))
    expect(searchAirports('toronto', 'en')[0].code).toBe('YYZ')
    expect(searchAirports('cancun', 'es')).toEqual([])
  })
  it('reads a typed origin without a choice from the list only when it names one airport', () => {
    expect(airportFromText('yyz', 'en')?.code).toBe('YYZ')
    expect(airportFromText('Toronto (YYZ)', 'en')?.code).toBe('YYZ')
    expect(airportFromText(' merida ', 'es')?.code).toBe('MID')
    // two airports in the city, a partial text, the hotels' own airport: no origin
    expect(airportFromText('Ciudad de México', 'es')).toBeNull()
    expect(airportFromText('toro', 'en')).toBeNull()
    expect(airportFromText('CUN', 'es')).toBeNull()
    expect(airportFromText('', 'es')).toBeNull()
  })
  it('refuses a missing origin and more than 6 passengers with the spec messages', () => {
    expect(validatePackage({ ...q, origin: '' }, '2027-01-01')).toEqual({ origin: 'originRequired' })
    expect(validatePackage({ ...q, adults: 5, childrenAges: [3, 9] }, '2027-01-01')).toEqual({ passengers: 'maxPassengers' })
    expect(validatePackage({ ...q, adults: 4, childrenAges: [3, 9] }, '2027-01-01')).toEqual({})
    expect(validatePackage({ ...q, return: '2027-02-01' }, '2027-01-01')).toEqual({ dates: 'datesOrder' })
    expect(validatePackage({ ...q, departure: '' }, '2027-01-01')).toEqual({ dates: 'datesRequired' })
    // a child's age is the traveller's choice, never assumed
    expect(validatePackage({ ...q, childrenAges: [7, null] }, '2027-01-01')).toEqual({ ages: 'agesRequired' })
    expect(validatePackage({ ...q, childrenAges: [7, 0] }, '2027-01-01')).toEqual({})
  })
  it('builds the package site URL per language', () => {
    expect(packageSearchUrl(site, 'es', q)).toBe(
      'https://paquetes.hotelarte.example/paquetes/buscar?origin=MEX&destination=CUN&departure=2027-02-01&return=2027-02-05&adults=2&children=1&childrenAges=7&rooms=1&hotel=HXA&lang=es',
    )
    expect(packageSearchUrl(site, 'en', { ...q, childrenAges: [] })).toBe(
      'https://paquetes.hotelarte.example/packages/search?origin=MEX&destination=CUN&departure=2027-02-01&return=2027-02-05&adults=2&children=0&rooms=1&hotel=HXA&lang=en',
    )
  })
})

describe('package search submitted without script (GET /package-search/)', () => {
  const form = (fields: [string, string][]) => new URLSearchParams(fields)
  const typed: [string, string][] = [
    ['origin', ''],
    ['origin-text', 'toronto'],
    ['departure', '2027-02-01'],
    ['return', '2027-02-05'],
    ['adults', '2'],
    ['children', '0'],
  ]
  it('reads the typed airport when none was chosen, the chosen code first', () => {
    expect(packageQueryFromForm(form(typed), 'en')).toEqual({ origin: 'YYZ', departure: '2027-02-01', return: '2027-02-05', adults: 2, childrenAges: [] })
    expect(packageQueryFromForm(form([...typed.slice(1), ['origin', 'MEX']]), 'en').origin).toBe('MEX')
    expect(
      packageQueryFromForm(
        form([
          ['origin', 'ZZZ'],
          ['origin-text', 'nowhere'],
        ]),
        'en',
      ),
    ).toEqual({ origin: '', departure: '', return: '', adults: 0, childrenAges: [] })
  })
  it('gives each child its chosen age or none (no age field, an empty one, an age out of range)', () => {
    const kids = (ages: string[]) => packageQueryFromForm(form([...typed.slice(0, 5), ['children', '3'], ...ages.map((a): [string, string] => ['age', a])]), 'en').childrenAges
    expect(kids([])).toEqual([null, null, null])
    expect(kids(['7', '', '18'])).toEqual([7, null, null])
    expect(kids(['7', '0', '17'])).toEqual([7, 0, 17])
    expect(packageQueryFromForm(form([['children', '40']]), 'en').childrenAges).toHaveLength(6)
  })
  it('sends a valid search to the package site', () => {
    expect(packageFormTarget(form(typed), 'en', '2027-01-01', site, '/en/hotel-flight-package/')).toBe(
      'https://paquetes.hotelarte.example/packages/search?origin=YYZ&destination=CUN&departure=2027-02-01&return=2027-02-05&adults=2&children=0&rooms=1&hotel=HXA&lang=en',
    )
  })
  it('sends an invalid one back to its page with what was typed, marked for the form to show its errors', () => {
    const back = packageFormTarget(form([['origin-text', 'Nowhere'], ...typed.slice(2, 5), ['children', '1']]), 'es', '2027-01-01', site, '/es/paquete-hotel-vuelo/')
    expect(back).toBe('/es/paquete-hotel-vuelo/?origin-text=Nowhere&departure=2027-02-01&return=2027-02-05&adults=2&children=1&age=&package-errors=1#package-search-title')
    // a page path only: another origin, a protocol-relative path or an unknown language goes to the home page
    for (const bad of ['https://evil.example/', '//evil.example/es/', '/es//evil.example', '/de/x/', ''])
      expect(packageFormTarget(form([]), 'es', '2027-01-01', site, bad)).toMatch(/^\/es\/\?origin-text=&/)
  })
})

describe('package search with airports the origin-search service knows (spec §7)', () => {
  // Québec is not in the bundled list: only the service can name it
  const yqb = { code: 'YQB', city: 'Québec', name: 'Aéroport international Jean-Lesage', country: 'CA' }
  const known = [...bundledAirports('en'), yqb]
  const form = (fields: [string, string][]) => new URLSearchParams(fields)
  const rest: [string, string][] = [
    ['departure', '2027-02-01'],
    ['return', '2027-02-05'],
    ['adults', '2'],
    ['children', '0'],
  ]
  it('accepts any IATA origin but the destination; a missing one keeps the spec message', () => {
    expect(AIRPORTS.some((a) => a.code === 'YQB')).toBe(false)
    expect(validatePackage({ ...q, origin: 'YQB' }, '2027-01-01')).toEqual({})
    for (const origin of ['', 'CUN', 'yqb', 'YQBX', 'Y1B']) expect(validatePackage({ ...q, origin }, '2027-01-01')).toEqual({ origin: 'originRequired' })
  })
  it('searches and reads a typed text over the given airports', () => {
    expect(searchAirports('queb', 'en')).toEqual([])
    expect(searchAirports('queb', 'en', 8, known)).toEqual([yqb])
    expect(airportFromText('Québec (YQB)', 'en', known)).toEqual(yqb)
    expect(airportFromText('quebec', 'en', known)).toEqual(yqb)
    expect(airportFromText('yqb', 'en')).toBeNull()
  })
  it('asks the service only what the bundled list cannot name: the code, else the text', () => {
    expect(originLookupText(form([['origin', 'YQB']]), 'en')).toBe('YQB')
    expect(originLookupText(form([['origin-text', 'Québec (YQB)']]), 'en')).toBe('YQB')
    expect(originLookupText(form([['origin-text', ' yqb ']]), 'en')).toBe('YQB')
    expect(originLookupText(form([['origin-text', 'Zacatecas']]), 'es')).toBe('Zacatecas')
    for (const known of [[['origin', 'MEX']], [['origin-text', 'toronto']], [['origin-text', 'CUN']], [['origin-text', '']], [['origin-text', 'x'.repeat(61)]]] as [string, string][][])
      expect(originLookupText(form(known), 'en')).toBeNull()
  })
  it('sends a search from an airport the service knows to the package site', () => {
    const typed = form([['origin-text', 'Québec (YQB)'], ...rest])
    expect(packageQueryFromForm(typed, 'en').origin).toBe('')
    expect(packageFormTarget(typed, 'en', '2027-01-01', site, '/en/hotel-flight-package/', known)).toBe(
      'https://paquetes.hotelarte.example/packages/search?origin=YQB&destination=CUN&departure=2027-02-01&return=2027-02-05&adults=2&children=0&rooms=1&hotel=HXA&lang=en',
    )
    expect(packageQueryFromForm(form([['origin', 'yqb'], ...rest]), 'en', known).origin).toBe('YQB')
  })
  it('sends an understood airport back with its code and label when something else is wrong, and the form reads it', () => {
    const back = packageFormTarget(form([['origin-text', 'yqb'], ...rest.slice(0, 3), ['children', '1']]), 'en', '2027-01-01', site, '/en/hotel-flight-package/', known)
    expect(back).toBe('/en/hotel-flight-package/?origin=YQB&origin-text=Qu%C3%A9bec+%28YQB%29&departure=2027-02-01&return=2027-02-05&adults=2&children=1&age=&package-errors=1#package-search-title')
    const sent = new URLSearchParams(back.split('?')[1]!.split('#')[0])
    expect(sentBackAirport(sent, 'en')).toEqual({ code: 'YQB', city: 'Québec', name: '', country: '' })
    expect(sentBackAirport(form([['origin', 'MEX']]), 'es')?.city).toBe('Ciudad de México')
    expect(
      sentBackAirport(
        form([
          ['origin', 'YQB'],
          ['origin-text', 'Québec (YQX)'],
        ]),
        'en',
      ),
    ).toBeNull()
    expect(
      sentBackAirport(
        form([
          ['origin', 'CUN'],
          ['origin-text', 'Cancún (CUN)'],
        ]),
        'es',
      ),
    ).toBeNull()
  })
})
