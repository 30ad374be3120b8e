/**
 * Calendar and promo-code endpoints (design/hotel-api-v1.md endpoints 1 and 3). The calendar answers,
 * per hotel-local night of [From, To] (≤ 92 days): `MinPrice` (cheapest room type × rate plan for one
 * night at the asked occupancy, quote currency), `MinStay`/`MaxStay` (MinLOS/MaxLOS of arrival on that
 * night, loosest over open room types), `ClosedToArrival`/`ClosedToDeparture` (CTA/CTD on every room
 * type), `Closed` (no room type sellable: closed, stop-sell or sold out) and `Available` (units left).
 */
import type pg from 'pg'
import { cachedAnswer, type AriCache } from './ari-cache'
import { findCurrencies, findHotel, findPromo, findTaxRules, type Currency, type Hotel } from './catalog'
import { allQueries } from './db'
import { stayNights, addDays, hotelLocalDate } from '../lib/hotel-date'
import { convertMinor, fromMinor, toMinor } from './domain/money'
import { message, type Lang } from './domain/messages'
import { childNightPrice } from './domain/pricing'
import { checkPromo } from './domain/promo'
import { nightlyCharged, rulesIn, type TaxRule } from './domain/taxes'
import { fitsOccupancy } from './domain/stay'
import { EngineError } from './errors'
import { decodeBands, loadProducts, type BandCells } from './offers'

/**
 * GET /calendar.
 * @param q parsed query: HotelCode, From, To (hotel-local, inclusive), Currency, Adults, Ages, RoomCodes
 *   (only those room types count as open; contract 1.2)
 * @throws EngineError 404 HOTEL_NOT_FOUND, 400 unsupported currency
 */
export async function calendar(pool: pg.Pool, q: CalendarQuery, lang: Lang, now: Date) {
  const c = await calendarContext(pool, q)
  return calendarDays(pool, q, lang, now, c.hotel, c.hc, c.qc, c.taxRules)
}

type CalendarQuery = { HotelCode: string; From: string; To: string; Currency: string; Adults: number; Ages: number[]; RoomCodes?: string[] | null }

async function calendarContext(pool: pg.Pool, q: CalendarQuery) {
  const hotel = await findHotel(pool, q.HotelCode)
  const cur = await findCurrencies(pool, [...new Set([hotel.currency, q.Currency])], 'Currency')
  const hc = cur.get(hotel.currency) as Currency
  return { hotel, hc, qc: cur.get(q.Currency) as Currency, taxRules: await findTaxRules(pool, hotel, hc.decimals) }
}

/**
 * GET /calendar answer as UTF-8 JSON through the engine's validated answer cache (ari-cache.ts) when
 * one is given; the key holds the query, the language and the hotel-local today.
 * @throws EngineError as `calendar`
 */
export async function calendarAnswer(pool: pg.Pool, q: CalendarQuery, lang: Lang, now: Date, cache: AriCache | null) {
  const c = await calendarContext(pool, q)
  const today = hotelLocalDate(now, c.hotel.timezone)
  const key = JSON.stringify(['calendar', lang, today, c.hotel.hotelCode, q.From, q.To, c.qc.code, q.Adults, q.Ages, q.RoomCodes ?? null, c.taxRules])
  return cachedAnswer(cache, pool, c.hotel.hotelCode, key, async () => JSON.stringify(await calendarDays(pool, q, lang, now, c.hotel, c.hc, c.qc, c.taxRules)))
}

/**
 * The calendar's ARI in one statement (one round trip, planned once per connection): four scalar
 * subqueries, each one index range scan of its table over [$2, $3) folded per room type, no join
 * (the nights are matched up in Node by offset, so a generic plan cannot pick a bad join), decoded
 * with `JSON.parse` and `split` instead of one parsed row per room type × night. Per room type,
 * parallel arrays in Postgres' text form (`{0,1,2}`), offsets being days after $2:
 *   - `inventory`: `[room, offsets, remaining, stopSell (0/1)]`
 *   - `restrictions`: `[room, offsets, flags, minStay, maxStay]`, `flags` = closed << 1 | cta << 2 |
 *     ctd << 3, `maxStay` 0 = none (the column is NULL or ≥ 1); a night without a row is open, MinLOS 1
 *   - `min_prices`: `[room, offsets, amounts]`, the cheapest rate plan's NUMERIC price for $4 adults
 *     (hotel currency), an index-only scan of the covering key
 *   - `bands`: the child bands overlapping [$2, $3), `[[id, room|null, rate|null, ageFrom, ageTo, dateFrom, dateTo, amount], …]`
 * Codes travel inside JSON strings, so no code can break the encoding.
 */
