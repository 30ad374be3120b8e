/**
 * Global teardown of the Stripe browser suite (playwright.stripe.config.ts): runs
 * `npm run payments:reconcile` (scripts/payments-reconcile.ts) against the suite's local Stripe server,
 * the app's throwaway database (URL written by scripts/start.ts) and the app's hotel API, while both
 * servers still run; any mismatch — a capture without its order or booking, an order paid without a
 * capture, a refund owed or doubled — fails the run (issue #11 "Proof": CI runs it after the Stripe
 * suites and it must print none).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { DEV_HOTEL_API_TOKEN } from '../../src/lib/hotel-api/config'
import { E2E_STRIPE_APP_PORT, E2E_STRIPE_DB_URL_FILE, STRIPE_API_ORIGIN } from '../../playwright.stripe.config'

export default async function reconcileAfterRun(): Promise<void> {
  if (!existsSync(E2E_STRIPE_DB_URL_FILE)) throw new Error(`payments:reconcile: ${E2E_STRIPE_DB_URL_FILE} missing (the app did not write its database URL)`)
  const stripe = new URL(STRIPE_API_ORIGIN)
  const r = spawnSync('npx', ['tsx', 'scripts/payments-reconcile.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: readFileSync(E2E_STRIPE_DB_URL_FILE, 'utf8').trim(),
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
      STRIPE_API_HOST: stripe.hostname,
      STRIPE_API_PORT: stripe.port,
      STRIPE_API_PROTOCOL: 'http',
      HOTEL_API_URL: `http://127.0.0.1:${E2E_STRIPE_APP_PORT}/hotel-api/v1`,
      HOTEL_API_TOKEN: DEV_HOTEL_API_TOKEN,
      HOTEL_API_TRAILING_SLASH: 'true',
    },
  })
  process.stdout.write(r.stdout ?? '')
  process.stderr.write(r.stderr ?? '')
  if (r.status !== 0) throw new Error(`payments:reconcile found mismatches or could not run (exit ${r.status})`)
}
