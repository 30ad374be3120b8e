/**
 * The hotel booking's side of the payment floor (the `PaymentFlow` port of
 * src/features/checkout/server/paymentFlow.ts): the commit state of a booking (the hotel API's
 * payment-reservation session), refund outcomes on the hotel cancellations' refunds
 * (`storefront_booking.refunds`, ./sql/refunds.ts), the sessions and refunds the reconciliation
 * compares with Stripe, and the refunds staff must see. The hotel's reservations live behind the
 * hotel API (HOTEL_API_URL): they are read over HTTP only.
 *
 * Intents of the hotel flow carry metadata `{ sessionId }` (the booking step,
 * ./checkout/service.ts); its refunds `{ kind: 'hotel-refund', confirmationCode }` (./refunds.ts).
 */
import type Stripe from 'stripe'
import { commitStateByReference } from '../../checkout/server/commitRule'
import type { CommitState, FlowDb, OwedItem, PaymentFlow, ReconcileLedger, RefundReport } from '../../checkout/server/paymentFlow'
import { HotelApiClient, HotelApiError, type CallContext } from '../../../lib/hotel-api'

/** A payment-reservation session as the hotel API answers it (null: unknown session). */
export type SessionView = { status: string; reservation?: { confirmationCode: string; paymentReference: string | null } | null } | null

const SESSION_ID = /^[0-9a-f-]{36}$/

/**
 * Whether the booking a Stripe PaymentIntent paid for committed (the Stripe sweep of stale
 * authorizations asks). Metadata `sessionId` → the payment-reservation session at the hotel API.
 * CONFIRMED (or CANCELLED after a reservation) → the reservation's payment reference decides, by the
 * rule both checkouts share (`commitStateByReference`): this intent → 'committed' (cancelled
 * reservation → 'unknown'), another intent → 'abandoned'; an API that does not say which payment the
 * reservation used → 'unknown'. HELD → 'pending'; OPEN, EXPIRED, or CANCELLED without a reservation →
 * 'abandoned'. A session the hotel API does not know (404: another deployment's, another engine's, or
 * one purged) → 'unknown', never 'abandoned': the sweep leaves it and logs it (Stripe itself releases
 * an uncaptured card authorization after 7 days). No `sessionId` → 'unknown'. Hotel API unreachable →
 * 'unknown'. Never throws.
 */
export async function hotelCommitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>, client = new HotelApiClient(), pageUrl = 'http://localhost/payments/stripe/webhook/'): Promise<CommitState> {
  const sessionId = pi.metadata?.sessionId
  if (!sessionId || !SESSION_ID.test(sessionId)) return 'unknown'
  try {
    const session = await client.getPaymentReservation(sessionId, { pageUrl })
    if (session.status === 'CONFIRMED' || (session.status === 'CANCELLED' && session.reservation)) {
      if (!session.reservation) return 'unknown' // the API does not say which payment the reservation used
      return commitStateByReference(pi.id, { paymentReference: session.reservation.paymentReference, active: session.status === 'CONFIRMED' })
    }
    if (session.status === 'HELD') return 'pending'
    return 'abandoned'
  } catch {
    // not found is not abandoned: nothing proves this deployment's engine ever held it
    return 'unknown'
  }
}

type HotelRefundRow = { confirmation_code: string; status: string; payment_reference: string | null; amount_minor: string | null }

/**
 * The hotel refunds paid through Stripe and, per intent, its session at the hotel API, compared with
 * Stripe (reconciliation rules of src/features/checkout/server/reconcile.ts):
 * `captured-without-booking` (captured, but the session's reservation names another payment or none),
 * `paid-without-capture` (a confirmed reservation paid with an intent cancelled or still authorized
 * past the grace), `uncaptured-authorization`, `refund-owed`, `refunded-too-much`.
 */
async function hotelLedger(q: FlowDb, session: (sessionId: string) => Promise<SessionView>): Promise<ReconcileLedger> {
  const refunds = (
    await q.query<HotelRefundRow>(`SELECT confirmation_code, status, payment_reference, amount_minor FROM storefront_booking.refunds WHERE provider = 'stripe' AND payment_reference IS NOT NULL`)
  ).rows
  const byIntent = new Map(refunds.map((r) => [r.payment_reference!, r]))
  const references = new Map<string, string>()
  for (const r of refunds) if (!references.has(r.payment_reference!)) references.set(r.payment_reference!, r.confirmation_code)
  return {
    count: refunds.length,
    label: 'hotel refunds',
    references,
    async compare(pi, { refunded, stale, add }) {
      const sessionId = pi.metadata?.sessionId ?? ''
      // the session's reservation names the intent it was paid with
      const s = await session(sessionId)
      const paidWithThis = s?.reservation?.paymentReference === pi.id
      const code = s?.reservation?.confirmationCode ?? null
      if (pi.status === 'succeeded' && !paidWithThis) add('captured-without-booking', code, `captured ${pi.amount_received} ${pi.currency}; session ${sessionId} is ${s?.status ?? 'unknown'}`)
      if (paidWithThis && s?.status === 'CONFIRMED' && (pi.status === 'canceled' || stale)) add('paid-without-capture', code, `reservation confirmed, intent ${pi.status}`)
      else if (stale) add('uncaptured-authorization', code, `authorized since ${new Date(pi.created * 1000).toISOString()}`)
      const owed = byIntent.get(pi.id)
      const due = owed && owed.status !== 'none' ? Number(owed.amount_minor ?? 0) : 0
      if (due > refunded) add('refund-owed', owed?.confirmation_code ?? code, `refund ${due} recorded (${owed?.status}), ${refunded} at Stripe`)
      if (refunded > due) add('refunded-too-much', owed?.confirmation_code ?? code, `Stripe refunded ${refunded}, recorded ${due}`)
    },
  }
}

