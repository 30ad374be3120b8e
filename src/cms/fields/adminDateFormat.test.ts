import { isValid, parse } from 'date-fns'
import { enUS, es } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'
import { adminDateFormat } from './adminDateFormat'

/** How react-datepicker reads typed text with a list of patterns: the last that parses wins, none guesses. */
function typed(text: string, patterns: string[], locale = es): Date | null {
  let found: Date | null = null
  for (const p of patterns) {
    const d = parse(text, p, new Date(2026, 10, 24), { locale })
    if (isValid(d) && d.getFullYear() >= 1800) found = d
  }
  return found
}

describe('adminDateFormat', () => {
  it('shows dates day first in Spanish and English (en-GB)', () => {
    expect(adminDateFormat('es', 'dayAndTime').display).toBe('dd/MM/yyyy HH:mm')
    expect(adminDateFormat('en', 'dayAndTime').display).toBe('dd/MM/yyyy HH:mm')
    expect(adminDateFormat('es').display).toBe('dd/MM/yyyy')
    expect(adminDateFormat('es', 'dayAndTime').placeholder).toBe('dd/mm/aaaa hh:mm')
    expect(adminDateFormat('en', 'dayAndTime').placeholder).toBe('dd/mm/yyyy hh:mm')
  })

  it('reads 01/02/2027 as 1 February 2027, with or without a time', () => {
    for (const [lang, locale] of [
      ['es', es],
      ['en', enUS],
    ] as const) {
      const { accepted } = adminDateFormat(lang, 'dayAndTime')
      expect(accepted[0]).toBe('dd/MM/yyyy HH:mm')
      expect(typed('01/02/2027', accepted, locale)).toEqual(new Date(2027, 1, 1, 0, 0))
      expect(typed('01/02/2027 10:30', accepted, locale)).toEqual(new Date(2027, 1, 1, 10, 30))
      expect(typed('1/2/2027 9:05', accepted, locale)).toEqual(new Date(2027, 1, 1, 9, 5))
      expect(typed('2027-02-01 10:30', accepted, locale)).toEqual(new Date(2027, 1, 1, 10, 30))
      expect(typed('01/02/2027', adminDateFormat(lang).accepted, locale)).toEqual(new Date(2027, 1, 1))
    }
    expect(typed('1 feb 2027, 10:30', adminDateFormat('es', 'dayAndTime').accepted, es)).toEqual(new Date(2027, 1, 1, 10, 30))
  })

  it('leaves text it cannot read unread instead of guessing', () => {
    const { accepted } = adminDateFormat('es', 'dayAndTime')
    expect(typed('13/13/2027', accepted)).toBeNull()
    expect(typed('01/02/20', accepted)).toBeNull()
    expect(typed('mañana', accepted)).toBeNull()
  })
})
