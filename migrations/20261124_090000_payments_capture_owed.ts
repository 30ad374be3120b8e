import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { PAYMENTS_CAPTURE_OWED_DOWN_SQL, PAYMENTS_CAPTURE_OWED_UP_SQL } from '../src/features/checkout/server/paymentsSql'

/** Adds `capture_owed_at` and the sweep's claim lease `claimed_until` to `payments.payment_intents` (issue #11 items 3, 5). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_CAPTURE_OWED_UP_SQL))
}

/** Drops them. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_CAPTURE_OWED_DOWN_SQL))
}
