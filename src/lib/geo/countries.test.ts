import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries'

describe('country list', () => {
  it('holds 250 unique upper-case codes including the sale markets', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(250)
    for (const c of ['MX', 'US', 'CA', 'ES', 'GB', 'CO', 'AR', 'BR', 'XK']) expect(isCountryCode(c), c).toBe(true)
    for (const c of ['mx', 'ZZ', 'UK', 'EU', '', 'MEX', null, 52]) expect(isCountryCode(c), String(c)).toBe(false)
  })

  it('names and sorts the options in the page language', () => {
    const es = countryOptions('es')
    const en = countryOptions('en')
    expect(es).toHaveLength(250)
    expect(es.find((o) => o.code === 'MX')?.name).toBe('México')
    expect(en.find((o) => o.code === 'US')?.name).toBe('United States')
    expect(en.find((o) => o.code === 'DE')?.name).toBe('Germany')
    expect(es.find((o) => o.code === 'DE')?.name).toBe('Alemania')
    const names = en.map((o) => o.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare))
  })
})
