/**
 * Ticket pricing: one pure, deterministic quote used by the product page (to show) and by the server
 * (to charge) — the quote shown is the quote charged (architecture §2).
 *
 * Units: catalogue prices are USD cents; a quote is in integer minor units of the target currency
 * (`decimals` digits: 2 for USD/MXN/EUR…, 0 for JPY/CLP/KRW); dates are hotel-local `YYYY-MM-DD`.
 *
 * How a ticket unit price is made (spec §9):
 * 1. list price: category 1 (adults) or 2 (minors, defaulting to the adult price), or the chosen
 *    ferry route's; infants (category 3) are free;
 * 2. discounts, applied one after the other (multiplicatively) on the exact amount:
 *    child discount (minors only, the product's %), package discount (adults 15%, minors 25%, only
 *    when the line is part of a package), presale discount (the best tier the days ahead reach);
 * 3. conversion: × `rateToUsd` (units of the currency per 1 USD, the CMS rate) and ONE rounding,
 *    half away from zero, to the currency's minor unit — per unit price;
 * 4. line amount = unit price × quantity; total = sum of lines.
 * The arithmetic is exact (BigInt rationals; the rate is read as the decimal it prints as), so the
 * result does not depend on float error or on the order of evaluation.
 *
 * Add-ons and deposits are priced at their list price (no child, package or presale discount).
 */
import type { CategoryPrices, Complement, PassengerCategory, PresaleTier, Product } from './catalog'
import { PASSENGER_CATEGORY } from './passengerCategory'
import { addMonths, daysBetween, isIsoDate, type IsoDate } from '../../../lib/hotel-date'
import { pass, refuse, type CheckResult } from './checkResult'

/** Spec §9: package discount, adults 15%, children 25%. */
export const PACKAGE_DISCOUNT = { adultPct: 15, minorPct: 25 } as const

/** Upper bound per passenger category in one selection (guards tampered input and integer range). */
export const MAX_VISITORS_PER_CATEGORY = 999

/** Visitors per passenger category (whole numbers ≥ 0). */
export type Quantities = { adults: number; minors: number; infants: number }

/** An add-on chosen on the product card; `upgrade` picks the complement's upgrade (idUpgrade). */
export type AddOnChoice = { complementId: number; upgrade?: boolean }

/** What the visitor chose, as far as price depends on it. */
export type QuoteSelection = {
  /** Visit date (hotel-local); ignored — and may be null — for an open ticket. */
  date: IsoDate | null
  openTicket?: boolean
  quantities: Quantities
  /** Required when the product has ferry routes. */
  routeId?: string | null
  addOns?: readonly AddOnChoice[]
  /** True when the line is a component of a package (the package discount applies). */
  inPackage?: boolean
}

export type QuoteOptions = {
  /** Hotel-local purchase date: presale days ahead and open-ticket expiry count from it. */
  today: IsoDate
  /** ISO 4217 code of the target currency, e.g. 'MXN'. */
  currency: string
  /** Units of the target currency per 1 USD (CMS `currencies.rateToUsd`); 1 for USD. */
  rateToUsd: number
  /** Minor-unit digits of the target currency (0..4). */
  decimals: number
}

export type DiscountKind = 'child' | 'package' | 'presale'
export type AppliedDiscount = { kind: DiscountKind; pct: number }

export type QuoteLine = {
  /** Stable key: 'ticket:adult' | 'ticket:minor' | 'ticket:infant' | 'addon:<complementId>' | 'deposit'. */
  key: string
  kind: 'ticket' | 'addOn' | 'deposit'
  /** Passenger category of a ticket line; null for add-ons and deposits. */
  category: PassengerCategory | null
  /** The complement charged (its upgrade id when upgraded); null for tickets and deposits. */
  complementId: number | null
  quantity: number
  /** Unit price before discounts, minor units of the quote currency (for a strike-through). */
  listUnitAmount: number
  /** Unit price charged, minor units. */
  unitAmount: number
  /** unitAmount × quantity. */
  amount: number
  discounts: AppliedDiscount[]
}

export type Quote = {
  productId: number
  currency: string
  decimals: number
  /** Visit date; null for an open ticket. */
  date: IsoDate | null
  /** Last valid day (inclusive) of an open ticket; null otherwise. */
  openTicketValidUntil: IsoDate | null
  presale: { daysAhead: number; discountPct: number } | null
  lines: QuoteLine[]
  /** Sum of line amounts, minor units. Never negative. */
  total: number
}

