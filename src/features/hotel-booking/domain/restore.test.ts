import { describe, expect, it } from 'vitest'
import { parseSearch } from './searchParams'
import { parseSelection, selectionFor } from './selection'
import { restoreApplies, restoreQuery } from './restore'

const hotels = [
  { code: 'HXA', propertyCode: 31453 },
  { code: 'HXM', propertyCode: 74213 },
]

describe('restoreQuery (spec §4 token restore)', () => {
  it('restores dates, guests, promo, rooms, currency and hotel', () => {
    const q = restoreQuery(
      {
        currency: 'MXN',
        promoCode: 'ARTE10',
        occupancy: [
          { adults: 2, children: 1, ages: [7] },
          { adults: 1, children: 0, ages: [] },
        ],
        hotelCode: '74213',
        rooms: [
          { roomNumber: 1, roomCode: 'JS', ratePlanCode: 'FLEX' },
          { roomNumber: 2, roomCode: 'WD', ratePlanCode: 'NR' },
        ],
        checkIn: '2027-03-01',
        checkOut: '2027-03-05',
        hasPartialPayment: true,
      },
      hotels,
    )
    const query = Object.fromEntries(new URLSearchParams(q))
    const s = parseSearch(query, '2026-11-21')
    expect(s).toMatchObject({ checkIn: '2027-03-01', checkOut: '2027-03-05', hotel: 'HXM', promoCode: 'ARTE10', currency: 'MXN', datesSource: 'url' })
    expect(s.rooms).toEqual([
      { adults: 2, children: 1, childrenAges: [7] },
      { adults: 1, children: 0, childrenAges: [] },
    ])
    expect(parseSelection(query.sel, 2).map((c) => c.roomCode)).toEqual(['JS', 'WD'])
    // the restored rates are chosen for the restored search: step 1 keeps them
    expect(selectionFor(s, parseSelection(query.sel, 2), query.for).modified).toBe(false)
    expect(selectionFor(s, parseSelection(query.sel, 2), query.for).choices).toHaveLength(2)
    expect(query.partial).toBe('1')
  })

  it('gives way to the stored dates of a later search for other dates', () => {
    const saved = { checkIn: '2027-03-01', checkOut: '2027-03-05' }
    expect(restoreApplies(saved, null)).toBe(true)
    expect(restoreApplies(saved, { checkIn: '2027-03-01', checkOut: '2027-03-05' })).toBe(true)
    expect(restoreApplies(saved, { checkIn: '2026-12-10', checkOut: '2026-12-13' })).toBe(false)
  })
})
