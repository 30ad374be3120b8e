import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { feetToCm, lbToKg, type Product } from './catalog'
import {
  canChangeDate,
  checkAdult,
  checkAvailability,
  checkDateChange,
  checkMinimumAge,
  checkNotInCart,
  checkParkAdmission,
  checkPhysicalLimits,
  checkSchedule,
  checkUnavailable,
  checkVisitorsMultiple,
  childIdRequired,
  hasBeenAdded,
  isUnavailable,
  remainingCapacity,
  SPEC_UNAVAILABLE_PRODUCTS,
  validateAdd,
  type AddContext,
  type AddItem,
  type AddResult,
  type Cart,
  type CartItem,
} from './cart'
import { addDays } from '../../../lib/hotel-date'
import { messageCodes, messageFor, messages, type MessageCode } from './messages'
import { addToPackage, emptyPackage, packageItemLabel } from './packages'
import { quote } from './pricing'
import { activity, catamaran, englishTour, ferry, pairs, park, park2, park3, park4, park5, park6, parkAllInclusive, product, snorkel, unpriced, zipLine } from '../../../../tests/helpers/shop-products'

const today = '2026-03-01'
const d1 = '2026-03-10'
const d2 = '2026-03-11'
const unavailableEn = SPEC_UNAVAILABLE_PRODUCTS.map((u) => ({ productId: u.productId, message: messages.en[u.messageCode] }))
const ctx = (p: Product | undefined, over: Partial<AddContext> = {}): AddContext => ({
  product: p,
  today,
  capacityUsage: [],
  unavailableProducts: unavailableEn,
  ...over,
})
const add = (p: Product, over: Partial<AddItem> = {}): AddItem => ({
  productId: p.id,
  date: d1,
  quantities: { adults: 1, minors: 0, infants: 0 },
  ...over,
})
const line = (p: Product, date: string | null, over: Partial<CartItem> = {}): CartItem => ({
  productId: p.id,
  kind: p.kind,
  requiresParkAdmission: p.requiresParkAdmission,
  date,
  scheduleId: null,
  quantities: { adults: 1, minors: 0, infants: 0 },
  packageId: null,
  admissionDays: 1,
  ...over,
})
const empty: Cart = { items: [] }
const codeOf = (r: AddResult) => (r.ok ? r.code : r.code)

describe('validateAdd — success', () => {
  it('adds a park ticket: PRODUCT_ADDED and the cart line to store', () => {
    const r = validateAdd(empty, add(park, { quantities: { adults: 2, minors: 0, infants: 1 } }), ctx(park))
    expect(r).toEqual({
      ok: true,
      code: 'PRODUCT_ADDED',
      notices: [],
      item: { productId: 100, kind: 'park', requiresParkAdmission: false, date: d1, scheduleId: null, quantities: { adults: 2, minors: 0, infants: 1 }, packageId: null, admissionDays: 1 },
    })
    expect(messageFor('PRODUCT_ADDED', 'en')).toBe('The product has been added')
  })
  it('adds an open ticket with no date or schedule', () => {
    const r = validateAdd(empty, add(parkAllInclusive, { openTicket: true, date: null }), ctx(parkAllInclusive))
    expect(r).toMatchObject({ ok: true, item: { date: null, scheduleId: null } })
  })
  it('today itself is sellable', () => {
    expect(validateAdd(empty, add(park, { date: today }), ctx(park)).ok).toBe(true)
  })
})

