import { describe, expect, it } from 'vitest'
import type { SelectedRoom } from '../../../lib/hotel-api/types'
import { initialPartialChoice, partialChoice, partialPaymentOffer } from './partialPayment'

const room = (amount: number, deposit: SelectedRoom['deposit']): SelectedRoom => ({
  roomNumber: 1,
  code: 'JS',
  name: 'Junior Suite',
  plan: 'DEP',
  amount,
  legal: '',
  policies: '',
  afi: true,
  nameRatePlan: 'Deposit',
  descRatePlan: '',
  averageAmount: amount / 3,
  nights: 3,
  currency: 'USD',
  deposit,
})
const DEP = { percent: 30, minDaysBeforeArrival: 21, balanceDueDaysBeforeArrival: 14 }

describe('partialPaymentOffer', () => {
  it('splits deposit and balance, due 14 days before arrival', () => {
    expect(partialPaymentOffer([room(100001, DEP), room(50000, DEP)], '2027-03-01', '2027-01-01')).toEqual({ depositMinor: 30000 + 15000, pendingMinor: 150001 - 45000, dueDate: '2027-02-15' })
  })
  it('is not offered when a rate takes no deposit or arrival is too close', () => {
    expect(partialPaymentOffer([room(1000, DEP), room(1000, null)], '2027-03-01', '2027-01-01')).toBeNull()
    expect(partialPaymentOffer([room(1000, DEP)], '2027-01-20', '2027-01-01')).toBeNull()
    expect(partialPaymentOffer([], '2027-03-01', '2027-01-01')).toBeNull()
  })
  it('reads the partial query value', () => {
    expect(partialChoice('1')).toBe(true)
    expect(partialChoice('0')).toBe(false)
    expect(partialChoice(undefined)).toBeNull()
    expect(partialChoice(['1'])).toBe(true)
  })
})

describe('initialPartialChoice', () => {
  it('takes the deposit on a new session unless the guest chose', () => {
    expect(initialPartialChoice(null, true)).toBe(true)
    expect(initialPartialChoice(false, true)).toBe(false)
    expect(initialPartialChoice(true, false)).toBe(true)
  })
  it('keeps an existing session’s choice when the guest did not choose', () => {
    expect(initialPartialChoice(null, false)).toBeNull()
  })
})
