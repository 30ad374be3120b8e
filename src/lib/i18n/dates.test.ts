import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatDayMonth, formatFullDate, formatHotelClock, formatHotelInstant, formatMonthYear, formatStayRange, formatWeekday, intlLocale } from './dates'

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
    // an Intl locale of one of them (react-aria's useLocale) maps to the same
    expect([intlLocale('es-MX'), intlLocale('en-US'), intlLocale('pt-BR'), intlLocale('ES'), intlLocale('fr-FR'), intlLocale('')]).toEqual(['es-MX', 'en-US', 'pt-BR', 'es-MX', 'en-US', 'en-US'])
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

/** ICU may set a narrow no-break space before 'PM' (newer ICU data); the texts below are about the words. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('calendar-day formatters', () => {
  it('write the short summary, the month heading and the full day in es, en and pt', () => {
    expect(['es', 'en', 'pt'].map((l) => formatDayMonth('2026-12-28', l))).toEqual(['28 dic', 'Dec 28', '28 de dez.'])
    expect(['es', 'en', 'pt'].map((l) => formatMonthYear('2026-12-01', l))).toEqual(['diciembre de 2026', 'December 2026', 'dezembro de 2026'])
    expect(['es', 'en', 'pt'].map((l) => formatFullDate('2026-12-28', l))).toEqual(['lunes, 28 de diciembre de 2026', 'Monday, December 28, 2026', 'segunda-feira, 28 de dezembro de 2026'])
    expect(['es', 'en', 'pt'].map((l) => formatWeekday('2026-12-28', l, 'long'))).toEqual(['lunes', 'Monday', 'segunda-feira'])
    expect(['es', 'en', 'pt'].map((l) => formatWeekday('2026-12-29', l, 'narrow'))).toEqual(['M', 'T', 'T'])
  })

  it('keep a day at the year boundary on its own day and month', () => {
    expect(formatDayMonth('2026-12-31', 'es')).toBe('31 dic')
    expect(formatDayMonth('2027-01-01', 'en')).toBe('Jan 1')
    expect(formatMonthYear('2026-12-31', 'en')).toBe('December 2026')
    expect(formatMonthYear('2027-01-01', 'es')).toBe('enero de 2027')
    expect(formatFullDate('2027-01-01', 'pt')).toBe('sexta-feira, 1 de janeiro de 2027')
  })

  it('take an Intl locale as the calendars give it', () => {
    expect(formatMonthYear('2027-03-15', 'es-MX')).toBe(formatMonthYear('2027-03-15', 'es'))
    expect(formatFullDate('2027-03-15', 'pt-BR')).toBe('segunda-feira, 15 de março de 2027')
  })

  it('return what is not a calendar date unchanged', () => {
    for (const f of [formatDayMonth, formatMonthYear, formatFullDate]) {
      expect(f('2027-02-30', 'en')).toBe('2027-02-30')
      expect(f('', 'es')).toBe('')
    }
    expect(formatWeekday('28/12/2026', 'es', 'long')).toBe('28/12/2026')
  })
})

describe('hotel-zone instants', () => {
  // 23:59 on Dec 28 in Quintana Roo (UTC-5 all year) is already Dec 29 in UTC
  const lastMinute = new Date('2026-12-29T04:59:00Z')
  const midnight = new Date('2026-12-29T05:00:00Z')

  it('write date and time on the hotel day, not the UTC day', () => {
    expect(['es', 'en', 'pt'].map((l) => plain(formatHotelInstant(lastMinute, l, 'long')))).toEqual([
      '28 de diciembre de 2026 a las 11:59 p.m.',
      'December 28, 2026 at 11:59 PM',
      '28 de dezembro de 2026 às 23:59',
    ])
    expect(['es', 'en', 'pt'].map((l) => plain(formatHotelInstant(lastMinute, l, 'medium')))).toEqual(['28 dic 2026, 11:59 p.m.', 'Dec 28, 2026, 11:59 PM', '28 de dez. de 2026, 23:59'])
    expect(plain(formatHotelInstant(midnight, 'en', 'medium'))).toBe('Dec 29, 2026, 12:00 AM')
    expect(['es', 'en', 'pt'].map((l) => plain(formatHotelClock(lastMinute, l)))).toEqual(['11:59 p.m.', '11:59 PM', '23:59'])
    expect(plain(formatHotelClock(midnight, 'pt'))).toBe('00:00')
  })

  it('take epoch milliseconds and ISO timestamps as the same instant', () => {
    expect(formatHotelInstant(lastMinute.getTime(), 'es', 'long')).toBe(formatHotelInstant(lastMinute, 'es', 'long'))
    expect(formatHotelInstant('2026-12-29T04:59:00.000Z', 'en', 'medium')).toBe(formatHotelInstant(lastMinute, 'en', 'medium'))
    expect(formatHotelClock('2026-12-28T23:59:00-05:00', 'en')).toBe(formatHotelClock(lastMinute, 'en'))
  })

  it('write exactly what the pages showed with the options stated in full (the browser tests compare against them)', () => {
    for (const [lang, locale] of [
      ['es', 'es-MX'],
      ['en', 'en-US'],
      ['pt', 'pt-BR'],
    ]) {
      const options = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'America/Cancun' }).format(lastMinute)
      expect(formatHotelInstant(lastMinute, lang, 'long')).toBe(options({ dateStyle: 'long', timeStyle: 'short' }))
      expect(formatHotelInstant(lastMinute, lang, 'medium')).toBe(options({ dateStyle: 'medium', timeStyle: 'short' }))
      expect(formatHotelClock(lastMinute, lang)).toBe(options({ timeStyle: 'short' }))
    }
  })

  it('throws RangeError for what is no instant', () => {
    expect(() => formatHotelInstant('not a time', 'en', 'long')).toThrow(RangeError)
    expect(() => formatHotelClock(new Date(NaN), 'es')).toThrow(RangeError)
  })
})
