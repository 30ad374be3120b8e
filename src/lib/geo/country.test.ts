import { describe, expect, it } from 'vitest'
import { defaultCurrencyFor, resolveCountry } from './country'

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null

describe('country (spec §4)', () => {
  it('comes from a CDN geolocation header', () => {
    expect(resolveCountry(headers({ 'cf-ipcountry': 'co' }), 'es')).toBe('CO')
    expect(resolveCountry(headers({ 'x-vercel-ip-country': 'CA' }), 'en')).toBe('CA')
    expect(resolveCountry(headers({ 'cloudfront-viewer-country': 'JP' }), 'en')).toBe('JP')
  })
  it('defaults to MX for Spanish and US otherwise', () => {
    expect(resolveCountry(headers({}), 'es')).toBe('MX')
    expect(resolveCountry(headers({}), 'en')).toBe('US')
    expect(resolveCountry(headers({}), 'pt')).toBe('US')
  })
  it('ignores unknown and malformed values', () => {
    expect(resolveCountry(headers({ 'cf-ipcountry': 'XX' }), 'es')).toBe('MX')
    expect(resolveCountry(headers({ 'cf-ipcountry': 'T1' }), 'en')).toBe('US')
    expect(resolveCountry(headers({ 'cf-ipcountry': '<script>' }), 'en')).toBe('US')
  })
})

describe('default currency by country (spec §4, §9)', () => {
  it.each([
    ['MX', 'MXN'],
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['ES', 'EUR'],
    ['DE', 'EUR'],
    ['CO', 'COP'],
    ['GT', 'GTQ'],
    ['GB', 'GBP'],
    ['AR', 'ARS'],
    ['CL', 'CLP'],
    ['PE', 'PEN'],
    ['UY', 'UYU'],
    ['CR', 'CRC'],
    ['RU', 'RUB'],
    ['AU', 'AUD'],
    ['CN', 'CNY'],
    ['JP', 'JPY'],
    ['KR', 'KRW'],
    ['BR', 'USD'],
    ['IN', 'USD'],
    ['zz', 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(defaultCurrencyFor(country)).toBe(currency)
  })
})