export type QuoteErrorCode = 'PRICE_UNAVAILABLE' | 'GENERIC_ERROR'
export type QuoteResult = { ok: true; quote: Quote } | { ok: false; code: QuoteErrorCode; params: Record<string, string | number> }

// ─── exact arithmetic ────────────────────────────────────────────────────────────────────────────

type Fraction = { num: bigint; den: bigint }

/** The exact decimal value a finite non-negative number prints as ('18.5' → 37/2, '1e-7' → 1/10^7). */
function decimalFraction(x: number): Fraction {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(x))
  if (!m) throw new RangeError(`not a finite non-negative number: ${x}`)
  const frac = m[2] ?? ''
  const exp = Number(m[3] ?? 0) - frac.length
  const digits = BigInt(m[1] + frac)
  return exp >= 0 ? { num: digits * 10n ** BigInt(exp), den: 1n } : { num: digits, den: 10n ** BigInt(-exp) }
}

/** Rounds num/den (both ≥ 0) half away from zero (= half up for non-negative values). */
function roundHalfUp(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den)
}

const BP = 10_000n
/** Percent → basis points (2 decimals at most, validated by the catalogue schema). */
const basisPoints = (pct: number) => BigInt(Math.round(pct * 100))

/**
 * A USD-cent amount after the given discounts (applied multiplicatively), converted at `rate` into
 * minor units of a currency with `decimals` digits and rounded once, half away from zero.
 */
function convert(usdCents: number, discountsPct: readonly number[], rate: Fraction, decimals: number): number {
  let num = BigInt(usdCents) * rate.num * 10n ** BigInt(decimals)
  let den = 100n * rate.den
  for (const pct of discountsPct) {
    num *= BP - basisPoints(pct)
    den *= BP
  }
  return Number(roundHalfUp(num, den))
}

// ─── "from" prices ───────────────────────────────────────────────────────────────────────────────

/**
 * The adult list price a product is advertised "from", in USD cents: the lowest priced route's for a
 * ferry, else the product's; null when unpriced. Before any discount (child, package, presale): the
 * figure the shop's cards and the product page both show (spec §9 list prices).
 */
export function adultFromPriceUsd(product: Pick<Product, 'basePricesUsd' | 'ferryRoutes'>): number | null {
  const prices = product.ferryRoutes.length ? product.ferryRoutes.map((r) => r.basePricesUsd.adult) : [product.basePricesUsd.adult]
  const priced = prices.filter((x): x is number => x !== null)
  return priced.length ? Math.min(...priced) : null
}

/**
 * A USD-cent list price in another currency's minor units, converted and rounded exactly as a quote's
 * unit price is (step 3 above: × `rateToUsd`, one rounding half away from zero), so the "from" shown
 * is the unit price a one-adult quote without discounts comes to.
 * @returns null when the rate is not a finite positive number or the result is out of range
 */
export function listPriceIn(usdCents: number, options: Pick<QuoteOptions, 'rateToUsd' | 'decimals'>): number | null {
  if (!Number.isFinite(options.rateToUsd) || options.rateToUsd <= 0) return null
  const minor = convert(usdCents, [], decimalFraction(options.rateToUsd), options.decimals)
  return Number.isSafeInteger(minor) ? minor : null
}

// ─── rules used by the quote and by the cart ────────────────────────────────────────────────────

/**
 * The presale discount for visiting on `visitDate` when buying on `today` (both hotel-local): the
 * largest `discountPct` among the tiers whose `minDaysAhead` ≤ days ahead. With the default tiers:
 * 6 days → none, exactly 7 → 10%, 20 → 10%, exactly 21 → 15%. Source: spec §9 (see
 * `DEFAULT_PRESALE_TIERS` for our reading of "up to 15%… another tier at 21 days").
 * @returns null when no tier applies (also for a past date)
 * @throws InvalidDateError (src/lib/hotel-date.ts) for a malformed date
 */
