import { describe, expect, it } from 'vitest'
import { aggregateDemand } from './demand'

describe('inventory demand', () => {
  it('sums per room type and night and sorts in lock order', () => {
    expect(
      aggregateDemand([
        { roomCode: 'WD', night: '2027-01-02', qty: 1 },
        { roomCode: 'JS', night: '2027-01-03', qty: 1 },
        { roomCode: 'JS', night: '2027-01-02', qty: 1 },
        { roomCode: 'JS', night: '2027-01-02', qty: 1 },
      ]),
    ).toEqual([
      { roomCode: 'JS', night: '2027-01-02', qty: 2 },
      { roomCode: 'JS', night: '2027-01-03', qty: 1 },
      { roomCode: 'WD', night: '2027-01-02', qty: 1 },
    ])
    expect(aggregateDemand([])).toEqual([])
  })
  it('does not mutate its input', () => {
    const input = [
      { roomCode: 'JS', night: '2027-01-02', qty: 1 },
      { roomCode: 'JS', night: '2027-01-02', qty: 1 },
    ]
    aggregateDemand(input)
    expect(input[0].qty).toBe(1)
  })
})
