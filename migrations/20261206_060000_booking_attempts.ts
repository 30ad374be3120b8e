import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Booking attempts (src/features/hotel-booking/server/checkout/attempts.ts): one row per payment the
 * booking step commits with, written before the hotel API's commit, so the confirmation email is owed
 * whatever dies afterwards. `resolved_at` and `outcome` ('confirmed', 'not-booked', 'payment-void') are
 * set by the step or by the attempts sweep; `confirmation_code` once the reservation is known.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE SCHEMA IF NOT EXISTS storefront_booking;
CREATE TABLE IF NOT EXISTS storefront_booking.booking_attempts (
  payment_reference text PRIMARY KEY,
  session_id text NOT NULL,
  email text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  outcome text CHECK (outcome IN ('confirmed', 'not-booked', 'payment-void')),
  confirmation_code text
);
CREATE INDEX IF NOT EXISTS booking_attempts_open ON storefront_booking.booking_attempts (created_at) WHERE resolved_at IS NULL;`),
  )
}

/** Drops the attempts table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS storefront_booking.booking_attempts;`))
}
