/**
 * Payload for scripts (migrate, seed) outside Next.js: loads the config with DATABASE_URL set and
 * applies committed migrations (architecture §11: never `push`).
 */
import type { Payload } from 'payload'

/** Initialises Payload against `process.env.DATABASE_URL`. */
export async function loadPayload(): Promise<Payload> {
  process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
  // one after the other: concurrent dynamic imports of the same module graph are where loading was seen to stall
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  return getPayload({ config })
}

/** Applies every pending migration in `migrations/`. */
export async function migrate(payload: Payload): Promise<void> {
  const { migrations } = await import('../../migrations')
  await payload.db.migrate({ migrations: migrations as never })
}

/** Closes Payload and its connection pool (so the embedded cluster can stop cleanly). */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void>; on: (e: string, f: () => void) => void } }).pool
  pool?.on('error', () => {}) // connections terminated by a stopping cluster are expected here
  await payload.destroy().catch(() => {})
  // pool.end() waits for every client to be released; Payload may keep one checked out, so bound it.
  if (pool) await Promise.race([pool.end().catch(() => {}), new Promise((r) => setTimeout(r, 2000))])
}
