import { describe, expect, it } from 'vitest'
import { serviceStatus } from './serviceHours'

const hours = { timezone: 'America/Cancun', weekdaysOpen: '08:00', weekdaysClose: '23:00', weekendsOpen: '08:00', weekendsClose: '22:00' }

// America/Cancun is UTC−5 all year (no daylight saving since 2015).
describe('serviceStatus (spec §9, Quintana Roo time)', () => {
  it.each([
    ['2026-11-23T12:59:00Z', false, 'Monday 07:59 local'],
    ['2026-11-23T13:00:00Z', true, 'Monday 08:00 local'],
    ['2026-11-24T03:59:00Z', true, 'Monday 22:59 local (Tuesday in UTC)'],
    ['2026-11-24T04:00:00Z', false, 'Monday 23:00 local'],
    ['2026-11-22T02:30:00Z', true, 'Saturday 21:30 local'],
    ['2026-11-22T03:00:00Z', false, 'Saturday 22:00 local'],
    ['2026-11-22T13:00:00Z', true, 'Sunday 08:00 local'],
    ['2026-11-21T03:30:00Z', true, 'Friday 22:30 local (weekday hours)'],
  ])('%s → open %s (%s)', (iso, open) => {
    expect(serviceStatus(new Date(iso), hours).open).toBe(open)
  })

  it('reports the local window and clock', () => {
    expect(serviceStatus(new Date('2026-11-22T15:10:00Z'), hours)).toEqual({ open: true, opens: '08:00', closes: '22:00', localTime: '10:10', weekend: true })
  })

  it('refuses malformed hours', () => {
    expect(() => serviceStatus(new Date(), { ...hours, weekdaysOpen: '8am' })).toThrow(RangeError)
  })
})
