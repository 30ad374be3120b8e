/**
 * Payment-reservation sessions (design/hotel-api-v1.md endpoints 4–9): create (a priced quote, no
 * inventory), read, update with optimistic `Version`, hold (inventory for 15 minutes, idempotent
 * while held, never extended by replays), delete (abandon, release the hold), fetch by token
 * (spec §3 "Saved payment reservation"; 204 when none).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type pg from 'pg'
import { withTransaction, type Queryable } from './db'
import { LIMITS } from './domain/stay'
import type { Lang } from './domain/messages'
import { EngineError } from './errors'
import { recordHolds, releaseSession, takeInventory } from './inventory'
import { buildQuote, type BookingInput, type StoredQuote } from './quote'

export type SessionStatus = 'OPEN' | 'HELD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED'

/** A session row. */
export type SessionRow = {
  id: string
  token: string
  version: number
  status: SessionStatus
  hotelCode: string
  request: BookingInput
  quote: StoredQuote
  holdExpiresAt: Date | null
  expiresAt: Date
}

function toRow(r: Record<string, unknown>): SessionRow {
  return {
    id: r.id as string,
    token: r.token as string,
    version: r.version as number,
    status: r.status as SessionStatus,
    hotelCode: r.hotel_code as string,
    request: r.request as BookingInput,
    quote: r.quote as StoredQuote,
    holdExpiresAt: (r.hold_expires_at as Date | null) ?? null,
    expiresAt: r.expires_at as Date,
  }
}

/** Reads a session (`forUpdate` locks its row inside a transaction); null when unknown. */
export async function getSession(q: Queryable, id: string, forUpdate = false): Promise<SessionRow | null> {
  const r = await q.query(`SELECT * FROM hotel_engine.sessions WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`, [id])
  return r.rows[0] ? toRow(r.rows[0]) : null
}

/** The session's wire view (endpoint 5 and the answers of 4, 6, 7). */
export function sessionWire(s: SessionRow) {
  return {
    SessionID: s.id,
    Token: s.token,
    Version: s.version,
    Status: s.status,
    HoldExpiresAt: s.status === 'HELD' && s.holdExpiresAt ? s.holdExpiresAt.toISOString() : null,
    Summary: s.quote.summary,
  }
}

/**
 * If the session's hold (or an OPEN session's lifetime) has run out at `now`, releases its held
 * inventory and marks it EXPIRED, inside the caller's transaction (the row must be locked).
 * @returns the session, updated
 */
async function expireIfDue(client: pg.PoolClient, s: SessionRow, now: Date): Promise<SessionRow> {
  const heldOut = s.status === 'HELD' && s.holdExpiresAt !== null && s.holdExpiresAt <= now
  const openOut = s.status === 'OPEN' && s.expiresAt <= now
  if (!heldOut && !openOut) return s
  if (heldOut) await releaseSession(client, s.id, 'HELD')
  await client.query(`UPDATE hotel_engine.sessions SET status = 'EXPIRED', updated_at = $2 WHERE id = $1`, [s.id, now])
  return { ...s, status: 'EXPIRED' }
}

/** Locks a session for a change: 404 unknown, expires it when due. */
async function lockSession(client: pg.PoolClient, id: string, now: Date): Promise<SessionRow> {
  const s = await getSession(client, id, true)
  if (!s) throw new EngineError('SESSION_NOT_FOUND', 404, { SessionID: id })
  return expireIfDue(client, s, now)
}

/** Refuses a change to a session that is no longer OPEN/HELD or whose Version differs. */
function assertChangeable(s: SessionRow, version: number): void {
  if (s.status === 'EXPIRED' || s.status === 'CANCELLED') throw new EngineError('SESSION_EXPIRED', 410, { SessionID: s.id, Status: s.status })
  if (s.status === 'CONFIRMED') throw new EngineError('SESSION_ALREADY_CONFIRMED', 409, { SessionID: s.id })
  if (s.version !== version) throw new EngineError('VERSION_CONFLICT', 409, { SessionID: s.id, Version: s.version })
}

