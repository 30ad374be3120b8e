/**
 * `npm run db:backup [-- FILE]`: a logical backup of the database — every schema (Payload's tables,
 * the hotel engine, the shop, payments) — in pg_dump's custom format (compressed; `pg_restore` can
 * restore all or part of it). DATABASE_URL, else the checkout's embedded dev cluster. FILE defaults
 * to `backups/hxa-<UTC timestamp>.dump`. pg_dump must be at least the server's major version
 * (`PG_BIN_DIR` points at another install); docs/deploy.md "Backups" has the Docker variant and the
 * restore drill. Exit 1 with a clear message on any problem.
 */
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { failWith, pgTool, runTool, scriptDatabase, serverMajor, toolMajor } from './lib/pg-tools'
import { projectRoot } from './lib/prepare'

const fail = failWith('db:backup')

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')
const file = path.resolve(process.argv[2] ?? path.join(projectRoot, 'backups', `hxa-${stamp}.dump`))
const db = await scriptDatabase()
const url = db.url
let code = 1
try {
  const tool = pgTool('pg_dump')
  const [client, server] = [toolMajor(tool), await serverMajor(url)]
  if (client < server) fail(`pg_dump ${client} cannot dump a PostgreSQL ${server} server: use pg_dump ${server} (PG_BIN_DIR), or the database container's (docs/deploy.md "Backups")`)
  mkdirSync(path.dirname(file), { recursive: true })
  code = await runTool(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`])
  if (code === 0) console.log(`db:backup: ${file} (${(statSync(file).size / 1024).toFixed(0)} KB)`)
  else console.error(`db:backup: pg_dump failed (exit ${code})`)
} catch (err) {
  fail((err as Error).message)
} finally {
  await db.stop()
}
process.exit(code)
