/**
 * The hotel booking's part of the admin's "Find a booking or order" view (src/lib/operations/find.ts,
 * composed in src/operationsSources.ts): the hotel's reservations found through the hotel API's
 * reservation search (`GET /reservations`, docs/hotel-api.md), each joined with the storefront's own
 * records — the refund of a cancellation (`storefront_booking.refunds`), the confirmation email
 * (`storefront_booking.confirmation_mails`) and an owed capture (checkout's `payments.payment_intents`)
 * — and the two actions ops may take: resend the confirmation email, send an owed refund again.
 */
import type pg from 'pg'
import { env } from '../../../lib/env'
import { type CallContext, HotelApiClient, HotelApiError, type Reservation } from '../../../lib/hotel-api'
import { isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { currencyDecimals } from '../../../lib/money/format'
import { type ActionOutcome, type FindAnswer, type FindQuery, type FoundAction, type FoundRecord, type FoundStatus, looksLikeEmail } from '../../../lib/operations/find'
import { capturesOwedAmong } from '../../checkout/server/captureOwed'
import { defaultBookingMailDeps, sendConfirmationOnce, type BookingMailDeps } from './confirmationMail'
import { storefrontPool } from '../../../lib/db'
import { cancelAndRefund, defaultRefundDeps, type HotelRefundDeps, type HotelRefundStatus, sendHotelRefund } from './refunds'

type Db = Pick<pg.Pool, 'query'>

/** The hotel API's search criteria (every one given must match). */
export type ReservationCriteria = { code?: string; email?: string; name?: string; date?: string; limit?: number }

/** What the find needs: the hotel API's search, the storefront's database, checkout's payments table. */
export type BookingFindDeps = { search: (c: ReservationCriteria) => Promise<Reservation[]>; db: () => Db; payments: () => Db }

const apiContext: CallContext = { pageUrl: 'storefront://operations', language: 'en' }

/** The production deps: the hotel API client, the storefront's and checkout's pools. */
export const defaultBookingFindDeps: BookingFindDeps = {
  search: (c) => new HotelApiClient().searchReservations(c, apiContext),
  db: storefrontPool,
  payments: storefrontPool,
}

/**
 * The hotel API searches one typed text needs: an email → by email; a word that could be a
 * confirmation code (6–20 letters and digits) → by code and by name; anything else → by name. The
 * date, when given, narrows each. Only a date → one search by date.
 */
export function bookingCriteria(q: FindQuery, limit: number): ReservationCriteria[] {
  const date = q.date ?? undefined
  if (!q.text) return [{ date, limit }]
  if (looksLikeEmail(q.text)) return [{ email: q.text, date, limit }]
  const byName = { name: q.text, date, limit }
  return /^[A-Za-z0-9]{6,20}$/.test(q.text) ? [{ code: q.text.toUpperCase(), date, limit }, byName] : [byName]
}

type RefundRow = { confirmation_code: string; status: HotelRefundStatus; amount_minor: string | null; refund_reference: string | null; error: string | null; attempts: number }
type MailRow = { confirmation_code: string; sent: boolean }

/**
 * A reservation's state for ops (src/lib/operations/find.ts `FoundStatus`): a confirmed one whose
 * capture is owed → payment-owed; a cancelled one by its refund row — succeeded → refunded; still
 * cancelling, pending, sending or failed → refund-owed; 'none' or no row (nothing to refund, or
 * cancelled at the hotel) → cancelled.
 */
export function bookingStatus(reservationStatus: string, refund: HotelRefundStatus | null, captureOwed: boolean): FoundStatus {
  if (reservationStatus !== 'CANCELLED') return captureOwed ? 'payment-owed' : 'confirmed'
  if (refund === 'succeeded') return 'refunded'
  if (refund === 'cancelling' || refund === 'pending' || refund === 'sending' || refund === 'failed') return 'refund-owed'
  return 'cancelled'
}

/**
 * Hotel reservations matching `q`, newest first, at most `limit`, with their refund, email and
 * capture state. A hotel API without the search (404/405) → `unsupported`; an outage or any other
 * refusal → `unavailable` (logged). @throws database errors
 */
export async function findBookings(q: FindQuery, limit: number, deps: BookingFindDeps = defaultBookingFindDeps): Promise<FindAnswer> {
  let found: Reservation[]
  try {
    found = (await Promise.all(bookingCriteria(q, limit).map((c) => deps.search(c)))).flat()
  } catch (err) {
    const status = err instanceof HotelApiError ? err.status : 0
    logger.warn('operations: hotel reservation search failed', { status, error: String(err instanceof Error ? err.message : err) })
    return { ok: false, reason: status === 404 || status === 405 ? 'unsupported' : 'unavailable' }
  }
  const byCode = new Map(found.map((r) => [r.confirmationCode, r]))
  const list = [...byCode.values()].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, limit)
  const codes = list.map((r) => r.confirmationCode)
  const [refunds, mails, owed] = await Promise.all([
    deps
      .db()
      .query<RefundRow>(`SELECT confirmation_code, status, amount_minor::text, refund_reference, error, attempts FROM storefront_booking.refunds WHERE confirmation_code = ANY($1::text[])`, [codes]),
    deps.db().query<MailRow>(`SELECT confirmation_code, sent_at IS NOT NULL AS sent FROM storefront_booking.confirmation_mails WHERE confirmation_code = ANY($1::text[])`, [codes]),
    capturesOwedAmong(
      deps.payments(),
      list.flatMap((r) => (r.payment ? [r.payment.reference] : [])),
    ),
  ])
  const refundOf = new Map(refunds.rows.map((r) => [r.confirmation_code, r]))
  const mailOf = new Map(mails.rows.map((r) => [r.confirmation_code, r.sent]))
  const records = list.map((r): FoundRecord => {
    const refund = refundOf.get(r.confirmationCode) ?? null
    const status = bookingStatus(r.status, refund?.status ?? null, Boolean(r.payment && owed.has(r.payment.reference)))
    const emailSent = mailOf.has(r.confirmationCode) ? mailOf.get(r.confirmationCode)! : null
    const actions: FoundAction[] = []
    if (emailSent !== null && r.status !== 'CANCELLED') actions.push('resend-confirmation')
    if (status === 'refund-owed') actions.push('send-refund')
    return {
      kind: 'booking',
      code: r.confirmationCode,
      status,
      guest: { name: `${r.guest.firstName} ${r.guest.lastName}`.trim(), email: r.guest.email },
      from: r.checkIn,
      to: r.checkOut,
      createdAt: r.createdAt ? new Date(r.createdAt) : null,
      currency: r.currency,
      decimals: currencyDecimals(r.currency),
      totalMinor: r.totalMinor,
      paidMinor: r.paidMinor,
      refundMinor: refund?.amount_minor != null ? Number(refund.amount_minor) : (r.cancellation?.refundMinor ?? 0),
      payment: r.payment,
      refund: refund && refund.status !== 'none' ? { status: refund.status, reference: refund.refund_reference, error: refund.error, attempts: refund.attempts } : null,
      emailSent,
      actions,
    }
  })
  return { ok: true, records }
}

