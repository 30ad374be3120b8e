/**
 * The seeded snapshot of a test run (CI time): `npm test` starts 8 throwaway servers and the
 * integration setup, each of which used to create a cluster, migrate and seed from nothing (~50 s:
 * 48 demo images drawn and resized by Payload, then every document created through Payload). The
 * snapshot is made once per run: a cleanly stopped cluster with the committed migrations and the CMS
 * part of the seed (no hotel engine data: its ARI follows each server's TEST_TODAY), plus the
 * uploaded images. A throwaway database started from it copies both, then runs the usual migrations
 * and idempotent seed, which finds the CMS content in place and seeds only the engine.
 *
 * Layout of the snapshot directory: `pgdata/` (a cluster's data directory) and `media/` (MEDIA_DIR).
 * `SEED_SNAPSHOT_DIR` names it for the harness (scripts/start.ts --throwaway, the integration
 * tests' global setup); the app itself never reads it.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startTestDatabase, type RunningDatabase } from './embedded-db'
import { migrateAndSeed } from './prepare'

const exec = promisify(execFile)

/**
 * Makes a snapshot: a throwaway cluster, migrations and the seed without the engine's data, the
 * cluster stopped cleanly and kept as `pgdata/`, the uploads as `media/`.
 * @param env the environment the seed sees (staff passwords: the e2e servers log in with them)
 * @returns the snapshot's directory (a new temporary one); remove it with `removeSeedSnapshot`
 * @throws Error when the cluster, migrations or seed fail (nothing is left behind then)
 */
export async function makeSeedSnapshot(env: NodeJS.ProcessEnv): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hxa-seed-snapshot-'))
  const media = path.join(dir, 'media')
  mkdirSync(media)
  let db: RunningDatabase | null = null
  try {
    db = await startTestDatabase({ keep: true })
    await migrateAndSeed({ ...env, DATABASE_URL: db.url, MEDIA_DIR: media, PAYLOAD_DISABLE_REVALIDATE: 'true', PREPARE_SEED_ENGINE: '0' }, true)
    await db.stop()
    await exec('mv', [db.dataDir, path.join(dir, 'pgdata')])
    return dir
  } catch (err) {
    await db?.stop().catch(() => {})
    await rm(dir, { recursive: true, force: true })
    throw err
  } finally {
    if (db) await rm(path.dirname(db.dataDir), { recursive: true, force: true })
  }
}

/** Deletes a snapshot made by `makeSeedSnapshot`. */
export async function removeSeedSnapshot(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}