const apiContext: CallContext = { pageUrl: 'storefront://payments-reconcile', language: 'en' }

/** A session at the hotel API for the reconciliation: 404 → null (unknown session). @throws other hotel API errors */
export function hotelSessionReader(client = new HotelApiClient()): (sessionId: string) => Promise<SessionView> {
  return async (sessionId) => {
    try {
      return await client.getPaymentReservation(sessionId, apiContext)
    } catch (err) {
      if (err instanceof HotelApiError && err.status === 404) return null
      throw err
    }
  }
}

/**
 * The hotel flow. `deps.commitState` and `deps.session` default to the hotel API at HOTEL_API_URL
 * (`hotelCommitState`, `hotelSessionReader`); tests pass their own.
 */
export function hotelPaymentFlow(deps: { commitState?: PaymentFlow['commitState']; session?: (sessionId: string) => Promise<SessionView> } = {}): PaymentFlow {
  return {
    name: 'hotel',
    owns: (pi) => typeof pi.metadata?.sessionId === 'string' && pi.metadata.sessionId !== '' && !pi.metadata.checkoutId && pi.metadata.kind !== 'ticket-shop',
    commitState: (pi) => (deps.commitState ?? hotelCommitState)(pi),

    async reopenFailedRefund(q: FlowDb, refund: RefundReport, reason: string) {
      const r = await q.query(
        `UPDATE storefront_booking.refunds
            SET status = 'failed', error = $2, provider_status = $3, idempotency_key = idempotency_key || ':retry-' || attempts, updated_at = now()
          WHERE refund_reference = $1 AND status IN ('succeeded', 'pending')`,
        [refund.id, reason, refund.status],
      )
      return r.rowCount ?? 0
    },

    async confirmSucceededRefund(q: FlowDb, refund: RefundReport) {
      const code = typeof refund.metadata.confirmationCode === 'string' ? refund.metadata.confirmationCode : null
      const r = await q.query(
        `UPDATE storefront_booking.refunds SET status = 'succeeded', refund_reference = $2, provider_status = 'succeeded', error = NULL, updated_at = now()
          WHERE status IN ('pending', 'sending') AND (refund_reference = $2 OR (confirmation_code = $1 AND ($3::text IS NULL OR payment_reference = $3)))`,
        [code, refund.id, refund.paymentIntent],
      )
      return r.rowCount ?? 0
    },

    async unsettledRefunds(q: FlowDb, limit: number, providerStatuses: readonly string[]) {
      const r = await q.query<{ ref: string; at: Date | null }>(
        `SELECT refund_reference AS ref, updated_at AS at FROM storefront_booking.refunds
          WHERE status = 'pending' AND provider = 'stripe' AND refund_reference IS NOT NULL AND provider_status = ANY($2::text[])
          ORDER BY updated_at NULLS FIRST LIMIT $1`,
        [limit, providerStatuses],
      )
      return r.rows.map((x) => ({ reference: x.ref, since: x.at }))
    },

    reconcileLedger: (q) => hotelLedger(q, deps.session ?? hotelSessionReader()),

    /** Hotel-cancellation refunds still owed (cancelling, pending, sending or failed; pending at Stripe shown as such). */
    async owed(q: FlowDb): Promise<OwedItem[]> {
      const r = await q.query<OwedItem>(`
        SELECT 'hotel-refund' AS kind, confirmation_code AS ref,
               CASE WHEN status = 'pending' AND refund_reference IS NOT NULL AND provider_status IN ('pending', 'requires_action')
                    THEN 'pending at the provider: ' || provider_status ELSE status END AS status, amount_minor::text AS amount, currency, attempts, error, updated_at AS since
          FROM storefront_booking.refunds WHERE status IN ('cancelling', 'pending', 'sending', 'failed')
        ORDER BY since
        LIMIT 100`)
      return r.rows
    },
  }
}
