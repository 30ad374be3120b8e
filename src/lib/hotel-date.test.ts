/** The one set of hotel-local date helpers: the engine's, the shop's and the booking's cases. */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, addMonths, daysBetween, hotelLocalDate, hotelLocalTimeToInstant, instantToHotelLocalTime, InvalidDateError, isIsoDate, stayNights, weekday } from './hotel-date'

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
    expect(stayNights('2028-02-27', '2028-03-02')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'])
    expect(stayNights('2027-01-02', '2026-12-30')).toEqual([])
    // the same nights as adding days one by one, over two years of month ends and a leap day
    const long = stayNights('2026-11-26', '2028-12-01')
    expect(long).toHaveLength(daysBetween('2026-11-26', '2028-12-01'))
    expect(long.every((night, i) => night === addDays('2026-11-26', i))).toBe(true)
    expect(() => stayNights('2027-02-30', '2027-03-02')).toThrow(InvalidDateError)
  })
  it('gives the weekday and the Cancun date (UTC−5) of an instant', () => {
    expect(weekday('2027-01-15')).toBe(5)
    expect(hotelLocalDate(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21')
    expect(hotelLocalDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22')
  })
})

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(isIsoDate('2026-01-01T00:00')).toBe(false)
    expect(isIsoDate(20260101)).toBe(false)
    expect(isIsoDate(null)).toBe(false)
  })
})

describe('calendar arithmetic', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-01-01', '2026-01-08')).toBe(7)
    expect(daysBetween('2026-12-25', '2027-01-15')).toBe(21)
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  })
  it('adds months clamped to month end', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
  })
  it('throws InvalidDateError (code INVALID_DATE) on malformed input, for every feature alike', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(InvalidDateError)
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }))
    expect(() => addDays('2026-01-01', 1.5)).toThrow(/integer/)
    expect(() => addMonths('x', 1)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }))
  })
  it('addDays and daysBetween are inverse (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -800, max: 800 }), (offset, n) => {
        const base = addDays('2024-01-01', offset)
        expect(daysBetween(base, addDays(base, n))).toBe(n)
        expect(isIsoDate(addDays(base, n))).toBe(true)
      }),
    )
  })
})

describe('hotelLocalDate (America/Cancun, UTC−5 all year)', () => {
  it('gives the Cancún calendar date of an instant', () => {
    expect(hotelLocalDate(new Date('2026-03-02T04:59:59Z'))).toBe('2026-03-01')
    expect(hotelLocalDate(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-02')
    expect(hotelLocalDate(new Date('2026-07-01T12:00:00Z'), 'Asia/Tokyo')).toBe('2026-07-01')
  })
  it('rejects an invalid Date', () => {
    expect(() => hotelLocalDate(new Date('nope'))).toThrow(RangeError)
  })
})

describe('hotel-local wall-clock times (the maintenance return time, issue #18 item 6)', () => {
  it('reads a datetime-local value as Quintana Roo time (UTC−5)', () => {
    expect(hotelLocalTimeToInstant('2026-11-26T18:00')?.toISOString()).toBe('2026-11-26T23:00:00.000Z')
    expect(hotelLocalTimeToInstant('2026-12-31T23:30')?.toISOString()).toBe('2027-01-01T04:30:00.000Z')
  })
  it('follows a zone with daylight saving time too', () => {
    expect(hotelLocalTimeToInstant('2026-07-01T12:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T16:00:00.000Z')
    expect(hotelLocalTimeToInstant('2026-01-01T12:00', 'America/New_York')?.toISOString()).toBe('2026-01-01T17:00:00.000Z')
  })
  it('refuses what is not a wall-clock time', () => {
    for (const bad of ['', '2026-11-26', '2026-11-26T18:00:00', '2026-02-30T10:00', '2026-11-26T24:00', '2026-11-26 18:00', 'tomorrow']) expect(hotelLocalTimeToInstant(bad)).toBeNull()
  })
  it('round-trips with instantToHotelLocalTime', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }), (minute) => {
        const at = new Date(minute * 60_000)
        expect(hotelLocalTimeToInstant(instantToHotelLocalTime(at))?.getTime()).toBe(at.getTime())
      }),
    )
  })
})
