import { describe, expect, it } from 'vitest'
import { formatPercent, pluralCategory } from './numbers'

describe('formatPercent', () => {
  it('writes a rate given in percent points in es, en and pt', () => {
    expect(['es', 'en', 'pt'].map((l) => formatPercent(16, l))).toEqual(['16%', '16%', '16%'])
    expect(['es', 'en', 'pt'].map((l) => formatPercent(3.5, l))).toEqual(['3.5%', '3.5%', '3,5%'])
    expect(formatPercent(0.1234, 'en')).toBe('0.1234%')
    expect(formatPercent(0.12345, 'en')).toBe('0.1235%')
  })
})

describe('pluralCategory', () => {
  it('gives the CLDR category of a count per language', () => {
    expect(['es', 'en', 'pt'].map((l) => pluralCategory(1, l))).toEqual(['one', 'one', 'one'])
    expect(['es', 'en', 'pt'].map((l) => pluralCategory(2, l))).toEqual(['other', 'other', 'other'])
    // Portuguese (Brazil) says '0 noite', the singular
    expect(['es', 'en', 'pt'].map((l) => pluralCategory(0, l))).toEqual(['other', 'other', 'one'])
    expect(pluralCategory(1, 'es-MX')).toBe('one')
  })
})