describe('each rule', () => {
  it("DATE_REQUIRED when 'Add to cart' comes before a visit date (issue #19: not the generic error)", () => {
    expect(codeOf(validateAdd(empty, add(park, { date: null }), ctx(park)))).toBe('DATE_REQUIRED')
    expect(messageFor('DATE_REQUIRED', 'es')).toBe('Elige la fecha de tu visita en el calendario')
    expect(codeOf(validateAdd(empty, add(park, { date: '2026-02-30' }), ctx(park)))).toBe('GENERIC_ERROR')
  })

  it('GENERIC_ERROR for an unknown product or malformed/tampered input', () => {
    const cases: [Product | undefined, Partial<AddItem>][] = [
      [undefined, {}],
      [park2, {}], // context product is not the requested one
      [park, { quantities: { adults: -1, minors: 0, infants: 0 } }],
      [park, { quantities: { adults: 1, minors: 0.5, infants: 0 } }],
      [park, { date: '2026-02-30' }],
      [park, { openTicket: true, date: null }],
      [ferry, { scheduleId: '09:00' }], // no route
      [ferry, { scheduleId: '09:00', routeId: 'moon' }],
      [catamaran, { addOns: [{ complementId: 42 }] }],
      [catamaran, { addOns: [{ complementId: 1 }, { complementId: 1 }] }],
      [catamaran, { addOns: [{ complementId: 2, upgrade: true }] }],
      [park, { visitors: [{}, {}] }], // more details than visitors
      [park, { quantities: { adults: 1, minors: 1, infants: 0 }, visitors: [{ age: 30 }, { age: 40 }] }], // 2 adults by age
      [park, { visitors: [{ age: 3.5 }] }],
      [park, { visitors: [{ heightCm: -3 }] }],
      [park, { visitors: [{ weightKg: Number.NaN }] }],
      [englishTour, { packageId: 'p1' }], // only park admissions in packages
      [park, { admissionDays: 3 as 1 }],
    ]
    for (const [p, over] of cases) {
      const requested = p ?? park
      expect(codeOf(validateAdd(empty, add(p === park2 ? park : requested, over), ctx(p))), JSON.stringify(over)).toBe('GENERIC_ERROR')
    }
    expect(codeOf(validateAdd(empty, add(park), ctx(park, { today: 'today' })))).toBe('GENERIC_ERROR')
    expect(messageFor('GENERIC_ERROR', 'en')).toBe('An error has ocurred. Please try again.')
  })

  it('PRODUCT_UNAVAILABLE for the spec’s five products, with their message (spec §4)', () => {
    for (const { productId, messageCode } of SPEC_UNAVAILABLE_PRODUCTS) {
      const p = product({ id: productId, kind: 'park', businessUnitCode: 'XC', basePricesUsd: { adult: 5000 } })
      const r = validateAdd(empty, add(p), ctx(p))
      expect(r).toMatchObject({ ok: false, code: 'PRODUCT_UNAVAILABLE', params: { message: messages.en[messageCode] } })
      if (!r.ok) expect(messageFor(r.code, 'en', r.params)).toBe(messages.en[messageCode])
    }
    expect(checkUnavailable(2120, unavailableEn)).toMatchObject({ params: { message: 'Available during summer vacation season' } })
    expect(checkUnavailable(1894, unavailableEn)).toMatchObject({ params: { message: 'Not currently available' } })
    expect(isUnavailable(2157, unavailableEn)).toBe(true)
    expect(isUnavailable(100, unavailableEn)).toBe(false)
    expect(checkUnavailable(2120, [])).toEqual({ ok: true }) // the list is data
  })

  it('PRICE_UNAVAILABLE when the product has no price', () => {
    expect(codeOf(validateAdd(empty, add(unpriced), ctx(unpriced)))).toBe('PRICE_UNAVAILABLE')
    expect(codeOf(validateAdd(empty, add(catamaran, { addOns: [{ complementId: 3 }] }), ctx(catamaran)))).toBe('PRICE_UNAVAILABLE')
  })

  it('ADULT_REQUIRED: at least 1 adult', () => {
    expect(checkAdult({ adults: 0, minors: 2, infants: 0 })).toEqual({ ok: false, code: 'ADULT_REQUIRED', params: {} })
    expect(checkAdult({ adults: 1, minors: 0, infants: 0 })).toEqual({ ok: true })
    expect(codeOf(validateAdd(empty, add(park, { quantities: { adults: 0, minors: 1, infants: 0 } }), ctx(park)))).toBe('ADULT_REQUIRED')
  })

  it('VISITORS_MULTIPLE: a multiple of n visitors (infants count)', () => {
    expect(checkVisitorsMultiple(pairs, { adults: 2, minors: 1, infants: 0 })).toEqual({ ok: false, code: 'VISITORS_MULTIPLE', params: { n: 2 } })
    expect(checkVisitorsMultiple(pairs, { adults: 2, minors: 1, infants: 1 })).toEqual({ ok: true })
    expect(checkVisitorsMultiple(park, { adults: 3, minors: 0, infants: 0 })).toEqual({ ok: true })
    const r = validateAdd(empty, add(pairs, { quantities: { adults: 3, minors: 0, infants: 0 } }), ctx(pairs))
    expect(r.ok ? '' : messageFor(r.code, 'en', r.params)).toBe('The product requires a multiple of 2 visitors')
    expect(validateAdd(empty, add(pairs, { quantities: { adults: 4, minors: 0, infants: 0 } }), ctx(pairs)).ok).toBe(true)
  })

  it('BELOW_MINIMUM_AGE where the product says so (ages 4 / 5)', () => {
    const q = { adults: 1, minors: 1, infants: 0 }
    expect(checkMinimumAge(zipLine, q, [{ age: 5 }])).toEqual({ ok: true })
    expect(checkMinimumAge(zipLine, { ...q, infants: 1 }, [])).toEqual({ ok: false, code: 'BELOW_MINIMUM_AGE', params: { min: 5 } })
    expect(checkMinimumAge(zipLine, { ...q, infants: 1 }, [{ age: 4 }])).toMatchObject({ ok: false })
    expect(checkMinimumAge(park, { ...q, infants: 1 }, [{ age: 1 }])).toEqual({ ok: true }) // no minimum on this product
    // ferry-style infants 0–5 with a minimum of 5: an infant of unknown age may be 5
    const p = product({ id: 7, kind: 'ferry', businessUnitCode: 'XON', basePricesUsd: { adult: 100 }, infantFreeMaxAge: 5, minimumAge: 5 })
    expect(checkMinimumAge(p, { ...q, infants: 1 })).toEqual({ ok: true })
    expect(checkMinimumAge(p, { ...q, infants: 1 }, [{ age: 4 }])).toMatchObject({ ok: false })
    const r = validateAdd(empty, add(zipLine, { scheduleId: 'pm', quantities: { adults: 1, minors: 0, infants: 1 } }), ctx(zipLine))
    expect(r).toMatchObject({ ok: false, code: 'BELOW_MINIMUM_AGE' })
    if (!r.ok) expect(messageFor(r.code, 'es', r.params)).toBe('La edad mínima para este producto es de 5 años')
  })

  it('OUTSIDE_PHYSICAL_LIMITS: zip-line min 3.6 ft, 40–136 kg, bounds inclusive', () => {
    const at = (v: { heightCm?: number; weightKg?: number }) => checkPhysicalLimits(zipLine, [v]).ok
    expect(at({ heightCm: feetToCm(3.6) })).toBe(true)
    expect(at({ heightCm: 109.72 })).toBe(false)
    expect(at({ weightKg: 40 })).toBe(true)
    expect(at({ weightKg: 39.99 })).toBe(false)
    expect(at({ weightKg: 136 })).toBe(true)
    expect(at({ weightKg: 136.01 })).toBe(false)
    expect(at({ weightKg: lbToKg(300) })).toBe(false) // 136.08 kg: the kg limits are the rule
    expect(at({})).toBe(true) // unknown: declared at the venue
    expect(checkPhysicalLimits(park, [{ heightCm: 50, weightKg: 300 }])).toEqual({ ok: true })
    expect(checkPhysicalLimits(zipLine, [{ heightCm: 100 }])).toEqual({
      ok: false,
      code: 'OUTSIDE_PHYSICAL_LIMITS',
      params: { minHeightCm: 109.73, minWeightKg: 40, maxWeightKg: 136 },
    })
    expect(codeOf(validateAdd(empty, add(zipLine, { scheduleId: 'am', visitors: [{ age: 30, weightKg: 150 }] }), ctx(zipLine)))).toBe('OUTSIDE_PHYSICAL_LIMITS')
  })

  it('SCHEDULE_REQUIRED when the product has schedules', () => {
    expect(checkSchedule(zipLine, null)).toEqual({ ok: false, code: 'SCHEDULE_REQUIRED', params: {} })
    expect(checkSchedule(zipLine, 'midnight')).toMatchObject({ ok: false })
    expect(checkSchedule(zipLine, 'am')).toEqual({ ok: true })
    expect(checkSchedule(park, null)).toEqual({ ok: true })
    expect(checkSchedule(zipLine, null, true)).toEqual({ ok: true })
    const r = validateAdd(empty, add(ferry, { routeId: 'one-way' }), ctx(ferry))
    expect(r.ok ? '' : messageFor(r.code, 'en')).toBe('Please select a schedule')
    expect(validateAdd(empty, add(ferry, { routeId: 'one-way', scheduleId: '09:00' }), ctx(ferry)).ok).toBe(true)
  })

  it('NO_AVAILABILITY: past or closed dates, or not enough seats for every visitor', () => {
    const c = { today, capacityUsage: [] }
    const req = (over: Partial<Parameters<typeof checkAvailability>[1]> = {}) => ({ date: d1, scheduleId: null, visitors: 1, ...over })
    expect(checkAvailability(park, req({ date: addDays(today, -1) }), c)).toMatchObject({ ok: false, code: 'NO_AVAILABILITY' })
    expect(checkAvailability(park, req(), { ...c, closedDates: [d1] })).toMatchObject({ ok: false })
    expect(checkAvailability(park, req({ date: null }), c)).toMatchObject({ ok: false })
    expect(checkAvailability(park, req({ date: null, openTicket: true }), c)).toEqual({ ok: true })
    // park: 50 a day; zip-line am: 4, pm: not limited
    const used = [
      { date: d1, scheduleId: null, taken: 30 },
      { date: d1, scheduleId: null, taken: 18 },
      { date: d2, scheduleId: null, taken: 50 },
    ]
    expect(remainingCapacity(park, d1, null, used)).toBe(2)
    expect(checkAvailability(park, req({ visitors: 2 }), { ...c, capacityUsage: used })).toEqual({ ok: true })
    expect(checkAvailability(park, req({ visitors: 3 }), { ...c, capacityUsage: used })).toEqual({ ok: false, code: 'NO_AVAILABILITY', params: { date: d1, remaining: 2 } })
    expect(checkAvailability(park, req({ date: d2 }), { ...c, capacityUsage: used })).toMatchObject({ ok: false })
    const zl = [
      { date: d1, scheduleId: 'am', taken: 3 },
      { date: d1, scheduleId: 'pm', taken: 999 },
    ]
    expect(remainingCapacity(zipLine, d1, 'am', zl)).toBe(1)
    expect(remainingCapacity(zipLine, d1, 'pm', zl)).toBeNull()
    expect(remainingCapacity(englishTour, d1, null, [])).toBeNull()
    expect(remainingCapacity(zipLine, d1, 'midnight', [])).toBe(0)
    const two = { quantities: { adults: 1, minors: 0, infants: 1 } } // infants take a seat
    const r = validateAdd(empty, add(zipLine, { scheduleId: 'am', ...two }), ctx(product({ ...zipLine, minimumAge: null }), { capacityUsage: zl }))
    expect(r.ok ? '' : messageFor(r.code, 'en')).toBe('There is no availability for the date selected, please choose a different date')
    expect(validateAdd(empty, add(zipLine, { scheduleId: 'pm' }), ctx(zipLine, { capacityUsage: zl })).ok).toBe(true)
  })

  it('PARK_ADMISSION_REQUIRED and DATE_MISMATCH for an optional activity (spec §5)', () => {
    expect(checkParkAdmission(activity, d1, empty)).toEqual({ ok: false, code: 'PARK_ADMISSION_REQUIRED', params: {} })
    expect(checkParkAdmission(activity, d1, { items: [line(park2, d1)] })).toMatchObject({ code: 'PARK_ADMISSION_REQUIRED' }) // not its park
    expect(checkParkAdmission(activity, d2, { items: [line(park, d1)] })).toEqual({ ok: false, code: 'DATE_MISMATCH', params: { date: d2 } })
    expect(checkParkAdmission(activity, d1, { items: [line(park, d1)] })).toEqual({ ok: true })
    expect(checkParkAdmission(activity, d1, { items: [line(park, null)] })).toMatchObject({ code: 'DATE_MISMATCH' }) // open ticket has no date
    expect(checkParkAdmission(activity, d2, { items: [line(parkAllInclusive, d1, { admissionDays: 2 })] })).toEqual({ ok: true })
    expect(checkParkAdmission(park, d1, empty)).toEqual({ ok: true })
    const anyPark = product({ id: 401, kind: 'activity', businessUnitCode: 'XC', basePricesUsd: { adult: 1 }, requiresParkAdmission: true })
    expect(checkParkAdmission(anyPark, d1, { items: [line(park2, d1)] })).toEqual({ ok: true })

    expect(codeOf(validateAdd(empty, add(activity), ctx(activity)))).toBe('PARK_ADMISSION_REQUIRED')
    const mismatch = validateAdd({ items: [line(park, d1)] }, add(activity, { date: d2 }), ctx(activity))
    expect(mismatch.ok ? '' : messageFor(mismatch.code, 'en')).toBe('The selected date does not match the date of the product in your cart')
    // same date as its park: allowed (not 'already in cart')
    expect(validateAdd({ items: [line(park, d1)] }, add(activity), ctx(activity))).toMatchObject({ ok: true, code: 'PRODUCT_ADDED' })
  })

  it('PACKAGE_LIMIT: at most 5 products in a package', () => {
    const parks = [park, park2, park3, park4, park5]
    const full: Cart = { items: parks.map((p, i) => line(p, addDays(d1, i), { packageId: 'p1' })) }
    const r = validateAdd(full, add(park6, { date: addDays(d1, 9), packageId: 'p1' }), ctx(park6))
    expect(r.ok ? '' : messageFor(r.code, 'en')).toBe('The limit of products that can be added to your package is 5')
    expect(validateAdd(full, add(park6, { date: addDays(d1, 9), packageId: 'p2' }), ctx(park6)).ok).toBe(true)
  })

  it('PACKAGE_SAME_DATE: package component dates differ (2-day admissions occupy two dates)', () => {
    const cart: Cart = { items: [line(park, d1, { packageId: 'p1' })] }
    const r = validateAdd(cart, add(park2, { packageId: 'p1' }), ctx(park2))
    expect(r.ok ? '' : messageFor(r.code, 'en')).toBe("The dates of the products can't be the same")
    const twoDay: Cart = { items: [line(park, d1, { packageId: 'p1', admissionDays: 2 })] }
    expect(codeOf(validateAdd(twoDay, add(park2, { date: d2, packageId: 'p1', admissionDays: 2 }), ctx(park2)))).toBe('PACKAGE_SAME_DATE')
    expect(validateAdd(twoDay, add(park2, { date: addDays(d1, 2), packageId: 'p1', admissionDays: 2 }), ctx(park2))).toMatchObject({
      ok: true,
      item: { packageId: 'p1', admissionDays: 2 },
    })
    expect(codeOf(validateAdd(cart, add(parkAllInclusive, { openTicket: true, date: null, packageId: 'p1' }), ctx(parkAllInclusive)))).toBe('GENERIC_ERROR')
  })

  it('ALREADY_IN_CART: the same product, or another with the same date', () => {
    const cart: Cart = { items: [line(park, d1)] }
    expect(checkNotInCart(cart, { productId: 100, date: d2, requiresParkAdmission: false })).toEqual({ ok: false, code: 'ALREADY_IN_CART', params: { productId: 100 } })
    expect(checkNotInCart(cart, { productId: 200, date: d1, requiresParkAdmission: false })).toEqual({ ok: false, code: 'ALREADY_IN_CART', params: { productId: 200, date: d1 } })
    expect(checkNotInCart(cart, { productId: 200, date: d2, requiresParkAdmission: false })).toEqual({ ok: true })
    expect(checkNotInCart(cart, { productId: 200, date: null, requiresParkAdmission: false })).toEqual({ ok: true }) // open ticket
    expect(checkNotInCart({ items: [line(park, d1, { admissionDays: 2 })] }, { productId: 200, date: d2, requiresParkAdmission: false })).toMatchObject({ ok: false })
    expect(checkNotInCart({ items: [line(activity, d1)] }, { productId: 200, date: d1, requiresParkAdmission: false })).toEqual({ ok: true })
    const r = validateAdd(cart, add(englishTour), ctx(englishTour))
    expect(r.ok ? '' : messageFor(r.code, 'en')).toBe('This product or one with the same date has already been added to your cart')
    expect(codeOf(validateAdd({ items: [line(parkAllInclusive, null)] }, add(parkAllInclusive, { openTicket: true, date: null }), ctx(parkAllInclusive)))).toBe('ALREADY_IN_CART')
  })

  it('hasBeenAdded goes from false to true on add (spec §4)', () => {
    expect(hasBeenAdded(empty, 100)).toBe(false)
    const r = validateAdd(empty, add(park), ctx(park))
    if (!r.ok) throw new Error(r.code)
    expect(hasBeenAdded({ items: [r.item] }, 100)).toBe(true)
  })
})

