/**
 * Cart rules of the ticket shop (spec §5 "Cart and products", §8 messages, §4 unavailable products
 * and hasBeenAdded, §9 limits). Each rule is a small `check*` function answering
 * `{ ok: true } | { ok: false, code, params }` (codes and texts in `messages.ts`); `validateAdd`
 * runs them in one documented order. The UI calls the same functions to disable or explain; the
 * server calls `validateAdd` to enforce (architecture §2).
 *
 * Units: dates hotel-local `YYYY-MM-DD` (America/Cancun); ages whole years; heights cm; weights kg.
 * Pure: `today`/`now`, capacity usage and the unavailable-product list are passed in.
 */
import { CHILD_ID_HEIGHT_CM, PASSENGER_CATEGORY, passengerCategoryOfAge, type PassengerCategory, type Product, type ProductKind } from './catalog'
import { daysBetween, hotelLocalDate, HOTEL_TIME_ZONE, isIsoDate, type IsoDate } from '../../../lib/hotel-date'
import { pass, refuse, type CheckResult, type NoticeCode, type Refusal } from './checkResult'
import { checkPackageDates, checkPackageLimit, occupiedDates, type AdmissionDays } from './packages'
import { checkPriceAvailable, MAX_VISITORS_PER_CATEGORY, type AddOnChoice, type Quantities } from './pricing'

/** Spec §5: children over 4.5 ft but under 12 must show ID — the "under 12" (exclusive). */
export const CHILD_ID_AGE_LIMIT = 12

/** What is known of one visitor (optional details from the product card). */
export type Visitor = { age?: number | null; heightCm?: number | null; weightKg?: number | null }

/** A line already in the cart, with the product facts the rules need. */
export type CartItem = {
  productId: number
  kind: ProductKind
  requiresParkAdmission: boolean
  /** Visit date; null for an open ticket. */
  date: IsoDate | null
  scheduleId: string | null
  quantities: Quantities
  /** Set when the line is a package component; lines with the same id form one package. */
  packageId: string | null
  /** Days of admission from `date` (2 for a '2-days' package component), default 1. */
  admissionDays: AdmissionDays
}

export type Cart = { items: readonly CartItem[] }

/** The add-to-cart request, as the product card (or an express-checkout link) sends it. */
export type AddItem = {
  productId: number
  date: IsoDate | null
  openTicket?: boolean
  scheduleId?: string | null
  routeId?: string | null
  quantities: Quantities
  visitors?: readonly Visitor[]
  addOns?: readonly AddOnChoice[]
  packageId?: string | null
  admissionDays?: AdmissionDays
}

/** Seats already taken (sold + held) on a date and schedule (null = product without schedules). */
export type CapacityUsage = { date: IsoDate; scheduleId: string | null; taken: number }

/** Spec §3 "Unavailable product": id and a (localized) message, from the CMS. */
export type UnavailableProduct = { productId: number; message: string }

export type AddContext = {
  /** The product `item.productId` names, from the catalogue; undefined when no such product. */
  product: Product | undefined
  /** Hotel-local date of the request. */
  today: IsoDate
  capacityUsage: readonly CapacityUsage[]
  /** Dates the product is closed (not sellable). */
  closedDates?: readonly IsoDate[]
  unavailableProducts: readonly UnavailableProduct[]
}

export type AddResult = { ok: true; code: 'PRODUCT_ADDED'; notices: NoticeCode[]; item: CartItem } | Refusal

/**
 * The spec's five unavailable products (spec §4) with the message codes of their texts, for the seed
 * and tests; at run time the list comes from the CMS and is passed to the rules.
 */
export const SPEC_UNAVAILABLE_PRODUCTS = [
  { productId: 2120, messageCode: 'UNAVAILABLE_SUMMER_SEASON' },
  { productId: 2117, messageCode: 'UNAVAILABLE_SUMMER_SEASON' },
  { productId: 2157, messageCode: 'UNAVAILABLE_SUMMER_SEASON' },
  { productId: 1893, messageCode: 'UNAVAILABLE_NOT_CURRENTLY' },
  { productId: 1894, messageCode: 'UNAVAILABLE_NOT_CURRENTLY' },
] as const

const totalVisitors = (q: Quantities) => q.adults + q.minors + q.infants
const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_VISITORS_PER_CATEGORY

// ─── the rules ───────────────────────────────────────────────────────────────────────────────────

