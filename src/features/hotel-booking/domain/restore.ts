/**
 * Restoring a booking from the saved payment reservation (spec §4: "A reservation found by token
 * restores dates, guests, promo code, rooms, currency and hotel, and a partial-payment pending amount
 * if any. A no-content answer (204) means no reservation exists."). Pure: builds the search URL query.
 */
import type { SavedPaymentReservation } from '../../../lib/hotel-api/types'
import type { StayDates } from './dates'
import { flowQuery } from './selection'

/** The client's saved payment reservation (spec §3); the room count follows the occupancy. */
export type SavedReservation = Omit<SavedPaymentReservation, 'roomCount'>

/**
 * @param hotels configured hotels, to turn the API's property code back into the site's alias
 * @returns the query string of step 1 with the saved search and rooms (chosen for that search), plus
 *   `partial=1` when the saved reservation chose a partial payment
 */
export function restoreQuery(saved: SavedReservation, hotels: { code: string; propertyCode: number }[]): string {
  const hotel = hotels.find((h) => String(h.propertyCode) === saved.hotelCode || h.code === saved.hotelCode)
  const rooms = saved.occupancy.map((o) => ({ adults: o.adults, children: o.ages.length, childrenAges: o.ages }))
  const search = { checkIn: saved.checkIn, checkOut: saved.checkOut, rooms, hotel: hotel?.code ?? null, promoCode: saved.promoCode, currency: saved.currency }
  const choices = saved.rooms.map((r) => ({ roomNumber: r.roomNumber, roomCode: r.roomCode, ratePlanCode: r.ratePlanCode }))
  return flowQuery(search, choices, saved.hasPartialPayment ? { partial: '1' } : {})
}

/**
 * Whether opening step 1 without dates restores the saved reservation (spec §4 token restore) rather
 * than the stored dates of the last search (spec §4 "If URL dates are missing, stored ones are used"):
 * the stored stay is the visitor's latest search, so a saved reservation for other dates is older
 * than it and gives way.
 * @param stored the `stay` cookie's dates, or null when none is stored
 */
export function restoreApplies(saved: StayDates, stored: StayDates | null): boolean {
  return !stored || (stored.checkIn === saved.checkIn && stored.checkOut === saved.checkOut)
}
