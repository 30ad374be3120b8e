/**
 * Integration tests run against a real, throwaway PostgreSQL (embedded) with the committed
 * migrations applied and the seed loaded once (from the run's seeded snapshot when SEED_SNAPSHOT_DIR
 * names one); the URL reaches the test files through `provide`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import type { RunningDatabase } from '../../scripts/lib/embedded-db'
import { migrateAndSeed, startSeededTestDatabase } from '../../scripts/lib/prepare'

let db: RunningDatabase | null = null
let mediaDir: string | null = null

export async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL
  // uploads (the seed's demo images) in a temporary folder, not the checkout's media/
  if (!process.env.MEDIA_DIR) process.env.MEDIA_DIR = mediaDir = mkdtempSync(path.join(os.tmpdir(), 'hxa-int-media-'))
  // a copy of the run's seeded snapshot when `npm test` made one (scripts/lib/seed-snapshot.ts)
  if (!external) db = await startSeededTestDatabase(process.env.MEDIA_DIR)
  const url = external ?? db!.url
  process.env.DATABASE_URL = url
  // migrations and seed in a child process, retried if Payload stalls while loading (scripts/lib/prepare.ts)
  await migrateAndSeed({ ...process.env, DATABASE_URL: url, PAYLOAD_DISABLE_REVALIDATE: 'true' }, true)
  project.provide('databaseUrl', url)
}

export async function teardown() {
  await db?.stop()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
