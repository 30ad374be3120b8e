/**
 * Sends the booking confirmation email once per reservation (spec §2 step 3) through Payload's email
 * adapter (`payload.config.ts` `email`: SMTP, or JSON files in `MAIL_DIR` in dev and tests), with the
 * stay as a calendar (.ics) attachment, in the language the guest booked in.
 *
 * Owed, then sent once, as the ticket orders' emails are (src/features/ticket-shop/server/orderMail.ts):
 * - before the commit the booking step records an attempt (./checkout/attempts.ts); once the payment is
 *   captured it writes the owed row in `storefront_booking.confirmation_mails` (`recordOwedConfirmation`)
 *   and sends after its answer (Next's `after`), so the guest does not wait for the mail server; an
 *   attempt no step finished becomes that row in the sweep (`sweepBookingMails`);
 * - a sender takes a 2-minute lease on the row (`claimed_until`, one UPDATE only one caller can win) and
 *   marks `sent_at` once the transport accepted the message, so a retried step, a reload of the
 *   confirmation page or a second instance sends nothing more;
 * - a failed send counts the attempt and turns the lease into the back-off (2^attempts minutes, at most
 *   6 h; BOOKING_MAIL_MAX_ATTEMPTS automatic tries); a sender that died lets the lease lapse;
 * - the sweep (`sweepBookingMails`, the job 'booking email sweeper' of src/jobs.ts; env
 *   BOOKING_MAIL_SWEEP_EVERY_MS) sends whatever a crash or an SMTP outage left owed.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import type pg from 'pg'
import { type CallContext, HotelApiClient, type Reservation } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { isRouteLocale, textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { MAIL_LEASE_SECONDS } from '../../../lib/mailLease'
import { formatMoneyOf } from '../../../lib/money/format'
import { getCurrencies } from '../../../cms/reads/queries'
import { getHotelTaxNote } from '../../../cms/reads/reference'
import { buildConfirmationMail } from '../domain/confirmationMail'
import { installmentPlanOf, installmentPlanText } from '../domain/paymentPlan'
import { myBookingPath } from '../domain/paths'
import { env } from '../../../lib/env'
import { bookingAttempts, resolveOpenAttempts, type ResolveDeps } from './checkout/attempts'
import { storefrontPool } from '../../../lib/db'
import { insertOwedConfirmation } from './owedConfirmation'
import { storedPaymentPlan } from './paymentPlan'

/** The lease a sender holds while sending (seconds; the SMTP time limits stay below it: src/lib/mailLease.ts). */
const LEASE_SECONDS = MAIL_LEASE_SECONDS
/** Failed sends the sweep retries (back-off 2^attempts minutes) before leaving the booking to staff. */
export const BOOKING_MAIL_MAX_ATTEMPTS = 6

/** A message as Payload's `sendEmail` takes it. */
export type OutgoingMail = { to: string; subject: string; html: string; text: string; attachments?: { filename: string; content: string; contentType?: string }[] }

/** What sending needs: the storefront's database, the hotel API read and the mail transport. */
export type BookingMailDeps = {
  pool: () => Pick<pg.Pool, 'query'>
  /** The hotel API read of a reservation (when the caller has not got it). */
  read: (code: string, email: string, ctx: CallContext) => Promise<Reservation>
  send: (mail: OutgoingMail) => Promise<unknown>
}

const mailPool = storefrontPool

/** The production deps: DATABASE_URL, the hotel API client, Payload's email adapter. */
export const defaultBookingMailDeps: BookingMailDeps = {
  pool: mailPool,
  read: (code, email, ctx) => new HotelApiClient().getReservation(code, email, ctx),
  send: async (mail) => (await getPayload({ config })).sendEmail(mail),
}

/** The route locale a row was recorded in (`locale`; rows of the first schema have only `language`), else `fallback`. */
function localeOfRow(row: { locale: string | null; language: string }, fallback: RouteLocale): RouteLocale {
  return isRouteLocale(row.locale) ? row.locale : isRouteLocale(row.language) ? row.language : fallback
}

function siteOrigin(ctx: CallContext): string {
  return env.siteUrlGiven ? env.SITE_URL.replace(/\/$/, '') : new URL(ctx.pageUrl).origin
}

/**
 * Records that the confirmation of `code` is owed to `email` in `locale` (idempotent: a second call
 * changes nothing). The booking step calls it once the payment is captured; before the commit it
 * records a booking attempt (./checkout/attempts.ts), which the sweep turns into this row.
 * @throws the database's error (the caller logs it; the confirmation page records the row again)
 */
export async function recordOwedConfirmation(code: string, email: string, locale: RouteLocale, deps: BookingMailDeps = defaultBookingMailDeps): Promise<void> {
  await insertOwedConfirmation(deps.pool(), code, email, locale)
}

/**
 * Sends the confirmation of `code` unless it was sent, another sender holds the lease, or it is backing
 * off after a failure. Records the row first when it is missing (a booking committed elsewhere).
 * @param reservation the committed reservation when the caller has it (else it is read by code + email)
 * @returns `sent` now, `skipped` when already sent, being sent or backing off
 * @throws HotelApiError when the reservation cannot be read, or the transport's error — after recording
 *   the attempt (the caller logs; the sweep retries after the back-off)
 */
