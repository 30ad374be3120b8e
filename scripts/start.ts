/**
 * `npm start`: the production server (`next start`, after `npm run build`) with migrations and seed.
 * `--throwaway` uses a fresh embedded cluster deleted on exit (end-to-end tests); otherwise the
 * checkout's dev cluster, or DATABASE_URL when set.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { prepareDatabase, projectRoot } from './lib/prepare'
import { startGroup } from './lib/proc'

/** A local production run keeps one generated secret under .data/ (sessions survive restarts). */
function persistentDevSecret(): string {
  const file = path.join(projectRoot, '.data', 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const throwaway = process.argv.includes('--throwaway')
const port = process.env.PORT || '3000'
const db = await prepareDatabase(throwaway ? 'throwaway' : 'dev')
process.env.PAYLOAD_SECRET ||= throwaway ? randomBytes(32).toString('hex') : persistentDevSecret()
startGroup('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' } }, async (code) => {
  await db?.stop()
  process.exit(code)
})
