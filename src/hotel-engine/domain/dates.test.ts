import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, hotelLocalDate, isIsoDate, stayNights, weekday } from './dates'

describe('hotel-local dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2027-01-12')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-1', '27-01-01', '2027-01-12T00:00', '', 'abc']) expect(isIsoDate(bad)).toBe(false)
  })
  it('lists the nights [check-in, check-out)', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(stayNights('2027-01-02', '2027-01-02')).toEqual([])
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
  it('gives the weekday and the Cancun date (UTC−5) of an instant', () => {
    expect(weekday('2027-01-15')).toBe(5)
    expect(hotelLocalDate(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21')
    expect(hotelLocalDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22')
  })
})
