import { describe, expect, it } from 'vitest'
import { seedCurrencies } from '../../../seed/data/reference'
import { type CurrencyFormat, formatMoney, formatMoneyCode, formatMoneyOf, MoneyFormatError, toMajorUnits, toMinorUnits, USD_FORMAT } from './format'

const byIso = Object.fromEntries(seedCurrencies.map((c) => [c.isoCode, c as CurrencyFormat]))
const NBSP = '\u00a0'

describe('formatMoney with the CMS settings of all 17 currencies (spec §9)', () => {
  // 1,234,567.89 in minor units for 2-decimal currencies; 1,234,567 for 0-decimal ones.
  const expected: Record<string, string> = {
    USD: 'US$1,234,567.89',
    MXN: 'MX$1,234,567.89',
    CAD: 'CA$1,234,567.89',
    EUR: `1.234.567,89${NBSP}€`,
    COP: 'COL$1.234.567,89',
    GTQ: 'Q1,234,567.89',
    GBP: '£1,234,567.89',
    ARS: 'ARS$1.234.567,89',
    CLP: 'CLP$1.234.567',
    PEN: 'S/1,234,567.89',
    UYU: '$U1.234.567,89',
    CRC: '₡1.234.567,89',
    RUB: `1${NBSP}234${NBSP}567,89${NBSP}₽`,
    AUD: 'A$1,234,567.89',
    CNY: 'CN¥1,234,567.89',
    JPY: '¥1,234,567',
    KRW: '₩1,234,567',
  }

  it('covers exactly the 17 currencies', () => {
    expect(Object.keys(byIso).sort()).toEqual(Object.keys(expected).sort())
  })

  it.each(Object.entries(expected))('%s', (iso, text) => {
    const c = byIso[iso]
    const amount = c.decimals === 0 ? 1234567 : 123456789
    expect(formatMoney(amount, c)).toBe(text)
  })

  it('USD and MXN use comma thousands and dot decimals; EUR the reverse', () => {
    expect(formatMoney(100050, byIso.USD, { symbol: 'local' })).toBe('$1,000.50')
    expect(formatMoney(100050, byIso.MXN, { symbol: 'local' })).toBe('$1,000.50')
    expect(formatMoney(100050, byIso.EUR)).toBe(`1.000,50${NBSP}€`)
  })

  it("symbol 'none' gives the number alone with the currency's separators (the calendar's cells)", () => {
    expect(formatMoney(545800, byIso.MXN, { symbol: 'none' })).toBe('5,458.00')
    expect(formatMoney(5458, { ...byIso.MXN, decimals: 0 }, { symbol: 'none' })).toBe('5,458')
    expect(formatMoney(12000, byIso.CLP, { symbol: 'none' })).toBe('12.000')
    expect(formatMoney(-100050, byIso.EUR, { symbol: 'none' })).toBe('-1.000,50')
  })

  it('pads small amounts and signs negatives', () => {
    expect(formatMoney(5, byIso.USD)).toBe('US$0.05')
    expect(formatMoney(0, byIso.JPY)).toBe('¥0')
    expect(formatMoney(-4499, byIso.USD)).toBe('-US$44.99')
  })

  it('refuses non-integer minor units', () => {
    expect(() => formatMoney(44.99, byIso.USD)).toThrow(MoneyFormatError)
    expect(() => formatMoney(Number.NaN, byIso.USD)).toThrow(MoneyFormatError)
  })
})

describe('toMinorUnits', () => {
  it('rounds half away from zero at the currency decimals', () => {
    expect(toMinorUnits('112.49', 2)).toBe(11249)
    expect(toMinorUnits(44.995, 2)).toBe(4500)
    expect(toMinorUnits(1.005, 2)).toBe(101)
    expect(toMinorUnits('1500.5', 0)).toBe(1501)
    expect(toMinorUnits(-2.5, 0)).toBe(-3)
  })
  it('refuses non-numbers', () => {
    expect(() => toMinorUnits('abc', 2)).toThrow(MoneyFormatError)
  })
})

describe('toMajorUnits', () => {
  it('gives the decimal amount of minor units at the currency decimals, the inverse of toMinorUnits', () => {
    expect(toMajorUnits(11249, 2)).toBe(112.49)
    expect(toMajorUnits(1501, 0)).toBe(1501)
    expect(toMajorUnits(-250, 2)).toBe(-2.5)
    for (const amount of ['0.07', '19.99', '1234.56', '98765.43']) expect(toMajorUnits(toMinorUnits(amount, 2), 2)).toBe(Number(amount))
  })
})

describe('formatMoneyOf', () => {
  const usd = { isoCode: 'USD', symbol: '$', presentationSymbol: 'US$', position: 'I' as const, decimalSeparator: '.', thousandSeparator: ',', decimals: 2 }
  it('uses the CMS settings of the currency when listed, else its ISO code and ISO 4217 decimals', () => {
    expect(formatMoneyOf(123456, 'USD', [usd])).toBe('US$1,234.56')
    expect(formatMoneyOf(123450, 'EUR', [usd])).toBe(`EUR${NBSP}1,234.50`)
    expect(formatMoneyOf(1234, 'JPY', [])).toBe(`JPY${NBSP}1,234`)
  })
})

describe('formatMoneyCode', () => {
  it('names the currency by its code and writes its ISO 4217 decimals, whatever the amount', () => {
    expect(formatMoneyCode(123450, 'USD')).toBe(`USD${NBSP}1,234.50`)
    expect(formatMoneyCode(5, 'MXN')).toBe(`MXN${NBSP}0.05`)
    expect(formatMoneyCode(0, 'EUR')).toBe(`EUR${NBSP}0.00`)
    expect(formatMoneyCode(-2500, 'USD')).toBe(`-USD${NBSP}25.00`)
    expect(formatMoneyCode(1234567, 'JPY')).toBe(`JPY${NBSP}1,234,567`)
    expect(formatMoneyCode(1500, 'KWD')).toBe(`KWD${NBSP}1.500`)
  })

  it('refuses an amount that is not whole minor units', () => {
    expect(() => formatMoneyCode(12.5, 'USD')).toThrow(MoneyFormatError)
  })
})

describe('USD_FORMAT', () => {
  it('writes dollars as the shop states its prices', () => {
    expect(formatMoney(1000, USD_FORMAT)).toBe('US$10.00')
    expect(formatMoney(4499, USD_FORMAT)).toBe('US$44.99')
    expect(formatMoney(123456, USD_FORMAT)).toBe('US$1,234.56')
  })
})
