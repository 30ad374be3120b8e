import { describe, expect, it } from 'vitest'
import { AIRPORTS, airportFromText, packageSearchUrl, searchAirports, validatePackage } from './packageSearch'

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
