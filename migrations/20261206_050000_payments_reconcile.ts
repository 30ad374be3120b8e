import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { PAYMENTS_RECONCILE_DOWN_SQL, PAYMENTS_RECONCILE_UP_SQL } from '../src/features/checkout/server/paymentsSql'

/** Adds `payments.reconcile_findings`: the scheduled reconciliation's latest mismatches, for the Operations view. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_RECONCILE_UP_SQL))
}

/** Drops it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(PAYMENTS_RECONCILE_DOWN_SQL))
}
