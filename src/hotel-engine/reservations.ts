/**
 * Reservations (design/hotel-api-v1.md endpoints 10–12): commit a session (hold → sold in one
 * transaction; one reservation per session and per payment reference; the stored quote is charged),
 * read one (guest self-service by e-mail), cancel per the rate plans' cancel policy releasing exactly
 * the nights taken. Idempotency is applied by the caller (`idempotency.ts`).
 */
import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { containsPattern } from '../lib/db'
import { HOTEL_TIME_ZONE, hotelLocalDate } from '../lib/hotel-date'
import { fromMinor, minorToNumeric, toMinor } from './domain/money'
import { cancelOutcome } from './domain/policy'
import { EngineError } from './errors'
import { moveHeldToSold, recordHolds, releaseSession, takeInventory } from './inventory'
import type { StoredQuote } from './quote'
import type { CommitBody, ReservationSearchQuery } from './schemas'
import { getSession } from './sessions'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A confirmation code: 10 characters of an unambiguous alphabet (no 0/O, 1/I). */
export function newConfirmationCode(): string {
  const bytes = randomBytes(10)
  let s = ''
  for (const b of bytes) s += CODE_ALPHABET[b % CODE_ALPHABET.length]
  return s
}

type ReservationRow = Record<string, unknown> & { quote: StoredQuote }

/** The reservation's wire view (endpoints 10, 11, 12). */
export function reservationWire(r: ReservationRow) {
  const q = r.quote
  const d = q.decimals
  return {
    ConfirmationCode: r.confirmation_code,
    SessionID: r.session_id,
    Status: r.status,
    HotelCode: r.hotel_code,
    CheckIn: q.checkIn,
    CheckOut: q.checkOut,
    Guest: r.guest,
    Currency: r.currency,
    TotalAmount: fromMinor(q.totalMinor, d),
    PaidAmount: fromMinor(toMinor(String(r.paid_amount), d), d),
    Payment: r.payment,
    Summary: q.summary,
    Cancellation:
      r.status === 'CANCELLED'
        ? { Penalty: fromMinor(toMinor(String(r.cancel_penalty), d), d), Refund: fromMinor(toMinor(String(r.refund_amount), d), d), CancelledAt: (r.cancelled_at as Date).toISOString() }
        : null,
    CreatedAt: (r.created_at as Date).toISOString(),
  }
}

/**
 * Commits a session into a reservation inside the caller's transaction.
 * HELD and not expired → held moves to sold; OPEN (or a hold expired but not yet swept) → the rooms
 * are taken directly as sold with the same guarded update. The promo's use is counted here.
 * @throws EngineError 404 SESSION_NOT_FOUND; 409 VERSION_CONFLICT, LAST_ROOM_TAKEN,
 *   SESSION_ALREADY_CONFIRMED, PAYMENT_REFERENCE_USED; 410 SESSION_EXPIRED; 422 ROOMS_REQUIRED,
 *   PAYMENT_AMOUNT_MISMATCH, PROMO_EXHAUSTED
 */
