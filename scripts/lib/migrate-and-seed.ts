/**
 * Child entry of `migrateAndSeed()` (scripts/lib/prepare.ts): applies the committed migrations and
 * the idempotent seed to DATABASE_URL (without the hotel engine's data when PREPARE_SEED_ENGINE=0),
 * printing `payload: loaded` once Payload is up and, at the end, `seed: created {…}` or
 * `seed: already seeded`. Exit code 0 on success.
 */
import { runSeed } from '../../seed/seed'
import { closePayload, loadPayload, migrate } from './payload'

const payload = await loadPayload()
console.log('payload: loaded')
try {
  await migrate(payload)
  const log = process.env.PREPARE_QUIET_SEED ? () => {} : (l: string) => console.log(`seed: ${l}`)
  const report = await runSeed(payload, { log, engine: process.env.PREPARE_SEED_ENGINE !== '0' })
  const total = Object.values(report.created).reduce((a, b) => a + b, 0)
  console.log(total ? `seed: created ${JSON.stringify(report.created)}` : 'seed: already seeded')
} finally {
  await closePayload(payload)
}
process.exit(0)
