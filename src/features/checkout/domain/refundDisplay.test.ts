import { describe, expect, it } from 'vitest'
import { refundDisplay } from './refundDisplay'

describe('refundDisplay', () => {
  const r = (status: string, reference: string | null, providerStatus: string | null, amountMinor: number | null = 1000) => ({ status, reference, providerStatus, amountMinor })
  it('a refund the provider holds unsettled is on its way, not owed (nothing to send again)', () => {
    expect(refundDisplay(r('pending', 're_1', 'pending'))).toBe('processing')
    expect(refundDisplay(r('pending', 're_1', 'requires_action'))).toBe('processing')
  })
  it('recorded but not at the provider, or failed there, is owed', () => {
    expect(refundDisplay(r('pending', null, null))).toBe('owed')
    expect(refundDisplay(r('pending', 're_1', null))).toBe('owed')
    expect(refundDisplay(r('failed', 're_1', 'failed'))).toBe('owed')
  })
  it('succeeded is sent; none with an amount is a released hold; nothing else is said', () => {
    expect(refundDisplay(r('succeeded', 're_1', 'succeeded'))).toBe('sent')
    expect(refundDisplay(r('none', null, null, 500))).toBe('released')
    expect(refundDisplay(r('none', null, null, 0))).toBeNull()
    expect(refundDisplay(r('cancelling', null, null))).toBeNull()
    expect(refundDisplay(null)).toBeNull()
  })
})
