/**
 * The search URL is the booking state (spec §2 "Query parameters of the search URL"; architecture §7):
 * `checkin`, `checkout`, `guests[i][adults]` (default 2), `guests[i][children]` (default 0),
 * `guests[i][childrenages]` (ages joined by `|`), optional `hotel`, `promocode`, `currency`.
 * Pure: parse from any record of query values, serialize back in a stable order.
 */
import { resolveStay, type StayDates, type StaySource } from './dates'
import type { SearchCorrection } from './corrections'
import { parseRoomsReport, type RoomGuests } from './guests'
import { BOOKING_LIMITS } from './limits'

/** What a search asks for: the parts whose change clears the chosen rooms (spec §4: dates, guests, promo code, hotel, currency). */
export type Search = StayDates & {
  rooms: RoomGuests[]
  hotel: string | null
  promoCode: string | null
  currency: string | null
}

export type SearchState = Search & {
  /** where the dates came from (spec §4: URL, else stored, else the default) */
  datesSource: StaySource
  /** past dates (from the URL or stored) replaced by the default stay, for the page to say so; else null */
  datesExpired: { dates: StayDates; source: 'url' | 'stored' } | null
  /** every other change made to the URL's dates and guests, in the order of the URL's fields, for the page to say */
  corrections: SearchCorrection[]
}

type QueryValue = string | string[] | undefined
export type QueryRecord = Record<string, QueryValue>

const first = (v: QueryValue) => (Array.isArray(v) ? v[0] : v)
const GUEST_KEY = /^guests\[(\d{1,2})\]\[(adults|children|childrenages)\]$/i

/**
 * `guests[i][field]` keys of a query record, grouped by room index (ascending): the first 5 indexes
 * (spec §9), and how many distinct indexes were asked in all.
 */
function guestsFrom(query: QueryRecord): { rooms: { adults?: string; children?: string; childrenAges?: string }[]; asked: number } {
  const byIndex = new Map<number, { adults?: string; children?: string; childrenAges?: string }>()
  const asked = new Set<number>()
  for (const [key, value] of Object.entries(query)) {
    const m = GUEST_KEY.exec(key)
    if (!m) continue
    const i = Number(m[1])
    asked.add(i)
    if (i >= BOOKING_LIMITS.maxRooms) continue
    const room = byIndex.get(i) ?? {}
    const field = m[2].toLowerCase()
    if (field === 'adults') room.adults = first(value)
    else if (field === 'children') room.children = first(value)
    else room.childrenAges = first(value)
    byIndex.set(i, room)
  }
  return { rooms: [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, r]) => r), asked: asked.size }
}

const PROMO = /^[A-Za-z0-9_-]{1,40}$/
const CURRENCY = /^[A-Za-z]{3}$/
const HOTEL = /^[A-Za-z0-9]{1,12}$/

/**
 * Parses a search from the URL query (and the stored dates when the URL has none: spec §4).
 * Unknown or malformed values fall back to defaults; nothing throws. What was changed in the asked
 * dates and guests is returned (`datesExpired`, `corrections`), never changed without a word.
 * @param today hotel-local `YYYY-MM-DD`
 */
export function parseSearch(query: QueryRecord, today: string, stored?: { checkIn?: unknown; checkOut?: unknown } | null): SearchState {
  const stay = resolveStay(today, { checkIn: first(query.checkin), checkOut: first(query.checkout) }, stored)
  const promo = first(query.promocode)?.trim()
  const currency = first(query.currency)?.trim()
  const hotel = first(query.hotel)?.trim()
  const guests = guestsFrom(query)
  const party = parseRoomsReport(guests.rooms, guests.asked)
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    datesSource: stay.source,
    datesExpired: stay.expired,
    corrections: [...stay.corrections, ...party.corrections],
    rooms: party.rooms,
    hotel: hotel && HOTEL.test(hotel) ? hotel.toUpperCase() : null,
    promoCode: promo && PROMO.test(promo) ? promo.toUpperCase() : null,
    currency: currency && CURRENCY.test(currency) ? currency.toUpperCase() : null,
  }
}

/**
 * How many rooms, adults and children (by the ages kept) a search asks for, and the guests in all:
 * the search page's summary and the phone booking bar's.
 */
export function searchParty(rooms: RoomGuests[]): { rooms: number; adults: number; children: number; guests: number } {
  const adults = rooms.reduce((n, r) => n + r.adults, 0)
  const children = rooms.reduce((n, r) => n + r.childrenAges.length, 0)
  return { rooms: rooms.length, adults, children, guests: adults + children }
}

/** The dictionary's words for a party (`booking.roomsCount`, `booking.guestsSummary`): a next-intl translator of `booking`. */
type PartyWords = { say(key: 'roomsCount' | 'guestsSummary', values: Record<string, number>): string }['say']

/**
 * A search's party in words, as its summaries say it: '2 habitaciones · 4 adultos, 1 menor', the rooms
 * only when more than one (the search page's summary, the booking step's "Your stay").
 * @param t the `booking` translator (its plurals)
 */
export function partySummary(rooms: RoomGuests[], t: PartyWords): string {
  const { rooms: count, adults, children } = searchParty(rooms)
  return [count > 1 ? t('roomsCount', { count }) : null, t('guestsSummary', { adults, children })].filter(Boolean).join(' · ')
}

/** Serializes a search to a query string (no leading `?`), stable order, ages joined by `|`. */
export function serializeSearch(s: Search): string {
  const p = new URLSearchParams()
  p.set('checkin', s.checkIn)
  p.set('checkout', s.checkOut)
  s.rooms.forEach((r, i) => {
    p.set(`guests[${i}][adults]`, String(r.adults))
    p.set(`guests[${i}][children]`, String(r.childrenAges.length))
    if (r.childrenAges.length) p.set(`guests[${i}][childrenages]`, r.childrenAges.join('|'))
  })
  if (s.hotel) p.set('hotel', s.hotel)
  if (s.promoCode) p.set('promocode', s.promoCode)
  if (s.currency) p.set('currency', s.currency)
  return p.toString()
}

/**
 * A query string (`a=1&b=2`, leading `?` allowed) as the record Next gives pages: a repeated key
 * becomes an array, in order. For form posts that carry a page's query (step 1's "Continue").
 */
export function queryRecord(query: string): QueryRecord {
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const prev = out[k]
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]
  }
  return out
}
