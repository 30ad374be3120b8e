/**
 * Readiness for a load balancer: this instance's own checks (database, migrations) reported at once,
 * 503-worthy when one fails, never a throw — against the run's real Postgres (migrations applied by the global setup).
 */
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { migrations } from '../../migrations'
import { readiness, type ReadinessDeps } from '../../src/features/site/server/readiness'

const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
const dead = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', max: 1, connectionTimeoutMillis: 500 })
dead.on('error', () => {})
afterAll(async () => {
  await pool.end()
  await dead.end().catch(() => {})
})

const deps = (over: Partial<ReadinessDeps> = {}): ReadinessDeps => ({ pool: () => pool, migrationNames: migrations.map((m) => m.name), timeoutMs: 2000, ...over })

describe('readiness (issue #12 /readyz/)', () => {
  it('is ready when the database answers and every migration is applied (the hotel API is not a readiness check)', async () => {
    const r = await readiness(deps())
    expect(r.ready).toBe(true)
    expect(r.checks.database.ok && r.checks.migrations.ok).toBe(true)
    expect(Object.keys(r.checks)).toEqual(['database', 'migrations'])
  })

  it('names a migration not applied', async () => {
    const r = await readiness(deps({ migrationNames: [...migrations.map((m) => m.name), '20991231_000000_not_applied'] }))
    expect(r.ready).toBe(false)
    expect(r.checks.migrations).toMatchObject({ ok: false, pending: ['20991231_000000_not_applied'] })
  })

  it('reports a database that is down, without throwing', async () => {
    const r = await readiness(deps({ pool: () => dead }))
    expect(r.ready).toBe(false)
    expect(r.checks.database.ok).toBe(false)
    expect(r.checks.migrations.ok).toBe(false)
  })
})