export const CALENDAR_ARI_SQL = {
  name: 'hotel-engine-calendar-ari',
  text: `SELECT
  (SELECT json_agg(json_build_array(x.room_code, x.o::text, x.r::text, x.s::text)) FROM (
     SELECT i.room_code, array_agg(i.night - $2::date) AS o, array_agg(i.total - i.held - i.sold) AS r, array_agg(i.stop_sell::int) AS s
       FROM hotel_engine.inventory i WHERE i.hotel_code = $1 AND i.night >= $2::date AND i.night < $3::date GROUP BY i.room_code) x) AS inventory,
  (SELECT json_agg(json_build_array(x.room_code, x.o::text, x.f::text, x.mi::text, x.ma::text)) FROM (
     SELECT r.room_code, array_agg(r.night - $2::date) AS o, array_agg(2 * r.closed::int + 4 * r.cta::int + 8 * r.ctd::int) AS f,
            array_agg(r.min_stay) AS mi, array_agg(coalesce(r.max_stay, 0)) AS ma
       FROM hotel_engine.restrictions r WHERE r.hotel_code = $1 AND r.night >= $2::date AND r.night < $3::date GROUP BY r.room_code) x) AS restrictions,
  (SELECT json_agg(json_build_array(x.room_code, x.o::text, x.a::text)) FROM (
     SELECT m.room_code, array_agg(m.night - $2::date) AS o, array_agg(m.amount) AS a
       FROM hotel_engine.min_prices m WHERE m.hotel_code = $1 AND m.night >= $2::date AND m.night < $3::date AND m.adults = $4 GROUP BY m.room_code) x) AS min_prices,
  (SELECT json_agg(json_build_array(b.id, b.room_code, b.rate_code, b.age_from, b.age_to, b.date_from, b.date_to, b.amount::text))
     FROM hotel_engine.child_prices b WHERE b.hotel_code = $1 AND b.date_from < $3::date AND b.date_to >= $2::date) AS bands`,
}

/** The elements of a one-dimensional Postgres array of numbers in its text form (`{1,2,3}`). */
const items = (pgArray: string): string[] => pgArray.slice(1, -1).split(',')

/**
 * Every rate plan's price of [$2, $3) for $3 adults, for the rate-specific child bands (their minimum
 * is taken after adding the children): `[[room, rate, "offset amount offset amount …"], …]`.
 */
export const CALENDAR_PRICES_SQL = {
  name: 'hotel-engine-calendar-prices',
  text: `SELECT json_agg(json_build_array(x.room_code, x.rate_code, x.v)) AS prices FROM (
     SELECT p.room_code, p.rate_code, string_agg((p.night - $2::date) || ' ' || p.amount, ' ') AS v
       FROM hotel_engine.prices p WHERE p.hotel_code = $1 AND p.night >= $2::date AND p.night < $3::date AND p.adults = $4
      GROUP BY p.room_code, p.rate_code) x`,
}

const STOP_SELL = 1
const CLOSED = 2
const CTA = 4
const CTD = 8

/** One room type's inventory nights of the calendar, by day offset (`present[d]` 0 = no inventory row). */
type RoomNights = { roomCode: string; present: Uint8Array; remaining: Int32Array; flags: Uint8Array; minStay: Int32Array; maxStay: Int32Array; minAmount: (string | undefined)[] }

/**
 * The nights of the calendar. `MinPrice` is a night as charged: the cheapest rate (included taxes in
 * it) plus what the hotel's rules add per room-night (none at the seeded hotels, whose taxes are included).
 * Per night, over the room types with an inventory row that night: open = fits the occupancy, not
 * stop-sell, not closed, units left and a price; `MinStay`/`MaxStay`/`ClosedToArrival`/`Available`
 * come from the open ones, `ClosedToDeparture` from all of them.
 */
