/**
 * Products used by the ticket shop domain's unit tests (src/features/ticket-shop/domain/*.test.ts),
 * built through the CMS schema (so they carry the same defaults real data does).
 */
import { ferryDepartures, parseProduct, SNORKEL_DEPOSIT_USD, ZIP_LINE_LIMITS, type Product, type ProductInput } from '../../src/features/ticket-shop/domain/catalog'

export function product(input: ProductInput): Product {
  const r = parseProduct(input)
  if (!r.ok) throw new Error(`fixture does not parse: ${r.issues.join('; ')}`)
  return r.product
}

/** Spec §9 example: one park at $44.99 basic adult; children 25%. */
export const park = product({ id: 100, kind: 'park', businessUnitCode: 'XC', basePricesUsd: { adult: 4499 }, childDiscountPct: 25, dailyCapacity: 50 })
/** Same park, all-inclusive $112.49, a 6–11 child band, open ticket offered. */
export const parkAllInclusive = product({
  id: 101,
  kind: 'park',
  businessUnitCode: 'XC',
  basePricesUsd: { adult: 11249 },
  childDiscountPct: 25,
  childAgeBand: { min: 6, max: 11 },
  openTicket: { enabled: true },
})
export const park2 = product({ id: 102, kind: 'park', businessUnitCode: 'XH', basePricesUsd: { adult: 8999 }, childDiscountPct: 25 })
export const park3 = product({ id: 103, kind: 'park', businessUnitCode: 'XP', basePricesUsd: { adult: 9999 }, childDiscountPct: 25 })
export const park4 = product({ id: 104, kind: 'park', businessUnitCode: 'XV', basePricesUsd: { adult: 6999 } })
export const park5 = product({ id: 105, kind: 'park', businessUnitCode: 'XS', basePricesUsd: { adult: 7999 } })
export const park6 = product({ id: 106, kind: 'park', businessUnitCode: 'XN', basePricesUsd: { adult: 5999 } })
/** The English-language tour with 50% for children. */
export const englishTour = product({ id: 200, kind: 'tour', businessUnitCode: 'XT', basePricesUsd: { adult: 10000 }, childDiscountPct: 50 })
/** A tour with no discount set: the 5% default. */
export const defaultTour = product({ id: 201, kind: 'tour', businessUnitCode: 'XT', basePricesUsd: { adult: 10000 } })
/** Isla Mujeres ferry: infants 0–5, hourly from 9 a.m., two routes. */
export const ferry = product({
  id: 300,
  kind: 'ferry',
  businessUnitCode: 'XON',
  infantFreeMaxAge: 5,
  schedules: ferryDepartures({ lastHour: 17, dailyCapacity: 10 }),
  ferryRoutes: [
    { id: 'one-way', name: 'Cancún → Isla Mujeres', basePricesUsd: { adult: 1500 } },
    { id: 'round-trip', name: 'Cancún ↔ Isla Mujeres', basePricesUsd: { adult: 2500, minor: 2000 } },
    { id: 'unpriced', name: 'New route', basePricesUsd: { adult: null } },
  ],
})
/** An optional activity that needs a park admission of park 100 or 101 on the same date. */
export const activity = product({
  id: 400,
  kind: 'activity',
  businessUnitCode: 'XC',
  basePricesUsd: { adult: 2999 },
  requiresParkAdmission: true,
  admissionProductIds: [100, 101],
})
/** Sold in multiples of 2 visitors. */
export const pairs = product({ id: 500, kind: 'tour', businessUnitCode: 'XPF', basePricesUsd: { adult: 5000 }, visitorsMultipleOf: 2 })
/** Zip-line: minimum age 5, min 3.6 ft, 40–136 kg; two schedules. */
export const zipLine = product({
  id: 600,
  kind: 'tour',
  businessUnitCode: 'XV',
  basePricesUsd: { adult: 7900 },
  minimumAge: 5,
  physicalLimits: ZIP_LINE_LIMITS,
  schedules: [
    { id: 'am', time: '09:00', dailyCapacity: 4 },
    { id: 'pm', time: '14:00', dailyCapacity: null },
  ],
})
/** Snorkel tour with the 10 USD deposit per person. */
export const snorkel = product({
  id: 700,
  kind: 'tour',
  businessUnitCode: 'XS',
  basePricesUsd: { adult: 6500 },
  childDiscountPct: 25,
  deposit: { amountUsd: SNORKEL_DEPOSIT_USD, label: 'Snorkel gear deposit' },
})
/** Listed but without a price yet. */
export const unpriced = product({ id: 800, kind: 'tour', businessUnitCode: 'XT' })
const complement = {
  businessUnit: 'Catamaranes',
  businessUnitCode: 'XC' as const,
  img: '/media/addon.jpg',
  infoDetails: 'Details',
}
/** Catamaran with transport (per person, upgradable), food (per booking) and an unpriced photo pass. */
export const catamaran = product({
  id: 900,
  kind: 'catamaran',
  businessUnitCode: 'XC',
  basePricesUsd: { adult: 8900, minor: 6000 },
  childDiscountPct: 25,
  presaleTiers: [],
  addOns: [
    { ...complement, id: 1, idUpgrade: 11, name: 'Transport', nameUpgrade: 'Premium transport', code: 'TR', price: 2000, priceUpgrade: 3500, kind: 'transport', pricing: 'perPerson' },
    { ...complement, id: 2, name: 'Lunch box', code: 'FD', price: 5000, kind: 'food', pricing: 'perBooking' },
    { ...complement, id: 3, name: 'Photo pass', code: 'PH', price: null, kind: 'photo-pass' },
    { ...complement, id: 4, idUpgrade: 44, name: 'Shuttle', nameUpgrade: 'VIP shuttle', code: 'SH', price: 1000, kind: 'transport' },
  ],
})

export const allProducts = [park, parkAllInclusive, park2, park3, park4, park5, park6, englishTour, defaultTour, ferry, activity, pairs, zipLine, snorkel, unpriced, catamaran]
