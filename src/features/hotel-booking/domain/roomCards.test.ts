import { describe, expect, it } from 'vitest'
import { roomCards, type RoomTypeFacts } from './roomCards'

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
      { categoryId: 'suites', name: 'Suites', photo: 'ov.jpg', maxGuests: 4, minSizeM2: 48 },
      { categoryId: 'jr', name: 'Junior Suites', photo: 'js.jpg', maxGuests: 2, minSizeM2: null },
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
