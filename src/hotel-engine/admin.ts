/**
 * PUT /admin/ari (design/hotel-api-v1.md endpoint A; reference engine only, admin credential): bulk
 * load of ARI — availability (inventory totals, stop-sell), restrictions (MinLOS/MaxLOS, CTA/CTD,
 * closed) and rates (occupancy prices, child price bands) — for date ranges, optionally limited to
 * weekdays. One transaction, set-based SQL (generate_series) per item. Prices are in the hotel's
 * currency, NUMERIC. A total below the units already held + sold is refused (CHECK held + sold <= total).
 */
import type pg from 'pg'
import { z } from 'zod'
import { findHotel } from './catalog'
import { withTransaction } from './db'
import { validationError } from './errors'
import { hotelCode, isoDate, safeDays } from './schemas'

const amount = z.union([z.number().nonnegative().finite(), z.string().regex(/^\d{1,10}(\.\d{1,4})?$/)]).transform((v) => String(v))
const codeList = (re: RegExp) => z.array(z.string().trim().toUpperCase().regex(re)).min(1).max(50)

const ariItem = z
  .object({
    RoomCodes: codeList(/^[A-Z0-9]{1,12}$/),
    RatePlanCodes: codeList(/^[A-Z0-9_-]{1,24}$/).optional(),
    From: isoDate,
    To: isoDate,
    Weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
    Total: z.number().int().min(0).max(10_000).optional(),
    StopSell: z.boolean().optional(),
    MinStay: z.number().int().min(1).max(365).optional(),
    MaxStay: z.union([z.number().int().min(1).max(365), z.null()]).optional(),
    CTA: z.boolean().optional(),
    CTD: z.boolean().optional(),
    Closed: z.boolean().optional(),
    Prices: z
      .array(z.object({ Adults: z.number().int().min(1).max(10), Amount: amount }))
      .max(10)
      .optional(),
    ChildPrices: z
      .array(z.object({ AgeFrom: z.number().int().min(0).max(15), AgeTo: z.number().int().min(0).max(15), Amount: amount }))
      .max(10)
      .optional(),
  })
  .superRefine((it, ctx) => {
    const days = safeDays(it.From, it.To) ?? 0
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['To'], message: 'To must not be before From' })
    if (days > 730) ctx.addIssue({ code: 'custom', path: ['To'], message: 'a range covers at most 731 days' })
    if ((it.Prices || it.ChildPrices) && !it.RatePlanCodes) ctx.addIssue({ code: 'custom', path: ['RatePlanCodes'], message: 'prices need RatePlanCodes' })
    for (const c of Array.isArray(it.ChildPrices) ? it.ChildPrices : []) if (c && c.AgeTo < c.AgeFrom) ctx.addIssue({ code: 'custom', path: ['ChildPrices'], message: 'AgeTo < AgeFrom' })
  })

/** The body of PUT /admin/ari. */
export const ariBody = z.object({ HotelCode: hotelCode, Items: z.array(ariItem).min(1).max(200) })
export type AriBody = z.infer<typeof ariBody>

const NIGHTS = `SELECT d::date AS night FROM generate_series($2::date, $3::date, '1 day') d WHERE $4::int[] IS NULL OR extract(dow FROM d)::int = ANY($4::int[])`

/**
 * Applies an ARI load.
 * @throws EngineError 404 HOTEL_NOT_FOUND, 400 VALIDATION_ERROR (unknown room type / rate plan, or a
 *   total below what is already held + sold)
 */
