/** `npm run db:migrate`: applies committed migrations to DATABASE_URL or the embedded dev cluster. */
import { startDevDatabase } from './lib/embedded-db'
import { projectRoot } from './lib/prepare'
import { closePayload, loadPayload, migrate } from './lib/payload'

const db = process.env.DATABASE_URL ? null : await startDevDatabase(projectRoot)
if (db) process.env.DATABASE_URL = db.url
const payload = await loadPayload()
try {
  await migrate(payload)
  console.log('migrations applied')
} finally {
  await closePayload(payload)
  await db?.stop()
}
process.exit(0)
