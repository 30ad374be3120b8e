import { describe, expect, it } from 'vitest'
import { choose, nextOpenHab, parseSelection, serializeSelection } from './selection'

describe('rate selection in the URL', () => {
  it('parses one ROOM~RATE per Hab, skipping empty and malformed parts', () => {
    expect(parseSelection('js~flex,,WD~NR', 3)).toEqual([
      { hab: 1, roomCode: 'JS', ratePlanCode: 'FLEX' },
      { hab: 3, roomCode: 'WD', ratePlanCode: 'NR' },
    ])
    expect(parseSelection('<x>,JS~FLEX', 2)).toEqual([{ hab: 2, roomCode: 'JS', ratePlanCode: 'FLEX' }])
    expect(parseSelection('JS~FLEX,WD~NR', 1)).toHaveLength(1)
    expect(parseSelection(undefined, 2)).toEqual([])
  })
  it('serializes back, trimming trailing empty Habs', () => {
    expect(serializeSelection([{ hab: 2, roomCode: 'JS', ratePlanCode: 'FLEX' }], 3)).toBe(',JS~FLEX')
    expect(serializeSelection([], 2)).toBe('')
  })
  it('chooses per Hab and finds the next room to choose', () => {
    let c = choose([], { hab: 1, roomCode: 'JS', ratePlanCode: 'FLEX' })
    expect(nextOpenHab(c, 2)).toBe(2)
    c = choose(c, { hab: 2, roomCode: 'WD', ratePlanCode: 'NR' })
    c = choose(c, { hab: 1, roomCode: 'M1', ratePlanCode: 'NR' })
    expect(c.map((x) => x.roomCode)).toEqual(['M1', 'WD'])
    expect(nextOpenHab(c, 2)).toBeNull()
  })
})