describe('child ID notice (spec §5: over 4.5 ft but under 12 must show ID — information, not a refusal)', () => {
  const q = { adults: 1, minors: 1, infants: 0 }
  it.each([
    ['no minors', { ...q, minors: 0 }, [], false],
    ['minor of unknown height', q, [], true],
    ['age 11 at exactly 4.5 ft', q, [{ age: 11, heightCm: feetToCm(4.5) }], false],
    ['age 11 over 4.5 ft', q, [{ age: 11, heightCm: 137.2 }], true],
    ['age 5 under 4.5 ft', q, [{ age: 5, heightCm: 110 }], false],
  ] as const)('%s → %s', (_, quantities, visitors, expected) => {
    expect(childIdRequired(park, quantities, visitors)).toBe(expected)
  })
  it('a 12-year-old is an adult and never needs the child ID', () => {
    const teens = product({ id: 8, kind: 'tour', businessUnitCode: 'XT', basePricesUsd: { adult: 1 }, childAgeBand: { max: 16 } })
    expect(childIdRequired(teens, q, [{ age: 12, heightCm: 170 }])).toBe(false) // minor in a 5–16 band, but not under 12
    expect(childIdRequired(park, { adults: 2, minors: 0, infants: 0 }, [{ age: 12, heightCm: 170 }])).toBe(false)
  })
  it('comes back with a successful add', () => {
    const r = validateAdd(empty, add(park, { quantities: q }), ctx(park))
    expect(r).toMatchObject({ ok: true, notices: ['CHILD_ID_REQUIRED'] })
    expect(messageFor('CHILD_ID_REQUIRED', 'en')).toBe('Children over 4.5 ft (1.37 m) but under 12 must show ID')
  })
})

