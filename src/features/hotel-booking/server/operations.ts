/**
 * The hotel booking's lines of the admin's Operations view (src/cms/operations/dashboard.ts, composed
 * in src/operationsSources.ts): the bookings the storefront committed on a hotel-local day, from its
 * own record of each reservation (`storefront_booking.confirmation_mails`, claimed right after the
 * commit) — the reservations themselves live behind the hotel API, which the admin never reads.
 */
import type pg from 'pg'
import { HOTEL_TIME_ZONE, type IsoDate } from '../../../lib/hotel-date'

export type DayBooking = { code: string; at: Date; language: string; emailSent: boolean }

/**
 * Bookings claimed on the hotel-local `day` (00:00–24:00 America/Cancun): their count and the latest
 * `limit`, newest first. @throws database errors
 */
export async function bookingsOnDay(db: Pick<pg.Pool, 'query'>, day: IsoDate, limit: number): Promise<{ count: number; latest: DayBooking[] }> {
  const onDay = `(claimed_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = $1::date`
  const [rows, count] = await Promise.all([
    db.query<{ code: string; at: Date; language: string; sent: boolean }>(
      `SELECT confirmation_code AS code, claimed_at AS at, language, sent_at IS NOT NULL AS sent FROM storefront_booking.confirmation_mails
        WHERE ${onDay} ORDER BY claimed_at DESC LIMIT $2`,
      [day, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM storefront_booking.confirmation_mails WHERE ${onDay}`, [day]),
  ])
  return { count: count.rows[0]?.n ?? 0, latest: rows.rows.map((r) => ({ code: r.code, at: r.at, language: r.language, emailSent: r.sent })) }
}
