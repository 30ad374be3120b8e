import { describe, expect, it } from 'vitest'
import { notFoundDocument } from './notFoundDocument'

describe('notFoundDocument', () => {
  it('is the 404 page of the language, complete without script and never indexed', () => {
    for (const [locale, lang, heading, home] of [
      ['es', 'es', 'Página no encontrada', 'Ir a la página de inicio'],
      ['en', 'en', 'Page not found', 'Go to the home page'],
      ['pt', 'pt-BR', 'Página não encontrada', 'Ir para a página inicial'],
    ] as const) {
      const html = notFoundDocument(locale)
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`))
      expect(html).toContain(`<title>${heading}</title>`)
      expect(html).toContain(`<h1>${heading}</h1>`)
      expect(html).toContain(`<a href="/${locale}/">${home}</a>`)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
      expect(html).not.toContain('<script')
    }
  })
})
