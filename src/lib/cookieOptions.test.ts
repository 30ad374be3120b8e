import { describe, expect, it } from 'vitest'
import { privateCookieOptions, secureCookies } from './cookieOptions'
import { parseEnv } from './env'

describe('privateCookieOptions (issue #13 item 14)', () => {
  it('is HttpOnly and SameSite=Lax, Secure only on an https site', () => {
    expect(privateCookieOptions({ maxAge: 10 }, { SITE_URL: 'https://hotelarte.example' })).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 10 })
    expect(privateCookieOptions({}, { SITE_URL: 'http://127.0.0.1:3000' })).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' })
    expect(secureCookies({ SITE_URL: 'https://hotelarte.example' })).toBe(true)
    expect(secureCookies(parseEnv({}))).toBe(false)
  })

  it('gives SameSite=None only with Secure', () => {
    expect(privateCookieOptions({ sameSite: 'none' }, { SITE_URL: 'https://hotelarte.example' }).sameSite).toBe('none')
    expect(privateCookieOptions({ sameSite: 'none' }, { SITE_URL: 'http://localhost:3000' }).sameSite).toBe('lax')
    expect(privateCookieOptions({ sameSite: 'strict', path: '/x/', maxAge: 0 }, parseEnv({}))).toEqual({ httpOnly: true, secure: false, sameSite: 'strict', path: '/x/', maxAge: 0 })
  })
})
