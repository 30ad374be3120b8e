import { describe, expect, it } from 'vitest'
import { cancelPreview } from './lookup'
import { cancellationTerms } from './cancellation'

describe('cancellationTerms (issue #19 item 4: cancellation in plain words)', () => {
  it('names the last free day: more than freeCancelDays before arrival', () => {
    expect(cancellationTerms({ freeCancelDays: 3, penaltyNights: 1 }, '2026-12-28', '2026-11-26')).toEqual({ kind: 'freeUntil', lastFreeDay: '2026-12-24' })
  })

  it('agrees with the cancel preview on the last free day and the first paid one', () => {
    const room = { cancelPolicy: { freeCancelDays: 3, penaltyNights: 1 }, amount: 50000, nightly: [{ date: '2026-12-28', amountMinor: 25000 }] }
    const stay = { status: 'CONFIRMED', checkIn: '2026-12-28', paidMinor: 50000, rooms: [room as never] }
    expect(cancelPreview(stay, '2026-12-24').kind).toBe('free')
    expect(cancelPreview(stay, '2026-12-25').kind).toBe('penalty')
  })

  it('says what cancelling costs once the free period is over', () => {
    expect(cancellationTerms({ freeCancelDays: 15, penaltyNights: 1 }, '2026-12-05', '2026-11-26')).toEqual({ kind: 'penaltyNow', nights: 1 })
    expect(cancellationTerms({ freeCancelDays: 3, penaltyNights: 2 }, '2026-11-28', '2026-11-26')).toEqual({ kind: 'penaltyNow', nights: 2 })
  })

  it('is non-refundable without free days, and unknown without a policy', () => {
    expect(cancellationTerms({ freeCancelDays: null, penaltyNights: 0 }, '2026-12-28', '2026-11-26')).toEqual({ kind: 'nonRefundable' })
    expect(cancellationTerms(undefined, '2026-12-28', '2026-11-26')).toBeNull()
  })
})
