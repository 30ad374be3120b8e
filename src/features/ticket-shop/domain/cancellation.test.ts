import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cancellationRefund } from './cancellation'
import { TicketShopError } from './errors'

const arrival = '2026-03-10'

describe('cancellationRefund (spec §9)', () => {
  it('more than 2 days before arrival: refund minus the 10% administrative fee', () => {
    expect(cancellationRefund(10000, arrival, '2026-03-07')).toEqual({ rule: 'FEE', daysBeforeArrival: 3, paid: 10000, fee: 1000, refund: 9000, retained: 1000 })
    expect(cancellationRefund(10000, arrival, '2026-01-01').rule).toBe('FEE')
  })
  it('rounds the fee half away from zero, and fee + refund = paid', () => {
    expect(cancellationRefund(10005, arrival, '2026-03-01')).toMatchObject({ fee: 1001, refund: 9004 }) // 1000.5
    expect(cancellationRefund(10004, arrival, '2026-03-01')).toMatchObject({ fee: 1000, refund: 9004 }) // 1000.4
    expect(cancellationRefund(0, arrival, '2026-03-01')).toMatchObject({ fee: 0, refund: 0 })
  })
  it.each([
    ['2026-03-08', 2],
    ['2026-03-09', 1],
    ['2026-03-10', 0],
    ['2026-03-11', -1],
  ])('within 2 to 0 days (or after): no refund — today %s', (today, days) => {
    expect(cancellationRefund(10000, arrival, today)).toEqual({ rule: 'NO_REFUND', daysBeforeArrival: days, paid: 10000, fee: 0, refund: 0, retained: 10000 })
  })
  it('no-show: no refund', () => {
    expect(cancellationRefund(10000, arrival, '2026-03-01', { noShow: true })).toMatchObject({ rule: 'NO_REFUND', refund: 0 })
  })
  it('refuses a bad amount or date', () => {
    expect(() => cancellationRefund(-1, arrival, '2026-03-01')).toThrow(TicketShopError)
    expect(() => cancellationRefund(10.5, arrival, '2026-03-01')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }))
    expect(() => cancellationRefund(100, '10/03/2026', '2026-03-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }))
  })
  it('property: 0 ≤ refund ≤ paid and refund + retained = paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: -10, max: 60 }), (paid, daysBefore) => {
        const today = new Date(Date.UTC(2026, 2, 10 - daysBefore)).toISOString().slice(0, 10)
        const r = cancellationRefund(paid, arrival, today)
        expect(r.daysBeforeArrival).toBe(daysBefore)
        expect(r.refund + r.retained).toBe(paid)
        expect(r.refund).toBeGreaterThanOrEqual(0)
        expect(r.refund).toBeLessThanOrEqual(paid)
        expect(r.refund > 0 || paid === 0 || daysBefore <= 2 || paid < 10).toBe(true)
      }),
    )
  })
})
