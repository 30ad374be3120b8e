/**
 * What the search page changed in the search it was asked for, so it can say so (issue: never a
 * silent change). Spec §4 gives the one rule it states — a past check-in becomes the default stay —
 * and §5/§9 the limits the others follow (up to 5 rooms, 3 children of 0–15 per room, adults 16 and
 * over, the engine's 1–30 nights). Each correction names what was asked and what was searched
 * instead; the page words them (`booking.corrections.*`). Pure.
 */

/** A change made to the asked search, with what the notice needs to say it. Rooms are 1-based. */
export type SearchCorrection =
  /** the link's check-in is not a real `YYYY-MM-DD` date: the stored or default stay is searched */
  | { kind: 'checkInInvalid' }
  /** the check-in lies past the booking horizon (`lastCheckIn`, hotel-local): the default stay is searched */
  | { kind: 'checkInTooFar'; asked: string; lastCheckIn: string }
  /** no check-out, or not a real date: the check-in is kept with the default length */
  | { kind: 'checkOutInvalid'; given: boolean }
  /** the check-out is on or before the check-in: the check-in is kept with the default length */
  | { kind: 'checkOutNotAfter'; asked: string }
  /** more nights than the engine sells: the check-in is kept with the default length */
  | { kind: 'stayTooLong'; asked: number; max: number }
  /** more rooms than a booking takes: the first `max` are searched */
  | { kind: 'roomsCapped'; asked: number; max: number }
  /** a room's adults are not a count of at least 1: the default (2) is searched */
  | { kind: 'adultsInvalid'; room: number; used: number }
  /** a room's adults above the per-room limit: `max` are searched */
  | { kind: 'adultsCapped'; room: number; asked: number; max: number }
  /** a room's children above the per-room limit: `max` are searched */
  | { kind: 'childrenCapped'; room: number; asked: number; max: number }
  /** children of a room without a valid age (0–15): left out */
  | { kind: 'childrenDropped'; room: number; count: number }