/**
 * Well-formed request for this product (a tampered or stale request answers the spec's generic
 * 'An error has ocurred. Please try again.'): known product with the same id; whole counts 0..999;
 * a valid date unless open ticket; open ticket only where offered; a known ferry route when the
 * product has routes; known, non-repeated add-ons (upgrade only where offered); at most one visitor
 * detail per visitor, ages whole 0..120, no more known-age visitors in a category than its count;
 * heights/weights positive; package fields only on park admissions. Code GENERIC_ERROR.
 */
export function checkRequest(product: Product | undefined, item: AddItem): CheckResult<'GENERIC_ERROR' | 'DATE_REQUIRED'> {
  const bad = (reason: string) => refuse('GENERIC_ERROR', { productId: item.productId, reason })
  if (!product || product.id !== item.productId) return bad('product')
  const q = item.quantities
  if (!q || !isCount(q.adults) || !isCount(q.minors) || !isCount(q.infants)) return bad('quantities')
  const open = item.openTicket === true
  if (open && !product.openTicket.enabled) return bad('openTicket')
  // no date chosen yet is the visitor's to fix ('choose a date'); a malformed one is tampering
  if (!open && item.date === null) return refuse('DATE_REQUIRED', { productId: item.productId })
  if (!open && !isIsoDate(item.date)) return bad('date')
  if (product.ferryRoutes.length > 0 && !product.ferryRoutes.some((r) => r.id === item.routeId)) return bad('route')
  const seen = new Set<number>()
  for (const a of item.addOns ?? []) {
    const c = product.addOns.find((x) => x.id === a.complementId)
    if (!c || seen.has(c.id) || (a.upgrade === true && c.idUpgrade === null)) return bad('addOn')
    seen.add(c.id)
  }
  const visitors = item.visitors ?? []
  if (visitors.length > totalVisitors(q)) return bad('visitors')
  const known: Record<PassengerCategory, number> = { 1: 0, 2: 0, 3: 0 }
  for (const v of visitors) {
    if (v.age != null) {
      if (!Number.isInteger(v.age) || v.age < 0 || v.age > 120) return bad('age')
      known[passengerCategoryOfAge(product, v.age)]++
    }
    if (v.heightCm != null && !(Number.isFinite(v.heightCm) && v.heightCm > 0)) return bad('height')
    if (v.weightKg != null && !(Number.isFinite(v.weightKg) && v.weightKg > 0)) return bad('weight')
  }
  if (known[1] > q.adults || known[2] > q.minors || known[3] > q.infants) return bad('ages')
  if ((item.packageId != null || item.admissionDays !== undefined) && product.kind !== 'park') return bad('package')
  if (item.admissionDays !== undefined && item.admissionDays !== 1 && item.admissionDays !== 2) return bad('admissionDays')
  return pass()
}

/**
 * Unavailable products cannot be added (spec §4: 2120, 2117, 2157 'Available during summer vacation
 * season'; 1893, 1894 'Not currently available'). `list` comes from the CMS.
 * Code PRODUCT_UNAVAILABLE with params { message } (the list's text, shown as is).
 */
export function checkUnavailable(productId: number, list: readonly UnavailableProduct[]): CheckResult<'PRODUCT_UNAVAILABLE'> {
  const hit = list.find((u) => u.productId === productId)
  return hit ? refuse('PRODUCT_UNAVAILABLE', { productId, message: hit.message }) : pass()
}

/** True when the product is on the unavailable list (the card shows its message and no add button). */
export function isUnavailable(productId: number, list: readonly UnavailableProduct[]): boolean {
  return !checkUnavailable(productId, list).ok
}

/**
 * At least 1 adult (spec §5 "The cart must contain at least 1 adult"; §8 "An adult is needed").
 * Enforced per line: every ticket line carries an adult, so the cart always does. Code ADULT_REQUIRED.
 */
export function checkAdult(quantities: Quantities): CheckResult<'ADULT_REQUIRED'> {
  return quantities.adults >= 1 ? pass() : refuse('ADULT_REQUIRED')
}

/**
 * The number of visitors (adults + minors + infants) must be a multiple of the product's n
 * (spec §5). Code VISITORS_MULTIPLE with params { n }.
 */
export function checkVisitorsMultiple(product: Pick<Product, 'visitorsMultipleOf'>, quantities: Quantities): CheckResult<'VISITORS_MULTIPLE'> {
  const n = product.visitorsMultipleOf
  return totalVisitors(quantities) % n === 0 ? pass() : refuse('VISITORS_MULTIPLE', { n })
}

