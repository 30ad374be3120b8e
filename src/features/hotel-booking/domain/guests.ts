/**
 * Guests per room, the search's occupancy (spec §3 Hotel booking state, §5 Guests): parsing and validation.
 * Pure. A room is `{ adults, children, childrenAges }` with children = childrenAges.length.
 */
import type { SearchCorrection } from './corrections'
import { BOOKING_LIMITS } from './limits'

/** One room's occupancy: adults, and each child's age in years (children = childrenAges.length). */
export type RoomGuests = { adults: number; children: number; childrenAges: number[] }

/**
 * Spec §5: "A helper treats a value as a valid count only when it is numeric and at least 1."
 * @returns true for 1, '2', 3.0; false for 0, -1, '', 'abc', NaN, null, 1.5
 */
export function isValidCount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value) >= 1
  return false
}

/** An integer in [min, max] from a loose value, else the fallback. */
function intIn(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/**
 * One room from loose input (URL or cookie). Spec §5 "Guest parsing: adults default to 2, children
 * to 0". Ages are read from `childrenAges` (array or `|`-joined string); each must be 0..15; the
 * children count follows the valid ages given, capped at 3 (spec §9). A child with no valid age is
 * dropped rather than guessed. `parseRoomGuestsReport` says what was changed.
 */
export function parseRoomGuests(input: { adults?: unknown; children?: unknown; childrenAges?: unknown } | undefined): RoomGuests {
  return parseRoomGuestsReport(input, 1).room
}

/** A count written as digits (any size), else null. */
const digits = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : null

/**
 * `parseRoomGuests` with the changes it made to what was asked (spec §5, §9 limits): adults given
 * but not a count of at least 1 (`adultsInvalid`, the default 2 used), adults over 6 (`adultsCapped`),
 * children over 3 (`childrenCapped`), children declared without a valid age 0–15 (`childrenDropped`).
 * Missing values take their defaults without a correction.
 * @param roomNumber the room's 1-based number in the search, for the corrections
 */
export function parseRoomGuestsReport(input: { adults?: unknown; children?: unknown; childrenAges?: unknown } | undefined, roomNumber: number): { room: RoomGuests; corrections: SearchCorrection[] } {
  const corrections: SearchCorrection[] = []
  const askedAdults = input?.adults
  let adults: number = BOOKING_LIMITS.defaultAdults
  if (isValidCount(askedAdults)) {
    const n = Number(askedAdults)
    adults = Math.min(n, BOOKING_LIMITS.maxAdultsPerRoom)
    if (n > BOOKING_LIMITS.maxAdultsPerRoom) corrections.push({ kind: 'adultsCapped', room: roomNumber, asked: n, max: BOOKING_LIMITS.maxAdultsPerRoom })
  } else if (typeof askedAdults === 'string' ? askedAdults.trim() !== '' : askedAdults !== undefined && askedAdults !== null) {
    corrections.push({ kind: 'adultsInvalid', room: roomNumber, used: adults })
  }
  const raw = Array.isArray(input?.childrenAges) ? input?.childrenAges : typeof input?.childrenAges === 'string' ? input.childrenAges.split('|') : []
  const ages = (raw as unknown[]).map((a) => intIn(a, 0, BOOKING_LIMITS.maxChildAge, -1)).filter((a) => a >= 0)
  const asked = digits(input?.children) ?? BOOKING_LIMITS.defaultChildren
  if (asked > BOOKING_LIMITS.maxChildrenPerRoom) corrections.push({ kind: 'childrenCapped', room: roomNumber, asked, max: BOOKING_LIMITS.maxChildrenPerRoom })
  const wanted = Math.min(asked, BOOKING_LIMITS.maxChildrenPerRoom)
  const childrenAges = ages.slice(0, wanted)
  if (childrenAges.length < wanted) corrections.push({ kind: 'childrenDropped', room: roomNumber, count: wanted - childrenAges.length })
  return { room: { adults, children: childrenAges.length, childrenAges }, corrections }
}

/** Rooms from loose input: 1..5 rooms (spec §9); empty input gives the default room. */
export function parseRooms(input: unknown[] | undefined): RoomGuests[] {
  return parseRoomsReport(input).rooms
}

/**
 * `parseRooms` with the changes it made: each room's (`parseRoomGuestsReport`), and `roomsCapped`
 * when more than 5 rooms were asked (`asked`, counted by the caller when it drops them earlier).
 */
export function parseRoomsReport(input: unknown[] | undefined, askedRooms = input?.length ?? 0): { rooms: RoomGuests[]; corrections: SearchCorrection[] } {
  const parsed = (input ?? []).slice(0, BOOKING_LIMITS.maxRooms).map((r, i) => parseRoomGuestsReport(r as Parameters<typeof parseRoomGuests>[0], i + 1))
  const corrections: SearchCorrection[] = askedRooms > BOOKING_LIMITS.maxRooms ? [{ kind: 'roomsCapped', asked: askedRooms, max: BOOKING_LIMITS.maxRooms }] : []
  corrections.push(...parsed.flatMap((p) => p.corrections))
  return parsed.length > 0 ? { rooms: parsed.map((p) => p.room), corrections } : { rooms: [parseRoomGuests(undefined)], corrections }
}

export type GuestsError =
  | { code: 'TOO_MANY_ROOMS'; max: number }
  | { code: 'NO_ROOMS' }
  | { code: 'ADULT_REQUIRED'; room: number }
  | { code: 'TOO_MANY_CHILDREN'; room: number; max: number }
  | { code: 'CHILD_AGE_REQUIRED'; room: number; child: number }
  | { code: 'CHILD_AGE_INVALID'; room: number; child: number; max: number }

/**
 * Strict validation of what the guest picked (the booking box refuses instead of correcting: its
 * search button runs it, so a child whose age is not chosen yet is never searched).
 * @returns the problems found, empty when valid
 */
export function validateRooms(rooms: { adults: number; childrenAges: (number | null)[] }[]): GuestsError[] {
  const errors: GuestsError[] = []
  if (rooms.length === 0) errors.push({ code: 'NO_ROOMS' })
  if (rooms.length > BOOKING_LIMITS.maxRooms) errors.push({ code: 'TOO_MANY_ROOMS', max: BOOKING_LIMITS.maxRooms })
  rooms.forEach((r, i) => {
    if (!isValidCount(r.adults)) errors.push({ code: 'ADULT_REQUIRED', room: i + 1 })
    if (r.childrenAges.length > BOOKING_LIMITS.maxChildrenPerRoom) errors.push({ code: 'TOO_MANY_CHILDREN', room: i + 1, max: BOOKING_LIMITS.maxChildrenPerRoom })
    r.childrenAges.forEach((age, c) => {
      if (age === null || age === undefined) errors.push({ code: 'CHILD_AGE_REQUIRED', room: i + 1, child: c + 1 })
      else if (!Number.isInteger(age) || age < 0 || age > BOOKING_LIMITS.maxChildAge) errors.push({ code: 'CHILD_AGE_INVALID', room: i + 1, child: c + 1, max: BOOKING_LIMITS.maxChildAge })
    })
  })
  return errors
}

/** Total guests of a search. */
export const totalGuests = (rooms: RoomGuests[]) => rooms.reduce((n, r) => n + r.adults + r.children, 0)
