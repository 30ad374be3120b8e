import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_MIN_PRICES_SQL } from '../src/hotel-engine/sql/schema'

/** Adds `hotel_engine.min_prices` (cheapest rate per room type × night × adults) and its triggers; back-fills it. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_MIN_PRICES_SQL))
}

/** Drops the triggers, their function and `hotel_engine.min_prices`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`DROP TRIGGER IF EXISTS prices_min_ins ON hotel_engine.prices;
DROP TRIGGER IF EXISTS prices_min_upd ON hotel_engine.prices;
DROP TRIGGER IF EXISTS prices_min_del ON hotel_engine.prices;
DROP FUNCTION IF EXISTS hotel_engine.min_prices_after_insert();
DROP FUNCTION IF EXISTS hotel_engine.min_prices_after_update();
DROP FUNCTION IF EXISTS hotel_engine.min_prices_after_delete();
DROP TABLE IF EXISTS hotel_engine.min_prices;`),
  )
}
