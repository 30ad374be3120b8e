import { describe, expect, it } from 'vitest'
import { taxRulesOfDoc } from './taxSync'

describe('the CMS hotel taxes as the engine takes them', () => {
  it('reads both languages of a locale-all document, an English name falling back to the Spanish one', () => {
    expect(
      taxRulesOfDoc([
        { code: 'IVA', name: { es: 'IVA', en: 'VAT (IVA)' }, kind: 'percent', percent: 16, amount: null, included: true },
        { code: 'eco', name: { es: 'Derecho de saneamiento', en: null }, kind: 'perRoomNight', percent: null, amount: 2.5, included: false },
        { code: 'RES', name: 'Resort fee', kind: 'perStay', amount: 10, included: null },
      ]),
    ).toEqual([
      { code: 'IVA', name: { es: 'IVA', en: 'VAT (IVA)' }, kind: 'percent', percent: 16, included: true },
      { code: 'ECO', name: { es: 'Derecho de saneamiento', en: 'Derecho de saneamiento' }, kind: 'perRoomNight', amount: 2.5, included: false },
      { code: 'RES', name: { es: 'Resort fee', en: 'Resort fee' }, kind: 'perStay', amount: 10, included: true },
    ])
    expect(taxRulesOfDoc(null)).toEqual([])
  })
})
