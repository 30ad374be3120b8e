import { describe, expect, it } from 'vitest'
import { REMEMBER_ME_SECONDS, SHORT_SESSION_SECONDS, sessionLifetime } from './session'

describe('session lifetime', () => {
  it('keeps a remembered session 7 days (spec §4: cookies last 604800 s)', () => {
    expect(REMEMBER_ME_SECONDS).toBe(604800)
    expect(sessionLifetime(true)).toEqual({ tokenSeconds: 604800, cookieMaxAge: 604800 })
  })

  it('gives other logins a 2-hour token in a browser-session cookie', () => {
    expect(sessionLifetime(false)).toEqual({ tokenSeconds: SHORT_SESSION_SECONDS, cookieMaxAge: undefined })
    expect(SHORT_SESSION_SECONDS).toBe(7200)
  })
})
