/**
 * The restore drill (issue #12, docs/deploy.md "Backups"): a migrated and seeded database is backed
 * up with `npm run db:backup`, restored with `npm run db:restore` into a fresh cluster, and the site
 * reads it — the same rows in every table of every schema, no migration left to run, settings,
 * pages, hotels and products readable through Payload. Real PostgreSQL and its own pg_dump /
 * pg_restore (a system install, tests/helpers/pg-cluster.ts). Also: a restore into a database that
 * is not empty and a pg_dump older than the server are refused with a clear message.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYSTEM_PG_BIN, startSystemCluster, type Cluster } from '../helpers/pg-cluster'

const root = path.resolve(__dirname, '../..')
const clusters: Cluster[] = []
let source: Cluster
let restored: Cluster
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hxa-backup-')), 'drill.dump')

/** Runs one of the project's scripts as an operator would (`npx tsx …`), against `databaseUrl`. */
function script(args: string[], databaseUrl: string) {
  const r = spawnSync('npx', ['tsx', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, PG_BIN_DIR: SYSTEM_PG_BIN, NODE_ENV: 'development' },
    timeout: 180_000,
  })
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` }
}

/** Row counts of every table outside the system schemas, `schema.table` → rows. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ t: string }>(`SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)
    const out: Record<string, number> = {}
    for (const { t } of tables.rows) out[t] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n
    return out
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  source = await startSystemCluster()
  clusters.push(source)
  const seeded = script(['seed/index.ts'], source.url)
  expect(seeded.code, seeded.out).toBe(0)
}, 240_000)

afterAll(() => {
  for (const c of clusters) c.stop()
})

describe('backup and restore drill', () => {
  it('db:backup → db:restore into a fresh cluster → the site reads the same data', async () => {
    const backup = script(['scripts/db-backup.ts', file], source.url)
    expect(backup.code, backup.out).toBe(0)
    expect(statSync(file).size).toBeGreaterThan(10_000)

    restored = await startSystemCluster()
    clusters.push(restored)
    const restore = script(['scripts/db-restore.ts', file], restored.url)
    expect(restore.code, restore.out).toBe(0)

    const [a, b] = [await rowCounts(source.url), await rowCounts(restored.url)]
    expect(Object.keys(a).length).toBeGreaterThan(30)
    expect(a['public.pages']).toBeGreaterThan(0)
    expect(Object.keys(a).some((t) => t.startsWith('hotel_engine.'))).toBe(true)
    expect(b).toEqual(a)

    const read = script(['tests/helpers/drill-read.ts'], restored.url)
    expect(read.code, read.out).toBe(0)
    const site = JSON.parse(read.out.split('\n').find((l) => l.startsWith('{"migrationsBefore"'))!)
    expect(site.migrationsAfter).toBe(site.migrationsBefore) // nothing left to migrate
    expect(site.hotels).toEqual(expect.arrayContaining(['HXA', 'HXM', 'LCDLP']))
    expect(site.pageSlugs.length).toBeGreaterThan(3)
    expect(site.products).toBeGreaterThan(0)
    expect(site.phones).not.toBeNull()
  }, 240_000)

  it('refuses to restore over a database that is not empty (unless --clean), and changes nothing', async () => {
    const again = script(['scripts/db-restore.ts', file], restored.url)
    expect(again.code).toBe(1)
    expect(again.out).toContain('the target database is not empty')
    const before = await rowCounts(restored.url)
    const clean = script(['scripts/db-restore.ts', file, '--clean'], restored.url)
    expect(clean.code, clean.out).toBe(0)
    expect(await rowCounts(restored.url)).toEqual(before)
  }, 240_000)

  it('a pg_dump older than the server is refused with what to do', () => {
    // the integration suite's own database is the embedded PostgreSQL 17; the system pg_dump is older
    const r = script(['scripts/db-backup.ts', path.join(path.dirname(file), 'never.dump')], process.env.DATABASE_URL!)
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/pg_dump \d+ cannot dump a PostgreSQL 17 server/)
  }, 120_000)
})
