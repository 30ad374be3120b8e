/**
 * The ticket shop's part of the admin's "Find a booking or order" view (src/lib/operations/find.ts,
 * composed in src/operationsSources.ts): orders found in `shop.orders` by order code, customer email
 * or part of the customer's name, and a visit or order day; each with its refund, email and owed
 * capture (checkout's `payments.payment_intents`), and the two actions ops may take: resend the
 * order confirmation, send an owed refund again.
 */
import type pg from 'pg'
import { containsPattern, storefrontPool } from '../../../lib/db'
import { HOTEL_TIME_ZONE } from '../../../lib/hotel-date'
import { type ActionOutcome, type FindAnswer, type FindQuery, type FoundAction, type FoundRecord, type FoundStatus, looksLikeEmail } from '../../../lib/operations/find'
import { capturesOwedAmong } from '../../checkout/server/captureOwed'
import { shopPool } from './db'
import { sendOrderMailOnce } from './orderMail'
import { shopService } from './service'

type Db = Pick<pg.Pool, 'query'>

type OrderRow = {
  order_code: string
  status: 'paid' | 'cancelled'
  email: string
  customer: { firstName?: string; lastName?: string }
  currency: string
  decimals: number
  total: string
  provider: string
  reference: string
  created_at: Date
  refund: string | null
  refund_status: 'none' | 'pending' | 'failed' | 'succeeded' | null
  refund_reference: string | null
  refund_error: string | null
  refund_attempts: number
  mail_sent: boolean
  first_visit: string | null
  last_visit: string | null
}

/**
 * An order's state for ops (src/lib/operations/find.ts `FoundStatus`): paid with its capture owed →
 * payment-owed, else confirmed; cancelled by its refund — succeeded → refunded, pending or failed →
 * refund-owed, none → cancelled.
 */
export function orderStatus(status: 'paid' | 'cancelled', refund: OrderRow['refund_status'], captureOwed: boolean): FoundStatus {
  if (status === 'paid') return captureOwed ? 'payment-owed' : 'confirmed'
  if (refund === 'succeeded') return 'refunded'
  if (refund === 'pending' || refund === 'failed') return 'refund-owed'
  return 'cancelled'
}

/**
 * Ticket orders matching `q`, newest first, at most `limit`: `text` an email → the customer's email in
 * any case; else the order code (any case) or a part of the customer's "first last"; `date` a day some
 * line visits or the order was placed on (hotel-local). Amounts in minor units.
 * @throws database errors
 */
export async function findOrders(q: FindQuery, limit: number, db: Db = shopPool(), payments: Db = storefrontPool()): Promise<FindAnswer> {
  const where: string[] = []
  const args: unknown[] = []
  const arg = (v: unknown) => `$${args.push(v)}`
  if (q.text) {
    if (looksLikeEmail(q.text)) where.push(`lower(o.email) = lower(${arg(q.text)})`)
    else {
      where.push(`(o.order_code = upper(${arg(q.text)}) OR lower(concat_ws(' ', o.customer->>'firstName', o.customer->>'lastName')) LIKE ${arg(containsPattern(q.text))})`)
    }
  }
  if (q.date) {
    const day = arg(q.date)
    where.push(`(EXISTS (SELECT 1 FROM shop.order_lines l WHERE l.order_code = o.order_code AND l.visit_date = ${day}::date) OR (o.created_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = ${day}::date)`)
  }
  if (where.length === 0) return { ok: true, records: [] }
  const r = await db.query<OrderRow>(
    `SELECT o.order_code, o.status, o.email, o.customer, o.currency, o.decimals, o.total_minor::text AS total, o.payment_provider AS provider,
            o.payment_reference AS reference, o.created_at, o.refund_minor::text AS refund, o.refund_status, o.refund_reference, o.refund_error,
            o.refund_attempts, o.mail_sent_at IS NOT NULL AS mail_sent,
            (SELECT min(l.visit_date)::text FROM shop.order_lines l WHERE l.order_code = o.order_code) AS first_visit,
            (SELECT max(l.visit_date)::text FROM shop.order_lines l WHERE l.order_code = o.order_code) AS last_visit
       FROM shop.orders o WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.order_code LIMIT ${arg(limit)}`,
    args,
  )
  const owed = await capturesOwedAmong(
    payments,
    r.rows.filter((o) => o.status === 'paid').map((o) => o.reference),
  )
  const records = r.rows.map((o): FoundRecord => {
    const status = orderStatus(o.status, o.refund_status, owed.has(o.reference))
    const actions: FoundAction[] = []
    if (o.status === 'paid') actions.push('resend-confirmation')
    if (status === 'refund-owed') actions.push('send-refund')
    return {
      kind: 'order',
      code: o.order_code,
      status,
      guest: { name: `${o.customer.firstName ?? ''} ${o.customer.lastName ?? ''}`.trim(), email: o.email },
      from: o.first_visit,
      to: o.last_visit !== o.first_visit ? o.last_visit : null,
      createdAt: o.created_at,
      currency: o.currency,
      decimals: o.decimals,
      totalMinor: Number(o.total),
      paidMinor: Number(o.total),
      refundMinor: Number(o.refund ?? 0),
      payment: { provider: o.provider, reference: o.reference },
      refund: o.refund_status && o.refund_status !== 'none' ? { status: o.refund_status, reference: o.refund_reference, error: o.refund_error, attempts: o.refund_attempts } : null,
      emailSent: o.mail_sent,
      actions,
    }
  })
  return { ok: true, records }
}

