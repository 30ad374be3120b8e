/**
 * The app's own types for hotel data (spec §3). Amounts are integers in minor units of `currency`;
 * dates are hotel-local `YYYY-MM-DD`; `nights` counts nights.
 *
 * Vocabulary: these types speak the storefront's (OTA) terms, not the wire's. The client (./client)
 * translates at the edge, and the wire names stay in ./wire and ./payloads:
 * - `roomNumber`: a room's 1-based position within a multi-room search or booking (wire `Hab`);
 * - `roomCount`: how many rooms the search has (wire `Habs` as a count);
 * - `perRoom`: a rate plan's price for each room of the search (wire `Habs` inside a rate);
 * - `occupancy`: the guests of each room, adults and children's ages, in room-number order (wire `Paxes`).
 */
export type CalendarNight = {
  date: string
  /** lowest nightly price for the searched occupancy, minor units; null when nothing is sellable */
  minPriceMinor: number | null
  minStay: number
  maxStay: number | null
  closedToArrival: boolean
  closedToDeparture: boolean
  closed: boolean
  available: number
  past: boolean
}

export type Calendar = { hotelCode: string; currency: string; nights: CalendarNight[] }

export type MsiOption = { months: number; monthlyAmountMinor: number }

/** One tax or fee's share of a price (contract 1.1 `Taxes.Items[]`, docs/hotel-api.md): minor units. */
export type TaxLine = {
  code: string
  /** in the language of the request */
  name: string
  kind: 'percent' | 'perRoomNight' | 'perStay'
  /** the rate of a percentage (16 for 16 %); null for a fixed fee */
  percent: number | null
  /** true: part of the room rate; false: charged on top of it */
  included: boolean
  amountMinor: number
}

/**
 * A price split into the net room rate and its taxes and fees (contract 1.1 `Taxes`), minor units:
 * `netMinor + Σ lines = totalMinor` and `roomMinor + Σ added lines = totalMinor`, exactly (the client
 * drops a breakdown that does not add up). `totalMinor` is the amount charged for what it covers.
 */
export type TaxBreakdown = {
  /** the room rate as priced (nightly amounts, included taxes in it) */
  roomMinor: number
  netMinor: number
  totalMinor: number
  /** nothing is added on top of the room rate */
  included: boolean
  lines: TaxLine[]
}

/** A rate plan's price for one room of the search (wire `Habs[]` of a rate). */
export type RoomPrice = {
  /** the room of the search this price is for, 1-based (wire `Hab`) */
  roomNumber: number
  /** that room's occupancy as priced: adults and each child's age */
  adults: number
  childrenAges: number[]
  totalMinor: number
  averageMinor: number
  /** nightly amounts of this room, in night order */
  nightly: { date: string; amountMinor: number }[]
  /** this room's price split into net rate and taxes (absent when the API does not itemize) */
  taxes?: TaxBreakdown
}

/** The guests of one room (wire `Paxes[]`): adults, children, and each child's age (children = ages.length). */
export type RoomOccupancy = { adults: number; children: number; ages: number[] }

export type RatePlanOffer = {
  ratePlanCode: string
  nameRatePlan: string
  descRatePlan: string
  policies: string
  legal: string
  refundable: boolean
  afi: boolean
  totalMinor: number
  averageMinor: number
  nights: number
  currency: string
  promoApplied: boolean
  partialPaymentAllowed: boolean
  msi: MsiOption[]
  /** the rate's cancel policy: free cancellation up to `freeCancelDays` before arrival (null: non-refundable); absent when the API does not send it */
  cancelPolicy?: { freeCancelDays: number | null; penaltyNights: number }
  /** the price for each room of the search, in room-number order; the rate's totals are their sum */
  perRoom: RoomPrice[]
  /** the rate's price for all the rooms split into net rate and taxes (absent when the API does not itemize) */
  taxes?: TaxBreakdown
}

export type RoomTypeOffer = {
  roomCode: string
  category: string
  name: string
  description: string
  /** rooms of this type left for the whole stay (wire `RemainingUnits`): the `{quantity}` of the low-stock notice */
  remainingUnits: number
  /** few rooms left (wire `LowStock`: remaining ≤ the hotel's `LowStockThreshold`); the storefront words the notice itself */
  lowStock: boolean
  ratePlans: RatePlanOffer[]
}

export type Availability = {
  hotelCode: string
  checkIn: string
  checkOut: string
  nights: number
  currency: string
  promo: { code: string; applied: boolean; message: string } | null
  rooms: RoomTypeOffer[]
  /**
   * room types or rates that cannot be sold for this stay, with the reason (MIN_STAY_NOT_MET, CLOSED…),
   * the API's own text of it (`message`, in the API's language) and, for MIN_STAY_NOT_MET and
   * MAX_STAY_EXCEEDED, the stay limit in nights (wire `Details.nights`; absent when the API does not send it)
   */
  unavailable: { roomCode?: string; ratePlanCode?: string; reason: string; message: string; nights?: number }[]
}

