import { describe, expect, it } from 'vitest'
import { checkStay, isNightUnavailable, type CalendarNightInfo } from './calendarRules'

const night = (date: string, over: Partial<CalendarNightInfo> = {}): CalendarNightInfo => ({
  date,
  minStay: 1,
  closedToArrival: false,
  closedToDeparture: false,
  closed: false,
  available: 5,
  minPriceMinor: 20000,
  ...over,
})
const map = (...n: CalendarNightInfo[]) => new Map(n.map((x) => [x.date, x]))

describe('booking-box stay rules', () => {
  it('accepts an open stay and counts nights', () => {
    expect(checkStay('2027-01-10', '2027-01-13', map(night('2027-01-10'), night('2027-01-11'), night('2027-01-12')))).toEqual({ ok: true, nights: 3 })
  })
  it('enforces MinLOS of the check-in night (spec: Estancia mínima N noches)', () => {
    expect(checkStay('2027-01-10', '2027-01-12', map(night('2027-01-10', { minStay: 3 }), night('2027-01-11')))).toEqual({ ok: false, code: 'MIN_STAY_NOT_MET', nights: 2, minStay: 3 })
  })
  it('refuses CTA on arrival, CTD on departure and closed or sold-out nights', () => {
    expect(checkStay('2027-01-10', '2027-01-11', map(night('2027-01-10', { closedToArrival: true }))).ok).toBe(false)
    expect(checkStay('2027-01-10', '2027-01-11', map(night('2027-01-10'), night('2027-01-11', { closedToDeparture: true })))).toMatchObject({ code: 'CLOSED_TO_DEPARTURE' })
    expect(checkStay('2027-01-10', '2027-01-12', map(night('2027-01-10'), night('2027-01-11', { available: 0 })))).toMatchObject({ code: 'CLOSED' })
    expect(isNightUnavailable(night('2027-01-10', { closed: true }))).toBe(true)
    expect(isNightUnavailable(undefined)).toBe(false)
  })
  it('needs both dates in order', () => {
    expect(checkStay(null, '2027-01-11', map())).toEqual({ ok: false, code: 'NO_DATES' })
    expect(checkStay('2027-01-11', '2027-01-11', map())).toEqual({ ok: false, code: 'NO_DATES' })
  })
})
