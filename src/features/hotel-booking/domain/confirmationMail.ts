/**
 * The booking confirmation email: confirmation code, hotel, rooms, dates, guests,
 * totals paid (with the interest-free plan, when paid in months) and pending, the taxes in the total
 * and what it does not include, policies, in the guest's language (dates too: 'dom, 10 de ene de 2027'), with a calendar (.ics, RFC 5545) file
 * for the stay. Pure: texts, money formatting and the reservation are passed in.
 *
 * The stay is an all-day event from check-in to check-out (hotel-local dates, `DTEND` exclusive as
 * RFC 5545 defines for `VALUE=DATE`), with a stable UID per confirmation code so a resent file
 * updates the same calendar entry instead of adding a second one.
 */
import escapeHtml from 'escape-html'
import { createEvent } from 'ics'
import type { Reservation } from '../../../lib/hotel-api/types'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import { formatMessage } from '../../../lib/i18n/format'
import { daysBetween } from '../../../lib/hotel-date'
import { hasTaxes, taxHeading, taxRows, type TaxTexts } from './taxes'

/** The dictionary's `bookingMail` namespace (es/en). `{placeholders}` are replaced here. */
export type ConfirmationMailTexts = {
  subject: string
  greeting: string
  intro: string
  code: string
  hotel: string
  checkIn: string
  checkOut: string
  nights: string
  guests: string
  guestsRoom: string
  guestsRoomAdults: string
  rooms: string
  total: string
  paid: string
  /** label of what was paid when it was a deposit (a balance is pending) */
  paidDeposit: string
  pending: string
  pendingDue: string
  policies: string
  manage: string
  calendarTitle: string
  attachment: string
  footer: string
}

export type ConfirmationMail = {
  subject: string
  html: string
  text: string
  attachments: { filename: string; content: string; contentType: string }[]
}

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d]
}

/**
 * The calendar file of a reservation.
 * @throws Error when `ics` refuses the event (malformed dates)
 */
export function reservationIcs(r: Reservation, opts: { title: string; description: string; location: string; url?: string }): string {
  const attributes = {
    uid: `${r.confirmationCode}@hotelarte.booking`,
    productId: 'hotelarte/booking',
    method: 'PUBLISH',
    start: dateArray(r.checkIn),
    end: dateArray(r.checkOut),
    title: opts.title,
    description: opts.description,
    location: opts.location,
    status: r.status === 'CANCELLED' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    busyStatus: 'FREE' as const,
  }
  // `ics` only accepts public-looking URLs; a dev host (localhost) leaves the URL out.
  let out = opts.url ? createEvent({ ...attributes, url: opts.url }) : createEvent(attributes)
  if (out.error && opts.url) out = createEvent(attributes)
  if (out.error || !out.value) throw new Error(`calendar file not built: ${out.error?.message ?? 'no value'}`)
  return out.value
}

/**
 * Builds subject, HTML, text and the .ics attachment of the confirmation email.
 * @param money formats minor units of the reservation's currency (CMS formatting)
 * @param manageUrl the reservation lookup page in the guest's language
 * @param lang the guest's language (the booking's page language)
 * @param taxes the dictionary's `taxes` texts and the hotel's note on what the price does not include
 *   (the breakdown is the reservation's, as the hotel API itemized it)
 * @param installments the interest-free plan the payment was charged in, worded (./paymentPlan.ts
 *   `installmentPlanText`), shown beside the amount paid; null or absent for one payment
 */
