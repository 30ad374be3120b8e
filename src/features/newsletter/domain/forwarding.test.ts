import { describe, expect, it } from 'vitest'
import { FORWARD_RETRY_DELAYS_MINUTES, MAX_FORWARD_ATTEMPTS, classifyDelivery, isForwardDue, nextForwardState } from './forwarding'

const now = new Date('2026-11-21T12:00:00Z')

describe('classifyDelivery', () => {
  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [204, 'delivered'],
    [409, 'delivered'],
    [null, 'retry'],
    [408, 'retry'],
    [425, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [422, 'refused'],
    [301, 'refused'],
  ] as const)('%s → %s', (status, expected) => {
    expect(classifyDelivery(status)).toBe(expected)
  })
})

describe('nextForwardState', () => {
  it('marks a delivered subscription forwarded', () => {
    expect(nextForwardState(0, 'delivered', now)).toEqual({ status: 'forwarded', attempts: 1, nextAttemptAt: null, forwardedAt: now })
  })

  it('marks a refused one rejected, without retry', () => {
    expect(nextForwardState(2, 'refused', now)).toEqual({ status: 'rejected', attempts: 3, nextAttemptAt: null, forwardedAt: null })
  })

  it('keeps a failed one pending with growing delays, then gives up', () => {
    let attempts = 0
    const delays: number[] = []
    for (;;) {
      const s = nextForwardState(attempts, 'retry', now)
      attempts = s.attempts
      if (s.status !== 'pending') {
        expect(s).toEqual({ status: 'failed', attempts: MAX_FORWARD_ATTEMPTS, nextAttemptAt: null, forwardedAt: null })
        break
      }
      delays.push((s.nextAttemptAt!.getTime() - now.getTime()) / 60_000)
    }
    expect(delays).toEqual([...FORWARD_RETRY_DELAYS_MINUTES])
    expect([...delays].sort((a, b) => a - b)).toEqual(delays)
  })
})

describe('isForwardDue', () => {
  it('is due only when pending and the time has come', () => {
    expect(isForwardDue({ status: 'pending', nextAttemptAt: null }, now)).toBe(true)
    expect(isForwardDue({ status: 'pending', nextAttemptAt: '2026-11-21T11:59:59Z' }, now)).toBe(true)
    expect(isForwardDue({ status: 'pending', nextAttemptAt: now }, now)).toBe(true)
    expect(isForwardDue({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 1) }, now)).toBe(false)
    for (const status of ['forwarded', 'rejected', 'failed', null] as const) expect(isForwardDue({ status, nextAttemptAt: null }, now)).toBe(false)
  })
})