/**
 * Minimum age where the product says so (spec §5 "Minimum age is 5 years"): refuses a visitor whose
 * known age is below it, and any infant when the whole infant band is below it (infants 0–4 on a
 * minimum-age-5 product). Code BELOW_MINIMUM_AGE with params { min }.
 */
export function checkMinimumAge(product: Pick<Product, 'minimumAge' | 'infantFreeMaxAge'>, quantities: Quantities, visitors: readonly Visitor[] = []): CheckResult<'BELOW_MINIMUM_AGE'> {
  const min = product.minimumAge
  if (min === null) return pass()
  const tooYoung = (quantities.infants > 0 && product.infantFreeMaxAge < min) || visitors.some((v) => v.age != null && v.age < min)
  return tooYoung ? refuse('BELOW_MINIMUM_AGE', { min }) : pass()
}

/**
 * Height and weight limits, inclusive (spec §9 zip-line: min 3.6 ft = 109.73 cm, 40–136 kg /
 * 88–300 lb). Only known heights/weights are checked; unknown ones are declared at the venue.
 * Code OUTSIDE_PHYSICAL_LIMITS with params of the limits that apply.
 */
export function checkPhysicalLimits(product: Pick<Product, 'physicalLimits'>, visitors: readonly Visitor[] = []): CheckResult<'OUTSIDE_PHYSICAL_LIMITS'> {
  const l = product.physicalLimits
  const out = visitors.some(
    (v) =>
      (v.heightCm != null && ((l.minHeightCm !== null && v.heightCm < l.minHeightCm) || (l.maxHeightCm !== null && v.heightCm > l.maxHeightCm))) ||
      (v.weightKg != null && ((l.minWeightKg !== null && v.weightKg < l.minWeightKg) || (l.maxWeightKg !== null && v.weightKg > l.maxWeightKg))),
  )
  if (!out) return pass()
  const params: Record<string, number> = {}
  for (const [k, v] of Object.entries(l)) if (v !== null) params[k] = v
  return refuse('OUTSIDE_PHYSICAL_LIMITS', params)
}

/**
 * A schedule must be selected when the product has schedules, and it must be one of them (spec §5).
 * Open tickets carry no date and so no schedule. Code SCHEDULE_REQUIRED.
 */
export function checkSchedule(product: Pick<Product, 'schedules'>, scheduleId: string | null | undefined, openTicket = false): CheckResult<'SCHEDULE_REQUIRED'> {
  if (openTicket || product.schedules.length === 0) return pass()
  return product.schedules.some((s) => s.id === scheduleId) ? pass() : refuse('SCHEDULE_REQUIRED')
}

/**
 * Seats left on `date` for `scheduleId` (the product's own daily capacity when it has no schedules):
 * capacity − taken (sold + held), never below 0; null when the capacity is not limited; 0 for a
 * schedule the product does not have.
 */
export function remainingCapacity(product: Pick<Product, 'schedules' | 'dailyCapacity'>, date: IsoDate, scheduleId: string | null, usage: readonly CapacityUsage[]): number | null {
  const schedule = product.schedules.find((s) => s.id === scheduleId)
  if (product.schedules.length > 0 && !schedule) return 0 // not one of its schedules: nothing to sell
  const capacity = schedule ? schedule.dailyCapacity : product.dailyCapacity
  if (capacity === null) return null
  const sid = product.schedules.length > 0 ? scheduleId : null
  const taken = usage.filter((u) => u.date === date && (u.scheduleId ?? null) === sid).reduce((s, u) => s + u.taken, 0)
  return Math.max(0, capacity - taken)
}

/**
 * The date has availability (spec §5): not before `today`, not a closed date, and enough seats left
 * for every visitor (infants included — they take a seat). Open tickets (no date) pass: their seat is
 * taken when the date is chosen. Code NO_AVAILABILITY.
 * @throws InvalidDateError (src/lib/hotel-date.ts) for a malformed date
 */
export function checkAvailability(
  product: Pick<Product, 'schedules' | 'dailyCapacity'>,
  request: { date: IsoDate | null; scheduleId: string | null; visitors: number; openTicket?: boolean },
  ctx: { today: IsoDate; capacityUsage: readonly CapacityUsage[]; closedDates?: readonly IsoDate[] },
): CheckResult<'NO_AVAILABILITY'> {
  if (request.openTicket === true) return pass()
  const date = request.date
  if (date === null || daysBetween(ctx.today, date) < 0 || (ctx.closedDates ?? []).includes(date)) return refuse('NO_AVAILABILITY', { date: date ?? '' })
  const left = remainingCapacity(product, date, request.scheduleId, ctx.capacityUsage)
  return left === null || left >= request.visitors ? pass() : refuse('NO_AVAILABILITY', { date, remaining: left })
}

