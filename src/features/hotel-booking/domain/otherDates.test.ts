import { describe, expect, it } from 'vitest'
import type { CalendarNight } from '../../../lib/hotel-api/types'
import { addDays } from '../../../lib/hotel-date'
import { otherDatesWindow, otherStays } from './otherDates'

const night = (date: string, over: Partial<CalendarNight> = {}): CalendarNight => ({
  date,
  minPriceMinor: 20000,
  minStay: 1,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  closed: false,
  available: 3,
  past: false,
  ...over,
})
const days = (from: string, n: number, over: (d: string) => Partial<CalendarNight> = () => ({})) => Array.from({ length: n }, (_, i) => night(addDays(from, i), over(addDays(from, i))))

describe('otherStays (no rooms: offer other dates)', () => {
  const today = '2026-11-26'
  it('offers the nearest sellable stays of the same length, not the asked one', () => {
    // sold out from Dec 10 to Dec 14 (the asked stay: Dec 10–13)
    const cal = days('2026-12-01', 30, (d) => (d >= '2026-12-10' && d <= '2026-12-14' ? { available: 0 } : {}))
    expect(otherStays(cal, '2026-12-10', 3, today)).toEqual([
      { checkIn: '2026-12-07', checkOut: '2026-12-10' },
      { checkIn: '2026-12-06', checkOut: '2026-12-09' },
      { checkIn: '2026-12-15', checkOut: '2026-12-18' },
    ])
  })

  it('respects CTA, CTD, MinLOS, MaxLOS, closed and past nights', () => {
    const cal = days('2026-12-01', 12, (d) =>
      d === '2026-12-02'
        ? { closedToArrival: true }
        : d === '2026-12-06'
          ? { closedToDeparture: true }
          : d === '2026-12-04'
            ? { minStay: 5 }
            : d === '2026-12-05'
              ? { maxStay: 2 }
              : d === '2026-12-08'
                ? { closed: true }
                : d === '2026-12-01'
                  ? { past: true }
                  : {},
    )
    const starts = otherStays(cal, '2026-12-11', 3, today, 20).map((s) => s.checkIn)
    // 01 past; 02 CTA; 03 leaves on 06 (CTD); 04 MinLOS 5; 05 MaxLOS 2; 06, 07, 08 cross the closed 08; 11 is the asked stay
    expect(starts.sort()).toEqual(['2026-12-09', '2026-12-10'])
  })

  it('asks the calendar from two weeks before (never before today) to six weeks after', () => {
    expect(otherDatesWindow('2026-12-20', 4, today)).toEqual({ from: '2026-12-06', to: '2027-02-04' })
    expect(otherDatesWindow('2026-11-30', 4, today)).toEqual({ from: today, to: '2027-01-15' })
  })
})
