/**
 * A refund the provider later gives up on becomes owed again (issue #11 item 7). Stripe reports it
 * with `refund.failed` (and `refund.updated` / `charge.refund.updated` with status `failed` or
 * `canceled`): the hotel cancellation (`storefront_booking.refunds`) or the ticket order
 * (`shop.orders`) that recorded that refund id goes back to 'failed' with Stripe's reason, so the
 * page shows it owed with "Send my refund again" and the sweepers send it again. The retry needs a
 * NEW idempotency key (Stripe replays a key's first answer — the failed refund — for 24 hours), so
 * the stored key gains a `:retry-<attempts>` suffix; the failed refund returned no money, so a
 * second refund is not a double one. Runs inside the webhook's transaction (idempotent per event).
 */
import type pg from 'pg'

/** Refund event types that may carry a failure. */
export const REFUND_EVENT_TYPES = new Set(['refund.failed', 'refund.updated', 'charge.refund.updated'])

/**
 * Reopens the refund `refundId` if the event says it failed; returns how many rows reopened (0 when
 * the refund is unknown here, already reopened, or did not fail).
 */
export async function reopenFailedRefund(q: Pick<pg.PoolClient, 'query'>, refund: { id?: unknown; object?: unknown; status?: unknown; failure_reason?: unknown }): Promise<number> {
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