export async function sendConfirmationOnce(
  code: string,
  email: string,
  locale: RouteLocale,
  ctx: CallContext,
  reservation?: Reservation,
  deps: BookingMailDeps = defaultBookingMailDeps,
): Promise<'sent' | 'skipped'> {
  const pool = deps.pool()
  await recordOwedConfirmation(code, email, locale, deps)
  const leased = await pool.query<{ email: string; locale: string | null; language: string }>(
    `UPDATE storefront_booking.confirmation_mails SET claimed_until = now() + make_interval(secs => $2)
      WHERE confirmation_code = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING email, locale, language`,
    [code, LEASE_SECONDS],
  )
  const row = leased.rows[0]
  if (!row) return 'skipped'
  const rowLocale = localeOfRow(row, locale)
  try {
    const r = reservation ?? (await deps.read(code, row.email, ctx))
    const currencies = await getCurrencies(textLocaleOf(rowLocale))
    const money = (minor: number) => formatMoneyOf(minor, r.currency, currencies)
    const manageUrl = `${siteOrigin(ctx)}${myBookingPath(rowLocale)}?code=${encodeURIComponent(code)}`
    const note = await getHotelTaxNote(textLocaleOf(rowLocale), r.hotelCode).catch(() => null)
    // the interest-free plan beside the amount paid; a failed read fails this send (retried), never drops the plan
    const plan = installmentPlanOf(r.payment?.reference ? await storedPaymentPlan(pool, r.payment.reference) : null, r.currency)
    const texts = messagesFor(rowLocale)
    const installments = plan ? installmentPlanText(plan, texts.booking.guest.monthsOption, money, rowLocale) : null
    const mail = buildConfirmationMail(r, texts.bookingMail, money, manageUrl, textLocaleOf(rowLocale), { texts: texts.taxes, note }, installments)
    await deps.send({ to: r.guest.email, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments })
    await pool.query(`UPDATE storefront_booking.confirmation_mails SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE confirmation_code = $1`, [code])
    return 'sent'
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 500)
    await pool
      .query(
        `UPDATE storefront_booking.confirmation_mails
            SET attempts = attempts + 1, last_error = $2, claimed_until = now() + least(make_interval(mins => power(2, attempts + 1)::int), interval '6 hours')
          WHERE confirmation_code = $1 AND sent_at IS NULL`,
        [code, error],
      )
      .catch(() => undefined)
    logger.error('booking confirmation email failed', { code, error })
    throw err
  }
}

/**
 * Sends every confirmation still owed: rows recorded over `graceSeconds` ago (the booking step normally
 * sends within that time) that are not sent, not leased or backing off, and under BOOKING_MAIL_MAX_ATTEMPTS.
 * The hotel API is read with the row's email; links point at SITE_URL. Returns how many were sent now.
 * @throws the database's error when the owed rows cannot be listed (a failed send is counted, not thrown)
 */
export async function sendOwedConfirmations(limit = 20, graceSeconds = 60, deps: BookingMailDeps = defaultBookingMailDeps): Promise<number> {
  const due = await deps.pool().query<{ confirmation_code: string; email: string; locale: string | null; language: string }>(
    `SELECT confirmation_code, email, locale, language FROM storefront_booking.confirmation_mails
      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        AND claimed_at < now() - make_interval(secs => $2) AND attempts < $3
      ORDER BY claimed_at LIMIT $1`,
    [limit, graceSeconds, BOOKING_MAIL_MAX_ATTEMPTS],
  )
  let sent = 0
  for (const row of due.rows) {
    const locale = localeOfRow(row, 'en')
    const ctx: CallContext = { pageUrl: `${env.SITE_URL.replace(/\/$/, '')}/${locale}/`, language: locale }
    try {
      if ((await sendConfirmationOnce(row.confirmation_code, row.email, locale, ctx, undefined, deps)) === 'sent') sent++
    } catch {
      // logged and counted by sendConfirmationOnce; a later sweep retries after the back-off
    }
  }
  return sent
}

/**
 * One sweep: the booking attempts no step resolved become owed confirmations (or not-booked), then the
 * owed confirmations are sent. @returns the counts the Operations view shows
 */
export async function sweepBookingMails(deps: BookingMailDeps = defaultBookingMailDeps, readSession: ResolveDeps['readSession'] = (id, ctx) => new HotelApiClient().getPaymentReservation(id, ctx)) {
  const attempts = await resolveOpenAttempts({
    attempts: bookingAttempts(deps.pool),
    readSession,
    recordOwedConfirmation: (code, email, locale) => recordOwedConfirmation(code, email, locale, deps),
    siteUrl: env.SITE_URL,
  })
  return { attemptsConfirmed: attempts.confirmed, attemptsNotBooked: attempts.notBooked, attemptsOpen: attempts.open, sent: await sendOwedConfirmations(20, 60, deps) }
}
