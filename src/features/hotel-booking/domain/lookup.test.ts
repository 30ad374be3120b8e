import { describe, expect, it } from 'vitest'
import type { SelectedRoom } from '../../../lib/hotel-api/types'
import { cancelPreview, LookupFormSchema } from './lookup'
import { fieldErrorsOf as lookupFieldErrors } from '../../../lib/validation'

const room = (policy: SelectedRoom['cancelPolicy'], nightly = [10000, 12000, 11000]): SelectedRoom => ({
  roomNumber: 1,
  code: 'JS',
  name: 'Junior Suite',
  plan: 'BAR',
  amount: nightly.reduce((a, b) => a + b, 0),
  legal: '',
  policies: '',
  afi: true,
  nameRatePlan: 'Best',
  descRatePlan: '',
  averageAmount: 11000,
  nights: 3,
  currency: 'USD',
  cancelPolicy: policy,
  nightly: nightly.map((amountMinor, i) => ({ date: `2027-01-1${i}`, amountMinor })),
})

describe('lookup form', () => {
  it('normalizes the code and reports the spec email message keys', () => {
    expect(LookupFormSchema.parse({ code: ' abcd 234567 ', email: 'ana@example.com' }).code).toBe('ABCD234567')
    const bad = LookupFormSchema.safeParse({ code: '', email: 'ana@' })
    expect(bad.success).toBe(false)
    expect(lookupFieldErrors(bad.error!)).toEqual({ code: 'codeRequired', email: 'emailInvalid' })
    expect(lookupFieldErrors(LookupFormSchema.safeParse({ code: 'AB-1', email: '' }).error!)).toEqual({ code: 'codeInvalid', email: 'emailRequired' })
  })
})

describe('cancelPreview', () => {
  const base = { status: 'CONFIRMED', checkIn: '2027-01-10', paidMinor: 33000 }
  it('is free more than freeCancelDays before arrival', () => {
    expect(cancelPreview({ ...base, rooms: [room({ freeCancelDays: 7, penaltyNights: 1 })] }, '2027-01-01')).toEqual({ kind: 'free', penaltyMinor: 0, refundMinor: 33000 })
  })
  it('charges the first penalty nights inside the window, capped at what was paid', () => {
    expect(cancelPreview({ ...base, rooms: [room({ freeCancelDays: 7, penaltyNights: 2 })] }, '2027-01-05')).toEqual({ kind: 'penalty', penaltyMinor: 22000, refundMinor: 11000 })
    expect(cancelPreview({ ...base, paidMinor: 9900, rooms: [room({ freeCancelDays: 7, penaltyNights: 1 })] }, '2027-01-05')).toEqual({ kind: 'penalty', penaltyMinor: 9900, refundMinor: 0 })
  })
  it('refuses non-refundable rates, arrival day and cancelled reservations', () => {
    expect(cancelPreview({ ...base, rooms: [room({ freeCancelDays: null, penaltyNights: 0 })] }, '2027-01-01').kind).toBe('nonRefundable')
    expect(cancelPreview({ ...base, rooms: [room({ freeCancelDays: 7, penaltyNights: 1 })] }, '2027-01-10').kind).toBe('tooLate')
    expect(cancelPreview({ ...base, status: 'CANCELLED', rooms: [] }, '2027-01-01').kind).toBe('cancelled')
  })
})
