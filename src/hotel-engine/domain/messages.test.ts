import { describe, expect, it } from 'vitest'
import { hasMessage, lowStockMessage, message, pickLanguage, texts } from './messages'

describe('engine messages', () => {
  it('uses the spec texts verbatim', () => {
    expect(message('LAST_ROOM_TAKEN', 'ES')).toBe('La última habitación disponible se ha reservado. Por favor, elige fechas alternativas para tu reserva o una categoría distinta.')
    expect(message('LAST_ROOM_TAKEN', 'EN')).toBe('The last available room has been reserved. Please choose alternative dates for your booking or a different category.')
    expect(message('LOW_STOCK', 'ES', { quantity: 2 })).toBe('Solo quedan 2 habitaciones')
    expect(message('LOW_STOCK', 'EN', { quantity: 3 })).toBe('Only 3 rooms left')
    expect(message('MIN_STAY_NOT_MET', 'ES', { nights: 3 })).toBe('Estancia mínima 3 noches')
    expect(message('MIN_STAY_NOT_MET', 'EN', { nights: 2 })).toBe('Minimum stay 2 nights')
    expect(message('PROMO_INVALID', 'ES')).toBe('Código promocional no válido')
    expect(message('PROMO_INVALID', 'EN')).toBe('Invalid promotional code')
  })
  it('says the low-stock notice in the singular for one room', () => {
    expect(lowStockMessage(1, 'ES')).toBe('Solo queda 1 habitación')
    expect(lowStockMessage(1, 'EN')).toBe('Only 1 room left')
    expect(lowStockMessage(2, 'ES')).toBe('Solo quedan 2 habitaciones')
    expect(lowStockMessage(4, 'EN')).toBe('Only 4 rooms left')
  })
  it('knows its codes', () => {
    expect(hasMessage('VERSION_CONFLICT')).toBe(true)
    expect(hasMessage('toString')).toBe(false)
  })
  it('picks the language from body, query, then Accept-Language, default EN', () => {
    expect(pickLanguage('es', null, 'en-US')).toBe('ES')
    expect(pickLanguage(undefined, 'ES', null)).toBe('ES')
    expect(pickLanguage(42, null, 'fr-FR, es;q=0.8')).toBe('ES')
    expect(pickLanguage('pt', 'xx', null)).toBe('PT')
    expect(pickLanguage('fr', 'xx', 'de-DE')).toBe('EN')
    expect(pickLanguage(undefined, null, 'pt-BR,pt;q=0.9')).toBe('PT')
  })
  it('answers Portuguese where a text is written, English where it is not', () => {
    expect(message('LAST_ROOM_TAKEN', 'PT')).toMatch(/^O último quarto disponível/)
    expect(message('INTERNAL_ERROR', 'PT')).toBe(message('INTERNAL_ERROR', 'EN'))
    expect(texts('Tarifa Flexible', 'Flexible Rate', '')).toEqual({ ES: 'Tarifa Flexible', EN: 'Flexible Rate', PT: 'Flexible Rate' })
    expect(texts('Tarifa Flexible', 'Flexible Rate', 'Tarifa Flexível').PT).toBe('Tarifa Flexível')
  })
})
