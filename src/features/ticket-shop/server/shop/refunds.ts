/**
 * Cancellation and refunds (spec §9: 10 % fee more than 2 days before the visit, none within 2 days): the quote, the cancellation with its refund marked pending in one transaction, the provider call outside any transaction (claim with a lease → call → record), and the owed-refund re-sends with back-off.
 */
import { cancellationRefund, type RefundQuote } from '../../domain'
import { hotelLocalDate } from '../../../../lib/hotel-date'
import { isPaymentError, type PaymentProvider } from '../../../checkout/payments'
import { clearCaptureOwed } from '../../../checkout/server/captureOwed'
import { logger } from '../../../../lib/logger'
import { withTransaction } from '../db'
import { shopFailure, shopNotice } from '../messages'
import { crashPoint } from '../../../../lib/crashPoints'
import type * as T from '../types'
import { loc, toIso, Refused, sleep } from './shared'
import type { ShopContext } from './context'

/** Automatic re-sends of a failed refund before it waits for the customer or an operator. */
export const REFUND_MAX_AUTO_ATTEMPTS = 8

/** How long a refund sender's claim lasts (longer than the provider's worst case: the Stripe SDK's 20 s timeout × 4 tries). */
export const REFUND_LEASE_MS = 5 * 60_000

/** A claimed owed refund, as `sendRefund` reads it. */
type OwedRefund = {
  currency: string
  payment_reference: string
  total_minor: string
  refund_minor: string | null
  refund_idempotency_key: string | null
  refund_reference: string | null
}

/** What settling an owed refund with the provider gave: the state to record and the provider's refund id and status. */
type RefundOutcome = { status: T.RefundState; reference: string | null; providerStatus: string | null; error: string | null }

