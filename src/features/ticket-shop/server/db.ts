/**
 * The shop's database (schema `shop`): the storefront's one pool (`storefrontPool`, src/lib/db.ts)
 * under the shop's name, and its transactions (`withTransaction`: deadlocks and serialization
 * failures retried).
 */
import { storefrontPool } from '../../../lib/db'

export { withTransaction } from '../../../lib/db'

/** The process-wide pool on DATABASE_URL (created on first use). */
export const shopPool = storefrontPool

/** Closes the process-wide pool (tests, shutdown). */
export const closeShopPool = (): Promise<void> => shopPool.close()
