/**
 * Graceful shutdown (issue #12, src/lib/shutdown.ts): on the signal, /readyz/ answers 503 draining at
 * once, every registered timer stops (no new sweep starts while requests drain), pools close after
 * the grace period; a second signal changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { readiness } from '../../src/features/site/server/readiness'
import { beginShutdown, isDraining, onShutdown } from '../../src/lib/shutdown'
import { migrations } from '../../migrations'
import pg from 'pg'

afterAll(() => {
  ;(globalThis as { __hxaShutdown?: unknown }).__hxaShutdown = undefined
})

describe('shutdown', () => {
  it('drains: readiness 503, timers stopped at once, pools closed after the grace period', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    const deps = { pool: () => pool, migrationNames: migrations.map((m) => m.name), hotelApi: async () => ({}), timeoutMs: 3000 }
    expect((await readiness(deps)).ready).toBe(true)
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const closed: string[] = []
    onShutdown('test timer', () => clearInterval(timer))
    onShutdown(
      'test pool',
      async () => {
        closed.push('pool')
      },
      'pool',
    )
    await new Promise((r) => setTimeout(r, 30))
    expect(ticks).toBeGreaterThan(0)

    await beginShutdown('SIGTERM', 50)
    expect(isDraining()).toBe(true)
    const atStop = ticks
    const r = await readiness(deps)
    expect(r).toMatchObject({ ready: false, draining: true })
    expect(r.checks.database.ok).toBe(true)
    await new Promise((res) => setTimeout(res, 100))
    expect(ticks).toBe(atStop)
    expect(closed).toEqual(['pool'])
    await beginShutdown('SIGTERM', 0)
    await new Promise((res) => setTimeout(res, 20))
    expect(closed).toEqual(['pool'])
    await pool.end()
  })
})
