/**
 * Shared start-up of dev, start and e2e servers: a database (DATABASE_URL, else embedded), committed
 * migrations, and the idempotent seed.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { startDevDatabase, startTestDatabase, type RunningDatabase } from './embedded-db'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * @param mode `dev` keeps data under .data/; `throwaway` uses a fresh cluster deleted on stop (a copy of
 *   the run's seeded snapshot when SEED_SNAPSHOT_DIR names one: scripts/lib/seed-snapshot.ts)
 * @returns the database (null when DATABASE_URL was given) with DATABASE_URL set in process.env
 */
export async function prepareDatabase(mode: 'dev' | 'throwaway'): Promise<RunningDatabase | null> {
  let db: RunningDatabase | null = null
  if (!process.env.DATABASE_URL) {
    db = mode === 'dev' ? await startDevDatabase(projectRoot) : await startSeededTestDatabase(process.env.MEDIA_DIR)
    process.env.DATABASE_URL = db.url
    console.log(`database: embedded PostgreSQL on port ${db.port}${db.reused ? ' (reused, already running)' : ''} (${db.dataDir})`)
  }
  await migrateAndSeed()
  delete process.env.PAYLOAD_DISABLE_REVALIDATE
  return db
}

/**
 * The seeded snapshot named by SEED_SNAPSHOT_DIR (made by scripts/lib/seed-snapshot.ts) when it is
 * complete, else null (start from nothing).
 */
export function seedSnapshot(env: Record<string, string | undefined> = process.env): { pgdata: string; media: string } | null {
  const dir = env.SEED_SNAPSHOT_DIR
  if (!dir) return null
  const pgdata = path.join(dir, 'pgdata')
  const media = path.join(dir, 'media')
  return existsSync(path.join(pgdata, 'PG_VERSION')) && existsSync(media) ? { pgdata, media } : null
}

/**
 * A throwaway database for one server or test run: from the snapshot of SEED_SNAPSHOT_DIR when
 * there is one (its uploads copied into `mediaDir`), else a new empty cluster. Either way the caller
 * then runs `migrateAndSeed`.
 * @param mediaDir the (empty) MEDIA_DIR of the run
 * @throws Error when the cluster cannot start or the snapshot cannot be copied
 */
export async function startSeededTestDatabase(mediaDir: string | undefined): Promise<RunningDatabase> {
  const snapshot = seedSnapshot()
  if (!snapshot) return startTestDatabase()
  if (mediaDir) await cp(snapshot.media, mediaDir, { recursive: true })
  return startTestDatabase({ template: snapshot.pgdata })
}

/** How long Payload may take to load in the child before the attempt is abandoned and retried. */
const LOAD_DEADLINE_MS = 90_000
const ATTEMPTS = 3

/**
 * Migrations and seed on DATABASE_URL, in a child process (`scripts/lib/migrate-and-seed.ts`). Payload
 * has been seen, rarely, to never finish loading its config on a busy machine (no error, no pending I/O:
 * a stuck promise in module loading); the child is killed and started again when it has not loaded
 * Payload within LOAD_DEADLINE_MS. Migrations and seed are idempotent, so a retry is safe.
 * @throws Error when every attempt failed or the child exits non-zero
 */
export async function migrateAndSeed(env: NodeJS.ProcessEnv = process.env, quietSeed = false): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await new Promise<'ok' | 'stuck' | 'failed'>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/lib/migrate-and-seed.ts')], {
        cwd: projectRoot,
        env: { ...env, PREPARE_QUIET_SEED: quietSeed ? '1' : '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let loaded = false
      const watchdog = setTimeout(() => {
        if (!loaded) child.kill('SIGKILL')
      }, LOAD_DEADLINE_MS)
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        if (text.includes('payload: loaded')) loaded = true
        process.stdout.write(text)
      })
      child.on('exit', (code) => {
        clearTimeout(watchdog)
        resolve(code === 0 ? 'ok' : loaded ? 'failed' : 'stuck')
      })
    })
    if (outcome === 'ok') return
    if (outcome === 'failed') throw new Error('migrations or seed failed (see above)')
    console.error(`prepare: Payload did not load within ${LOAD_DEADLINE_MS / 1000} s (attempt ${attempt} of ${ATTEMPTS}), retrying`)
  }
  throw new Error(`Payload did not load in ${ATTEMPTS} attempts`)
}