describe('date change on the visit day (spec §5/§9; America/Cancun)', () => {
  it.each([
    ['2026-03-09T04:59:59Z', true, 'two days before'],
    ['2026-03-10T04:59:59Z', true, '23:59:59 the day before, local'],
    ['2026-03-10T05:00:00Z', false, '00:00 on the visit day, local'],
    ['2026-03-10T23:00:00Z', false, 'on the visit day'],
    ['2026-03-12T12:00:00Z', false, 'after the visit'],
  ])('%s → %s (%s)', (iso, allowed) => {
    expect(canChangeDate(d1, new Date(iso))).toBe(allowed)
  })
  it('as a rule: DATE_CHANGE_NOT_ALLOWED', () => {
    const r = checkDateChange(d1, new Date('2026-03-10T15:00:00Z'))
    expect(r).toEqual({ ok: false, code: 'DATE_CHANGE_NOT_ALLOWED', params: { date: d1 } })
    expect(checkDateChange(d1, new Date('2026-03-01T15:00:00Z'))).toEqual({ ok: true })
  })
})

describe('validateAdd order (first refusal wins)', () => {
  it('runs the rules in the documented order', () => {
    const p2120 = product({ id: 2120, kind: 'tour', businessUnitCode: 'XT' }) // unavailable and unpriced
    expect(codeOf(validateAdd(empty, add(p2120), ctx(p2120)))).toBe('PRODUCT_UNAVAILABLE')
    expect(codeOf(validateAdd(empty, add(unpriced, { quantities: { adults: 0, minors: 1, infants: 0 } }), ctx(unpriced)))).toBe('PRICE_UNAVAILABLE')
    expect(codeOf(validateAdd(empty, add(pairs, { quantities: { adults: 0, minors: 1, infants: 0 } }), ctx(pairs)))).toBe('ADULT_REQUIRED')
    expect(codeOf(validateAdd(empty, add(zipLine, { quantities: { adults: 1, minors: 0, infants: 1 } }), ctx(zipLine)))).toBe('BELOW_MINIMUM_AGE')
    expect(codeOf(validateAdd(empty, add(zipLine, { visitors: [{ heightCm: 90 }] }), ctx(zipLine)))).toBe('OUTSIDE_PHYSICAL_LIMITS')
    expect(codeOf(validateAdd(empty, add(zipLine, { date: '2020-01-01' }), ctx(zipLine)))).toBe('SCHEDULE_REQUIRED')
    expect(codeOf(validateAdd({ items: [line(park, '2020-01-01')] }, add(park, { date: '2020-01-01' }), ctx(park)))).toBe('NO_AVAILABILITY')
    expect(codeOf(validateAdd({ items: [line(activity, d2)] }, add(activity, { date: d2 }), ctx(activity)))).toBe('PARK_ADMISSION_REQUIRED')
    const pkg: Cart = { items: [line(park, d1, { packageId: 'p1' })] }
    expect(codeOf(validateAdd(pkg, add(park, { packageId: 'p1' }), ctx(park)))).toBe('PACKAGE_SAME_DATE') // not ALREADY_IN_CART
  })
})

