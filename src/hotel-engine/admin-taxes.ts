/**
 * PUT /admin/taxes (reference engine only, admin credential; contract v1.1, docs/hotel-api.md): replaces
 * a hotel's taxes and fees (domain/taxes.ts) in one transaction. The storefront's CMS sends them when
 * staff save a hotel (the hotels collection's `taxes`), so the quote itemizes what the CMS shows.
 * Percentages are percent of the net room rate (≤ 4 decimals, 0..100); fixed amounts are in the hotel's
 * price currency per room-night or per room per stay. The next quote uses them (this process's
 * catalogue entry is dropped; another process's within the catalogue TTL).
 */
import type pg from 'pg'
import { z } from 'zod'
import { findHotel, forgetCached, taxRulesKey } from './catalog'
import { withTransaction } from './db'
import { hotelCode } from './schemas'

const name = z.string().trim().min(1).max(120)

const taxItem = z
  .object({
    Code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{1,16}$/, 'expected a tax code'),
    Name: z.object({ ES: name, EN: name, PT: name.optional() }),
    Kind: z.enum(['PERCENT', 'PER_ROOM_NIGHT', 'PER_STAY']),
    Percent: z.union([z.number(), z.string().regex(/^\d{1,3}(\.\d{1,4})?$/)]).optional(),
    Amount: z.union([z.number(), z.string().regex(/^\d{1,10}(\.\d{1,2})?$/)]).optional(),
    Included: z.boolean(),
  })
  .superRefine((t, ctx) => {
    if (t.Kind === 'PERCENT') {
      const p = Number(t.Percent)
      if (t.Percent === undefined || !Number.isFinite(p) || p < 0 || p > 100 || !/^\d{1,3}(\.\d{1,4})?$/.test(String(t.Percent)))
        ctx.addIssue({ code: 'custom', path: ['Percent'], message: 'a percentage 0..100 with at most 4 decimals' })
      if (t.Amount !== undefined) ctx.addIssue({ code: 'custom', path: ['Amount'], message: 'a percentage takes no Amount' })
    } else {
      const a = Number(t.Amount)
      if (t.Amount === undefined || !Number.isFinite(a) || a < 0 || !/^\d{1,10}(\.\d{1,2})?$/.test(String(t.Amount)))
        ctx.addIssue({ code: 'custom', path: ['Amount'], message: 'an amount ≥ 0 with at most 2 decimals' })
      if (t.Percent !== undefined) ctx.addIssue({ code: 'custom', path: ['Percent'], message: 'a fixed amount takes no Percent' })
    }
  })

/** The body of PUT /admin/taxes: the hotel and its whole rule set, in display order (an empty list removes every rule). */
export const taxesBody = z.object({ HotelCode: hotelCode, Taxes: z.array(taxItem).max(20) }).superRefine((b, ctx) => {
  const codes = b.Taxes.map((t) => t.Code)
  if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['Taxes'], message: 'one rule per Code' })
})
export type TaxesBody = z.infer<typeof taxesBody>

/**
 * Replaces the tax rules of a hotel.
 * @throws EngineError 404 HOTEL_NOT_FOUND
 */
export async function loadTaxRules(pool: pg.Pool, b: TaxesBody): Promise<void> {
  const hotel = await findHotel(pool, b.HotelCode)
  await withTransaction(pool, async (c) => {
    await c.query(`DELETE FROM hotel_engine.tax_rules WHERE hotel_code = $1`, [hotel.hotelCode])
    for (const [i, t] of b.Taxes.entries()) {
      await c.query(
        `INSERT INTO hotel_engine.tax_rules (hotel_code, code, name_es, name_en, name_pt, kind, percent, amount, included, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $10)`,
        [hotel.hotelCode, t.Code, t.Name.ES, t.Name.EN, t.Name.PT ?? '', t.Kind, t.Kind === 'PERCENT' ? String(t.Percent) : null, t.Kind === 'PERCENT' ? null : String(t.Amount), t.Included, i + 1],
      )
    }
  })
  forgetCached(pool, taxRulesKey(hotel.hotelCode))
}
