import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The interest-free instalment plan a hotel booking was paid with
 * (src/features/hotel-booking/server/paymentPlan.ts): one row per payment reference authorized with
 * months (meses sin intereses), written with the booking attempt before the hotel API's commit, so the
 * confirmation page, the lookup page and the confirmation email show the plan. `amount_minor` is the
 * amount authorized (minor units of `currency`); a payment in one charge has no row. Kept with the
 * confirmation emails as a business record; a plan whose payment booked nothing goes with its attempt
 * (src/features/hotel-booking/server/retention.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE SCHEMA IF NOT EXISTS storefront_booking;
CREATE TABLE IF NOT EXISTS storefront_booking.payment_plans (
  payment_reference text PRIMARY KEY,
  months integer NOT NULL CHECK (months BETWEEN 2 AND 12),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`),
  )
}

/** Drops the plans table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS storefront_booking.payment_plans;`))
}