/**
 * An optional activity that requires a park admission: a park admission (one of
 * `admissionProductIds`, or any park when empty) must already be in the cart, and the activity's date
 * must be one its admission covers (spec §5). Codes PARK_ADMISSION_REQUIRED (none in the cart) and
 * DATE_MISMATCH ('The selected date does not match the date of the product in your cart').
 */
export function checkParkAdmission(
  product: Pick<Product, 'requiresParkAdmission' | 'admissionProductIds'>,
  date: IsoDate | null,
  cart: Cart,
): CheckResult<'PARK_ADMISSION_REQUIRED' | 'DATE_MISMATCH'> {
  if (!product.requiresParkAdmission) return pass()
  const admissions = cart.items.filter((i) => i.kind === 'park' && (product.admissionProductIds.length === 0 || product.admissionProductIds.includes(i.productId)))
  if (admissions.length === 0) return refuse('PARK_ADMISSION_REQUIRED')
  const matches = date !== null && admissions.some((a) => a.date !== null && occupiedDates({ date: a.date, admissionDays: a.admissionDays }).includes(date))
  return matches ? pass() : refuse('DATE_MISMATCH', { date: date ?? '' })
}

/**
 * The same product, or another with the same date, already in the cart is refused (spec §5). Dates
 * compared are the dates each line occupies (2-day admissions occupy two). An activity that requires
 * a park admission belongs to its park's day, so the same-date part does not apply to it or against
 * it (its date is checked by `checkParkAdmission`). Open tickets have no date. Code ALREADY_IN_CART.
 */
export function checkNotInCart(cart: Cart, candidate: { productId: number; date: IsoDate | null; admissionDays?: AdmissionDays; requiresParkAdmission: boolean }): CheckResult<'ALREADY_IN_CART'> {
  if (cart.items.some((i) => i.productId === candidate.productId)) return refuse('ALREADY_IN_CART', { productId: candidate.productId })
  if (candidate.date === null || candidate.requiresParkAdmission) return pass()
  const mine = occupiedDates({ date: candidate.date, admissionDays: candidate.admissionDays ?? 1 })
  const clash = cart.items.some((i) => i.date !== null && !i.requiresParkAdmission && occupiedDates({ date: i.date, admissionDays: i.admissionDays }).some((d) => mine.includes(d)))
  return clash ? refuse('ALREADY_IN_CART', { productId: candidate.productId, date: candidate.date }) : pass()
}

/** Spec §3/§4 hasBeenAdded: true once the product is in the cart. */
export function hasBeenAdded(cart: Cart, productId: number): boolean {
  return cart.items.some((i) => i.productId === productId)
}

/**
 * Information shown with the add (not a refusal): spec §5 "Those over 4.5 ft but under 12 must show
 * ID". True when the line has minors and at least one of them is not known to be exempt — exempt
 * means a known age of 12+ or a known height ≤ 4.5 ft (137.16 cm).
 */
export function childIdRequired(product: Pick<Product, 'infantFreeMaxAge' | 'adultMinAge'>, quantities: Quantities, visitors: readonly Visitor[] = []): boolean {
  if (quantities.minors === 0) return false
  const exempt = visitors.filter(
    (v) => v.age != null && passengerCategoryOfAge(product, v.age) === PASSENGER_CATEGORY.minor && (v.age >= CHILD_ID_AGE_LIMIT || (v.heightCm != null && v.heightCm <= CHILD_ID_HEIGHT_CM)),
  ).length
  return exempt < quantities.minors
}

/**
 * Whether a dated ticket may still change date at instant `now`: not on the day of the visit (spec
 * §5/§9), nor after it. The day is the hotel-local date (America/Cancun by default).
 * @throws InvalidDateError for a malformed ticket date; RangeError for an invalid `now`
 */
export function canChangeDate(ticketDate: IsoDate, now: Date, timeZone: string = HOTEL_TIME_ZONE): boolean {
  return daysBetween(hotelLocalDate(now, timeZone), ticketDate) > 0
}

