/**
 * `npm start`: the production server (`next start`, after `npm run build`) with migrations and seed.
 * `--throwaway` uses a fresh embedded cluster deleted on exit (end-to-end tests); otherwise the
 * checkout's dev cluster, or DATABASE_URL when set.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nextDistDir } from '../src/lib/env'
import { DEV_HOTEL_API_TOKEN, DEV_HOTEL_ENGINE_ADMIN_TOKEN } from '../src/lib/hotel-api/config'
import { prepareDatabase, projectRoot } from './lib/prepare'
import { startGroup } from './lib/proc'

/** A local production run keeps its generated secrets under .data/ (sessions survive restarts). */
function persistentDevSecret(name: string): string {
  const file = path.join(projectRoot, '.data', name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const throwaway = process.argv.includes('--throwaway')
const port = process.env.PORT || '3000'
// A throwaway server (tests) starts with no pages or data cached by an earlier run of the same build:
// those came from another database (and another TEST_TODAY), and would leak into this run.
if (throwaway) for (const dir of ['server/route-cache', 'cache/fetch-cache']) rmSync(path.join(projectRoot, nextDistDir(), dir), { recursive: true, force: true })
// …and keeps its uploads (the seed's demo images, test uploads) in a folder of its own, deleted on exit
const throwawayMedia = throwaway && !process.env.MEDIA_DIR ? mkdtempSync(path.join(os.tmpdir(), 'hxa-media-')) : null
if (throwawayMedia) process.env.MEDIA_DIR = throwawayMedia
const db = await prepareDatabase(throwaway ? 'throwaway' : 'dev')
// The Stripe browser suite reconciles payments against this throwaway database after its run
// (tests/e2e-stripe/reconcile.teardown.ts): it learns the URL from this file.
if (throwaway && process.env.E2E_DB_URL_FILE && process.env.DATABASE_URL) {
  mkdirSync(path.dirname(process.env.E2E_DB_URL_FILE), { recursive: true })
  writeFileSync(process.env.E2E_DB_URL_FILE, process.env.DATABASE_URL, { mode: 0o600 })
}
process.env.PAYLOAD_SECRET ||= throwaway ? randomBytes(32).toString('hex') : persistentDevSecret('payload-secret')
// The built-in hotel engine's credentials: the documented dev values for a throwaway (test) server,
// generated ones kept under .data/ for a local production run. Real deployments set them in env.
process.env.HOTEL_API_TOKEN ||= throwaway ? DEV_HOTEL_API_TOKEN : persistentDevSecret('hotel-api-token')
process.env.HOTEL_ENGINE_ADMIN_TOKEN ||= throwaway ? DEV_HOTEL_ENGINE_ADMIN_TOKEN : persistentDevSecret('hotel-engine-admin-token')
// A local production run (and the end-to-end tests): embedded database, http, sandbox payments and
// mail files are fine here, so the deployment checks of src/lib/productionConfig.ts are relaxed —
// only while the public origin is this machine (LOCAL_PRODUCTION_RUN counts with a loopback SITE_URL).
process.env.SITE_URL ||= `http://127.0.0.1:${port}`
startGroup(
  'npx',
  ['next', 'start', '-p', port, '-H', '127.0.0.1'],
  { cwd: projectRoot, env: { ...process.env, PORT: port, INTERNAL_ORIGIN: process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${port}`, NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1' } },
  async (code) => {
    await db?.stop()
    if (throwawayMedia) rmSync(throwawayMedia, { recursive: true, force: true })
    process.exit(code)
  },
)
