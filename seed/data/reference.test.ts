import { describe, expect, it } from 'vitest'
import { methodsByCurrency, seedBanks, seedCurrencies, seedHotels, seedPaymentMethods, seedRoomCategories, seedUnavailableProducts } from './reference'

const codesFor = (iso: string) =>
  seedPaymentMethods
    .filter((m) => m.currencies.includes(iso))
    .map((m) => m.apiCode)
    .sort()

describe('reference seed data holds the spec’s constants (spec §9)', () => {
  it('has the 17 currencies', () => {
    expect(seedCurrencies.map((c) => c.isoCode)).toEqual(['USD', 'MXN', 'CAD', 'EUR', 'COP', 'GTQ', 'GBP', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'AUD', 'CNY', 'JPY', 'KRW'])
  })
  it('USD/MXN use , thousands and . decimals; EUR the reverse', () => {
    const c = Object.fromEntries(seedCurrencies.map((x) => [x.isoCode, x]))
    for (const iso of ['USD', 'MXN']) expect([c[iso].thousandSeparator, c[iso].decimalSeparator]).toEqual([',', '.'])
    expect([c.EUR.thousandSeparator, c.EUR.decimalSeparator]).toEqual(['.', ','])
  })
  it('MXN has 4 methods; PayPal only for USD, CAD, EUR, GBP, AUD, JPY; CB only EUR', () => {
    expect(codesFor('MXN')).toHaveLength(4)
    const paypal = seedPaymentMethods.find((m) => m.apiCode === 'PP')!
    expect(paypal.currencies.sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'JPY', 'USD'])
    expect(seedPaymentMethods.find((m) => m.apiCode === 'CB')!.currencies).toEqual(['EUR'])
    for (const iso of ['COP', 'GTQ', 'ARS', 'CLP', 'PEN', 'UYU', 'CRC', 'RUB', 'CNY', 'KRW']) expect(codesFor(iso)).not.toContain('PP')
  })
  it('the financing method is English-only, USD and CAD, with an up-code each', () => {
    const up = seedPaymentMethods.find((m) => m.apiCode === 'UP')!
    expect(up.languages).toEqual(['en'])
    expect(up.currencies.sort()).toEqual(['CAD', 'USD'])
    expect(up.upCodes!.map((u) => u.currency).sort()).toEqual(['CAD', 'USD'])
  })
  it('methodsByCurrency agrees with the method list', () => {
    for (const c of seedCurrencies) expect([...methodsByCurrency[c.isoCode]].sort()).toEqual(codesFor(c.isoCode))
  })
  it('banks offer months from 3, 6, 9, 12, 13, 15', () => {
    for (const b of seedBanks) for (const m of b.msiBreakdown) expect([3, 6, 9, 12, 13, 15]).toContain(m)
  })
  it('hotels: HXA 31453 is the default; channel 94, client id 0', () => {
    const hxa = seedHotels.find((h) => h.code === 'HXA')!
    expect(hxa.propertyCode).toBe(31453)
    expect(seedHotels.filter((h) => h.isDefault).map((h) => h.code)).toEqual(['HXA'])
    for (const h of seedHotels) expect([h.channel, h.clientId]).toEqual([94, 0])
  })
  it('room categories hold the spec’s room codes', () => {
    const rc = Object.fromEntries(seedRoomCategories.map((r) => [r.key, r.roomCodes]))
    expect(rc.jrsuites).toEqual(['JS', 'J2', 'J5'])
    expect(rc.swimup).toEqual(['WG', 'WF', 'WD'])
    expect(rc.mrsuites).toEqual(['M1', 'M2', 'MW', 'MF', 'MO', 'MR', 'FG'])
    expect(rc.suites).toHaveLength(16)
  })
  it('unavailable products and their messages (spec §4)', () => {
    const m = Object.fromEntries(seedUnavailableProducts.map((u) => [u.productId, u.message.en]))
    for (const id of [2120, 2117, 2157]) expect(m[id]).toBe('Available during summer vacation season')
    for (const id of [1893, 1894]) expect(m[id]).toBe('Not currently available')
  })
})
