import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { SHOP_REFUND_LEASE_DOWN_SQL, SHOP_REFUND_LEASE_UP_SQL } from '../src/features/ticket-shop/server/sql/refunds'

/** The ticket-order refund sender's lease (`shop.orders.refund_claimed_until`): claim, call the provider with no transaction open, record. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_REFUND_LEASE_UP_SQL))
}

/** Drops the lease column. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_REFUND_LEASE_DOWN_SQL))
}
