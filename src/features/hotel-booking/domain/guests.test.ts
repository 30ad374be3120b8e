import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidCount, parseRoomGuests, parseRooms, totalGuests, validateRooms } from './guests'

describe('isValidCount (spec §5: numeric and at least 1)', () => {
  it.each([
    [1, true],
    [2, true],
    ['3', true],
    [' 4 ', true],
    [0, false],
    [-1, false],
    [1.5, false],
    ['', false],
    ['abc', false],
    ['1e2', false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
    [true, false],
  ])('%p → %p', (v, ok) => expect(isValidCount(v)).toBe(ok))
})

describe('parseRoomGuests (spec §5: adults default 2, children 0)', () => {
  it('defaults an empty room to 2 adults, 0 children', () => {
    expect(parseRoomGuests(undefined)).toEqual({ adults: 2, children: 0, childrenAges: [] })
    expect(parseRoomGuests({ adults: '0', children: 'x' })).toEqual({ adults: 2, children: 0, childrenAges: [] })
  })
  it('reads |-joined ages and caps children at 3', () => {
    expect(parseRoomGuests({ adults: '1', children: '2', childrenAges: '5|11' })).toEqual({ adults: 1, children: 2, childrenAges: [5, 11] })
    expect(parseRoomGuests({ adults: 2, children: 4, childrenAges: '1|2|3|4' })).toEqual({ adults: 2, children: 3, childrenAges: [1, 2, 3] })
  })
  it('drops children without a valid age (0..15) instead of guessing', () => {
    expect(parseRoomGuests({ adults: 2, children: 2, childrenAges: '7|16' })).toEqual({ adults: 2, children: 1, childrenAges: [7] })
    expect(parseRoomGuests({ adults: 2, children: 1 })).toEqual({ adults: 2, children: 0, childrenAges: [] })
    expect(parseRoomGuests({ adults: 2, children: 1, childrenAges: '0' }).childrenAges).toEqual([0])
  })
  it('never yields an invalid room for any input', () => {
    fc.assert(
      fc.property(fc.record({ adults: fc.anything(), children: fc.anything(), childrenAges: fc.anything() }, { requiredKeys: [] }), (input) => {
        const r = parseRoomGuests(input)
        expect(r.adults).toBeGreaterThanOrEqual(1)
        expect(r.children).toBe(r.childrenAges.length)
        expect(r.children).toBeLessThanOrEqual(3)
        for (const a of r.childrenAges) expect(a >= 0 && a <= 15).toBe(true)
      }),
    )
  })
})

describe('parseRooms', () => {
  it('keeps 1..5 rooms', () => {
    expect(parseRooms([])).toHaveLength(1)
    expect(parseRooms(Array(7).fill({ adults: 1 }))).toHaveLength(5)
    expect(totalGuests(parseRooms([{ adults: 2, children: 1, childrenAges: '4' }, { adults: 3 }]))).toBe(6)
  })
})

describe('validateRooms', () => {
  it('accepts a valid search', () => {
    expect(validateRooms([{ adults: 2, childrenAges: [3, 15] }])).toEqual([])
  })
  it('reports each problem with its room and child', () => {
    expect(validateRooms([])).toEqual([{ code: 'NO_ROOMS' }])
    expect(validateRooms(Array(6).fill({ adults: 1, childrenAges: [] }))).toEqual([{ code: 'TOO_MANY_ROOMS', max: 5 }])
    expect(validateRooms([{ adults: 0, childrenAges: [1, 2, 3, 4] }])).toEqual([
      { code: 'ADULT_REQUIRED', room: 1 },
      { code: 'TOO_MANY_CHILDREN', room: 1, max: 3 },
    ])
    expect(validateRooms([{ adults: 1, childrenAges: [null, 16] }])).toEqual([
      { code: 'CHILD_AGE_REQUIRED', room: 1, child: 1 },
      { code: 'CHILD_AGE_INVALID', room: 1, child: 2, max: 15 },
    ])
  })
})
