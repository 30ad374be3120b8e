import { afterEach, describe, expect, it, vi } from 'vitest'
import { shopService, startShopSweeper, stopShopSweeper } from './service'

afterEach(() => {
  stopShopSweeper()
  vi.useRealTimers()
})

describe('the shop sweeper (issue #16 item 5)', () => {
  it('is not started by the first request that uses the shop (a timer keeps the async context it is created in: that visitor’s whole render)', () => {
    vi.useFakeTimers()
    shopService()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts once, from the server start (instrumentation.ts), every SHOP_SWEEP_EVERY_MS', () => {
    vi.useFakeTimers()
    expect(startShopSweeper()).toBe(true)
    expect(startShopSweeper()).toBe(false)
    expect(vi.getTimerCount()).toBe(1)
  })
})