/**
 * Creates a session (endpoint 4): prices the body, takes no inventory; OPEN for 24 hours.
 * @throws EngineError from `buildQuote`
 */
export async function createSession(pool: pg.Pool, b: BookingInput, now: Date, lang: Lang) {
  const quote = await buildQuote(pool, b, now, lang)
  const id = randomUUID()
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + LIMITS.sessionHours * 3_600_000)
  const r = await pool.query(
    `INSERT INTO hotel_engine.sessions (id, token, version, status, hotel_code, request, quote, expires_at, created_at, updated_at)
     VALUES ($1, $2, 1, 'OPEN', $3, $4, $5, $6, $7, $7) RETURNING *`,
    [id, token, quote.hotelCode, JSON.stringify(b), JSON.stringify(quote), expiresAt, now],
  )
  return sessionWire(toRow(r.rows[0]))
}

/**
 * Reads a session (endpoint 5), expiring it first when due. A CONFIRMED (or later CANCELLED) session
 * that committed also carries `Reservation: { ConfirmationCode, Status, Payment: { Provider, Reference } }`
 * — an addition to the design doc (docs/hotel-api.md): the payment the reservation was committed with,
 * so a payment sweep can tell which of a session's authorizations was used.
 * @throws EngineError 404 SESSION_NOT_FOUND
 */
export async function readSession(pool: pg.Pool, id: string, now: Date) {
  const s = await getSession(pool, id)
  if (!s) throw new EngineError('SESSION_NOT_FOUND', 404, { SessionID: id })
  const due = (s.status === 'HELD' && s.holdExpiresAt && s.holdExpiresAt <= now) || (s.status === 'OPEN' && s.expiresAt <= now)
  if (!due) {
    if (s.status !== 'CONFIRMED' && s.status !== 'CANCELLED') return sessionWire(s)
    const r = await pool.query<{ confirmation_code: string; status: string; payment_provider: string; payment_reference: string }>(
      `SELECT confirmation_code, status, payment_provider, payment_reference FROM hotel_engine.reservations WHERE session_id = $1`,
      [s.id],
    )
    const row = r.rows[0]
    if (!row) return sessionWire(s)
    return { ...sessionWire(s), Reservation: { ConfirmationCode: row.confirmation_code, Status: row.status, Payment: { Provider: row.payment_provider, Reference: row.payment_reference } } }
  }
  return withTransaction(pool, async (c) => sessionWire(await lockSession(c, id, now)))
}

/**
 * Updates a session (endpoint 6): re-prices the new body under the same SessionID; Version must
 * match and is incremented. A HELD session keeps its hold deadline; its hold follows the new choice
 * (old rooms released, new ones taken, in one transaction).
 * @throws EngineError 404, 409 VERSION_CONFLICT/LAST_ROOM_TAKEN (also when the chosen rooms are no longer
 *   offered: `buildQuote`'s NO_AVAILABILITY)/SESSION_ALREADY_CONFIRMED, 410 SESSION_EXPIRED,
 *   422 PARTIAL_PAYMENT_NOT_ALLOWED and `buildQuote`'s other errors
 */
export async function updateSession(pool: pg.Pool, id: string, version: number, b: BookingInput, now: Date, lang: Lang) {
  return withTransaction(pool, async (c) => {
    const s = await lockSession(c, id, now)
    assertChangeable(s, version)
    const quote = await buildQuote(c, b, now, lang).catch((err: unknown) => {
      // contract endpoint 6: a chosen room no longer offered was taken since the session began
      // (hotel-api-v1 §6), the guest's cue to choose again; a new search answers NO_AVAILABILITY
      if (err instanceof EngineError && err.code === 'NO_AVAILABILITY') throw new EngineError('LAST_ROOM_TAKEN', 409, err.details)
      throw err
    })
    if (s.status === 'HELD') {
      if (quote.demand.length === 0) throw new EngineError('ROOMS_REQUIRED', 422)
      await releaseSession(c, s.id, 'HELD')
      await takeInventory(c, quote.hotelCode, quote.demand, 'held')
      await recordHolds(c, s.id, quote.hotelCode, quote.demand, 'HELD')
    }
    const r = await c.query(
      `UPDATE hotel_engine.sessions SET version = version + 1, hotel_code = $2, request = $3, quote = $4, updated_at = $5
        WHERE id = $1 RETURNING *`,
      [s.id, quote.hotelCode, JSON.stringify(b), JSON.stringify(quote), now],
    )
    return sessionWire(toRow(r.rows[0]))
  })
}

