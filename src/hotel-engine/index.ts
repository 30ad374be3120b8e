/** Public surface of the reference hotel engine (design/hotel-api-v1.md). */
export { createHotelEngine, type HotelEngineOptions } from './engine'
export { sweepExpiredHolds } from './inventory'
export { HOTEL_ENGINE_UP_SQL, HOTEL_ENGINE_DOWN_SQL } from './sql/schema'
