/**
 * Shared start-up of dev, start and e2e servers: a database (DATABASE_URL, else embedded), committed
 * migrations, and the idempotent seed.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runSeed } from '../../seed/seed'
import { startDevDatabase, startTestDatabase, type RunningDatabase } from './embedded-db'
import { closePayload, loadPayload, migrate } from './payload'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * @param mode `dev` keeps data under .data/; `throwaway` uses a fresh cluster deleted on stop
 * @returns the database (null when DATABASE_URL was given) with DATABASE_URL set in process.env
 */
export async function prepareDatabase(mode: 'dev' | 'throwaway'): Promise<RunningDatabase | null> {
  let db: RunningDatabase | null = null
  if (!process.env.DATABASE_URL) {
    db = mode === 'dev' ? await startDevDatabase(projectRoot) : await startTestDatabase()
    process.env.DATABASE_URL = db.url
    console.log(`database: embedded PostgreSQL on port ${db.port}${db.reused ? ' (reused, already running)' : ''} (${db.dataDir})`)
  }
  const payload = await loadPayload()
  try {
    await migrate(payload)
    const report = await runSeed(payload, { log: (l) => console.log(`seed: ${l}`) })
    const total = Object.values(report.created).reduce((a, b) => a + b, 0)
    console.log(total ? `seed: created ${JSON.stringify(report.created)}` : 'seed: already seeded')
  } finally {
    await closePayload(payload)
  }
  delete process.env.PAYLOAD_DISABLE_REVALIDATE
  return db
}
