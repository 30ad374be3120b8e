/**
 * `npm run payments:reconcile`: compares Stripe's PaymentIntents and refunds of this deployment with
 * the ticket orders, hotel reservations and hotel refunds (the payment flows of src/paymentFlows.ts),
 * and prints every mismatch (src/features/checkout/server/reconcile.ts). The same comparison runs on a schedule inside the
 * server (src/features/checkout/server/reconcileJob.ts, PAYMENTS_RECONCILE_EVERY_MS), which also shows
 * its findings on the Operations view; this command prints and exits. Exit 0 when there is no
 * mismatch, 1 when there is one, 2 when it cannot run (no database, Stripe or hotel API unreachable).
 *
 * Env (src/lib/env.ts): DATABASE_URL; the Stripe variables (without STRIPE_SECRET_KEY the site takes
 * sandbox payments and there is nothing at Stripe to compare: exit 0); STRIPE_DEPLOYMENT_ID (default
 * the SITE_URL host); HOTEL_API_URL / HOTEL_API_TOKEN for the hotel sessions;
 * STRIPE_AUTHORIZATION_GRACE_MINUTES (default 30); RECONCILE_LOOKBACK_DAYS (default 30).
 */
import pg from 'pg'
import { env } from '../src/lib/env'
import { formatMismatch, reconcilePayments } from '../src/features/checkout/server/reconcile'
import { reconcileDepsFromEnv } from '../src/features/checkout/server/reconcileJob'
import { paymentFlows } from '../src/paymentFlows'

async function main(): Promise<number> {
  if (!env.DATABASE_URL) {
    console.error('payments:reconcile: DATABASE_URL is required')
    return 2
  }
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 })
  try {
    const deps = reconcileDepsFromEnv(pool, paymentFlows())
    if (!deps) {
      console.log('payments:reconcile: Stripe is not configured (sandbox payments): nothing to reconcile')
      return 0
    }
    const report = await reconcilePayments(deps)
    for (const m of report.mismatches) console.log(formatMismatch(m))
    console.log(`payments:reconcile: ${report.intents} intents, ${report.refunds} refunds, ${report.records.map((r) => `${r.count} ${r.label}`).join(', ')} — ${report.mismatches.length} mismatch(es)`)
    return report.mismatches.length ? 1 : 0
  } catch (err) {
    console.error(`payments:reconcile: could not run: ${String(err)}`)
    return 2
  } finally {
    await pool.end()
  }
}

process.exit(await main())
