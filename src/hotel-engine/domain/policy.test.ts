import { describe, expect, it } from 'vitest'
import { cancelOutcome, partialPaymentAllowed, paymentSplit, type RatePolicy } from './policy'

const flex: RatePolicy = { freeCancelDays: 3, cancelPenaltyNights: 1, depositPct: null, partialMinDays: 0, balanceDueDays: 0 }
const partial: RatePolicy = { freeCancelDays: 7, cancelPenaltyNights: 1, depositPct: 30, partialMinDays: 14, balanceDueDays: 7 }
const nonRef: RatePolicy = { ...flex, freeCancelDays: null }

describe('deposit policy', () => {
  it('allows partial payment only on a deposit rate far enough ahead', () => {
    expect(partialPaymentAllowed(partial, '2027-01-01', '2027-01-15')).toBe(true)
    expect(partialPaymentAllowed(partial, '2027-01-02', '2027-01-15')).toBe(false)
    expect(partialPaymentAllowed(flex, '2027-01-01', '2027-03-01')).toBe(false)
  })
  it('splits the total into deposit and pending balance', () => {
    expect(paymentSplit(partial, 100001, '2027-01-01', '2027-02-01', true)).toEqual({
      dueNowMinor: 30000,
      pending: { hasPartialPayment: true, amountMinor: 70001, dueDate: '2027-01-25' },
    })
    expect(paymentSplit(flex, 5000, '2027-01-01', '2027-02-01', false)?.dueNowMinor).toBe(5000)
    expect(paymentSplit(flex, 5000, '2027-01-01', '2027-02-01', true)).toBeNull()
  })
})

describe('cancel policy', () => {
  const args = { checkIn: '2027-02-10', nightlyMinor: [20000, 25000], paidMinor: 45000 }
  it('is free before the window, one night inside it', () => {
    expect(cancelOutcome(flex, { ...args, today: '2027-02-01' })).toEqual({ allowed: true, penaltyMinor: 0, refundMinor: 45000 })
    expect(cancelOutcome(flex, { ...args, today: '2027-02-08' })).toEqual({ allowed: true, penaltyMinor: 20000, refundMinor: 25000 })
  })
  it('never charges more than was paid', () => {
    expect(cancelOutcome(partial, { ...args, paidMinor: 13500, today: '2027-02-08' })).toEqual({ allowed: true, penaltyMinor: 13500, refundMinor: 0 })
  })
  it('refuses non-refundable rates and arrivals that have come', () => {
    expect(cancelOutcome(nonRef, { ...args, today: '2027-01-01' })).toEqual({ allowed: false })
    expect(cancelOutcome(flex, { ...args, today: '2027-02-10' })).toEqual({ allowed: false })
  })
})
