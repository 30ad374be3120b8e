import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_PRESALE_TIERS, type Product } from './catalog'
import { addDays } from '../../../lib/hotel-date'
import { adultFromPriceUsd, checkPriceAvailable, listPriceIn, openTicketValidUntil, presaleDiscount, quote, type QuoteOptions, type QuoteResult, type QuoteSelection } from './pricing'
import { catamaran, defaultTour, englishTour, ferry, park, parkAllInclusive, product, snorkel, unpriced } from '../../../../tests/helpers/shop-products'

const today = '2026-03-01'
const usd: QuoteOptions = { today, currency: 'USD', rateToUsd: 1, decimals: 2 }
const soon = addDays(today, 3) // no presale
const sel = (over: Partial<QuoteSelection> = {}): QuoteSelection => ({
  date: soon,
  quantities: { adults: 1, minors: 0, infants: 0 },
  ...over,
})
const ok = (r: QuoteResult) => {
  if (!r.ok) throw new Error(`expected a quote, got ${r.code} ${JSON.stringify(r.params)}`)
  return r.quote
}
const unit = (r: QuoteResult, key: string) => ok(r).lines.find((l) => l.key === key)?.unitAmount

describe('ticket lines (spec §9)', () => {
  it('adults pay base, minors the product discount, infants are free; amount = unit × qty; total = sum', () => {
    const q = ok(quote(park, sel({ quantities: { adults: 2, minors: 3, infants: 1 } }), usd))
    expect(q.lines.map((l) => [l.key, l.category, l.quantity, l.listUnitAmount, l.unitAmount, l.amount])).toEqual([
      ['ticket:adult', 1, 2, 4499, 4499, 8998],
      ['ticket:minor', 2, 3, 4499, 3374, 10122], // 44.99 × 0.75 = 33.7425 → 33.74
      ['ticket:infant', 3, 1, 0, 0, 0],
    ])
    expect(q.lines[1].discounts).toEqual([{ kind: 'child', pct: 25 }])
    expect(q.total).toBe(8998 + 10122)
    expect(q).toMatchObject({ productId: 100, currency: 'USD', decimals: 2, date: soon, presale: null, openTicketValidUntil: null })
  })
  it('the spec example prices: $44.99 basic and $112.49 all-inclusive adult', () => {
    expect(unit(quote(park, sel(), usd), 'ticket:adult')).toBe(4499)
    expect(unit(quote(parkAllInclusive, sel(), usd), 'ticket:adult')).toBe(11249)
    expect(unit(quote(parkAllInclusive, sel({ quantities: { adults: 1, minors: 1, infants: 0 } }), usd), 'ticket:minor')).toBe(8437) // 84.3675
  })
  it('child discount is the product’s: 50% for the English tour, 5% by default', () => {
    const two = sel({ quantities: { adults: 1, minors: 1, infants: 0 } })
    expect(unit(quote(englishTour, two, usd), 'ticket:minor')).toBe(5000)
    expect(unit(quote(defaultTour, two, usd), 'ticket:minor')).toBe(9500)
  })
  it('a category-2 list price, when the product has one, is discounted instead of the adult price', () => {
    expect(unit(quote(catamaran, sel({ quantities: { adults: 1, minors: 1, infants: 0 } }), usd), 'ticket:minor')).toBe(4500)
  })
  it('omits zero-quantity lines and quotes an empty selection at 0', () => {
    const q = ok(quote(park, sel({ quantities: { adults: 0, minors: 0, infants: 0 } }), usd))
    expect(q.lines).toEqual([])
    expect(q.total).toBe(0)
  })
})

describe('package discount (spec §9: adults 15%, children 25%)', () => {
  it('applies on top of the child discount when the line is part of a package', () => {
    const q = ok(quote(park, sel({ inPackage: true, quantities: { adults: 1, minors: 1, infants: 1 } }), usd))
    expect(q.lines.map((l) => [l.key, l.unitAmount])).toEqual([
      ['ticket:adult', 3824], // 44.99 × 0.85 = 38.2415
      ['ticket:minor', 2531], // 44.99 × 0.75 × 0.75 = 25.306875
      ['ticket:infant', 0],
    ])
    expect(q.lines[1].discounts).toEqual([
      { kind: 'child', pct: 25 },
      { kind: 'package', pct: 25 },
    ])
  })
})

