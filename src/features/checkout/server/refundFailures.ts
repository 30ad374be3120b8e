/**
 * A refund's outcome after the provider's first answer. Stripe answers some refunds `pending` or
 * `requires_action` (the money is on its way, or the customer must give details): the sender records
 * them 'pending' with the refund id and that provider status — "unsettled" — and nobody sends them
 * again; they settle when Stripe says `succeeded`, `failed` or `canceled`, by a refund event
 * (`applyRefundEvent`) or by the sweeper's poll (`pollUnsettledRefunds`, which works even when the
 * endpoint is not subscribed to the refund events). A refund the provider gives up on becomes owed again. Stripe reports it
 * with `refund.failed` (and `refund.updated` / `charge.refund.updated` with status `failed` or
 * `canceled`): the hotel cancellation (`storefront_booking.refunds`) or the ticket order
 * (`shop.orders`) that recorded that refund id goes back to 'failed' with Stripe's reason, so the
 * page shows it owed with "Send my refund again" and the sweepers send it again. The retry needs a
 * NEW idempotency key (Stripe replays a key's first answer — the failed refund — for 24 hours), so
 * the stored key gains a `:retry-<attempts>` suffix; the failed refund returned no money, so a
 * second refund is not a double one. A succeeded refund whose sender died before recording it is
 * confirmed from the event (`confirmSucceededRefund`). Runs inside the webhook's transaction
 * (idempotent per event), or statement by statement for the poll.
 */
import type pg from 'pg'
import type Stripe from 'stripe'
import { logger } from '../../../lib/logger'

/** Stripe Refund statuses that are not an outcome yet (Stripe API "The Refund object": `status`). */
export const UNSETTLED_REFUND_STATUSES = ['pending', 'requires_action'] as const

/** Refund event types that may carry a refund's outcome (failure or success). */
export const REFUND_EVENT_TYPES = new Set(['refund.created', 'refund.failed', 'refund.updated', 'charge.refund.updated', 'charge.refunded'])

type RefundObject = { id?: unknown; object?: unknown; status?: unknown; failure_reason?: unknown; metadata?: unknown; payment_intent?: unknown }

/**
 * Applies a refund event to the records (issue #11 item 7): a failed/canceled refund is owed again
 * (`reopenFailedRefund`); a succeeded one confirms a record still 'pending'/'sending' — the process
 * that sent it died before writing the answer — with its refund id (`confirmSucceededRefund`).
 * `charge.refunded` carries the charge: each refund in its `refunds.data` (when Stripe includes it)
 * is applied. Returns how many records changed.
 */
export async function applyRefundEvent(q: Pick<pg.PoolClient, 'query'>, object: Record<string, unknown>): Promise<number> {
  const refunds: RefundObject[] =
    object.object === 'charge'
      ? (((object.refunds as { data?: unknown } | undefined)?.data as RefundObject[] | undefined) ?? []).map((r) => ({ payment_intent: object.payment_intent, ...r }))
      : [object as RefundObject]
  let changed = 0
  for (const r of refunds) changed += (await reopenFailedRefund(q, r)) + (await confirmSucceededRefund(q, r))
  return changed
}

/**
 * Marks the record of a succeeded refund as succeeded when it is still waiting for the provider's
 * answer ('pending'/'sending'), matched by its refund id (a refund Stripe answered pending) or by
 * the refund's metadata (`orderCode` for a ticket order, `confirmationCode` for a hotel
 * cancellation, both written when the refund is created) and the payment it refunds. Records already succeeded or failed are left alone. Returns rows changed.
 */
export async function confirmSucceededRefund(q: Pick<pg.PoolClient, 'query'>, refund: RefundObject): Promise<number> {
  if (refund.object !== 'refund' || typeof refund.id !== 'string' || refund.status !== 'succeeded') return 0
  const meta = (refund.metadata ?? {}) as Record<string, unknown>
  const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : null
  let n = 0
  const code = typeof meta.confirmationCode === 'string' ? meta.confirmationCode : null
  const order = typeof meta.orderCode === 'string' ? meta.orderCode : null
  const hotel = await q.query(
    `UPDATE storefront_booking.refunds SET status = 'succeeded', refund_reference = $2, provider_status = 'succeeded', error = NULL, updated_at = now()
      WHERE status IN ('pending', 'sending') AND (refund_reference = $2 OR (confirmation_code = $1 AND ($3::text IS NULL OR payment_reference = $3)))`,
    [code, refund.id, intent],
  )
  n += hotel.rowCount ?? 0
  const shop = await q.query(
    `UPDATE shop.orders SET refund_status = 'succeeded', refund_reference = $2, refund_provider_status = 'succeeded', refund_error = NULL, refund_updated_at = now()
      WHERE refund_status = 'pending' AND (refund_reference = $2 OR (order_code = $1 AND ($3::text IS NULL OR payment_reference = $3)))`,
    [order, refund.id, intent],
  )
  n += shop.rowCount ?? 0
  return n
}

