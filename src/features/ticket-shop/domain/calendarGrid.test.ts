import { getWeeksInMonth, parseDate, startOfMonth } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { monthGrid, weekdayDates, type GridCell } from './calendarGrid'

const inside = (w: GridCell[][]) => w.flat().filter((c): c is Extract<GridCell, { outside: false }> => !c.outside)

describe('monthGrid', () => {
  it('lays out November 2026 from Sunday (es-MX and en-US start weeks on Sunday)', () => {
    for (const locale of ['es-MX', 'en-US']) {
      const weeks = monthGrid('2026-11-21', locale, () => 'unknown')
      expect(weeks).toHaveLength(5)
      expect(weeks[0][0]).toMatchObject({ outside: false, date: '2026-11-01', day: 1 })
      expect(weeks[4].map((c) => c.outside)).toEqual([false, false, true, true, true, true, true])
    }
  })

  it('marks the neighbouring months outside, and starts weeks on the locale first weekday', () => {
    const us = monthGrid('2026-12-05', 'en-US', () => 'unknown')
    expect(us[0].slice(0, 2)).toEqual([
      { outside: true, date: '2026-11-29' },
      { outside: true, date: '2026-11-30' },
    ])
    const es = monthGrid('2026-12-05', 'es-ES', () => 'unknown') // Monday first
    expect(es[0][0]).toEqual({ outside: true, date: '2026-11-30' })
    expect(es[0][1]).toMatchObject({ date: '2026-12-01', day: 1 })
    expect(weekdayDates('2026-12-05', 'es-ES')[0]).toBe('2026-11-30')
    expect(weekdayDates('2026-12-05', 'en-US')[0]).toBe('2026-11-29')
  })

  it('has as many weeks as react-aria (getWeeksInMonth) for two years of months', () => {
    for (let m = 0; m < 24; m++) {
      const today = parseDate('2026-01-15').add({ months: m }).toString()
      for (const locale of ['es-MX', 'en-US', 'es-ES']) {
        const weeks = monthGrid(today, locale, () => 'unknown')
        expect(weeks.length).toBe(getWeeksInMonth(startOfMonth(parseDate(today)), locale))
        expect(inside(weeks).length).toBe(startOfMonth(parseDate(today)).calendar.getDaysInMonth(parseDate(today)))
      }
    }
  })

  it('disables days before today and after the last bookable day; sold-out and closed days are unavailable', () => {
    const status = (d: string) => (d === '2026-11-25' ? 'sold-out' : d === '2026-11-26' ? 'closed' : d < '2026-11-28' ? 'available' : 'unknown')
    const cells = inside(monthGrid('2026-11-21', 'en-US', status, 7))
    const at = (d: string) => cells.find((c) => c.date === d)!
    expect(at('2026-11-20')).toMatchObject({ disabled: true, unavailable: false })
    expect(at('2026-11-21')).toMatchObject({ disabled: false, unavailable: false, status: 'available' })
    expect(at('2026-11-25')).toMatchObject({ disabled: false, unavailable: true, status: 'sold-out' })
    expect(at('2026-11-26')).toMatchObject({ disabled: false, unavailable: true, status: 'closed' })
    expect(at('2026-11-28')).toMatchObject({ disabled: false, unavailable: false, status: 'unknown' })
    expect(at('2026-11-29')).toMatchObject({ disabled: true })
  })

  it('rejects a malformed date', () => {
    expect(() => monthGrid('2026-13-01', 'en-US', () => 'unknown')).toThrow()
  })
})
