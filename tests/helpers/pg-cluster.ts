/**
 * A throwaway PostgreSQL cluster from a system install's binaries (Debian's `postgresql-15` by default:
 * `PG_BIN_DIR`), for the backup drill — its `pg_dump`/`pg_restore` are of the same version, which
 * the embedded cluster's (PostgreSQL 17, no client tools shipped) cannot offer. As root the server
 * runs as the `postgres` user. Trust authentication on 127.0.0.1 only; deleted on stop.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../../scripts/lib/embedded-db'

export const SYSTEM_PG_BIN = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin'

export type Cluster = { url: string; stop: () => void }

const asPostgres = (cmd: string, args: string[]) => (process.getuid?.() === 0 ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const))

function run(cmd: string, args: string[]) {
  const [c, a] = asPostgres(cmd, args)
  const r = spawnSync(c, [...a], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout}`)
}

/**
 * Initialises and starts a cluster with one empty database `hxa`.
 * @throws Error when the binaries are missing (install `postgresql-15`, or set PG_BIN_DIR) or do not start
 */
export async function startSystemCluster(): Promise<Cluster> {
  if (!existsSync(path.join(SYSTEM_PG_BIN, 'initdb'))) throw new Error(`no PostgreSQL binaries in ${SYSTEM_PG_BIN}: apt-get install -y postgresql-15, or set PG_BIN_DIR`)
  const parent = mkdtempSync('/tmp/hxa-drill-pg-')
  chmodSync(parent, 0o777)
  const data = path.join(parent, 'data')
  const port = await freePort()
  run(path.join(SYSTEM_PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  run(path.join(SYSTEM_PG_BIN, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(parent, 'log'), '-o', `-p ${port} -k ${parent} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  execFileSync(path.join(SYSTEM_PG_BIN, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', 'CREATE DATABASE hxa'], { stdio: 'pipe' })
  return {
    url: `postgres://postgres@127.0.0.1:${port}/hxa`,
    stop: () => {
      try {
        run(path.join(SYSTEM_PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(parent, { recursive: true, force: true })
      }
    },
  }
}
