import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatInTimeZone } from 'date-fns-tz'
import { calendarShiftMs, HOTEL_TIME_ZONE } from './clock'
import { parseEnv } from './env'

const local = (d: Date, f = 'yyyy-MM-dd') => formatInTimeZone(d, HOTEL_TIME_ZONE, f)

describe('calendarShiftMs (issue #17: one controlled clock)', () => {
  it('is 0 without TEST_TODAY', () => {
    expect(calendarShiftMs(undefined, Date.parse('2026-11-24T12:00:00Z'))).toBe(0)
  })

  it('reads TEST_TODAY 12:00 at the hotel at the start, whatever the real hour, across months, years and Feb 29', () => {
    // 04:30 UTC is 23:30 the day before in Cancún (UTC−5), 05:00 UTC its midnight
    for (const real of ['2026-11-24T04:30:00Z', '2026-11-24T05:00:00Z', '2026-11-24T23:59:59Z', '2027-06-30T12:00:00Z']) {
      const start = Date.parse(real)
      for (const target of ['2026-11-30', '2026-12-31', '2027-01-01', '2028-02-29', '2025-03-01']) {
        expect(local(new Date(start + calendarShiftMs(target, start)), "yyyy-MM-dd'T'HH:mm")).toBe(`${target}T12:00`)
      }
    }
  })

  it('keeps TEST_TODAY for 12 hours after a start just before the real midnight, then turns (the run that crossed 05:00 UTC)', () => {
    const start = Date.parse('2026-11-25T04:49:00Z') // 23:49 on Nov 24 in Cancún
    const shift = calendarShiftMs('2026-11-24', start)
    const at = (realIso: string) => local(new Date(Date.parse(realIso) + shift))
    expect(at('2026-11-25T04:49:00Z')).toBe('2026-11-24')
    expect(at('2026-11-25T05:20:00Z')).toBe('2026-11-24') // past the real hotel midnight
    expect(at('2026-11-25T16:48:00Z')).toBe('2026-11-24')
    expect(at('2026-11-25T16:50:00Z')).toBe('2026-11-25') // 12 hours on: the calendar's own midnight
  })

  it('refuses a TEST_TODAY that is not a date', () => {
    expect(() => calendarShiftMs('2026-02-30', 0)).toThrow(RangeError)
  })
})

describe('calendarNow in a test run (the server)', () => {
  /** A fresh clock module on a fresh env with these variables (the server parses its env once). */
  const freshClock = async (vars: Record<string, string>) => {
    for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v)
    vi.resetModules()
    ;(await import('./env')).reloadEnv()
    return import('./clock')
  }
  afterEach(async () => {
    vi.unstubAllEnvs()
    ;(await import('./env')).reloadEnv()
  })

  it('keeps TEST_TODAY when the run crosses the real hotel midnight (first read at 23:49 in Cancún)', async () => {
    const { hotelToday, calendarNow } = await freshClock({ TEST_TODAY: '2026-11-24', TEST_CLOCK_START: '' })
    expect(hotelToday(new Date('2026-11-25T04:49:00Z'))).toBe('2026-11-24')
    expect(hotelToday(new Date('2026-11-25T05:20:00Z'))).toBe('2026-11-24')
    // never jumps: 31 real minutes later is 31 calendar minutes later
    expect(calendarNow(new Date('2026-11-25T05:20:00Z')).getTime() - calendarNow(new Date('2026-11-25T04:49:00Z')).getTime()).toBe(31 * 60_000)
  })

  it("takes the run's TEST_CLOCK_START, so every server of a run reads the same instant", async () => {
    const start = Date.parse('2026-11-25T04:49:00Z')
    const { calendarNow } = await freshClock({ TEST_TODAY: '2026-12-31', TEST_CLOCK_START: String(start) })
    const read = calendarNow(new Date(start + 90 * 60_000)) // first read 90 minutes into the run
    expect(local(read, "yyyy-MM-dd'T'HH:mm")).toBe('2026-12-31T13:30')
  })
})

describe('TEST_TODAY and TEST_CLOCK_START in the env schema', () => {
  it('are accepted in development and on a production build served over http (the test server)', () => {
    expect(parseEnv({ TEST_TODAY: '2026-12-31' }).TEST_TODAY).toBe('2026-12-31')
    const e = parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210', TEST_TODAY: '2026-12-31', TEST_CLOCK_START: '1795000000000' })
    expect(e.TEST_TODAY).toBe('2026-12-31')
    expect(e.TEST_CLOCK_START).toBe(1_795_000_000_000)
    expect(parseEnv({ TEST_CLOCK_START: '' }).TEST_CLOCK_START).toBeUndefined()
  })

  it('are refused for a real deployment (production with an https SITE_URL) and when malformed', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.hotelarte.example', TEST_TODAY: '2026-12-31' })).toThrow(/TEST_TODAY is for test runs only/)
    expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.hotelarte.example', TEST_CLOCK_START: '1795000000000' })).toThrow(/TEST_CLOCK_START is for test runs only/)
    expect(() => parseEnv({ TEST_TODAY: '2026-13-01' })).toThrow(/TEST_TODAY must be a date/)
    expect(() => parseEnv({ TEST_CLOCK_START: 'noon' })).toThrow(/TEST_CLOCK_START/)
  })
})
