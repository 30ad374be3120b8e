/**
 * The park and tour catalogue as the ticket shop needs it: the domain types of a product and its
 * add-ons, the defaults the spec gives, and a zod schema that validates (and normalizes) CMS data at
 * the boundary.
 *
 * Units used throughout the ticket-shop domain:
 * - money: integer minor units; catalogue prices are USD cents (`4499` = US$44.99);
 * - dates: hotel-local `YYYY-MM-DD` (America/Cancun, see `dates.ts`);
 * - ages: whole years; heights: centimetres (feet helpers below); weights: kilograms (pound helpers).
 *
 * Sources: spec §3 (passenger categories, product complement fields), §4 (unavailable products),
 * §5 (cart and age rules), §9 (discounts and ticket rules, ferry, zip-line, snorkel deposit).
 */
import { z } from 'zod'
import { PASSENGER_CATEGORY, type PassengerCategory } from './passengerCategory'

// ─── constants of spec §9 ────────────────────────────────────────────────────────────────────────

export const productKinds = ['park', 'tour', 'ferry', 'catamaran', 'activity'] as const
export type ProductKind = (typeof productKinds)[number]

/** Business units of the group (spec §3 complement.businessUnitCode). */
export const businessUnitCodes = ['XC', 'XP', 'XH', 'XPF', 'XV', 'XON', 'XS', 'XN', 'XT'] as const
export type BusinessUnitCode = (typeof businessUnitCodes)[number]

/** Passenger categories of spec §3 (their own module, free of zod, for the browser's quote). */
export { PASSENGER_CATEGORY, type PassengerCategory } from './passengerCategory'

export const complementKinds = ['transport', 'food', 'photo-pass'] as const
export type ComplementKind = (typeof complementKinds)[number]

/** Spec §9: children 5–11 pay with a discount; "5% by default". */
export const DEFAULT_CHILD_DISCOUNT_PCT = 5
/** Spec §9: children 5–11 (some parks 6–11). */
export const DEFAULT_CHILD_AGE_BAND = { min: 5, max: 11 } as const
/** Spec §9: infants 0–4 enter free (ferry 0–5). */
export const DEFAULT_INFANT_FREE_MAX_AGE = 4
/** Spec §9: adults are 12+ in shop text. */
export const DEFAULT_ADULT_MIN_AGE = 12
/** Spec §5/§9: "Minimum age is 5 years" — applied only where the product says so. */
export const SPEC_MINIMUM_AGE = 5
/**
 * Presale tiers (spec §9: "buying 7 days ahead gives up to 15% online discount, with another tier at
 * 21 days"). Our reading: two tiers, the deeper one at 21 days reaching the "up to 15%":
 * ≥ 7 days ahead → 10%, ≥ 21 days ahead → 15%. Products may carry their own tiers.
 */
export const DEFAULT_PRESALE_TIERS: readonly PresaleTier[] = [
  { minDaysAhead: 7, discountPct: 10 },
  { minDaysAhead: 21, discountPct: 15 },
]
/** Spec §9: open ticket valid 6 months from purchase. */
export const DEFAULT_OPEN_TICKET_VALIDITY_MONTHS = 6
/** Spec §9: snorkel deposit 10 USD (USD cents). */
export const SNORKEL_DEPOSIT_USD = 1000

export const CM_PER_FOOT = 30.48
export const KG_PER_LB = 0.45359237

/** Feet → centimetres, rounded to 0.01 cm so thresholds compare exactly (4.5 ft → 137.16). */
export function feetToCm(feet: number): number {
  return Math.round(feet * CM_PER_FOOT * 100) / 100
}
/** Centimetres → feet, rounded to 0.1 ft for display (109.73 → 3.6). */
export function cmToFeet(cm: number): number {
  return Math.round((cm / CM_PER_FOOT) * 10) / 10
}
/** Pounds → kilograms, rounded to 0.01 kg. */
export function lbToKg(lb: number): number {
  return Math.round(lb * KG_PER_LB * 100) / 100
}
/** Kilograms → pounds, rounded to whole pounds for display (40 → 88, 136 → 300). */
export function kgToLb(kg: number): number {
  return Math.round(kg / KG_PER_LB)
}

