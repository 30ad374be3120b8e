/**
 * Inventory hold / commit / release — the no-overbooking mechanism of design/hotel-api-v1.md.
 * Counters per (hotel, room type, night): `total, held, sold` with CHECK (held + sold <= total).
 * Taking rooms, inside the caller's transaction: lock the stay's rows in (room type, night) order
 * (`SELECT … ORDER BY room_code, night FOR UPDATE`), then ONE guarded
 * `UPDATE … SET held = held + n WHERE … AND NOT stop_sell AND held + sold + n <= total`; fewer rows
 * updated than (room type, night) pairs → LAST_ROOM_TAKEN (the caller's transaction rolls back).
 * Commit moves held → sold; release and cancel subtract exactly what the session's `holds` rows say.
 */
import type pg from 'pg'
import { withTransaction, type Queryable } from './db'
import { EngineError } from './errors'
import type { Demand } from './domain/demand'

export { aggregateDemand, type Demand } from './domain/demand'

const cols = (d: Demand) => [d.map((x) => x.roomCode), d.map((x) => x.night), d.map((x) => x.qty)]

/** Locks the demand's inventory rows in (room type, night) order (call inside a transaction). */
export async function lockInventory(client: pg.PoolClient, hotelCode: string, d: Demand): Promise<void> {
  const [rooms, nights] = cols(d)
  await client.query(
    `SELECT 1 FROM hotel_engine.inventory i
      WHERE i.hotel_code = $1 AND (i.room_code, i.night) IN (SELECT r, n FROM unnest($2::text[], $3::date[]) AS d(r, n))
      ORDER BY i.room_code, i.night FOR UPDATE`,
    [hotelCode, rooms, nights],
  )
}

/**
 * Takes `d` rooms as `held` (a hold) or directly as `sold` (commit of an un-held session), inside the
 * caller's transaction.
 * @throws EngineError 409 LAST_ROOM_TAKEN with `{RoomCode, Nights}` when any night lacks the units
 *   (missing inventory row, stop-sell, or held + sold + n > total); the caller must roll back
 */
export async function takeInventory(client: pg.PoolClient, hotelCode: string, d: Demand, as: 'held' | 'sold'): Promise<void> {
  if (d.length === 0) return
  await lockInventory(client, hotelCode, d)
  const [rooms, nights, qtys] = cols(d)
  const set = as === 'held' ? 'held = i.held + d.qty' : 'sold = i.sold + d.qty'
  const r = await client.query(
    `UPDATE hotel_engine.inventory i SET ${set}
       FROM unnest($2::text[], $3::date[], $4::int[]) AS d(room_code, night, qty)
      WHERE i.hotel_code = $1 AND i.room_code = d.room_code AND i.night = d.night
        AND NOT i.stop_sell AND i.held + i.sold + d.qty <= i.total
      RETURNING i.room_code, i.night::text AS night`,
    [hotelCode, rooms, nights, qtys],
  )
  if ((r.rowCount ?? 0) < d.length) {
    const got = new Set(r.rows.map((x) => `${x.room_code}|${x.night}`))
    const missing = d.filter((x) => !got.has(`${x.roomCode}|${x.night}`))
    throw new EngineError('LAST_ROOM_TAKEN', 409, { RoomCode: missing[0]?.roomCode, Nights: missing.filter((m) => m.roomCode === missing[0]?.roomCode).map((m) => m.night) })
  }
}

/** Records what a session took, per room type and night, in `holds` with the given state. */
export async function recordHolds(client: pg.PoolClient, sessionId: string, hotelCode: string, d: Demand, state: 'HELD' | 'SOLD'): Promise<void> {
  if (d.length === 0) return
  const [rooms, nights, qtys] = cols(d)
  await client.query(
    `INSERT INTO hotel_engine.holds (session_id, hotel_code, room_code, night, qty, state)
     SELECT $1, $2, r, n, q, $6 FROM unnest($3::text[], $4::date[], $5::int[]) AS d(r, n, q)
     ON CONFLICT (session_id, room_code, night) DO UPDATE SET qty = EXCLUDED.qty, state = EXCLUDED.state`,
    [sessionId, hotelCode, rooms, nights, qtys, state],
  )
}

/** The session's holds in one state, as a demand (sorted). */
export async function sessionHolds(q: Queryable, sessionId: string, state: 'HELD' | 'SOLD'): Promise<{ hotelCode: string; demand: Demand }> {
  const r = await q.query(
    `SELECT hotel_code, room_code, night::text AS night, qty FROM hotel_engine.holds
      WHERE session_id = $1 AND state = $2 ORDER BY room_code, night`,
    [sessionId, state],
  )
  return { hotelCode: r.rows[0]?.hotel_code ?? '', demand: r.rows.map((x) => ({ roomCode: x.room_code, night: x.night, qty: x.qty })) }
}

