import { describe, expect, it } from 'vitest'
import { addDays, daysBetween as nightsBetween, isIsoDate } from '../../../lib/hotel-date'
import { defaultStay, parseStayCookie, resolveStay, stayCookieValue } from './dates'

const today = '2026-11-21'

describe('stay dates (spec §4, §9)', () => {
  it('defaults to check-in 7 days ahead for 4 nights', () => {
    expect(defaultStay(today)).toEqual({ checkIn: '2026-11-28', checkOut: '2026-12-02' })
  })
  it('uses the URL dates when valid', () => {
    expect(resolveStay(today, { checkIn: '2027-01-10', checkOut: '2027-01-14' })).toEqual({ checkIn: '2027-01-10', checkOut: '2027-01-14', source: 'url', expired: null, corrections: [] })
    expect(resolveStay(today, { checkIn: today, checkOut: '2026-11-22' }).source).toBe('url')
  })
  it('uses the stored dates when the URL has none', () => {
    expect(resolveStay(today, {}, { checkIn: '2027-02-01', checkOut: '2027-02-03' })).toEqual({ checkIn: '2027-02-01', checkOut: '2027-02-03', source: 'stored', expired: null, corrections: [] })
    expect(resolveStay(today, { checkIn: 'soon' }, { checkIn: '2027-02-01', checkOut: '2027-02-03' }).source).toBe('stored')
    expect(resolveStay(today, {}, null)).toEqual({ ...defaultStay(today), source: 'default', expired: null, corrections: [] })
  })
  it('replaces a past check-in with the default and returns the dates it replaced, from the URL or stored', () => {
    expect(resolveStay(today, { checkIn: '2026-11-20', checkOut: '2026-11-25' })).toEqual({
      ...defaultStay(today),
      source: 'default',
      expired: { dates: { checkIn: '2026-11-20', checkOut: '2026-11-25' }, source: 'url' },
      corrections: [],
    })
    expect(resolveStay(today, {}, { checkIn: '2026-01-01', checkOut: '2026-01-03' })).toEqual({
      ...defaultStay(today),
      source: 'default',
      expired: { dates: { checkIn: '2026-01-01', checkOut: '2026-01-03' }, source: 'stored' },
      corrections: [],
    })
    // a past URL check-in is replaced by the default, not by the stored dates
    expect(resolveStay(today, { checkIn: '2026-11-20' }, { checkIn: '2027-02-01', checkOut: '2027-02-03' })).toMatchObject({ ...defaultStay(today), source: 'default' })
  })
  it('remembers in the stay cookie only URL dates taken as they are, and reads them back', () => {
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today)).toBe('2026-12-10~2026-12-13')
    expect(parseStayCookie('2026-12-10~2026-12-13')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-13', rooms: null, hotel: null })
    expect(stayCookieValue({ checkIn: '2026-11-20', checkOut: '2026-11-23' }, today)).toBeNull() // past
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-10' }, today)).toBeNull() // no night
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: null }, today)).toBeNull()
    expect(stayCookieValue({ checkIn: null, checkOut: null }, today)).toBeNull()
    expect(parseStayCookie('2026-12-10')).toBeNull()
    expect(parseStayCookie(undefined)).toBeNull()
    expect(parseStayCookie('<script>~x')).toBeNull()
  })
  it('remembers the rooms after the dates, for the phone booking bar and the booking box (issue #19 item 3)', () => {
    const rooms = [
      { adults: 2, children: 1, childrenAges: [7] },
      { adults: 2, children: 0, childrenAges: [] },
    ]
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today, rooms)).toBe('2026-12-10~2026-12-13~2-7.2')
    expect(parseStayCookie('2026-12-10~2026-12-13~2-7.2')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-13', rooms, hotel: null })
    expect(parseStayCookie('2026-12-10~2026-12-13~1-0-15-3')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-13', rooms: [{ adults: 1, children: 3, childrenAges: [0, 15, 3] }], hotel: null })
    // more rooms than a search takes: the dates only
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today, Array(6).fill(rooms[1]))).toBe('2026-12-10~2026-12-13')
    // each room read as the URL's guests are: adults out of range give the default, an age over 15 is dropped
    expect(parseStayCookie('2026-12-10~2026-12-13~0-16')?.rooms).toEqual([{ adults: 2, children: 0, childrenAges: [] }])
    // malformed: a fourth child, a sixth room, other characters
    expect(parseStayCookie('2026-12-10~2026-12-13~2-1-2-3-4')).toBeNull()
    expect(parseStayCookie('2026-12-10~2026-12-13~2.2.2.2.2.2')).toBeNull()
    expect(parseStayCookie('2026-12-10~2026-12-13~2,7')).toBeNull()
    // no rooms without dates worth remembering
    expect(stayCookieValue({ checkIn: '2026-11-20', checkOut: '2026-11-23' }, today, rooms)).toBeNull()
  })
  it('remembers the hotel of the search after its rooms, for the booking box', () => {
    const rooms = [{ adults: 2, children: 1, childrenAges: [7] }]
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today, rooms, 'HXM')).toBe('2026-12-10~2026-12-13~2-7~HXM')
    expect(parseStayCookie('2026-12-10~2026-12-13~2-7~HXM')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-13', rooms, hotel: 'HXM' })
    expect(parseStayCookie('2026-12-10~2026-12-13~2-7~LCDLP')?.hotel).toBe('LCDLP')
    // no hotel named: none kept; a code that is not one (parseSearch gives upper case): not written
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today, rooms, null)).toBe('2026-12-10~2026-12-13~2-7')
    expect(stayCookieValue({ checkIn: '2026-12-10', checkOut: '2026-12-13' }, today, rooms, 'hx<m')).toBe('2026-12-10~2026-12-13~2-7')
    // a hotel without rooms, lower case or other characters: malformed
    expect(parseStayCookie('2026-12-10~2026-12-13~~HXM')).toBeNull()
    expect(parseStayCookie('2026-12-10~2026-12-13~2~hxm')).toBeNull()
    expect(parseStayCookie('2026-12-10~2026-12-13~2~HX-M')).toBeNull()
  })
  it('gives an inverted, empty or too long stay the default length', () => {
    expect(resolveStay(today, { checkIn: '2027-01-10', checkOut: '2027-01-05' }).checkOut).toBe('2027-01-14')
    expect(resolveStay(today, { checkIn: '2027-01-10', checkOut: '2027-01-10' }).checkOut).toBe('2027-01-14')
    expect(resolveStay(today, { checkIn: '2027-01-10', checkOut: '2027-03-10' }).checkOut).toBe('2027-01-14')
    expect(resolveStay(today, { checkIn: '2027-01-10' }).checkOut).toBe('2027-01-14')
  })
  it('rejects impossible dates', () => {
    expect(isIsoDate('2027-02-30')).toBe(false)
    expect(isIsoDate('2027-2-3')).toBe(false)
    expect(resolveStay(today, { checkIn: '2027-02-30', checkOut: '2027-03-02' }).source).toBe('default')
  })
  it('counts nights across months and years', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})
