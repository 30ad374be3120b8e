import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SHOP_DOWN_SQL, SHOP_UP_SQL } from '../src/features/ticket-shop/server/sql/schema'

/** Creates the ticket shop's own schema `shop`: carts, capacity, holds, checkouts, orders, tickets (issue #5). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_UP_SQL))
}

/** Drops schema `shop` and all its tables. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_DOWN_SQL))
}
