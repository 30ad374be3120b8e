import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { RATE_LIMITS_DOWN_SQL, RATE_LIMITS_UP_SQL } from '../src/lib/sql/rateLimits'

/** Adds `storefront_limits.rate_limits`: the abuse limits every app instance shares (issue #12). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(RATE_LIMITS_UP_SQL))
}

/** Drops it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(RATE_LIMITS_DOWN_SQL))
}
