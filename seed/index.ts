/**
 * `npm run db:seed [-- --maintenance=on|off]`: applies migrations, then seeds (idempotent).
 * Uses DATABASE_URL, or the checkout's embedded dev cluster when unset.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevDatabase } from '../scripts/lib/embedded-db'
import { closePayload, loadPayload, migrate } from '../scripts/lib/payload'
import { runSeed } from './seed'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const arg = process.argv.find((a) => a.startsWith('--maintenance='))?.split('=')[1]
if (arg && arg !== 'on' && arg !== 'off') {
  console.error('--maintenance takes on or off')
  process.exit(2)
}

const db = process.env.DATABASE_URL ? null : await startDevDatabase(root)
if (db) process.env.DATABASE_URL = db.url
const payload = await loadPayload()
try {
  await migrate(payload)
  const report = await runSeed(payload, { maintenance: arg as 'on' | 'off' | undefined, log: (l) => console.log(l) })
  const total = Object.values(report.created).reduce((a, b) => a + b, 0)
  console.log(total ? `seed: created ${JSON.stringify(report.created)}` : 'seed: nothing to do (already seeded)')
} finally {
  await closePayload(payload)
  await db?.stop()
}
process.exit(0)
