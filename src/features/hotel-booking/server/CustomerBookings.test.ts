import { describe, expect, it } from 'vitest'
import { HotelApiError, type Reservation } from '../../../lib/hotel-api'
import { accountBookingHref, customerReservations } from './CustomerBookings'

const ctx = { pageUrl: 'storefront://account/es', language: 'es' as const }

describe('the account page’s hotel bookings', () => {
  it('asks the hotel API for the email’s reservations and passes them on', async () => {
    const asked: string[] = []
    const r = { confirmationCode: 'WWCMXBWVRN' } as Reservation
    expect(await customerReservations('Ana@Example.com', ctx, async (e) => (asked.push(e), [r]))).toEqual({ ok: true, reservations: [r] })
    expect(asked).toEqual(['Ana@Example.com'])
  })
  it('an API without the search is "unsupported" (the lookup stays); an outage "unavailable" (the page says so)', async () => {
    const failing = (err: unknown) => async () => {
      throw err
    }
    expect(await customerReservations('a@example.com', ctx, failing(new HotelApiError('ROUTE_NOT_FOUND', 'no route', 404)))).toEqual({ ok: false, reason: 'unsupported' })
    expect(await customerReservations('a@example.com', ctx, failing(new HotelApiError('METHOD_NOT_ALLOWED', 'no', 405)))).toEqual({ ok: false, reason: 'unsupported' })
    expect(await customerReservations('a@example.com', ctx, failing(new HotelApiError('NETWORK_ERROR', 'timeout', 0)))).toEqual({ ok: false, reason: 'unavailable' })
    expect(await customerReservations('a@example.com', ctx, failing(new Error('socket hang up')))).toEqual({ ok: false, reason: 'unavailable' })
  })
  it('links each booking through the route that checks the session', () => {
    expect(accountBookingHref('en', 'WWCMXBWVRN')).toBe('/account-session/booking/?locale=en&code=WWCMXBWVRN')
  })
})
