/**
 * Sends the ticket order confirmation email once per order
 * through Payload's email adapter (SMTP, or JSON files in MAIL_DIR in dev and tests), in the
 * language the order was placed in, with the QR e-tickets inline and the visit date as an .ics file.
 *
 * Once: the sender takes a 2-minute lease on the order row (`mail_claimed_until`, one UPDATE that
 * only one caller can win) and marks `mail_sent_at` after the transport accepted the message. A
 * failed send counts the attempt and turns the lease into the back-off (2^attempts minutes, at most
 * 6 h; ORDER_MAIL_MAX_ATTEMPTS automatic tries); a sender that died lets the lease lapse.
 * Callers: the checkout right after the order is placed, the order page (a guest who reloads it),
 * and the sweep (`sendUnsentOrderMails`, the job 'order email sweeper' of src/jobs.ts) for anything left —
 * with N instances each order is still mailed once.
 */
import config from '@payload-config'
import { createTranslator } from 'next-intl'
import { getPayload } from 'payload'
import QRCode from 'qrcode'
import { env } from '../../../lib/env'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { logger } from '../../../lib/logger'
import { currencyDecimals, formatMoney, type CurrencyFormat } from '../../../lib/money/format'
import { buildOrderMail, type OrderMailInput } from '../domain/orderMail'
import { shopPath } from '../domain/paths'
import { shopPool } from './db'
import { shopService } from './service'
import { orderAccessToken } from './views/orderAccess'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { MAIL_LEASE_SECONDS } from '../../../lib/mailLease'

/** The lease a sender holds while sending (the SMTP time limits stay below it: src/lib/mailLease.ts). */
const CLAIM_SECONDS = MAIL_LEASE_SECONDS
/** Failed sends the sweep retries (with back-off 2^attempts minutes) before leaving it to staff. */
export const ORDER_MAIL_MAX_ATTEMPTS = 6

/** The order page of `orderCode` in `locale` with its access token, absolute (SITE_URL). */
export function orderPageUrl(orderCode: string, locale: 'es' | 'en' | 'pt'): string {
  return `${env.SITE_URL.replace(/\/$/, '')}${shopPath(locale, 'order', orderCode, `k=${orderAccessToken(orderCode)}`)}`
}

async function currencyFormat(isoCode: string, decimals: number): Promise<CurrencyFormat> {
  const payload = await getPayload({ config })
  const r = await payload.find({ collection: 'currencies', where: { isoCode: { equals: isoCode } }, limit: 1, depth: 0, overrideAccess: true })
  const c = r.docs[0] as { isoCode: string; symbol: string; presentationSymbol?: string | null; position?: string | null; decimalSeparator: string; thousandSeparator: string } | undefined
  return c
    ? {
        isoCode: c.isoCode,
        symbol: c.symbol,
        presentationSymbol: c.presentationSymbol ?? undefined,
        position: c.position === 'D' ? 'D' : 'I',
        decimalSeparator: c.decimalSeparator,
        thousandSeparator: c.thousandSeparator,
        decimals,
      }
    : { isoCode, symbol: isoCode, position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals: decimals ?? currencyDecimals(isoCode) }
}

/**
 * Sends the confirmation of `orderCode` unless it was sent or another sender holds the lease.
 * @returns 'sent' now; 'skipped' when already sent, being sent, or the order does not exist
 * @throws the transport's error after recording it (the caller logs; the sweep retries after the back-off)
 */
