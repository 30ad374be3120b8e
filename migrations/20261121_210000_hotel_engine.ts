import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_DOWN_SQL, HOTEL_ENGINE_V1_SQL } from '../src/hotel-engine/sql/schema'

/** Creates the reference hotel engine's own schema `hotel_engine` (design/hotel-api-v1.md). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_V1_SQL))
}

/** Drops schema `hotel_engine` and all its tables. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_DOWN_SQL))
}
