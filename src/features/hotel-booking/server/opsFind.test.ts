import { describe, expect, it } from 'vitest'
import { bookingCriteria, bookingStatus } from './opsFind'

describe('the hotel booking’s find for ops', () => {
  it('asks the hotel API by email, by code and name for a code-like word, by name otherwise; the date narrows each', () => {
    expect(bookingCriteria({ text: 'Ana@Example.com', date: null }, 25)).toEqual([{ email: 'Ana@Example.com', date: undefined, limit: 25 }])
    expect(bookingCriteria({ text: 'hxa7k2m9qp', date: '2027-02-01' }, 25)).toEqual([
      { code: 'HXA7K2M9QP', date: '2027-02-01', limit: 25 },
      { name: 'hxa7k2m9qp', date: '2027-02-01', limit: 25 },
    ])
    expect(bookingCriteria({ text: 'Ana López', date: null }, 10)).toEqual([{ name: 'Ana López', date: undefined, limit: 10 }])
    expect(bookingCriteria({ text: null, date: '2027-02-01' }, 10)).toEqual([{ date: '2027-02-01', limit: 10 }])
  })
  it('names the state from the reservation, its refund and an owed capture', () => {
    expect(bookingStatus('CONFIRMED', null, false)).toBe('confirmed')
    expect(bookingStatus('CONFIRMED', null, true)).toBe('payment-owed')
    expect(bookingStatus('CANCELLED', 'succeeded', false)).toBe('refunded')
    for (const owed of ['cancelling', 'pending', 'sending', 'failed'] as const) expect(bookingStatus('CANCELLED', owed, false)).toBe('refund-owed')
    expect(bookingStatus('CANCELLED', 'none', false)).toBe('cancelled')
    expect(bookingStatus('CANCELLED', null, false)).toBe('cancelled')
  })
})