/** Spec §5: children over 4.5 ft but under 12 must show ID (height in cm). */
export const CHILD_ID_HEIGHT_CM = feetToCm(4.5)
/** Spec §9: zip-line minimum height 3.6 ft, weight 40–136 kg (88–300 lb). */
export const ZIP_LINE_LIMITS: PhysicalLimits = {
  minHeightCm: feetToCm(3.6),
  maxHeightCm: null,
  minWeightKg: 40,
  maxWeightKg: 136,
}

// ─── domain types ────────────────────────────────────────────────────────────────────────────────

/** An inclusive age band in whole years. */
export type AgeBand = { min: number; max: number }

/**
 * Base (list) prices per passenger category, USD cents per person, before any discount.
 * `adult` is category 1; `minor` is category 2's list price before the child discount and defaults
 * to the adult price when null; category 3 (infants) is always free (spec §9). `adult: null` means
 * the product has no price yet → quotes answer PRICE_UNAVAILABLE.
 */
export type CategoryPrices = { adult: number | null; minor: number | null }

/** A presale tier: buying at least `minDaysAhead` days before the visit gives `discountPct` %. */
export type PresaleTier = { minDaysAhead: number; discountPct: number }

/** A departure or entry time; `dailyCapacity` seats per date (null = not limited). */
export type Schedule = { id: string; time: string; dailyCapacity: number | null }

/** A ferry route (e.g. one-way / round trip); its prices replace the product's. */
export type FerryRoute = { id: string; name: string; basePricesUsd: CategoryPrices }

/** Inclusive physical limits; null = no limit on that side. */
export type PhysicalLimits = {
  minHeightCm: number | null
  maxHeightCm: number | null
  minWeightKg: number | null
  maxWeightKg: number | null
}

/** A refundable deposit charged with the ticket (spec §9 snorkel 10 USD). */
export type Deposit = { amountUsd: number; per: 'person' | 'booking'; label: string }

/**
 * A product complement (add-on), with the fields of spec §3. `price`/`priceUpgrade` are USD cents,
 * charged per paying visitor (adults + minors) or once per booking as `pricing` says; null = no price.
 * `hasBeenAdded` is UI state and lives in the cart, not here.
 */
export type Complement = {
  id: number
  idUpgrade: number | null
  name: string
  nameUpgrade: string | null
  businessUnit: string
  businessUnitCode: BusinessUnitCode
  img: string | null
  code: string
  price: number | null
  priceUpgrade: number | null
  infoDetails: string | null
  kind: ComplementKind
  pricing: 'perPerson' | 'perBooking'
}

/**
 * A park, tour, ferry, catamaran or activity as the shop needs it. Age bands are contiguous:
 * infants 0..infantFreeMaxAge, minors childAgeBand, adults adultMinAge+.
 */
export type Product = {
  id: number
  kind: ProductKind
  businessUnitCode: BusinessUnitCode
  basePricesUsd: CategoryPrices
  /** Discount for minors in the child band, percent (25 at most parks, 50 one tour, 5 default). */
  childDiscountPct: number
  childAgeBand: AgeBand
  infantFreeMaxAge: number
  adultMinAge: number
  /** Visitors younger than this cannot book (spec: 5 "where the product says so"); null = none. */
  minimumAge: number | null
  /** The number of visitors must be a multiple of this (1 = any). */
  visitorsMultipleOf: number
  /** An optional activity that needs a park admission in the cart on the same date. */
  requiresParkAdmission: boolean
  /** Which park products count as the admission; empty = any park. */
  admissionProductIds: number[]
  openTicket: { enabled: boolean; validityMonths: number }
  /** Presale tiers; [] = no presale. */
  presaleTiers: PresaleTier[]
  schedules: Schedule[]
  /** Seats per date when the product has no schedules (null = not limited). */
  dailyCapacity: number | null
  ferryRoutes: FerryRoute[]
  addOns: Complement[]
  physicalLimits: PhysicalLimits
  deposit: Deposit | null
}

/**
 * The passenger category of a visitor aged `age` whole years on this product:
 * 3 infant (0..infantFreeMaxAge), 2 minor (childAgeBand), 1 adult (adultMinAge+).
 * With the defaults: 4 → 3, 5 → 2, 11 → 2, 12 → 1. Source: spec §9.
 * @throws RangeError for a negative or non-integer age
 */
