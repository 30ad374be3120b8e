/**
 * A hotel API refusal as the visitor reads it (`hotelErrorText`, `promoRefusalCode`): the catalogue's
 * words in the visitor's language where the code is catalogued, the API's own es/en words otherwise,
 * and nothing (the caller's generic error) for a Portuguese reader — never English to a pt visitor.
 */
import { describe, expect, it } from 'vitest'
import { hotelErrorText, promoRefusalCode } from '../../src/features/hotel-booking/domain/hotelMessages'

describe('hotelErrorText', () => {
  it('words a catalogued code in the visitor’s language, whatever the API said', () => {
    const err = { code: 'PROMO_EXPIRED', message: 'The promotional code has expired' }
    expect(hotelErrorText(err, 'es')).toBe('El código promocional ha expirado')
    expect(hotelErrorText(err, 'en')).toBe('The promotional code has expired')
    expect(hotelErrorText(err, 'pt')).toBe('O código promocional expirou')
    expect(hotelErrorText({ code: 'NO_AVAILABILITY', message: 'x' }, 'pt')).toBe('Não há disponibilidade para as datas selecionadas')
  })

  it('fills the stay limit from the API’s Details.nights', () => {
    const err = { code: 'MIN_STAY_NOT_MET', message: 'Minimum stay 3 nights', context: { details: { nights: 3 } } }
    expect(hotelErrorText(err, 'es')).toBe('Estancia mínima 3 noches')
    expect(hotelErrorText(err, 'pt')).toBe('Estadia mínima de 3 noites')
    // without the limit the catalogue cannot word it: the API's words for es/en, nothing for pt
    expect(hotelErrorText({ code: 'MIN_STAY_NOT_MET', message: 'Estancia mínima 3 noches' }, 'es')).toBe('Estancia mínima 3 noches')
    expect(hotelErrorText({ code: 'MIN_STAY_NOT_MET', message: 'Minimum stay 3 nights' }, 'pt')).toBeNull()
  })

  it('keeps the API’s own words for es and en readers of a code the catalogue lacks, and none for pt', () => {
    const err = { code: 'PARTIAL_PAYMENT_NOT_ALLOWED', message: 'Partial payment is not available for this rate or arrival date' }
    expect(hotelErrorText(err, 'en')).toBe(err.message)
    expect(hotelErrorText(err, 'pt')).toBeNull()
    expect(hotelErrorText({ code: 'SOMETHING_NEW', message: '' }, 'es')).toBeNull()
  })

  it('does not read inherited keys as catalogue codes', () => {
    expect(hotelErrorText({ code: 'toString', message: 'x' }, 'pt')).toBeNull()
  })
})

describe('promoRefusalCode', () => {
  it('names expired, not applicable and used-up codes, and every other refusal as invalid', () => {
    expect(promoRefusalCode('PROMO_EXPIRED')).toBe('PROMO_EXPIRED')
    expect(promoRefusalCode('PROMO_NOT_APPLICABLE')).toBe('PROMO_NOT_APPLICABLE')
    expect(promoRefusalCode('PROMO_EXHAUSTED')).toBe('PROMO_EXHAUSTED')
    expect(promoRefusalCode('PROMO_INVALID')).toBe('PROMO_INVALID')
    expect(promoRefusalCode('PROMO_SOMETHING')).toBe('PROMO_INVALID')
  })
})
