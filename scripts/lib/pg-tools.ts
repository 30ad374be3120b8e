/**
 * PostgreSQL's own client tools (`pg_dump`, `pg_restore`) for the backup scripts: found in
 * `PG_BIN_DIR`, else on PATH. pg_dump refuses a server newer than itself, so the scripts check the
 * versions first and say what to do instead of failing half-way.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { startDevDatabase } from './embedded-db'
import { projectRoot } from './prepare'

/** The path of a PostgreSQL tool (`PG_BIN_DIR/<name>` when set, else `<name>` from PATH). */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name
}

/**
 * The major version of a tool (`pg_dump (PostgreSQL) 17.2` → 17).
 * @throws Error when the tool cannot be run (not installed)
 */
export function toolMajor(tool: string): number {
  const out = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  const m = /(\d+)(?:\.\d+)?/.exec(out.stdout ?? '')
  if (out.error || out.status !== 0 || !m) {
    throw new Error(`${tool} not found: install PostgreSQL's client tools of the server's version, or set PG_BIN_DIR to their directory`)
  }
  return Number(m[1])
}

/** The server's major version (`server_version_num` 170002 → 17). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const r = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")
    return Math.floor(Number(r.rows[0]!.v) / 10_000)
  } finally {
    await client.end()
  }
}

/** Tables in the database's own schemas (not pg_catalog / information_schema). */
export async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const r = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)
    return r.rows[0]!.n
  } finally {
    await client.end()
  }
}

/** Runs a tool with inherited output; resolves with its exit code. */
export function runTool(tool: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(tool, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

/** The database a backup script works on: DATABASE_URL, else the checkout's embedded dev cluster (started if needed). */
export async function scriptDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const db = await startDevDatabase(projectRoot)
  return { url: db.url, stop: db.stop }
}

/** Prints `<script>: <message>` on stderr and exits 1. */
export function failWith(script: string): (message: string) => never {
  return (message) => {
    console.error(`${script}: ${message}`)
    process.exit(1)
  }
}