describe('every message code is reachable', () => {
  it('by a rule, the quote, the package builder or the add result', () => {
    const reached = new Set<MessageCode>()
    const note = (r: { ok: boolean; code?: MessageCode }) => r.code && reached.add(r.code)
    const full: Cart = { items: [park, park2, park3, park4, park5].map((p, i) => line(p, addDays(d1, i), { packageId: 'p1' })) }
    const scenarios: [Cart, Product | undefined, AddItem, Partial<AddContext>?][] = [
      [empty, park, add(park)],
      [empty, undefined, add(park)],
      [empty, ferry, add(ferry, { routeId: 'one-way' })],
      [empty, park, add(park), { capacityUsage: [{ date: d1, scheduleId: null, taken: 50 }] }],
      [{ items: [line(park, d1)] }, englishTour, add(englishTour)],
      [{ items: [line(park, d1, { packageId: 'p1' })] }, park2, add(park2, { packageId: 'p1' })],
      [full, park6, add(park6, { date: '2026-04-30', packageId: 'p1' })],
      [{ items: [line(park, d1)] }, activity, add(activity, { date: d2 })],
      [empty, activity, add(activity)],
      [empty, pairs, add(pairs)],
      [empty, unpriced, add(unpriced)],
      [empty, park, add(park, { quantities: { adults: 0, minors: 1, infants: 0 } })],
      [empty, zipLine, add(zipLine, { scheduleId: 'am', quantities: { adults: 1, minors: 0, infants: 1 } })],
      [empty, zipLine, add(zipLine, { scheduleId: 'am', visitors: [{ weightKg: 20 }] })],
      [empty, park, add(park, { date: null })],
      [empty, product({ id: 1893, kind: 'park', businessUnitCode: 'XC', basePricesUsd: { adult: 1 } }), add(park, { productId: 1893 })],
    ]
    for (const [cart, p, item, over] of scenarios) {
      const r = validateAdd(cart, item, ctx(p, over))
      note(r)
      if (r.ok) r.notices.forEach((n) => reached.add(n))
    }
    const withMinor = validateAdd(empty, add(snorkel, { quantities: { adults: 1, minors: 1, infants: 0 } }), ctx(snorkel))
    if (withMinor.ok) withMinor.notices.forEach((n) => reached.add(n))
    note(quote(unpriced, { date: d1, quantities: { adults: 1, minors: 0, infants: 0 } }, { today, currency: 'USD', rateToUsd: 1, decimals: 2 }))
    note(checkDateChange(d1, new Date('2026-03-10T12:00:00Z')))
    const draft = addToPackage(emptyPackage(), { productId: 100, date: d1, kind: 'park' })
    if (draft.ok) {
      reached.add(packageItemLabel('add'))
      reached.add(packageItemLabel('added'))
    }
    SPEC_UNAVAILABLE_PRODUCTS.forEach((u) => reached.add(u.messageCode))
    expect([...reached].sort()).toEqual([...messageCodes].sort())
  })
})

