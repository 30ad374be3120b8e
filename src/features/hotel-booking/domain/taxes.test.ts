import { describe, expect, it } from 'vitest'
import en from '../../../lib/i18n/messages/en.json'
import es from '../../../lib/i18n/messages/es.json'
import type { TaxBreakdown } from '../../../lib/hotel-api/types'
import { compactTaxes, hasTaxes, sumTaxes, taxLineLabel, taxRows } from './taxes'

const room = (net: number, iva: number, ish: number): TaxBreakdown => ({
  roomMinor: net + iva + ish,
  netMinor: net,
  totalMinor: net + iva + ish,
  included: true,
  lines: [
    { code: 'IVA', name: 'IVA', kind: 'percent', percent: 16, included: true, amountMinor: iva },
    { code: 'ISH', name: 'ISH (impuesto sobre hospedaje)', kind: 'percent', percent: 6, included: true, amountMinor: ish },
  ],
})
const money = (m: number) => `US$${(m / 100).toFixed(2)}`

describe('taxes as the guest reads them', () => {
  it('sums the chosen rooms line by line, exactly, and refuses a partial sum', () => {
    const s = sumTaxes([room(81967, 13115, 4918), room(65572, 10492, 3934)])!
    expect(s).toMatchObject({ roomMinor: 179998, netMinor: 147539, totalMinor: 179998, included: true })
    expect(s.lines.map((l) => [l.code, l.amountMinor])).toEqual([
      ['IVA', 23607],
      ['ISH', 8852],
    ])
    expect(s.netMinor + s.lines.reduce((a, l) => a + l.amountMinor, 0)).toBe(s.totalMinor)
    expect(sumTaxes([room(1, 0, 0), undefined])).toBeNull()
    expect(sumTaxes([])).toBeNull()
    const fee: TaxBreakdown = {
      roomMinor: 1000,
      netMinor: 1000,
      totalMinor: 1250,
      included: false,
      lines: [{ code: 'ECO', name: 'Eco', kind: 'perRoomNight', percent: null, included: false, amountMinor: 250 }],
    }
    expect(sumTaxes([room(81967, 13115, 4918), fee])?.included).toBe(false)
  })

  it('labels lines in the page language and rows add up to the total', () => {
    const b = room(81967, 13115, 4918)
    expect(taxLineLabel(b.lines[0], 'es')).toBe('IVA 16%')
    expect(taxLineLabel({ ...b.lines[1], name: 'State lodging tax (ISH)', percent: 3.5 }, 'en')).toBe('State lodging tax (ISH) 3.5%')
    const rows = taxRows(b, es.taxes, money, 'es')
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ['Tarifa sin impuestos', 'US$819.67'],
      ['IVA 16%', 'US$131.15'],
      ['ISH (impuesto sobre hospedaje) 6%', 'US$49.18'],
    ])
    expect(rows.reduce((a, r) => a + r.minor, 0)).toBe(b.totalMinor)
    expect(compactTaxes(b, en.taxes, money, 'en')).toBe('Taxes included: IVA 16% US$131.15 · ISH 6% US$49.18')
  })

  it('marks what is added on top of the rate', () => {
    const b: TaxBreakdown = {
      roomMinor: 1000,
      netMinor: 1000,
      totalMinor: 1250,
      included: false,
      lines: [{ code: 'ECO', name: 'Environmental fee', kind: 'perRoomNight', percent: null, included: false, amountMinor: 250 }],
    }
    expect(compactTaxes(b, en.taxes, money, 'en')).toBe('Taxes and fees: Environmental fee (added to the rate) US$2.50')
    expect(taxRows(b, es.taxes, money, 'es')[1].label).toBe('Environmental fee (se suma a la tarifa)')
    expect(hasTaxes(b)).toBe(true)
    expect(hasTaxes({ ...b, lines: [] })).toBe(false)
    expect(hasTaxes(null)).toBe(false)
  })
})
