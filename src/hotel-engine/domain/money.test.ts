import { describe, expect, it } from 'vitest'
import { averageMinor, convertMinor, fromMinor, minorToNumeric, percentOf, sumMinor, toMinor } from './money'

describe('money in minor units', () => {
  it('parses NUMERIC strings without floats', () => {
    expect(toMinor('189.50', 2)).toBe(18950)
    expect(toMinor('189.505', 2)).toBe(18951)
    expect(toMinor('0.1', 2)).toBe(10)
    expect(toMinor(0.1 + 0.2, 2)).toBe(30)
    expect(toMinor('1500', 0)).toBe(1500)
    expect(() => toMinor('12,5', 2)).toThrow(RangeError)
  })
  it('formats back to decimals and NUMERIC strings', () => {
    expect(fromMinor(18951, 2)).toBe(189.51)
    expect(fromMinor(1500, 0)).toBe(1500)
    expect(minorToNumeric(5, 2)).toBe('0.05')
    expect(minorToNumeric(-12345, 2)).toBe('-123.45')
    expect(minorToNumeric(7, 0)).toBe('7')
  })
  it('converts through USD rates, rounding once', () => {
    const usd = { decimals: 2, ratePerUsd: '1' }
    expect(convertMinor(10000, usd, { decimals: 2, ratePerUsd: '18.5' })).toBe(185000)
    expect(convertMinor(10000, usd, { decimals: 0, ratePerUsd: '150' })).toBe(15000)
    expect(convertMinor(333, usd, { decimals: 2, ratePerUsd: '0.86' })).toBe(286)
  })
  it('takes percents, averages and sums as integers', () => {
    expect(percentOf(19999, 15)).toBe(3000)
    expect(percentOf(10000, 30)).toBe(3000)
    expect(averageMinor(10000, 3)).toBe(3333)
    expect(averageMinor(20000, 3)).toBe(6667)
    expect(sumMinor([10, 20, 30])).toBe(60)
  })
})