describe('presale (spec §9; default tiers 7 → 10%, 21 → 15%)', () => {
  it.each([
    [0, null],
    [6, null],
    [7, 10],
    [20, 10],
    [21, 15],
    [200, 15],
    [-1, null],
  ])('%i days ahead → %s %', (days, pct) => {
    const r = presaleDiscount(DEFAULT_PRESALE_TIERS, addDays(today, days), today)
    expect(r?.discountPct ?? null).toBe(pct)
    if (r) expect(r.daysAhead).toBe(days)
  })
  it('prices the exact boundaries', () => {
    expect(unit(quote(park, sel({ date: addDays(today, 6) }), usd), 'ticket:adult')).toBe(4499)
    expect(unit(quote(park, sel({ date: addDays(today, 7) }), usd), 'ticket:adult')).toBe(4049) // 40.491
    expect(unit(quote(park, sel({ date: addDays(today, 21) }), usd), 'ticket:adult')).toBe(3824) // 38.2415
    const q = ok(quote(park, sel({ date: addDays(today, 21) }), usd))
    expect(q.presale).toEqual({ daysAhead: 21, discountPct: 15 })
    expect(q.lines[0].listUnitAmount).toBe(4499)
  })
  it('takes the best tier whatever their order, and a product may have none', () => {
    expect(
      presaleDiscount(
        [
          { minDaysAhead: 21, discountPct: 15 },
          { minDaysAhead: 7, discountPct: 10 },
        ],
        addDays(today, 30),
        today,
      )?.discountPct,
    ).toBe(15)
    expect(ok(quote(catamaran, sel({ date: addDays(today, 30) }), usd)).presale).toBeNull()
  })
  it('stacks child, package and presale multiplicatively, rounding once', () => {
    const q = ok(quote(park, sel({ date: addDays(today, 21), inPackage: true, quantities: { adults: 1, minors: 1, infants: 0 } }), usd))
    expect(q.lines[0].unitAmount).toBe(3251) // 44.99 × 0.85 × 0.85 = 32.505275
    expect(q.lines[1].unitAmount).toBe(2151) // 44.99 × 0.75 × 0.75 × 0.85 = 21.51084375
  })
})

describe('currencies and rounding (one rounding per unit price, half away from zero)', () => {
  it('converts at the CMS rate to the currency’s minor units', () => {
    const opts = (currency: string, rateToUsd: number, decimals: number) => ({ today, currency, rateToUsd, decimals })
    const two = sel({ quantities: { adults: 1, minors: 1, infants: 0 } })
    expect(ok(quote(park, two, opts('MXN', 18.5, 2))).lines.map((l) => l.unitAmount)).toEqual([83232, 62424]) // 832.315, 624.23625
    expect(ok(quote(park, two, opts('EUR', 0.86, 2))).lines.map((l) => l.unitAmount)).toEqual([3869, 2902]) // 38.6914, 29.01855
    expect(ok(quote(park, two, opts('JPY', 150, 0))).lines.map((l) => l.unitAmount)).toEqual([6749, 5061]) // 6748.5, 5061.375
    expect(ok(quote(park, two, opts('CLP', 940, 0))).lines.map((l) => l.unitAmount)).toEqual([42291, 31718]) // 42290.6, 31717.95
  })
  it('rounds exactly where floating point would not (1.00 USD × 1.005 = 1.005 → 1.01)', () => {
    const dollar = product({ id: 1, kind: 'tour', businessUnitCode: 'XT', basePricesUsd: { adult: 100 } })
    expect(unit(quote(dollar, sel(), { today, currency: 'XXX', rateToUsd: 1.005, decimals: 2 }), 'ticket:adult')).toBe(101)
    expect(Math.round(100 * 1.005)).toBe(100) // the float trap this avoids
  })
  it('handles tiny and huge rates written in exponent form', () => {
    expect(unit(quote(park, sel(), { today, currency: 'AAA', rateToUsd: 1e-7, decimals: 4 }), 'ticket:adult')).toBe(0) // 0.0045
    expect(unit(quote(park, sel(), { today, currency: 'BBB', rateToUsd: 1e9, decimals: 0 }), 'ticket:adult')).toBe(44_990_000_000)
    expect(quote(park, sel(), { today, currency: 'BBB', rateToUsd: 1e21, decimals: 0 })).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
  })
  it('shown unit price × quantity equals the line (rounding per unit, not per line)', () => {
    const q = ok(quote(park, sel({ quantities: { adults: 3, minors: 0, infants: 0 } }), { today, currency: 'MXN', rateToUsd: 18.5, decimals: 2 }))
    expect(q.lines[0]).toMatchObject({ unitAmount: 83232, quantity: 3, amount: 249696 }) // not round(2496.945 × 100)
  })
})

