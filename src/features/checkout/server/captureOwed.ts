/**
 * A capture after the booking/order committed, and what to do when it errs (a
 * capture error is never read as 'nothing charged'). Both checkouts (hotel placeBooking, ticket-shop
 * placeOrder) call `captureAfterCommit` once the reservation/order exists with this payment:
 *
 * - the capture succeeds → 'captured';
 * - it errs → the payment is re-read (`PaymentProvider.captureState`): 'captured' (the money was taken,
 *   only the answer was lost) → 'captured'; 'canceled' (nothing charged and nothing ever will be) →
 *   'not-charged' (the caller may undo what it sold); 'capturable' or 'unknown' (unreachable,
 *   unreadable) → the capture is marked owed in `payments.payment_intents.capture_owed_at`
 *   (migration 20261124_090000) and 'owed' is answered: the caller keeps the booking/order and shows
 *   the confirmation; the Stripe sweep (./stripeWebhook.ts `sweepAuthorizations`) finishes the capture
 *   without waiting for the grace period.
 *
 * Money: `amountMinor` integer minor units of `currency` (ISO 4217), recorded with the owed row.
 * Never throws for a provider error; a failure to record the owed capture is logged (the intent is
 * still swept after the grace period when a webhook recorded it: the commit state then says
 * 'committed').
 */
import type pg from 'pg'
import { logger } from '../../../lib/logger'
import type { PaymentProvider } from '../payments/types'
import type { OwedItem } from './paymentFlow'
import { storefrontPool } from '../../../lib/db'

export type CaptureOutcome = 'captured' | 'owed' | 'not-charged'

export type OwedPayment = { reference: string; amountMinor: number; currency: string; metadata: Record<string, string> }

/**
 * Records that `payment` must still be captured (idempotent: the first mark's time is kept). Inserts
 * the intent's row when no webhook delivery recorded it yet (status 'requires_capture' until the sweep
 * re-reads it). @throws on database errors
 */
export async function markCaptureOwed(q: Pick<pg.Pool, 'query'>, payment: OwedPayment): Promise<void> {
  await q.query(
    `INSERT INTO payments.payment_intents (id, status, amount, currency, metadata, authorized_at, capture_owed_at, updated_at)
     VALUES ($1, 'requires_capture', $2, $3, $4::jsonb, now(), now(), now())
     ON CONFLICT (id) DO UPDATE SET capture_owed_at = COALESCE(payments.payment_intents.capture_owed_at, now())`,
    [payment.reference, payment.amountMinor, payment.currency.toUpperCase(), JSON.stringify(payment.metadata)],
  )
}

/**
 * Ends the owed capture of `reference` (idempotent): the flow that owed it settled the payment itself
 * — a ticket order cancelled before its capture captured only the retained amount or released the
 * authorization — so the sweep must not capture it, nor report it as an owed capture made
 * impossible. @throws on database errors
 */
export async function clearCaptureOwed(q: Pick<pg.Pool, 'query'>, reference: string): Promise<void> {
  await q.query(`UPDATE payments.payment_intents SET capture_owed_at = NULL WHERE id = $1 AND capture_owed_at IS NOT NULL`, [reference])
}

/**
 * Which of `references` (payment intent ids) still owe their capture: marked owed and not resolved by
 * the sweep. For the admin's find view (a booking or order whose capture is owed shows "payment owed").
 * @throws on database errors
 */
export async function capturesOwedAmong(q: Pick<pg.Pool, 'query'>, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set()
  const r = await q.query<{ id: string }>(`SELECT id FROM payments.payment_intents WHERE id = ANY($1::text[]) AND capture_owed_at IS NOT NULL AND resolution IS NULL`, [[...references]])
  return new Set(r.rows.map((row) => row.id))
}

/**
 * Captures still owed (marked, not yet resolved by the sweep), oldest first, at most 100: a line of
 * the admin's "Money that needs a hand" each (src/cms/components/OwedMoney.tsx, composed in
 * src/operationsSources.ts). Amounts in minor units. @throws on database errors
 */
export async function owedCaptures(q: Pick<pg.Pool, 'query'>): Promise<OwedItem[]> {
  const r = await q.query<OwedItem>(
    `SELECT 'capture-owed' AS kind, id AS ref, status, amount::text AS amount, currency, NULL::int AS attempts, last_error AS error, capture_owed_at AS since
       FROM payments.payment_intents WHERE capture_owed_at IS NOT NULL AND resolution IS NULL
      ORDER BY since LIMIT 100`,
  )
  return r.rows
}

/**
 * Captures `payment` after its booking/order committed; on an error re-reads it and decides (module
 * docs). `q`: where the owed capture is recorded (default `storefrontPool()`; Stripe payments only).
 * Never throws.
 */
export async function captureAfterCommit(provider: PaymentProvider, payment: OwedPayment, q: Pick<pg.Pool, 'query'> = storefrontPool()): Promise<CaptureOutcome> {
  try {
    await provider.capture(payment.reference)
    return 'captured'
  } catch (err) {
    const state = provider.captureState ? await provider.captureState(payment.reference).catch(() => 'unknown' as const) : 'unknown'
    if (state === 'captured') {
      logger.warn('capture answered an error but the payment is captured', { reference: payment.reference, error: String(err) })
      return 'captured'
    }
    if (state === 'canceled') {
      logger.error('capture failed: the authorization is cancelled, nothing was charged', { reference: payment.reference, error: String(err) })
      return 'not-charged'
    }
    logger.error('capture failed after commit: owed (Stripe: marked for the sweep to capture)', { reference: payment.reference, provider: provider.name, state, error: String(err) })
    // Only Stripe intents are swept; the sandbox moves no money (its owed capture is only logged).
    if (provider.name === 'stripe') await markCaptureOwed(q, payment).catch((e) => logger.error('owed capture not recorded', { reference: payment.reference, error: String(e) }))
    return 'owed'
  }
}
