import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Booking confirmation emails become owed rows with a lease (src/features/hotel-booking/server/confirmationMail.ts):
 * the row is written right after the commit, `claimed_until` is the sender's lease (a sender that died
 * lets it lapse), `attempts` and `last_error` count failed sends for the back-off, `locale` is the
 * route locale the guest booked in (es/en/pt). `claimed_at` stays the moment the booking was recorded.
 * Rows left unsent by the old code (a claim whose sender died) become owed, so the sweep sends them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
ALTER TABLE storefront_booking.confirmation_mails
  ADD COLUMN IF NOT EXISTS locale text,
  ADD COLUMN IF NOT EXISTS claimed_until timestamptz,
  ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS last_error text;
UPDATE storefront_booking.confirmation_mails SET locale = language WHERE locale IS NULL;
CREATE INDEX IF NOT EXISTS confirmation_mails_owed ON storefront_booking.confirmation_mails (claimed_at) WHERE sent_at IS NULL;`),
  )
}

/** Drops the lease and retry columns. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP INDEX IF EXISTS storefront_booking.confirmation_mails_owed;
ALTER TABLE storefront_booking.confirmation_mails DROP COLUMN IF EXISTS locale, DROP COLUMN IF EXISTS claimed_until, DROP COLUMN IF EXISTS attempts, DROP COLUMN IF EXISTS last_error;`),
  )
}
