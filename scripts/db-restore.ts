/**
 * `npm run db:restore -- FILE [--clean]`: restores a `db:backup` file into DATABASE_URL (else the
 * checkout's embedded dev cluster), in one transaction — all or nothing. The target must be an empty
 * database (a fresh cluster or `CREATE DATABASE`); `--clean` first drops the objects the backup
 * contains (overwrites that data). After a restore the site starts as usual: migrations already
 * applied are recorded in the backup, so only newer ones run. Exit 1 with a clear message on any problem.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { failWith, pgTool, runTool, scriptDatabase, serverMajor, toolMajor, userTableCount } from './lib/pg-tools'

const fail = failWith('db:restore')

const args = process.argv.slice(2)
const clean = args.includes('--clean')
const file = args.find((a) => !a.startsWith('--'))
if (!file) fail('usage: npm run db:restore -- FILE [--clean]')
if (!existsSync(file!)) fail(`no such file: ${file}`)
const db = await scriptDatabase()
const url = db.url
let code = 1
try {
  const tool = pgTool('pg_restore')
  const [client, server] = [toolMajor(tool), await serverMajor(url)]
  if (client < server) fail(`pg_restore ${client} is older than the PostgreSQL ${server} server: use pg_restore ${server} (PG_BIN_DIR)`)
  if (!clean && (await userTableCount(url)) > 0) fail('the target database is not empty: restore into a fresh database, or pass --clean to overwrite it')
  const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : [])]
  code = await runTool(tool, [...options, `--dbname=${url}`, path.resolve(file!)])
  console.log(code === 0 ? `db:restore: ${file} restored` : `db:restore: pg_restore failed (exit ${code}); nothing was changed`)
} catch (err) {
  fail((err as Error).message)
} finally {
  await db.stop()
}
process.exit(code)
