/**
 * Request bodies of the hotel API v1 calls, built from the app's booking search (spec §7 calls 1–3).
 * Pure functions: Channel as a number, Language and Currency uppercased, Country MEX when the
 * currency is MXN else USA, Summary true, one Paxes entry per room (Habs = number of rooms).
 *
 * The search speaks the storefront's terms; this is where they become the wire's: `rooms` (each
 * room's occupancy, in room-number order) → `Paxes` and `Hotel.Habs`; a selection's `roomNumber`
 * (1-based) → `Hotel.Rooms[].Hab`.
 */
import type { RouteLocale } from '../i18n/locales'

/** One room's occupancy in a search: adults and each child's age in years (children = ages.length). */
export type RoomGuests = { adults: number; childrenAges: number[] }

/** The app's booking search as the API needs it. Dates are hotel-local `YYYY-MM-DD`. */
export type BookingSearch = {
  hotelCode: string | number
  checkIn: string
  checkOut: string
  rooms: RoomGuests[]
  promoCode?: string | null
  currency: string
  language: RouteLocale
  channel: number | string
  clientId: number | string
  /** the rate chosen per room when the guest has chosen; `roomNumber` is the room's 1-based position in `rooms` (wire `Hab`) */
  selections?: { roomNumber: number; roomCode: string; ratePlanCode: string }[]
}

/** Spec §7: `Country` is MEX when the currency is MXN, otherwise USA. */
export function countryForCurrency(currency: string): 'MEX' | 'USA' {
  return currency.toUpperCase() === 'MXN' ? 'MEX' : 'USA'
}

/** The `Header` object of spec §7; `Language` `PT` for Portuguese (contract 1.2: an engine without a Portuguese text answers the English one). */
export function buildHeader(s: Pick<BookingSearch, 'channel' | 'clientId' | 'language' | 'currency'>) {
  return {
    Channel: Number(s.channel),
    ClientId: String(s.clientId),
    Language: s.language.toUpperCase(),
    Country: countryForCurrency(s.currency),
    Currency: s.currency.toUpperCase(),
  }
}

/** Body of POST /payment-reservation (spec §7 call 1) and of POST /availability. */
export function buildReservationBody(s: BookingSearch) {
  return {
    Header: buildHeader(s),
    PromoCode: s.promoCode?.trim() ? s.promoCode.trim() : null,
    Hotel: {
      HotelCode: s.hotelCode,
      Habs: s.rooms.length,
      ...(s.selections?.length ? { Rooms: s.selections.map((r) => ({ Hab: r.roomNumber, RoomCode: r.roomCode, RatePlanCode: r.ratePlanCode })) } : {}),
    },
    Paxes: s.rooms.map((r) => ({ Adults: r.adults, Children: r.childrenAges.length, Ages: [...r.childrenAges] })),
    CheckIn: s.checkIn,
    CheckOut: s.checkOut,
    Summary: true as const,
  }
}

/** Body of PUT /payment-reservation (spec §7 call 3): the known body plus SessionID, Version, Ecommerce. */
export function buildUpdateBody(s: BookingSearch, session: { sessionId: string; version: number }, ecommerce: { hasPartialPayment: boolean }) {
  return {
    SessionID: session.sessionId,
    Version: session.version,
    ...buildReservationBody(s),
    Ecommerce: { PendingAmount: { HasPartialPayment: ecommerce.hasPartialPayment } },
  }
}

/** `HostNamePath` header: the page's host and path, base64 (spec §7). */
export function hostNamePath(pageUrl: string): string {
  const u = new URL(pageUrl)
  return Buffer.from(u.host + u.pathname, 'utf8').toString('base64')
}
