import { describe, expect, it } from 'vitest'
import { formatInTimeZone } from 'date-fns-tz'
import { calendarShiftDays, HOTEL_TIME_ZONE } from './clock'
import { parseEnv } from './env'

const local = (d: Date) => formatInTimeZone(d, HOTEL_TIME_ZONE, 'yyyy-MM-dd')
const shifted = (testToday: string, real: Date) => new Date(real.getTime() + calendarShiftDays(testToday, real) * 86_400_000)

describe('calendarShiftDays (issue #17: one controlled clock)', () => {
  it('is 0 without TEST_TODAY', () => {
    expect(calendarShiftDays(undefined, new Date('2026-11-24T12:00:00Z'))).toBe(0)
  })

  it('moves the hotel-local date to TEST_TODAY at any time of the real day, across months, years and Feb 29', () => {
    // 04:30 UTC is 23:30 the day before in Cancún (UTC−5): the shift is from the hotel's date.
    for (const real of ['2026-11-24T04:30:00Z', '2026-11-24T05:00:00Z', '2026-11-24T23:59:59Z', '2027-06-30T12:00:00Z']) {
      for (const target of ['2026-11-30', '2026-12-31', '2027-01-01', '2028-02-29', '2025-03-01']) {
        expect(local(shifted(target, new Date(real)))).toBe(target)
      }
    }
  })

  it('keeps the time of day: the shifted clock turns at the hotel’s midnight', () => {
    const real = new Date('2026-11-25T04:59:00Z') // 23:59 on Nov 24 in Cancún
    const days = calendarShiftDays('2026-12-31', real)
    expect(local(new Date(real.getTime() + days * 86_400_000))).toBe('2026-12-31')
    expect(local(new Date(real.getTime() + 60_000 + days * 86_400_000))).toBe('2027-01-01')
  })
})

describe('TEST_TODAY in the env schema', () => {
  it('is accepted in development and on a production build served over http (the test server)', () => {
    expect(parseEnv({ TEST_TODAY: '2026-12-31' }).TEST_TODAY).toBe('2026-12-31')
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210', TEST_TODAY: '2026-12-31' }).TEST_TODAY).toBe('2026-12-31')
  })

  it('is refused for a real deployment (production with an https SITE_URL) and when malformed', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.hotelarte.example', TEST_TODAY: '2026-12-31' })).toThrow(/TEST_TODAY is for test runs only/)
    expect(() => parseEnv({ TEST_TODAY: '2026-13-01' })).toThrow(/TEST_TODAY must be a date/)
  })
})
