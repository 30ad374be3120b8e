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
import { childNightPrice, type ChildBand } from './domain/pricing'
import { checkPromo } from './domain/promo'
import { nightlyCharged, rulesIn, type TaxRule } from './domain/taxes'
import { fitsOccupancy } from './domain/stay'
import { EngineError } from './errors'
import { loadProducts } from './offers'

/**
 * GET /calendar.
 * @param q parsed query: HotelCode, From, To (hotel-local, inclusive), Currency, Adults, Ages
 * @throws EngineError 404 HOTEL_NOT_FOUND, 400 unsupported currency
 */
export async function calendar(pool: pg.Pool, q: CalendarQuery, lang: Lang, now: Date) {
  const c = await calendarContext(pool, q)
  return calendarDays(pool, q, lang, now, c.hotel, c.hc, c.qc, c.taxRules)
}

type CalendarQuery = { HotelCode: string; From: string; To: string; Currency: string; Adults: number; Ages: number[] }

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
  const key = JSON.stringify(['calendar', lang, today, c.hotel.hotelCode, q.From, q.To, c.qc.code, q.Adults, q.Ages, c.taxRules])
  return cachedAnswer(cache, pool, c.hotel.hotelCode, key, () => calendarDays(pool, q, lang, now, c.hotel, c.hc, c.qc, c.taxRules))
}

/**
 * The nights of the calendar. `MinPrice` is a night as charged: the cheapest rate (included taxes in
 * it) plus what the hotel's rules add per room-night (none at the seeded hotels, whose taxes are included).
 */
async function calendarDays(pool: pg.Pool, q: CalendarQuery, lang: Lang, now: Date, hotel: Hotel, hc: Currency, qc: Currency, taxRules: TaxRule[]) {
  const quoteRules = hc.code === qc.code ? taxRules : rulesIn(taxRules, (m) => convertMinor(m, hc, qc))
  const end = addDays(q.To, 1)
  // One round trip for the nights (inventory, restrictions and the cheapest rate from
  // `min_prices`) and one for the child bands, in parallel. Rate-specific child bands need every
  // rate plan's price (the minimum is then taken after adding the children): a second read.
  const [products, rows, bandRows] = await allQueries(pool, [
    () => loadProducts(pool, hotel.hotelCode),
    () =>
      pool.query(
        `SELECT i.room_code, i.night::text AS night, i.total - i.held - i.sold AS remaining, i.stop_sell,
                coalesce(r.min_stay, 1) AS min_stay, r.max_stay, coalesce(r.cta, false) AS cta, coalesce(r.ctd, false) AS ctd, coalesce(r.closed, false) AS closed,
                m.amount::text AS min_amount
           FROM hotel_engine.inventory i
           LEFT JOIN hotel_engine.restrictions r ON r.hotel_code = $1 AND r.room_code = i.room_code AND r.night = i.night AND r.night >= $2::date AND r.night < $3::date
           LEFT JOIN hotel_engine.min_prices m ON m.hotel_code = $1 AND m.night = i.night AND m.room_code = i.room_code AND m.adults = $4 AND m.night >= $2::date AND m.night < $3::date
          WHERE i.hotel_code = $1 AND i.night >= $2::date AND i.night < $3::date`,
        [hotel.hotelCode, q.From, end, q.Adults],
      ),
    () =>
      pool.query(
        `SELECT id, room_code, rate_code, age_from, age_to, date_from::text AS date_from, date_to::text AS date_to, amount::text AS amount
           FROM hotel_engine.child_prices WHERE hotel_code = $1 AND date_from < $3::date AND date_to >= $2::date`,
        [hotel.hotelCode, q.From, end],
      ),
  ] as const)
  const bands: ChildBand[] = bandRows.rows.map((b) => ({
    id: Number(b.id),
    roomCode: b.room_code,
    rateCode: b.rate_code,
    ageFrom: b.age_from,
    ageTo: b.age_to,
    dateFrom: b.date_from,
    dateTo: b.date_to,
    amountMinor: toMinor(b.amount, hc.decimals),
  }))
  const rateSpecific = q.Ages.length > 0 && bands.some((b) => b.rateCode !== null)
  const prices: { room_code: string; rate_code: string | null; night: string; amount: string }[] = rateSpecific
    ? (
        await pool.query(
          `SELECT room_code, rate_code, night::text AS night, amount::text AS amount FROM hotel_engine.prices
            WHERE hotel_code = $1 AND night >= $2::date AND night < $3::date AND adults = $4`,
          [hotel.hotelCode, q.From, end, q.Adults],
        )
      ).rows
    : rows.rows.filter((r) => r.min_amount !== null).map((r) => ({ room_code: r.room_code, rate_code: null, night: r.night, amount: r.min_amount }))
  const pax = { adults: q.Adults, children: q.Ages.length, ages: q.Ages }
  const fits = new Set(products.rooms.filter((r) => fitsOccupancy(pax, r)).map((r) => r.roomCode))
  const byNight = new Map<string, typeof rows.rows>()
  for (const r of rows.rows) {
    if (!byNight.has(r.night)) byNight.set(r.night, [])
    byNight.get(r.night)?.push(r)
  }
  const minPrice = new Map<string, number>() // `room|night` → cheapest rate (hotel minor)
  for (const p of prices) {
    let amount = toMinor(p.amount, hc.decimals)
    let ok = true
    for (const age of q.Ages) {
      const c = childNightPrice(bands, p.room_code, p.rate_code ?? '', p.night, age)
      if (c === null) {
        ok = false
        break
      }
      amount += c
    }
    if (!ok) continue
    const k = `${p.room_code}|${p.night}`
    const cur = minPrice.get(k)
    if (cur === undefined || amount < cur) minPrice.set(k, amount)
  }
  const today = hotelLocalDate(now, hotel.timezone)
  const days = stayNights(q.From, end).map((night) => {
    const all = byNight.get(night) ?? []
    const open = all.filter((r) => fits.has(r.room_code) && !r.stop_sell && !r.closed && r.remaining > 0 && minPrice.has(`${r.room_code}|${night}`))
    let min: number | null = null
    for (const r of open) {
      const m = minPrice.get(`${r.room_code}|${night}`) as number
      if (min === null || m < min) min = m
    }
    const minStay = open.length ? Math.min(...open.map((r) => r.min_stay)) : null
    const maxStay = open.length && open.every((r) => r.max_stay !== null) ? Math.max(...open.map((r) => r.max_stay as number)) : null
    return {
      Date: night,
      MinPrice: min === null ? null : fromMinor(nightlyCharged(convertMinor(min, hc, qc), quoteRules), qc.decimals),
      MinStay: minStay,
      MaxStay: maxStay,
      MinStayMessage: minStay && minStay > 1 ? message('MIN_STAY_NOT_MET', lang, { nights: minStay }) : null,
      ClosedToArrival: open.length > 0 && open.every((r) => r.cta),
      ClosedToDeparture: all.length > 0 && all.every((r) => r.ctd),
      Closed: open.length === 0,
      Available: open.reduce((s, r) => s + r.remaining, 0),
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
