import { describe, expect, it } from 'vitest'
import {
  CHILD_ID_HEIGHT_CM,
  cmToFeet,
  complementSchema,
  DEFAULT_PRESALE_TIERS,
  feetToCm,
  ferryDepartures,
  kgToLb,
  lbToKg,
  parseProduct,
  passengerCategoryOfAge,
  productSchema,
  ZIP_LINE_LIMITS,
} from './catalog'
import { ferry, park, parkAllInclusive } from '../../../../tests/helpers/shop-products'

describe('productSchema defaults (spec §9)', () => {
  const p = productSchema.parse({ id: 1, kind: 'tour', businessUnitCode: 'XT', basePricesUsd: { adult: 1000 } })
  it('fills the spec defaults', () => {
    expect(p.childDiscountPct).toBe(5)
    expect(p.childAgeBand).toEqual({ min: 5, max: 11 })
    expect(p.infantFreeMaxAge).toBe(4)
    expect(p.adultMinAge).toBe(12)
    expect(p.minimumAge).toBeNull()
    expect(p.visitorsMultipleOf).toBe(1)
    expect(p.presaleTiers).toEqual(DEFAULT_PRESALE_TIERS)
    expect(p.openTicket).toEqual({ enabled: false, validityMonths: 6 })
    expect(p.basePricesUsd).toEqual({ adult: 1000, minor: null })
    expect(p.deposit).toBeNull()
    expect(p.physicalLimits).toEqual({ minHeightCm: null, maxHeightCm: null, minWeightKg: null, maxWeightKg: null })
  })
  it('derives the neighbouring bands: a 6–11 park makes infants 0–5; ferry infants 0–5 make children 6–11', () => {
    expect(parkAllInclusive.infantFreeMaxAge).toBe(5)
    expect(ferry.childAgeBand).toEqual({ min: 6, max: 11 })
    const teens = productSchema.parse({ id: 2, kind: 'tour', businessUnitCode: 'XT', childAgeBand: { max: 16 } })
    expect(teens.adultMinAge).toBe(17)
  })
  it('rejects non-contiguous or inverted bands, bad codes, bad money and stray routes', () => {
    const base = { id: 3, kind: 'park', businessUnitCode: 'XC' }
    const issues = (x: unknown) => {
      const r = parseProduct(x)
      return r.ok ? [] : r.issues
    }
    expect(issues({ ...base, childAgeBand: { min: 5, max: 11 }, infantFreeMaxAge: 2 })).toEqual([expect.stringMatching(/^infantFreeMaxAge:/)])
    expect(issues({ ...base, childAgeBand: { min: 5, max: 11 }, adultMinAge: 14 })).toEqual([expect.stringMatching(/^adultMinAge:/)])
    expect(issues({ ...base, childAgeBand: { min: 9, max: 6 } })).toContainEqual(expect.stringMatching(/^childAgeBand:/))
    expect(issues({ ...base, businessUnitCode: 'XX' })).toContainEqual(expect.stringMatching(/^businessUnitCode:/))
    expect(issues({ ...base, basePricesUsd: { adult: 44.99 } })).toContainEqual(expect.stringMatching(/^basePricesUsd\.adult:/))
    expect(issues({ ...base, childDiscountPct: 101 })).toContainEqual(expect.stringMatching(/^childDiscountPct:/))
    expect(issues({ ...base, childDiscountPct: 12.345 })).toContainEqual(expect.stringMatching(/decimals/))
    expect(issues({ ...base, ferryRoutes: [{ id: 'a', name: 'A', basePricesUsd: { adult: 1 } }] })).toContainEqual(expect.stringMatching(/^ferryRoutes:/))
    expect(issues({ ...base, requiresParkAdmission: true })).toContainEqual(expect.stringMatching(/^requiresParkAdmission:/))
    expect(issues({ ...base, kind: 'activity', requiresParkAdmission: true, openTicket: { enabled: true } })).toContainEqual(expect.stringMatching(/^openTicket:/))
    expect(
      issues({
        ...base,
        presaleTiers: [
          { minDaysAhead: 7, discountPct: 10 },
          { minDaysAhead: 7, discountPct: 15 },
        ],
      }),
    ).toContainEqual(expect.stringMatching(/^presaleTiers:/))
    expect(issues({ ...base, schedules: [{ id: 'a', time: '9am' }] })).toContainEqual(expect.stringMatching(/^schedules\.0\.time:/))
    expect(issues({ ...base, physicalLimits: { minWeightKg: 50, maxWeightKg: 40 } })).toContainEqual(expect.stringMatching(/minWeightKg > maxWeightKg/))
    expect(issues({ ...base, minimumAge: 13 })).toContainEqual(expect.stringMatching(/^minimumAge:/))
    expect(issues(null)).toEqual([expect.stringMatching(/^\(root\):/)])
  })
  it('validates complements with the spec §3 fields', () => {
    const c = complementSchema.parse({ id: 9, name: 'Transport', businessUnit: 'Xcaret', businessUnitCode: 'XC', code: 'TR', price: 2000, kind: 'transport' })
    expect(c).toMatchObject({ idUpgrade: null, nameUpgrade: null, img: null, infoDetails: null, priceUpgrade: null, pricing: 'perPerson' })
    expect(complementSchema.safeParse({ ...c, kind: 'spa' }).success).toBe(false)
  })
})

describe('passengerCategoryOfAge (spec §3 categories, §9 bands)', () => {
  it.each([
    [0, 3],
    [4, 3],
    [5, 2],
    [11, 2],
    [12, 1],
    [40, 1],
  ])('default bands: age %i → category %i', (age, category) => {
    expect(passengerCategoryOfAge(park, age)).toBe(category)
  })
  it('6–11 parks and the ferry: 5 is still a free infant, 6 a minor', () => {
    expect(passengerCategoryOfAge(parkAllInclusive, 5)).toBe(3)
    expect(passengerCategoryOfAge(parkAllInclusive, 6)).toBe(2)
    expect(passengerCategoryOfAge(ferry, 5)).toBe(3)
  })
  it('rejects fractional or negative ages', () => {
    expect(() => passengerCategoryOfAge(park, 4.5)).toThrow(RangeError)
    expect(() => passengerCategoryOfAge(park, -1)).toThrow(RangeError)
  })
})

describe('units and spec constants', () => {
  it('converts feet/cm and kg/lb so the spec figures line up', () => {
    expect(CHILD_ID_HEIGHT_CM).toBe(137.16)
    expect(feetToCm(3.6)).toBe(109.73)
    expect(cmToFeet(ZIP_LINE_LIMITS.minHeightCm as number)).toBe(3.6)
    expect(kgToLb(40)).toBe(88)
    expect(kgToLb(136)).toBe(300)
    expect(lbToKg(300)).toBe(136.08)
    expect(ZIP_LINE_LIMITS).toEqual({ minHeightCm: 109.73, maxHeightCm: null, minWeightKg: 40, maxWeightKg: 136 })
  })
  it('ferry departs hourly from 9 a.m.', () => {
    const s = ferryDepartures({ lastHour: 11, dailyCapacity: 300 })
    expect(s).toEqual([
      { id: '09:00', time: '09:00', dailyCapacity: 300 },
      { id: '10:00', time: '10:00', dailyCapacity: 300 },
      { id: '11:00', time: '11:00', dailyCapacity: 300 },
    ])
    expect(ferry.schedules[0].time).toBe('09:00')
  })
})
