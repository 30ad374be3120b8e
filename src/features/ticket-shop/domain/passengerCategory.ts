/**
 * Passenger categories of spec §3: 1 adults, 2 minors ("Childs"), 3 infants.
 *
 * Kept apart from the catalogue's zod schemas (catalog.ts re-exports them): the product page's quote
 * runs in the browser (pricing.ts), and importing catalog.ts there carried zod into the page — its
 * eval probe (`Function('')`, the JIT check run when an object schema is built) was reported as a
 * Content-Security-Policy violation (Lighthouse best practices) and cost ~20 KB of script.
 */
export const PASSENGER_CATEGORY = { adult: 1, minor: 2, infant: 3 } as const
export type PassengerCategory = (typeof PASSENGER_CATEGORY)[keyof typeof PASSENGER_CATEGORY]
