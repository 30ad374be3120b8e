/**
 * `npm run payments:reconcile` (issue #11): compares Stripe's PaymentIntents and refunds of this site
 * with the ticket orders, hotel reservations and hotel refunds, and prints every mismatch
 * (src/features/checkout/server/reconcile.ts). Exit 0 when there is none, 1 when there is one, 2 when
 * it cannot run (no database, Stripe or hotel API unreachable).
 *
 * Env: DATABASE_URL; the Stripe variables of src/lib/env.ts (without STRIPE_SECRET_KEY the site takes
 * sandbox payments and there is nothing at Stripe to compare: exit 0); HOTEL_API_URL / HOTEL_API_TOKEN
 * for the hotel sessions; STRIPE_AUTHORIZATION_GRACE_MINUTES (default 30); RECONCILE_LOOKBACK_DAYS
 * (default 30).
 */
import pg from 'pg'
import { stripeSettings } from '../src/lib/env'
import { createStripeClient } from '../src/features/checkout/payments/stripe'
import { formatMismatch, reconcilePayments } from '../src/features/checkout/server/reconcile'
import { HotelApiClient, HotelApiError } from '../src/lib/hotel-api'

async function main(): Promise<number> {
  const settings = stripeSettings()
  if (!settings) {
    console.log('payments:reconcile: Stripe is not configured (sandbox payments): nothing to reconcile')
    return 0
  }
  if (!process.env.DATABASE_URL) {
    console.error('payments:reconcile: DATABASE_URL is required')
    return 2
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const hotel = new HotelApiClient()
  const ctx = { pageUrl: `${process.env.SITE_URL ?? 'http://localhost:3000'}/payments/reconcile`, language: 'en' as const }
  try {
    const report = await reconcilePayments({
      pool,
      stripe: createStripeClient(settings),
      hotelSession: async (sessionId) => {
        try {
          return await hotel.getPaymentReservation(sessionId, ctx)
        } catch (err) {
          if (err instanceof HotelApiError && err.status === 404) return null
          throw err
        }
      },
      graceMs: Number(process.env.STRIPE_AUTHORIZATION_GRACE_MINUTES || 30) * 60_000,
      lookbackSeconds: Number(process.env.RECONCILE_LOOKBACK_DAYS || 30) * 24 * 3600,
    })
    for (const m of report.mismatches) console.log(formatMismatch(m))
    console.log(
      `payments:reconcile: ${report.intents} intents, ${report.refunds} refunds, ${report.orders} Stripe orders, ${report.hotelRefunds} hotel refunds — ${report.mismatches.length} mismatch(es)`,
    )
    return report.mismatches.length ? 1 : 0
  } catch (err) {
    console.error(`payments:reconcile: could not run: ${String(err)}`)
    return 2
  } finally {
    await pool.end()
  }
}

process.exit(await main())
