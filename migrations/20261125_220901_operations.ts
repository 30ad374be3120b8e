import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { JOB_RUNS_DOWN_SQL, JOB_RUNS_UP_SQL } from '../src/lib/sql/jobRuns'

/**
 * Issue #18 items 4 and 6: the maintenance switch's expected return time (`site_settings.maintenance_return_at`
 * and its zone, always America/Cancun) and `storefront_ops.job_runs`, the background jobs' last run per
 * instance (src/lib/jobRuns.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_maintenancereturnat_tz" AS ENUM('America/Cancun');
  ALTER TABLE "site_settings" ADD COLUMN "maintenance_return_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "maintenancereturnat_tz" "enum_site_settings_maintenancereturnat_tz" DEFAULT 'America/Cancun' NOT NULL;`)
  await db.execute(sql.raw(JOB_RUNS_UP_SQL))
}

/** Drops both. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(JOB_RUNS_DOWN_SQL))
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "maintenance_return_at";
  ALTER TABLE "site_settings" DROP COLUMN "maintenancereturnat_tz";
  DROP TYPE "public"."enum_site_settings_maintenancereturnat_tz";`)
}
