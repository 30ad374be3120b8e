import { describe, expect, it } from 'vitest'
import { AriCache } from './ari-cache'

describe('AriCache', () => {
  it('serves an entry only under the version it was stored with', () => {
    const c = new AriCache({ ttlMs: 1000 })
    c.set('k', 'A:1', '{"x":1}', 0)
    expect(Buffer.from(c.get('k', 'A:1', 10) ?? []).toString()).toBe('{"x":1}')
    expect(c.get('k', 'A:2', 10)).toBeUndefined()
    expect(c.get('other', 'A:1', 10)).toBeUndefined()
    expect(c.stats).toEqual({ hits: 1, misses: 2 })
  })

  it('expires entries after the TTL', () => {
    const c = new AriCache({ ttlMs: 1000 })
    c.set('k', 'v', '[]', 0)
    expect(c.get('k', 'v', 999)).toBeDefined()
    expect(c.get('k', 'v', 1000)).toBeUndefined()
  })

  it('evicts the least recently used entries beyond maxBytes and replaces entries in place', () => {
    const c = new AriCache({ maxBytes: 30, ttlMs: 1000 })
    c.set('a', 'v', '0123456789', 0)
    c.set('b', 'v', '0123456789', 0)
    c.get('a', 'v', 1) // a is now the most recently used
    c.set('c', 'v', '0123456789', 0)
    c.set('d', 'v', '0123456789', 0) // over 30 bytes: b leaves first
    expect(c.get('b', 'v', 2)).toBeUndefined()
    expect(c.get('a', 'v', 2)).toBeDefined()
    expect(c.size.bytes).toBeLessThanOrEqual(30)
    c.set('a', 'w', '01234', 3)
    expect(c.size).toEqual({ entries: 3, bytes: 25 })
    // a body larger than the whole cache is answered but not kept
    expect(c.set('huge', 'v', 'x'.repeat(40), 4).byteLength).toBe(40)
    expect(c.get('huge', 'v', 5)).toBeUndefined()
  })

  it('keeps nothing when the TTL is 0 (cache disabled by HOTEL_ENGINE_CATALOG_TTL_MS=0)', () => {
    const c = new AriCache({ ttlMs: 0 })
    c.set('k', 'v', '{}', 0)
    expect(c.get('k', 'v', 0)).toBeUndefined()
    expect(c.size.entries).toBe(0)
  })
})
