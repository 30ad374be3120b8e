/**
 * `npm start`: the production server (`next start`, after `npm run build`) with migrations and seed.
 * `--throwaway` uses a fresh embedded cluster deleted on exit (end-to-end tests); otherwise the
 * checkout's dev cluster, or DATABASE_URL when set.
 */
import { prepareDatabase, projectRoot } from './lib/prepare'
import { startGroup } from './lib/proc'

const throwaway = process.argv.includes('--throwaway')
const port = process.env.PORT || '3000'
const db = await prepareDatabase(throwaway ? 'throwaway' : 'dev')
startGroup('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' } }, async (code) => {
  await db?.stop()
  process.exit(code)
})
