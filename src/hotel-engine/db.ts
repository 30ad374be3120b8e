/**
 * The engine's database helpers. Transactions are the storefront's one `withTransaction`
 * (src/lib/db.ts): deadlocks (40P01) and serialization failures (40001) are retried a few times — the
 * inventory code locks rows in (room type, night) order, so they are not expected, but a retry is
 * cheaper than a 5xx.
 */
import type { Queryable } from '../lib/db'

export { withTransaction, type Queryable } from '../lib/db'

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
