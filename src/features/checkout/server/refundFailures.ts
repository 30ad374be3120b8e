/**
 * A refund the provider later gives up on becomes owed again (issue #11 item 7). Stripe reports it
 * with `refund.failed` (and `refund.updated` / `charge.refund.updated` with status `failed` or
 * `canceled`): the hotel cancellation (`storefront_booking.refunds`) or the ticket order
 * (`shop.orders`) that recorded that refund id goes back to 'failed' with Stripe's reason, so the
 * page shows it owed with "Send my refund again" and the sweepers send it again. The retry needs a
 * NEW idempotency key (Stripe replays a key's first answer — the failed refund — for 24 hours), so
 * the stored key gains a `:retry-<attempts>` suffix; the failed refund returned no money, so a
 * second refund is not a double one. A succeeded refund whose sender died before recording it is
 * confirmed from the event (`confirmSucceededRefund`). Runs inside the webhook's transaction
 * (idempotent per event).
 */
import type pg from 'pg'

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
 * answer ('pending'/'sending'), matched by the refund's metadata (`orderCode` for a ticket order,
 * `confirmationCode` for a hotel cancellation, both written when the refund is created) and the
 * payment it refunds. Records already succeeded or failed are left alone. Returns rows changed.
 */
export async function confirmSucceededRefund(q: Pick<pg.PoolClient, 'query'>, refund: RefundObject): Promise<number> {
  if (refund.object !== 'refund' || typeof refund.id !== 'string' || refund.status !== 'succeeded') return 0
  const meta = (refund.metadata ?? {}) as Record<string, unknown>
  const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : null
  let n = 0
  if (typeof meta.confirmationCode === 'string') {
    const r = await q.query(
      `UPDATE storefront_booking.refunds SET status = 'succeeded', refund_reference = $2, provider_status = 'succeeded', error = NULL, updated_at = now()
        WHERE confirmation_code = $1 AND status IN ('pending', 'sending') AND ($3::text IS NULL OR payment_reference = $3)`,
      [meta.confirmationCode, refund.id, intent],
    )
    n += r.rowCount ?? 0
  }
  if (typeof meta.orderCode === 'string') {
    const r = await q.query(
      `UPDATE shop.orders SET refund_status = 'succeeded', refund_reference = $2, refund_provider_status = 'succeeded', refund_error = NULL, refund_updated_at = now()
        WHERE order_code = $1 AND refund_status = 'pending' AND ($3::text IS NULL OR payment_reference = $3)`,
      [meta.orderCode, refund.id, intent],
    )
    n += r.rowCount ?? 0
  }
  return n
}

/**
 * Reopens the refund `refundId` if the event says it failed; returns how many rows reopened (0 when
 * the refund is unknown here, already reopened, or did not fail).
 */
export async function reopenFailedRefund(q: Pick<pg.PoolClient, 'query'>, refund: RefundObject): Promise<number> {
  if (refund.object !== 'refund' || typeof refund.id !== 'string') return 0
  if (refund.status !== 'failed' && refund.status !== 'canceled') return 0
  const reason = `provider refund ${refund.status}${typeof refund.failure_reason === 'string' ? `: ${refund.failure_reason}` : ''}`.slice(0, 1000)
  const hotel = await q.query(
    `UPDATE storefront_booking.refunds
        SET status = 'failed', error = $2, provider_status = $3, idempotency_key = idempotency_key || ':retry-' || attempts, updated_at = now()
      WHERE refund_reference = $1 AND status = 'succeeded'`,
    [refund.id, reason, refund.status],
  )
  const shop = await q.query(
    `UPDATE shop.orders
        SET refund_status = 'failed', refund_error = $2, refund_provider_status = $3,
            refund_idempotency_key = COALESCE(refund_idempotency_key, 'shop-refund:' || order_code) || ':retry-' || refund_attempts, refund_updated_at = now()
      WHERE refund_reference = $1 AND refund_status = 'succeeded'`,
    [refund.id, reason, refund.status],
  )
  return (hotel.rowCount ?? 0) + (shop.rowCount ?? 0)
}
