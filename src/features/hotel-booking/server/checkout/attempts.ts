/**
 * Booking attempts: the confirmation email owed before the commit (table
 * `storefront_booking.booking_attempts`, migration 20261206_060000_booking_attempts).
 *
 * The booking step records an attempt — the payment reference it commits with, the session, the guest's
 * email and language — before it calls the hotel API's commit. Whatever dies afterwards (the process,
 * the engine's answer, the database at the wrong moment), the attempt is still there and
 * `resolveOpenAttempts` (run by the booking email sweep) reads the session and decides:
 * - CONFIRMED with this payment reference → the confirmation email becomes owed
 *   (`confirmation_mails`, sent by the same sweep) and the attempt is 'confirmed';
 * - CONFIRMED with another payment, EXPIRED or CANCELLED → 'not-booked' (the Stripe sweep releases the
 *   authorization: it is not the reservation's payment);
 * - OPEN or HELD after `abandonAfterMinutes` → 'not-booked'; sooner, or the engine unreachable → left
 *   open for the next run.
 * The step itself resolves its attempt when it knows the outcome (`resolve`).
 */
import type pg from 'pg'
import type { CallContext, PaymentReservation } from '../../../../lib/hotel-api'
import { isRouteLocale, type RouteLocale } from '../../../../lib/i18n/locales'
import { logger } from '../../../../lib/logger'

/** How an attempt ended: booked and emailed, not booked, or booked then voided (its payment was gone). */
export type AttemptOutcome = 'confirmed' | 'not-booked' | 'payment-void'

export type BookingAttempt = { paymentReference: string; sessionId: string; email: string; locale: RouteLocale }

/** The interest-free plan the payment was authorized with: months (2…12) and the amount authorized, minor units of `currency`. */
export type AttemptPlan = { months: number; amountMinor: number; currency: string }

/** The attempts store over the storefront's database (schema `storefront_booking`). */
export function bookingAttempts(pool: () => Pick<pg.Pool, 'query'>) {
  return {
    /**
     * Records an attempt before the commit (idempotent per payment reference: a retried step keeps the
     * first row and reopens nothing already resolved), and with it the payment's interest-free plan when
     * it was authorized in months (`storefront_booking.payment_plans`, read by ../paymentPlan.ts), in one
     * statement. @throws the database's error — the caller must not commit without it
     */
    async record(a: BookingAttempt & { plan?: AttemptPlan | null }): Promise<void> {
      const plan = a.plan && a.plan.months > 1 ? a.plan : null
      await pool().query(
        `WITH attempt AS (
           INSERT INTO storefront_booking.booking_attempts (payment_reference, session_id, email, locale)
           VALUES ($1, $2, $3, $4) ON CONFLICT (payment_reference) DO NOTHING
         )
         INSERT INTO storefront_booking.payment_plans (payment_reference, months, amount_minor, currency)
         SELECT $1, $5::int, $6::bigint, $7::text WHERE $5::int IS NOT NULL
         ON CONFLICT (payment_reference) DO NOTHING`,
        [a.paymentReference, a.sessionId, a.email.toLowerCase(), a.locale, plan?.months ?? null, plan?.amountMinor ?? null, plan?.currency.toUpperCase() ?? null],
      )
    },
    /** Marks an attempt resolved with its outcome (and the reservation's code when booked). @throws on database errors */
    async resolve(paymentReference: string, outcome: AttemptOutcome, confirmationCode: string | null = null): Promise<void> {
      await pool().query(
        `UPDATE storefront_booking.booking_attempts SET resolved_at = now(), outcome = $2, confirmation_code = COALESCE($3, confirmation_code)
          WHERE payment_reference = $1 AND resolved_at IS NULL`,
        [paymentReference, outcome, confirmationCode],
      )
    },
    /** Open attempts recorded over `graceSeconds` ago, oldest first. @throws on database errors */
    async open(limit: number, graceSeconds: number): Promise<(BookingAttempt & { ageMinutes: number })[]> {
      const r = await pool().query<{ payment_reference: string; session_id: string; email: string; locale: string; age_minutes: number }>(
        `SELECT payment_reference, session_id, email, locale, extract(epoch FROM now() - created_at) / 60 AS age_minutes
           FROM storefront_booking.booking_attempts
          WHERE resolved_at IS NULL AND created_at < now() - make_interval(secs => $2)
          ORDER BY created_at LIMIT $1`,
        [limit, graceSeconds],
      )
      return r.rows.map((row) => ({
        paymentReference: row.payment_reference,
        sessionId: row.session_id,
        email: row.email,
        locale: isRouteLocale(row.locale) ? row.locale : 'en',
        ageMinutes: Number(row.age_minutes),
      }))
    },
  }
}

export type BookingAttempts = ReturnType<typeof bookingAttempts>

export type ResolveDeps = {
  attempts: BookingAttempts
  readSession: (sessionId: string, ctx: CallContext) => Promise<PaymentReservation>
  /** Records the confirmation email as owed (confirmationMail.ts `recordOwedConfirmation`). */
  recordOwedConfirmation: (code: string, email: string, locale: RouteLocale) => Promise<void>
  siteUrl: string
}

/**
 * Resolves the attempts no booking step resolved (module docs). Never throws for one attempt; a read
 * error leaves it for the next run.
 * @returns how many became owed confirmations, how many were not booked, and how many are still open
 * @throws the database's error when the open attempts cannot be listed
 */
export async function resolveOpenAttempts(deps: ResolveDeps, opts: { limit?: number; graceSeconds?: number; abandonAfterMinutes?: number } = {}) {
  const { limit = 50, graceSeconds = 120, abandonAfterMinutes = 45 } = opts
  const out = { confirmed: 0, notBooked: 0, open: 0 }
  for (const a of await deps.attempts.open(limit, graceSeconds)) {
    const ctx: CallContext = { pageUrl: `${deps.siteUrl.replace(/\/$/, '')}/${a.locale}/`, language: a.locale }
    try {
      const s = await deps.readSession(a.sessionId, ctx)
      const committed = s.status === 'CONFIRMED' ? s.reservation : null
      if (committed && committed.paymentReference === a.paymentReference) {
        await deps.recordOwedConfirmation(committed.confirmationCode, a.email, a.locale)
        await deps.attempts.resolve(a.paymentReference, 'confirmed', committed.confirmationCode)
        out.confirmed++
      } else if ((committed && committed.paymentReference) || s.status === 'EXPIRED' || s.status === 'CANCELLED' || a.ageMinutes >= abandonAfterMinutes) {
        await deps.attempts.resolve(a.paymentReference, 'not-booked')
        out.notBooked++
      } else {
        out.open++
      }
    } catch (err) {
      logger.warn('booking attempt left for the next sweep', { sessionId: a.sessionId, error: String(err) })
      out.open++
    }
  }
  return out
}
