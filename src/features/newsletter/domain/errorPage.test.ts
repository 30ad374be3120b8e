import { describe, expect, it } from 'vitest'
import en from '../../../lib/i18n/messages/en.json'
import es from '../../../lib/i18n/messages/es.json'
import pt from '../../../lib/i18n/messages/pt.json'
import { ERROR_PAGE_REASONS, newsletterErrorPath, parseErrorPageQuery } from './errorPage'

const query = (path: string) => {
  const params = new URLSearchParams(path.split('?')[1])
  return { reason: params.get('reason') ?? undefined, e: params.getAll('e') }
}

describe('the newsletter error page address (spec §7 error redirect page, §8 Newsletter)', () => {
  it('carries the reason and each field code once, and reads back the same', () => {
    const path = newsletterErrorPath('es', 'checkFields', { site: 'siteInvalid', lang: 'langInvalid', acceptance: 'checkboxRequired', permission: 'checkboxRequired' })
    expect(path.startsWith('/es/newsletter/error/?reason=checkFields&')).toBe(true)
    expect(parseErrorPageQuery(query(path))).toEqual({ reason: 'checkFields', codes: ['siteInvalid', 'langInvalid', 'checkboxRequired'] })
    expect(newsletterErrorPath('en', 'tryLater')).toBe('/en/newsletter/error/?reason=tryLater')
  })

  it('reads anything a visitor types as Try again later with only known codes', () => {
    expect(parseErrorPageQuery({})).toEqual({ reason: 'tryLater', codes: [] })
    expect(parseErrorPageQuery({ reason: '<script>', e: ['nope', 'emailInvalid', 'emailInvalid'] })).toEqual({ reason: 'tryLater', codes: ['emailInvalid'] })
    expect(parseErrorPageQuery({ reason: ['rateLimited', 'x'], e: 'langInvalid' })).toEqual({ reason: 'rateLimited', codes: ['langInvalid'] })
  })

  it('has the page and every reason in the three catalogues, Try again later as the spec words it', () => {
    for (const m of [es, en, pt]) {
      for (const reason of ERROR_PAGE_REASONS) expect(m.newsletter.outcome[reason]).toBeTruthy()
      expect(Object.values(m.newsletter.errorPage).every(Boolean)).toBe(true)
    }
    expect(es.newsletter.outcome.tryLater).toBe('Intenta más tarde')
    expect(en.newsletter.outcome.tryLater).toBe('Try again later')
    expect(es.newsletter.errors.siteInvalid).not.toBe(es.newsletter.errors.langInvalid)
  })
})
