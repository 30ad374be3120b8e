import { describe, expect, it } from 'vitest'
import { cartBadge, parseCartCount } from './cartCount'

describe("the header's cart count", () => {
  it('reads the cookie as a line count, anything malformed as none', () => {
    expect(parseCartCount('3')).toBe(3)
    expect(parseCartCount('0')).toBe(0)
    for (const bad of [null, undefined, '', '-1', '1.5', 'abc', '12345', '3; x']) expect(parseCartCount(bad)).toBe(0)
  })
  it('shows nothing for an empty cart and caps the badge', () => {
    expect(cartBadge(0)).toBe('')
    expect(cartBadge(1)).toBe('1')
    expect(cartBadge(99)).toBe('99')
    expect(cartBadge(100)).toBe('99+')
  })
})
