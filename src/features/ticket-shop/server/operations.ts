/**
 * The ticket shop's lines of the admin's Operations view (src/cms/operations/dashboard.ts, composed in
 * src/operationsSources.ts): the orders placed on a hotel-local day, from `shop.orders`.
 */
import type pg from 'pg'
import { HOTEL_TIME_ZONE, type IsoDate } from '../../../lib/hotel-date'

export type DayOrder = { code: string; at: Date; status: 'paid' | 'cancelled'; totalMinor: number; currency: string; decimals: number }

/**
 * Orders created on the hotel-local `day` (00:00–24:00 America/Cancun): their count, how many are
 * paid, and the latest `limit`, newest first (totals in minor units). @throws database errors
 */
export async function ordersOnDay(db: Pick<pg.Pool, 'query'>, day: IsoDate, limit: number): Promise<{ count: number; paid: number; latest: DayOrder[] }> {
  const onDay = `(created_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = $1::date`
  const [rows, count] = await Promise.all([
    db.query<{ code: string; at: Date; status: 'paid' | 'cancelled'; total: string; currency: string; decimals: number }>(
      `SELECT order_code AS code, created_at AS at, status, total_minor::text AS total, currency, decimals FROM shop.orders
        WHERE ${onDay} ORDER BY created_at DESC LIMIT $2`,
      [day, limit],
    ),
    db.query<{ n: number; paid: number }>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'paid')::int AS paid FROM shop.orders WHERE ${onDay}`, [day]),
  ])
  return {
    count: count.rows[0]?.n ?? 0,
    paid: count.rows[0]?.paid ?? 0,
    latest: rows.rows.map((r) => ({ code: r.code, at: r.at, status: r.status, totalMinor: Number(r.total), currency: r.currency, decimals: r.decimals })),
  }
}
