/** Step 1's first room cards and "Show N more rooms" (`shownRoomCount`). */
import { describe, expect, it } from 'vitest'
import { FIRST_ROOMS, shownRoomCount } from '../../src/features/hotel-booking/domain/roomPaging'

describe('shownRoomCount', () => {
  it('draws the first cards of a long list, and every card when asked', () => {
    expect(FIRST_ROOMS).toBe(4)
    expect(shownRoomCount(11, { all: false, chosenPositions: [] })).toBe(4)
    expect(shownRoomCount(11, { all: true, chosenPositions: [] })).toBe(11)
  })

  it('never hides a single card behind a link, nor a short list', () => {
    expect(shownRoomCount(5, { all: false, chosenPositions: [] })).toBe(5)
    expect(shownRoomCount(3, { all: false, chosenPositions: [] })).toBe(3)
    expect(shownRoomCount(0, { all: false, chosenPositions: [] })).toBe(0)
  })

  it('keeps a chosen room type in view wherever it is in the list', () => {
    expect(shownRoomCount(11, { all: false, chosenPositions: [7] })).toBe(8)
    expect(shownRoomCount(11, { all: false, chosenPositions: [1, 9, -1] })).toBe(10)
    expect(shownRoomCount(11, { all: false, chosenPositions: [2] })).toBe(4)
    expect(shownRoomCount(11, { all: false, chosenPositions: [-1] })).toBe(4)
  })
})