export async function loadAri(pool: pg.Pool, b: AriBody): Promise<void> {
  const hotel = await findHotel(pool, b.HotelCode)
  const h = hotel.hotelCode
  await withTransaction(pool, async (c) => {
    const known = await c.query(`SELECT room_code FROM hotel_engine.room_types WHERE hotel_code = $1`, [h])
    const rates = await c.query(`SELECT rate_code FROM hotel_engine.rate_plans WHERE hotel_code = $1`, [h])
    const roomSet = new Set(known.rows.map((r) => r.room_code as string))
    const rateSet = new Set(rates.rows.map((r) => r.rate_code as string))
    for (const [i, it] of b.Items.entries()) {
      const badRoom = it.RoomCodes.find((r) => !roomSet.has(r))
      if (badRoom) throw validationError([{ Path: `Items.${i}.RoomCodes`, Message: `unknown room type ${badRoom}` }])
      const badRate = it.RatePlanCodes?.find((r) => !rateSet.has(r))
      if (badRate) throw validationError([{ Path: `Items.${i}.RatePlanCodes`, Message: `unknown rate plan ${badRate}` }])
      const base = [h, it.From, it.To, it.Weekdays ?? null, it.RoomCodes]
      if (it.Total !== undefined || it.StopSell !== undefined) {
        try {
          await c.query('SAVEPOINT ari_total')
          await c.query(
            `INSERT INTO hotel_engine.inventory (hotel_code, room_code, night, total, stop_sell)
             SELECT $1, r, n.night, coalesce($6::int, 0), coalesce($7::boolean, false) FROM unnest($5::text[]) r, (${NIGHTS}) n
             ON CONFLICT (hotel_code, room_code, night) DO UPDATE
               SET total = coalesce($6::int, hotel_engine.inventory.total), stop_sell = coalesce($7::boolean, hotel_engine.inventory.stop_sell)`,
            [...base, it.Total ?? null, it.StopSell ?? null],
          )
          await c.query('RELEASE SAVEPOINT ari_total')
        } catch (err) {
          if ((err as { code?: string }).code === '23514') throw validationError([{ Path: `Items.${i}.Total`, Message: 'below the rooms already held or sold' }])
          throw err
        }
      }
      if ([it.MinStay, it.MaxStay, it.CTA, it.CTD, it.Closed].some((v) => v !== undefined)) {
        await c.query(
          `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay, max_stay, cta, ctd, closed)
           SELECT $1, r, n.night, coalesce($6::int, 1), $7::int, coalesce($8::boolean, false), coalesce($9::boolean, false), coalesce($10::boolean, false)
             FROM unnest($5::text[]) r, (${NIGHTS}) n
           ON CONFLICT (hotel_code, room_code, night) DO UPDATE SET
             min_stay = coalesce($6::int, hotel_engine.restrictions.min_stay),
             max_stay = CASE WHEN $11::boolean THEN $7::int ELSE hotel_engine.restrictions.max_stay END,
             cta = coalesce($8::boolean, hotel_engine.restrictions.cta),
             ctd = coalesce($9::boolean, hotel_engine.restrictions.ctd),
             closed = coalesce($10::boolean, hotel_engine.restrictions.closed)`,
          [...base, it.MinStay ?? null, it.MaxStay ?? null, it.CTA ?? null, it.CTD ?? null, it.Closed ?? null, it.MaxStay !== undefined],
        )
      }
      for (const p of it.Prices ?? []) {
        await c.query(
          `INSERT INTO hotel_engine.prices (hotel_code, room_code, rate_code, night, adults, amount)
           SELECT $1, r, rp, n.night, $7, $8::numeric FROM unnest($5::text[]) r, unnest($6::text[]) rp, (${NIGHTS}) n
           ON CONFLICT (hotel_code, room_code, rate_code, night, adults) DO UPDATE SET amount = EXCLUDED.amount`,
          [...base, it.RatePlanCodes, p.Adults, p.Amount],
        )
      }
      if (it.ChildPrices?.length && it.Weekdays) throw validationError([{ Path: `Items.${i}.Weekdays`, Message: 'child prices are loaded for whole date ranges' }])
      for (const cp of it.ChildPrices ?? []) {
        await c.query(
          `INSERT INTO hotel_engine.child_prices (hotel_code, room_code, rate_code, age_from, age_to, date_from, date_to, amount)
           SELECT $1, r, rp, $5, $6, $2::date, $3::date, $7::numeric FROM unnest($4::text[]) r, unnest($8::text[]) rp`,
          [h, it.From, it.To, it.RoomCodes, cp.AgeFrom, cp.AgeTo, cp.Amount, it.RatePlanCodes],
        )
      }
    }
  })
}
