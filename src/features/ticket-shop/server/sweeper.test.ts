import { afterEach, describe, expect, it, vi } from 'vitest'
import { shopService, shopSweepTick, type ShopService } from './service'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A service whose two sweeps answer as given (a number, or an error to throw). */
function halves(holds: number | Error, refunds: number | Error) {
  const calls: string[] = []
  const answer = async (name: string, v: number | Error) => {
    calls.push(name)
    if (v instanceof Error) throw v
    return v
  }
  const service = { sweepExpiredHolds: () => answer('holds', holds), sendOwedRefunds: () => answer('refunds', refunds) } as unknown as ShopService
  return { service, calls }
}

describe('the shop sweeper', () => {
  it('is not started by the first request that uses the shop (a timer keeps the async context it is created in: that visitor’s whole render)', () => {
    vi.useFakeTimers()
    shopService()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('one tick releases expired holds and sends owed refunds, and reports both counts', async () => {
    const { service, calls } = halves(3, 1)
    expect(await shopSweepTick(service)).toEqual({ holdsReleased: 3, refundsSent: 1 })
    expect(calls.sort()).toEqual(['holds', 'refunds'])
  })

  it('a failing half does not stop the other; the tick then fails (recorded as failed) with that error', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const { service, calls } = halves(new Error('db down'), 2)
    await expect(shopSweepTick(service)).rejects.toThrow('db down')
    expect(calls.sort()).toEqual(['holds', 'refunds'])
  })
})
