import { describe, expect, it } from 'vitest'
import { checkPromo, normalisePromoCode, promoCoversNight, type Promo } from './promo'

const p: Promo = { code: 'WINTER15', discountPct: 15, stayFrom: '2027-01-01', stayTo: '2027-03-31', bookFrom: '2026-11-01', bookTo: '2027-02-28', roomCategory: null, maxUses: 10, uses: 0 }
const nights = ['2027-01-10', '2027-01-11']

describe('promo codes', () => {
  it('accepts inside both windows', () => expect(checkPromo(p, { today: '2026-12-01', nights })).toEqual({ ok: true }))
  it('is expired after its booking window and not applicable before it', () => {
    expect(checkPromo(p, { today: '2027-03-01', nights: ['2027-03-10'] })).toEqual({ ok: false, code: 'PROMO_EXPIRED' })
    expect(checkPromo(p, { today: '2026-10-01', nights })).toEqual({ ok: false, code: 'PROMO_NOT_APPLICABLE' })
  })
  it('is exhausted at its use limit', () => expect(checkPromo({ ...p, uses: 10 }, { today: '2026-12-01', nights })).toEqual({ ok: false, code: 'PROMO_EXHAUSTED' }))
  it('needs a stayed night in its window and the right category', () => {
    expect(checkPromo(p, { today: '2026-12-01', nights: ['2027-04-01'] }).ok).toBe(false)
    expect(checkPromo({ ...p, roomCategory: 'swimup' }, { today: '2026-12-01', nights, category: 'suites' }).ok).toBe(false)
    expect(checkPromo({ ...p, roomCategory: 'swimup' }, { today: '2026-12-01', nights, category: 'swimup' }).ok).toBe(true)
    expect(checkPromo({ ...p, roomCategory: 'swimup' }, { today: '2026-12-01', nights }).ok).toBe(true)
  })
  it('covers nights inclusively and normalises codes', () => {
    expect(promoCoversNight(p, '2027-03-31')).toBe(true)
    expect(promoCoversNight(p, '2027-04-01')).toBe(false)
    expect(normalisePromoCode('  winter15 ')).toBe('WINTER15')
  })
})
