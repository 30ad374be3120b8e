/**
 * Money in integer minor units (architecture §6; design/hotel-api-v1.md "Money"). Amounts leave the
 * database as NUMERIC strings, are converted here to integer minor units, added and discounted as
 * integers, and go back out as decimal numbers rounded to the currency's decimals. No float is ever
 * accumulated. Rounding is half away from zero.
 */

const NUMERIC = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * `num / den` rounded half away from zero for safe integers (`den` > 0), in plain numbers: the
 * remainder and the exact quotient of `num − r` are exact in doubles below 2^53, so this equals
 * `divRound` on BigInts (money.test.ts checks it against the BigInt reading).
 */
export function divRoundSafe(num: number, den: number): number {
  const r = num % den
  const q = (num - r) / den
  if (r === 0) return q
  return 2 * Math.abs(r) >= den ? (num < 0 ? q - 1 : q + 1) : q
}

/** Divides integers rounding half away from zero (`den` > 0). */
function divRound(num: bigint, den: bigint): bigint {
  const q = num / den
  const r = num % den
  if (r === 0n) return q
  const twice = (r < 0n ? -r : r) * 2n
  if (twice >= den) return num < 0n ? q - 1n : q + 1n
  return q
}

/**
 * A NUMERIC string (e.g. `'189.50'`) or a decimal number as integer minor units of a currency with
 * `decimals` decimals (`'189.505'` with 2 → 18951).
 * @throws RangeError when the value is not a plain decimal
 */
