/**
 * Stay rules of a room type (design/hotel-api-v1.md "Rules the engine enforces"; OTA arrival-based
 * restrictions): MinLOS/MaxLOS and CTA are read from the check-in night's restriction, CTD from the
 * check-out date's, `Closed` or stop-sell on any stayed night makes the room type unsellable.
 * Occupancy per room (Hab): spec §5 "Guests" (adults 16+, ≥ 1 adult, ≤ 3 children per room).
 */

/** A night's restriction row (hotel-local night). `maxStay` null = no maximum. */
export type NightRestriction = { minStay: number; maxStay: number | null; cta: boolean; ctd: boolean; closed: boolean }

/** Why a room type cannot be sold for a stay, with the data the message needs. */
export type StayRefusal =
  | { code: 'MIN_STAY_NOT_MET'; nights: number }
  | { code: 'MAX_STAY_EXCEEDED'; nights: number }
  | { code: 'CLOSED_TO_ARRIVAL'; date: string }
  | { code: 'CLOSED_TO_DEPARTURE'; date: string }
  | { code: 'CLOSED'; nights: string[] }

/**
 * Checks a stay against its restrictions.
 * @param stayed the restriction of each stayed night in order (`undefined` = no row: open, MinLOS 1)
 * @param checkOutDay the restriction row of the check-out date (only its CTD is read)
 * @returns the first refusal in the order MinLOS, MaxLOS, CTA, CTD, Closed; null when sellable
 */
export function checkStayRestrictions(
  checkIn: string,
  checkOut: string,
  stayed: readonly { night: string; r: NightRestriction | undefined }[],
  checkOutDay: NightRestriction | undefined,
): StayRefusal | null {
  const nights = stayed.length
  const arrival = stayed[0]?.r
  if (arrival && nights < arrival.minStay) return { code: 'MIN_STAY_NOT_MET', nights: arrival.minStay }
  if (arrival?.maxStay != null && nights > arrival.maxStay) return { code: 'MAX_STAY_EXCEEDED', nights: arrival.maxStay }
  if (arrival?.cta) return { code: 'CLOSED_TO_ARRIVAL', date: checkIn }
  if (checkOutDay?.ctd) return { code: 'CLOSED_TO_DEPARTURE', date: checkOut }
  const closed = stayed.filter((s) => s.r?.closed).map((s) => s.night)
  if (closed.length) return { code: 'CLOSED', nights: closed }
  return null
}

/** Guests of one room (Hab): `ages` has one entry (0..15) per child. */
export type RoomPax = { adults: number; children: number; ages: number[] }

/** Capacity of a room type. */
export type RoomCapacity = { maxAdults: number; maxChildren: number; maxOccupancy: number }

/** True when the guests of one room fit the room type's capacity. */
export function fitsOccupancy(pax: RoomPax, cap: RoomCapacity): boolean {
  return pax.adults <= cap.maxAdults && pax.children <= cap.maxChildren && pax.adults + pax.children <= cap.maxOccupancy
}

/** Limits of the booking engine (spec §5 and §9; design doc booking-config `limits`). */
export const LIMITS = {
  maxRooms: 5,
  maxChildrenPerRoom: 3,
  maxChildAge: 15,
  adultMinAge: 16,
  minNights: 1,
  maxNights: 30,
  calendarMaxDays: 92,
  holdMinutes: 15,
  sessionHours: 24,
} as const

/** Remaining units of a room type for a stay: min over stayed nights of total − held − sold (design doc). */
export function remainingUnits(nights: readonly { total: number; held: number; sold: number }[]): number {
  if (nights.length === 0) return 0
  let min = Number.POSITIVE_INFINITY
  for (const n of nights) min = Math.min(min, n.total - n.held - n.sold)
  return Math.max(0, min)
}

/** Low stock when 0 < remaining ≤ threshold (drives 'Only {quantity} rooms left', spec §8). */
export function isLowStock(remaining: number, threshold: number): boolean {
  return remaining > 0 && remaining <= threshold
}