/**
 * Gives back what a session holds in `state` (HELD → held −= qty; SOLD → sold −= qty, a cancel) and
 * marks those holds RELEASED. Exactly the nights taken are released. Inside the caller's transaction.
 * @returns the released demand
 */
export async function releaseSession(client: pg.PoolClient, sessionId: string, state: 'HELD' | 'SOLD'): Promise<Demand> {
  const { hotelCode, demand } = await sessionHolds(client, sessionId, state)
  if (demand.length === 0) return demand
  await lockInventory(client, hotelCode, demand)
  const col = state === 'HELD' ? 'held' : 'sold'
  const [rooms, nights, qtys] = cols(demand)
  await client.query(
    `UPDATE hotel_engine.inventory i SET ${col} = i.${col} - d.qty
       FROM unnest($2::text[], $3::date[], $4::int[]) AS d(room_code, night, qty)
      WHERE i.hotel_code = $1 AND i.room_code = d.room_code AND i.night = d.night`,
    [hotelCode, rooms, nights, qtys],
  )
  await client.query(`UPDATE hotel_engine.holds SET state = 'RELEASED' WHERE session_id = $1 AND state = $2`, [sessionId, state])
  return demand
}

/** Commit: moves a session's HELD rooms to sold (held −= qty, sold += qty) and marks them SOLD. */
export async function moveHeldToSold(client: pg.PoolClient, sessionId: string): Promise<Demand> {
  const { hotelCode, demand } = await sessionHolds(client, sessionId, 'HELD')
  if (demand.length === 0) return demand
  await lockInventory(client, hotelCode, demand)
  const [rooms, nights, qtys] = cols(demand)
  await client.query(
    `UPDATE hotel_engine.inventory i SET held = i.held - d.qty, sold = i.sold + d.qty
       FROM unnest($2::text[], $3::date[], $4::int[]) AS d(room_code, night, qty)
      WHERE i.hotel_code = $1 AND i.room_code = d.room_code AND i.night = d.night`,
    [hotelCode, rooms, nights, qtys],
  )
  await client.query(`UPDATE hotel_engine.holds SET state = 'SOLD' WHERE session_id = $1 AND state = 'HELD'`, [sessionId])
  return demand
}

/**
 * The sweeper: releases the holds of every HELD session whose 15-minute hold has expired at `now`,
 * in one transaction. Sessions are claimed with SKIP LOCKED (a session being committed is left
 * alone); quantities are summed per (hotel, room type, night) before one UPDATE per hotel; the
 * sessions become EXPIRED.
 * @returns how many sessions were expired
 */
export async function sweepExpiredHolds(pool: pg.Pool, now: Date): Promise<number> {
  return withTransaction(pool, async (client) => {
    const s = await client.query(
      `SELECT id FROM hotel_engine.sessions WHERE status = 'HELD' AND hold_expires_at <= $1
        ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
      [now],
    )
    if (s.rowCount === 0) return 0
    const ids = s.rows.map((r) => r.id as string)
    const agg = await client.query(
      `SELECT hotel_code, room_code, night::text AS night, sum(qty)::int AS qty FROM hotel_engine.holds
        WHERE session_id = ANY($1::uuid[]) AND state = 'HELD'
        GROUP BY hotel_code, room_code, night ORDER BY hotel_code, room_code, night`,
      [ids],
    )
    const byHotel = new Map<string, Demand>()
    for (const r of agg.rows) {
      if (!byHotel.has(r.hotel_code)) byHotel.set(r.hotel_code, [])
      byHotel.get(r.hotel_code)?.push({ roomCode: r.room_code, night: r.night, qty: r.qty })
    }
    for (const [hotelCode, demand] of [...byHotel.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      await lockInventory(client, hotelCode, demand)
      const [rooms, nights, qtys] = cols(demand)
      await client.query(
        `UPDATE hotel_engine.inventory i SET held = i.held - d.qty
           FROM unnest($2::text[], $3::date[], $4::int[]) AS d(room_code, night, qty)
          WHERE i.hotel_code = $1 AND i.room_code = d.room_code AND i.night = d.night`,
        [hotelCode, rooms, nights, qtys],
      )
    }
    await client.query(`UPDATE hotel_engine.holds SET state = 'RELEASED' WHERE session_id = ANY($1::uuid[]) AND state = 'HELD'`, [ids])
    await client.query(`UPDATE hotel_engine.sessions SET status = 'EXPIRED', updated_at = $2 WHERE id = ANY($1::uuid[])`, [ids, now])
    return ids.length
  })
}
