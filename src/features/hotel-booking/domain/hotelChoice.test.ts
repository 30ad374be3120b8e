import { describe, expect, it } from 'vitest'
import { resolveHotel } from './hotelChoice'

const hotels = [
  { code: 'HXM', name: 'Hotel México', propertyCode: 74213, channel: 94, clientId: 0, isDefault: false },
  { code: 'HXA', name: 'Hotel Arte', propertyCode: 31453, channel: 94, clientId: 0, isDefault: true },
  { code: 'LCDLP', name: 'La Casa de la Playa', propertyCode: 79260, channel: 94, clientId: 0, isDefault: false },
]

describe('resolveHotel', () => {
  it('finds by alias or property code, else the default (HXA)', () => {
    expect(resolveHotel(hotels, 'lcdlp').propertyCode).toBe(79260)
    expect(resolveHotel(hotels, '74213').code).toBe('HXM')
    expect(resolveHotel(hotels, null).code).toBe('HXA')
    expect(resolveHotel(hotels, 'NOPE').code).toBe('HXA')
  })
  it('refuses an empty configuration', () => {
    expect(() => resolveHotel([], null)).toThrow()
  })
})
