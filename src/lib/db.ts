/**
 * The storefront's Postgres helpers:
 *
 * - `storefrontPool()`: the one pool of the storefront's own queries in this process (shop, hotel
 *   booking records and refunds, payments, Stripe webhooks and reconciliation, shared limits,
 *   verification mail, job records, product addresses), `STOREFRONT_DB_POOL_MAX` connections. The
 *   instance's whole connection budget (Payload's pool, this one, the mounted engine's, the job
 *   locks…) is `connectionBudget()` in src/lib/dbBudget.ts.
 * - `processPool(name, opts)`: a named pool on DATABASE_URL, created on first use and kept for the
 *   process (on `globalThis`, so every Next bundle shares it). An idle client lost with the server is
 *   dropped and replaced on next use instead of crashing the process.
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

const pools = globalThis as unknown as { __hxaPools?: Map<string, pg.Pool> }

/**
 * The process-wide pool `name` on DATABASE_URL with `max` connections (and other `pg.PoolConfig`),
 * created on first call; `config` is read then (so a module's import never reads the environment).
 * `close()` ends it; the next call makes a new one. Every pool of the process is in
 * src/lib/dbBudget.ts (`connectionBudget`): a new one is added there.
 */
export function processPool(name: string, config: () => Omit<pg.PoolConfig, 'connectionString'> & { max: number }): ProcessPool {
  const all = (pools.__hxaPools ??= new Map())
  const get = (() => {
    let pool = all.get(name)
    // a pool someone ended (`close()`, or `end()` on the pool itself) is made again
    if (!pool || pool.ended) {
      pool = new pg.Pool({ ...config(), connectionString: env.DATABASE_URL })
      pool.on('error', () => {}) // an idle client lost with the server is replaced on next use
      all.set(name, pool)
    }
    return pool
  }) as ProcessPool
  get.close = async () => {
    const p = all.get(name)
    all.delete(name)
    if (p && !p.ended) await p.end()
  }
  return get
}

/**
 * The storefront's one pool (see the module doc). A caller waiting `STOREFRONT_DB_WAIT_MS` for a free
 * connection gets an error instead of waiting on: code that holds one of its clients (a transaction)
 * passes that client down rather than taking a second one, so a full pool cannot wait on itself.
 */
export const storefrontPool: ProcessPool = processPool('storefront', () => ({ max: env.STOREFRONT_DB_POOL_MAX, connectionTimeoutMillis: env.STOREFRONT_DB_WAIT_MS }))

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
