/**
 * Taxes and fees of a room rate (docs/hotel-api.md "Taxes", contract v1.1). A
 * hotel's rules are data (`hotel_engine.tax_rules`, loaded from the CMS through `PUT /admin/taxes`):
 * Mexican rates carry IVA (VAT, 16 %) and the state's lodging tax (ISH; Quintana Roo 6 %), both
 * charged on the room rate, both included in the published rate at the seeded hotels.
 *
 * A rule is a percentage of the net room rate, a fixed amount per room-night, or a fixed amount per
 * room per stay; it is either included in the rate (the guest pays the rate, the rule says how much
 * of it is tax) or added on top (the guest pays the rate plus the rule). Percentages never compound:
 * each is a share of the net rate (the rate without any tax or fee), as Mexican hotels quote
 * "tarifa + 16 % IVA + 6 % ISH".
 *
 * Money is integer minor units. A room's included parts are found with a largest-remainder split, so
 * the net rate and the included taxes add up to the rate exactly (no cent lost or invented); an added
 * percentage is rounded half up on the net rate on its own, and the total is the rate plus what is
 * added, so `net + Σ lines = total` holds by construction. Pure: no I/O.
 */
import type { Texts } from './messages'

/** How a rule's amount is found. */
export type TaxKind = 'PERCENT' | 'PER_ROOM_NIGHT' | 'PER_STAY'

export const TAX_KINDS: readonly TaxKind[] = ['PERCENT', 'PER_ROOM_NIGHT', 'PER_STAY']

/** One tax or fee rule of a hotel. */
export type TaxRule = {
  /** short code, e.g. 'IVA', 'ISH' */
  code: string
  name: Texts
  kind: TaxKind
  /** PERCENT: percent of the net room rate as a decimal string (`'16'`, `'3.5'`, ≤ 4 decimals); other kinds: null */
  percent: string | null
  /** PER_ROOM_NIGHT / PER_STAY: amount per unit in minor units (of the currency the rules are in); PERCENT: 0 */
  amountMinor: number
  /** true: part of the published rate; false: charged on top of it */
  included: boolean
}

/** One rule's share of a room's price, minor units. */
export type TaxLine = { code: string; name: Texts; kind: TaxKind; percent: string | null; included: boolean; amountMinor: number }

/**
 * A room's (or a sum of rooms') price split into the net rate and its taxes and fees.
 * `roomMinor` is the rate as priced (nightly sum, included taxes in it); `totalMinor = roomMinor +
 * added lines = netMinor + every line`.
 */
export type TaxBreakdown = { roomMinor: number; netMinor: number; lines: TaxLine[]; totalMinor: number }

/** Percent scale: a percent string is held as an integer of 1/10 000 of a percent, so 100 % = 1 000 000. */
const WHOLE = 1_000_000n
const PERCENT_RE = /^(\d{1,3})(?:\.(\d{1,4}))?$/

/**
 * A percent string as an integer share of `WHOLE` (`'16'` → 160 000n, `'3.5'` → 35 000n).
 * @throws RangeError when it is not a plain decimal with at most 4 decimals
 */
export function percentUnits(percent: string): bigint {
  let units = parsedPercents.get(percent)
  if (units === undefined) {
    const m = PERCENT_RE.exec(percent.trim())
    if (!m) throw new RangeError(`not a percent: ${percent}`)
    units = BigInt(m[1] + (m[2] ?? '').padEnd(4, '0'))
    if (parsedPercents.size > 1000) parsedPercents.clear()
    parsedPercents.set(percent, units)
  }
  return units
}

/** Percent strings already read (a hotel has a handful; every room of every answer reads them). */
const parsedPercents = new Map<string, bigint>()

/**
 * Splits `total` minor units into parts proportional to `weights` that add up to `total` exactly
 * (Hamilton's largest-remainder method): every part is its exact share rounded down, and the units
 * left over go one each to the parts with the largest remainders (ties: the earlier part). Each part
 * is within one unit of its exact share.
 * @throws RangeError when `total` is not a non-negative safe integer, a weight is negative, or every
 *   weight is 0 while `total` is not
 */
