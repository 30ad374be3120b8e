/**
 * Admission packages (spec §1 "Packages of 1 day or 2 days of admission can be assembled"; §4 package
 * items show 'Add', then 'Added'; §5/§9 package rules): the pure state of the package builder and the
 * package rules the cart enforces too (`cart.ts` calls `checkPackageLimit` and `checkPackageDates`).
 *
 * Our reading of the tabs: the '1-day' tab lists one-day admissions, the '2-days' tab two-day
 * admissions. A component starting on `date` occupies `admissionDays` consecutive hotel-local dates;
 * "the dates of the products can't be the same" is read as "no two components share an occupied
 * date" — for one-day admissions that is exactly "no two components on the same date".
 * Components are park admissions. The package discount (pricing.ts) applies once a package has at
 * least 2 components.
 */
import type { ProductKind } from './catalog'
import { addDays, type IsoDate } from '../../../lib/hotel-date'
import { pass, refuse, type CheckResult } from './checkResult'

/** Spec §9: a package holds at most 5 products. */
export const PACKAGE_MAX_PRODUCTS = 5
/** A package of a single component is just a ticket: the package discount needs at least this many. */
export const PACKAGE_MIN_PRODUCTS_FOR_DISCOUNT = 2

export const packageTabs = [
  { tab: '1-day', admissionDays: 1 },
  { tab: '2-days', admissionDays: 2 },
] as const
export type PackageTab = (typeof packageTabs)[number]['tab']
export type AdmissionDays = (typeof packageTabs)[number]['admissionDays']

/** Days of admission of a tab: '1-day' → 1, '2-days' → 2. */
export function admissionDaysOf(tab: PackageTab): AdmissionDays {
  return tab === '2-days' ? 2 : 1
}

/** A component of a package: a park admission from `date` for `admissionDays` days. */
export type PackageComponent = { productId: number; date: IsoDate; admissionDays: AdmissionDays }

/** The hotel-local dates a component occupies: `date` … `date + admissionDays − 1`. */
export function occupiedDates(c: Pick<PackageComponent, 'date' | 'admissionDays'>): IsoDate[] {
  return Array.from({ length: c.admissionDays }, (_, i) => addDays(c.date, i))
}

/**
 * At most 5 products per package: refuses when `components` (those already in the package) are 5.
 * Source: spec §5/§9. Code PACKAGE_LIMIT.
 */
export function checkPackageLimit(components: readonly unknown[]): CheckResult<'PACKAGE_LIMIT'> {
  return components.length >= PACKAGE_MAX_PRODUCTS ? refuse('PACKAGE_LIMIT', { max: PACKAGE_MAX_PRODUCTS }) : pass()
}

/**
 * The dates of two package components cannot be the same: refuses a candidate sharing an occupied
 * date with a component already in the package. Source: spec §5. Code PACKAGE_SAME_DATE.
 * @throws InvalidDateError (src/lib/hotel-date.ts) for a malformed date
 */
export function checkPackageDates(
  components: readonly Pick<PackageComponent, 'date' | 'admissionDays'>[],
  candidate: Pick<PackageComponent, 'date' | 'admissionDays'>,
): CheckResult<'PACKAGE_SAME_DATE'> {
  const taken = new Set(components.flatMap(occupiedDates))
  const clash = occupiedDates(candidate).find((d) => taken.has(d))
  return clash ? refuse('PACKAGE_SAME_DATE', { date: clash }) : pass()
}

// ─── the package builder's state ─────────────────────────────────────────────────────────────────

/** The package being assembled on the page: the selected tab and its components in order. */
export type PackageDraft = { tab: PackageTab; items: { productId: number; date: IsoDate }[] }

export type PackageItemState = 'add' | 'added'

/** A new, empty package on `tab` (default '1-day'). */
export function emptyPackage(tab: PackageTab = '1-day'): PackageDraft {
  return { tab, items: [] }
}

/**
 * Switches tab. Admissions of one tab are not those of the other, so switching to a different tab
 * empties the package; selecting the current tab changes nothing.
 */
export function selectTab(draft: PackageDraft, tab: PackageTab): PackageDraft {
  return draft.tab === tab ? draft : emptyPackage(tab)
}

/** 'added' when the product is in the package, else 'add' (spec §4: 'Add', then 'Added'). */
export function packageItemState(draft: PackageDraft, productId: number): PackageItemState {
  return draft.items.some((i) => i.productId === productId) ? 'added' : 'add'
}

/** The message code of the item's button label: PACKAGE_ITEM_ADD ('Add') or PACKAGE_ITEM_ADDED ('Added'). */
export function packageItemLabel(state: PackageItemState): 'PACKAGE_ITEM_ADD' | 'PACKAGE_ITEM_ADDED' {
  return state === 'added' ? 'PACKAGE_ITEM_ADDED' : 'PACKAGE_ITEM_ADD'
}

export type PackageAddResult =
  { ok: true; draft: PackageDraft } | { ok: false; code: 'GENERIC_ERROR' | 'PACKAGE_LIMIT' | 'PACKAGE_SAME_DATE' | 'ALREADY_IN_CART'; params: Record<string, string | number> }

/**
 * Adds a park admission to the package. Rules, in order (same order as the cart's):
 * 1. only park admissions → GENERIC_ERROR (the builder never offers anything else);
 * 2. at most 5 products → PACKAGE_LIMIT;
 * 3. no shared date with another component → PACKAGE_SAME_DATE;
 * 4. the same product only once → ALREADY_IN_CART.
 * Returns a new draft; the input is not modified. Date validity and availability are checked when
 * the components go to the cart (`validateAdd`).
 * @throws InvalidDateError (src/lib/hotel-date.ts) for a malformed date
 */
export function addToPackage(draft: PackageDraft, item: { productId: number; date: IsoDate; kind: ProductKind }): PackageAddResult {
  if (item.kind !== 'park') return refuse('GENERIC_ERROR', { productId: item.productId, reason: 'not a park admission' })
  const admissionDays = admissionDaysOf(draft.tab)
  const limit = checkPackageLimit(draft.items)
  if (!limit.ok) return limit
  const dates = checkPackageDates(
    draft.items.map((i) => ({ date: i.date, admissionDays })),
    { date: item.date, admissionDays },
  )
  if (!dates.ok) return dates
  if (packageItemState(draft, item.productId) === 'added') return refuse('ALREADY_IN_CART', { productId: item.productId })
  return { ok: true, draft: { tab: draft.tab, items: [...draft.items, { productId: item.productId, date: item.date }] } }
}

/** Removes a product from the package (its item goes back to 'Add'). */
export function removeFromPackage(draft: PackageDraft, productId: number): PackageDraft {
  return { tab: draft.tab, items: draft.items.filter((i) => i.productId !== productId) }
}

/** True when the package discount applies (at least 2 components). */
export function packageDiscountApplies(draft: Pick<PackageDraft, 'items'>): boolean {
  return draft.items.length >= PACKAGE_MIN_PRODUCTS_FOR_DISCOUNT
}

/** The draft's components with their admission days, for the cart (`validateAdd` each, same packageId). */
export function packageComponents(draft: PackageDraft): PackageComponent[] {
  const admissionDays = admissionDaysOf(draft.tab)
  return draft.items.map((i) => ({ productId: i.productId, date: i.date, admissionDays }))
}
