import { describe, expect, it } from 'vitest'
import { clampCount, parseCount } from './visitorCount'

describe('parseCount', () => {
  it('reads whole numbers, trimmed', () => {
    expect(parseCount(' 7 ', 2, 0, 99)).toBe(7)
    expect(parseCount('0', 2, 0, 99)).toBe(0)
    expect(parseCount('+3', 2, 0, 99)).toBe(3)
  })
  it('empty means the minimum', () => {
    expect(parseCount('', 2, 0, 99)).toBe(0)
    expect(parseCount('  ', 5, 1, 99)).toBe(1)
  })
  it('keeps the previous value for text that is not a number', () => {
    expect(parseCount('x', 2, 0, 99)).toBe(2)
    expect(parseCount('1e3', 4, 0, 99)).toBe(4)
    expect(parseCount('2-3', 4, 0, 99)).toBe(4)
  })
  it('rounds decimals (point or comma) and clamps to the bounds', () => {
    expect(parseCount('2.6', 0, 0, 99)).toBe(3)
    expect(parseCount('2,4', 0, 0, 99)).toBe(2)
    expect(parseCount('-4', 2, 0, 99)).toBe(0)
    expect(parseCount('150', 2, 0, 99)).toBe(99)
  })
})

describe('clampCount', () => {
  it('clamps and rounds; NaN is the minimum', () => {
    expect(clampCount(-1, 0, 10)).toBe(0)
    expect(clampCount(11, 0, 10)).toBe(10)
    expect(clampCount(4.5, 0, 10)).toBe(5)
    expect(clampCount(Number.NaN, 1, 10)).toBe(1)
  })
})
