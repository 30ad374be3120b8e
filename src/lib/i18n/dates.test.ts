import { describe, expect, it } from 'vitest'
import { formatCalendarDate, intlLocale } from './dates'

describe('formatCalendarDate (issue #19 item 5)', () => {
  it('writes a stay date in the visitor language, on its own calendar day', () => {
    expect(formatCalendarDate('2026-12-28', 'es')).toBe('lun, 28 de dic de 2026')
    expect(formatCalendarDate('2026-12-28', 'en')).toBe('Mon, Dec 28, 2026')
    expect(formatCalendarDate('2028-02-29', 'pt')).toBe('ter., 29 de fev. de 2028')
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('Fri, Jan 1, 2027')
  })

  it('returns what is not a calendar date unchanged', () => {
    expect(formatCalendarDate('', 'es')).toBe('')
    expect(formatCalendarDate('2027-02-30x', 'en')).toBe('2027-02-30x')
    expect(formatCalendarDate('2027-02-30', 'en')).toBe('2027-02-30')
    expect(formatCalendarDate('28/12/2026', 'es')).toBe('28/12/2026')
  })

  it('maps languages to Intl locales', () => {
    expect([intlLocale('es'), intlLocale('en'), intlLocale('pt')]).toEqual(['es-MX', 'en-US', 'pt-BR'])
  })
})
