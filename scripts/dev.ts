/**
 * `npm run dev`: embedded Postgres (unless DATABASE_URL), migrations, seed, then `next dev`.
 * Data lives in .data/ between runs; a second dev server reuses the running cluster and Next picks
 * the next free port.
 */
import { prepareDatabase, projectRoot } from './lib/prepare'
import { startGroup } from './lib/proc'

const db = await prepareDatabase('dev')
startGroup('npx', ['next', 'dev', ...process.argv.slice(2)], { cwd: projectRoot, env: process.env }, async (code) => {
  await db?.stop()
  process.exit(code)
})
