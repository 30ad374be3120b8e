import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * Booking with Stripe configured, in Chromium (tests/e2e-stripe/). The app runs with Stripe keys and
 * the SDK pointed at the local Stripe-compatible server (tests/helpers/stripe-server-cli.ts); the
 * browser gets a stand-in Stripe.js from the test (js.stripe.com is unreachable offline), whose
 * calls to api.stripe.com are routed to that same server. Needs `npm run build` first.
 * After the run, `npm run payments:reconcile` compares that Stripe server with the app's database and
 * the hotel API (tests/e2e-stripe/reconcile.teardown.ts) and fails the run on any mismatch.
 * Run: `npx playwright test -c playwright.stripe.config.ts`.
 */
const PORT = Number(process.env.E2E_STRIPE_PORT || 3211)
const STRIPE_PORT = Number(process.env.E2E_STRIPE_API_PORT || 12111)
const baseServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!

export const STRIPE_API_ORIGIN = `http://127.0.0.1:${STRIPE_PORT}`
/** Where the app's throwaway database URL is written (scripts/start.ts) for the reconciliation after the run. */
export const E2E_STRIPE_DB_URL_FILE = path.resolve('.data', 'e2e-stripe-database-url')
export const E2E_STRIPE_APP_PORT = PORT

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-stripe',
  // `npm run payments:reconcile` against this run's Stripe server and database: it must find nothing (issue #11)
  globalTeardown: './tests/e2e-stripe/reconcile.teardown.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: base.projects?.filter((p) => p.name === 'desktop'),
  webServer: [
    {
      command: 'npx tsx tests/helpers/stripe-server-cli.ts',
      url: `${STRIPE_API_ORIGIN}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { STRIPE_API_PORT: String(STRIPE_PORT) },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      ...baseServer,
      url: `http://127.0.0.1:${PORT}/en/`,
      env: {
        ...baseServer.env,
        PORT: String(PORT),
        SITE_URL: `http://127.0.0.1:${PORT}`,
        E2E_DB_URL_FILE: E2E_STRIPE_DB_URL_FILE,
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(STRIPE_PORT),
        STRIPE_API_PROTOCOL: 'http',
      },
    },
  ],
})
