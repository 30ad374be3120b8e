import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_COVERING_PRICES_DOWN_SQL, HOTEL_ENGINE_COVERING_PRICES_SQL } from '../src/hotel-engine/sql/schema'

/** Rebuilds the primary keys of `hotel_engine.prices` and `min_prices` with INCLUDE (amount): index-only reads of a stay's or a calendar's prices (#16 item 3). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_COVERING_PRICES_SQL))
}

/** Rebuilds both primary keys without the included column. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_COVERING_PRICES_DOWN_SQL))
}
