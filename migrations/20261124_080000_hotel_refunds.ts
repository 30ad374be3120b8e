import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_REFUNDS_DOWN_SQL, HOTEL_REFUNDS_UP_SQL } from '../src/features/hotel-booking/server/sql/refunds'

/** Adds `storefront_booking.refunds`: the refund owed by each cancelled hotel reservation (issue #11 item 1). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_REFUNDS_UP_SQL))
}

/** Drops it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_REFUNDS_DOWN_SQL))
}
