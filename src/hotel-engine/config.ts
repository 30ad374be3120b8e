/**
 * GET /booking-config (design/hotel-api-v1.md endpoint 13): currencies (code, decimals), payment
 * methods per currency (spec §9 card methods; filtered by language), instalment banks with
 * `msiBreakdown`, and the limits the storefront shows and enforces (spec §5/§9).
 */
import type pg from 'pg'
import { findHotel } from './catalog'
import { allQueries } from './db'
import type { Lang } from './domain/messages'
import { LIMITS } from './domain/stay'
import { EngineError } from './errors'

/**
 * The booking configuration of a hotel and channel.
 * @throws EngineError 404 HOTEL_NOT_FOUND (unknown hotel, or a channel the hotel does not sell on)
 */
export async function bookingConfig(pool: pg.Pool, q: { HotelCode: string; Channel?: number }, lang: Lang) {
  const hotel = await findHotel(pool, q.HotelCode)
  if (q.Channel !== undefined && !hotel.channels.includes(q.Channel)) throw new EngineError('HOTEL_NOT_FOUND', 404, { HotelCode: q.HotelCode, Channel: q.Channel })
  const [cur, pm, banks] = await allQueries(pool, [
    () => pool.query(`SELECT code, decimals, rate_per_usd::text AS rate, name_es, name_en, symbol FROM hotel_engine.currencies ORDER BY sort_order, code`),
    () => pool.query(`SELECT api_code, name_es, name_en, kind, currencies, languages, up_codes FROM hotel_engine.payment_methods ORDER BY sort_order, api_code`),
    () => pool.query(`SELECT id, name, desc_es, desc_en, msi_months FROM hotel_engine.banks ORDER BY id`),
  ] as const)
  const lc = lang.toLowerCase()
  const methods: Record<string, { ApiCode: string; Name: string; Kind: string; UpCode: string | null }[]> = {}
  for (const c of cur.rows) methods[c.code] = []
  for (const m of pm.rows) {
    if (!(m.languages as string[]).includes(lc)) continue
    for (const code of m.currencies as string[]) {
      if (!methods[code]) continue
      const up = (m.up_codes as { currency: string; code: string }[]).find((u) => u.currency === code)
      methods[code].push({ ApiCode: m.api_code, Name: lang === 'ES' ? m.name_es : m.name_en, Kind: m.kind, UpCode: up?.code ?? null })
    }
  }
  return {
    HotelCode: hotel.hotelCode,
    Alias: hotel.alias,
    Name: hotel.name,
    Channel: q.Channel ?? hotel.channels[0] ?? null,
    DefaultCurrency: 'USD',
    Currencies: cur.rows.map((c) => ({ Code: c.code, Decimals: c.decimals, Name: lang === 'ES' ? c.name_es : c.name_en, Symbol: c.symbol, RatePerUsd: Number(c.rate) })),
    PaymentMethods: methods,
    Banks: banks.rows.map((b) => ({ Id: b.id, Name: b.name, Description: lang === 'ES' ? b.desc_es : b.desc_en, msiBreakdown: b.msi_months, Currencies: ['MXN'] })),
    Limits: {
      MaxRooms: LIMITS.maxRooms,
      MaxChildrenPerRoom: LIMITS.maxChildrenPerRoom,
      AdultMinAge: LIMITS.adultMinAge,
      MaxChildAge: LIMITS.maxChildAge,
      MinNights: LIMITS.minNights,
      MaxNights: LIMITS.maxNights,
      CalendarMaxDays: LIMITS.calendarMaxDays,
      HoldMinutes: LIMITS.holdMinutes,
      LowStockThreshold: hotel.lowStockThreshold,
    },
  }
}
