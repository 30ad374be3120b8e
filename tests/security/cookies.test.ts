/**
 * Every cookie that holds a session, a booking or order code, a cart id or a login state is HttpOnly,
 * SameSite and — on an https site, i.e. in production — Secure, from one helper
 * (`privateCookieOptions`, src/lib/cookieOptions.ts). Proved on the helper and on two writers that
 * set cookies through Next's request scope (the booking session's `rememberSession` and the
 * reservation lookup action, behind a TLS proxy that talks plain http to the app). The session
 * cookies of real responses, staff and customers: tests/security/set-cookie.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { privateCookieOptions, secureCookies } from '../../src/lib/cookieOptions'
import { parseEnv } from '../../src/lib/env'

const jar = { set: vi.fn(), get: vi.fn(), delete: vi.fn() }
vi.mock('next/headers', () => ({
  cookies: async () => jar,
  headers: async () => new Headers({ host: 'www.hotelarte.example', 'x-forwarded-for': '198.51.100.14', 'x-forwarded-proto': 'https' }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url })
  },
}))
vi.mock('../../src/lib/hotel-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  HotelApiClient: class {
    async getPaymentReservation(sessionId: string) {
      return { sessionId, token: 'tok_0123456789abcdefghij', status: 'OPEN' }
    }
    async getReservation(code: string) {
      return { confirmationCode: code }
    }
  },
}))

const HTTPS = { SITE_URL: 'https://www.hotelarte.example' }
const HTTP = { SITE_URL: 'http://127.0.0.1:3210' }

describe('privateCookieOptions', () => {
  it('HttpOnly and SameSite=Lax always; Secure exactly when the site is https', () => {
    expect(privateCookieOptions({ maxAge: 60 }, HTTPS)).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 60 })
    expect(privateCookieOptions({}, HTTP)).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' })
    expect(secureCookies(parseEnv({}))).toBe(false)
    expect(secureCookies(HTTPS)).toBe(true)
  })

  it('SameSite=None only with Secure (a browser refuses it without), else Lax; path and maxAge 0 kept', () => {
    expect(privateCookieOptions({ sameSite: 'none' }, HTTPS).sameSite).toBe('none')
    expect(privateCookieOptions({ sameSite: 'none' }, HTTP).sameSite).toBe('lax')
    expect(privateCookieOptions({ path: '/account-session/oidc/', maxAge: 0 }, HTTPS)).toMatchObject({ path: '/account-session/oidc/', maxAge: 0 })
  })
})

describe('cookies set by the handlers, in production behind the TLS proxy', () => {
  const site = process.env.SITE_URL
  beforeEach(() => {
    process.env.SITE_URL = HTTPS.SITE_URL
    jar.set.mockClear()
  })
  afterEach(() => {
    process.env.SITE_URL = site
  })

  it('the booking session (set by step 1\'s "Continue"): the session id and token cookies are Secure, HttpOnly, SameSite=Lax', async () => {
    const { rememberSession } = await import('../../src/features/hotel-booking/server/session')
    await rememberSession({ sessionId: '0b7f3c1e-8a7d-4a51-9a43-4d8b1f2b3c4d', token: 'tok_0123456789abcdefghij' } as never)
    expect(jar.set.mock.calls.map((c) => c[0])).toEqual(['booking', 'token'])
    for (const [, , options] of jar.set.mock.calls) expect(options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' })
  })

  it('the reservation lookup stores code + email in a Secure, HttpOnly, SameSite=Lax cookie', async () => {
    const { lookupReservation } = await import('../../src/features/hotel-booking/server/myBookingActions')
    const form = new FormData()
    form.set('locale', 'en')
    form.set('code', 'HXA12345')
    form.set('email', 'ana@example.com')
    await expect(lookupReservation({ status: 'idle' }, form)).rejects.toThrow('NEXT_REDIRECT')
    expect(jar.set).toHaveBeenCalledTimes(1)
    const [name, , options] = jar.set.mock.calls[0]!
    expect(name).toBe('reservation')
    expect(options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' })
  })
})
