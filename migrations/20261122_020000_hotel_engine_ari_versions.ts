import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { HOTEL_ENGINE_ARI_VERSIONS_DOWN_SQL, HOTEL_ENGINE_ARI_VERSIONS_SQL } from '../src/hotel-engine/sql/schema'

/** Adds `hotel_engine.ari_versions` (ARI version per hotel × room type) and the triggers that bump it. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_ARI_VERSIONS_SQL))
}

/** Drops the triggers, their functions and `hotel_engine.ari_versions`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(HOTEL_ENGINE_ARI_VERSIONS_DOWN_SQL))
}
