/**
 * Transactions on a `pg` pool for the engine. Deadlocks (40P01) and serialization failures (40001)
 * are retried a few times: the inventory code locks rows in (room type, night) order, so they are not
 * expected, but a retry is cheaper than a 5xx.
 */
import type pg from 'pg'

const RETRYABLE = new Set(['40P01', '40001'])

/**
 * Runs `fn` inside BEGIN … COMMIT on one pooled client; rolls back and rethrows when it throws.
 * @throws whatever `fn` throws (EngineError for business refusals), or the database error
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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

/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient

/**
 * Runs independent reads in parallel on a pool (each takes its own connection) but one after the
 * other on a transaction's client (pg queues per client; concurrent `query()` is deprecated).
 */
export async function allQueries<T extends readonly unknown[]>(q: Queryable, thunks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if ('release' in q) {
    const out: unknown[] = []
    for (const t of thunks) out.push(await t())
    return out as unknown as T
  }
  return Promise.all(thunks.map((t) => t())) as unknown as Promise<T>
}