export function buildConfirmationMail(
  r: Reservation,
  t: ConfirmationMailTexts,
  money: (minor: number) => string,
  manageUrl: string,
  lang: 'es' | 'en' | 'pt',
  taxes?: { texts: TaxTexts; note: string | null },
  installments?: string | null,
): ConfirmationMail {
  const fill = (template: string, vars: Record<string, string | number>) => formatMessage(template, vars, lang)
  const hotel = r.hotelName ?? r.hotelCode
  const nights = daysBetween(r.checkIn, r.checkOut)
  const guests = r.occupancy.map((o, i) => formatMessage(o.children ? t.guestsRoom : t.guestsRoomAdults, { n: i + 1, adults: o.adults, children: o.children, ages: o.ages.join(', ') }, lang))
  const rows: [string, string][] = [
    [t.code, r.confirmationCode],
    [t.hotel, hotel],
    [t.checkIn, formatCalendarDate(r.checkIn, lang)],
    [t.checkOut, formatCalendarDate(r.checkOut, lang)],
    [t.nights, String(nights)],
    [t.guests, guests.join('; ')],
    [t.total, money(r.totalMinor)],
    [r.pending.hasPartialPayment && r.pending.amountMinor > 0 ? t.paidDeposit : t.paid, installments ? `${money(r.paidMinor)} (${installments})` : money(r.paidMinor)],
  ]
  if (r.pending.hasPartialPayment && r.pending.amountMinor > 0) {
    rows.push([t.pending, r.pending.dueDate ? fill(t.pendingDue, { amount: money(r.pending.amountMinor), date: formatCalendarDate(r.pending.dueDate, lang) }) : money(r.pending.amountMinor)])
  }
  const name = `${r.guest.firstName} ${r.guest.lastName}`.trim()
  const subject = fill(t.subject, { code: r.confirmationCode, hotel })
  const roomLines = r.rooms.map((room) => `${room.roomNumber}. ${room.name} · ${room.nameRatePlan} · ${money(room.amount)}`)
  const policyLines = r.rooms.map((room) => `${room.roomNumber}. ${room.nameRatePlan}: ${room.policies}`)
  // the taxes in the total: 'Impuestos incluidos' with the net rate and each tax (they add up to the total)
  const taxHead = taxes && hasTaxes(r.taxes) ? taxHeading(r.taxes, taxes.texts) : null
  const taxLines = taxes && hasTaxes(r.taxes) ? taxRows(r.taxes, taxes.texts, money, lang).map((row) => [row.label, row.amount] as [string, string]) : []
  const note = taxes?.note ?? null
  const taxText = [...(taxHead ? [`${taxHead}:`, ...taxLines.map(([k, v]) => `  ${k}: ${v}`)] : []), ...(note ? [note] : [])]

  const text = [
    fill(t.greeting, { name }),
    '',
    fill(t.intro, { hotel }),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(taxText.length ? ['', ...taxText] : []),
    '',
    `${t.rooms}:`,
    ...roomLines,
    '',
    `${t.policies}:`,
    ...policyLines,
    '',
    `${t.manage}: ${manageUrl}`,
    t.attachment,
    '',
    t.footer,
  ].join('\n')

  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1d1d1b;line-height:1.5">
<p>${escapeHtml(fill(t.greeting, { name }))}</p>
<p>${escapeHtml(fill(t.intro, { hotel }))}</p>
<table role="presentation" cellpadding="4" style="border-collapse:collapse">
${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:16px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
${taxHead ? `<p style="margin-bottom:4px"><strong>${escapeHtml(taxHead)}</strong></p>\n<table role="presentation" cellpadding="2" style="border-collapse:collapse;font-size:14px">\n${taxLines.map(([k, v]) => `<tr><td style="padding-right:16px">${escapeHtml(k)}</td><td align="right">${escapeHtml(v)}</td></tr>`).join('\n')}\n</table>` : ''}
${note ? `<p style="font-size:14px;color:#555">${escapeHtml(note)}</p>` : ''}
<h2 style="font-size:18px">${escapeHtml(t.rooms)}</h2>
<ol>${roomLines.map((l, i) => `<li>${escapeHtml(l.replace(/^\d+\. /, ''))}<br><small>${escapeHtml(r.rooms[i]?.legal ?? '')}</small></li>`).join('')}</ol>
<h2 style="font-size:18px">${escapeHtml(t.policies)}</h2>
<ul>${policyLines.map((l) => `<li>${escapeHtml(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(t.manage)}</a></p>
<p>${escapeHtml(t.attachment)}</p>
<p style="color:#555">${escapeHtml(t.footer)}</p>
</body></html>`

  const ics = reservationIcs(r, {
    title: fill(t.calendarTitle, { hotel, code: r.confirmationCode }),
    description: [...rows.map(([k, v]) => `${k}: ${v}`), ...(taxText.length ? ['', ...taxText] : []), '', ...roomLines, '', ...policyLines].join('\n'),
    location: hotel,
    url: manageUrl,
  })
  return { subject, html, text, attachments: [{ filename: `reservation-${r.confirmationCode}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] }
}