/**
 * Sends the confirmation of paid order `code` again: marked unsent (attempts reset) and sent now
 * through the same lease as every send. Unknown or cancelled → not-found.
 * @returns done, or failed with the transport's error (the order stays owed its email: the sweep retries)
 */
export async function resendOrderConfirmation(code: string, db: Db = shopPool()): Promise<ActionOutcome> {
  const r = await db.query(
    `UPDATE shop.orders SET mail_sent_at = NULL, mail_claimed_until = NULL, mail_attempts = 0, mail_error = NULL WHERE order_code = $1 AND status = 'paid' RETURNING order_code`,
    [code],
  )
  if (r.rowCount === 0) return { ok: false, result: 'not-found' }
  try {
    return { ok: true, result: (await sendOrderMailOnce(code)) === 'sent' ? 'done' : 'nothing-to-do' }
  } catch (err) {
    return { ok: false, result: 'failed', error: String(err instanceof Error ? err.message : err).slice(0, 300) }
  }
}

/**
 * Sends the owed refund of cancelled order `code` again, through the shop's own retry (the
 * cancellation's idempotency key `shop-refund:<code>`, so the provider refunds once). Nothing owed →
 * nothing-to-do; unknown → not-found.
 * @returns done when the provider accepted it, else failed with the recorded error
 */
export async function resendOrderRefund(code: string, db: Db = shopPool()): Promise<ActionOutcome> {
  const r = await db.query<{ status: string; refund_status: string | null; email: string; locale: string }>(`SELECT status, refund_status, email, locale FROM shop.orders WHERE order_code = $1`, [
    code,
  ])
  const o = r.rows[0]
  if (!o) return { ok: false, result: 'not-found' }
  if (o.status !== 'cancelled' || (o.refund_status !== 'pending' && o.refund_status !== 'failed')) return { ok: true, result: 'nothing-to-do' }
  const out = await shopService().cancelOrder(code, o.email, new Date(), o.locale === 'es' || o.locale === 'pt' ? o.locale : 'en')
  if (!out.ok) return { ok: false, result: 'failed', error: out.message }
  if (out.refundStatus === 'succeeded') return { ok: true, result: 'done' }
  if (out.refundStatus === 'none') return { ok: true, result: 'nothing-to-do' } // never captured: only the fee was taken
  const after = await db.query<{ refund_error: string | null }>(`SELECT refund_error FROM shop.orders WHERE order_code = $1`, [code])
  return { ok: false, result: 'failed', error: after.rows[0]?.refund_error ?? out.refundStatus ?? undefined }
}
