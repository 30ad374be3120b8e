import { describe, expect, it } from 'vitest'
import { taxesOf } from './client'
import { taxRulesBody } from './engineAdmin'
import { TaxesWire } from './wire'

const wire = (over: Record<string, unknown> = {}) =>
  TaxesWire.parse({
    Included: true,
    RoomAmount: 1000,
    NetAmount: 819.67,
    TaxAmount: 180.33,
    TotalAmount: 1000,
    Items: [
      { Code: 'IVA', Name: 'VAT (IVA)', Kind: 'PERCENT', Percent: 16, Included: true, Amount: 131.15 },
      { Code: 'ISH', Name: 'State lodging tax (ISH)', Kind: 'PERCENT', Percent: 6, Included: true, Amount: 49.18 },
    ],
    ...over,
  })

describe('the client reads contract 1.1 Taxes', () => {
  it('maps a breakdown to minor units in storefront terms', () => {
    expect(taxesOf(wire(), 'USD', 100000)).toEqual({
      roomMinor: 100000,
      netMinor: 81967,
      totalMinor: 100000,
      included: true,
      lines: [
        { code: 'IVA', name: 'VAT (IVA)', kind: 'percent', percent: 16, included: true, amountMinor: 13115 },
        { code: 'ISH', name: 'State lodging tax (ISH)', kind: 'percent', percent: 6, included: true, amountMinor: 4918 },
      ],
    })
  })
  it('leaves out a breakdown that does not add up, or whose total is not the price it belongs to', () => {
    expect(taxesOf(wire({ NetAmount: 819.66 }), 'USD', 100000)).toBeUndefined()
    expect(taxesOf(wire(), 'USD', 100001)).toBeUndefined()
    expect(taxesOf(wire({ RoomAmount: 990 }), 'USD', 100000)).toBeUndefined()
    expect(taxesOf(undefined, 'USD', 100000)).toBeUndefined()
  })
  it('tolerates a reader without RoomAmount and marks added lines', () => {
    const t = taxesOf(
      wire({ RoomAmount: undefined, TotalAmount: 1002.5, Items: [...wire()!.Items, { Code: 'ECO', Kind: 'PER_ROOM_NIGHT', Percent: null, Included: false, Amount: 2.5 }] }),
      'USD',
      100250,
    )
    expect(t).toMatchObject({ roomMinor: 100000, totalMinor: 100250, included: false })
    expect(t?.lines[2]).toEqual({ code: 'ECO', name: 'ECO', kind: 'perRoomNight', percent: null, included: false, amountMinor: 250 })
  })
})

describe('PUT /admin/taxes body', () => {
  it('speaks the engine wire names', () => {
    expect(
      taxRulesBody(31453, [
        { code: 'iva', name: { es: 'IVA', en: 'VAT (IVA)' }, kind: 'percent', percent: 16, included: true },
        { code: 'ECO', name: { es: 'Saneamiento', en: '' }, kind: 'perRoomNight', amount: 2.5, included: false },
      ]),
    ).toEqual({
      HotelCode: '31453',
      Taxes: [
        { Code: 'IVA', Name: { ES: 'IVA', EN: 'VAT (IVA)' }, Kind: 'PERCENT', Percent: 16, Included: true },
        { Code: 'ECO', Name: { ES: 'Saneamiento', EN: 'Saneamiento' }, Kind: 'PER_ROOM_NIGHT', Amount: 2.5, Included: false },
      ],
    })
  })
})
