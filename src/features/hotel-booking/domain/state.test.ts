import { describe, expect, it } from 'vitest'
import { bookingReducer, canEnterStep, initialBookingState, summaryTotals, type BookingAction, type SelectedRoom } from './state'

const room = (roomNumber: number, amount = 90000): SelectedRoom => ({
  roomNumber,
  code: 'JS',
  name: 'Junior Suite',
  plan: 'FLEX',
  amount,
  legal: '',
  policies: '',
  afi: true,
  nameRatePlan: 'Flexible',
  descRatePlan: '',
  averageAmount: amount / 3,
  nights: 3,
  currency: 'USD',
})
const base = () =>
  initialBookingState({
    dates: { checkIn: '2027-01-10', checkOut: '2027-01-13' },
    occupancy: [
      { adults: 2, children: 0, childrenAges: [] },
      { adults: 1, children: 1, childrenAges: [6] },
    ],
    hotelcode: 'HXA',
    currency: 'USD',
  })

describe('booking state transitions (spec §4)', () => {
  const withRooms = () => bookingReducer(bookingReducer(base(), { type: 'selectRoom', room: room(1) }), { type: 'selectRoom', room: room(2) })

  it.each<[string, BookingAction]>([
    ['dates', { type: 'setDates', dates: { checkIn: '2027-01-11', checkOut: '2027-01-13' } }],
    ['guests', { type: 'setOccupancy', occupancy: [{ adults: 3, children: 0, childrenAges: [] }] }],
    ['promo code', { type: 'setPromocode', promocode: 'ARTE10' }],
    ['hotel', { type: 'setHotel', hotelcode: 'HXM' }],
    ['currency', { type: 'setCurrency', currency: { id: 2, iso: 'MXN' } }],
  ])('changing %s marks the booking modified and clears the selected rooms', (_, action) => {
    const next = bookingReducer(withRooms(), action)
    expect(next.modified).toBe(true)
    expect(next.selectedRooms).toEqual([])
    expect(next.currentRoom).toBe(1)
  })

  it('setting the same value changes nothing', () => {
    const s = withRooms()
    expect(bookingReducer(s, { type: 'setCurrency', currency: { id: 1, iso: 'USD' } })).toBe(s)
    expect(bookingReducer(s, { type: 'setDates', dates: { ...s.dates } })).toBe(s)
  })

  it('selecting a room moves to the next room without one; editing a room goes back to it', () => {
    const one = bookingReducer(base(), { type: 'selectRoom', room: room(1) })
    expect(one.currentRoom).toBe(2)
    const edit = bookingReducer(withRooms(), { type: 'editRoom', roomNumber: 1 })
    expect([edit.editingRoom, edit.currentRoom]).toEqual([1, 1])
    const replaced = bookingReducer(edit, { type: 'selectRoom', room: room(1, 120000) })
    expect(replaced.selectedRooms.map((r) => r.amount)).toEqual([120000, 90000])
    expect(replaced.editingRoom).toBeNull()
  })

  it('ignores a room for a room number outside the search', () => {
    const s = base()
    expect(bookingReducer(s, { type: 'selectRoom', room: room(3) })).toBe(s)
  })

  it('ROOMS needs the occupancy; BOOK needs a room for every room of the search', () => {
    expect(canEnterStep(base(), 'rooms')).toBe(true)
    expect(canEnterStep({ occupancy: [], selectedRooms: [] }, 'rooms')).toBe(false)
    expect(canEnterStep(bookingReducer(base(), { type: 'selectRoom', room: room(1) }), 'book')).toBe(false)
    expect(canEnterStep(withRooms(), 'book')).toBe(true)
  })

  it('sums the summary and averages per night', () => {
    expect(summaryTotals([room(1, 90000), room(2, 60001)])).toEqual({ totalMinor: 150001, averagePerNightMinor: 50000 })
    expect(summaryTotals([])).toEqual({ totalMinor: 0, averagePerNightMinor: 0 })
  })
})
