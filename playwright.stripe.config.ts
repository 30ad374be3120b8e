import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * Booking with Stripe configured, in Chromium (tests/e2e-stripe/). The app runs with Stripe keys and
 * the SDK pointed at the local Stripe-compatible server (tests/helpers/stripe-server-cli.ts); the
 * browser gets a stand-in Stripe.js from the test (js.stripe.com is unreachable offline), whose
 * calls to api.stripe.com are routed to that same server. Needs `npm run build` first.
 * Run: `npx playwright test -c playwright.stripe.config.ts`.
 */
const PORT = Number(process.env.E2E_STRIPE_PORT || 3211)
const STRIPE_PORT = Number(process.env.E2E_STRIPE_API_PORT || 12111)
const baseServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!

export const STRIPE_API_ORIGIN = `http://127.0.0.1:${STRIPE_PORT}`

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-stripe',
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
