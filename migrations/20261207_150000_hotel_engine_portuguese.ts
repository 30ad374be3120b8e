import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_PORTUGUESE_DOWN_SQL, HOTEL_ENGINE_PORTUGUESE_SQL } from '../src/hotel-engine/sql/schema'

/** Adds the Portuguese texts of room types, rate plans and taxes to `hotel_engine` (empty: the English text is answered). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_PORTUGUESE_SQL))
}

/** Drops the Portuguese columns. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_PORTUGUESE_DOWN_SQL))
}
