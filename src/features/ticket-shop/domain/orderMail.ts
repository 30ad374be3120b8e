/**
 * The ticket order confirmation email: order code,
 * lines with their paid items (tickets, add-ons with what the visitor needs to use them, deposit), total in the charged currency, the cancellation policy (spec §9), a link to the order page,
 * one QR e-ticket per visitor as an inline image (`cid:`), and a calendar file (.ics, RFC 5545) with
 * one all-day event per visit date (hotel-local dates; open tickets have none). In the language the
 * order was placed in. Pure: texts, money formatting and the QR images are passed in.
 */
import escapeHtml from 'escape-html'
import { createEvents, type EventAttributes } from 'ics'
import { formatMessage } from '../../../lib/i18n/format'

/** The dictionary's `orderMail` namespace with the shop texts the email reuses, already localized. */
export type OrderMailTexts = {
  subject: string
  greeting: string
  intro: string
  code: string
  lines: string
  total: string
  tickets: string
  ticketsHint: string
  ticket: string
  policyTitle: string
  policyText: string
  manage: string
  calendarTitle: string
  attachment: string
  footer: string
}

/** What the builder needs of an order (a subset of the server's OrderView). */
export type OrderMailInput = {
  orderCode: string
  customer: { firstName: string; lastName: string }
  totalMinor: number
  /** `date`: hotel-local YYYY-MM-DD (the .ics); `dateLabel`: the same day in the guest's language */
  lines: {
    name: string
    date: string | null
    dateLabel?: string | null
    openTicketValidUntil: string | null
    scheduleTime: string | null
    routeName: string | null
    totalMinor: number
    visitors: string
    /**
     * The line's paid items, already labelled in the guest's language (tickets, each add-on with its
     * quantity, the deposit: domain/orderItems.ts), with what the visitor needs to use an add-on in
     * `details`; their amounts add up to `totalMinor`. Omitted = the line is shown as one amount.
     */
    items?: { label: string; amountMinor: number; details?: string | null }[]
  }[]
  /** `notes`: lines printed under the ticket (its departure and route, the add-ons it comes with). */
  tickets: { reference: string; visitorLabel: string; productName: string; date: string | null; dateLabel?: string | null; notes?: string[] }[]
}

export type OrderMailAttachment = { filename: string; content: string | Buffer; contentType: string; cid?: string; contentDisposition?: 'inline' | 'attachment' }

export type OrderMail = { subject: string; html: string; text: string; attachments: OrderMailAttachment[] }

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d]
}
const nextDay = (iso: string): [number, number, number] => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
}

/** The content id of ticket `i`'s QR image (`<img src="cid:…">`). */
export const ticketCid = (orderCode: string, i: number) => `ticket-${i + 1}.${orderCode.toLowerCase()}@hotelarte.shop`

/**
 * The calendar file: one all-day event per distinct visit date (DTEND exclusive, as RFC 5545 defines
 * for VALUE=DATE), UID stable per order and date so a resent file updates the same entries.
 * @returns null when no line has a date (open tickets only)
 * @throws Error when `ics` refuses an event
 */
export function orderIcs(order: OrderMailInput, titleOf: (names: string) => string): string | null {
  const byDate = new Map<string, string[]>()
  for (const l of order.lines) if (l.date) byDate.set(l.date, [...(byDate.get(l.date) ?? []), l.name])
  if (byDate.size === 0) return null
  const events: EventAttributes[] = [...byDate.entries()].map(([date, names]) => ({
    uid: `${order.orderCode}-${date}@hotelarte.shop`,
    productId: 'hotelarte/shop',
    method: 'PUBLISH',
    start: dateArray(date),
    end: nextDay(date),
    title: titleOf([...new Set(names)].join(', ')),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  }))
  const out = createEvents(events)
  if (out.error || !out.value) throw new Error(`calendar file not built: ${out.error?.message ?? 'no value'}`)
  return out.value
}

/**
 * Subject, HTML, text and attachments (QR PNGs inline, .ics) of the order confirmation.
 * @param money formats minor units of the order's (charged) currency
 * @param orderUrl the order page with its access token (`?k=`), absolute
 * @param qrPngs the PNG of each ticket's QR, in `order.tickets` order
 */
