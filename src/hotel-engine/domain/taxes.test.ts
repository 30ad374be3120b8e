import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { largestRemainderSplit, nightlyCharged, splitBigInt, percentUnits, rulesIn, sumBreakdowns, taxBreakdown, type TaxRule } from './taxes'

const rule = (code: string, over: Partial<TaxRule> = {}): TaxRule => ({ code, name: { ES: code, EN: code, PT: code }, kind: 'PERCENT', percent: '16', amountMinor: 0, included: true, ...over })
const IVA = rule('IVA', { percent: '16' })
const ISH = rule('ISH', { percent: '6' })
const sumLines = (b: { lines: { amountMinor: number }[] }) => b.lines.reduce((s, l) => s + l.amountMinor, 0)

describe('largestRemainderSplit', () => {
  it('gives the units left after rounding down to the largest remainders, ties to the earlier part', () => {
    expect(largestRemainderSplit(100, [1n, 1n, 1n])).toEqual([34, 33, 33])
    expect(largestRemainderSplit(10, [1n, 2n])).toEqual([3, 7]) // 3.33 / 6.67 → the 0.67 remainder wins
    expect(largestRemainderSplit(0, [5n, 3n])).toEqual([0, 0])
    expect(largestRemainderSplit(7, [0n, 1n])).toEqual([0, 7])
  })
  it('refuses what cannot be split', () => {
    expect(() => largestRemainderSplit(-1, [1n])).toThrow(RangeError)
    expect(() => largestRemainderSplit(1.5, [1n])).toThrow(RangeError)
    expect(() => largestRemainderSplit(3, [0n, 0n])).toThrow(RangeError)
    expect(() => largestRemainderSplit(3, [-1n, 2n])).toThrow(RangeError)
  })
  it('always adds up exactly and keeps each part within one unit of its exact share (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 7n }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        fc.pre(weights.some((w) => w > 0n))
        const parts = largestRemainderSplit(total, weights)
        const sum = weights.reduce((s, w) => s + w, 0n)
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total)
        parts.forEach((p, i) => {
          // |p − total·w/sum| < 1  ⇔  |p·sum − total·w| < sum
          const diff = BigInt(p) * sum - BigInt(total) * weights[i]
          expect(diff < sum && -diff < sum).toBe(true)
          expect(Number.isInteger(p) && p >= 0).toBe(true)
        })
      }),
      { numRuns: 500 },
    )
  })
})

