/**
 * Hotel booking state and its transitions (spec §3 "Hotel booking state", §4 "States and
 * transitions"). Pure reducer: the same rules drive the UI and the server.
 *
 * Spec §4: changing dates, guests, promo code, hotel or currency marks the booking as modified and
 * clears the selected rooms. ROOMS needs the occupancy; BOOK needs selected rooms.
 *
 * Names are the storefront's, not the spec's wire-derived ones: `occupancy` (guests per room) is the
 * spec's `paxes`, a room's 1-based `roomNumber` its `hab`.
 */
import type { StayDates } from './dates'
import type { RoomGuests } from './guests'
import type { SelectedRoom } from '../../../lib/hotel-api/types'

/** Spec §3 "Selected room" plus the room of the search (`roomNumber`, 1-based) it was chosen for; amounts in minor units. */
export type { SelectedRoom }

export type BookingState = {
  dates: StayDates
  /** the guests of each room of the search, in room-number order */
  occupancy: RoomGuests[]
  promocode: string | null
  hotelcode: string
  currency: { id: number | null; iso: string }
  /** 1-based room being chosen now (spec §3 currentRoom / editingRoom) */
  currentRoom: number
  editingRoom: number | null
  selectedRooms: SelectedRoom[]
  modified: boolean
  loading: boolean
  token: string | null
  pendingAmount: { hasPartialPayment: boolean; amount: number } | null
}

export type BookingAction =
  | { type: 'setDates'; dates: StayDates }
  | { type: 'setOccupancy'; occupancy: RoomGuests[] }
  | { type: 'setPromocode'; promocode: string | null }
  | { type: 'setHotel'; hotelcode: string }
  | { type: 'setCurrency'; currency: { id: number | null; iso: string } }
  | { type: 'selectRoom'; room: SelectedRoom }
  | { type: 'editRoom'; roomNumber: number }
  | { type: 'setLoading'; loading: boolean }
  | { type: 'setToken'; token: string | null }
  | { type: 'setPendingAmount'; pendingAmount: BookingState['pendingAmount'] }

/** A fresh state for a search. */
export function initialBookingState(init: { dates: StayDates; occupancy: RoomGuests[]; promocode?: string | null; hotelcode: string; currency: string }): BookingState {
  return {
    dates: init.dates,
    occupancy: init.occupancy,
    promocode: init.promocode ?? null,
    hotelcode: init.hotelcode,
    currency: { id: null, iso: init.currency },
    currentRoom: 1,
    editingRoom: null,
    selectedRooms: [],
    modified: false,
    loading: false,
    token: null,
    pendingAmount: null,
  }
}

const reset = (s: BookingState): BookingState => ({ ...s, modified: true, selectedRooms: [], currentRoom: 1, editingRoom: null, pendingAmount: null })

/** Applies one action. Search-changing actions that change nothing keep the selection. */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'setDates':
      if (action.dates.checkIn === state.dates.checkIn && action.dates.checkOut === state.dates.checkOut) return state
      return { ...reset(state), dates: action.dates }
    case 'setOccupancy':
      if (JSON.stringify(action.occupancy) === JSON.stringify(state.occupancy)) return state
      return { ...reset(state), occupancy: action.occupancy }
    case 'setPromocode':
      if ((action.promocode ?? null) === state.promocode) return state
      return { ...reset(state), promocode: action.promocode ?? null }
    case 'setHotel':
      if (action.hotelcode === state.hotelcode) return state
      return { ...reset(state), hotelcode: action.hotelcode }
    case 'setCurrency':
      if (action.currency.iso === state.currency.iso) return state
      return { ...reset(state), currency: action.currency }
    case 'selectRoom': {
      if (action.room.roomNumber < 1 || action.room.roomNumber > state.occupancy.length) return state
      const others = state.selectedRooms.filter((r) => r.roomNumber !== action.room.roomNumber)
      const selectedRooms = [...others, action.room].sort((a, b) => a.roomNumber - b.roomNumber)
      const chosen = new Set(selectedRooms.map((r) => r.roomNumber))
      const next = state.occupancy.findIndex((_, i) => !chosen.has(i + 1))
      return { ...state, selectedRooms, editingRoom: null, currentRoom: next === -1 ? state.occupancy.length : next + 1 }
    }
    case 'editRoom':
      if (action.roomNumber < 1 || action.roomNumber > state.occupancy.length) return state
      return { ...state, editingRoom: action.roomNumber, currentRoom: action.roomNumber }
    case 'setLoading':
      return { ...state, loading: action.loading }
    case 'setToken':
      return { ...state, token: action.token }
    case 'setPendingAmount':
      return { ...state, pendingAmount: action.pendingAmount }
  }
}

/** Spec §2/§4: ROOMS needs the occupancy (at least one adult per room); BOOK needs a selected room for every room of the search. */
export function canEnterStep(state: Pick<BookingState, 'occupancy' | 'selectedRooms'>, step: 'rooms' | 'book'): boolean {
  if (step === 'rooms') return state.occupancy.length > 0 && state.occupancy.every((p) => p.adults >= 1)
  const chosen = new Set(state.selectedRooms.map((r) => r.roomNumber))
  return state.occupancy.length > 0 && state.occupancy.every((_, i) => chosen.has(i + 1))
}

/** Reservation summary totals (minor units): sum of rooms and the average per night. */
export function summaryTotals(rooms: SelectedRoom[]): { totalMinor: number; averagePerNightMinor: number } {
  const totalMinor = rooms.reduce((a, r) => a + r.amount, 0)
  const nights = rooms[0]?.nights ?? 0
  return { totalMinor, averagePerNightMinor: nights > 0 ? Math.round(totalMinor / nights) : 0 }
}