/** The refunds capability over the service's shared context (what it does and its rules: the module doc); returns its operations. */
export function refundsOps(ctx: ShopContext) {
  const { deps, releaseSold, findOrder, orderLines } = ctx

  /** The policy applied line by line (each line's own visit date; open tickets: their last valid day). */
  function refundOf(lines: Awaited<ReturnType<typeof orderLines>>, now: Date): RefundQuote {
    const todayLocal = hotelLocalDate(now)
    const parts = lines.map((l) => cancellationRefund(Number(l.total_minor), toIso(l.visit_date) ?? toIso(l.open_ticket_valid_until) ?? todayLocal, todayLocal))
    const paid = parts.reduce((s, p) => s + p.paid, 0)
    const fee = parts.reduce((s, p) => s + p.fee, 0)
    const refund = parts.reduce((s, p) => s + p.refund, 0)
    return {
      rule: parts.some((p) => p.rule === 'FEE') ? 'FEE' : 'NO_REFUND',
      daysBeforeArrival: parts.length ? Math.min(...parts.map((p) => p.daysBeforeArrival)) : 0,
      paid,
      fee,
      refund,
      retained: paid - refund,
    }
  }

  async function quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult> {
    const o = await findOrder(deps.pool(), orderCode, email)
    if (!o) return shopFailure('ORDER_NOT_FOUND', 'en')
    if (o.status !== 'paid') return shopFailure('CANCEL_NOT_ALLOWED', 'en')
    return { ok: true, orderCode: o.order_code, status: 'cancelled', refund: refundOf(await orderLines(deps.pool(), o.order_code), now), currency: o.currency }
  }

  /**
   * Cancels a paid order and sends its refund to the payment provider.
   *
   * Order of steps, so that a crash anywhere is recoverable and nothing is refunded twice:
   * 1. ONE transaction (order row locked): status 'cancelled', the policy's refund recorded
   *    (`refund_minor`, `refund_fee_minor`), seats released, and — when the refund is > 0 — the refund
   *    marked 'pending' with its idempotency key `shop-refund:<orderCode>` (0 → 'none': no provider
   *    call). The cancellation is committed before any money moves, so it is never lost.
   * 2. `sendRefund`: claims the owed refund with a lease (one short statement), calls the provider
   *    with no transaction open — a captured payment is refunded with that key; one never captured
   *    (its capture after the order was lost) has only the retained fee captured and the rest
   *    released, recorded 'none' — then records 'succeeded' + the provider's refund id, or 'failed' +
   *    the error. Concurrent duplicate cancels find the refund claimed and answer its outcome:
   *    one provider call per cancellation; should two calls ever reach the provider, the same
   *    idempotency key makes it one refund.
   * A crash between 1 and 2, or a provider failure, leaves the refund 'pending'/'failed': a new
   * cancel request for the already-cancelled order (the order page offers it) sends it again with the
   * same key (`retried: true`); `sendOwedRefunds` does the same for every owed refund. A cancelled
   * order whose refund is 'none' or 'succeeded' → CANCEL_NOT_ALLOWED (409), as before.
   * The customer never gets a 5xx for the provider: the result is ok with `refundStatus` 'failed' and
   * a localized `notice`.
   */
  async function cancelOrder(orderCode: string, email: string, now: Date, localeIn: T.ShopLocale): Promise<T.CancelOrderResult> {
    const locale = loc(localeIn)
    let cancelled: { orderCode: string; refund: RefundQuote; currency: string; retried: boolean }
    try {
      cancelled = await withTransaction(deps.pool(), async (client) => {
        const o = await findOrder(client, orderCode, email, true)
        if (!o) throw new Refused(shopFailure('ORDER_NOT_FOUND', locale))
        if (o.status === 'cancelled' && (o.refund_status === 'pending' || o.refund_status === 'failed')) {
          // a retry: the cancellation stands, its refund is still owed — quote it as recorded
          const lines = await orderLines(client, o.order_code)
          const recorded = refundOf(lines, o.cancelled_at ? new Date(o.cancelled_at) : now)
          const amount = Number(o.refund_minor ?? 0)
          const fee = Number(o.refund_fee_minor ?? 0)
          return { orderCode: o.order_code, refund: { ...recorded, refund: amount, fee, retained: recorded.paid - amount }, currency: o.currency, retried: true }
        }
        if (o.status !== 'paid') throw new Refused(shopFailure('CANCEL_NOT_ALLOWED', locale))
        const refund = refundOf(await orderLines(client, o.order_code), now)
        const owed = refund.refund > 0
        await client.query(
          `UPDATE shop.orders SET status = 'cancelled', cancelled_at = $2, refund_minor = $3, refund_fee_minor = $4, refund_status = $5, refund_idempotency_key = $6, refund_updated_at = now() WHERE order_code = $1`,
          [o.order_code, now, refund.refund, refund.fee, owed ? 'pending' : 'none', owed ? refundKey(o.order_code) : null],
        )
        await releaseSold(client, o.checkout_id)
        return { orderCode: o.order_code, refund, currency: o.currency, retried: false }
      })
    } catch (err) {
      if (err instanceof Refused) return err.failure as T.CancelOrderResult
      throw err
    }
    crashPoint('shop.after-cancel')
    let sent: { status: T.RefundState; reference: string | null }
    try {
      sent = await sendRefund(cancelled.orderCode, { wait: true })
    } catch (err) {
      // the cancellation is committed; the refund stays owed ('pending'/'failed') and is sent on retry
      logger.error('shop: refund bookkeeping failed after the cancellation', { orderCode: cancelled.orderCode, err: (err as Error).message })
      sent = { status: 'pending', reference: null }
    }
    const notSent = sent.status === 'pending' || sent.status === 'failed'
    return {
      ok: true,
      orderCode: cancelled.orderCode,
      status: 'cancelled',
      refund: cancelled.refund,
      currency: cancelled.currency,
      refundStatus: sent.status,
      refundReference: sent.reference,
      retried: cancelled.retried,
      ...(notSent ? { notice: shopNotice('REFUND_NOT_SENT', locale) } : {}),
    }
  }

  /** The refund's idempotency key: one per order, the same for every attempt. */
  const refundKey = (orderCode: string) => `shop-refund:${orderCode}`

  /**
   * Settles a cancelled order's owed refund ('pending'/'failed') with the provider and records the
   * outcome; anything else is returned as it stands. No transaction is open while the provider is
   * called (a slow provider must not hold a row lock and a pool connection: Stripe's SDK may take
   * 20 s × 4 tries). The steps, as the authorization sweep does them:
   * 1. claim — one autocommitted UPDATE: the owed refund not claimed by a live sender gets
   *    `refund_claimed_until` = now + REFUND_LEASE_MS. Another sender holding the claim → the refund
   *    as it stands, or with `opts.wait` (a customer's cancel) its outcome, polled with no connection
   *    held, at most `duplicateWaitMs`; concurrent cancels make one provider call.
   * 2. call (`settleWithProvider`), no lock held: the payment is read first. Captured → the refund of
   *    `refund_minor` (idempotency key `refund_idempotency_key`). Never captured (the capture after
   *    the order was lost and was still owed) → there is nothing to refund: only the retained part
   *    (paid − refund: the policy's fee) is captured and the rest of the authorization released
   *    (all of it released when nothing is retained); already cancelled at the provider → nothing
   *    taken, nothing to refund. Those record `refund_status` 'none' with `refund_provider_status`
   *    'released' — never a refund of money that was never taken.
   * 3. record — one UPDATE: the outcome, the attempt counted, the claim cleared.
   * A sender that dies between 1 and 3 leaves the refund owed and claimed until the lease lapses;
   * the next sender uses the same idempotency key, so the provider refunds once. Provider errors are
   * recorded ('failed', `refund_error`), never thrown; only a database failure throws.
   */
  async function sendRefund(orderCode: string, opts: { wait?: boolean } = {}): Promise<{ status: T.RefundState; reference: string | null }> {
    const pool = deps.pool()
    const provider = deps.payments()
    const claimed = await pool.query<OwedRefund>(
      `UPDATE shop.orders SET refund_claimed_until = now() + ($2::double precision * interval '1 millisecond')
        WHERE order_code = $1 AND status = 'cancelled' AND refund_status IN ('pending', 'failed') AND coalesce(refund_minor, 0) > 0
          AND (refund_claimed_until IS NULL OR refund_claimed_until <= now())
          AND NOT (refund_status = 'pending' AND refund_reference IS NOT NULL AND refund_provider_status IN ('pending', 'requires_action'))
        RETURNING currency, payment_reference, total_minor, refund_minor, refund_idempotency_key, refund_reference`,
      [orderCode, REFUND_LEASE_MS],
    )
    const o = claimed.rows[0]
    if (!o) {
      // not owed, or another sender holds the claim: its outcome once it records it (polled, no
      // connection held), at most `duplicateWaitMs`
      const deadline = Date.now() + (opts.wait ? deps.duplicateWaitMs : 0)
      for (;;) {
        const now = await pool.query<{ refund_status: T.RefundState | null; refund_reference: string | null; claimed: boolean }>(
          `SELECT refund_status, refund_reference, coalesce(refund_claimed_until > now(), false) AS claimed FROM shop.orders WHERE order_code = $1 AND status = 'cancelled'`,
          [orderCode],
        )
        const row = now.rows[0]
        if (!row?.claimed || Date.now() >= deadline) return { status: row?.refund_status ?? 'none', reference: row?.refund_reference ?? null }
        await sleep(50)
      }
    }
    let outcome: RefundOutcome
    try {
      outcome = await settleWithProvider(provider, orderCode, o)
    } catch (err) {
      const message = isPaymentError(err) ? `${err.code}: ${err.message}` : ((err as Error)?.message ?? String(err))
      logger.error('shop: refund not sent, kept owed', { orderCode, err: message })
      outcome = { status: 'failed', reference: o.refund_reference, providerStatus: null, error: message.slice(0, 1000) }
    }
    crashPoint('shop.during-refund')
    await pool.query(
      `UPDATE shop.orders SET refund_status = $2, refund_reference = $3, refund_provider_status = coalesce($4, refund_provider_status), refund_error = $5,
              refund_attempts = refund_attempts + 1, refund_updated_at = now(), refund_claimed_until = NULL
        WHERE order_code = $1 AND refund_status IN ('pending', 'failed')`,
      [orderCode, outcome.status, outcome.reference, outcome.providerStatus, outcome.error],
    )
    return { status: outcome.status, reference: outcome.reference }
  }

  /**
   * The provider step of `sendRefund` (no transaction open): reads the payment, then refunds a
   * captured one, or — never captured — captures only the retained amount (or releases everything).
   * A capture that loses a race (the authorization sweep captured the owed payment in full at the
   * same moment) is read again once and refunded. @throws PaymentError from the provider
   */
  async function settleWithProvider(provider: PaymentProvider, orderCode: string, o: OwedRefund): Promise<RefundOutcome> {
    const amount = Number(o.refund_minor ?? 0)
    const retained = Number(o.total_minor) - amount
    const released: RefundOutcome = { status: 'none', reference: null, providerStatus: 'released', error: null }
    for (let pass = 0; ; pass++) {
      const read = provider.readCapture ? await provider.readCapture(o.payment_reference) : { state: 'unknown' as const, capturedMinor: 0 }
      if (read.state === 'capturable') {
        try {
          if (retained > 0) await provider.capture(o.payment_reference, retained)
          else await provider.cancel(o.payment_reference)
        } catch (err) {
          if (pass === 0) continue
          throw err
        }
        await clearCaptureOwed(deps.pool(), o.payment_reference).catch((err) => logger.warn('shop: owed capture mark not cleared', { orderCode, err: String(err) }))
        logger.info('shop: cancelled before its capture: retained amount captured, the rest released', { orderCode, retained })
        return released
      }
      if (read.state === 'canceled') {
        if (retained > 0) logger.error('shop: cancelled order whose payment was never captured and is cancelled: the retained amount cannot be collected', { orderCode, retained })
        return released
      }
      // captured for exactly the retained amount: the capture above, whose answer was lost
      if (read.state === 'captured' && retained > 0 && read.capturedMinor === retained) return released
      break
    }
    const refund = await provider.refund({
      reference: o.payment_reference,
      amountMinor: amount,
      currency: o.currency,
      idempotencyKey: o.refund_idempotency_key ?? refundKey(orderCode),
      metadata: { orderCode, kind: 'ticket-shop' },
    })
    const given = refund.status === 'failed' || refund.status === 'canceled'
    if (given) logger.error('shop: provider refund failed', { orderCode, refund: refund.id, status: refund.status })
    return {
      // Stripe's pending/requires_action is not an outcome: 'pending' with the refund id until Stripe settles it (checkout/server/refundFailures.ts)
      status: given ? 'failed' : refund.status === 'succeeded' ? 'succeeded' : 'pending',
      reference: refund.id,
      providerStatus: refund.status,
      error: given ? `provider refund ${refund.id} is ${refund.status}: staff must refund by hand` : null,
    }
  }

  /**
   * Sends every owed refund ('pending' — e.g. the process died after the cancellation — or 'failed'),
   * oldest first, at most `limit`; returns how many are now 'succeeded'. For an operator's job or a
   * timer; each uses the order's own idempotency key, so it never refunds twice.
   * @param opts.dueBy the timer's mode: only refunds due at that instant — 'pending' for over a minute
   *   (the cancelling request is still sending it before that), 'failed' after an exponential
   *   back-off of 2^attempts minutes (capped at 6 h) and at most REFUND_MAX_AUTO_ATTEMPTS attempts;
   *   past that the refund waits for the customer's "Send my refund again" or an operator's call
   *   without `dueBy`.
   */
  async function sendOwedRefunds(limit = 50, opts: { dueBy?: Date } = {}): Promise<number> {
    const owed = opts.dueBy
      ? await deps.pool().query<{ order_code: string }>(
          `SELECT order_code FROM shop.orders
            WHERE status = 'cancelled' AND (refund_claimed_until IS NULL OR refund_claimed_until <= $2::timestamptz)
              AND ((refund_status = 'pending' AND coalesce(refund_updated_at, created_at) < $2::timestamptz - interval '1 minute'
                    AND NOT (refund_reference IS NOT NULL AND refund_provider_status IN ('pending', 'requires_action')))
                OR (refund_status = 'failed' AND refund_attempts < $3
                    AND refund_updated_at < $2::timestamptz - make_interval(mins => least(360, power(2, refund_attempts)::int))))
            ORDER BY refund_updated_at NULLS FIRST LIMIT $1`,
          [limit, opts.dueBy.toISOString(), REFUND_MAX_AUTO_ATTEMPTS],
        )
      : await deps
          .pool()
          .query<{ order_code: string }>(
            `SELECT order_code FROM shop.orders WHERE status = 'cancelled' AND refund_status IN ('pending','failed') AND (refund_claimed_until IS NULL OR refund_claimed_until <= now()) ORDER BY refund_updated_at NULLS FIRST LIMIT $1`,
            [limit],
          )
    let done = 0
    for (const { order_code } of owed.rows) if ((await sendRefund(order_code)).status === 'succeeded') done++
    return done
  }

  return { refundOf, quoteOrderCancellation, cancelOrder, refundKey, sendRefund, sendOwedRefunds }
}
