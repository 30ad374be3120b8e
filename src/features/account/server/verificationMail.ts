/**
 * The customer verification email, owed and then sent once, as the booking confirmations are
 * (src/features/hotel-booking/server/confirmationMail.ts): a sign-up never waits for, nor fails with,
 * the mail server.
 * - after the account is committed, sign-up records an owed row in
 *   `storefront_account.verification_mails` (`recordOwedVerification`) and sends after its answer;
 * - a sender takes a 2-minute lease on the row (`claimed_until`, src/lib/mailLease.ts; the SMTP time
 *   limits stay below it) and marks `sent_at` once the transport accepted the message; a failed send
 *   counts the attempt and turns the lease into the back-off (2^attempts minutes, at most 6 h;
 *   VERIFICATION_MAIL_MAX_ATTEMPTS automatic tries);
 * - the link carries the account's current `_verificationToken`, read when sending (a resend replaces
 *   it and owes the mail again); an account that is gone or already verified needs no mail: its row
 *   is dropped;
 * - the sweep (`sendOwedVerifications`, the job 'verification email sweeper' of src/jobs.ts; env VERIFICATION_MAIL_SWEEP_EVERY_MS)
 *   sends what an SMTP outage or a crash left owed.
 */
import type { Payload } from 'payload'
import type pg from 'pg'
import { verificationEmail } from '../domain/emailContent'
import { verificationUrl } from '../domain/paths'
import { storefrontPool } from '../../../lib/db'
import { env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { MAIL_LEASE_SECONDS } from '../../../lib/mailLease'
import { accountPayload } from './session'

/** Failed sends the sweep retries (back-off 2^attempts minutes) before leaving the account to a resend. */
export const VERIFICATION_MAIL_MAX_ATTEMPTS = 6

/** What sending needs: the database and Payload (the account, the email adapter). */
export type VerificationMailDeps = { pool: () => Pick<pg.Pool, 'query'>; payload: () => Promise<Payload> }

/** The production deps: DATABASE_URL and the app's Payload. */
export const defaultVerificationMailDeps: VerificationMailDeps = { pool: storefrontPool, payload: accountPayload }

type Account = { id: number; email: string; firstName?: string | null; preferredLanguage?: string | null; _verified?: boolean | null; _verificationToken?: string | null }

/**
 * Records that account `customerId` is owed a verification email (again: a resend re-arms a sent
 * row, with a fresh attempt count).
 * @throws the database's error
 */
export async function recordOwedVerification(customerId: number, deps: Pick<VerificationMailDeps, 'pool'> = defaultVerificationMailDeps): Promise<void> {
  await deps.pool().query(
    `INSERT INTO storefront_account.verification_mails (customer_id) VALUES ($1)
     ON CONFLICT (customer_id) DO UPDATE SET recorded_at = now(), sent_at = NULL, claimed_until = NULL, attempts = 0, last_error = NULL`,
    [customerId],
  )
}

/**
 * Sends the verification email owed to `customerId` unless it was sent, another sender holds the
 * lease, or it is backing off after a failure.
 * @returns `sent` now; `skipped` (sent, leased or backing off, or not owed); `dropped` when the account
 *   is gone or already verified (the row is deleted)
 * @throws the transport's error, after recording the attempt (the sweep retries after the back-off)
 */
export async function sendVerificationOnce(customerId: number, deps: VerificationMailDeps = defaultVerificationMailDeps): Promise<'sent' | 'skipped' | 'dropped'> {
  const pool = deps.pool()
  const leased = await pool.query(
    `UPDATE storefront_account.verification_mails SET claimed_until = now() + make_interval(secs => $2)
      WHERE customer_id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING customer_id`,
    [customerId, MAIL_LEASE_SECONDS],
  )
  if (!leased.rowCount) return 'skipped'
  try {
    const payload = await deps.payload()
    const account = (await payload.findByID({ collection: 'customers', id: customerId, overrideAccess: true, showHiddenFields: true, depth: 0, disableErrors: true })) as Account | null
    if (!account || account._verified || !account._verificationToken) {
      await pool.query(`DELETE FROM storefront_account.verification_mails WHERE customer_id = $1`, [customerId])
      return 'dropped'
    }
    const lang = account.preferredLanguage === 'en' || account.preferredLanguage === 'pt' ? account.preferredLanguage : 'es'
    const content = verificationEmail(lang, account.firstName ?? '', verificationUrl(env.SITE_URL, lang, account._verificationToken))
    await payload.sendEmail({ to: account.email, subject: content.subject, html: content.html, text: content.text })
    await pool.query(`UPDATE storefront_account.verification_mails SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE customer_id = $1`, [customerId])
    return 'sent'
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 500)
    await pool
      .query(
        `UPDATE storefront_account.verification_mails
            SET attempts = attempts + 1, last_error = $2, claimed_until = now() + least(make_interval(mins => power(2, attempts + 1)::int), interval '6 hours')
          WHERE customer_id = $1 AND sent_at IS NULL`,
        [customerId, error],
      )
      .catch(() => undefined)
    logger.error('customer verification email failed', { customerId, error })
    throw err
  }
}

/**
 * Sends every verification email still owed: rows recorded over `graceSeconds` ago (sign-up normally
 * sends within that time), not sent, not leased or backing off, under VERIFICATION_MAIL_MAX_ATTEMPTS.
 * @returns how many were sent now
 * @throws the database's error when the owed rows cannot be listed (a failed send is counted, not thrown)
 */
export async function sendOwedVerifications(limit = 20, graceSeconds = 60, deps: VerificationMailDeps = defaultVerificationMailDeps): Promise<number> {
  const due = await deps.pool().query<{ customer_id: number }>(
    `SELECT customer_id FROM storefront_account.verification_mails
      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        AND recorded_at < now() - make_interval(secs => $2) AND attempts < $3
      ORDER BY recorded_at LIMIT $1`,
    [limit, graceSeconds, VERIFICATION_MAIL_MAX_ATTEMPTS],
  )
  let sent = 0
  for (const row of due.rows) {
    try {
      if ((await sendVerificationOnce(row.customer_id, deps)) === 'sent') sent++
    } catch {
      // logged and counted by sendVerificationOnce; a later sweep retries after the back-off
    }
  }
  return sent
}
