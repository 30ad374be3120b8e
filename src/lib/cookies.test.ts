import { afterEach, describe, expect, it, vi } from 'vitest'
import { CURRENCY_COOKIE, readBrowserCookie, STAY_COOKIE } from './cookies'

describe('readBrowserCookie', () => {
  afterEach(() => vi.unstubAllGlobals())
  const withCookies = (cookie: string) => vi.stubGlobal('document', { cookie })

  it('reads one cookie by its exact name, decoded', () => {
    withCookies('currency-old=EUR; currency=MXN; stay=2026-12-28~2026-12-31~2%2C7')
    expect(readBrowserCookie(CURRENCY_COOKIE)).toBe('MXN')
    expect(readBrowserCookie(STAY_COOKIE)).toBe('2026-12-28~2026-12-31~2,7')
  })

  it('is null when the cookie is absent or its escape is malformed', () => {
    withCookies('stay=%E0%A4%A')
    expect(readBrowserCookie(CURRENCY_COOKIE)).toBeNull()
    expect(readBrowserCookie(STAY_COOKIE)).toBeNull()
    withCookies('')
    expect(readBrowserCookie(STAY_COOKIE)).toBeNull()
  })
})
