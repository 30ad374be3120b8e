/**
 * Sends the booking confirmation email once per reservation (issue #4 step 3) through Payload's email
 * adapter (`payload.config.ts` `email`: SMTP, or JSON files in `MAIL_DIR` in dev and tests), with the
 * stay as a calendar (.ics) attachment, in the language the guest booked in.
 *
 * Once: a row in `storefront_booking.confirmation_mails` is claimed with `INSERT … ON CONFLICT DO
 * NOTHING` before sending, so a retried step (double submit, reload of the confirmation page, a
 * replayed webhook) sends nothing more; a failed send releases the claim so a later call retries.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'
import { type CallContext, HotelApiClient, type Reservation } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { contentLocaleOf, textLocaleOf } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { currencyDecimals, formatMoney } from '../../../lib/money/format'
import { getCurrencies } from '../../../cms/reads/queries'
import { getHotelTaxNote } from '../../../cms/reads/reference'
import { buildConfirmationMail } from '../domain/confirmationMail'
import { myBookingPath } from '../domain/paths'
import { env } from '../../../lib/env'

type Rows = { rows: Record<string, unknown>[] }
type DrizzleLike = { execute: (query: unknown) => Promise<Rows> }

function siteOrigin(ctx: CallContext): string {
  return env.siteUrlGiven ? env.SITE_URL.replace(/\/$/, '') : new URL(ctx.pageUrl).origin
}

/**
 * Sends the confirmation of `code` to its guest unless it was already sent.
 * @param reservation the committed reservation when the caller has it (else it is read by code + email)
 * @returns `sent` now, `skipped` when already sent (or being sent) for this code
 * @throws HotelApiError when the reservation cannot be read; mail transport errors (claim released)
 */
export async function sendConfirmationOnce(code: string, email: string, locale: RouteLocale, ctx: CallContext, reservation?: Reservation): Promise<'sent' | 'skipped'> {
  const payload = await getPayload({ config })
  const db = (payload.db as unknown as { drizzle: DrizzleLike }).drizzle
  const lang = contentLocaleOf(locale)
  const claimed = await db.execute(sql`
    INSERT INTO storefront_booking.confirmation_mails (confirmation_code, email, language)
    VALUES (${code}, ${email.toLowerCase()}, ${lang})
    ON CONFLICT (confirmation_code) DO NOTHING
    RETURNING confirmation_code`)
  if (claimed.rows.length === 0) return 'skipped'
  try {
    const r = reservation ?? (await new HotelApiClient().getReservation(code, email, ctx))
    const currencies = await getCurrencies(lang)
    const c = currencies.find((x) => x.isoCode === r.currency)
    const money = (minor: number) => (c ? formatMoney(minor, c) : `${r.currency} ${minor / 10 ** currencyDecimals(r.currency)}`)
    const manageUrl = `${siteOrigin(ctx)}${myBookingPath(locale)}?code=${encodeURIComponent(code)}`
    const note = await getHotelTaxNote(textLocaleOf(locale), r.hotelCode).catch(() => null)
    const mail = buildConfirmationMail(r, messagesFor(locale).bookingMail, money, manageUrl, textLocaleOf(locale), { texts: messagesFor(locale).taxes, note })
    await payload.sendEmail({ to: r.guest.email, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments })
    await db.execute(sql`UPDATE storefront_booking.confirmation_mails SET sent_at = now() WHERE confirmation_code = ${code}`)
    return 'sent'
  } catch (err) {
    await db.execute(sql`DELETE FROM storefront_booking.confirmation_mails WHERE confirmation_code = ${code} AND sent_at IS NULL`).catch(() => undefined)
    logger.error('booking confirmation email failed', { code, error: String(err) })
    throw err
  }
}
