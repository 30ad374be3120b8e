import { describe, expect, it } from 'vitest'
import { choose, nextOpenRoom, parseSelection, serializeSelection } from './selection'

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
