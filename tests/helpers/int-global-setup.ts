/**
 * Integration tests run against a real, throwaway PostgreSQL (embedded) with the committed
 * migrations applied and the seed loaded once; the URL reaches the test files through `provide`.
 */
import type { TestProject } from 'vitest/node'
import { runSeed } from '../../seed/seed'
import { startTestDatabase, type RunningDatabase } from '../../scripts/lib/embedded-db'
import { closePayload, loadPayload, migrate } from '../../scripts/lib/payload'

let db: RunningDatabase | null = null

export async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL
  if (!external) db = await startTestDatabase()
  const url = external ?? db!.url
  process.env.DATABASE_URL = url
  const payload = await loadPayload()
  try {
    await migrate(payload)
    await runSeed(payload)
  } finally {
    await closePayload(payload)
  }
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