describe('largestRemainderSplit fast path', () => {
  it('splits in plain numbers exactly as in BigInts (property)', () => {
    const bigintSplit = (total: number, weights: bigint[]) =>
      splitBigInt(
        total,
        weights,
        weights.reduce((s, w) => s + w, 0n),
      )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(fc.bigInt({ min: 0n, max: 2n * 10n ** 6n }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        fc.pre(weights.some((w) => w > 0n))
        expect(largestRemainderSplit(total, weights)).toEqual(bigintSplit(total, weights))
      }),
      { numRuns: 3000 },
    )
    // ties go to the earlier part in both readings
    expect(largestRemainderSplit(2, [1n, 1n, 1n])).toEqual([1, 1, 0])
  })
  it('an added percentage is the same share in numbers and BigInts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1_000_000 }), (net, units) => {
        const pct = `${Math.floor(units / 10000)}.${String(units % 10000).padStart(4, '0')}`
        const rule: TaxRule = { code: 'X', name: { ES: 'X', EN: 'X', PT: 'X' }, kind: 'PERCENT', percent: pct, amountMinor: 0, included: false }
        const want = Number((BigInt(net) * BigInt(units) * 2n + 1_000_000n) / 2_000_000n)
        expect(taxBreakdown(net, 1, [rule]).lines[0].amountMinor).toBe(want)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('taxBreakdown', () => {
  it('splits a tax-inclusive rate into net, IVA 16 % and ISH 6 % that add up to the rate', () => {
    // 1 000.00 / 1.22 = 819.672…; IVA 131.147…; ISH 49.180… → rounding down loses a cent, the largest remainder (IVA) gets it
    const b = taxBreakdown(100000, 3, [IVA, ISH])
    expect(b).toEqual({
      roomMinor: 100000,
      netMinor: 81967,
      totalMinor: 100000,
      lines: [
        { code: 'IVA', name: { ES: 'IVA', EN: 'IVA', PT: 'IVA' }, kind: 'PERCENT', percent: '16', included: true, amountMinor: 13115 },
        { code: 'ISH', name: { ES: 'ISH', EN: 'ISH', PT: 'ISH' }, kind: 'PERCENT', percent: '6', included: true, amountMinor: 4918 },
      ],
    })
  })
  it('keeps rounding exact where rounding each part on its own would lose or invent a cent', () => {
    for (let room = 0; room <= 5000; room++) {
      const b = taxBreakdown(room, 1, [IVA, ISH])
      expect(b.netMinor + sumLines(b)).toBe(room)
      expect(b.totalMinor).toBe(room)
    }
    // a case where independent half-up rounding is off by one: 0.25 at 1:1:1 weights (8.33 ×3 = 24.99)
    const third = rule('A', { percent: '100' })
    const b = taxBreakdown(25, 1, [third, rule('B', { percent: '100' })])
    expect(b.netMinor + sumLines(b)).toBe(25)
    expect([b.netMinor, ...b.lines.map((l) => l.amountMinor)]).toEqual([9, 8, 8])
  })
  it('takes included fixed fees out first (per room-night × nights, per stay once), never below zero', () => {
    const fee = rule('SAN', { kind: 'PER_ROOM_NIGHT', percent: null, amountMinor: 300 })
    const stay = rule('RES', { kind: 'PER_STAY', percent: null, amountMinor: 1000 })
    const b = taxBreakdown(100000, 4, [IVA, fee, stay])
    expect(b.lines.map((l) => [l.code, l.amountMinor])).toEqual([
      ['IVA', 13490], // (100 000 − 1 200 − 1 000) × 16 / 116 = 13 489.66 → the largest remainder
      ['SAN', 1200],
      ['RES', 1000],
    ])
    expect(b.netMinor).toBe(84310)
    expect(b.netMinor + sumLines(b)).toBe(100000)
    const tiny = taxBreakdown(500, 4, [fee, IVA])
    expect(tiny.lines.map((l) => l.amountMinor)).toEqual([500, 0])
    expect(tiny.netMinor).toBe(0)
  })
  it('adds rules that are not included on top: a share of the net rate (half up) or the fee × units', () => {
    const addedTax = rule('TUR', { percent: '3.5', included: false })
    const addedFee = rule('ECO', { kind: 'PER_ROOM_NIGHT', percent: null, amountMinor: 250, included: false })
    const b = taxBreakdown(100000, 2, [IVA, ISH, addedTax, addedFee])
    expect(b.netMinor).toBe(81967)
    expect(b.lines.find((l) => l.code === 'TUR')?.amountMinor).toBe(2869) // 819.67 × 3.5 % = 28.688… → 28.69
    expect(b.lines.find((l) => l.code === 'ECO')?.amountMinor).toBe(500)
    expect(b.totalMinor).toBe(100000 + 2869 + 500)
    expect(b.netMinor + sumLines(b)).toBe(b.totalMinor)
  })
  it('with no rules the whole rate is net', () => {
    expect(taxBreakdown(12345, 2, [])).toEqual({ roomMinor: 12345, netMinor: 12345, lines: [], totalMinor: 12345 })
  })
  it('holds net + lines = total and total = room + added for any rate and rules (property)', () => {
    const arbRule = fc.record({
      code: fc.constantFrom('A', 'B', 'C', 'D'),
      kind: fc.constantFrom('PERCENT' as const, 'PER_ROOM_NIGHT' as const, 'PER_STAY' as const),
      pct: fc.integer({ min: 0, max: 1_000_000 }),
      amountMinor: fc.integer({ min: 0, max: 50_000 }),
      included: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1, max: 30 }), fc.array(arbRule, { maxLength: 5 }), (room, nights, raw) => {
        const rules = raw.map((r, i) =>
          rule(`${r.code}${i}`, { kind: r.kind, percent: r.kind === 'PERCENT' ? (r.pct / 10_000).toFixed(4) : null, amountMinor: r.kind === 'PERCENT' ? 0 : r.amountMinor, included: r.included }),
        )
        const b = taxBreakdown(room, nights, rules)
        const added = b.lines.filter((l) => !l.included).reduce((s, l) => s + l.amountMinor, 0)
        expect(b.netMinor + sumLines(b)).toBe(b.totalMinor)
        expect(b.totalMinor).toBe(room + added)
        expect(b.netMinor).toBeGreaterThanOrEqual(0)
        for (const l of b.lines) expect(Number.isSafeInteger(l.amountMinor) && l.amountMinor >= 0).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
  it('refuses a malformed percent or amount', () => {
    expect(() => taxBreakdown(100, 1, [rule('X', { percent: '16,5' })])).toThrow(RangeError)
    expect(() => taxBreakdown(-1, 1, [IVA])).toThrow(RangeError)
    expect(() => percentUnits('1.23456')).toThrow(RangeError)
    expect(percentUnits('3.5')).toBe(35_000n)
  })
})

describe('sums and conversions', () => {
  it('sums the rooms of a rate line by line, exactly', () => {
    const rooms = [taxBreakdown(100000, 3, [IVA, ISH]), taxBreakdown(33333, 3, [IVA, ISH]), taxBreakdown(1, 3, [IVA, ISH])]
    const s = sumBreakdowns(rooms)
    expect(s.roomMinor).toBe(133334)
    expect(s.totalMinor).toBe(133334)
    expect(s.netMinor + sumLines(s)).toBe(s.totalMinor)
    expect(s.lines.map((l) => l.code)).toEqual(['IVA', 'ISH'])
    expect(s.lines[0].amountMinor).toBe(rooms.reduce((a, r) => a + r.lines[0].amountMinor, 0))
    expect(sumBreakdowns([])).toEqual({ roomMinor: 0, netMinor: 0, lines: [], totalMinor: 0 })
  })
  it('converts fixed amounts only', () => {
    const fee = rule('SAN', { kind: 'PER_STAY', percent: null, amountMinor: 100 })
    expect(rulesIn([IVA, fee], (m) => m * 18).map((r) => r.amountMinor)).toEqual([0, 1800])
  })
  it("a night's charged price adds what is not included and leaves inclusive rates alone", () => {
    expect(nightlyCharged(20000, [IVA, ISH])).toBe(20000)
    expect(
      nightlyCharged(20000, [
        IVA,
        rule('ECO', { kind: 'PER_ROOM_NIGHT', percent: null, amountMinor: 250, included: false }),
        rule('X', { kind: 'PER_STAY', percent: null, amountMinor: 999, included: false }),
      ]),
    ).toBe(20250)
  })
})
