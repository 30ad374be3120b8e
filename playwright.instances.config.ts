import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { DEV_HOTEL_API_TOKEN } from './src/lib/hotel-api/config'

/**
 * Two instances on one Postgres (issue #12 "Two instances behave as one"): instance A is
 * `scripts/start.ts --throwaway` (a fresh embedded database, migrations, seed) on INSTANCE_A_PORT;
 * instance B is `next start` of the same build on INSTANCE_B_PORT against A's database
 * (tests/instances/start-second.ts). Both share PAYLOAD_SECRET and the hotel API tokens, as a
 * deployment's replicas do. Tests: tests/instances/. Needs `npm run build` first.
 */
export const INSTANCE_A_PORT = Number(process.env.E2E_INSTANCE_A_PORT || 3220)
export const INSTANCE_B_PORT = Number(process.env.E2E_INSTANCE_B_PORT || 3221)
export const INSTANCES_DB_URL_FILE = path.resolve('.data', 'instances-database-url')

const baseServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!
const shared = {
  ...baseServer.env,
  PAYLOAD_SECRET: 'two-instances-test-payload-secret-0123456789abcdef',
  HOTEL_API_TOKEN: DEV_HOTEL_API_TOKEN,
  HOTEL_ENGINE_ADMIN_TOKEN: 'dev-hotel-engine-admin-token',
  // step 1's page cache as a deployment has it (the main suite turns it off; tests/instances/search-cache.spec.ts)
  SEARCH_PAGE_CACHE_SECONDS: '5',
}

export default defineConfig({
  ...base,
  testDir: 'tests/instances',
  projects: base.projects?.filter((p) => p.name === 'desktop'),
  use: { ...base.use, baseURL: `http://127.0.0.1:${INSTANCE_A_PORT}` },
  webServer: [
    {
      ...baseServer,
      url: `http://127.0.0.1:${INSTANCE_A_PORT}/en/`,
      env: { ...shared, PORT: String(INSTANCE_A_PORT), SITE_URL: `http://127.0.0.1:${INSTANCE_A_PORT}`, E2E_DB_URL_FILE: INSTANCES_DB_URL_FILE },
    },
    {
      ...baseServer,
      command: 'npx tsx tests/instances/start-second.ts',
      url: `http://127.0.0.1:${INSTANCE_B_PORT}/en/`,
      env: { ...shared, PORT: String(INSTANCE_B_PORT), SITE_URL: `http://127.0.0.1:${INSTANCE_B_PORT}`, INSTANCES_DB_URL_FILE, INSTANCE_A_ORIGIN: `http://127.0.0.1:${INSTANCE_A_PORT}` },
    },
  ],
})
