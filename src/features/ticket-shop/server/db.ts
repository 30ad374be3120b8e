/**
 * The shop's Postgres pool (schema `shop`; SHOP_DB_POOL_MAX connections, default 10) and its
 * transactions (`withTransaction`, src/lib/db.ts: deadlocks and serialization failures retried).
 */
import { env } from '../../../lib/env'
import { processPool } from '../../../lib/db'

export { withTransaction } from '../../../lib/db'

/** The process-wide pool on DATABASE_URL (created on first use). */
export const shopPool = processPool(() => ({ max: env.SHOP_DB_POOL_MAX }))

/** Closes the process-wide pool (tests, shutdown). */
export const closeShopPool = (): Promise<void> => shopPool.close()
