/**
 * Refunds of cancelled hotel reservations: the money goes back to the payment the
 * reservation was committed with, exactly once, and survives crashes.
 *
 * Steps (rows of `storefront_booking.refunds`, one per confirmation code, amounts in minor units):
 * 1. `beginCancellation` records 'cancelling' (with the guest's email) BEFORE the hotel API cancel.
 * 2. The hotel API cancels (idempotent per key) and answers the policy's refund.
 * 3. `recordCancellation` stores the refund owed ('pending', key `hotel-refund:<code>`), or 'none'
 *    when nothing is refundable (non-refundable rate, penalty ≥ paid, no payment).
 * 4. `sendHotelRefund` claims the row ('sending', in its own short statement — no transaction is
 *    held across the provider call), calls the provider's `refund` with the idempotency key and
 *    records 'succeeded' with the provider's refund id, or 'failed' (owed again) with the error.
 * The sweeper (`sendOwedHotelRefunds`, the job 'hotel refund sweeper' of src/jobs.ts) finishes what a crash or an outage
 * left: 'cancelling' rows re-run the (idempotent) cancel, 'pending'/'sending' rows older than a
 * minute and 'failed' rows after a back-off of 2^attempts minutes are sent again (at most 8
 * automatic attempts; the guest's "Send my refund again" and staff can always retry). The same
 * idempotency key on every attempt makes the provider answer with the first refund, never a second.
 */
import { crashPoint } from '../../../lib/crashPoints'
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { isPaymentError, paymentProvider, type PaymentProvider } from '../../checkout/payments'
import { HotelApiClient, HotelApiError, type Reservation } from '../../../lib/hotel-api'
import { logger } from '../../../lib/logger'
import { storefrontPool } from '../../../lib/db'

export type HotelRefundStatus = 'cancelling' | 'none' | 'pending' | 'sending' | 'succeeded' | 'failed'

/** Where a reservation's refund stands (amounts in minor units of `currency`). */
export type HotelRefund = {
  confirmationCode: string
  status: HotelRefundStatus
  amountMinor: number | null
  currency: string | null
  refundReference: string | null
  /** the provider's own status of the refund (Stripe `pending`, `requires_action`, `succeeded`, `failed`) */
  providerStatus: string | null
  error: string | null
  attempts: number
  updatedAt: string
}

/** What the refund steps need: a pool on the storefront's database, the payment provider, the hotel API cancel. */
export type HotelRefundDeps = {
  pool: () => pg.Pool
  payments: () => PaymentProvider
  /** The hotel API cancel (idempotent per key); answers the reservation with its cancellation. */
  cancel: (code: string, email: string, idempotencyKey: string) => Promise<Reservation>
  /** The hotel API read (to learn the refund of an already cancelled reservation). */
  read: (code: string, email: string) => Promise<Reservation>
}

const apiContext = { pageUrl: 'storefront://refunds', language: 'en' as const }

/** The production deps: DATABASE_URL, `paymentProvider()`, the hotel API client. */
export const defaultRefundDeps: HotelRefundDeps = {
  pool: storefrontPool,
  payments: paymentProvider,
  cancel: (code, email, key) => new HotelApiClient().cancelReservation(code, email, key, apiContext),
  read: (code, email) => new HotelApiClient().getReservation(code, email, apiContext),
}

/** The refund's idempotency key at the payment provider (`hotel-refund:<confirmation code>`). */
export const hotelRefundKey = (code: string) => `hotel-refund:${code}`

/**
 * The hotel API cancel's idempotency key: a hash of the code and the lower-cased email, so knowing a
 * confirmation code alone cannot occupy the key of the real guest's cancel.
 */
export const hotelCancelKey = (code: string, email: string) => `storefront-cancel-${createHash('sha256').update(`${code}|${email.trim().toLowerCase()}`).digest('hex').slice(0, 40)}`

type Row = {
  confirmation_code: string
  email: string
  status: HotelRefundStatus
  provider: string | null
  payment_reference: string | null
  amount_minor: string | null
  currency: string | null
  refund_reference: string | null
  provider_status: string | null
  error: string | null
  attempts: number
  updated_at: Date
}

