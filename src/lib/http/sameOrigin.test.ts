import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { allowedOrigins, isSameOriginRequest, publicSiteAddress, sameOriginSettings, type SameOriginSettings } from './sameOrigin'

const h = (init: Record<string, string>) => new Headers(init)
const local: SameOriginSettings = { siteUrl: null, hops: 0 }
const deployed: SameOriginSettings = { siteUrl: 'https://www.hotel.example', hops: 1 }

describe('the one same-origin rule', () => {
  it('accepts the address the browser used: 127.0.0.1 and localhost alike, with or without SITE_URL', () => {
    for (const settings of [local, { siteUrl: 'http://localhost:3000', hops: 0 }, { siteUrl: 'http://127.0.0.1:3000', hops: 1 }]) {
      expect(isSameOriginRequest(h({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }), settings)).toBe(true)
      expect(isSameOriginRequest(h({ host: 'localhost:3000', origin: 'http://localhost:3000' }), settings)).toBe(true)
    }
    expect(isSameOriginRequest(h({ host: '[::1]:3000', origin: 'http://[::1]:3000' }), local)).toBe(true)
  })

  it("accepts SITE_URL's origin whatever Host the server saw", () => {
    expect(isSameOriginRequest(h({ host: '10.0.0.5:3000', origin: 'https://www.hotel.example' }), deployed)).toBe(true)
    expect(allowedOrigins(h({}), { siteUrl: 'https://www.hotel.example/some/path', hops: 0 })).toEqual(['https://www.hotel.example'])
  })

  it('behind a trusted proxy: the forwarded host and scheme our proxy set', () => {
    // Caddy in front: the Host passed through or rewritten to the upstream, X-Forwarded-* set by it
    const viaProxy = h({ host: '127.0.0.1:3000', 'x-forwarded-host': 'reservas.hotel.example', 'x-forwarded-proto': 'https', origin: 'https://reservas.hotel.example' })
    expect(isSameOriginRequest(viaProxy, deployed)).toBe(true)
    expect(isSameOriginRequest(h({ host: 'hotel.example', 'x-forwarded-proto': 'https', origin: 'https://hotel.example' }), deployed)).toBe(true)
    // two proxies: the entry the outer one wrote, never one the client put before it
    const two = { siteUrl: null, hops: 2 }
    const chained = { host: 'app:3000', 'x-forwarded-host': 'evil.example, hotel.example, app-lb', 'x-forwarded-proto': 'http, https, http' }
    expect(isSameOriginRequest(h({ ...chained, origin: 'https://hotel.example' }), two)).toBe(true)
    expect(isSameOriginRequest(h({ ...chained, origin: 'https://evil.example' }), two)).toBe(false)
    expect(isSameOriginRequest(h({ ...chained, origin: 'http://evil.example' }), two)).toBe(false)
  })

  it('refuses a foreign origin, a scheme the connection did not use, and Origin: null', () => {
    expect(isSameOriginRequest(h({ host: '127.0.0.1:3000', origin: 'https://evil.example' }), local)).toBe(false)
    expect(isSameOriginRequest(h({ host: 'www.hotel.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' }), deployed)).toBe(false)
    expect(isSameOriginRequest(h({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }), local)).toBe(false)
    // no trusted proxy: the client's X-Forwarded-Proto is not the connection's scheme
    expect(isSameOriginRequest(h({ host: 'hotel.example', 'x-forwarded-proto': 'https', origin: 'https://hotel.example' }), local)).toBe(false)
    expect(isSameOriginRequest(h({ host: '127.0.0.1:3000', origin: 'null' }), local)).toBe(false)
    expect(isSameOriginRequest(h({ host: 'a@evil.example', origin: 'http://evil.example' }), local)).toBe(false)
  })

  it('refuses a spoofed X-Forwarded-Host when no proxy is trusted', () => {
    const spoofed = h({ host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' })
    expect(isSameOriginRequest(spoofed, local)).toBe(false)
    expect(isSameOriginRequest(spoofed, { siteUrl: null, hops: 1 })).toBe(true)
  })

  it('without Origin: refuses only what Sec-Fetch-Site marks cross-site or same-site', () => {
    expect(isSameOriginRequest(h({ host: 'x' }), local)).toBe(true)
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-origin' }), local)).toBe(true)
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'cross-site' }), local)).toBe(false)
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-site' }), local)).toBe(false)
  })

  it('reads SITE_URL and TRUSTED_PROXY_HOPS from the env schema; names the address to open', () => {
    expect(sameOriginSettings(parseEnv({}))).toEqual({ siteUrl: null, hops: 1 })
    const settings = sameOriginSettings(parseEnv({ SITE_URL: 'https://www.hotel.example/', TRUSTED_PROXY_HOPS: '0' }))
    expect(settings).toEqual({ siteUrl: 'https://www.hotel.example/', hops: 0 })
    expect(publicSiteAddress(settings)).toBe('https://www.hotel.example')
    expect(publicSiteAddress(local)).toBeNull()
  })
})
