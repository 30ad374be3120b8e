/** Unit tests of the shop server's pure helpers: CMS mapping, rule texts, server messages, input sanitation. */
import { describe, expect, it } from 'vitest'
import { parseProduct } from '../domain'
import { localizeDoc } from './catalog'
import { productInputOf } from './cms-mapping'
import { shopFailure, shopMessage } from './messages'
import { productRules } from './rules-text'
import { sanitizeAddItem } from './service'

const doc = {
  id: 3015,
  kind: 'tour',
  businessUnitCode: 'XV',
  basePricesUsd: { adult: 7900, minor: null },
  childDiscountPct: 25,
  childAgeBand: { min: null, max: null },
  minimumAge: 5,
  visitorsMultipleOf: 2,
  presaleMode: 'none' as const,
  schedules: [{ scheduleId: '09:00', time: '09:00', dailyCapacity: 40 }],
  physicalLimits: { minHeightCm: 109.73, maxHeightCm: null, minWeightKg: 40, maxWeightKg: 136 },
  deposit: { amountUsd: 1000, per: 'person' as const, label: 'Snorkel gear deposit' },
  addOns: [51, { id: 99 }],
}
const complements = [{ id: 51, name: 'Transport', businessUnit: 'Parks', businessUnitCode: 'XC', code: 'TR', price: 2000, kind: 'transport' }]

describe('CMS documents → domain product', () => {
  it('maps fields, defaults and present add-ons only', () => {
    const r = parseProduct(productInputOf(doc, complements))
    if (!r.ok) throw new Error(r.issues.join())
    expect(r.product).toMatchObject({ id: 3015, childAgeBand: { min: 5, max: 11 }, infantFreeMaxAge: 4, adultMinAge: 12, presaleTiers: [], visitorsMultipleOf: 2, deposit: { amountUsd: 1000 } })
    expect(r.product.addOns.map((a) => a.id)).toEqual([51])
    const dflt = parseProduct(productInputOf({ ...doc, presaleMode: 'default', deposit: { amountUsd: null } }))
    expect(dflt.ok && dflt.product.presaleTiers).toEqual([
      { minDaysAhead: 7, discountPct: 10 },
      { minDaysAhead: 21, discountPct: 15 },
    ])
    expect(dflt.ok && dflt.product.deposit).toBeNull()
  })

  it('reports bad editor input per path', () => {
    const r = parseProduct(productInputOf({ ...doc, childAgeBand: { min: 9, max: 6 } }))
    expect(r.ok).toBe(false)
    expect(!r.ok && r.issues.join()).toContain('childAgeBand')
  })

  it('picks a locale from documents read with locale "all", with fallback', () => {
    expect(localizeDoc({ name: { es: 'Hola', en: 'Hello' }, rows: [{ alt: { es: 'a' } }], n: 3, g: { adult: 1 } }, 'en')).toEqual({ name: 'Hello', rows: [{ alt: 'a' }], n: 3, g: { adult: 1 } })
  })
})

describe('rule texts', () => {
  it('zip-line limits, minimum age, multiples and deposit', () => {
    const r = parseProduct(productInputOf(doc))
    if (!r.ok) throw new Error()
    const en = productRules(r.product, 'en')
    expect(en.physicalLimits).toBe('Requirements: minimum height 3.6 ft (109.73 cm) · weight 40–136 kg (88–300 lb)')
    expect(en.minimumAge).toBe('The minimum age for this product is 5 years')
    expect(en.visitorsMultiple).toBe('The product requires a multiple of 2 visitors')
    expect(en.deposit).toBe('Snorkel gear deposit: US$10.00 per person (refundable)')
    expect(en.ages).toBe('Adults 12+ · Children 5–11 (25% off) · Infants 0–4 free')
    const es = productRules(r.product, 'es')
    expect(es.physicalLimits).toBe('Requisitos: estatura mínima 3.6 ft (109.73 cm) · peso 40–136 kg (88–300 lb)')
    expect(es.deposit).toBe('Snorkel gear deposit: US$10.00 por persona (reembolsable)')
    expect(es.ages).toBe('Adultos 12+ · Menores 5–11 años (25% de descuento) · Infantes 0–4 años gratis')
    const pt = productRules(r.product, 'pt')
    expect(pt.physicalLimits).toBe('Requisitos: altura mínima 3.6 ft (109.73 cm) · peso 40–136 kg (88–300 lb)')
    expect(pt.deposit).toBe('Snorkel gear deposit: US$10.00 por pessoa (reembolsável)')
    expect(pt.ages).toBe('Adultos 12+ · Crianças 5–11 anos (25% de desconto) · Bebês 0–4 anos grátis')
    expect(productRules({ ...r.product, childDiscountPct: 0 }, 'en').ages).toBe('Adults 12+ · Children 5–11 · Infants 0–4 free')
    expect(productRules(r.product, 'es').childId).toBe('Los menores de 12 años que midan más de 1.37 m (4.5 ft) deben presentar identificación')
  })
})

describe('server messages', () => {
  it('domain codes use the spec texts; server codes have es/en texts and 4xx statuses', () => {
    expect(shopMessage('SCHEDULE_REQUIRED', 'en')).toBe('Please select a schedule')
    expect(shopFailure('GENERIC_ERROR', 'en')).toMatchObject({ status: 400, message: 'An error has ocurred. Please try again.' })
    expect(shopFailure('VISITORS_MULTIPLE', 'en', { n: 2 })).toMatchObject({ status: 422, message: 'The product requires a multiple of 2 visitors' })
    expect(shopFailure('CHECKOUT_EXPIRED', 'es').status).toBe(410)
    expect(shopFailure('PAYMENT_DECLINED', 'en').status).toBe(402)
    expect(shopMessage('CART_LINE_INVALID', 'en', { reason: 'x' })).toContain(': x')
  })
})

describe('sanitizeAddItem', () => {
  it('drops unknown fields (prices) and rejects wrong shapes', () => {
    expect(sanitizeAddItem({ productId: 1, date: '2027-01-01', quantities: { adults: 1, minors: 0, infants: 0 }, price: 1, total: 0 })).toEqual({
      productId: 1,
      date: '2027-01-01',
      quantities: { adults: 1, minors: 0, infants: 0 },
    })
    for (const bad of [
      null,
      'x',
      [],
      { productId: '1', date: null, quantities: { adults: 1, minors: 0, infants: 0 } },
      { productId: 1, date: null, quantities: { adults: 1.5, minors: 0, infants: 0 } },
    ])
      expect(sanitizeAddItem(bad)).toBeNull()
  })
})
