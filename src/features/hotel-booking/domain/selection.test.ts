import { describe, expect, it } from 'vitest'
import { queryRecord } from './searchParams'
import { choose, currentRoomChoices, currentRoomCookieValue, flowQuery, nextOpenRoom, parseSelection, searchKey, selectionFor, serializeSelection, offeredChoices } from './selection'

const search = {
  checkIn: '2027-01-10',
  checkOut: '2027-01-13',
  rooms: [
    { adults: 2, children: 0, childrenAges: [] },
    { adults: 1, children: 1, childrenAges: [6] },
  ],
  hotel: 'HXA',
  promoCode: null,
  currency: 'USD',
}
const chosen = [
  { roomNumber: 1, roomCode: 'JS', ratePlanCode: 'FLEX' },
  { roomNumber: 2, roomCode: 'WD', ratePlanCode: 'NR' },
]

describe('rate selection in the URL', () => {
  it('parses one ROOM~RATE per room, skipping empty and malformed parts', () => {
    expect(parseSelection('js~flex,,WD~NR', 3)).toEqual([
      { roomNumber: 1, roomCode: 'JS', ratePlanCode: 'FLEX' },
      { roomNumber: 3, roomCode: 'WD', ratePlanCode: 'NR' },
    ])
    expect(parseSelection('<x>,JS~FLEX', 2)).toEqual([{ roomNumber: 2, roomCode: 'JS', ratePlanCode: 'FLEX' }])
    expect(parseSelection('JS~FLEX,WD~NR', 1)).toHaveLength(1)
    expect(parseSelection(undefined, 2)).toEqual([])
  })
  it('serializes back, trimming trailing empty rooms', () => {
    expect(serializeSelection([{ roomNumber: 2, roomCode: 'JS', ratePlanCode: 'FLEX' }], 3)).toBe(',JS~FLEX')
    expect(serializeSelection([], 2)).toBe('')
  })
  it('chooses per room and finds the next room to choose', () => {
    let c = choose([], { roomNumber: 1, roomCode: 'JS', ratePlanCode: 'FLEX' })
    expect(nextOpenRoom(c, 2)).toBe(2)
    c = choose(c, { roomNumber: 2, roomCode: 'WD', ratePlanCode: 'NR' })
    c = choose(c, { roomNumber: 1, roomCode: 'M1', ratePlanCode: 'NR' })
    expect(c.map((x) => x.roomCode)).toEqual(['M1', 'WD'])
    expect(nextOpenRoom(c, 2)).toBeNull()
  })
})

describe('the chosen rates belong to the search they were chosen for (spec §4)', () => {
  const key = searchKey(search)

  it.each([
    ['dates', { ...search, checkIn: '2027-01-11' }],
    ['guests', { ...search, rooms: [{ adults: 3, children: 0, childrenAges: [] }, search.rooms[1]] }],
    ["a child's age", { ...search, rooms: [search.rooms[0], { adults: 1, children: 1, childrenAges: [7] }] }],
    ['promo code', { ...search, promoCode: 'ARTE10' }],
    ['hotel', { ...search, hotel: 'HXM' }],
    ['currency', { ...search, currency: 'MXN' }],
  ])('changing %s marks the booking modified and clears the chosen rooms', (_, changed) => {
    expect(searchKey(changed)).not.toBe(key)
    expect(selectionFor(changed, chosen, key)).toEqual({ choices: [], modified: true })
  })

  it('the same search keeps them, whatever the case of its codes', () => {
    expect(selectionFor(search, chosen, key)).toEqual({ choices: chosen, modified: false })
    expect(searchKey({ ...search, hotel: 'hxa', currency: 'usd' })).toBe(key)
  })

  it('rates without a key belong to the search they came with (a link naming a room and rate); nothing chosen is nothing modified', () => {
    expect(selectionFor(search, chosen, null)).toEqual({ choices: chosen, modified: false })
    expect(selectionFor({ ...search, currency: 'MXN' }, [], key)).toEqual({ choices: [], modified: false })
  })

  it("the flow's query carries the rates with the key of their search, and reads back to the same state", () => {
    const q = queryRecord(flowQuery(search, chosen, { category: 'suites' }))
    expect(q).toMatchObject({ checkin: '2027-01-10', sel: 'JS~FLEX,WD~NR', for: key, category: 'suites' })
    expect(selectionFor(search, parseSelection(q.sel as string, 2), q.for as string).choices).toEqual(chosen)
    expect(queryRecord(flowQuery(search, []))).not.toHaveProperty('sel')
    expect(queryRecord(flowQuery(search, []))).not.toHaveProperty('for')
  })
})

describe('offeredChoices: a room taken between the list and the click (issue #16 item 4)', () => {
  const rooms = [
    { roomCode: 'JS', ratePlans: [{ ratePlanCode: 'FLEX' }, { ratePlanCode: 'NR' }] },
    { roomCode: 'SW', ratePlans: [{ ratePlanCode: 'FLEX' }] },
  ]

  it('keeps the choices whose room and rate the stay still offers', () => {
    const chosen = [
      { roomNumber: 1, roomCode: 'JS', ratePlanCode: 'NR' },
      { roomNumber: 2, roomCode: 'SW', ratePlanCode: 'FLEX' },
    ]
    expect(offeredChoices(chosen, rooms)).toEqual({ kept: chosen, gone: [] })
  })

  it('opens again a room whose room type (the last one was taken) or rate is no longer offered', () => {
    const taken = { roomNumber: 1, roomCode: 'WD', ratePlanCode: 'DEP' }
    const rateGone = { roomNumber: 2, roomCode: 'SW', ratePlanCode: 'NR' }
    const kept = { roomNumber: 3, roomCode: 'JS', ratePlanCode: 'FLEX' }
    expect(offeredChoices([taken, rateGone, kept], rooms)).toEqual({ kept: [kept], gone: [taken, rateGone] })
    expect(nextOpenRoom(offeredChoices([taken, kept], rooms).kept, 3)).toBe(1)
  })
})

describe('the currentRoom cookie (spec §4)', () => {
  it('keeps the rates chosen for a search and gives them back for that search only', () => {
    const key = searchKey(search)
    const value = currentRoomCookieValue('js~flex,WD~NR', key)
    expect(value).toBe(`${key}|JS~FLEX,WD~NR`)
    expect(currentRoomChoices(value, search)).toEqual(chosen)
    // another search (other dates, or another currency) does not take them
    expect(currentRoomChoices(value, { ...search, checkOut: '2027-01-14' })).toEqual([])
    expect(currentRoomChoices(value, { ...search, currency: 'MXN' })).toEqual([])
    // a room not chosen yet stays open
    expect(currentRoomChoices(currentRoomCookieValue(',WD~NR', key), search)).toEqual([{ roomNumber: 2, roomCode: 'WD', ratePlanCode: 'NR' }])
  })

  it('writes nothing for a URL without rates or with forged parts, and reads nothing from a malformed cookie', () => {
    const key = searchKey(search)
    expect(currentRoomCookieValue(null, key)).toBeNull()
    expect(currentRoomCookieValue('JS~FLEX', null)).toBeNull()
    expect(currentRoomCookieValue(',', key)).toBeNull()
    expect(currentRoomCookieValue('JS~FLEX,<script>', key)).toBeNull()
    expect(currentRoomCookieValue('JS~FLEX', 'NOT A KEY')).toBeNull()
    expect(currentRoomCookieValue(Array(7).fill('JS~FLEX').join(','), key)).toBeNull()
    expect(currentRoomChoices('garbage', search)).toEqual([])
    expect(currentRoomChoices(undefined, search)).toEqual([])
  })
})