/** `canChangeDate` as a rule. Code DATE_CHANGE_NOT_ALLOWED. */
export function checkDateChange(ticketDate: IsoDate, now: Date, timeZone: string = HOTEL_TIME_ZONE): CheckResult<'DATE_CHANGE_NOT_ALLOWED'> {
  return canChangeDate(ticketDate, now, timeZone) ? pass() : refuse('DATE_CHANGE_NOT_ALLOWED', { date: ticketDate })
}

/**
 * Validates adding `item` to `cart`. The rules run in this order and the first refusal is returned:
 *  1. checkRequest           GENERIC_ERROR            (unknown product, malformed or tampered input)
 *  2. checkUnavailable       PRODUCT_UNAVAILABLE      (the CMS list; spec §4)
 *  3. checkPriceAvailable    PRICE_UNAVAILABLE        (pricing.ts)
 *  4. checkAdult             ADULT_REQUIRED
 *  5. checkVisitorsMultiple  VISITORS_MULTIPLE {n}
 *  6. checkMinimumAge        BELOW_MINIMUM_AGE {min}
 *  7. checkPhysicalLimits    OUTSIDE_PHYSICAL_LIMITS
 *  8. checkSchedule          SCHEDULE_REQUIRED
 *  9. checkAvailability      NO_AVAILABILITY
 * 10. checkParkAdmission     PARK_ADMISSION_REQUIRED, DATE_MISMATCH
 * 11. checkPackageLimit      PACKAGE_LIMIT            (only with a packageId; packages.ts)
 * 12. checkPackageDates      PACKAGE_SAME_DATE        (only with a packageId; packages.ts)
 * 13. checkNotInCart         ALREADY_IN_CART
 * Order rationale: what the request itself can fix (product state, visitors, schedule, date) comes
 * before what depends on the rest of the cart; within the cart the more specific package messages
 * win over the general duplicate message.
 *
 * @returns on success `{ ok: true, code: 'PRODUCT_ADDED', notices, item }` — `item` is the cart line
 *   to store, `notices` may hold CHILD_ID_REQUIRED; otherwise the first refusal. Never throws.
 */
export function validateAdd(cart: Cart, item: AddItem, ctx: AddContext): AddResult {
  const request = checkRequest(ctx.product, item)
  if (!request.ok) return request
  if (!isIsoDate(ctx.today)) return refuse('GENERIC_ERROR', { productId: item.productId, reason: 'today' })
  const product = ctx.product as Product // checked by checkRequest
  const q = item.quantities
  const visitors = item.visitors ?? []
  const openTicket = item.openTicket === true
  const date = openTicket ? null : item.date
  const admissionDays: AdmissionDays = item.admissionDays ?? 1
  const scheduleId = openTicket ? null : (item.scheduleId ?? null)

  const checks: (() => CheckResult<Refusal['code']>)[] = [
    () => checkUnavailable(product.id, ctx.unavailableProducts),
    () => checkPriceAvailable(product, item),
    () => checkAdult(q),
    () => checkVisitorsMultiple(product, q),
    () => checkMinimumAge(product, q, visitors),
    () => checkPhysicalLimits(product, visitors),
    () => checkSchedule(product, scheduleId, openTicket),
    () => checkAvailability(product, { date, scheduleId, visitors: totalVisitors(q), openTicket }, ctx),
    () => checkParkAdmission(product, date, cart),
    () => {
      if (item.packageId == null) return pass()
      const components = cart.items.filter((i) => i.packageId === item.packageId)
      const limit = checkPackageLimit(components)
      if (!limit.ok) return limit
      if (date === null) return refuse('GENERIC_ERROR', { productId: product.id, reason: 'package component without a date' })
      return checkPackageDates(
        components.filter((c): c is CartItem & { date: IsoDate } => c.date !== null),
        { date, admissionDays },
      )
    },
    () => checkNotInCart(cart, { productId: product.id, date, admissionDays, requiresParkAdmission: product.requiresParkAdmission }),
  ]
  for (const check of checks) {
    const r = check()
    if (!r.ok) return r
  }
  return {
    ok: true,
    code: 'PRODUCT_ADDED',
    notices: childIdRequired(product, q, visitors) ? ['CHILD_ID_REQUIRED'] : [],
    item: {
      productId: product.id,
      kind: product.kind,
      requiresParkAdmission: product.requiresParkAdmission,
      date,
      scheduleId,
      quantities: { adults: q.adults, minors: q.minors, infants: q.infants },
      packageId: item.packageId ?? null,
      admissionDays,
    },
  }
}
