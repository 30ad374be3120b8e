/**
 * Reads the interest-free instalment plan a reservation was paid with (`storefront_booking.payment_plans`,
 * written with the booking attempt before the commit: ./checkout/attempts.ts), by the payment reference
 * the hotel API returns with the reservation. What the confirmation page, the lookup page and the
 * confirmation email show (../domain/paymentPlan.ts words it).
 */
import type pg from 'pg'
import type { Reservation } from '../../../lib/hotel-api/types'
import { installmentPlanOf, type InstallmentPlanShown, type StoredPaymentPlan } from '../domain/paymentPlan'
import { logger } from '../../../lib/logger'
import { storefrontPool } from '../../../lib/db'

/** The stored plan of a payment reference, or null when it was paid in one charge (no row). @throws the database's error */
export async function storedPaymentPlan(q: Pick<pg.Pool, 'query'>, paymentReference: string): Promise<StoredPaymentPlan | null> {
  const r = await q.query<{ months: number; amount_minor: string; currency: string }>(`SELECT months, amount_minor, currency FROM storefront_booking.payment_plans WHERE payment_reference = $1`, [
    paymentReference,
  ])
  const row = r.rows[0]
  return row ? { months: row.months, amountMinor: Number(row.amount_minor), currency: row.currency } : null
}

/**
 * The plan to show for `r` — months and the amount per month in minor units of `r.currency` — or null
 * when the reservation carries no payment reference, was paid in one charge, or the plan cannot be
 * read (a page never fails over it: the plan is left out).
 */
export async function reservationPaymentPlan(r: Pick<Reservation, 'payment' | 'currency'>, q: Pick<pg.Pool, 'query'> = storefrontPool()): Promise<InstallmentPlanShown | null> {
  if (!r.payment?.reference) return null
  const stored = await storedPaymentPlan(q, r.payment.reference).catch((err) => {
    logger.warn('payment plan not read: shown without it', { reference: r.payment?.reference, error: String(err) })
    return null
  })
  return installmentPlanOf(stored, r.currency)
}