/**
 * Sends the confirmation email of booking `code` again, in the language it was booked in: the
 * recorded email is marked unsent (attempts and back-off reset) and sent now through the same lease
 * as every send. A booking the storefront has no email record of → not-found.
 * @returns done, or failed with the transport's or hotel API's error (the row stays owed: the sweep retries)
 */
export async function resendBookingConfirmation(code: string, deps: BookingMailDeps = defaultBookingMailDeps): Promise<ActionOutcome> {
  const r = await deps
    .pool()
    .query<{ email: string; locale: string | null; language: string }>(
      `UPDATE storefront_booking.confirmation_mails SET sent_at = NULL, claimed_until = NULL, attempts = 0, last_error = NULL WHERE confirmation_code = $1 RETURNING email, locale, language`,
      [code],
    )
  const row = r.rows[0]
  if (!row) return { ok: false, result: 'not-found' }
  const locale: RouteLocale = isRouteLocale(row.locale) ? row.locale : isRouteLocale(row.language) ? row.language : 'es'
  const ctx: CallContext = { pageUrl: `${env.SITE_URL.replace(/\/$/, '')}/${locale}/`, language: locale }
  try {
    return { ok: true, result: (await sendConfirmationOnce(code, row.email, locale, ctx, undefined, deps)) === 'sent' ? 'done' : 'nothing-to-do' }
  } catch (err) {
    return { ok: false, result: 'failed', error: String(err instanceof Error ? err.message : err).slice(0, 300) }
  }
}

/**
 * Sends the owed refund of cancelled booking `code` again (same idempotency key, so the provider
 * refunds once): a cancellation still 'cancelling' is finished first (the hotel API's cancel is
 * idempotent). Nothing owed, another call sending it, or the provider settling an accepted refund →
 * nothing-to-do; no refund record → not-found.
 * @returns done when the provider accepted it, else failed with the recorded error
 */
export async function resendBookingRefund(code: string, deps: HotelRefundDeps = defaultRefundDeps): Promise<ActionOutcome> {
  const r = await deps.pool().query<{ status: HotelRefundStatus; email: string }>(`SELECT status, email FROM storefront_booking.refunds WHERE confirmation_code = $1`, [code])
  const row = r.rows[0]
  if (!row) return { ok: false, result: 'not-found' }
  if (row.status === 'none' || row.status === 'succeeded') return { ok: true, result: 'nothing-to-do' }
  try {
    const after = row.status === 'cancelling' ? await cancelAndRefund(code, row.email, deps) : await sendHotelRefund(code, deps)
    if (after?.status === 'succeeded') return { ok: true, result: 'done' }
    // nothing owed; being sent by another call; or accepted and settling at the provider (Stripe `pending`)
    if (after?.status === 'none' || after?.status === 'sending' || (after?.status === 'pending' && after.refundReference)) return { ok: true, result: 'nothing-to-do' }
    return { ok: false, result: 'failed', error: after?.error ?? undefined }
  } catch (err) {
    return { ok: false, result: 'failed', error: String(err instanceof Error ? err.message : err).slice(0, 300) }
  }
}
