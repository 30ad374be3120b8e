/**
 * Runs the local Stripe-compatible server (tests/helpers/stripe-server.ts) as a process for the
 * Stripe browser tests (playwright.stripe.config.ts). Port: STRIPE_API_PORT (default 12111).
 */
import { startStripeServer } from './stripe-server'

const server = await startStripeServer({ port: Number(process.env.STRIPE_API_PORT || 12111) })
console.log(`stripe test server on ${server.url}`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
