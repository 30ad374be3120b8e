import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { PAYMENTS_DOWN_SQL, PAYMENTS_UP_SQL } from '../src/features/checkout/server/paymentsSql'

/** Creates the payments' own schema `payments` (Stripe webhook de-duplication, PaymentIntent states). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_UP_SQL))
}

/** Drops schema `payments`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_DOWN_SQL))
}
