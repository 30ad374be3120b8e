/** The hotel API v1 client: the storefront's only door to the booking engine (architecture §3). */
export { call, HotelApiClient, HotelApiError, type CallContext, type CallResult } from './client'
export { hotelApiConfig, type HotelApiConfig } from './config'
export { buildHeader, buildReservationBody, buildUpdateBody, countryForCurrency, type BookingSearch, type RoomGuests } from './payloads'
export type * from './types'
