import { describe, expect, it } from 'vitest'
import { clientIp, trustedProxyHops } from './clientIp'
import { parseEnv } from '../env'

const h = (xff?: string, realIp?: string) => new Headers({ ...(xff !== undefined ? { 'x-forwarded-for': xff } : {}), ...(realIp ? { 'x-real-ip': realIp } : {}) })

describe('clientIp (issue #13 item 4)', () => {
  it('behind one proxy takes what the proxy saw, whatever the client wrote before it', () => {
    expect(clientIp(h('203.0.113.9'), 1)).toBe('203.0.113.9')
    for (const spoof of ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'garbage']) expect(clientIp(h(`${spoof}, 203.0.113.9`), 1)).toBe('203.0.113.9')
  })

  it('behind two proxies takes the second entry from the right', () => {
    expect(clientIp(h('6.6.6.6, 198.51.100.4, 10.0.0.2'), 2)).toBe('198.51.100.4')
    // a request that crossed only one of them (fewer entries than hops): the first entry
    expect(clientIp(h('198.51.100.4'), 2)).toBe('198.51.100.4')
  })

  it('0 hops believes no forwarded header; X-Real-IP is never read; no header → unknown', () => {
    expect(clientIp(h('127.0.0.1'), 0)).toBe('unknown')
    expect(clientIp(h(undefined, '192.0.2.1'), 1)).toBe('unknown')
    expect(clientIp(h(), 1)).toBe('unknown')
  })

  it('reads TRUSTED_PROXY_HOPS (default 1; a bad value is refused by the env schema, by name)', () => {
    expect(trustedProxyHops(parseEnv({}))).toBe(1)
    expect(trustedProxyHops(parseEnv({ TRUSTED_PROXY_HOPS: '2' }))).toBe(2)
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-3' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
