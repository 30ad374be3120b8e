/**
 * Guests per room, the search's occupancy (spec §3 Hotel booking state, §5 Guests): parsing and validation.
 * Pure. A room is `{ adults, children, childrenAges }` with children = childrenAges.length.
 */
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
 * dropped rather than guessed.
 */
export function parseRoomGuests(input: { adults?: unknown; children?: unknown; childrenAges?: unknown } | undefined): RoomGuests {
  const adults = isValidCount(input?.adults) ? Math.min(Number(input?.adults), BOOKING_LIMITS.maxAdultsPerRoom) : BOOKING_LIMITS.defaultAdults
  const raw = Array.isArray(input?.childrenAges) ? input?.childrenAges : typeof input?.childrenAges === 'string' ? input.childrenAges.split('|') : []
  const ages = (raw as unknown[]).map((a) => intIn(a, 0, BOOKING_LIMITS.maxChildAge, -1)).filter((a) => a >= 0)
  const declared = Math.min(intIn(input?.children, 0, 99, BOOKING_LIMITS.defaultChildren), BOOKING_LIMITS.maxChildrenPerRoom)
  const childrenAges = ages.slice(0, Math.min(declared, BOOKING_LIMITS.maxChildrenPerRoom))
  return { adults, children: childrenAges.length, childrenAges }
}

/** Rooms from loose input: 1..5 rooms (spec §9); empty input gives the default room. */
export function parseRooms(input: unknown[] | undefined): RoomGuests[] {
  const rooms = (input ?? []).slice(0, BOOKING_LIMITS.maxRooms).map((r) => parseRoomGuests(r as Parameters<typeof parseRoomGuests>[0]))
  return rooms.length > 0 ? rooms : [parseRoomGuests(undefined)]
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
