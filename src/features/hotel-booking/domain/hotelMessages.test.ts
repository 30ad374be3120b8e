import { describe, expect, it } from 'vitest'
import { hotelMessage, lowStockNotice } from './hotelMessages'

describe('hotel messages in the visitor’s language (spec §5, §8)', () => {
  it('words a room card’s low stock from the API’s count: Portuguese for a pt visitor, Spanish for es, English for en', () => {
    const room = { lowStock: true, remainingUnits: 2 }
    expect(lowStockNotice(room, 'pt')).toBe('Restam apenas 2 quartos')
    expect(lowStockNotice(room, 'es')).toBe('Solo quedan 2 habitaciones')
    expect(lowStockNotice(room, 'en')).toBe('Only 2 rooms left')
  })

  it('agrees in number for the last room', () => {
    const room = { lowStock: true, remainingUnits: 1 }
    expect(lowStockNotice(room, 'pt')).toBe('Resta apenas 1 quarto')
    expect(lowStockNotice(room, 'es')).toBe('Solo queda 1 habitación')
    expect(lowStockNotice(room, 'en')).toBe('Only 1 room left')
  })

  it('says nothing when the API does not flag low stock', () => {
    expect(lowStockNotice({ lowStock: false, remainingUnits: 2 }, 'es')).toBeNull()
    expect(lowStockNotice({ lowStock: true, remainingUnits: 0 }, 'es')).toBeNull()
  })

  it('fills a code’s parameters per language', () => {
    expect(hotelMessage('MIN_STAY_NOT_MET', 'pt', { nights: 4 })).toBe('Estadia mínima de 4 noites')
    expect(hotelMessage('PROMO_INVALID', 'pt')).toBe('Código promocional inválido')
    expect(hotelMessage('LAST_ROOM_TAKEN', 'pt')).toBe('O último quarto disponível acabou de ser reservado. Escolha outras datas para sua reserva ou uma categoria diferente.')
  })
})
