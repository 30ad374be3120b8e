/**
 * Runs the engine's integration tests alone, on a throwaway embedded Postgres started by each test
 * file (no Payload boot): `npx vitest run -c tests/vitest.engine.config.ts`.
 * The same files also pass under the repo's `int` project, on its migrated database.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export default defineConfig({
  root,
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  test: {
    name: 'hotel-engine-int',
    environment: 'node',
    include: ['tests/int/hotel-engine*.int.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
