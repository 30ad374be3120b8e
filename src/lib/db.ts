/**
 * The storefront's Postgres helpers, one copy for the shop, payments, refunds,
 * the shared limits, readiness and the mounted hotel engine:
 *
 * - `processPool(opts)`: a pool on DATABASE_URL created on first use and kept for the process (one per
 *   purpose, each small: N instances × pools must stay under Postgres' max_connections). An idle
 *   client lost with the server is dropped and replaced on next use instead of crashing the process.
 * - `withTransaction(pool, fn)`: BEGIN … COMMIT on one client, ROLLBACK and rethrow on error; a
 *   deadlock (40P01) or serialization failure (40001) runs `fn` again, up to 4 times (Postgres docs
 *   "Serialization Failure Handling"), so `fn` must be safe to repeat from the start.
 */
import pg from 'pg'
import { env } from './env'

/** Anything that can run a query: a pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient

/** A lazily created process-wide pool and its closer (tests, SIGTERM: src/lib/shutdown.ts). */
export type ProcessPool = { (): pg.Pool; close: () => Promise<void> }

/**
 * A process-wide pool on DATABASE_URL with `max` connections (and other `pg.PoolConfig`), created on
 * first call; `config` is read then (so a module's import never reads the environment). `close()`
 * ends it; the next call makes a new one.
 */
export function processPool(config: () => Omit<pg.PoolConfig, 'connectionString'> & { max: number }): ProcessPool {
  let pool: pg.Pool | null = null
  const get = (() => {
    if (!pool) {
      pool = new pg.Pool({ ...config(), connectionString: env.DATABASE_URL })
      pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
    }
    return pool
  }) as ProcessPool
  get.close = async () => {
    const p = pool
    pool = null
    await p?.end()
  }
  return get
}

const RETRYABLE = new Set(['40P01', '40001'])

/**
 * Runs `fn` inside BEGIN … COMMIT on one pooled client; rolls back and rethrows when it throws;
 * retries a deadlock or serialization failure (see the module doc).
 * @throws whatever `fn` throws, or the database error
 */
export async function withTransaction<T>(pool: Pick<pg.Pool, 'connect'>, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect()
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

/**
 * A `LIKE` pattern matching `text` anywhere, lower-cased (compare with `lower(column)`), its `%`, `_`
 * and `\` taken literally (Postgres' default escape character is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
