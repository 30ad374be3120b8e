import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatStayRange, intlLocale } from './dates'

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

describe('formatStayRange (issue #19 items 3 and 5)', () => {
  it('writes arrival and departure as one range with weekdays, the year only across a year end', () => {
    // ICU sets the range's dash between thin spaces (U+2009)
    const dash = '\u2009–\u2009'
    expect(formatStayRange('2027-01-18', '2027-01-22', 'es')).toBe(`lun 18 de ene${dash}vie 22 de ene`)
    expect(formatStayRange('2027-01-18', '2027-01-22', 'en')).toBe(`Mon, Jan 18${dash}Fri, Jan 22`)
    expect(formatStayRange('2027-01-30', '2027-02-02', 'pt')).toBe(`sáb., 30 de jan.${dash}ter., 2 de fev.`)
    expect(formatStayRange('2026-12-30', '2027-01-02', 'en')).toBe(`Wed, Dec 30, 2026${dash}Sat, Jan 2, 2027`)
  })

  it('falls back to the two dates for what is not a range of dates', () => {
    expect(formatStayRange('2027-02-30', '2027-03-02', 'en')).toBe('2027-02-30 – Tue, Mar 2, 2027')
    expect(formatStayRange('2027-01-22', '2027-01-18', 'en')).toBe('Fri, Jan 22, 2027 – Mon, Jan 18, 2027')
  })
})
