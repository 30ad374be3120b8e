import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Customer verification emails become owed rows with a lease, like the booking confirmations
 * (src/features/account/server/verificationMail.ts): sign-up records the row after the account is
 * committed and answers without waiting for the mail server; a sender holds `claimed_until` while it
 * sends and sets `sent_at`; a failed send counts `attempts` and backs off; the sweep sends what an
 * SMTP outage left owed. No foreign key: the row names the customer by id and a sender drops a row
 * whose account is gone or already verified.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE SCHEMA IF NOT EXISTS storefront_account;
CREATE TABLE IF NOT EXISTS storefront_account.verification_mails (
  customer_id integer PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX IF NOT EXISTS verification_mails_owed ON storefront_account.verification_mails (recorded_at) WHERE sent_at IS NULL;`),
  )
}

/** Drops the owed verification mails. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS storefront_account.verification_mails; DROP SCHEMA IF EXISTS storefront_account;`))
}
