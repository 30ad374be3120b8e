/**
 * Issue #13 item 4: abuse limits are keyed on an address the client cannot choose.
 *
 * `clientIp()` (src/lib/http/clientIp.ts) trusts only `TRUSTED_PROXY_HOPS` proxies: the N-th
 * X-Forwarded-For entry from the right, never an entry the client wrote; with 0 hops no forwarded
 * header at all, and never `X-Real-IP` (a client can send it). Proved through the real login route:
 * rotating the client-written entries does not reset the login limit.
 */
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientIp, trustedProxyHops } from '../../src/lib/http/clientIp'
import { testPayload } from '../helpers/payload'
import { parseEnv } from '../../src/lib/env'

const h = (init: Record<string, string>) => new Headers(init)

describe('clientIp() trusts only our proxies', () => {
  it('one proxy (the default): the entry our proxy appended, whatever the client wrote before it', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) seen.add(clientIp(h({ 'x-forwarded-for': `10.0.${i}.1, 172.16.${i}.9, 203.0.113.7` }), 1))
    expect([...seen]).toEqual(['203.0.113.7'])
  })

  it('two proxies: the second entry from the right', () => {
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.2' }), 2)).toBe('198.51.100.4')
  })

  it('0 hops: no forwarded header is believed (every request shares one budget)', () => {
    const a = clientIp(h({ 'x-forwarded-for': '1.1.1.1' }), 0)
    const b = clientIp(h({ 'x-forwarded-for': '2.2.2.2' }), 0)
    expect(a).toBe(b)
    expect(a).not.toMatch(/1\.1\.1\.1|2\.2\.2\.2/)
  })

  it('never keys on X-Real-IP, which the client can send', () => {
    expect(clientIp(h({ 'x-real-ip': '9.9.9.9' }), 1)).not.toBe('9.9.9.9')
    expect(clientIp(h({ 'x-real-ip': '9.9.9.9' }), 1)).toBe(clientIp(h({ 'x-real-ip': '8.8.8.8' }), 1))
  })

  it('TRUSTED_PROXY_HOPS: default 1, 0 allowed, a bad value refused at start by name (issue #12)', () => {
    expect(trustedProxyHops(parseEnv({}))).toBe(1)
    expect(trustedProxyHops(parseEnv({ TRUSTED_PROXY_HOPS: '0' }))).toBe(0)
    expect(trustedProxyHops(parseEnv({ TRUSTED_PROXY_HOPS: '3' }))).toBe(3)
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: 'lots' })).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '11' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('the login route behind one proxy', () => {
  type Handler = (req: NextRequest) => Promise<Response>
  let payload: Payload
  let login: Handler
  const limit = 10 // ACCOUNT_LOGIN_LIMIT's default: attempts per address + email per 15 minutes

  beforeAll(async () => {
    delete process.env.TRUSTED_PROXY_HOPS
    payload = await testPayload()
    login = (await import('../../src/app/account-session/login/route')).POST as Handler
  })
  afterAll(async () => {
    await payload.destroy()
  })

  it('rotating the X-Forwarded-For entries a client writes does not reset the limit', async () => {
    const email = `xff-${Date.now().toString(36)}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i++) {
      const res = await login(
        new NextRequest('http://127.0.0.1:3999/account-session/login/', {
          method: 'POST',
          // the client's invented address, then the one our proxy saw
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i}.${i + 1}, 198.51.100.23` },
          body: JSON.stringify({ email, password: 'wrong-password-1', remember: false, locale: 'en' }),
        }),
      )
      statuses.push(res.status)
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(limit)).toEqual([429, 429])
  })
})