/**
 * Holds the session's rooms for 15 minutes (endpoint 7). Idempotent while held: a replay returns the
 * same hold and deadline (never extended).
 * @throws EngineError 404, 409 VERSION_CONFLICT/LAST_ROOM_TAKEN, 410 SESSION_EXPIRED, 422 ROOMS_REQUIRED
 */
export async function holdSession(pool: pg.Pool, id: string, version: number, now: Date) {
  return withTransaction(pool, async (c) => {
    const s = await lockSession(c, id, now)
    assertChangeable(s, version)
    if (s.status === 'HELD') return sessionWire(s)
    if (s.quote.demand.length === 0) throw new EngineError('ROOMS_REQUIRED', 422)
    await takeInventory(c, s.quote.hotelCode, s.quote.demand, 'held')
    await recordHolds(c, s.id, s.quote.hotelCode, s.quote.demand, 'HELD')
    const until = new Date(now.getTime() + LIMITS.holdMinutes * 60_000)
    const r = await c.query(`UPDATE hotel_engine.sessions SET status = 'HELD', hold_expires_at = $2, updated_at = $3 WHERE id = $1 RETURNING *`, [s.id, until, now])
    return sessionWire(toRow(r.rows[0]))
  })
}

/**
 * Abandons a session (endpoint 8): releases its hold; CANCELLED. Idempotent on EXPIRED/CANCELLED.
 * @throws EngineError 404 SESSION_NOT_FOUND, 409 SESSION_ALREADY_CONFIRMED
 */
export async function deleteSession(pool: pg.Pool, id: string, now: Date): Promise<void> {
  await withTransaction(pool, async (c) => {
    const s = await lockSession(c, id, now)
    if (s.status === 'CONFIRMED') throw new EngineError('SESSION_ALREADY_CONFIRMED', 409, { SessionID: id })
    if (s.status === 'EXPIRED' || s.status === 'CANCELLED') return
    if (s.status === 'HELD') await releaseSession(c, s.id, 'HELD')
    await c.query(`UPDATE hotel_engine.sessions SET status = 'CANCELLED', updated_at = $2 WHERE id = $1`, [s.id, now])
  })
}

/**
 * The saved payment reservation of a token (endpoint 9, spec §3): Header.Currency, PromoCode, Paxes,
 * Hotel{HotelCode, Habs}, CheckIn, CheckOut, Ecommerce.PendingAmount.HasPartialPayment.
 * @returns null (→ 204) when no live session has that token
 */
export async function sessionByToken(pool: pg.Pool, token: string, now: Date) {
  const r = await pool.query(`SELECT * FROM hotel_engine.sessions WHERE token = $1`, [token])
  if (!r.rows[0]) return null
  const s = toRow(r.rows[0])
  const expired = s.status === 'EXPIRED' || s.status === 'CANCELLED' || (s.status === 'OPEN' && s.expiresAt <= now)
  if (expired) return null
  const b = s.request
  return {
    SessionID: s.id,
    Status: s.status,
    Header: { Currency: b.Header.Currency, Language: s.quote.lang },
    PromoCode: b.PromoCode,
    Paxes: b.Paxes.map((p) => ({ Adults: p.Adults, Children: p.Children, Ages: p.Ages })),
    Hotel: { HotelCode: s.quote.hotelCode, Habs: b.Hotel.Habs, Rooms: b.Hotel.Rooms ?? [] },
    CheckIn: b.CheckIn,
    CheckOut: b.CheckOut,
    Ecommerce: { PendingAmount: { HasPartialPayment: s.quote.pending.hasPartialPayment } },
  }
}
