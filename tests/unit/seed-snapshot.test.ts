/**
 * The test run's seeded snapshot (scripts/lib/seed-snapshot.ts): a server copies it only when it is
 * complete — a cluster's data directory and the uploads — and starts from nothing otherwise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../scripts/lib/prepare'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

describe('seedSnapshot', () => {
  it('is null without SEED_SNAPSHOT_DIR', () => {
    expect(seedSnapshot({})).toBeNull()
  })

  it('is null while the snapshot is incomplete, and names its parts once it is whole', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'seed-snapshot-test-'))
    const env = { SEED_SNAPSHOT_DIR: dir }
    expect(seedSnapshot(env)).toBeNull()
    mkdirSync(path.join(dir, 'pgdata'))
    mkdirSync(path.join(dir, 'media'))
    // a data directory without PG_VERSION is not a cluster (initdb or the copy did not finish)
    expect(seedSnapshot(env)).toBeNull()
    writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), '17\n')
    expect(seedSnapshot(env)).toEqual({ pgdata: path.join(dir, 'pgdata'), media: path.join(dir, 'media') })
    rmSync(path.join(dir, 'media'), { recursive: true })
    expect(seedSnapshot(env)).toBeNull()
  })
})
