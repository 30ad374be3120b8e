/**
 * Idempotent seed of the reference hotel engine (issue #3 "Data the seed loads"), on schema
 * `hotel_engine` (migration 20261121_210000_hotel_engine). Nightly rows (inventory, prices,
 * restrictions) are generated with set-based SQL over `generate_series`, 18 months from `today`.
 *
 * - prices: USD, base × season (holidays ×1.55, Easter ×1.35, summer ×1.25, February ×1.15,
 *   September–October ×0.82) × weekend (Fri/Sat nights ×1.12) × rate plan × occupancy
 *   (1 adult ×0.85, 3 ×1.30, 4 ×1.55), rounded to whole dollars; children 0–4 free, 5–11 45.00,
 *   12–15 70.00 per night; adults are 16+.
 * - restrictions: MinLOS 3 for arrivals Dec 20 – Jan 2 and Easter week, MinLOS 2 for Friday and
 *   Saturday arrivals; CTA on Dec 24 and Dec 31; CTD on Jan 1; a few stop-sell and closed nights;
 *   the single-unit FG suite at HXA has no allotment on 3 nights (sold out).
 * - taxes: IVA 16 % and ISH 6 %, included in the rates (seed/data/reference.ts `seedTaxRules`), for
 *   the hotels this run creates.
 * Idempotent: natural keys with ON CONFLICT DO NOTHING (child bands only when a hotel has none), so a
 * second run changes nothing and never overwrites an ARI load.
 */
import type pg from 'pg'
import { seedBanks, seedCurrencies, seedPaymentMethods, seedRoomCategories, seedTaxRules, type SeedTaxRule } from '../data/reference'
import { engineHotels, enginePromos, engineRates, engineRooms } from './data'

/** The engine's name of a CMS tax kind (domain/taxes.ts `TaxKind`). */
const ENGINE_TAX_KIND: Record<SeedTaxRule['kind'], string> = { percent: 'PERCENT', perRoomNight: 'PER_ROOM_NIGHT', perStay: 'PER_STAY' }

/** Months of nightly rows the seed generates. */
export const SEED_MONTHS = 18

const categoryOf = (code: string) => {
  const c = seedRoomCategories.find((x) => x.roomCodes.includes(code))
  if (!c) throw new Error(`room code ${code} is in no room category (spec §9)`)
  return c.key
}

/**
 * Loads the engine's reference data, hotels, room types, rate plans and 18 months of ARI from `today`.
 * @param today hotel-local `YYYY-MM-DD` (America/Cancun)
 * @returns rows inserted per table (0 everywhere on a re-run over the same dates)
 * @throws the database error; nothing is written then (one transaction)
 */