describe('property: validateAdd never throws and answers a known code', () => {
  it('for arbitrary quantities, dates and carts', () => {
    const products = [park, parkAllInclusive, ferry, activity, pairs, zipLine, snorkel, catamaran]
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.record({ adults: fc.integer({ min: -2, max: 1200 }), minors: fc.integer({ min: 0, max: 20 }), infants: fc.integer({ min: 0, max: 20 }) }),
        fc.integer({ min: -30, max: 400 }),
        fc.constantFrom(null, 'am', 'pm', '09:00', 'x'),
        fc.array(fc.record({ p: fc.constantFrom(...products), days: fc.integer({ min: -3, max: 30 }) }), { maxLength: 6 }),
        (p, quantities, days, scheduleId, existing) => {
          const cart: Cart = { items: existing.map((e) => line(e.p, addDays(today, e.days))) }
          const r = validateAdd(cart, { productId: p.id, date: addDays(today, days), scheduleId, routeId: 'one-way', quantities }, ctx(p))
          expect(messageCodes).toContain(r.code)
          if (r.ok) {
            expect(r.item.quantities.adults).toBeGreaterThanOrEqual(1)
            expect(days).toBeGreaterThanOrEqual(0)
          }
        },
      ),
      { numRuns: 400 },
    )
  })
})
