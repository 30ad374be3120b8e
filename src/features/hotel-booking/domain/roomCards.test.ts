import { describe, expect, it } from 'vitest'
import { fromPrice, roomCards, usdToMinor, type RoomTypeFacts } from './roomCards'

const types = new Map<string, RoomTypeFacts<string>>([
  ['SW', { roomCode: 'SW', photo: null, maxGuests: 3, sizeM2: 52 }],
  ['OV', { roomCode: 'OV', photo: 'ov.jpg', maxGuests: 4, sizeM2: 48 }],
  ['JS', { roomCode: 'JS', photo: 'js.jpg', maxGuests: 2, sizeM2: null }],
])

describe('roomCards', () => {
  it('draws one card per category the hotel sells: the first photo in code order, the most guests, the smallest size', () => {
    const cards = roomCards(
      [
        { categoryId: 'suites', name: 'Suites', roomCodes: ['sw', 'OV', 'XX'], hotelCodes: ['HXA'] },
        { categoryId: 'jr', name: 'Junior Suites', roomCodes: ['JS'], hotelCodes: null },
      ],
      'HXA',
      types,
    )
    expect(cards).toEqual([
      { categoryId: 'suites', name: 'Suites', roomCodes: ['SW', 'OV'], photo: 'ov.jpg', maxGuests: 4, minSizeM2: 48 },
      { categoryId: 'jr', name: 'Junior Suites', roomCodes: ['JS'], photo: 'js.jpg', maxGuests: 2, minSizeM2: null },
    ])
  })

  it('leaves out a category of another hotel and one with none of the hotel’s room types', () => {
    const cards = roomCards(
      [
        { categoryId: 'other', name: 'Other hotel', roomCodes: ['SW'], hotelCodes: ['HXM'] },
        { categoryId: 'empty', name: 'No rooms here', roomCodes: ['ZZ'], hotelCodes: ['HXA'] },
      ],
      'HXA',
      types,
    )
    expect(cards).toEqual([])
  })
})

describe('fromPrice', () => {
  it('is the lowest price of a night that can be booked: not closed, not past, priced', () => {
    const night = (minPriceMinor: number | null, closed = false, past = false) => ({ minPriceMinor, closed, past })
    expect(fromPrice([night(30000), night(21050), night(25000)])).toBe(21050)
    expect(fromPrice([night(10000, true), night(9000, false, true), night(null), night(40000)])).toBe(40000)
    expect(fromPrice([night(null), night(10000, true)])).toBeNull()
    expect(fromPrice([])).toBeNull()
  })
})

describe('usdToMinor', () => {
  it("converts cents at a rate per dollar into the currency's minor units, half up", () => {
    expect(usdToMinor(21050, 18.5, 2)).toBe(389425)
    expect(usdToMinor(21050, 150.25, 0)).toBe(31628) // 210.50 × 150.25 = 31,627.625 yen
    expect(usdToMinor(1, 0.5, 2)).toBe(1) // half a cent rounds up
    expect(usdToMinor(100, 0, 2)).toBeNull()
    expect(usdToMinor(100, Number.NaN, 2)).toBeNull()
  })
})
