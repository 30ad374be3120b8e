import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SHOP_ORDER_MAILS_DOWN_SQL, SHOP_ORDER_MAILS_UP_SQL } from '../src/features/ticket-shop/server/sql/orderMail'

/** Adds the order confirmation email's claim and sent marks to `shop.orders` (issue #11). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_ORDER_MAILS_UP_SQL))
}

/** Drops them. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SHOP_ORDER_MAILS_DOWN_SQL))
}
