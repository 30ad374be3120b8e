import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { addDays } from '../../../lib/hotel-date'
import { defaultStay, lastCheckIn, resolveStay } from './dates'
import { parseRoomGuestsReport } from './guests'
import { BOOKING_LIMITS } from './limits'
import { parseSearch } from './searchParams'
import { largestRoom, partyTooLarge } from './stayRefusal'

const today = '2026-11-21'

describe('a search is never changed without a word', () => {
  it('takes a valid search as it is, with no correction', () => {
    const s = parseSearch({ checkin: '2027-01-10', checkout: '2027-01-14', 'guests[0][adults]': '2', 'guests[0][children]': '1', 'guests[0][childrenages]': '7' }, today)
    expect(s.corrections).toEqual([])
    // missing values take the spec's defaults (§5: 2 adults, 0 children; §9: the default stay) without a notice
    expect(parseSearch({}, today).corrections).toEqual([])
  })

  it('says when the check-out is on or before the check-in, and keeps the check-in with the default length', () => {
    const s = parseSearch({ checkin: '2027-01-10', checkout: '2027-01-07' }, today)
    expect([s.checkIn, s.checkOut]).toEqual(['2027-01-10', addDays('2027-01-10', BOOKING_LIMITS.defaultNights)])
    expect(s.corrections).toEqual([{ kind: 'checkOutNotAfter', asked: '2027-01-07' }])
    expect(parseSearch({ checkin: '2027-01-10', checkout: '2027-01-10' }, today).corrections).toEqual([{ kind: 'checkOutNotAfter', asked: '2027-01-10' }])
  })

  it('says when a date is not a real date, or the check-out is missing', () => {
    expect(parseSearch({ checkin: '2027-02-30', checkout: '2027-03-02' }, today)).toMatchObject({ ...defaultStay(today), corrections: [{ kind: 'checkInInvalid' }] })
    expect(parseSearch({ checkin: '2027-01-10', checkout: '2027-13-01' }, today).corrections).toEqual([{ kind: 'checkOutInvalid', given: true }])
    expect(parseSearch({ checkin: '2027-01-10' }, today).corrections).toEqual([{ kind: 'checkOutInvalid', given: false }])
    // an invalid URL check-in with stored dates: the stored stay, and the notice
    expect(resolveStay(today, { checkIn: 'tomorrow' }, { checkIn: '2027-02-01', checkOut: '2027-02-03' })).toMatchObject({
      checkIn: '2027-02-01',
      source: 'stored',
      corrections: [{ kind: 'checkInInvalid' }],
    })
  })

  it('says when a stay is longer than the engine sells', () => {
    const s = parseSearch({ checkin: '2027-01-10', checkout: '2027-03-10' }, today)
    expect(s.checkOut).toBe(addDays('2027-01-10', BOOKING_LIMITS.defaultNights))
    expect(s.corrections).toEqual([{ kind: 'stayTooLong', asked: 59, max: BOOKING_LIMITS.maxNights }])
  })

  it('answers absurd dates (year 9999 and beyond) with the default stay and a notice, never an impossible date', () => {
    const s = parseSearch({ checkin: '9999-12-31', checkout: '10000-01-02' }, today)
    expect(s).toMatchObject({ ...defaultStay(today), datesSource: 'default' })
    expect(s.corrections).toEqual([{ kind: 'checkInTooFar', asked: '9999-12-31', lastCheckIn: lastCheckIn(today) }])
    // the last check-in the horizon takes is searched as asked; the day after is not
    const last = lastCheckIn(today)
    expect(parseSearch({ checkin: last, checkout: addDays(last, 2) }, today)).toMatchObject({ checkIn: last, corrections: [] })
    expect(parseSearch({ checkin: addDays(last, 1), checkout: addDays(last, 3) }, today).corrections[0]?.kind).toBe('checkInTooFar')
    for (const [checkin, checkout] of [
      ['9999-12-31', '9999-12-31'],
      ['9999-12-30', '10000-01-01'],
      ['1900-01-01', '9999-12-31'],
      ['0001-01-01', '0001-01-02'],
      ['+010000-01-01', '2027-01-01'],
    ]) {
      const r = parseSearch({ checkin, checkout }, today)
      expect(r.checkIn >= today && r.checkIn <= last, `${checkin}~${checkout}`).toBe(true)
      expect(r.checkOut > r.checkIn && r.checkOut <= addDays(r.checkIn, BOOKING_LIMITS.maxNights)).toBe(true)
    }
  })

  it('says which guest counts were capped or dropped, room by room', () => {
    const s = parseSearch(
      {
        'guests[0][adults]': '9',
        'guests[0][children]': '5',
        'guests[0][childrenages]': '3|4|5|6|7',
        'guests[1][adults]': '0',
        'guests[1][children]': '2',
        'guests[1][childrenages]': '8|17',
      },
      today,
    )
    expect(s.rooms).toEqual([
      { adults: 6, children: 3, childrenAges: [3, 4, 5] },
      { adults: 2, children: 1, childrenAges: [8] },
    ])
    expect(s.corrections).toEqual([
      { kind: 'adultsCapped', room: 1, asked: 9, max: 6 },
      { kind: 'childrenCapped', room: 1, asked: 5, max: 3 },
      { kind: 'adultsInvalid', room: 2, used: 2 },
      { kind: 'childrenDropped', room: 2, count: 1 },
    ])
  })

  it('says when more rooms than a booking takes were asked', () => {
    const q: Record<string, string> = {}
    for (let i = 0; i < 7; i++) q[`guests[${i}][adults]`] = '1'
    const s = parseSearch(q, today)
    expect(s.rooms).toHaveLength(5)
    expect(s.corrections).toEqual([{ kind: 'roomsCapped', asked: 7, max: 5 }])
  })

  it('reads a huge children count as the cap, not as none', () => {
    expect(parseRoomGuestsReport({ adults: '2', children: '150', childrenAges: '1|2|3' }, 1)).toEqual({
      room: { adults: 2, children: 3, childrenAges: [1, 2, 3] },
      corrections: [{ kind: 'childrenCapped', room: 1, asked: 150, max: 3 }],
    })
  })

  it('has a text for every correction in es, en and pt', () => {
    const kinds = [
      'checkInInvalid',
      'checkInTooFar',
      'checkOutInvalid',
      'checkOutNotAfter',
      'stayTooLong',
      'roomsCapped',
      'adultsInvalid',
      'adultsCapped',
      'childrenCapped',
      'childrenDropped',
      'title',
      'change',
    ]
    for (const lang of ['es', 'en', 'pt']) {
      const messages = JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8'))
      const t = createTranslator({ locale: lang, messages, namespace: 'booking' })
      for (const k of kinds) expect(t(`corrections.${k}` as never, { dates: 'D', last: 'L', asked: 9, nights: 4, given: 'no', max: 5, room: 1, used: 2, count: 2 } as never)).not.toMatch(/booking\./)
      const en = t('partyTooLarge', { rooms: 1, list: '1', largest: 'known', adults: 4, guests: 6 })
      expect(en).toContain('4')
      expect(en).toContain('6')
    }
  })
})

