/** The hotel API v1 client: the storefront's only door to the booking engine (architecture §3). */
export { call, HotelApiClient, HotelApiError, type CallContext, type CallResult } from './client'
export { engineAdminConfig, hotelApiConfig, type EngineAdminConfig, type HotelApiConfig } from './config'
export { putEngineTaxRules, taxRulesBody, type TaxRuleInput } from './engineAdmin'
export { buildHeader, buildReservationBody, buildUpdateBody, countryForCurrency, type BookingSearch, type RoomGuests } from './payloads'
export type * from './types'
export { hotelApiStatus } from './status'