describe('"from" prices (the cards and the product page)', () => {
  it('is the adult list price, or the cheapest priced ferry route’s; null when unpriced', () => {
    expect(adultFromPriceUsd(park)).toBe(4499)
    expect(adultFromPriceUsd(ferry)).toBe(1500)
    expect(adultFromPriceUsd(unpriced)).toBeNull()
    expect(adultFromPriceUsd({ basePricesUsd: { adult: 9900, minor: null }, ferryRoutes: [{ id: 'x', name: 'x', basePricesUsd: { adult: null, minor: null } }] })).toBeNull()
  })
  it('converts as a one-adult quote without discounts does (same rounding)', () => {
    for (const [currency, rateToUsd, decimals] of [
      ['MXN', 18.5, 2],
      ['EUR', 0.86, 2],
      ['JPY', 150, 0],
      ['XXX', 1.005, 2],
    ] as const) {
      expect(listPriceIn(4499, { rateToUsd, decimals })).toBe(unit(quote(park, sel(), { today, currency, rateToUsd, decimals }), 'ticket:adult'))
    }
    expect(listPriceIn(4499, { rateToUsd: 18.5, decimals: 2 })).toBe(83232)
    expect(listPriceIn(100, { rateToUsd: 1.005, decimals: 2 })).toBe(101)
  })
  it('gives no price for a missing or absurd rate', () => {
    expect(listPriceIn(4499, { rateToUsd: 0, decimals: 2 })).toBeNull()
    expect(listPriceIn(4499, { rateToUsd: Number.NaN, decimals: 2 })).toBeNull()
    expect(listPriceIn(4499, { rateToUsd: 1e21, decimals: 0 })).toBeNull()
  })
})

describe('add-ons and deposits', () => {
  it('charges per person (adults + minors) or per booking, with the upgrade price when chosen', () => {
    const q = ok(quote(catamaran, sel({ quantities: { adults: 2, minors: 1, infants: 1 }, addOns: [{ complementId: 1, upgrade: true }, { complementId: 2 }] }), usd))
    const addOns = q.lines.filter((l) => l.kind === 'addOn')
    expect(addOns.map((l) => [l.key, l.complementId, l.quantity, l.unitAmount, l.amount])).toEqual([
      ['addon:1', 11, 3, 3500, 10500],
      ['addon:2', 2, 1, 5000, 5000],
    ])
    expect(q.total).toBe(2 * 8900 + 4500 + 10500 + 5000)
  })
  it('add-ons are not discounted by package or presale', () => {
    const q = ok(quote(catamaran, sel({ inPackage: true, date: addDays(today, 30), addOns: [{ complementId: 1 }] }), usd))
    expect(q.lines.find((l) => l.key === 'addon:1')).toMatchObject({ unitAmount: 2000, discounts: [] })
  })
  it('adds the snorkel deposit (10 USD) per paying visitor', () => {
    const q = ok(quote(snorkel, sel({ quantities: { adults: 2, minors: 1, infants: 1 } }), usd))
    expect(q.lines.find((l) => l.kind === 'deposit')).toMatchObject({ key: 'deposit', quantity: 3, unitAmount: 1000, amount: 3000 })
  })
  it('a per-booking deposit is charged once', () => {
    const p = product({ id: 5, kind: 'tour', businessUnitCode: 'XS', basePricesUsd: { adult: 100 }, deposit: { amountUsd: 1000, per: 'booking', label: 'Deposit' } })
    expect(ok(quote(p, sel({ quantities: { adults: 4, minors: 0, infants: 0 } }), usd)).lines.find((l) => l.kind === 'deposit')?.quantity).toBe(1)
  })
})

