import { describe, expect, it } from 'vitest'
import { seedCurrencies } from '../../../../seed/data/reference'
import type { CurrencyFormat } from '../../../lib/money/format'
import { calendarPriceLabel, checkStay, isNightUnavailable, type CalendarNightInfo } from './calendarRules'

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

describe('calendarPriceLabel (the booking box calendar cell)', () => {
  const fmt = (iso: string) => seedCurrencies.find((c) => c.isoCode === iso) as CurrencyFormat

  it('shows whole units, rounded up, with the currency separators and no symbol', () => {
    expect(calendarPriceLabel(545750, fmt('MXN'))).toBe('5,458')
    expect(calendarPriceLabel(17000, fmt('USD'))).toBe('170')
    expect(calendarPriceLabel(123456, fmt('EUR'))).toBe('1.235')
    expect(calendarPriceLabel(null, fmt('USD'))).toBe('')
  })

  it('keeps the thousands of a currency without decimals whose separator is a dot (CLP 12.000, not 12)', () => {
    expect(calendarPriceLabel(12000, fmt('CLP'))).toBe('12.000')
    expect(calendarPriceLabel(150000, fmt('CLP'))).toBe('150.000')
    expect(calendarPriceLabel(1234, fmt('JPY'))).toBe('1,234')
  })
})
