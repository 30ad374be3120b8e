/**
 * The storefront's one pool (src/lib/db.ts `storefrontPool`): sized by STOREFRONT_DB_POOL_MAX, and a
 * query that finds every connection taken for STOREFRONT_DB_WAIT_MS fails instead of waiting on (a
 * full pool under a crowd answers an error the page can show, never a request that hangs). Every
 * module of the process gets the same pool; a closed pool is made again on next use. The test
 * database.
 */
import { afterAll, describe, expect, it } from 'vitest'

process.env.STOREFRONT_DB_POOL_MAX = '2'
process.env.STOREFRONT_DB_WAIT_MS = '300'

const { processPool, storefrontPool } = await import('../../src/lib/db')

afterAll(async () => {
  await storefrontPool.close()
})

describe('the storefront pool', () => {
  it('holds STOREFRONT_DB_POOL_MAX connections; the next query fails after STOREFRONT_DB_WAIT_MS, and runs once one is free', async () => {
    const held = [await storefrontPool().connect(), await storefrontPool().connect()]
    try {
      const started = Date.now()
      await expect(storefrontPool().query('SELECT 1')).rejects.toThrow(/timeout/i)
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
      const waiting = storefrontPool().query<{ n: number }>('SELECT 2 AS n')
      held.pop()!.release()
      expect((await waiting).rows[0]!.n).toBe(2)
    } finally {
      for (const c of held) c.release()
    }
    expect(storefrontPool().totalCount).toBeLessThanOrEqual(2)
  })

  it('is one pool for the whole process, by name; closed, the next use makes a new one', async () => {
    const same = processPool('storefront', () => ({ max: 99 }))
    expect(same()).toBe(storefrontPool())
    const before = storefrontPool()
    await storefrontPool.close()
    const after = storefrontPool()
    expect(after).not.toBe(before)
    expect((await after.query<{ n: number }>('SELECT 3 AS n')).rows[0]!.n).toBe(3)
  })
})
