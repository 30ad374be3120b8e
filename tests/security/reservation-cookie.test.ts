/**
 * The reservation cookie (code + email of a booking this browser made or looked up) is signed by the
 * site (src/lib/reservationCookie.ts): a cookie a client writes itself — the unsigned `code|email` —
 * reaches neither the hotel API's lookup nor the cancel, so it is no oracle beside the lookup's limit;
 * and the signed cookie's page views spend the same per-address lookup budget as the form.
 * The server actions and the my-booking page run for real; Next's request scope and the hotel API
 * client are stand-ins that record what reaches them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readReservationCookie, reservationCookieValue } from '../../src/lib/reservationCookie'

const state = vi.hoisted(() => ({ cookie: '' as string | undefined, ip: '198.51.100.70', lookups: [] as string[], cancels: [] as string[] }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'reservation' && state.cookie ? { name, value: state.cookie } : undefined), set: vi.fn(), delete: vi.fn() }),
  headers: async () => new Headers({ host: 'www.hotelarte.example', 'x-forwarded-for': state.ip, 'x-forwarded-proto': 'https' }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url })
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
  permanentRedirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url })
  },
}))
vi.mock('next-intl/server', () => ({ setRequestLocale: () => {}, getTranslations: async () => (key: string) => key }))
vi.mock('../../src/lib/hotel-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/hotel-api')>()
  return {
    ...actual,
    HotelApiClient: class {
      async getReservation(code: string, email: string) {
        state.lookups.push(`${code}|${email}`)
        throw new actual.HotelApiError('RESERVATION_NOT_FOUND', 'not found', 404)
      }
    },
  }
})
vi.mock('../../src/features/hotel-booking/server/refunds', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  cancelAndRefund: async (code: string, email: string) => {
    state.cancels.push(`${code}|${email}`)
  },
}))

const { cancelBooking, lookupReservation } = await import('../../src/features/hotel-booking/server/myBookingActions')
const { MyBookingView } = await import('../../src/features/hotel-booking/server/MyBookingView')

const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}
const view = () => MyBookingView({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({}), slug: 'my-booking' } as never)
let n = 0

beforeEach(() => {
  n += 1
  state.ip = `198.51.100.${70 + n}`
  state.lookups.length = 0
  state.cancels.length = 0
})

describe('the reservation cookie is signed', () => {
  it('the value round-trips; a changed code, email or signature does not', () => {
    const v = reservationCookieValue('HXA12345', 'Ana@Example.com')
    expect(readReservationCookie(v)).toEqual({ code: 'HXA12345', email: 'ana@example.com' })
    const [code, email, sig] = v.split('|')
    expect(readReservationCookie(`HXA12346|${email}|${sig}`)).toBeNull()
    expect(readReservationCookie(`${code}|eve@example.com|${sig}`)).toBeNull()
    expect(readReservationCookie(`${code}|${email}|${sig!.slice(0, -2)}AA`)).toBeNull()
    for (const bad of ['HXA12345|ana@example.com', '', 'x', `${v}|x`, 'a|b|'.repeat(200)]) expect(readReservationCookie(bad), bad).toBeNull()
  })

  it('a cookie the client wrote (code|email, unsigned) cancels nothing', async () => {
    state.cookie = 'HXA12345|ana@example.com'
    expect(await cancelBooking({ status: 'idle' }, form({ locale: 'en', code: 'HXA12345', confirm: 'on' }))).toMatchObject({ status: 'error', code: 'RESERVATION_NOT_FOUND' })
    expect(state.cancels).toEqual([])
    // the site's own cookie for that booking does
    state.cookie = reservationCookieValue('HXA12345', 'ana@example.com')
    await expect(cancelBooking({ status: 'idle' }, form({ locale: 'en', code: 'HXA12345', confirm: 'on' }))).rejects.toThrow('NEXT_REDIRECT')
    expect(state.cancels).toEqual(['HXA12345|ana@example.com'])
  })

  it('a cookie the client wrote is never looked up: the my-booking page shows the form without asking the hotel API', async () => {
    for (let i = 0; i < 30; i++) {
      state.cookie = `HXA${String(10000 + i)}|ana@example.com`
      await view()
    }
    expect(state.lookups).toEqual([])
  })

  it("the signed cookie's page views spend the lookup budget (MY_BOOKING_LOOKUP_LIMIT, 20 per 15 min) shared with the form", async () => {
    state.cookie = reservationCookieValue('HXA22222', 'ana@example.com')
    for (let i = 0; i < 25; i++) await view()
    expect(state.lookups).toHaveLength(20)
    expect(await lookupReservation({ status: 'idle' }, form({ locale: 'en', code: 'HXA22222', email: 'ana@example.com' }))).toMatchObject({ status: 'error', code: 'RATE_LIMITED' })
    expect(state.lookups).toHaveLength(20)
  })
})