export function largestRemainderSplit(total: number, weights: readonly bigint[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a non-negative integer: ${total}`)
  if (weights.some((w) => w < 0n)) throw new RangeError('weights must not be negative')
  const sum = weights.reduce((s, w) => s + w, 0n)
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('cannot split a non-zero total over zero weights')
    return weights.map(() => 0)
  }
  // fast path in plain numbers when every product total × weight is a safe integer (exact in doubles)
  if (sum <= BigInt(Number.MAX_SAFE_INTEGER) && Number.isSafeInteger(total * Number(sum))) return splitSafe(total, weights.map(Number), Number(sum))
  return splitBigInt(total, weights, sum)
}

/**
 * `largestRemainderSplit` in BigInts, for any sizes: the reading the plain-number fast path must agree
 * with (taxes.test.ts). Unchecked: the caller has validated `total` (non-negative safe integer, minor
 * units) and the weights, and passes their sum (> 0).
 * @returns the parts in minor units, in the weights' order, adding up to `total`
 */
export function splitBigInt(total: number, weights: readonly bigint[], sum: bigint): number[] {
  const t = BigInt(total)
  const floors = weights.map((w) => (t * w) / sum)
  const rems = weights.map((w) => (t * w) % sum)
  let left = Number(t - floors.reduce((s, f) => s + f, 0n))
  const parts = floors.map(Number)
  const order = weights.map((_, i) => i).sort((a, b) => (rems[b] > rems[a] ? 1 : rems[b] < rems[a] ? -1 : a - b))
  for (const i of order) {
    if (left <= 0) break
    parts[i] += 1
    left -= 1
  }
  return parts
}

/**
 * `largestRemainderSplit` when `total × sum` is a safe integer: each `total × w` (≤ total × sum) and
 * its remainder are exact in doubles, and `(total × w − r) / sum` is an exact quotient, so the parts
 * are the BigInt method's (taxes.test.ts checks both readings agree).
 */
function splitSafe(total: number, weights: number[], sum: number): number[] {
  const parts = new Array<number>(weights.length)
  const rems = new Array<number>(weights.length)
  let left = total
  for (let i = 0; i < weights.length; i++) {
    const product = total * weights[i]
    rems[i] = product % sum
    parts[i] = (product - rems[i]) / sum
    left -= parts[i]
  }
  if (left > 0) {
    const order = weights.map((_, i) => i).sort((a, b) => rems[b] - rems[a] || a - b)
    for (const i of order) {
      if (left <= 0) break
      parts[i] += 1
      left -= 1
    }
  }
  return parts
}

/** `minor × units / WHOLE` rounded half up (minor ≥ 0): an added percentage of the net rate. */
function shareOf(minor: number, units: bigint): number {
  const twice = 2 * minor * Number(units) + Number(WHOLE)
  if (minor >= 0 && Number.isSafeInteger(minor) && Number.isSafeInteger(twice)) return (twice - (twice % (2 * Number(WHOLE)))) / (2 * Number(WHOLE))
  return Number((BigInt(minor) * units * 2n + WHOLE) / (2n * WHOLE))
}

/**
 * Splits one room's price for its stay into net rate and taxes.
 * - included fixed rules (per room-night × nights, per stay × 1) come out of the rate first, in rule
 *   order, each capped at what is left of the rate (a fee never makes the net rate negative);
 * - what is left is split between the net rate and the included percentages in proportion
 *   100 : p₁ : p₂ … (largest remainder, so the parts add up exactly);
 * - added percentages are that share of the net rate (half up), added fixed rules their amount × units.
 * @param roomMinor the room's price for the stay as priced (Σ nightly amounts), minor units ≥ 0
 * @param nights nights of the stay (units of a PER_ROOM_NIGHT rule)
 * @param rules the hotel's rules, fixed amounts in the same currency as `roomMinor`
 * @throws RangeError on a negative or fractional amount, or a malformed percent
 */
export function taxBreakdown(roomMinor: number, nights: number, rules: readonly TaxRule[]): TaxBreakdown {
  if (!Number.isSafeInteger(roomMinor) || roomMinor < 0) throw new RangeError(`room amount must be a non-negative integer: ${roomMinor}`)
  const units = (r: TaxRule) => (r.kind === 'PER_ROOM_NIGHT' ? nights : 1)
  const amounts = new Array<number>(rules.length).fill(0)
  let left = roomMinor
  rules.forEach((r, i) => {
    if (!r.included || r.kind === 'PERCENT') return
    if (!Number.isSafeInteger(r.amountMinor) || r.amountMinor < 0) throw new RangeError(`fee amount must be a non-negative integer: ${r.code}`)
    amounts[i] = Math.min(left, r.amountMinor * units(r))
    left -= amounts[i]
  })
  const includedPct = rules.map((r, i) => ({ r, i })).filter(({ r }) => r.included && r.kind === 'PERCENT')
  const parts = largestRemainderSplit(left, [WHOLE, ...includedPct.map(({ r }) => percentUnits(r.percent ?? ''))])
  const net = parts[0]
  includedPct.forEach(({ i }, k) => (amounts[i] = parts[k + 1]))
  let added = 0
  rules.forEach((r, i) => {
    if (r.included) return
    if (r.kind === 'PERCENT') amounts[i] = shareOf(net, percentUnits(r.percent ?? ''))
    else {
      if (!Number.isSafeInteger(r.amountMinor) || r.amountMinor < 0) throw new RangeError(`fee amount must be a non-negative integer: ${r.code}`)
      amounts[i] = r.amountMinor * units(r)
    }
    added += amounts[i]
  })
  return {
    roomMinor,
    netMinor: net,
    lines: rules.map((r, i) => ({ code: r.code, name: r.name, kind: r.kind, percent: r.kind === 'PERCENT' ? r.percent : null, included: r.included, amountMinor: amounts[i] })),
    totalMinor: roomMinor + added,
  }
}

/**
 * The sum of several breakdowns (the rooms of a rate or of a session): amounts added line by line,
 * lines matched by code in first-seen order. Sums of exact parts stay exact.
 */
export function sumBreakdowns(list: readonly TaxBreakdown[]): TaxBreakdown {
  const lines: TaxLine[] = []
  const byCode = new Map<string, TaxLine>()
  let roomMinor = 0
  let netMinor = 0
  let totalMinor = 0
  for (const b of list) {
    roomMinor += b.roomMinor
    netMinor += b.netMinor
    totalMinor += b.totalMinor
    for (const l of b.lines) {
      const hit = byCode.get(l.code)
      if (hit) hit.amountMinor += l.amountMinor
      else {
        const copy = { ...l }
        byCode.set(l.code, copy)
        lines.push(copy)
      }
    }
  }
  return { roomMinor, netMinor, lines, totalMinor }
}

/** The rules with their fixed amounts converted by `convert` (e.g. hotel → quote currency, per unit). */
export function rulesIn(rules: readonly TaxRule[], convert: (minor: number) => number): TaxRule[] {
  return rules.map((r) => (r.kind === 'PERCENT' ? r : { ...r, amountMinor: convert(r.amountMinor) }))
}

/**
 * A night's price as charged (the calendar's "from" price): the rate plus what the rules add per
 * room-night (added percentages and per-room-night fees; per-stay fees are left out of a nightly price).
 */
export function nightlyCharged(nightMinor: number, rules: readonly TaxRule[]): number {
  if (rules.every((r) => r.included)) return nightMinor
  return taxBreakdown(
    nightMinor,
    1,
    rules.filter((r) => r.kind !== 'PER_STAY'),
  ).totalMinor
}
