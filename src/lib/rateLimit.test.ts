import { describe, expect, it } from 'vitest'
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { isRateLimiterRes, spend } from './rateLimit'

/** A refusal as another bundle's copy of rate-limiter-flexible builds it: the same shape, another class. */
class OtherCopyRateLimiterRes {
  constructor(
    readonly remainingPoints: number,
    readonly msBeforeNext: number,
    readonly consumedPoints: number,
    readonly isFirstInDuration: boolean,
  ) {}
}

const refusing = (refusal: unknown) => ({ consume: () => Promise.reject(refusal) }) as unknown as RateLimiterAbstract

describe('a spent budget is told from an error by its shape', () => {
  it('a refusal built by another copy of the library is a refusal (the wait in seconds), not an error that becomes a 500', async () => {
    const refusal = new OtherCopyRateLimiterRes(0, 358_283, 21, false)
    expect(isRateLimiterRes(refusal)).toBe(true)
    expect(await spend(refusing(refusal), '127.0.0.1')).toBe(359)
  })
  it('the library’s own refusal still counts', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 })
    expect(await spend(limiter, 'k')).toBeNull()
    expect(await spend(limiter, 'k')).toBeGreaterThanOrEqual(59)
  })
  it('an error stays an error (a database outage is not a spent budget)', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { msBeforeNext: 1, remainingPoints: 0, consumedPoints: 1 })
    expect(isRateLimiterRes(outage)).toBe(false)
    await expect(spend(refusing(outage), 'k')).rejects.toThrow('ECONNREFUSED')
    for (const x of [null, undefined, 'limited', { msBeforeNext: 5 }]) expect(isRateLimiterRes(x)).toBe(false)
  })
})