export async function seedHotelEngine(pool: pg.Pool, today: string): Promise<Record<string, number>> {
  const c = await pool.connect()
  const created: Record<string, number> = {}
  const run = async (table: string, text: string, values: unknown[] = []) => {
    const r = await c.query(text, values)
    created[table] = (created[table] ?? 0) + (r.rowCount ?? 0)
  }
  try {
    await c.query('BEGIN')
    // A durable commit even where the cluster commits asynchronously (the test and bench clusters):
    // until the commit record is flushed no hint bit can be set, so the VACUUM below could not mark
    // the loaded pages all-visible (index-only reads of the price keys).
    await c.query('SET LOCAL synchronous_commit = on')
    await run(
      'currencies',
      `INSERT INTO hotel_engine.currencies (code, decimals, rate_per_usd, name_es, name_en, symbol, sort_order)
       SELECT * FROM unnest($1::text[], $2::int[], $3::numeric[], $4::text[], $5::text[], $6::text[], $7::int[])
       ON CONFLICT (code) DO NOTHING`,
      [
        seedCurrencies.map((x) => x.isoCode),
        seedCurrencies.map((x) => x.decimals),
        seedCurrencies.map((x) => String(x.rateToUsd)),
        seedCurrencies.map((x) => x.name.es),
        seedCurrencies.map((x) => x.name.en),
        seedCurrencies.map((x) => x.symbol),
        seedCurrencies.map((x) => x.id),
      ],
    )
    for (const [i, m] of seedPaymentMethods.entries()) {
      await run(
        'payment_methods',
        `INSERT INTO hotel_engine.payment_methods (api_code, name_es, name_en, kind, currencies, languages, up_codes, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (api_code) DO NOTHING`,
        [m.apiCode, m.name.es, m.name.en, m.kind, m.currencies, m.languages, JSON.stringify(m.upCodes ?? []), i],
      )
    }
    for (const b of seedBanks) {
      await run('banks', `INSERT INTO hotel_engine.banks (id, name, desc_es, desc_en, msi_months) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`, [
        b.id,
        b.name,
        b.description.es,
        b.description.en,
        b.msiBreakdown,
      ])
    }
    const newHotels: string[] = []
    for (const h of engineHotels) {
      const r = await c.query(`INSERT INTO hotel_engine.hotels (hotel_code, alias, name, low_stock_threshold) VALUES ($1, $2, $3, $4) ON CONFLICT (hotel_code) DO NOTHING RETURNING hotel_code`, [
        h.code,
        h.alias,
        h.name,
        h.lowStock,
      ])
      created.hotels = (created.hotels ?? 0) + (r.rowCount ?? 0)
      if (r.rowCount) newHotels.push(h.code)
    }
    // Taxes of the hotels created now (the CMS seed gives their documents the same rules); an existing
    // hotel keeps the rules it has (migration 20261125_190000 back-filled them; staff edit them in the CMS).
    await run(
      'tax_rules',
      `INSERT INTO hotel_engine.tax_rules (hotel_code, code, name_es, name_en, name_pt, kind, percent, amount, included, sort_order)
       SELECT h, t.code, t.es, t.en, t.pt, t.kind, t.pct, t.amount, t.included, t.ord
         FROM unnest($1::text[]) h,
              unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::boolean[], $10::int[]) AS t(code, es, en, pt, kind, pct, amount, included, ord)
       ON CONFLICT DO NOTHING`,
      [
        newHotels,
        seedTaxRules.map((t) => t.code),
        seedTaxRules.map((t) => t.name.es),
        seedTaxRules.map((t) => t.name.en),
        seedTaxRules.map((t) => t.name.pt),
        seedTaxRules.map((t) => ENGINE_TAX_KIND[t.kind]),
        seedTaxRules.map((t) => (t.kind === 'percent' ? String(t.percent) : null)),
        seedTaxRules.map((t) => (t.kind === 'percent' ? null : String(t.amount))),
        seedTaxRules.map((t) => t.included),
        seedTaxRules.map((_, i) => i + 1),
      ],
    )
    const rooms = engineRooms.map((x, i) => ({ ...x, category: categoryOf(x.code), sort: i }))
    await run(
      'room_types',
      `INSERT INTO hotel_engine.room_types (hotel_code, room_code, category, name_es, name_en, name_pt, desc_es, desc_en, desc_pt, max_adults, max_children, max_occupancy, sort_order)
       SELECT h, r, cat, es, en, pt,
              es || ' con terraza, baño completo y servicio todo incluido.', en || ' with terrace, full bathroom and all-fun-inclusive service.',
              pt || ' com terraço, banheiro completo e serviço all-fun inclusive.',
              ma, mc, mo, s
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[])
              AS t(h, r, cat, es, en, pt, ma, mc, mo, s)
       ON CONFLICT (hotel_code, room_code) DO UPDATE SET name_pt = EXCLUDED.name_pt, desc_pt = EXCLUDED.desc_pt
        WHERE hotel_engine.room_types.name_pt = ''`,
      [
        rooms.map((x) => x.hotel),
        rooms.map((x) => x.code),
        rooms.map((x) => x.category),
        rooms.map((x) => x.es),
        rooms.map((x) => x.en),
        rooms.map((x) => x.pt),
        rooms.map((x) => x.maxAdults),
        rooms.map((x) => x.maxChildren),
        rooms.map((x) => x.maxOccupancy),
        rooms.map((x) => x.sort),
      ],
    )
    for (const [i, rp] of engineRates.entries()) {
      for (const h of rp.hotels) {
        await run(
          'rate_plans',
          `INSERT INTO hotel_engine.rate_plans (hotel_code, rate_code, name_es, name_en, desc_es, desc_en, policies_es, policies_en, legal_es, legal_en,
                                                free_cancel_days, cancel_penalty_nights, deposit_pct, partial_min_days, balance_due_days, sort_order,
                                                name_pt, desc_pt, policies_pt, legal_pt)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
           ON CONFLICT (hotel_code, rate_code) DO UPDATE SET name_pt = EXCLUDED.name_pt, desc_pt = EXCLUDED.desc_pt, policies_pt = EXCLUDED.policies_pt, legal_pt = EXCLUDED.legal_pt
            WHERE hotel_engine.rate_plans.name_pt = ''`,
          [
            h,
            rp.code,
            rp.name.es,
            rp.name.en,
            rp.desc.es,
            rp.desc.en,
            rp.policies.es,
            rp.policies.en,
            rp.legal.es,
            rp.legal.en,
            rp.freeCancelDays,
            rp.cancelPenaltyNights,
            rp.depositPct,
            rp.partialMinDays,
            rp.balanceDueDays,
            i,
            rp.name.pt,
            rp.desc.pt,
            rp.policies.pt,
            rp.legal.pt,
          ],
        )
      }
    }
    const last = `($1::date + interval '${SEED_MONTHS} months')::date`
    const roomArgs = [rooms.map((x) => x.hotel), rooms.map((x) => x.code), rooms.map((x) => x.units), rooms.map((x) => x.base), rooms.map((x) => x.maxAdults)]
    await run(
      'inventory',
      `INSERT INTO hotel_engine.inventory (hotel_code, room_code, night, total)
       SELECT t.h, t.r, d::date, t.u FROM unnest($2::text[], $3::text[], $4::int[]) AS t(h, r, u), generate_series($1::date, ${last}, '1 day') d
       ON CONFLICT DO NOTHING`,
      [today, ...roomArgs.slice(0, 3)],
    )
    await run(
      'prices',
      `INSERT INTO hotel_engine.prices (hotel_code, room_code, rate_code, night, adults, amount)
       SELECT t.h, t.r, rp.rate_code, d::date, a,
              round(t.base
                * CASE
                    WHEN (extract(month FROM d) = 12 AND extract(day FROM d) >= 18) OR (extract(month FROM d) = 1 AND extract(day FROM d) <= 5) THEN 1.55
                    WHEN (extract(month FROM d) = 3 AND extract(day FROM d) >= 25) OR (extract(month FROM d) = 4 AND extract(day FROM d) <= 12) THEN 1.35
                    WHEN extract(month FROM d) IN (7, 8) THEN 1.25
                    WHEN extract(month FROM d) = 2 THEN 1.15
                    WHEN extract(month FROM d) IN (9, 10) THEN 0.82
                    ELSE 1 END
                * CASE WHEN extract(dow FROM d) IN (5, 6) THEN 1.12 ELSE 1 END
                * rf.factor
                * CASE a WHEN 1 THEN 0.85 WHEN 2 THEN 1 WHEN 3 THEN 1.30 ELSE 1.55 END)
       FROM unnest($2::text[], $3::text[], $4::numeric[], $5::int[]) AS t(h, r, base, max_adults)
       JOIN hotel_engine.rate_plans rp ON rp.hotel_code = t.h
       JOIN unnest($6::text[], $7::numeric[]) AS rf(rate_code, factor) ON rf.rate_code = rp.rate_code
       CROSS JOIN generate_series($1::date, ${last}, '1 day') d
       CROSS JOIN LATERAL generate_series(1, t.max_adults) a
       ON CONFLICT DO NOTHING`,
      [today, roomArgs[0], roomArgs[1], roomArgs[3], roomArgs[4], engineRates.map((x) => x.code), engineRates.map((x) => x.factor)],
    )
    // restrictions: only non-default nights get a row
    await run(
      'restrictions',
      `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay, cta, ctd)
       SELECT rt.hotel_code, rt.room_code, d::date,
              CASE WHEN (extract(month FROM d) = 12 AND extract(day FROM d) >= 20) OR (extract(month FROM d) = 1 AND extract(day FROM d) <= 2)
                     OR (extract(month FROM d) = 3 AND extract(day FROM d) >= 28) OR (extract(month FROM d) = 4 AND extract(day FROM d) <= 5) THEN 3
                   WHEN extract(dow FROM d) IN (5, 6) THEN 2 ELSE 1 END,
              (extract(month FROM d) = 12 AND extract(day FROM d) IN (24, 31)),
              (extract(month FROM d) = 1 AND extract(day FROM d) = 1)
         FROM hotel_engine.room_types rt
         CROSS JOIN generate_series($1::date, ${last}, '1 day') d
        WHERE rt.hotel_code = ANY($2::text[])
          AND ((extract(month FROM d) = 12 AND extract(day FROM d) >= 20) OR (extract(month FROM d) = 1 AND extract(day FROM d) <= 2)
            OR (extract(month FROM d) = 3 AND extract(day FROM d) >= 28) OR (extract(month FROM d) = 4 AND extract(day FROM d) <= 5)
            OR extract(dow FROM d) IN (5, 6))
       ON CONFLICT DO NOTHING`,
      [today, engineHotels.map((h) => h.code)],
    )
    // a few stop-sell / closed / no-allotment nights (relative to today, so they are always ahead)
    await run('stop_sell', `UPDATE hotel_engine.inventory SET stop_sell = true WHERE hotel_code = '31453' AND room_code = 'PR' AND night IN ($1::date + 21, $1::date + 22) AND NOT stop_sell`, [today])
    await run('stop_sell', `UPDATE hotel_engine.inventory SET stop_sell = true WHERE hotel_code = '74213' AND room_code = 'BF' AND night BETWEEN $1::date + 30 AND $1::date + 32 AND NOT stop_sell`, [
      today,
    ])
    await run(
      'restrictions',
      `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, closed) VALUES ('79260', 'PF', $1::date + 45, true)
       ON CONFLICT (hotel_code, room_code, night) DO UPDATE SET closed = true WHERE NOT hotel_engine.restrictions.closed`,
      [today],
    )
    await run(
      'restrictions',
      `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, cta) VALUES ('31453', 'OV', $1::date + 10, true), ('31453', 'JS', $1::date + 11, true)
       ON CONFLICT (hotel_code, room_code, night) DO UPDATE SET cta = true WHERE NOT hotel_engine.restrictions.cta`,
      [today],
    )
    await run(
      'restrictions',
      `INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, ctd) VALUES ('31453', 'SW', $1::date + 12, true)
       ON CONFLICT (hotel_code, room_code, night) DO UPDATE SET ctd = true WHERE NOT hotel_engine.restrictions.ctd`,
      [today],
    )
    await run(
      'sold_out',
      `UPDATE hotel_engine.inventory SET total = 0 WHERE hotel_code = '31453' AND room_code = 'FG' AND night BETWEEN $1::date + 14 AND $1::date + 16 AND total > 0 AND held + sold = 0`,
      [today],
    )
    await run(
      'child_prices',
      `INSERT INTO hotel_engine.child_prices (hotel_code, age_from, age_to, date_from, date_to, amount)
       SELECT h, b.f, b.t, $1::date, ${last}, b.amount
         FROM unnest($2::text[]) h, (VALUES (0, 4, 0), (5, 11, 45), (12, 15, 70)) AS b(f, t, amount)
        WHERE NOT EXISTS (SELECT 1 FROM hotel_engine.child_prices cp WHERE cp.hotel_code = h)`,
      [today, engineHotels.map((h) => h.code)],
    )
    for (const p of enginePromos) {
      await run(
        'promo_codes',
        `INSERT INTO hotel_engine.promo_codes (code, hotel_code, discount_pct, stay_from, stay_to, book_from, book_to, room_category, max_uses, uses, name_es, name_en)
         VALUES ($1, $2, $3, $4::date + $5::int, $4::date + $6::int, $4::date + $7::int, $4::date + $8::int, $9, $10, $11, $12, $13)
         ON CONFLICT (code) DO NOTHING`,
        [p.code, p.hotel, p.pct, today, p.stay[0], p.stay[1], p.book[0], p.book[1], p.category, p.maxUses, p.uses, p.es, p.en],
      )
    }
    await c.query('COMMIT')
    // Fresh planner statistics after a bulk load (otherwise the first minutes plan the nightly
    // reads for a one-row table), and a visibility map, so the covering price keys are read
    // index-only at once rather than after autovacuum's first pass; cheap, and a no-op in effect on
    // a second run. (VACUUM runs outside the transaction, which is committed.)
    if (Object.values(created).some((n) => n > 0)) {
      for (const t of ['inventory', 'restrictions', 'prices', 'min_prices']) await c.query(`VACUUM (ANALYZE) hotel_engine.${t}`)
    }
    return created
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    c.release()
  }
}
