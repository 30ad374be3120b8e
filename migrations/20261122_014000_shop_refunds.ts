import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SHOP_REFUNDS_DOWN_SQL, SHOP_REFUNDS_UP_SQL } from '../src/features/ticket-shop/server/sql/refunds'

/** Adds the refund sent to the payment provider to `shop.orders` (status, idempotency key, provider refund id; issue #5). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_REFUNDS_UP_SQL))
}

/** Drops those refund columns. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_REFUNDS_DOWN_SQL))
}
