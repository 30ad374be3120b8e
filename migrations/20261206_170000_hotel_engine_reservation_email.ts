import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_RESERVATION_EMAIL_DOWN_SQL, HOTEL_ENGINE_RESERVATION_EMAIL_SQL } from '../src/hotel-engine/sql/schema'

/** Indexes `hotel_engine.reservations` by lower-cased guest email for the reservation search (`GET /reservations?Email=`). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_RESERVATION_EMAIL_SQL))
}

/** Drops the index. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_RESERVATION_EMAIL_DOWN_SQL))
}
