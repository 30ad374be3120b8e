import { describe, expect, it } from 'vitest'
import { childNightPrice, priceRoomStay, stayTotals, type ChildBand } from './pricing'

const bands: ChildBand[] = [
  { id: 1, roomCode: null, rateCode: null, ageFrom: 0, ageTo: 4, dateFrom: '2027-01-01', dateTo: '2027-12-31', amountMinor: 0 },
  { id: 2, roomCode: null, rateCode: null, ageFrom: 5, ageTo: 15, dateFrom: '2027-01-01', dateTo: '2027-12-31', amountMinor: 4500 },
  { id: 3, roomCode: 'JS', rateCode: 'FLEX', ageFrom: 5, ageTo: 12, dateFrom: '2027-01-10', dateTo: '2027-01-10', amountMinor: 6000 },
]

describe('occupancy pricing', () => {
  it('finds the child band, latest load wins', () => {
    expect(childNightPrice(bands, 'JS', 'FLEX', '2027-01-09', 2)).toBe(0)
    expect(childNightPrice(bands, 'JS', 'FLEX', '2027-01-09', 8)).toBe(4500)
    expect(childNightPrice(bands, 'JS', 'FLEX', '2027-01-10', 8)).toBe(6000)
    expect(childNightPrice(bands, 'SW', 'FLEX', '2027-01-10', 8)).toBe(4500)
    expect(childNightPrice(bands, 'SW', 'FLEX', '2028-01-10', 8)).toBeNull()
  })
  it('adds children to the adult price and applies a promo only inside its window', () => {
    const nights = ['2027-01-09', '2027-01-10']
    const priced = priceRoomStay({
      nights,
      roomCode: 'JS',
      rateCode: 'FLEX',
      ages: [3, 8],
      adultPrice: (n) => (n === '2027-01-09' ? 20000 : 21999),
      bands,
      promo: { pct: 10, appliesTo: (n) => n === '2027-01-10' },
    })
    expect(priced).toEqual([
      { night: '2027-01-09', baseMinor: 24500, amountMinor: 24500, discounted: false },
      { night: '2027-01-10', baseMinor: 27999, amountMinor: 25199, discounted: true },
    ])
    expect(stayTotals(priced!.map((p) => p.amountMinor))).toEqual({ totalMinor: 49699, averageMinor: 24850, nights: 2 })
  })
  it('refuses a stay with a missing price', () => {
    expect(priceRoomStay({ nights: ['2027-01-09'], roomCode: 'JS', rateCode: 'FLEX', ages: [], adultPrice: () => null, bands, promo: null })).toBeNull()
    expect(priceRoomStay({ nights: ['2028-01-09'], roomCode: 'JS', rateCode: 'FLEX', ages: [7], adultPrice: () => 100, bands, promo: null })).toBeNull()
  })
})
