import { describe, expect, it } from 'vitest'
import { buildOrderMail, orderIcs, ticketCid, type OrderMailInput, type OrderMailTexts } from './orderMail'

const texts: OrderMailTexts = {
  subject: 'Order {code}',
  greeting: 'Hello {name},',
  intro: 'Thanks.',
  code: 'Order code',
  lines: 'Your order',
  total: 'Total paid',
  tickets: 'Your e-tickets',
  ticketsHint: 'Show one QR per visitor.',
  ticket: '{product} · {visitor} · {reference}',
  policyTitle: 'Cancellation policy',
  policyText: 'More than 2 days before…',
  manage: 'See your order',
  calendarTitle: '{products} · order {code}',
  attachment: 'A calendar file is attached.',
  footer: 'Hotel Arte',
}

const order: OrderMailInput = {
  orderCode: 'XS-ABCD1234',
  customer: { firstName: 'Ana', lastName: 'López <b>' },
  totalMinor: 123_456,
  lines: [
    {
      name: 'Secret Cenote',
      date: '2027-05-10',
      openTicketValidUntil: null,
      scheduleTime: '10:00',
      routeName: null,
      totalMinor: 100_000,
      visitors: '2 adults',
      items: [
        { label: 'Tickets', amountMinor: 92_600 },
        { label: 'Transport × 2', amountMinor: 7_400, details: 'Pickup <hotel zone>' },
      ],
    },
    { name: 'Ferry', date: '2027-05-11', openTicketValidUntil: null, scheduleTime: null, routeName: 'Round trip', totalMinor: 20_000, visitors: '1 adult' },
    { name: 'Open park', date: null, openTicketValidUntil: 'Open ticket, valid until 2027-12-31', scheduleTime: null, routeName: null, totalMinor: 3_456, visitors: '1 adult' },
  ],
  tickets: [
    { reference: 'XS-ABCD1234.1.sig1', visitorLabel: 'Adult 1', productName: 'Secret Cenote', date: '2027-05-10', notes: ['10:00', 'Includes: Transport — Pickup <hotel zone>'] },
    { reference: 'XS-ABCD1234.2.sig2', visitorLabel: 'Adult 2', productName: 'Secret Cenote', date: '2027-05-10' },
  ],
}

describe('order confirmation email (issue #11)', () => {
  const png = (n: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, n])
  const mail = buildOrderMail(order, texts, (m) => `MX$${(m / 100).toFixed(2)}`, 'https://hotel.example/en/order/XS-ABCD1234/?k=tok', [png(1), png(2)], 'en')

  it('carries the code, every line, the total in the charged currency, the policy and the order link', () => {
    expect(mail.subject).toBe('Order XS-ABCD1234')
    for (const s of [
      'XS-ABCD1234',
      'Secret Cenote',
      'Round trip',
      'Open ticket, valid until 2027-12-31',
      'Total paid: MX$1234.56',
      'More than 2 days before',
      'https://hotel.example/en/order/XS-ABCD1234/?k=tok',
    ]) {
      expect(mail.text).toContain(s)
    }
    expect(mail.html).toContain('href="https://hotel.example/en/order/XS-ABCD1234/?k=tok"')
    expect(mail.html).toContain('López &lt;b&gt;')
    expect(mail.html).not.toContain('<b>,')
  })

  it("lists a line's paid items with their amounts and details, and what each ticket includes", () => {
    expect(mail.text).toContain('- Secret Cenote · 2027-05-10 · 10:00 · 2 adults · MX$1000.00\n    · Tickets: MX$926.00\n    · Transport × 2: MX$74.00 — Pickup <hotel zone>\n')
    expect(mail.text).toContain('- Secret Cenote · Adult 1 · XS-ABCD1234.1.sig1\n    10:00\n    Includes: Transport — Pickup <hotel zone>\n')
    expect(mail.html).toContain('<li>Transport × 2: MX$74.00<br><small>Pickup &lt;hotel zone&gt;</small></li>')
    expect(mail.html).toContain('<small>Includes: Transport — Pickup &lt;hotel zone&gt;</small>')
  })

  it('embeds one inline QR image per ticket, referenced by its cid', () => {
    const images = mail.attachments.filter((a) => a.contentType === 'image/png')
    expect(images).toHaveLength(2)
    images.forEach((a, i) => {
      expect(a.cid).toBe(ticketCid('XS-ABCD1234', i))
      expect(a.contentDisposition).toBe('inline')
      expect(mail.html).toContain(`src="cid:${a.cid}"`)
      expect(a.content).toEqual(png(i + 1))
    })
  })

  it('attaches a calendar with one all-day event per visit date', () => {
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))
    expect(ics?.contentType).toContain('text/calendar')
    const body = String(ics?.content)
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(body).toContain('DTSTART;VALUE=DATE:20270510')
    expect(body).toContain('DTEND;VALUE=DATE:20270511')
    expect(body).toContain('DTSTART;VALUE=DATE:20270511')
    expect(body).toContain('UID:XS-ABCD1234-2027-05-10@hotelarte.shop')
  })

  it('has no calendar when every ticket is open-dated', () => {
    expect(orderIcs({ ...order, lines: [order.lines[2]!] }, (n) => n)).toBeNull()
  })
})