export function toMinor(value: string | number, decimals: number): number {
  const s = typeof value === 'number' ? numberToPlain(value) : value.trim()
  const m = NUMERIC.exec(s)
  if (!m) throw new RangeError(`not a decimal amount: ${value}`)
  const frac = m[3] ?? ''
  // fast path (every NUMERIC(14,2) price): no rounding needed and the digits fit a safe integer
  if (frac.length <= decimals && m[2].length + decimals <= 15) {
    const n = Number(m[2] + frac.padEnd(decimals, '0'))
    return m[1] === '-' && n !== 0 ? -n : n
  }
  const digits = BigInt(m[2] + frac)
  const scaled = divRound(digits * 10n ** BigInt(decimals), 10n ** BigInt(frac.length))
  return Number(m[1] === '-' ? -scaled : scaled)
}

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite amount: ${n}`)
  return n.toFixed(8).replace(/\.?0+$/, '') || '0'
}

/** Integer minor units as the JSON decimal of the currency (`18951`, 2 → `189.51`; JPY 0 → integer). */
export function fromMinor(minor: number, decimals: number): number {
  // For an integer `minor` (|minor| < 2^53) the quotient is correctly rounded, so it is the same
  // double as parsing the decimal string — no toFixed round trip needed.
  if (Number.isSafeInteger(minor)) return minor / POW10[decimals]
  return Number((minor / 10 ** decimals).toFixed(decimals))
}

const POW10 = [1, 10, 100, 1000, 10000]

/** Integer minor units as a NUMERIC string for SQL (`18951`, 2 → `'189.51'`). */
export function minorToNumeric(minor: number, decimals: number): string {
  const neg = minor < 0
  const s = String(Math.abs(minor)).padStart(decimals + 1, '0')
  const out = decimals === 0 ? s : `${s.slice(0, -decimals)}.${s.slice(-decimals)}`
  return neg ? `-${out}` : out
}

/**
 * Converts minor units between currencies through USD rates (units of each currency per 1 USD, as
 * NUMERIC strings from the engine's `currencies` table), rounding once at the end.
 * `convertMinor(10000, {decimals:2, ratePerUsd:'1'}, {decimals:2, ratePerUsd:'18.5'})` → 185000.
 */
export function convertMinor(minor: number, from: { decimals: number; ratePerUsd: string }, to: { decimals: number; ratePerUsd: string }): number {
  const f = conversionFactor(from, to)
  // fast path: the reduced factor in plain numbers when minor × num is a safe integer (then exact);
  // the same rational as the BigInt reading, so the same rounding
  if (f.num !== 0 && Number.isSafeInteger(minor)) {
    const product = minor * f.num
    if (Number.isSafeInteger(product)) return divRoundSafe(product, f.den)
  }
  return Number(divRound(BigInt(minor) * f.bigNum, f.bigDen))
}

type Factor = { bigNum: bigint; bigDen: bigint; num: number; den: number }

const factors = new Map<string, Factor>()

/**
 * The conversion factor `tn·10^td·10^fs / (fn·10^fd·10^ts)` of a currency pair in lowest terms
 * (e.g. USD → MXN at 18.5: 37/2), with plain-number copies when both terms are safe integers
 * (`num` 0 otherwise). Kept per pair of rates (a handful).
 */
function conversionFactor(from: { decimals: number; ratePerUsd: string }, to: { decimals: number; ratePerUsd: string }): Factor {
  const key = `${from.decimals}|${from.ratePerUsd}|${to.decimals}|${to.ratePerUsd}`
  let f = factors.get(key)
  if (!f) {
    const [fn, fs] = rational(from.ratePerUsd)
    const [tn, ts] = rational(to.ratePerUsd)
    // value = minor / 10^fd / (fn/10^fs) * (tn/10^ts) * 10^td
    let bigNum = tn * 10n ** BigInt(to.decimals) * 10n ** fs
    let bigDen = fn * 10n ** BigInt(from.decimals) * 10n ** ts
    if (bigDen === 0n) throw new RangeError(`not a positive rate: ${from.ratePerUsd}`)
    const g = gcd(bigNum, bigDen)
    bigNum /= g
    bigDen /= g
    const safe = bigNum <= BigInt(Number.MAX_SAFE_INTEGER) && bigDen <= BigInt(Number.MAX_SAFE_INTEGER)
    f = { bigNum, bigDen, num: safe ? Number(bigNum) : 0, den: safe ? Number(bigDen) : 0 }
    if (factors.size > 1000) factors.clear()
    factors.set(key, f)
  }
  return f
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

const rationals = new Map<string, [bigint, bigint]>()

function rational(s: string): [bigint, bigint] {
  let r = rationals.get(s)
  if (!r) {
    r = parseRational(s)
    if (rationals.size > 1000) rationals.clear()
    rationals.set(s, r)
  }
  return r
}

function parseRational(s: string): [bigint, bigint] {
  const m = NUMERIC.exec(s.trim())
  if (!m || m[1] === '-') throw new RangeError(`not a positive rate: ${s}`)
  const frac = m[3] ?? ''
  return [BigInt(m[2] + frac), BigInt(frac.length)]
}

/** `pct` percent of `minor`, rounded half away from zero (e.g. a 15 % promo discount, a 30 % deposit). */
export function percentOf(minor: number, pct: number): number {
  const hundredths = Math.round(pct * 100)
  const product = minor * hundredths
  // fast path: the product is exact when it is a safe integer (a larger true product rounds to ≥ 2^53)
  if (Number.isSafeInteger(minor) && Number.isSafeInteger(product)) return divRoundSafe(product, 10000)
  return Number(divRound(BigInt(minor) * BigInt(hundredths), 10000n))
}

/** Average of a total over `count` parts (e.g. `averageAmount` = total ÷ nights), rounded. */
export function averageMinor(totalMinor: number, count: number): number {
  if (count <= 0) return 0
  if (Number.isSafeInteger(totalMinor) && Number.isSafeInteger(count)) return divRoundSafe(totalMinor, count)
  return Number(divRound(BigInt(totalMinor), BigInt(count)))
}

/** Sum of integer minor-unit amounts. */
export function sumMinor(amounts: readonly number[]): number {
  let s = 0
  for (const a of amounts) s += a
  return s
}