const view = (r: Row): HotelRefund => ({
  confirmationCode: r.confirmation_code,
  status: r.status,
  amountMinor: r.amount_minor === null ? null : Number(r.amount_minor),
  currency: r.currency,
  refundReference: r.refund_reference,
  providerStatus: r.provider_status ?? null,
  error: r.error,
  attempts: r.attempts,
  updatedAt: r.updated_at.toISOString(),
})

/** The refund row of a reservation, or null when it was never cancelled through the storefront. */
export async function hotelRefundOf(code: string, deps: Pick<HotelRefundDeps, 'pool'> = defaultRefundDeps): Promise<HotelRefund | null> {
  const r = await deps.pool().query<Row>(`SELECT * FROM storefront_booking.refunds WHERE confirmation_code = $1`, [code])
  return r.rows[0] ? view(r.rows[0]) : null
}

/** Step 1: records that the guest asked to cancel (before the hotel API is called). Idempotent. */
export async function beginCancellation(code: string, email: string, deps: Pick<HotelRefundDeps, 'pool'> = defaultRefundDeps): Promise<void> {
  await deps.pool().query(
    `INSERT INTO storefront_booking.refunds (confirmation_code, email, status, idempotency_key) VALUES ($1, $2, 'cancelling', $3)
     ON CONFLICT (confirmation_code) DO NOTHING`,
    [code, email.trim().toLowerCase(), hotelRefundKey(code)],
  )
}

/** Forgets a 'cancelling' row whose reservation the hotel API does not know (nothing was cancelled). */
export async function abandonCancellation(code: string, deps: Pick<HotelRefundDeps, 'pool'> = defaultRefundDeps): Promise<void> {
  await deps.pool().query(`DELETE FROM storefront_booking.refunds WHERE confirmation_code = $1 AND status = 'cancelling'`, [code])
}

/**
 * Step 3: the refund the hotel API's cancellation owes, from the reservation it answered: 'pending'
 * with amount, currency and the payment's provider and reference when > 0, else 'none'. Only a
 * 'cancelling' row moves (a second call changes nothing).
 */
export async function recordCancellation(r: Reservation, deps: Pick<HotelRefundDeps, 'pool'> = defaultRefundDeps): Promise<void> {
  const refund = r.cancellation?.refundMinor ?? 0
  const owed = refund > 0 && r.payment !== null
  await deps.pool().query(
    `UPDATE storefront_booking.refunds
        SET status = $2, amount_minor = $3, currency = $4, provider = $5, payment_reference = $6, updated_at = now()
      WHERE confirmation_code = $1 AND status = 'cancelling'`,
    [r.confirmationCode, owed ? 'pending' : 'none', refund, r.currency, r.payment?.provider ?? null, r.payment?.reference ?? null],
  )
  if (refund > 0 && r.payment === null) logger.error('hotel refund: cancelled reservation has no payment to refund', { code: r.confirmationCode, refundMinor: refund })
}

/**
 * Step 4: sends the owed refund of `code` to the provider (claim → call → record). Returns the row
 * afterwards (null when unknown). A row another call is sending, or already settled, is returned
 * as it is. Never throws for a provider failure: the row becomes 'failed' with the error.
 */
