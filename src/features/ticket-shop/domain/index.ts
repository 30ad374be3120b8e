/**
 * The ticket shop's pure domain: catalogue types and schema, pricing, cart rules,
 * packages, cancellation, messages and hotel-local dates. No next, react, payload, stripe or
 * process.env here (architecture §1).
 */
export * from './catalog'
export * from './errors'
export * from './messages'
export * from './pricing'
export * from './packages'
export * from './cart'
export * from './cancellation'