export function passengerCategoryOfAge(product: Pick<Product, 'infantFreeMaxAge' | 'adultMinAge'>, age: number): PassengerCategory {
  if (!Number.isInteger(age) || age < 0) throw new RangeError(`age must be a whole number of years, got ${age}`)
  if (age <= product.infantFreeMaxAge) return PASSENGER_CATEGORY.infant
  if (age >= product.adultMinAge) return PASSENGER_CATEGORY.adult
  return PASSENGER_CATEGORY.minor
}

/**
 * Hourly schedules from `firstHour` to `lastHour` inclusive (spec §9: the ferry departs hourly from
 * 9 a.m.): `ferryDepartures({ lastHour: 11, dailyCapacity: 300 })` → ids/times '09:00', '10:00', '11:00'.
 */
export function ferryDepartures(opts: { firstHour?: number; lastHour: number; dailyCapacity: number | null }): Schedule[] {
  const first = opts.firstHour ?? 9
  const out: Schedule[] = []
  for (let h = first; h <= opts.lastHour; h++) {
    const time = `${String(h).padStart(2, '0')}:00`
    out.push({ id: time, time, dailyCapacity: opts.dailyCapacity })
  }
  return out
}

// ─── zod schema (CMS boundary) ───────────────────────────────────────────────────────────────────

const usdCents = z.number().int().nonnegative()
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most 2 decimals')
const age = z.number().int().min(0).max(120)

const categoryPricesSchema = z.object({
  adult: usdCents.nullable().default(null),
  minor: usdCents.nullable().default(null),
})

const physicalLimitsSchema = z
  .object({
    minHeightCm: z.number().positive().nullable().default(null),
    maxHeightCm: z.number().positive().nullable().default(null),
    minWeightKg: z.number().positive().nullable().default(null),
    maxWeightKg: z.number().positive().nullable().default(null),
  })
  .refine((l) => l.minHeightCm == null || l.maxHeightCm == null || l.minHeightCm <= l.maxHeightCm, 'minHeightCm > maxHeightCm')
  .refine((l) => l.minWeightKg == null || l.maxWeightKg == null || l.minWeightKg <= l.maxWeightKg, 'minWeightKg > maxWeightKg')

/** A product complement (add-on) as stored in the CMS (spec §3). */
export const complementSchema = z.object({
  id: z.number().int().positive(),
  idUpgrade: z.number().int().positive().nullable().default(null),
  name: z.string().min(1),
  nameUpgrade: z.string().min(1).nullable().default(null),
  businessUnit: z.string().min(1),
  businessUnitCode: z.enum(businessUnitCodes),
  img: z.string().nullable().default(null),
  code: z.string().min(1),
  price: usdCents.nullable().default(null),
  priceUpgrade: usdCents.nullable().default(null),
  infoDetails: z.string().nullable().default(null),
  kind: z.enum(complementKinds),
  pricing: z.enum(['perPerson', 'perBooking']).default('perPerson'),
})

const unique = <T>(values: T[]) => new Set(values).size === values.length

/**
 * Validates a product from the CMS and fills the spec's defaults (child discount 5%, bands 0–4 /
 * 5–11 / 12+, presale 7→10% and 21→15%, open ticket 6 months when enabled…). A missing bound of the
 * age bands is derived from its neighbour (a 6–11 band makes infants 0–5; ferry infants 0–5 make
 * children 6–11). Issues are reported per path; nothing is thrown by `safeParse`.
 */
