/**
 * A refund's outcome after the provider's first answer. Stripe answers some refunds `pending` or
 * `requires_action` (the money is on its way, or the customer must give details): the sender records
 * them 'pending' with the refund id and that provider status — "unsettled" — and nobody sends them
 * again; they settle when Stripe says `succeeded`, `failed` or `canceled`, by a refund event
 * (`applyRefundEvent`) or by the sweeper's poll (`pollUnsettledRefunds`, which works even when the
 * endpoint is not subscribed to the refund events). A refund the provider gives up on becomes owed again. Stripe reports it
 * with `refund.failed` (and `refund.updated` / `charge.refund.updated` with status `failed` or
 * `canceled`): the hotel cancellation or the ticket order that recorded that refund id goes back to
 * 'failed' with Stripe's reason — each flow changes its own record (`PaymentFlow.reopenFailedRefund`,
 * ./paymentFlow.ts; the flows are passed in), so the
 * page shows it owed with "Send my refund again" and the sweepers send it again. The retry needs a
 * NEW idempotency key (Stripe replays a key's first answer — the failed refund — for 24 hours), so
 * the stored key gains a `:retry-<attempts>` suffix; the failed refund returned no money, so a
 * second refund is not a double one. A succeeded refund whose sender died before recording it is
 * confirmed from the event (`confirmSucceededRefund`). Runs inside the webhook's transaction
 * (idempotent per event), or statement by statement for the poll.
 */
import type Stripe from 'stripe'
import { logger } from '../../../lib/logger'
import type { FlowDb, PaymentFlow, RefundReport } from './paymentFlow'

/** Stripe Refund statuses that are not an outcome yet (Stripe API "The Refund object": `status`). */
export const UNSETTLED_REFUND_STATUSES = ['pending', 'requires_action'] as const

/** Refund event types that may carry a refund's outcome (failure or success). */
export const REFUND_EVENT_TYPES = new Set(['refund.created', 'refund.failed', 'refund.updated', 'charge.refund.updated', 'charge.refunded'])

type RefundObject = { id?: unknown; object?: unknown; status?: unknown; failure_reason?: unknown; metadata?: unknown; payment_intent?: unknown }

type RefundFlows = readonly Pick<PaymentFlow, 'reopenFailedRefund' | 'confirmSucceededRefund'>[]

/** The refund of a Stripe refund object, or null when it is not one (no id). */
function refundReport(r: RefundObject): RefundReport | null {
  if (r.object !== 'refund' || typeof r.id !== 'string') return null
  return {
    id: r.id,
    status: typeof r.status === 'string' ? r.status : '',
    failureReason: typeof r.failure_reason === 'string' ? r.failure_reason : null,
    metadata: r.metadata && typeof r.metadata === 'object' ? (r.metadata as Record<string, unknown>) : {},
    paymentIntent: typeof r.payment_intent === 'string' ? r.payment_intent : null,
  }
}

/**
 * Applies a refund event to the flows' records: a failed/canceled refund is owed again
 * (`reopenFailedRefund`); a succeeded one confirms a record still 'pending'/'sending' — the process
 * that sent it died before writing the answer — with its refund id (`confirmSucceededRefund`).
 * `charge.refunded` carries the charge: each refund in its `refunds.data` (when Stripe includes it)
 * is applied. Returns how many records changed. @throws database errors
 */
export async function applyRefundEvent(q: FlowDb, object: Record<string, unknown>, flows: RefundFlows): Promise<number> {
  const refunds: RefundObject[] =
    object.object === 'charge'
      ? (((object.refunds as { data?: unknown } | undefined)?.data as RefundObject[] | undefined) ?? []).map((r) => ({ payment_intent: object.payment_intent, ...r }))
      : [object as RefundObject]
  let changed = 0
  for (const r of refunds) changed += (await reopenFailedRefund(q, r, flows)) + (await confirmSucceededRefund(q, r, flows))
  return changed
}

/**
 * Marks the record of a succeeded refund as succeeded when it is still waiting for the provider's
 * answer ('pending'/'sending'), matched by its refund id (a refund Stripe answered pending) or by
 * the refund's metadata (each flow's code, written when the refund is created) and the payment it
 * refunds. Records already succeeded or failed are left alone. Returns rows changed.
 */
export async function confirmSucceededRefund(q: FlowDb, refund: RefundObject, flows: RefundFlows): Promise<number> {
  const r = refundReport(refund)
  if (!r || r.status !== 'succeeded') return 0
  let n = 0
  for (const f of flows) n += await f.confirmSucceededRefund(q, r)
  return n
}

/**
 * Reopens the refund `refund.id` if Stripe says it failed or was canceled: the record that holds it
 * (recorded 'succeeded', or 'pending' while Stripe had not settled it) becomes 'failed' — owed again,
 * listed on the ops dashboard, sent again by the sweepers with a new idempotency key. Returns how
 * many rows reopened (0 when the refund is unknown here, already reopened, or did not fail).
 */
export async function reopenFailedRefund(q: FlowDb, refund: RefundObject, flows: RefundFlows): Promise<number> {
  const r = refundReport(refund)
  if (!r || (r.status !== 'failed' && r.status !== 'canceled')) return 0
  const reason = `provider refund ${r.status}${r.failureReason !== null ? `: ${r.failureReason}` : ''}`.slice(0, 1000)
  let n = 0
  for (const f of flows) n += await f.reopenFailedRefund(q, r, reason)
  return n
}

/**
 * Asks Stripe about refunds it answered `pending`/`requires_action` (each flow's records 'pending'
 * with a refund id and that provider status, Stripe payments only), oldest first, at most `limit`,
 * and applies the answer as a refund event would (`applyRefundEvent`: failed/canceled → owed again,
 * succeeded → confirmed; still unsettled → left). No transaction is held across the Stripe call
 * (`refunds.retrieve`). Returns how many records changed. @throws database errors; a Stripe error on
 * one refund is logged and the next one is asked
 */
export async function pollUnsettledRefunds(deps: { pool: FlowDb; stripe: Stripe; flows: readonly PaymentFlow[] }, limit = 50): Promise<number> {
  const due = (await Promise.all(deps.flows.map((f) => f.unsettledRefunds(deps.pool, limit, UNSETTLED_REFUND_STATUSES))))
    .flat()
    .sort((a, b) => (a.since === null ? (b.since === null ? 0 : -1) : b.since === null ? 1 : a.since.getTime() - b.since.getTime()))
    .slice(0, limit)
  let changed = 0
  for (const { reference: ref } of due) {
    let refund: Stripe.Refund
    try {
      refund = await deps.stripe.refunds.retrieve(ref)
    } catch (err) {
      logger.warn('refund poll: Stripe did not answer for this refund', { refund: ref, error: String(err) })
      continue
    }
    const n = await applyRefundEvent(deps.pool, refund as unknown as Record<string, unknown>, deps.flows)
    const fields = { refund: ref, status: refund.status, failureReason: refund.failure_reason ?? null }
    if (n > 0 && refund.status === 'succeeded') logger.info('refund settled at Stripe', fields)
    else if (n > 0) logger.error('refund failed at Stripe: owed again (ops dashboard)', fields)
    changed += n
  }
  return changed
}
