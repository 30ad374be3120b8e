import { describe, expect, it } from 'vitest'
import { unknownLanguagePath } from './locales'

describe('unknownLanguagePath (spec §2: any other language gives en)', () => {
  it('replaces a language code that is not es, en or pt by en', () => {
    expect(unknownLanguagePath('/de/')).toBe('/en/')
    expect(unknownLanguagePath('/de')).toBe('/en/')
    expect(unknownLanguagePath('/fr/busqueda/')).toBe('/en/busqueda/')
    expect(unknownLanguagePath('/pt-BR/garden/')).toBe('/en/garden/')
    expect(unknownLanguagePath('/ES/')).toBe('/en/')
  })

  it('leaves the route locales and paths that are not language codes alone', () => {
    for (const p of ['/es/', '/en/search/', '/pt/', '/garden/', '/', '/abc/', '/e/']) expect(unknownLanguagePath(p)).toBeNull()
  })
})
