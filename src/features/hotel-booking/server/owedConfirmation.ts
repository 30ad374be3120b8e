/**
 * The owed row of a booking confirmation email (`storefront_booking.confirmation_mails`), without the
 * mail transport: what the booking step, the attempts sweep and the crash-safety worker record
 * (confirmationMail.ts sends it).
 */
import type pg from 'pg'
import { contentLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'

/**
 * Records that the confirmation of `code` is owed to `email` in `locale` (idempotent: a second call
 * changes nothing). @throws the database's error
 */
export async function insertOwedConfirmation(q: Pick<pg.Pool, 'query'>, code: string, email: string, locale: RouteLocale): Promise<void> {
  await q.query(
    `INSERT INTO storefront_booking.confirmation_mails (confirmation_code, email, language, locale)
     VALUES ($1, $2, $3, $4) ON CONFLICT (confirmation_code) DO NOTHING`,
    [code, email.toLowerCase(), contentLocaleOf(locale), locale],
  )
}
