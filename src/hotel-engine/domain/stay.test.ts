import { describe, expect, it } from 'vitest'
import { checkStayRestrictions, fitsOccupancy, isLowStock, remainingUnits, type NightRestriction } from './stay'

const open: NightRestriction = { minStay: 1, maxStay: null, cta: false, ctd: false, closed: false }
const nights = (rs: (NightRestriction | undefined)[]) => rs.map((r, i) => ({ night: `2027-01-1${i}`, r }))

describe('stay restrictions (arrival-based)', () => {
  it('reads MinLOS and MaxLOS from the check-in night', () => {
    expect(checkStayRestrictions('2027-01-10', '2027-01-12', nights([{ ...open, minStay: 3 }, open]), open)).toEqual({ code: 'MIN_STAY_NOT_MET', nights: 3 })
    // a MinLOS on a later night does not apply
    expect(checkStayRestrictions('2027-01-10', '2027-01-12', nights([open, { ...open, minStay: 5 }]), open)).toBeNull()
    expect(checkStayRestrictions('2027-01-10', '2027-01-13', nights([{ ...open, maxStay: 2 }, open, open]), open)).toEqual({ code: 'MAX_STAY_EXCEEDED', nights: 2 })
  })
  it('reads CTA from check-in, CTD from check-out, Closed from any night', () => {
    expect(checkStayRestrictions('2027-01-10', '2027-01-11', nights([{ ...open, cta: true }]), open)?.code).toBe('CLOSED_TO_ARRIVAL')
    expect(checkStayRestrictions('2027-01-10', '2027-01-11', nights([{ ...open, ctd: true }]), open)).toBeNull()
    expect(checkStayRestrictions('2027-01-10', '2027-01-11', nights([open]), { ...open, ctd: true })?.code).toBe('CLOSED_TO_DEPARTURE')
    expect(checkStayRestrictions('2027-01-10', '2027-01-12', nights([open, { ...open, closed: true }]), undefined)).toEqual({ code: 'CLOSED', nights: ['2027-01-11'] })
    expect(checkStayRestrictions('2027-01-10', '2027-01-12', nights([undefined, undefined]), undefined)).toBeNull()
  })
  it('checks occupancy per room', () => {
    const cap = { maxAdults: 3, maxChildren: 2, maxOccupancy: 4 }
    expect(fitsOccupancy({ adults: 2, children: 2, ages: [3, 9] }, cap)).toBe(true)
    expect(fitsOccupancy({ adults: 3, children: 2, ages: [3, 9] }, cap)).toBe(false)
    expect(fitsOccupancy({ adults: 1, children: 3, ages: [1, 2, 3] }, cap)).toBe(false)
  })
  it('computes remaining units and low stock', () => {
    expect(
      remainingUnits([
        { total: 5, held: 1, sold: 1 },
        { total: 5, held: 0, sold: 4 },
      ]),
    ).toBe(1)
    expect(remainingUnits([])).toBe(0)
    expect(isLowStock(1, 3)).toBe(true)
    expect(isLowStock(0, 3)).toBe(false)
    expect(isLowStock(4, 3)).toBe(false)
  })
})
