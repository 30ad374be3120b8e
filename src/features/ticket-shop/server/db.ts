/**
 * The shop's Postgres pool (schema `shop`) and transactions. Pool size: SHOP_DB_POOL_MAX (default 10).
 * Deadlocks (40P01) and serialization failures (40001) are retried a few times.
 */
import pg from 'pg'
import { env } from '../../../lib/env'

let pool: pg.Pool | null = null

/** The process-wide pool on DATABASE_URL (created on first use). */
export function shopPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: env.SHOP_DB_POOL_MAX })
    pool.on('error', () => {}) // idle client errors must not crash the process
  }
  return pool
}

/** Closes the process-wide pool (tests). */
export async function closeShopPool(): Promise<void> {
  const p = pool
  pool = null
  await p?.end()
}

const RETRYABLE = new Set(['40P01', '40001'])

/** Runs `fn` inside BEGIN … COMMIT; rolls back and rethrows when it throws. */
export async function withTransaction<T>(p: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await p.connect()
    try {
      await client.query('BEGIN')
      const out = await fn(client)
      await client.query('COMMIT')
      return out
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {})
      const code = (err as { code?: string }).code
      if (code && RETRYABLE.has(code) && attempt < 4) continue
      throw err
    } finally {
      client.release()
    }
  }
}
