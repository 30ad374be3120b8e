import { describe, expect, it } from 'vitest'
import { filterByCategory } from './filters'

const categories = [
  { categoryId: 'jrsuites', roomCodes: ['JS', 'J2', 'J5'] },
  { categoryId: 'swimup', roomCodes: ['WG', 'WF', 'WD'] },
]
const rooms = [{ roomCode: 'JS' }, { roomCode: 'WD' }, { roomCode: 'SW' }]

describe('filterByCategory', () => {
  it('keeps the rooms of the category', () => {
    expect(filterByCategory(rooms, 'swimup', categories)).toEqual([{ roomCode: 'WD' }])
    expect(filterByCategory(rooms, 'jrsuites', categories)).toEqual([{ roomCode: 'JS' }])
  })
  it('keeps everything for no or an unknown category', () => {
    expect(filterByCategory(rooms, null, categories)).toHaveLength(3)
    expect(filterByCategory(rooms, 'penthouse', categories)).toHaveLength(3)
  })
})