/**
 * Reopens the refund `refund.id` if Stripe says it failed or was canceled: the record that holds it
 * (recorded 'succeeded', or 'pending' while Stripe had not settled it) becomes 'failed' — owed again,
 * listed on the ops dashboard, sent again by the sweepers with a new idempotency key. Returns how
 * many rows reopened (0 when the refund is unknown here, already reopened, or did not fail).
 */
export async function reopenFailedRefund(q: Pick<pg.PoolClient, 'query'>, refund: RefundObject): Promise<number> {
  if (refund.object !== 'refund' || typeof refund.id !== 'string') return 0
  if (refund.status !== 'failed' && refund.status !== 'canceled') return 0
  const reason = `provider refund ${refund.status}${typeof refund.failure_reason === 'string' ? `: ${refund.failure_reason}` : ''}`.slice(0, 1000)
  const hotel = await q.query(
    `UPDATE storefront_booking.refunds
        SET status = 'failed', error = $2, provider_status = $3, idempotency_key = idempotency_key || ':retry-' || attempts, updated_at = now()
      WHERE refund_reference = $1 AND status IN ('succeeded', 'pending')`,
    [refund.id, reason, refund.status],
  )
  const shop = await q.query(
    `UPDATE shop.orders
        SET refund_status = 'failed', refund_error = $2, refund_provider_status = $3,
            refund_idempotency_key = COALESCE(refund_idempotency_key, 'shop-refund:' || order_code) || ':retry-' || refund_attempts, refund_updated_at = now()
      WHERE refund_reference = $1 AND refund_status IN ('succeeded', 'pending')`,
    [refund.id, reason, refund.status],
  )
  return (hotel.rowCount ?? 0) + (shop.rowCount ?? 0)
}

/**
 * Asks Stripe about refunds it answered `pending`/`requires_action` (records 'pending' with a refund
 * id and that provider status, Stripe payments only), oldest first, at most `limit`, and applies the
 * answer as a refund event would (`applyRefundEvent`: failed/canceled → owed again, succeeded →
 * confirmed; still unsettled → left). No transaction is held across the Stripe call (`refunds.retrieve`).
 * Returns how many records changed. @throws database errors; a Stripe error on one refund is logged
 * and the next one is asked
 */
export async function pollUnsettledRefunds(deps: { pool: Pick<pg.Pool, 'query'>; stripe: Stripe }, limit = 50): Promise<number> {
  const due = await deps.pool.query<{ ref: string }>(
    `SELECT ref FROM (
       SELECT refund_reference AS ref, updated_at AS at FROM storefront_booking.refunds
        WHERE status = 'pending' AND provider = 'stripe' AND refund_reference IS NOT NULL AND provider_status = ANY($2::text[])
       UNION ALL
       SELECT refund_reference, refund_updated_at FROM shop.orders
        WHERE refund_status = 'pending' AND payment_provider = 'stripe' AND refund_reference IS NOT NULL AND refund_provider_status = ANY($2::text[])
     ) u ORDER BY at NULLS FIRST LIMIT $1`,
    [limit, UNSETTLED_REFUND_STATUSES],
  )
  let changed = 0
  for (const { ref } of due.rows) {
    let refund: Stripe.Refund
    try {
      refund = await deps.stripe.refunds.retrieve(ref)
    } catch (err) {
      logger.warn('refund poll: Stripe did not answer for this refund', { refund: ref, error: String(err) })
      continue
    }
    const n = await applyRefundEvent(deps.pool, refund as unknown as Record<string, unknown>)
    const fields = { refund: ref, status: refund.status, failureReason: refund.failure_reason ?? null }
    if (n > 0 && refund.status === 'succeeded') logger.info('refund settled at Stripe', fields)
    else if (n > 0) logger.error('refund failed at Stripe: owed again (ops dashboard)', fields)
    changed += n
  }
  return changed
}
