import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_TAX_RULES_DOWN_SQL, HOTEL_ENGINE_TAX_RULES_SQL } from '../src/hotel-engine/sql/schema'

/** Adds `hotel_engine.tax_rules` (each hotel's taxes and fees, issue #14 item 16); back-fills IVA 16 % and ISH 6 % (included) for the seeded hotels. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_TAX_RULES_SQL))
}

/** Drops `hotel_engine.tax_rules`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_TAX_RULES_DOWN_SQL))
}