describe('ferry routes', () => {
  it('prices the chosen route; ferry infants are 0–5 and free', () => {
    const q = ok(quote(ferry, sel({ routeId: 'round-trip', quantities: { adults: 1, minors: 1, infants: 1 } }), usd))
    expect(q.lines.map((l) => l.unitAmount)).toEqual([2500, 1900, 0]) // minor list 20.00 − 5%
    expect(unit(quote(ferry, sel({ routeId: 'one-way' }), usd), 'ticket:adult')).toBe(1500)
  })
  it('a route without a price → PRICE_UNAVAILABLE; an unknown or missing route → GENERIC_ERROR', () => {
    expect(quote(ferry, sel({ routeId: 'unpriced' }), usd)).toMatchObject({ ok: false, code: 'PRICE_UNAVAILABLE' })
    expect(quote(ferry, sel({ routeId: 'nowhere' }), usd)).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
    expect(quote(ferry, sel(), usd)).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
  })
})

describe('open ticket (spec §9: valid 6 months from purchase)', () => {
  it('has no date, no presale, and expires 6 months after purchase', () => {
    const q = ok(quote(parkAllInclusive, sel({ openTicket: true, date: null }), { ...usd, today: '2026-08-31' }))
    expect(q).toMatchObject({ date: null, presale: null, openTicketValidUntil: '2027-02-28' })
    expect(openTicketValidUntil('2026-03-01', 6)).toBe('2026-09-01')
  })
  it('is refused on products without the option', () => {
    expect(quote(park, sel({ openTicket: true, date: null }), usd)).toMatchObject({ ok: false, code: 'GENERIC_ERROR', params: { reason: 'openTicket' } })
  })
})

describe('errors', () => {
  it('PRICE_UNAVAILABLE when no price exists (spec §8)', () => {
    expect(quote(unpriced, sel(), usd)).toEqual({ ok: false, code: 'PRICE_UNAVAILABLE', params: { productId: 800, reason: 'price' } })
    expect(quote(catamaran, sel({ addOns: [{ complementId: 3 }] }), usd)).toMatchObject({ ok: false, code: 'PRICE_UNAVAILABLE' })
    expect(quote(park, sel(), { ...usd, rateToUsd: 0 })).toMatchObject({ ok: false, code: 'PRICE_UNAVAILABLE', params: { reason: 'rate' } })
    expect(quote(park, sel(), { ...usd, rateToUsd: Number.NaN })).toMatchObject({ ok: false, code: 'PRICE_UNAVAILABLE' })
    expect(checkPriceAvailable(unpriced, {})).toEqual({ ok: false, code: 'PRICE_UNAVAILABLE', params: { productId: 800 } })
    expect(checkPriceAvailable(park, {})).toEqual({ ok: true })
  })
  it.each<[string, Partial<QuoteSelection>, Partial<QuoteOptions>]>([
    ['negative count', { quantities: { adults: -1, minors: 0, infants: 0 } }, {}],
    ['fractional count', { quantities: { adults: 1.5, minors: 0, infants: 0 } }, {}],
    ['huge count', { quantities: { adults: 1000, minors: 0, infants: 0 } }, {}],
    ['bad date', { date: '2026-02-30' }, {}],
    ['missing date', { date: null }, {}],
    ['unknown add-on', { addOns: [{ complementId: 999 }] }, {}],
    ['bad decimals', {}, { decimals: 7 }],
    ['bad today', {}, { today: '01/03/2026' }],
    ['bad currency', {}, { currency: 'usd' }],
  ])('GENERIC_ERROR for malformed input: %s', (_, s, o) => {
    expect(quote(park, sel(s), { ...usd, ...o })).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
  })
  it('GENERIC_ERROR for a repeated add-on or an upgrade the add-on does not offer', () => {
    expect(quote(catamaran, sel({ addOns: [{ complementId: 1 }, { complementId: 1 }] }), usd)).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
    expect(quote(catamaran, sel({ addOns: [{ complementId: 2, upgrade: true }] }), usd)).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
  })
  it('an upgrade without an upgrade price → PRICE_UNAVAILABLE', () => {
    expect(quote(catamaran, sel({ addOns: [{ complementId: 4, upgrade: true }] }), usd)).toMatchObject({ ok: false, code: 'PRICE_UNAVAILABLE' })
  })
})

