import { describe, expect, it } from 'vitest'
import { contentLocaleOf, isRouteLocale, localeFromPathname, resolveRouteLocale } from './locales'

describe('locale resolution (spec §2)', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['pt', 'pt'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['ES', 'es'],
    ['es-MX', 'en'],
    ['../', 'en'],
  ])('%s → %s', (input, expected) => {
    expect(resolveRouteLocale(input as string | undefined)).toBe(expected)
  })

  it('reads the first path segment', () => {
    expect(localeFromPathname('/es/reserva/')).toBe('es')
    expect(localeFromPathname('/en/search/?checkin=2027-01-01')).toBe('en')
    expect(localeFromPathname('/pt/garden/')).toBe('pt')
    expect(localeFromPathname('/de/garden/')).toBe('en')
    expect(localeFromPathname('/')).toBe('en')
  })

  it('serves English text for pt until Portuguese exists', () => {
    expect(contentLocaleOf('pt')).toBe('en')
    expect(contentLocaleOf('es')).toBe('es')
    expect(contentLocaleOf('en')).toBe('en')
  })

  it('accepts only exact route locales as URL segments', () => {
    expect(isRouteLocale('es')).toBe(true)
    expect(isRouteLocale('ES')).toBe(false)
    expect(isRouteLocale(3)).toBe(false)
  })
})