export async function sendOrderMailOnce(orderCode: string): Promise<'sent' | 'skipped'> {
  const pool = shopPool()
  const claimed = await pool.query<{ email: string; locale: string }>(
    `UPDATE shop.orders SET mail_claimed_until = now() + make_interval(secs => $2)
      WHERE order_code = $1 AND mail_sent_at IS NULL AND (mail_claimed_until IS NULL OR mail_claimed_until < now())
      RETURNING email, locale`,
    [orderCode, CLAIM_SECONDS],
  )
  const row = claimed.rows[0]
  if (!row) return 'skipped'
  try {
    const lang: 'es' | 'en' | 'pt' = row.locale === 'es' || row.locale === 'pt' ? row.locale : 'en'
    const order = await shopService().getOrder(orderCode, row.email, lang)
    if (!order) throw new Error(`order ${orderCode} not readable`)
    const messages = messagesFor(lang)
    const ts = createTranslator({ locale: lang, messages, namespace: 'shop' })
    const tm = createTranslator({ locale: lang, messages, namespace: 'orderMail' })
    const fmt = await currencyFormat(order.currency, order.decimals)
    const dayLabel = (iso: string | null) => (iso ? formatCalendarDate(iso, lang) : null)
    const input: OrderMailInput = {
      orderCode: order.orderCode,
      customer: order.customer,
      totalMinor: order.totalMinor,
      lines: order.lines.map((l) => ({
        name: l.name,
        date: l.date,
        dateLabel: dayLabel(l.date),
        openTicketValidUntil: l.openTicketValidUntil ? ts('openTicketUntil', { date: l.openTicketValidUntil }) : null,
        scheduleTime: l.scheduleTime,
        routeName: l.routeName,
        totalMinor: l.totalMinor,
        visitors: [
          ts('lineAdult', { count: l.quantities.adults }),
          l.quantities.minors ? ts('lineMinor', { count: l.quantities.minors }) : null,
          l.quantities.infants ? ts('lineInfant', { count: l.quantities.infants }) : null,
        ]
          .filter(Boolean)
          .join(', '),
        items: [
          { label: ts('lineTickets'), amountMinor: l.ticketsMinor },
          ...l.addOns.map((a) => ({ label: ts('lineItem', { name: a.name, count: a.quantity }), amountMinor: a.amountMinor, details: a.details })),
          ...(l.deposit ? [{ label: ts('lineItem', { name: ts('lineDeposit'), count: l.deposit.quantity }), amountMinor: l.deposit.amountMinor }] : []),
        ],
      })),
      tickets: order.tickets.map((t) => ({
        reference: t.reference,
        visitorLabel: t.visitorLabel,
        productName: t.productName,
        date: t.date,
        dateLabel: dayLabel(t.date),
        notes: [
          [dayLabel(t.date), t.scheduleTime, t.routeName].filter(Boolean).join(' · '),
          ...t.addOns.map((a) => ts('ticketIncludes', { items: a.details ? `${a.name} — ${a.details}` : a.name })),
        ].filter(Boolean),
      })),
    }
    const qrPngs = await Promise.all(order.tickets.map((t) => QRCode.toBuffer(t.reference, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 })))
    const mail = buildOrderMail(
      input,
      {
        subject: messages.orderMail.subject,
        greeting: messages.orderMail.greeting,
        intro: messages.orderMail.intro,
        code: tm('code'),
        lines: tm('lines'),
        total: tm('total'),
        tickets: tm('tickets'),
        ticketsHint: tm('ticketsHint'),
        ticket: messages.orderMail.ticket,
        policyTitle: ts('policyTitle'),
        policyText: ts('policyText'),
        manage: tm('manage'),
        calendarTitle: messages.orderMail.calendarTitle,
        attachment: tm('attachment'),
        footer: tm('footer'),
      },
      (minor) => formatMoney(minor, fmt),
      orderPageUrl(order.orderCode, lang),
      qrPngs,
      lang,
    )
    const payload = await getPayload({ config })
    await payload.sendEmail({ to: order.customer.email, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments })
    await pool.query(`UPDATE shop.orders SET mail_sent_at = now(), mail_claimed_until = NULL, mail_error = NULL WHERE order_code = $1`, [orderCode])
    logger.info('shop: order email sent', { orderCode })
    return 'sent'
  } catch (err) {
    await pool
      // the lease becomes the back-off: nobody retries before 2^attempts minutes (capped at 6 h)
      .query(
        `UPDATE shop.orders SET mail_attempts = mail_attempts + 1, mail_error = $2,
                mail_claimed_until = now() + make_interval(mins => least(360, power(2, mail_attempts)::int))
          WHERE order_code = $1 AND mail_sent_at IS NULL`,
        [orderCode, String(err).slice(0, 500)],
      )
      .catch(() => undefined)
    logger.error('shop: order email failed', { orderCode, error: String(err) })
    throw err
  }
}

/**
 * Sends every order email still owed: orders older than `graceSeconds` (the checkout normally sends
 * it within that time) that are not sent, not leased or backing off, and under ORDER_MAIL_MAX_ATTEMPTS.
 * Returns how many were sent now.
 */
export async function sendUnsentOrderMails(limit = 20, graceSeconds = 60): Promise<number> {
  const due = await shopPool().query<{ order_code: string }>(
    `SELECT order_code FROM shop.orders
      WHERE mail_sent_at IS NULL AND (mail_claimed_until IS NULL OR mail_claimed_until < now())
        AND created_at < now() - make_interval(secs => $2) AND mail_attempts < $3
      ORDER BY created_at LIMIT $1`,
    [limit, graceSeconds, ORDER_MAIL_MAX_ATTEMPTS],
  )
  let sent = 0
  for (const { order_code } of due.rows) {
    try {
      if ((await sendOrderMailOnce(order_code)) === 'sent') sent++
    } catch {
      // logged and counted by sendOrderMailOnce; the next sweep retries after the back-off
    }
  }
  return sent
}