export function presaleDiscount(tiers: readonly PresaleTier[], visitDate: IsoDate, today: IsoDate): { daysAhead: number; discountPct: number } | null {
  const daysAhead = daysBetween(today, visitDate)
  let best: number | null = null
  for (const t of tiers) if (daysAhead >= t.minDaysAhead && t.discountPct > 0 && (best === null || t.discountPct > best)) best = t.discountPct
  return best === null ? null : { daysAhead, discountPct: best }
}

/**
 * Last valid day (inclusive) of an open ticket bought on `purchaseDate`: the same day `validityMonths`
 * months later, clamped to month end (spec §9: valid 6 months from purchase; 2026-08-31 → 2027-02-28).
 * @throws InvalidDateError (src/lib/hotel-date.ts) for a malformed date
 */
export function openTicketValidUntil(purchaseDate: IsoDate, validityMonths: number): IsoDate {
  return addMonths(purchaseDate, validityMonths)
}

/** The list prices of a selection: the chosen ferry route's, or the product's. Undefined = unknown route. */
function listPrices(product: Product, routeId: string | null | undefined): CategoryPrices | undefined {
  if (product.ferryRoutes.length === 0) return product.basePricesUsd
  return product.ferryRoutes.find((r) => r.id === routeId)?.basePricesUsd
}

function addOnPrice(complement: Complement, upgrade: boolean): number | null {
  return upgrade ? complement.priceUpgrade : complement.price
}

/**
 * Whether every price the selection needs exists: the adult list price (of the product or the chosen
 * ferry route) and each chosen add-on's price (its upgrade price when upgraded). Unknown routes or
 * add-ons are not checked here (they are malformed input, see `quote`).
 * Source: spec §8 'We are sorry, prices could not be obtained for the product.'
 */
export function checkPriceAvailable(product: Product, selection: Pick<QuoteSelection, 'routeId' | 'addOns'>): CheckResult<'PRICE_UNAVAILABLE'> {
  const prices = listPrices(product, selection.routeId)
  if (prices && prices.adult === null) return refuse('PRICE_UNAVAILABLE', { productId: product.id })
  for (const choice of selection.addOns ?? []) {
    const c = product.addOns.find((a) => a.id === choice.complementId)
    if (c && addOnPrice(c, choice.upgrade === true) === null) return refuse('PRICE_UNAVAILABLE', { productId: product.id, complementId: c.id })
  }
  return pass()
}

const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_VISITORS_PER_CATEGORY

/** Paying visitors (adults + minors): the count for per-person add-ons and deposits. */
export const payingVisitors = (q: Quantities) => q.adults + q.minors

/**
 * Quotes a selection of `product` line by line in the target currency.
 *
 * Lines (zero-quantity lines omitted): 'ticket:adult', 'ticket:minor', 'ticket:infant' (free), one
 * 'addon:<id>' per chosen add-on (per person = adults + minors, or once per booking), and 'deposit'
 * (per person or per booking). For each line `amount = unitAmount × quantity`; `total` is the sum.
 *
 * @returns `{ ok: false, code: 'PRICE_UNAVAILABLE' }` when a needed price is missing or the rate is
 *   unusable (≤ 0 or not finite); `{ ok: false, code: 'GENERIC_ERROR' }` for malformed input
 *   (counts not whole 0..999, a bad date or currency code, an open ticket on a product without the option, an unknown
 *   or missing ferry route, an unknown or repeated add-on, decimals outside 0..4, a total beyond the safe-integer range).
 *   Never throws. Deterministic: equal inputs give deep-equal quotes.
 */