export async function commitReservation(c: pg.PoolClient, b: CommitBody, now: Date) {
  const s = await getSession(c, b.SessionID, true)
  if (!s) throw new EngineError('SESSION_NOT_FOUND', 404, { SessionID: b.SessionID })
  if (s.status === 'CONFIRMED') {
    const r = await c.query(`SELECT confirmation_code FROM hotel_engine.reservations WHERE session_id = $1`, [s.id])
    throw new EngineError('SESSION_ALREADY_CONFIRMED', 409, { SessionID: s.id, ConfirmationCode: r.rows[0]?.confirmation_code })
  }
  if (s.status === 'EXPIRED' || s.status === 'CANCELLED' || (s.status === 'OPEN' && s.expiresAt <= now)) {
    throw new EngineError('SESSION_EXPIRED', 410, { SessionID: s.id })
  }
  if (s.version !== b.Version) throw new EngineError('VERSION_CONFLICT', 409, { SessionID: s.id, Version: s.version })
  const q = s.quote
  if (q.demand.length === 0) throw new EngineError('ROOMS_REQUIRED', 422)
  let authorized: number
  try {
    authorized = toMinor(String(b.Payment.AmountAuthorized), q.decimals)
  } catch {
    authorized = -1
  }
  if (b.Payment.Currency !== q.currency || authorized !== q.dueNowMinor) {
    throw new EngineError('PAYMENT_AMOUNT_MISMATCH', 422, {
      Expected: { Currency: q.currency, Amount: fromMinor(q.dueNowMinor, q.decimals) },
      Received: { Currency: b.Payment.Currency, Amount: b.Payment.AmountAuthorized },
    })
  }
  const holdLive = s.status === 'HELD' && s.holdExpiresAt !== null && s.holdExpiresAt > now
  if (holdLive) {
    await moveHeldToSold(c, s.id)
  } else {
    if (s.status === 'HELD') await releaseSession(c, s.id, 'HELD')
    await takeInventory(c, q.hotelCode, q.demand, 'sold')
    await recordHolds(c, s.id, q.hotelCode, q.demand, 'SOLD')
  }
  const code = newConfirmationCode()
  const ins = await c.query(
    `INSERT INTO hotel_engine.reservations
       (confirmation_code, session_id, hotel_code, status, email, guest, payment_provider, payment_reference, payment, quote,
        currency, total_amount, paid_amount, promo_code, created_at)
     VALUES ($1, $2, $3, 'CONFIRMED', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (payment_provider, payment_reference) DO NOTHING
     RETURNING *`,
    [
      code,
      s.id,
      q.hotelCode,
      b.Guest.Email,
      JSON.stringify(b.Guest),
      b.Payment.Provider,
      b.Payment.Reference,
      JSON.stringify(b.Payment),
      JSON.stringify(q),
      q.currency,
      minorToNumeric(q.totalMinor, q.decimals),
      minorToNumeric(q.dueNowMinor, q.decimals),
      q.promoCode,
      now,
    ],
  )
  if (ins.rowCount === 0) throw new EngineError('PAYMENT_REFERENCE_USED', 409, { Provider: b.Payment.Provider, Reference: b.Payment.Reference })
  const row = ins.rows[0] as ReservationRow
  if (q.promoCode) {
    const used = await c.query(`UPDATE hotel_engine.promo_codes SET uses = uses + 1 WHERE code = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING 1`, [q.promoCode])
    if (used.rowCount === 0) throw new EngineError('PROMO_EXHAUSTED', 422, { PromoCode: q.promoCode })
    await c.query(`INSERT INTO hotel_engine.promo_uses (code, reservation_id) VALUES ($1, $2)`, [q.promoCode, row.id])
  }
  await c.query(`UPDATE hotel_engine.sessions SET status = 'CONFIRMED', updated_at = $2 WHERE id = $1`, [s.id, now])
  return reservationWire(row)
}

/** Reads a reservation by confirmation code and guest e-mail, the e-mail in any case. @throws EngineError 404 RESERVATION_NOT_FOUND when either does not match */
export async function readReservation(pool: pg.Pool, code: string, email: string) {
  const r = await pool.query(`SELECT * FROM hotel_engine.reservations WHERE confirmation_code = $1 AND lower(email) = lower($2)`, [code, email])
  if (!r.rows[0]) throw new EngineError('RESERVATION_NOT_FOUND', 404, { ConfirmationCode: code })
  return reservationWire(r.rows[0] as ReservationRow)
}

/**
 * The channel's reservation search (`GET /reservations`): every criterion given must match — `Code`
 * exactly, `Email` in any case, `Name` a part of the guest's "first last" in any case, `Date` a
 * hotel-local day (America/Cancun) the stay covers (check-in ≤ Date ≤ check-out) or the booking was
 * made on. Newest first, at most `Limit` (default 20). Authenticated with the channel's credential,
 * like every non-admin route: the channel (the storefront's operations view) decides who sees it.
 * @returns the reservations' wire views (empty when none match)
 */
