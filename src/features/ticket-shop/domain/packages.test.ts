import { describe, expect, it } from 'vitest'
import {
  addToPackage,
  admissionDaysOf,
  checkPackageDates,
  checkPackageLimit,
  emptyPackage,
  occupiedDates,
  packageComponents,
  packageDiscountApplies,
  packageItemLabel,
  packageItemState,
  removeFromPackage,
  selectTab,
  type PackageDraft,
} from './packages'
import { messageFor } from './messages'

const park = (productId: number, date: string) => ({ productId, date, kind: 'park' as const })
const must = (r: ReturnType<typeof addToPackage>): PackageDraft => {
  if (!r.ok) throw new Error(r.code)
  return r.draft
}

describe('package builder state (spec §4: items show Add, then Added)', () => {
  it('an item goes from Add to Added and back when removed', () => {
    const empty = emptyPackage()
    expect(packageItemState(empty, 100)).toBe('add')
    expect(messageFor(packageItemLabel(packageItemState(empty, 100)), 'en')).toBe('Add')
    const one = must(addToPackage(empty, park(100, '2026-04-01')))
    expect(packageItemState(one, 100)).toBe('added')
    expect(messageFor(packageItemLabel('added'), 'en')).toBe('Added')
    expect(messageFor(packageItemLabel('added'), 'es')).toBe('Agregado')
    expect(packageItemState(removeFromPackage(one, 100), 100)).toBe('add')
    expect(empty.items).toEqual([]) // not mutated
  })
  it('tabs: 1 day / 2 days; switching tab starts a new package', () => {
    const one = must(addToPackage(emptyPackage('1-day'), park(100, '2026-04-01')))
    expect(selectTab(one, '1-day')).toBe(one)
    expect(selectTab(one, '2-days')).toEqual({ tab: '2-days', items: [] })
    expect(admissionDaysOf('1-day')).toBe(1)
    expect(admissionDaysOf('2-days')).toBe(2)
  })
  it('the package discount applies from 2 components', () => {
    const one = must(addToPackage(emptyPackage(), park(100, '2026-04-01')))
    expect(packageDiscountApplies(one)).toBe(false)
    expect(packageDiscountApplies(must(addToPackage(one, park(102, '2026-04-02'))))).toBe(true)
  })
  it('lists components with their admission days for the cart', () => {
    const two = must(addToPackage(emptyPackage('2-days'), park(100, '2026-04-01')))
    expect(packageComponents(two)).toEqual([{ productId: 100, date: '2026-04-01', admissionDays: 2 }])
  })
})

describe('package rules (spec §5, §9)', () => {
  it('at most 5 products (PACKAGE_LIMIT)', () => {
    let d = emptyPackage()
    for (let i = 0; i < 5; i++) d = must(addToPackage(d, park(100 + i, `2026-04-0${i + 1}`)))
    const r = addToPackage(d, park(106, '2026-04-09'))
    expect(r).toEqual({ ok: false, code: 'PACKAGE_LIMIT', params: { max: 5 } })
    if (!r.ok) expect(messageFor(r.code, 'en')).toBe('The limit of products that can be added to your package is 5')
    expect(checkPackageLimit([1, 2, 3, 4])).toEqual({ ok: true })
  })
  it('component dates cannot be the same (PACKAGE_SAME_DATE)', () => {
    const one = must(addToPackage(emptyPackage(), park(100, '2026-04-01')))
    const r = addToPackage(one, park(102, '2026-04-01'))
    expect(r).toEqual({ ok: false, code: 'PACKAGE_SAME_DATE', params: { date: '2026-04-01' } })
    if (!r.ok) expect(messageFor(r.code, 'en')).toBe("The dates of the products can't be the same")
    expect(addToPackage(one, park(102, '2026-04-02')).ok).toBe(true)
  })
  it('2-day admissions occupy two dates and may not overlap', () => {
    expect(occupiedDates({ date: '2026-04-30', admissionDays: 2 })).toEqual(['2026-04-30', '2026-05-01'])
    const one = must(addToPackage(emptyPackage('2-days'), park(100, '2026-04-01')))
    expect(addToPackage(one, park(102, '2026-04-02'))).toMatchObject({ ok: false, code: 'PACKAGE_SAME_DATE', params: { date: '2026-04-02' } })
    expect(addToPackage(one, park(102, '2026-03-31'))).toMatchObject({ ok: false, code: 'PACKAGE_SAME_DATE', params: { date: '2026-04-01' } })
    expect(addToPackage(one, park(102, '2026-04-03')).ok).toBe(true)
    expect(checkPackageDates([{ date: '2026-04-01', admissionDays: 1 }], { date: '2026-04-02', admissionDays: 1 })).toEqual({ ok: true })
  })
  it('the same product only once (ALREADY_IN_CART); only park admissions (GENERIC_ERROR)', () => {
    const one = must(addToPackage(emptyPackage(), park(100, '2026-04-01')))
    expect(addToPackage(one, park(100, '2026-04-05'))).toMatchObject({ ok: false, code: 'ALREADY_IN_CART' })
    expect(addToPackage(one, { productId: 200, date: '2026-04-05', kind: 'tour' })).toMatchObject({ ok: false, code: 'GENERIC_ERROR' })
  })
})
