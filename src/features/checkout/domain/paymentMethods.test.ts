import { describe, expect, it } from 'vitest'
import { methodsByCurrency, seedPaymentMethods } from '../../../../seed/data/reference'
import { methodsFor } from './paymentMethods'

const cms = seedPaymentMethods.map((m) => ({ apiCode: m.apiCode, name: m.name.en, kind: m.kind, enabled: true, languages: m.languages, currencies: m.currencies.map((isoCode) => ({ isoCode })) }))
const codes = (currency: string, lang: 'es' | 'en') => methodsFor(cms, currency, lang).map((m) => m.apiCode)

describe('payment methods per currency (spec §9)', () => {
  it('MXN offers its 4 methods', () => {
    expect(codes('MXN', 'es')).toEqual(['VI', 'MC', 'AX', 'DN'])
  })
  it('the financing method only on the English site for USD and CAD', () => {
    expect(codes('USD', 'en')).toContain('UP')
    expect(codes('CAD', 'en')).toContain('UP')
    expect(codes('USD', 'es')).not.toContain('UP')
    expect(codes('EUR', 'en')).not.toContain('UP')
  })
  it('matches the seeded per-currency lists on the English site', () => {
    for (const [currency, list] of Object.entries(methodsByCurrency)) expect(codes(currency, 'en').sort()).toEqual([...list].sort())
  })
  it('never offers a disabled method', () => {
    expect(
      methodsFor(
        cms.map((m) => ({ ...m, enabled: m.apiCode !== 'VI' })),
        'USD',
        'en',
      ).map((m) => m.apiCode),
    ).not.toContain('VI')
  })
})
