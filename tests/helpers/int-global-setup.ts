/**
 * Integration tests run against a real, throwaway PostgreSQL (embedded) with the committed
 * migrations applied and the seed loaded once; the URL reaches the test files through `provide`.
 */
import type { TestProject } from 'vitest/node'
import { startTestDatabase, type RunningDatabase } from '../../scripts/lib/embedded-db'
import { migrateAndSeed } from '../../scripts/lib/prepare'

let db: RunningDatabase | null = null

export async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL
  if (!external) db = await startTestDatabase()
  const url = external ?? db!.url
  process.env.DATABASE_URL = url
  // migrations and seed in a child process, retried if Payload stalls while loading (scripts/lib/prepare.ts)
  await migrateAndSeed({ ...process.env, DATABASE_URL: url, PAYLOAD_DISABLE_REVALIDATE: 'true' }, true)
  project.provide('databaseUrl', url)
}

export async function teardown() {
  await db?.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