async function calendarDays(pool: pg.Pool, q: CalendarQuery, lang: Lang, now: Date, hotel: Hotel, hc: Currency, qc: Currency, taxRules: TaxRule[]) {
  const quoteRules = hc.code === qc.code ? taxRules : rulesIn(taxRules, (m) => convertMinor(m, hc, qc))
  const end = addDays(q.To, 1)
  const nights = stayNights(q.From, end)
  const n = nights.length
  // One round trip for the nights (inventory, restrictions, the cheapest rate from `min_prices`, the
  // child bands), the catalogue's room types in parallel (cached). Rate-specific child bands need every
  // rate plan's price (the minimum is then taken after adding the children): a second read.
  const [products, ari] = await allQueries(pool, [
    () => loadProducts(pool, hotel.hotelCode),
    () =>
      pool.query<{
        inventory: [string, string, string, string][] | null
        restrictions: [string, string, string, string, string][] | null
        min_prices: [string, string, string][] | null
        bands: BandCells[] | null
      }>({
        ...CALENDAR_ARI_SQL,
        values: [hotel.hotelCode, q.From, end, q.Adults],
      }),
  ] as const)
  const row = ari.rows[0]
  const bands = decodeBands(row.bands, hc.decimals)
  // the room types with inventory in the range; restrictions and prices of other room types never count
  const rooms: RoomNights[] = []
  const index = new Map<string, number>()
  for (const [roomCode, offsets, remaining, stopSell] of row.inventory ?? []) {
    const r: RoomNights = {
      roomCode,
      present: new Uint8Array(n),
      remaining: new Int32Array(n),
      flags: new Uint8Array(n),
      minStay: new Int32Array(n).fill(1),
      maxStay: new Int32Array(n),
      minAmount: new Array<string | undefined>(n),
    }
    const o = items(offsets)
    const left = items(remaining)
    const stop = items(stopSell)
    for (let i = 0; i < o.length; i++) {
      const d = Number(o[i])
      r.present[d] = 1
      r.remaining[d] = Number(left[i])
      if (stop[i] === '1') r.flags[d] |= STOP_SELL
    }
    index.set(roomCode, rooms.length)
    rooms.push(r)
  }
  for (const [roomCode, offsets, flags, minStay, maxStay] of row.restrictions ?? []) {
    const r = rooms[index.get(roomCode) ?? -1]
    if (!r) continue
    const o = items(offsets)
    const f = items(flags)
    const mi = items(minStay)
    const ma = items(maxStay)
    for (let i = 0; i < o.length; i++) {
      const d = Number(o[i])
      r.flags[d] |= Number(f[i])
      r.minStay[d] = Number(mi[i])
      r.maxStay[d] = Number(ma[i])
    }
  }
  for (const [roomCode, offsets, amounts] of row.min_prices ?? []) {
    const r = rooms[index.get(roomCode) ?? -1]
    if (!r) continue
    const o = items(offsets)
    const a = items(amounts)
    for (let i = 0; i < o.length; i++) r.minAmount[Number(o[i])] = a[i]
  }
  const pax = { adults: q.Adults, children: q.Ages.length, ages: q.Ages }
  // the room types asked for (`RoomCodes`, else all) that fit the party: only they can be open
  const asked = q.RoomCodes ? new Set(q.RoomCodes) : null
  const fits = new Set(products.rooms.filter((r) => fitsOccupancy(pax, r) && (!asked || asked.has(r.roomCode))).map((r) => r.roomCode))
  // cheapest rate per room type and night (hotel minor units; -1 = none): the adult price plus each child's band price
  const minPrice = rooms.map(() => new Array<number>(n).fill(-1))
  const consider = (k: number, d: number, roomCode: string, rateCode: string, amountText: string) => {
    let amount = toMinor(amountText, hc.decimals)
    for (const age of q.Ages) {
      const c = childNightPrice(bands, roomCode, rateCode, nights[d], age)
      if (c === null) return
      amount += c
    }
    const cur = minPrice[k][d]
    if (cur < 0 || amount < cur) minPrice[k][d] = amount
  }
  if (q.Ages.length > 0 && bands.some((b) => b.rateCode !== null)) {
    const pr = await pool.query<{ prices: [string, string, string][] | null }>({ ...CALENDAR_PRICES_SQL, values: [hotel.hotelCode, q.From, end, q.Adults] })
    for (const [roomCode, rateCode, v] of pr.rows[0].prices ?? []) {
      const k = index.get(roomCode)
      if (k === undefined) continue // no inventory row in the range: never open
      const f = v.split(' ')
      for (let i = 0; i < f.length; i += 2) consider(k, Number(f[i]), roomCode, rateCode, f[i + 1])
    }
  } else {
    rooms.forEach((r, k) => {
      for (let d = 0; d < n; d++) if (r.minAmount[d] !== undefined) consider(k, d, r.roomCode, '', r.minAmount[d] as string)
    })
  }
  const sellable = rooms.map((r) => fits.has(r.roomCode))
  const today = hotelLocalDate(now, hotel.timezone)
  const days = nights.map((night, d) => {
    let all = 0
    let allCtd = true
    let open = 0
    let min = -1
    let minStay = 0
    let maxStay = 0
    let maxKnown = true
    let cta = true
    let available = 0
    for (let k = 0; k < rooms.length; k++) {
      const r = rooms[k]
      if (!r.present[d] || (asked && !asked.has(r.roomCode))) continue
      const flags = r.flags[d]
      all++
      if (!(flags & CTD)) allCtd = false
      const price = minPrice[k][d]
      if (!sellable[k] || flags & (STOP_SELL | CLOSED) || r.remaining[d] <= 0 || price < 0) continue
      open++
      if (min < 0 || price < min) min = price
      if (open === 1 || r.minStay[d] < minStay) minStay = r.minStay[d]
      if (r.maxStay[d] === 0) maxKnown = false
      else if (r.maxStay[d] > maxStay) maxStay = r.maxStay[d]
      if (!(flags & CTA)) cta = false
      available += r.remaining[d]
    }
    return {
      Date: night,
      MinPrice: open === 0 ? null : fromMinor(nightlyCharged(convertMinor(min, hc, qc), quoteRules), qc.decimals),
      MinStay: open ? minStay : null,
      MaxStay: open && maxKnown ? maxStay : null,
      MinStayMessage: open && minStay > 1 ? message('MIN_STAY_NOT_MET', lang, { nights: minStay }) : null,
      ClosedToArrival: open > 0 && cta,
      ClosedToDeparture: all > 0 && allCtd,
      Closed: open === 0,
      Available: available,
      Past: night < today,
    }
  })
  return { HotelCode: hotel.hotelCode, From: q.From, To: q.To, Currency: qc.code, Adults: q.Adults, Ages: q.Ages, Days: days }
}

