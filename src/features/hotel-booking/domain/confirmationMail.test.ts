import { describe, expect, it } from 'vitest'
import en from '../../../lib/i18n/messages/en.json'
import es from '../../../lib/i18n/messages/es.json'
import pt from '../../../lib/i18n/messages/pt.json'
import type { Reservation } from '../../../lib/hotel-api/types'
import { buildConfirmationMail } from './confirmationMail'

const r: Reservation = {
  confirmationCode: 'ABCD234567',
  status: 'CONFIRMED',
  hotelCode: '31453',
  hotelName: 'Hotel Arte',
  checkIn: '2027-01-10',
  checkOut: '2027-01-13',
  currency: 'USD',
  totalMinor: 90000,
  paidMinor: 27000,
  guest: { firstName: 'Ana', lastName: 'Ruiz <b>', email: 'ana@example.com' },
  occupancy: [{ adults: 2, children: 1, ages: [7] }],
  rooms: [
    {
      roomNumber: 1,
      code: 'JS',
      name: 'Junior Suite',
      plan: 'BAR',
      amount: 90000,
      legal: 'Taxes included',
      policies: 'Free cancellation until 7 days before arrival',
      afi: true,
      nameRatePlan: 'Best rate',
      descRatePlan: '',
      averageAmount: 30000,
      nights: 3,
      currency: 'USD',
    },
  ],
  pending: { hasPartialPayment: true, amountMinor: 63000, dueDate: '2026-12-27' },
  cancellation: null,
  createdAt: null,
  payment: null,
}
const money = (m: number) => `US$${(m / 100).toFixed(2)}`

describe('buildConfirmationMail', () => {
  it('holds code, hotel, dates, guests, totals paid and pending and policies, in the guest language', () => {
    const m = buildConfirmationMail(r, es.bookingMail, money, 'https://x.test/es/mi-reserva/?code=ABCD234567', 'es')
    expect(m.subject).toBe('Tu reservación ABCD234567 en Hotel Arte está confirmada')
    for (const s of [
      'ABCD234567',
      'dom, 10 de ene de 2027',
      'mié, 13 de ene de 2027',
      'US$900.00',
      'US$270.00',
      'Depósito pagado: US$270.00',
      'Saldo pendiente: US$630.00, a pagar antes del dom, 27 de dic de 2026',
      'Free cancellation until 7 days',
      'Hab. 1: 2 adultos, 1 menor (edad: 7)',
    ]) {
      expect(m.text).toContain(s)
    }
    expect(m.text).not.toContain('2027-01-10')
    expect(m.html).toContain('lang="es"')
    expect(m.html).toContain('Ruiz &lt;b&gt;')
    expect(m.html).not.toContain('<b>')
  })

  it('writes a Portuguese guest’s email in Portuguese, dates included (issue #14 item 17)', () => {
    const m = buildConfirmationMail(r, pt.bookingMail, money, 'https://x.test/pt/minha-reserva/?code=ABCD234567', 'pt')
    expect(m.subject).toBe('Sua reserva ABCD234567 no Hotel Arte está confirmada')
    for (const s of ['dom., 10 de jan. de 2027', 'Quarto 1: 2 adultos, 1 criança (idade: 7)', 'US$630.00, a pagar até dom., 27 de dez. de 2026']) expect(m.text).toContain(s)
    expect(m.html).toContain('lang="pt"')
  })

  it('attaches an all-day .ics event from check-in to check-out with a stable UID', () => {
    const m = buildConfirmationMail(r, en.bookingMail, money, 'https://x.test/en/my-booking/', 'en')
    expect(m.attachments).toHaveLength(1)
    const ics = m.attachments[0].content
    expect(m.attachments[0].filename).toBe('reservation-ABCD234567.ics')
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20270110/)
    expect(ics).toMatch(/DTEND;VALUE=DATE:20270113/)
    expect(ics).toContain('UID:ABCD234567@hotelarte.booking')
    expect(ics).toContain('SUMMARY:Stay at Hotel Arte · ABCD234567')
  })

  it('states the taxes in the total with the breakdown and the VISITAX note, in the guest language (issue #14 item 16)', () => {
    const taxed: Reservation = {
      ...r,
      taxes: {
        roomMinor: 90000,
        netMinor: 73770,
        totalMinor: 90000,
        included: true,
        lines: [
          { code: 'IVA', name: 'IVA', kind: 'percent', percent: 16, included: true, amountMinor: 11803 },
          { code: 'ISH', name: 'ISH (impuesto sobre hospedaje)', kind: 'percent', percent: 6, included: true, amountMinor: 4427 },
        ],
      },
    }
    const note = 'No incluye el VISITAX: el derecho de visitante de Quintana Roo.'
    const m = buildConfirmationMail(taxed, es.bookingMail, money, 'u', 'es', { texts: es.taxes, note })
    for (const s of ['Impuestos incluidos:', '  Tarifa sin impuestos: US$737.70', '  IVA 16%: US$118.03', '  ISH (impuesto sobre hospedaje) 6%: US$44.27', note]) expect(m.text).toContain(s)
    expect(m.html).toContain('<strong>Impuestos incluidos</strong>')
    expect(m.html).toContain('<td align="right">US$118.03</td>')
    expect(m.html).toContain(note)
    // the parts shown add up to the total shown
    expect(73770 + 11803 + 4427).toBe(taxed.totalMinor)
    const enMail = buildConfirmationMail(
      { ...taxed, taxes: { ...taxed.taxes!, lines: taxed.taxes!.lines.map((l) => ({ ...l, name: l.code === 'IVA' ? 'VAT (IVA)' : 'State lodging tax (ISH)' })) } },
      en.bookingMail,
      money,
      'u',
      'en',
      {
        texts: en.taxes,
        note: null,
      },
    )
    expect(enMail.text).toContain('Taxes included:\n  Rate before taxes: US$737.70\n  VAT (IVA) 16%: US$118.03\n  State lodging tax (ISH) 6%: US$44.27')
    // no breakdown from the API: no tax claim at all
    expect(buildConfirmationMail(r, en.bookingMail, money, 'u', 'en', { texts: en.taxes, note: null }).text).not.toContain('Taxes included')
  })

  it('leaves the pending line out when paid in full', () => {
    const m = buildConfirmationMail({ ...r, paidMinor: 90000, pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null } }, en.bookingMail, money, 'u', 'en')
    expect(m.text).not.toContain('Balance due')
    expect(m.text).toContain('Paid: US$900.00')
    expect(m.text).not.toContain('Deposit paid')
  })

  it('shows the interest-free plan beside the amount paid, and nothing for one payment', () => {
    const full = { ...r, paidMinor: 90000, pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null } }
    const en3 = buildConfirmationMail(full, en.bookingMail, money, 'u', 'en', undefined, '3 interest-free monthly payments of US$300.00')
    expect(en3.text).toContain('Paid: US$900.00 (3 interest-free monthly payments of US$300.00)')
    expect(en3.html).toContain('US$900.00 (3 interest-free monthly payments of US$300.00)')
    expect(buildConfirmationMail(full, en.bookingMail, money, 'u', 'en', undefined, null).text).toMatch(/Paid: US\$900\.00\n/)
  })

  it('says the deposit was paid and when the balance is due (en)', () => {
    const m = buildConfirmationMail(r, en.bookingMail, money, 'u', 'en')
    expect(m.text).toContain('Deposit paid: US$270.00')
    expect(m.text).toContain('Balance due: US$630.00, due by Sun, Dec 27, 2026')
  })
})