export function quote(product: Product, selection: QuoteSelection, options: QuoteOptions): QuoteResult {
  const bad = (reason: string) => ({ ok: false as const, code: 'GENERIC_ERROR' as const, params: { productId: product.id, reason } })
  const noPrice = (reason: string) => ({ ok: false as const, code: 'PRICE_UNAVAILABLE' as const, params: { productId: product.id, reason } })

  const q = selection.quantities
  if (!q || !isCount(q.adults) || !isCount(q.minors) || !isCount(q.infants)) return bad('quantities')
  if (!Number.isInteger(options.decimals) || options.decimals < 0 || options.decimals > 4) return bad('decimals')
  if (!isIsoDate(options.today)) return bad('today')
  if (!/^[A-Z]{3}$/.test(options.currency)) return bad('currency')
  const openTicket = selection.openTicket === true
  if (openTicket && !product.openTicket.enabled) return bad('openTicket')
  if (!openTicket && !isIsoDate(selection.date)) return bad('date')

  const prices = listPrices(product, selection.routeId)
  if (!prices) return bad('route')
  const choices = selection.addOns ?? []
  const chosen: { complement: Complement; upgrade: boolean }[] = []
  for (const choice of choices) {
    const complement = product.addOns.find((a) => a.id === choice.complementId)
    if (!complement || chosen.some((c) => c.complement.id === complement.id)) return bad('addOn')
    const upgrade = choice.upgrade === true
    if (upgrade && complement.idUpgrade === null) return bad('addOnUpgrade')
    chosen.push({ complement, upgrade })
  }
  const priced = checkPriceAvailable(product, selection)
  if (!priced.ok) return noPrice('price')
  if (!Number.isFinite(options.rateToUsd) || options.rateToUsd <= 0) return noPrice('rate')

  const rate = decimalFraction(options.rateToUsd)
  const d = options.decimals
  const adultList = prices.adult as number // checked by checkPriceAvailable
  const minorList = prices.minor ?? adultList

  const date = openTicket ? null : (selection.date as IsoDate)
  const presale = date === null ? null : presaleDiscount(product.presaleTiers, date, options.today)
  const inPackage = selection.inPackage === true

  const lines: QuoteLine[] = []
  const push = (line: Omit<QuoteLine, 'amount'>) => {
    if (line.quantity > 0) lines.push({ ...line, amount: line.unitAmount * line.quantity })
  }

  const ticket = (key: string, category: PassengerCategory, quantity: number, listUsd: number, discounts: AppliedDiscount[]) =>
    push({
      key,
      kind: 'ticket',
      category,
      complementId: null,
      quantity,
      listUnitAmount: convert(listUsd, [], rate, d),
      unitAmount: convert(
        listUsd,
        discounts.map((x) => x.pct),
        rate,
        d,
      ),
      discounts,
    })

  const adultDiscounts: AppliedDiscount[] = []
  const minorDiscounts: AppliedDiscount[] = []
  if (product.childDiscountPct > 0) minorDiscounts.push({ kind: 'child', pct: product.childDiscountPct })
  if (inPackage) {
    adultDiscounts.push({ kind: 'package', pct: PACKAGE_DISCOUNT.adultPct })
    minorDiscounts.push({ kind: 'package', pct: PACKAGE_DISCOUNT.minorPct })
  }
  if (presale) {
    adultDiscounts.push({ kind: 'presale', pct: presale.discountPct })
    minorDiscounts.push({ kind: 'presale', pct: presale.discountPct })
  }

  ticket('ticket:adult', PASSENGER_CATEGORY.adult, q.adults, adultList, adultDiscounts)
  ticket('ticket:minor', PASSENGER_CATEGORY.minor, q.minors, minorList, minorDiscounts)
  ticket('ticket:infant', PASSENGER_CATEGORY.infant, q.infants, 0, [])

  const perPerson = payingVisitors(q)
  for (const { complement, upgrade } of chosen) {
    const unit = convert(addOnPrice(complement, upgrade) as number, [], rate, d)
    push({
      key: `addon:${complement.id}`,
      kind: 'addOn',
      category: null,
      complementId: upgrade ? complement.idUpgrade : complement.id,
      quantity: complement.pricing === 'perPerson' ? perPerson : perPerson > 0 || q.infants > 0 ? 1 : 0,
      listUnitAmount: unit,
      unitAmount: unit,
      discounts: [],
    })
  }

  if (product.deposit) {
    const unit = convert(product.deposit.amountUsd, [], rate, d)
    push({
      key: 'deposit',
      kind: 'deposit',
      category: null,
      complementId: null,
      quantity: product.deposit.per === 'person' ? perPerson : perPerson > 0 || q.infants > 0 ? 1 : 0,
      listUnitAmount: unit,
      unitAmount: unit,
      discounts: [],
    })
  }

  const total = lines.reduce((s, l) => s + l.amount, 0)
  if (!Number.isSafeInteger(total)) return bad('amount out of range')
  return {
    ok: true,
    quote: {
      productId: product.id,
      currency: options.currency,
      decimals: d,
      date,
      openTicketValidUntil: openTicket ? openTicketValidUntil(options.today, product.openTicket.validityMonths) : null,
      presale,
      lines,
      total,
    },
  }
}
