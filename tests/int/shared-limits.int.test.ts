/**
 * Abuse limits hold across instances and behind a proxy (issues #12, #13 item 4): the limiters are
 * Postgres-backed (two limiter objects — two app instances — share one budget) and keyed on the
 * address our proxy saw, so rotating the X-Forwarded-For entries a client writes changes nothing.
 */
import { describe, expect, inject, it } from 'vitest'
import { consumeLimit } from '../../src/features/account/server/rateLimit'
import { clientIp } from '../../src/lib/http/clientIp'
import pg from 'pg'
import { firstUse, sharedLimiter, spend } from '../../src/lib/rateLimit'

describe('shared abuse limits (issues #12, #13)', () => {
  it('a budget spent on one instance is spent on the other', async () => {
    const prefix = `test-shared-${Date.now()}`
    const a = sharedLimiter({ keyPrefix: prefix, points: 3, duration: 60 })
    const b = sharedLimiter({ keyPrefix: prefix, points: 3, duration: 60 })
    expect(await spend(a, '198.51.100.1')).toBeNull()
    expect(await spend(b, '198.51.100.1')).toBeNull()
    expect(await spend(a, '198.51.100.1')).toBeNull()
    expect(await spend(b, '198.51.100.1')).toBeGreaterThan(0) // the 4th point, on the other instance
    expect(await spend(b, '198.51.100.2')).toBeNull() // another client keeps its own budget
  })

  it('rotating the client-written X-Forwarded-For entries does not reset the login limit (one proxy in front)', async () => {
    const email = `victim.${Date.now()}@example.com`
    const results: (number | null)[] = []
    for (let i = 0; i < 12; i++) {
      const headers = new Headers({ 'x-forwarded-for': `10.9.${i}.${i}, 203.0.113.77` }) // client's lie, then what our proxy saw
      results.push(await consumeLimit('login', clientIp(headers, 1), email))
    }
    expect(results.slice(0, 10).every((r) => r === null)).toBe(true)
    expect(results[10]).toBeGreaterThan(0)
    expect(results[11]).toBeGreaterThan(0)
  })

  it('a captcha solution used on one instance is refused on the other (one-time tokens in Postgres)', async () => {
    const a = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    const b = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    try {
      const nonce = `nonce-${Date.now()}-${Math.random()}`
      const until = new Date(Date.now() + 600_000)
      expect(await firstUse('altcha', nonce, until, a)).toBe(true)
      expect(await firstUse('altcha', nonce, until, b)).toBe(false)
      expect(await firstUse('altcha', nonce, until, a)).toBe(false)
      expect(await firstUse('other-kind', nonce, until, b)).toBe(true)
    } finally {
      await a.end()
      await b.end()
    }
  })
})
