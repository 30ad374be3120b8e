import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { averageMinor, convertMinor, divRoundSafe, fromMinor, minorToNumeric, percentOf, sumMinor, toMinor } from './money'

describe('money in minor units', () => {
  it('parses NUMERIC strings without floats', () => {
    expect(toMinor('189.50', 2)).toBe(18950)
    expect(toMinor('189.505', 2)).toBe(18951)
    expect(toMinor('0.1', 2)).toBe(10)
    expect(toMinor(0.1 + 0.2, 2)).toBe(30)
    expect(toMinor('1500', 0)).toBe(1500)
    expect(() => toMinor('12,5', 2)).toThrow(RangeError)
  })
  it('formats back to decimals and NUMERIC strings', () => {
    expect(fromMinor(18951, 2)).toBe(189.51)
    expect(fromMinor(1500, 0)).toBe(1500)
    expect(minorToNumeric(5, 2)).toBe('0.05')
    expect(minorToNumeric(-12345, 2)).toBe('-123.45')
    expect(minorToNumeric(7, 0)).toBe('7')
  })
  it('converts through USD rates, rounding once', () => {
    const usd = { decimals: 2, ratePerUsd: '1' }
    expect(convertMinor(10000, usd, { decimals: 2, ratePerUsd: '18.5' })).toBe(185000)
    expect(convertMinor(10000, usd, { decimals: 0, ratePerUsd: '150' })).toBe(15000)
    expect(convertMinor(333, usd, { decimals: 2, ratePerUsd: '0.86' })).toBe(286)
  })
  it('takes percents, averages and sums as integers', () => {
    expect(percentOf(19999, 15)).toBe(3000)
    expect(percentOf(10000, 30)).toBe(3000)
    expect(averageMinor(10000, 3)).toBe(3333)
    expect(averageMinor(20000, 3)).toBe(6667)
    expect(sumMinor([10, 20, 30])).toBe(60)
  })
})

describe('fast paths agree with the exact decimal arithmetic', () => {
  it('fromMinor(m, d) is the double of the decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 0, max: 4 }), (m, d) => {
        expect(fromMinor(m, d)).toBe(Number((m / 10 ** d).toFixed(d)))
      }),
      { numRuns: 5000 },
    )
  })
  it('divRoundSafe, percentOf and averageMinor equal the BigInt reading (half away from zero)', () => {
    const exact = (num: bigint, den: bigint) => {
      const q = num / den
      const r = num % den
      if (r === 0n) return Number(q)
      return Number((r < 0n ? -r : r) * 2n >= den ? (num < 0n ? q - 1n : q + 1n) : q)
    }
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 1e9 }), (num, den) => {
        expect(divRoundSafe(num, den)).toBe(exact(BigInt(num), BigInt(den)))
        expect(averageMinor(num, den)).toBe(exact(BigInt(num), BigInt(den)))
      }),
      { numRuns: 5000 },
    )
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.integer({ min: 0, max: 10000 }), (minor, hundredths) => {
        expect(percentOf(minor, hundredths / 100)).toBe(exact(BigInt(minor) * BigInt(Math.round((hundredths / 100) * 100)), 10000n))
      }),
      { numRuns: 5000 },
    )
    expect(divRoundSafe(5, 10)).toBe(1)
    expect(divRoundSafe(-5, 10)).toBe(-1)
    expect(divRoundSafe(-4, 10)).toBe(0)
  })
  it('convertMinor equals the BigInt reading of the unreduced factor (property)', () => {
    const rate = fc.tuple(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 })).map(([digits, scale]) => {
      const s = String(digits).padStart(scale + 1, '0')
      return scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s
    })
    const reference = (minor: number, from: { decimals: number; ratePerUsd: string }, to: { decimals: number; ratePerUsd: string }) => {
      const read = (r: string): [bigint, bigint] => [BigInt(r.replace('.', '')), BigInt(r.includes('.') ? r.length - r.indexOf('.') - 1 : 0)]
      const [fn, fs] = read(from.ratePerUsd)
      const [tn, ts] = read(to.ratePerUsd)
      const num = BigInt(minor) * tn * 10n ** BigInt(to.decimals) * 10n ** fs
      const den = fn * 10n ** BigInt(from.decimals) * 10n ** ts
      const q = num / den
      const r = num % den
      if (r === 0n) return Number(q)
      return Number((r < 0n ? -r : r) * 2n >= den ? (num < 0n ? q - 1n : q + 1n) : q)
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), rate, fc.integer({ min: 0, max: 4 }), rate, fc.integer({ min: 0, max: 4 }), (minor, fr, fd, tr, td) => {
        const from = { decimals: fd, ratePerUsd: fr }
        const to = { decimals: td, ratePerUsd: tr }
        expect(convertMinor(minor, from, to)).toBe(reference(minor, from, to))
      }),
      { numRuns: 5000 },
    )
    // the seeded rates (rate_per_usd NUMERIC(18,6) text) in both directions
    const usd = { decimals: 2, ratePerUsd: '1.000000' }
    const mxn = { decimals: 2, ratePerUsd: '18.500000' }
    expect(convertMinor(27600, usd, mxn)).toBe(510600)
    expect(convertMinor(510601, mxn, usd)).toBe(27600)
  })
  it('toMinor of a NUMERIC string equals the BigInt reading', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (digits, scale, d) => {
        const neg = digits < 0n
        const abs = (neg ? -digits : digits).toString().padStart(scale + 1, '0')
        const text = `${neg ? '-' : ''}${scale ? `${abs.slice(0, -scale)}.${abs.slice(-scale)}` : abs}`
        // exact: digits / 10^scale * 10^d, rounded half away from zero
        const num = (neg ? -digits : digits) * 10n ** BigInt(d)
        const den = 10n ** BigInt(scale)
        let q = num / den
        if ((num % den) * 2n >= den) q += 1n
        const want = Number(neg ? -q : q)
        expect(toMinor(text, d)).toBe(want === 0 ? 0 : want)
      }),
      { numRuns: 5000 },
    )
  })
})
