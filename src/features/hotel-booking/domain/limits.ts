/**
 * Hotel booking limits (spec §5 Guests, §9 Defaults and limits; design/hotel-api-v1.md Occupancy).
 */
export const BOOKING_LIMITS = {
  /** rooms per booking */
  maxRooms: 5,
  /** children per room */
  maxChildrenPerRoom: 3,
  /** guests aged this or more are adults at the hotel (spec §5) */
  adultMinAge: 16,
  /** oldest child age accepted (years) */
  maxChildAge: 15,
  /** adults per room */
  maxAdultsPerRoom: 6,
  /** default search (spec §9): 2 adults, 0 children */
  defaultAdults: 2,
  defaultChildren: 0,
  /** default check-in offset (days from today) and length of stay (nights), spec §4 and §9 */
  defaultCheckInOffsetDays: 7,
  defaultNights: 4,
  /** nights per stay accepted by the engine */
  maxNights: 30,
  /**
   * the booking horizon: the last check-in a search takes, in days from today (two years: beyond
   * any resort's sales calendar, and it keeps absurd dates such as 9999-12-31 away from the engine
   * and the date arithmetic). A later check-in is searched as the default stay, with a notice.
   */
  maxDaysAhead: 730,
} as const