/**
 * GET /promo-codes/{Code}: validates a promo for a stay (and a room type's category when given).
 * @throws EngineError 404 PROMO_INVALID, 422 PROMO_EXPIRED / PROMO_NOT_APPLICABLE / PROMO_EXHAUSTED, 404 HOTEL_NOT_FOUND
 */
export async function validatePromo(pool: pg.Pool, code: string, q: { HotelCode: string; CheckIn: string; CheckOut: string; RoomCode?: string }, now: Date, lang: Lang) {
  const hotel = await findHotel(pool, q.HotelCode)
  const promo = await findPromo(pool, hotel.hotelCode, code)
  if (!promo) throw new EngineError('PROMO_INVALID', 404, { PromoCode: code })
  let category: string | undefined
  if (q.RoomCode) {
    const r = await pool.query(`SELECT category FROM hotel_engine.room_types WHERE hotel_code = $1 AND room_code = $2`, [hotel.hotelCode, q.RoomCode.toUpperCase()])
    category = r.rows[0]?.category ?? '(unknown)'
  }
  const v = checkPromo(promo, { today: hotelLocalDate(now, hotel.timezone), nights: stayNights(q.CheckIn, q.CheckOut), category })
  if (!v.ok) throw new EngineError(v.code, 422, { PromoCode: code })
  return {
    Code: promo.code,
    Valid: true,
    Message: message('PROMO_APPLIED', lang),
    DiscountPercent: promo.discountPct,
    StayFrom: promo.stayFrom,
    StayTo: promo.stayTo,
    BookFrom: promo.bookFrom,
    BookTo: promo.bookTo,
    RoomCategory: promo.roomCategory,
    RemainingUses: promo.maxUses === null ? null : promo.maxUses - promo.uses,
  }
}
