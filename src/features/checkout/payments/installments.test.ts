import { describe, expect, it } from 'vitest'
import { installmentOptions, MAX_INSTALLMENT_MONTHS } from './installments'

describe('installmentOptions (issue #14 item 13)', () => {
  it('keeps the months the provider can take (2…12), sorted and unique', () => {
    expect(MAX_INSTALLMENT_MONTHS).toBe(12)
    expect(installmentOptions([3, 6, 9, 12, 15])).toEqual([3, 6, 9, 12])
    expect(installmentOptions([13, 6, 3, 6, 1, 2.5])).toEqual([3, 6])
    expect(installmentOptions(null)).toEqual([])
  })
})