export const productSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(productKinds),
    businessUnitCode: z.enum(businessUnitCodes),
    basePricesUsd: categoryPricesSchema.default({ adult: null, minor: null }),
    childDiscountPct: percent.default(DEFAULT_CHILD_DISCOUNT_PCT),
    childAgeBand: z.object({ min: age.optional(), max: age.optional() }).default({}),
    infantFreeMaxAge: age.optional(),
    adultMinAge: age.optional(),
    minimumAge: age.nullable().default(null),
    visitorsMultipleOf: z.number().int().min(1).max(50).default(1),
    requiresParkAdmission: z.boolean().default(false),
    admissionProductIds: z.array(z.number().int().positive()).default([]),
    openTicket: z
      .object({
        enabled: z.boolean().default(false),
        validityMonths: z.number().int().min(1).max(24).default(DEFAULT_OPEN_TICKET_VALIDITY_MONTHS),
      })
      .default({ enabled: false, validityMonths: DEFAULT_OPEN_TICKET_VALIDITY_MONTHS }),
    presaleTiers: z
      .array(z.object({ minDaysAhead: z.number().int().min(1).max(366), discountPct: percent }))
      .refine((t) => unique(t.map((x) => x.minDaysAhead)), 'presale tiers must have distinct minDaysAhead')
      .default(() => DEFAULT_PRESALE_TIERS.map((t) => ({ ...t }))),
    schedules: z
      .array(
        z.object({
          id: z.string().min(1),
          time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
          dailyCapacity: z.number().int().nonnegative().nullable().default(null),
        }),
      )
      .refine((s) => unique(s.map((x) => x.id)), 'schedule ids must be unique')
      .default([]),
    dailyCapacity: z.number().int().nonnegative().nullable().default(null),
    ferryRoutes: z
      .array(z.object({ id: z.string().min(1), name: z.string().min(1), basePricesUsd: categoryPricesSchema }))
      .refine((r) => unique(r.map((x) => x.id)), 'route ids must be unique')
      .default([]),
    addOns: z
      .array(complementSchema)
      .refine((a) => unique(a.map((x) => x.id)), 'add-on ids must be unique')
      .default([]),
    physicalLimits: physicalLimitsSchema.default({ minHeightCm: null, maxHeightCm: null, minWeightKg: null, maxWeightKg: null }),
    deposit: z
      .object({ amountUsd: usdCents.positive(), per: z.enum(['person', 'booking']).default('person'), label: z.string().min(1) })
      .nullable()
      .default(null),
  })
  .transform((p, ctx): Product => {
    const bandMin = p.childAgeBand.min ?? (p.infantFreeMaxAge !== undefined ? p.infantFreeMaxAge + 1 : DEFAULT_CHILD_AGE_BAND.min)
    const bandMax = p.childAgeBand.max ?? (p.adultMinAge !== undefined ? p.adultMinAge - 1 : DEFAULT_CHILD_AGE_BAND.max)
    const infantFreeMaxAge = p.infantFreeMaxAge ?? bandMin - 1
    const adultMinAge = p.adultMinAge ?? bandMax + 1
    if (bandMin > bandMax) ctx.addIssue({ code: 'custom', path: ['childAgeBand'], message: 'childAgeBand.min > childAgeBand.max' })
    if (infantFreeMaxAge + 1 !== bandMin) ctx.addIssue({ code: 'custom', path: ['infantFreeMaxAge'], message: 'infant band must end right before the child band' })
    if (bandMax + 1 !== adultMinAge) ctx.addIssue({ code: 'custom', path: ['adultMinAge'], message: 'adult band must start right after the child band' })
    if (p.minimumAge !== null && p.minimumAge > adultMinAge) ctx.addIssue({ code: 'custom', path: ['minimumAge'], message: 'minimumAge above adultMinAge' })
    if (p.ferryRoutes.length > 0 && p.kind !== 'ferry') ctx.addIssue({ code: 'custom', path: ['ferryRoutes'], message: 'only ferry products have routes' })
    if (p.requiresParkAdmission && p.kind === 'park') ctx.addIssue({ code: 'custom', path: ['requiresParkAdmission'], message: 'a park admission cannot require a park admission' })
    if (p.requiresParkAdmission && p.openTicket.enabled) ctx.addIssue({ code: 'custom', path: ['openTicket'], message: 'an activity dated by its park admission cannot be an open ticket' })
    return {
      ...p,
      childAgeBand: { min: bandMin, max: bandMax },
      infantFreeMaxAge,
      adultMinAge,
    }
  })

/** What the CMS may send (defaults omitted). */
export type ProductInput = z.input<typeof productSchema>

/**
 * Validates CMS data into a `Product`. Never throws.
 * @returns `{ ok: true, product }` or `{ ok: false, issues }` with one "path: message" per issue
 */
export function parseProduct(input: unknown): { ok: true; product: Product } | { ok: false; issues: string[] } {
  const r = productSchema.safeParse(input)
  if (r.success) return { ok: true, product: r.data }
  return { ok: false, issues: r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) }
}