describe('properties: the quote shown is the quote charged', () => {
  const products: Product[] = [park, parkAllInclusive, englishTour, defaultTour, catamaran, snorkel]
  const rates = [
    { currency: 'USD', rateToUsd: 1, decimals: 2 },
    { currency: 'MXN', rateToUsd: 18.5, decimals: 2 },
    { currency: 'EUR', rateToUsd: 0.86, decimals: 2 },
    { currency: 'JPY', rateToUsd: 157.3, decimals: 0 },
    { currency: 'KRW', rateToUsd: 1380.25, decimals: 0 },
    { currency: 'COP', rateToUsd: 4000, decimals: 2 },
  ]
  const arbitrary = fc.record({
    p: fc.constantFrom(...products),
    r: fc.constantFrom(...rates),
    adults: fc.integer({ min: 0, max: 999 }),
    minors: fc.integer({ min: 0, max: 999 }),
    infants: fc.integer({ min: 0, max: 999 }),
    days: fc.integer({ min: -5, max: 400 }),
    inPackage: fc.boolean(),
    addOns: fc.subarray([{ complementId: 1, upgrade: true }, { complementId: 2 }, { complementId: 4 }]),
  })
  it('total = sum of lines, every line = unit × qty, nothing negative, discounts never raise a price, deterministic', () => {
    fc.assert(
      fc.property(arbitrary, ({ p, r, adults, minors, infants, days, inPackage, addOns }) => {
        const s: QuoteSelection = {
          date: addDays(today, days),
          quantities: { adults, minors, infants },
          inPackage,
          addOns: p.id === catamaran.id ? addOns : [],
        }
        const opts = { today, ...r }
        const q = ok(quote(p, s, opts))
        expect(q.total).toBe(q.lines.reduce((sum, l) => sum + l.amount, 0))
        expect(Number.isSafeInteger(q.total)).toBe(true)
        expect(q.total).toBeGreaterThanOrEqual(0)
        for (const l of q.lines) {
          expect(l.amount).toBe(l.unitAmount * l.quantity)
          expect(l.unitAmount).toBeGreaterThanOrEqual(0)
          expect(l.unitAmount).toBeLessThanOrEqual(l.listUnitAmount)
          expect(l.quantity).toBeGreaterThan(0)
        }
        expect(quote(p, structuredClone(s), { ...opts })).toEqual({ ok: true, quote: q })
      }),
      { numRuns: 300 },
    )
  })
  it('minors never pay more than adults; a package or a presale never costs more', () => {
    fc.assert(
      fc.property(arbitrary, ({ p, r, days }) => {
        const opts = { today, ...r }
        const two = { date: addDays(today, days), quantities: { adults: 1, minors: 1, infants: 0 } }
        const base = ok(quote(p, two, opts))
        const adult = base.lines[0].unitAmount
        expect(base.lines[1].unitAmount).toBeLessThanOrEqual(adult)
        expect(ok(quote(p, { ...two, inPackage: true }, opts)).total).toBeLessThanOrEqual(base.total)
        expect(ok(quote(p, { ...two, date: addDays(today, 1) }, opts)).total).toBeGreaterThanOrEqual(ok(quote(p, { ...two, date: addDays(today, 30) }, opts)).total)
      }),
      { numRuns: 200 },
    )
  })
})
