import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The staff second factor (src/cms/auth/secondFactor.ts): whether a staff member enrolled an
 * authenticator app, and the record behind it (the sealed TOTP secret, recovery-code digests, the
 * last accepted step and the sessions that passed), which the API never returns.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "second_factor_enabled" boolean DEFAULT false;
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "second_factor" jsonb;`),
  )
}

/** Drops the second factor's columns. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE "users" DROP COLUMN IF EXISTS "second_factor"; ALTER TABLE "users" DROP COLUMN IF EXISTS "second_factor_enabled";`))
}