/** Spec §3 "Selected room" (its `hab` is `roomNumber` here). */
export type SelectedRoom = {
  /** the room of the search this rate was chosen for, 1-based (wire `Hab`) */
  roomNumber: number
  code: string
  name: string
  plan: string
  amount: number
  legal: string
  policies: string
  afi: boolean
  nameRatePlan: string
  descRatePlan: string
  averageAmount: number
  nights: number
  currency: string
  /** the rate's cancel policy (null free days = non-refundable); absent when the API does not send it */
  cancelPolicy?: { freeCancelDays: number | null; penaltyNights: number }
  /** the rate's deposit policy (partial payment), null when it takes none */
  deposit?: { percent: number; minDaysBeforeArrival: number; balanceDueDaysBeforeArrival: number } | null
  /** nightly amounts of this room, minor units, in night order */
  nightly?: { date: string; amountMinor: number }[]
  /** `amount` split into net rate and taxes (absent when the API does not itemize) */
  taxes?: TaxBreakdown
}

export type SessionStatus = 'OPEN' | 'HELD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED'

export type PaymentReservation = {
  sessionId: string
  token: string | null
  version: number
  status: SessionStatus
  holdExpiresAt: string | null
  hotelCode: string
  checkIn: string
  checkOut: string
  nights: number
  currency: string
  promoCode: string | null
  rooms: SelectedRoom[]
  totalMinor: number
  dueNowMinor: number
  pending: { hasPartialPayment: boolean; amountMinor: number; dueDate: string | null }
  msi: MsiOption[]
  /** `totalMinor` split into net rate and taxes (absent when the API does not itemize) */
  taxes?: TaxBreakdown
  /**
   * The reservation a CONFIRMED session committed and the payment reference it was committed with
   * (Stripe `pi_…`); null when the API says there is none; undefined when the API does not tell
   * (the field is an addition of the reference engine, docs/hotel-api.md).
   */
  reservation?: { confirmationCode: string; paymentReference: string | null } | null
}

/** Spec §3 "Saved payment reservation (fetched by token)". */
export type SavedPaymentReservation = {
  currency: string
  promoCode: string | null
  /** the guests of each room, in room-number order (wire `Paxes`) */
  occupancy: RoomOccupancy[]
  hotelCode: string
  /** the rate chosen for each room (wire `Hotel.Rooms`) */
  rooms: { roomNumber: number; roomCode: string; ratePlanCode: string }[]
  /** how many rooms the search has (wire `Hotel.Habs`) */
  roomCount: number
  checkIn: string
  checkOut: string
  hasPartialPayment: boolean
}

export type Reservation = {
  confirmationCode: string
  status: string
  hotelCode: string
  checkIn: string
  checkOut: string
  currency: string
  totalMinor: number
  paidMinor: number
  /** `comments`: the guest's notes for their arrival, as sent with the reservation */
  guest: { firstName: string; lastName: string; email: string; comments?: string | null }
  rooms: SelectedRoom[]
  hotelName: string | null
  /** the guests of each room, in room-number order (wire `Summary.Paxes`); empty when the API sends no summary */
  occupancy: RoomOccupancy[]
  /** balance left to pay after a deposit (spec §3 Ecommerce.PendingAmount) */
  pending: { hasPartialPayment: boolean; amountMinor: number; dueDate: string | null }
  /** `totalMinor` split into net rate and taxes (absent when the API does not itemize) */
  taxes?: TaxBreakdown
  /** set once cancelled: the policy's penalty and the refund, minor units */
  cancellation: { penaltyMinor: number; refundMinor: number; cancelledAt: string } | null
  createdAt: string | null
  /** the payment the reservation was committed with (provider and its reference, e.g. Stripe `pi_…`): where a refund goes */
  payment: { provider: string; reference: string } | null
}

export type BookingConfig = {
  hotelCode: string
  defaultCurrency: string
  /** `ratePerUsd`: units of the currency per US dollar where the API says (the reference engine does) */
  currencies: { code: string; decimals: number; ratePerUsd?: number }[]
  paymentMethods: Record<string, { apiCode: string; name: string; kind?: string; upCode?: string | null }[]>
  banks: { name: string; msiBreakdown: number[] }[]
  limits: { maxRooms: number; maxChildrenPerRoom: number; adultMinAge: number; lowStockThreshold?: number }
}

export type PromoValidation = { code: string; valid: true }