export function buildOrderMail(order: OrderMailInput, t: OrderMailTexts, money: (minor: number) => string, orderUrl: string, qrPngs: Buffer[], lang: 'es' | 'en' | 'pt'): OrderMail {
  const fill = (template: string, vars: Record<string, string | number>) => formatMessage(template, vars, lang)
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim()
  const subject = fill(t.subject, { code: order.orderCode })
  const lineText = (l: OrderMailInput['lines'][number]) =>
    [l.name, l.dateLabel ?? l.date ?? l.openTicketValidUntil ?? '', l.scheduleTime ?? '', l.routeName ?? '', l.visitors, money(l.totalMinor)].filter(Boolean).join(' · ')
  const itemText = (it: NonNullable<OrderMailInput['lines'][number]['items']>[number]) => `${it.label}: ${money(it.amountMinor)}${it.details ? ` — ${it.details}` : ''}`
  const itemsHtml = (l: OrderMailInput['lines'][number]) =>
    l.items?.length
      ? `<ul style="margin:4px 0 8px">${l.items
          .map((it) => `<li>${escapeHtml(it.label)}: ${escapeHtml(money(it.amountMinor))}${it.details ? `<br><small>${escapeHtml(it.details)}</small>` : ''}</li>`)
          .join('')}</ul>`
      : ''
  const ticketText = (tk: OrderMailInput['tickets'][number]) => fill(t.ticket, { reference: tk.reference, visitor: tk.visitorLabel, product: tk.productName, date: tk.dateLabel ?? tk.date ?? '' })
  const ics = orderIcs(order, (names) => fill(t.calendarTitle, { products: names, code: order.orderCode }))

  const text = [
    fill(t.greeting, { name }),
    '',
    t.intro,
    '',
    `${t.code}: ${order.orderCode}`,
    '',
    `${t.lines}:`,
    ...order.lines.flatMap((l) => [`- ${lineText(l)}`, ...(l.items ?? []).map((it) => `    · ${itemText(it)}`)]),
    `${t.total}: ${money(order.totalMinor)}`,
    '',
    `${t.tickets}:`,
    t.ticketsHint,
    ...order.tickets.flatMap((tk) => [`- ${ticketText(tk)}`, ...(tk.notes ?? []).map((n) => `    ${n}`)]),
    '',
    `${t.policyTitle}: ${t.policyText}`,
    '',
    `${t.manage}: ${orderUrl}`,
    ...(ics ? [t.attachment] : []),
    '',
    t.footer,
  ].join('\n')

  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1d1d1b;line-height:1.5">
<p>${escapeHtml(fill(t.greeting, { name }))}</p>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.code)}: <strong>${escapeHtml(order.orderCode)}</strong></p>
<h2 style="font-size:18px">${escapeHtml(t.lines)}</h2>
<ul>${order.lines.map((l) => `<li>${escapeHtml(lineText(l))}${itemsHtml(l)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(t.total)}: ${escapeHtml(money(order.totalMinor))}</strong></p>
<h2 style="font-size:18px">${escapeHtml(t.tickets)}</h2>
<p>${escapeHtml(t.ticketsHint)}</p>
${order.tickets
  .map(
    (tk, i) =>
      `<div style="display:inline-block;max-width:240px;margin:0 16px 16px 0;text-align:center;vertical-align:top"><img src="cid:${ticketCid(order.orderCode, i)}" width="180" height="180" alt="${escapeHtml(ticketText(tk))}"><br><small>${escapeHtml(ticketText(tk))}</small>${(tk.notes ?? []).map((n) => `<br><small>${escapeHtml(n)}</small>`).join('')}</div>`,
  )
  .join('\n')}
<h2 style="font-size:18px">${escapeHtml(t.policyTitle)}</h2>
<p>${escapeHtml(t.policyText)}</p>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t.manage)}</a></p>
${ics ? `<p><small>${escapeHtml(t.attachment)}</small></p>` : ''}
<p><small>${escapeHtml(t.footer)}</small></p>
</body></html>`

  const attachments: OrderMailAttachment[] = order.tickets.map((tk, i) => ({
    filename: `ticket-${i + 1}.png`,
    content: qrPngs[i] ?? Buffer.alloc(0),
    contentType: 'image/png',
    cid: ticketCid(order.orderCode, i),
    contentDisposition: 'inline',
  }))
  if (ics) attachments.push({ filename: `${order.orderCode}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' })
  return { subject, html, text, attachments }
}
