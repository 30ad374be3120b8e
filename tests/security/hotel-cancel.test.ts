/**
 * Issue #13 items 10 and 15 — the hotel cancellation cannot be blocked by someone who knows only the
 * confirmation code, and the guest's email is compared case-insensitively.
 *
 * - The storefront's Idempotency-Key for the hotel API cancel is a hash of code + lower-cased email
 *   (src/features/hotel-booking/server/refunds.ts `hotelCancelKey`), not `storefront-cancel-<code>`.
 * - The engine never stores a "not found" answer against an Idempotency-Key
 *   (src/hotel-engine/idempotency.ts): a wrong-email cancel under the guest's key leaves the key free.
 * - The engine's reservation lookup and cancel match the email whatever its case, also for a row
 *   stored with capitals (src/hotel-engine/reservations.ts).
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelCancelKey } from '../../src/features/hotel-booking/server/refunds'
import { createHotelEngine } from '../../src/hotel-engine'
import { addDays } from '../../src/lib/hotel-date'
import { readReservation } from '../../src/hotel-engine/reservations'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'security-bearer-credential'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z')
const req = requester(BEARER)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let hotel: string

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await engine.handle(req(method, path, body, headers))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

let n = 0
/** A confirmed, refundable reservation of `email`; its confirmation code. */
async function reservation(email: string): Promise<string> {
  n++
  const s = (
    await call('POST', '/payment-reservation', {
      Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
      PromoCode: '',
      Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'JS', RatePlanCode: 'FLEX' }] },
      Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
      CheckIn: addDays(TODAY, 20 + n * 4),
      CheckOut: addDays(TODAY, 22 + n * 4),
      Summary: true,
    })
  ).body
  const ref = `pi_sec_${n}_${Date.now()}`
  const c = await call(
    'POST',
    '/reservations',
    {
      SessionID: s.SessionID,
      Version: 1,
      Guest: { FirstName: 'Ana', LastName: 'López', Email: email },
      Payment: { Provider: 'sandbox', Reference: ref, MethodCode: 'VI', Currency: 'USD', AmountAuthorized: s.Summary.AmountDueNow },
    },
    { 'idempotency-key': ref },
  )
  expect(c.status).toBe(201)
  return c.body.ConfirmationCode as string
}

const storedKeys = async (key: string) => (await db.pool.query(`SELECT count(*)::int AS n FROM hotel_engine.idempotency_keys WHERE endpoint = 'cancel' AND key = $1`, [key])).rows[0].n as number

beforeAll(async () => {
  db = await engineTestDatabase()
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'security-admin-credential', now: clock.now, sweepEveryMs: 0 })
  hotel = await createFixtureHotel(db.pool, { from: TODAY, days: 120, rooms: [{ code: 'JS', units: 5, price: '200.00', category: 'jrsuites' }] })
})

afterAll(async () => {
  await db?.stop()
})

describe('item 10: a confirmation code alone cannot block the guest’s cancel', () => {
  it('the storefront key hashes code + lower-cased email: another email gives another key, the code is not in it', () => {
    const key = hotelCancelKey('HXA12345', 'ana@example.com')
    expect(key).not.toBe('storefront-cancel-HXA12345')
    expect(key).not.toContain('HXA12345')
    expect(hotelCancelKey('HXA12345', 'mallory@example.com')).not.toBe(key)
    expect(hotelCancelKey('HXA12345', '  ANA@Example.COM ')).toBe(key)
    expect(hotelCancelKey('HXA12346', 'ana@example.com')).not.toBe(key)
  })

  it('a wrong-email cancel under the guest’s Idempotency-Key stores nothing; the guest’s cancel then succeeds', async () => {
    const code = await reservation('ana@example.com')
    const key = `storefront-cancel-${code}` // the old, guessable key
    const attack = await call('POST', `/reservations/${code}/cancel`, { Email: 'mallory@example.com' }, { 'idempotency-key': key })
    expect(attack.status).toBe(404)
    expect(attack.body.Error.Code).toBe('RESERVATION_NOT_FOUND')
    expect(await storedKeys(key)).toBe(0)
    const again = await call('POST', `/reservations/${code}/cancel`, { Email: 'mallory@example.com' }, { 'idempotency-key': key })
    expect(again.status).toBe(404)

    const guest = await call('POST', `/reservations/${code}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': key })
    expect(guest.status).toBe(200)
    expect(guest.body.Status).toBe('CANCELLED')
    // the guest's answer is the one kept: a retry replays it
    const replay = await call('POST', `/reservations/${code}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': key })
    expect(replay).toEqual(guest)
  })

  it('an unknown confirmation code stores nothing either', async () => {
    const key = 'storefront-cancel-ZZZZ999999'
    expect((await call('POST', '/reservations/ZZZZ999999/cancel', { Email: 'ana@example.com' }, { 'idempotency-key': key })).status).toBe(404)
    expect(await storedKeys(key)).toBe(0)
  })
})

describe('item 15: the engine compares emails case-insensitively', () => {
  it('reads and cancels a reservation whatever the case of the email, also one stored with capitals', async () => {
    const code = await reservation('Rosa.Diaz@Example.com')
    // a row written with capitals (an import, an older engine): the comparison must not depend on it
    await db.pool.query(`UPDATE hotel_engine.reservations SET email = 'Rosa.Diaz@Example.com' WHERE confirmation_code = $1`, [code])
    for (const email of ['rosa.diaz@example.com', 'ROSA.DIAZ@EXAMPLE.COM', 'Rosa.Diaz@Example.com']) {
      const r = await call('GET', `/reservations/${code}?Email=${encodeURIComponent(email)}`)
      expect(r.status, email).toBe(200)
    }
    expect(await readReservation(db.pool, code, 'ROSA.diaz@EXAMPLE.com')).toMatchObject({ ConfirmationCode: code })
    const c = await call('POST', `/reservations/${code}/cancel`, { Email: 'rosa.DIAZ@example.COM' }, { 'idempotency-key': hotelCancelKey(code, 'rosa.DIAZ@example.COM') })
    expect(c.status).toBe(200)
    expect(c.body.Status).toBe('CANCELLED')
  })

  it('a different email is still not found', async () => {
    const code = await reservation('luis@example.com')
    expect((await call('GET', `/reservations/${code}?Email=luisa@example.com`)).status).toBe(404)
  })
})
