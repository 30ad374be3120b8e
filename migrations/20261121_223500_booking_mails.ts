import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Schema `storefront_booking`: one row per reservation whose confirmation email was claimed/sent
 * (issue #4: the confirmation email goes out once per booking, also when the step is retried).
 * Not a Payload collection: written only by src/features/hotel-booking/server/confirmationMail.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE SCHEMA IF NOT EXISTS storefront_booking;
CREATE TABLE IF NOT EXISTS storefront_booking.confirmation_mails (
  confirmation_code text PRIMARY KEY,
  email             text NOT NULL,
  language          text NOT NULL,
  claimed_at        timestamptz NOT NULL DEFAULT now(),
  sent_at           timestamptz
);`),
  )
}

/** Drops schema `storefront_booking`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS storefront_booking CASCADE;`))
}