export async function searchReservations(pool: pg.Pool, q: ReservationSearchQuery) {
  const where: string[] = []
  const args: unknown[] = []
  const arg = (v: unknown) => `$${args.push(v)}`
  if (q.Code !== undefined) where.push(`confirmation_code = ${arg(q.Code)}`)
  if (q.Email !== undefined) where.push(`lower(email) = lower(${arg(q.Email)})`)
  if (q.Name !== undefined) {
    where.push(`lower(concat_ws(' ', guest->>'FirstName', guest->>'LastName')) LIKE ${arg(containsPattern(q.Name))}`)
  }
  if (q.Date !== undefined) {
    const day = arg(q.Date)
    where.push(`((quote->>'checkIn') <= ${day} AND (quote->>'checkOut') >= ${day} OR (created_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = ${day}::date)`)
  }
  const r = await pool.query(`SELECT * FROM hotel_engine.reservations WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${arg(q.Limit ?? 20)}`, args)
  return r.rows.map((row) => reservationWire(row as ReservationRow))
}

/**
 * Cancels a reservation inside the caller's transaction: every chosen rate plan must allow it
 * (policy.ts `cancelOutcome`, hotel-local today); the penalty is the sum of the rooms' penalties,
 * capped at what was paid; the SOLD nights of the session are released exactly. The e-mail matches in
 * any case.
 * With `paymentVoid` the channel voids a reservation whose payment never reached the hotel (its
 * authorization was cancelled before capture): no policy applies, penalty and refund are 0.
 * @throws EngineError 404 RESERVATION_NOT_FOUND, 409 ALREADY_CANCELLED, 422 CANCEL_NOT_ALLOWED
 */
export async function cancelReservation(c: pg.PoolClient, code: string, email: string, now: Date, options: { paymentVoid?: boolean } = {}) {
  const r = await c.query(`SELECT * FROM hotel_engine.reservations WHERE confirmation_code = $1 AND lower(email) = lower($2) FOR UPDATE`, [code, email])
  const row = r.rows[0] as ReservationRow | undefined
  if (!row) throw new EngineError('RESERVATION_NOT_FOUND', 404, { ConfirmationCode: code })
  if (row.status === 'CANCELLED') throw new EngineError('ALREADY_CANCELLED', 409, { ConfirmationCode: code })
  const q = row.quote
  const tz = await c.query(`SELECT timezone FROM hotel_engine.hotels WHERE hotel_code = $1`, [q.hotelCode])
  const today = hotelLocalDate(now, tz.rows[0]?.timezone ?? HOTEL_TIME_ZONE)
  const paid = options.paymentVoid ? 0 : toMinor(String(row.paid_amount), q.decimals)
  let penalty = 0
  for (const room of options.paymentVoid ? [] : q.rooms) {
    const o = cancelOutcome(room.policy, { today, checkIn: q.checkIn, nightlyMinor: room.nightly.map((n) => n.amountMinor), paidMinor: room.totalMinor })
    if (!o.allowed) throw new EngineError('CANCEL_NOT_ALLOWED', 422, { ConfirmationCode: code, RatePlanCode: room.rateCode })
    penalty += o.penaltyMinor
  }
  penalty = Math.min(penalty, paid)
  await c.query(`SELECT 1 FROM hotel_engine.sessions WHERE id = $1 FOR UPDATE`, [row.session_id])
  await releaseSession(c, row.session_id as string, 'SOLD')
  await c.query(`UPDATE hotel_engine.sessions SET status = 'CANCELLED', updated_at = $2 WHERE id = $1`, [row.session_id, now])
  const up = await c.query(
    `UPDATE hotel_engine.reservations SET status = 'CANCELLED', cancel_penalty = $2, refund_amount = $3, cancelled_at = $4
      WHERE id = $1 RETURNING *`,
    [row.id, minorToNumeric(penalty, q.decimals), minorToNumeric(paid - penalty, q.decimals), now],
  )
  return reservationWire(up.rows[0] as ReservationRow)
}