export async function sendHotelRefund(code: string, deps: HotelRefundDeps = defaultRefundDeps, opts: { staleSendingMs?: number } = {}): Promise<HotelRefund | null> {
  const stale = opts.staleSendingMs ?? 60_000
  const claimed = await deps.pool().query<Row & { idempotency_key: string }>(
    `UPDATE storefront_booking.refunds SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE confirmation_code = $1
        AND (status IN ('pending', 'failed') OR (status = 'sending' AND updated_at < now() - make_interval(secs => $2::double precision / 1000)))
        AND NOT (status = 'pending' AND refund_reference IS NOT NULL AND provider_status IN ('pending', 'requires_action'))
      RETURNING *`,
    [code, stale],
  )
  const row = claimed.rows[0]
  if (!row) return hotelRefundOf(code, deps)
  const payments = deps.payments()
  let status: 'succeeded' | 'failed' | 'pending' = 'failed'
  let reference: string | null = null
  let providerStatus: string | null = null
  let error: string | null = null
  try {
    if (row.provider !== payments.name) throw new Error(`the reservation was paid with ${row.provider}, the configured provider is ${payments.name}`)
    const refund = await payments.refund({
      reference: row.payment_reference!,
      amountMinor: Number(row.amount_minor),
      currency: row.currency!,
      idempotencyKey: row.idempotency_key,
      metadata: { kind: 'hotel-refund', confirmationCode: code },
    })
    crashPoint('hotel.during-refund')
    reference = refund.id
    providerStatus = refund.status
    // Stripe's pending/requires_action is not an outcome: 'pending' with the refund id until Stripe settles it (checkout/server/refundFailures.ts)
    status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending'
    if (status === 'failed') error = `provider refund ${refund.status}`
  } catch (err) {
    error = isPaymentError(err) ? `${err.code}: ${err.message}` : String(err instanceof Error ? err.message : err)
    logger.warn('hotel refund not sent', { code, error })
  }
  const done = await deps.pool().query<Row>(
    `UPDATE storefront_booking.refunds SET status = $2, refund_reference = COALESCE($3, refund_reference), provider_status = $4, error = $5, updated_at = now()
      WHERE confirmation_code = $1 AND status = 'sending' RETURNING *`,
    [code, status, reference, providerStatus, error?.slice(0, 1000) ?? null],
  )
  return done.rows[0] ? view(done.rows[0]) : hotelRefundOf(code, deps)
}

/**
 * The guest's cancel, all steps: records the request, cancels in the hotel API
 * (ALREADY_CANCELLED: reads the cancellation), records and sends the refund.
 * @returns the refund row; null when the hotel API does not know the code + email
 * @throws HotelApiError for other refusals (CANCEL_NOT_ALLOWED…) and outages — the 'cancelling' row
 *   stays for the sweeper only when the outcome is unknown
 */
export async function cancelAndRefund(code: string, email: string, deps: HotelRefundDeps = defaultRefundDeps): Promise<HotelRefund | null> {
  await beginCancellation(code, email, deps)
  crashPoint('hotel.after-cancel-request')
  let reservation: Reservation
  try {
    reservation = await deps.cancel(code, email, hotelCancelKey(code, email))
    crashPoint('hotel.after-cancel')
  } catch (err) {
    const c = err instanceof HotelApiError ? err.code : typeof (err as { code?: unknown } | null)?.code === 'string' ? (err as { code: string }).code : null
    if (c === 'ALREADY_CANCELLED') reservation = await deps.read(code, email)
    else {
      // a definite refusal cancelled nothing: forget the request; an outage leaves it to the sweeper
      if (c === 'RESERVATION_NOT_FOUND' || c === 'CANCEL_NOT_ALLOWED' || c === 'VALIDATION_ERROR') await abandonCancellation(code, deps)
      throw err
    }
  }
  await recordCancellation(reservation, deps)
  return sendHotelRefund(code, deps)
}

/**
 * The sweeper: finishes at most `limit` owed refunds, oldest first — a
 * 'cancelling' row older than a minute re-runs the idempotent cancel; 'pending'/'sending' older than a
 * minute and 'failed' after 2^attempts minutes (at most 8 attempts) are sent again.
 * @returns how many refunds succeeded in this pass
 */
export async function sendOwedHotelRefunds(limit = 20, deps: HotelRefundDeps = defaultRefundDeps): Promise<number> {
  const due = await deps.pool().query<Row>(
    `SELECT * FROM storefront_booking.refunds
      WHERE ((status IN ('cancelling', 'pending', 'sending') AND updated_at < now() - interval '1 minute')
         OR (status = 'failed' AND attempts < 8 AND updated_at < now() - make_interval(mins => power(2, attempts)::int)))
        AND NOT (status = 'pending' AND refund_reference IS NOT NULL AND provider_status IN ('pending', 'requires_action'))
      ORDER BY updated_at LIMIT $1`,
    [limit],
  )
  let sent = 0
  for (const r of due.rows) {
    try {
      if (r.status === 'cancelling') {
        const out = await cancelAndRefund(r.confirmation_code, r.email, deps)
        if (out?.status === 'succeeded') sent++
        continue
      }
      const out = await sendHotelRefund(r.confirmation_code, deps)
      if (out?.status === 'succeeded') sent++
    } catch (err) {
      logger.warn('hotel refund sweep: item skipped', { code: r.confirmation_code, error: String(err instanceof Error ? err.message : err) })
    }
  }
  return sent
}