describe('a party no room takes (spec §5, §9)', () => {
  const types = [
    { maxAdults: 3, maxGuests: 4 },
    { maxAdults: 4, maxGuests: 6 },
    { maxAdults: null, maxGuests: null },
  ]
  it('knows the largest room of the hotel', () => {
    expect(largestRoom(types)).toEqual({ adults: 4, guests: 6 })
    expect(largestRoom([])).toEqual({ adults: null, guests: null })
  })
  it('names the rooms of the search no room type takes', () => {
    const largest = largestRoom(types)
    expect(partyTooLarge([{ adults: 6, childrenAges: [] }], largest, [])).toEqual([1])
    expect(
      partyTooLarge(
        [
          { adults: 2, childrenAges: [] },
          { adults: 4, childrenAges: [1, 2, 3] },
        ],
        largest,
        [],
      ),
    ).toEqual([2])
    // a party that fits: the reason is elsewhere (dates), other dates are offered
    expect(partyTooLarge([{ adults: 4, childrenAges: [5, 6] }], largest, [{ reason: 'NO_AVAILABILITY' }])).toBeNull()
  })
  it('without the room sizes, trusts the hotel API: occupancy refused and no date refused', () => {
    const none = { adults: null, guests: null }
    expect(partyTooLarge([{ adults: 5, childrenAges: [] }], none, [{ reason: 'OCCUPANCY_EXCEEDED' }])).toEqual([1])
    expect(partyTooLarge([{ adults: 5, childrenAges: [] }], none, [{ reason: 'OCCUPANCY_EXCEEDED' }, { reason: 'NO_AVAILABILITY' }])).toBeNull()
    expect(partyTooLarge([{ adults: 2, childrenAges: [] }], none, [{ reason: 'MIN_STAY_NOT_MET' }])).toBeNull()
  })
})
