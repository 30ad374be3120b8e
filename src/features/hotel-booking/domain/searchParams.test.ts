import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { parseSearch, partySummary, queryRecord, searchParty, serializeSearch } from './searchParams'

const today = '2026-11-21'

describe('search URL state (spec §2)', () => {
  it('parses the spec’s query parameters', () => {
    const s = parseSearch(
      {
        checkin: '2027-01-10',
        checkout: '2027-01-14',
        'guests[0][adults]': '2',
        'guests[0][children]': '2',
        'guests[0][childrenages]': '5|9',
        'guests[1][adults]': '1',
        hotel: 'hxa',
        promocode: 'arte10',
        currency: 'mxn',
      },
      today,
    )
    expect(s).toEqual({
      checkIn: '2027-01-10',
      checkOut: '2027-01-14',
      datesSource: 'url',
      datesExpired: null,
      corrections: [],
      rooms: [
        { adults: 2, children: 2, childrenAges: [5, 9] },
        { adults: 1, children: 0, childrenAges: [] },
      ],
      hotel: 'HXA',
      promoCode: 'ARTE10',
      currency: 'MXN',
    })
  })
  it('takes the stored dates when the URL has none, and says which past dates it replaced (spec §4)', () => {
    expect(parseSearch({}, today, { checkIn: '2026-12-10', checkOut: '2026-12-13' })).toMatchObject({ checkIn: '2026-12-10', checkOut: '2026-12-13', datesSource: 'stored', datesExpired: null })
    expect(parseSearch({ checkin: '2027-01-10', checkout: '2027-01-12' }, today, { checkIn: '2026-12-10', checkOut: '2026-12-13' })).toMatchObject({ checkIn: '2027-01-10', datesSource: 'url' })
    expect(parseSearch({}, today, { checkIn: '2026-11-01', checkOut: '2026-11-04' })).toMatchObject({
      checkIn: '2026-11-28',
      checkOut: '2026-12-02',
      datesSource: 'default',
      datesExpired: { dates: { checkIn: '2026-11-01', checkOut: '2026-11-04' }, source: 'stored' },
    })
  })
  it('defaults to one room of 2 adults and the default dates', () => {
    expect(parseSearch({}, today)).toMatchObject({ checkIn: '2026-11-28', checkOut: '2026-12-02', rooms: [{ adults: 2, children: 0, childrenAges: [] }], hotel: null, promoCode: null, currency: null })
  })
  it('ignores malformed optional values and rooms beyond 5', () => {
    const q: Record<string, string> = { promocode: '<script>', currency: 'dollars', hotel: '../x' }
    for (let i = 0; i < 8; i++) q[`guests[${i}][adults]`] = '1'
    const s = parseSearch(q, today)
    expect(s.rooms).toHaveLength(5)
    expect([s.promoCode, s.currency, s.hotel]).toEqual([null, null, null])
  })
  it('round-trips through serialize', () => {
    const s = parseSearch({ checkin: '2027-03-01', checkout: '2027-03-05', 'guests[0][adults]': '3', 'guests[0][children]': '1', 'guests[0][childrenages]': '12', currency: 'EUR' }, today)
    const q = serializeSearch(s)
    expect(q).toBe('checkin=2027-03-01&checkout=2027-03-05&guests%5B0%5D%5Badults%5D=3&guests%5B0%5D%5Bchildren%5D=1&guests%5B0%5D%5Bchildrenages%5D=12&currency=EUR')
    expect(parseSearch(Object.fromEntries(new URLSearchParams(q)), today)).toEqual(s)
  })
})

describe('queryRecord', () => {
  it('reads a posted query as Next reads a page query: repeated keys as arrays, encoded values decoded', () => {
    expect(queryRecord('?checkin=2027-01-10&guests[0][adults]=2&sel=JS%7EDEP&x=1&x=2')).toEqual({ checkin: '2027-01-10', 'guests[0][adults]': '2', sel: 'JS~DEP', x: ['1', '2'] })
    expect(queryRecord('')).toEqual({})
  })

  it('round-trips a serialized search', () => {
    const s = parseSearch({ checkin: '2027-01-10', checkout: '2027-01-13', 'guests[0][adults]': '2', currency: 'MXN' }, '2026-11-24')
    const again = parseSearch(queryRecord(serializeSearch(s)), '2026-11-24')
    expect(again).toMatchObject({ checkIn: '2027-01-10', checkOut: '2027-01-13', currency: 'MXN', rooms: [{ adults: 2 }] })
  })
})

describe('searchParty', () => {
  it('counts the rooms and every guest, children by the ages the search keeps', () => {
    const q = queryRecord('guests[0][adults]=2&guests[0][children]=2&guests[0][childrenages]=7|4&guests[1][adults]=1&guests[1][children]=1')
    // room 2 declares a child with no age: the search drops it (spec §5), so the party does too
    expect(searchParty(parseSearch(q, '2026-11-21').rooms)).toEqual({ rooms: 2, adults: 3, children: 2, guests: 5 })
    expect(searchParty(parseSearch({}, '2026-11-21').rooms)).toEqual({ rooms: 1, adults: 2, children: 0, guests: 2 })
  })
})

describe('partySummary', () => {
  // the dictionary's own plurals, through next-intl's formatter (es)
  const es = JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages/es.json'), 'utf8')).booking
  const t = createTranslator({ locale: 'es', messages: { booking: es }, namespace: 'booking' }) as unknown as Parameters<typeof partySummary>[1]
  it('names the rooms only when there are several', () => {
    const two = queryRecord('guests[0][adults]=2&guests[0][children]=1&guests[0][childrenages]=7&guests[1][adults]=1')
    expect(partySummary(parseSearch(two, '2026-11-21').rooms, t)).toBe('2 habitaciones · 3 adultos, 1 menor')
    expect(partySummary(parseSearch({}, '2026-11-21').rooms, t)).toBe('2 adultos')
  })
})
