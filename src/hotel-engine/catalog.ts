/**
 * Reads of the engine's reference rows: hotels (by numeric property code or site alias, spec §9:
 * 31453 = HXA), currencies (decimals and rate per USD) and promo codes.
 */
import pg from 'pg'
import type { Queryable } from './db'
import { EngineError, validationError } from './errors'
import type { Promo } from './domain/promo'
import { toMinor } from './domain/money'
import type { TaxKind, TaxRule } from './domain/taxes'
import { texts } from './domain/messages'

/**
 * Reference rows (hotels, currencies, room types, rate plans, bank months) change rarely and are read
 * by every request: reads through a pool are kept for the catalogue TTL (default 30 s; the mount sets
 * `HOTEL_ENGINE_CATALOG_TTL_MS` through `createHotelEngine({ catalogTtlMs })`, 0 = off) per pool. Reads inside a transaction (a PoolClient) always go to the database. Inventory, prices
 * and restrictions are never cached.
 */
let catalogTtl = 30_000
/** The catalogue TTL in ms (process-wide: every engine of the process reads the same reference rows). */
export const catalogTtlMs = (): number => catalogTtl
/** Sets the catalogue TTL in ms (0 = no caching); called by `createHotelEngine`. */
export function setCatalogTtlMs(ms: number): void {
  catalogTtl = Math.max(0, ms)
}
const catalogCache = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>()

export function cachedRead<T>(q: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  if (!(q instanceof pg.Pool) || catalogTtlMs() <= 0) return read()
  let entries = catalogCache.get(q)
  if (!entries) catalogCache.set(q, (entries = new Map()))
  const hit = entries.get(key)
  const now = Date.now()
  if (hit && now - hit.at < catalogTtlMs()) return hit.value as Promise<T>
  const value = read()
  entries.set(key, { at: now, value })
  value.catch(() => entries?.delete(key)) // failures (e.g. HOTEL_NOT_FOUND) are not remembered
  return value
}

/** Drops one catalogue entry of a pool (after an admin load changed what it holds). */
export function forgetCached(q: Queryable, key: string): void {
  catalogCache.get(q)?.delete(key)
}

/** A hotel of the engine. `currency` is the currency its prices are loaded in. */
export type Hotel = { hotelCode: string; alias: string; name: string; timezone: string; currency: string; lowStockThreshold: number; channels: number[] }

/** A currency's decimals and units per 1 USD (NUMERIC string). */
export type Currency = { code: string; decimals: number; ratePerUsd: string }

/**
 * The hotel whose property code or alias is `code` (`'31453'` or `'HXA'`).
 * @throws EngineError 404 HOTEL_NOT_FOUND
 */
export function findHotel(q: Queryable, code: string): Promise<Hotel> {
  return cachedRead(q, `hotel:${code}`, () => readHotel(q, code))
}

async function readHotel(q: Queryable, code: string): Promise<Hotel> {
  const r = await q.query(
    `SELECT hotel_code, alias, name, timezone, currency, low_stock_threshold, channels
       FROM hotel_engine.hotels WHERE hotel_code = $1 OR alias = $1 LIMIT 1`,
    [code],
  )
  const h = r.rows[0]
  if (!h) throw new EngineError('HOTEL_NOT_FOUND', 404, { HotelCode: code })
  return { hotelCode: h.hotel_code, alias: h.alias, name: h.name, timezone: h.timezone, currency: h.currency, lowStockThreshold: h.low_stock_threshold, channels: h.channels }
}

/**
 * The currencies `codes` (hotel currency and quote currency).
 * @throws EngineError 400 VALIDATION_ERROR at `field` when a code is not configured
 */
export async function findCurrencies(q: Queryable, codes: string[], field = 'Header.Currency'): Promise<Map<string, Currency>> {
  const r = await cachedRead(q, `currencies:${[...codes].sort().join(',')}`, () =>
    q.query(`SELECT code, decimals, rate_per_usd::text AS rate FROM hotel_engine.currencies WHERE code = ANY($1::text[])`, [codes]),
  )
  const out = new Map<string, Currency>()
  for (const c of r.rows) out.set(c.code, { code: c.code, decimals: c.decimals, ratePerUsd: c.rate })
  for (const code of codes) if (!out.has(code)) throw validationError([{ Path: field, Message: `unsupported currency ${code}` }])
  return out
}

/** Distinct interest-free instalment months offered by the banks (for `msiBreakdown`, MXN only). */
export async function msiMonths(q: Queryable): Promise<number[]> {
  const r = await cachedRead(q, 'msi-months', () => q.query(`SELECT DISTINCT unnest(msi_months) AS m FROM hotel_engine.banks ORDER BY 1`))
  return r.rows.map((x) => Number(x.m))
}

/** The promo code `code` of a hotel, or null when unknown (→ PROMO_INVALID). `forUpdate` locks it. */
export async function findPromo(q: Queryable, hotelCode: string, code: string, forUpdate = false): Promise<Promo | null> {
  const r = await q.query(
    `SELECT code, discount_pct, stay_from::text, stay_to::text, book_from::text, book_to::text, room_category, max_uses, uses
       FROM hotel_engine.promo_codes WHERE code = $1 AND hotel_code = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [code, hotelCode],
  )
  const p = r.rows[0]
  if (!p) return null
  return {
    code: p.code,
    discountPct: p.discount_pct,
    stayFrom: p.stay_from,
    stayTo: p.stay_to,
    bookFrom: p.book_from,
    bookTo: p.book_to,
    roomCategory: p.room_category,
    maxUses: p.max_uses,
    uses: p.uses,
  }
}

/**
 * The taxes and fees of a hotel (domain/taxes.ts), in rule order; fixed amounts in minor units of
 * the hotel's price currency (`decimals` of that currency). Cached like the other reference rows.
 */
export async function findTaxRules(q: Queryable, hotel: Hotel, decimals: number): Promise<TaxRule[]> {
  const r = await cachedRead(q, taxRulesKey(hotel.hotelCode), () =>
    q.query(
      `SELECT code, name_es, name_en, name_pt, kind, percent::text AS percent, amount::text AS amount, included
         FROM hotel_engine.tax_rules WHERE hotel_code = $1 ORDER BY sort_order, code`,
      [hotel.hotelCode],
    ),
  )
  return r.rows.map((t) => ({
    code: t.code,
    name: texts(t.name_es, t.name_en, t.name_pt),
    kind: t.kind as TaxKind,
    percent: t.percent === null ? null : trimDecimal(t.percent),
    amountMinor: t.amount === null ? 0 : toMinor(t.amount, decimals),
    included: t.included,
  }))
}

/** Catalogue key of a hotel's tax rules (`forgetCached` after `PUT /admin/taxes`). */
export const taxRulesKey = (hotelCode: string) => `taxes:${hotelCode}`

/** `'16.0000'` → `'16'`, `'3.5000'` → `'3.5'`. */
const trimDecimal = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s)
