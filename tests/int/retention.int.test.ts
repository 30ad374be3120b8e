/**
 * Data retention (issue #12, src/lib/retention.ts with every owner's rules, src/retentionRules.ts; the
 * hotel engine's own, src/hotel-engine/retention.ts): old rows of each kind go, recent ones and
 * business records stay, two instances running it at once delete each row once and never fail, and
 * the storefront's retention never deletes the engine's rows.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runRetention } from '../../src/lib/retention'
import { RETENTION_RULES } from '../../src/retentionRules'
import { pruneEngineData } from '../../src/hotel-engine/retention'
import { createHotelEngine } from '../../src/hotel-engine'

let pool: pg.Pool
const tag = randomUUID().slice(0, 8)
const ago = (days: number) => new Date(Date.now() - days * 86_400_000)

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})
afterAll(async () => {
  await pool.end()
})

const exists = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0

describe('retention', () => {
  it('deletes what is past its period and keeps the rest', async () => {
    const hotel = (await pool.query<{ hotel_code: string }>(`SELECT hotel_code FROM hotel_engine.hotels LIMIT 1`)).rows[0]!.hotel_code
    const session = async (status: string, expires: Date) => {
      const id = randomUUID()
      await pool.query(`INSERT INTO hotel_engine.sessions (id, token, status, hotel_code, request, quote, expires_at, created_at, updated_at) VALUES ($1, $2, $3, $4, '{}', '{}', $5, $5, $5)`, [
        id,
        `tok-${id}`,
        status,
        hotel,
        expires,
      ])
      return id
    }
    const oldOpen = await session('OPEN', ago(10))
    const oldExpired = await session('EXPIRED', ago(8))
    const recentOpen = await session('OPEN', ago(1))
    await pool.query(
      `INSERT INTO hotel_engine.idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at) VALUES ('commit', $1, 'h', 200, '{}', $2), ('commit', $3, 'h', 200, '{}', now())`,
      [`old-${tag}`, ago(31), `new-${tag}`],
    )
    await pool.query(`INSERT INTO shop.carts (cart_id, created_at, updated_at) VALUES ($1, $2, $2), ($3, now(), now()), ($4, $2, $2)`, [
      `old-cart-${tag}`,
      ago(8),
      `new-cart-${tag}`,
      `busy-cart-${tag}`,
    ])
    const checkout = (id: string, cart: string, status: string, expires: Date) =>
      pool.query(`INSERT INTO shop.checkouts (checkout_id, cart_id, status, currency, decimals, total_minor, lines, expires_at, created_at) VALUES ($1, $2, $3, 'USD', 2, 100, '[]', $4, $4)`, [
        id,
        cart,
        status,
        expires,
      ])
    await checkout(`old-co-${tag}`, `gone-${tag}`, 'expired', ago(31))
    await checkout(`failed-co-${tag}`, `gone-${tag}`, 'released', ago(40))
    await pool.query(`INSERT INTO shop.payment_attempts (idempotency_key, checkout_id, state, created_at) VALUES ($1, $2, 'failed', $3)`, [`att-${tag}`, `failed-co-${tag}`, ago(40)])
    await checkout(`recent-co-${tag}`, `gone-${tag}`, 'expired', ago(3))
    await checkout(`open-co-${tag}`, `busy-cart-${tag}`, 'open', new Date(Date.now() + 600_000))
    await pool.query(`INSERT INTO payments.stripe_events (event_id, type, created, received_at) VALUES ($1, 'x', $2, $2), ($3, 'x', now(), now())`, [`evt_old_${tag}`, ago(31), `evt_new_${tag}`])
    await pool.query(`INSERT INTO storefront_limits.used_tokens (kind, token, expires_at) VALUES ('captcha', $1, $2), ('captcha', $3, now() + interval '1 hour')`, [`old-${tag}`, ago(1), `new-${tag}`])

    const attempt = (ref: string, resolvedDaysAgo: number | null, createdDaysAgo: number) =>
      pool.query(
        `INSERT INTO storefront_booking.booking_attempts (payment_reference, session_id, email, locale, created_at, resolved_at, outcome)
         VALUES ($1, $2, 'ana@example.com', 'es', $3, $4, $5)`,
        [ref, randomUUID(), ago(createdDaysAgo), resolvedDaysAgo === null ? null : ago(resolvedDaysAgo), resolvedDaysAgo === null ? null : 'confirmed'],
      )
    await attempt(`pi_old_resolved_${tag}`, 31, 31)
    await attempt(`pi_recent_resolved_${tag}`, 10, 40)
    await attempt(`pi_old_open_${tag}`, null, 60)
    // interest-free plans: a booked payment's stays (even once its attempt is gone), a payment not booked loses its plan
    await attempt(`pi_not_booked_${tag}`, 2, 2)
    await pool.query(`UPDATE storefront_booking.booking_attempts SET outcome = 'not-booked' WHERE payment_reference = $1`, [`pi_not_booked_${tag}`])
    await pool.query(`INSERT INTO storefront_booking.payment_plans (payment_reference, months, amount_minor, currency) VALUES ($1, 3, 300000, 'MXN'), ($2, 6, 600000, 'MXN')`, [
      `pi_old_resolved_${tag}`,
      `pi_not_booked_${tag}`,
    ])

    // two instances at once
    const runs = await Promise.all([runRetention(pool, RETENTION_RULES), runRetention(pool, RETENTION_RULES)])
    expect(runs.every((r) => Object.keys(r).length >= 9)).toBe(true)
    // the storefront's retention never deletes the engine's rows: the engine prunes its own
    expect(await exists('SELECT 1 FROM hotel_engine.sessions WHERE id = $1', [oldOpen])).toBe(true)
    expect(await exists(`SELECT 1 FROM hotel_engine.idempotency_keys WHERE key = $1`, [`old-${tag}`])).toBe(true)
    await Promise.all([pruneEngineData(pool), pruneEngineData(pool)])

    const session_ = 'SELECT 1 FROM hotel_engine.sessions WHERE id = $1'
    expect(await exists(session_, [oldOpen])).toBe(false)
    expect(await exists(session_, [oldExpired])).toBe(false)
    expect(await exists(session_, [recentOpen])).toBe(true)
    expect(await exists(`SELECT 1 FROM hotel_engine.idempotency_keys WHERE key = $1`, [`old-${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM hotel_engine.idempotency_keys WHERE key = $1`, [`new-${tag}`])).toBe(true)
    expect(await exists(`SELECT 1 FROM shop.carts WHERE cart_id = $1`, [`old-cart-${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM shop.carts WHERE cart_id = $1`, [`new-cart-${tag}`])).toBe(true)
    // an old cart with an open checkout stays
    expect(await exists(`SELECT 1 FROM shop.carts WHERE cart_id = $1`, [`busy-cart-${tag}`])).toBe(true)
    expect(await exists(`SELECT 1 FROM shop.checkouts WHERE checkout_id = $1`, [`old-co-${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM shop.payment_attempts WHERE idempotency_key = $1`, [`att-${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM shop.checkouts WHERE checkout_id = $1`, [`recent-co-${tag}`])).toBe(true)
    expect(await exists(`SELECT 1 FROM shop.checkouts WHERE checkout_id = $1`, [`open-co-${tag}`])).toBe(true)
    expect(await exists(`SELECT 1 FROM payments.stripe_events WHERE event_id = $1`, [`evt_old_${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM payments.stripe_events WHERE event_id = $1`, [`evt_new_${tag}`])).toBe(true)
    expect(await exists(`SELECT 1 FROM storefront_limits.used_tokens WHERE token = $1`, [`old-${tag}`])).toBe(false)
    expect(await exists(`SELECT 1 FROM storefront_limits.used_tokens WHERE token = $1`, [`new-${tag}`])).toBe(true)
    // booking attempts: resolved over 30 days ago go; recently resolved and unresolved ones stay
    const attempt_ = 'SELECT 1 FROM storefront_booking.booking_attempts WHERE payment_reference = $1'
    expect(await exists(attempt_, [`pi_old_resolved_${tag}`])).toBe(false)
    expect(await exists(attempt_, [`pi_recent_resolved_${tag}`])).toBe(true)
    expect(await exists(attempt_, [`pi_old_open_${tag}`])).toBe(true)
    const plan_ = 'SELECT 1 FROM storefront_booking.payment_plans WHERE payment_reference = $1'
    expect(await exists(plan_, [`pi_old_resolved_${tag}`])).toBe(true)
    expect(await exists(plan_, [`pi_not_booked_${tag}`])).toBe(false)
    expect(await exists(attempt_, [`pi_not_booked_${tag}`])).toBe(true)
  })

  it('the engine prunes its own rows on its schedule (started by a request, in the background); off when not asked', async () => {
    const hotel = (await pool.query<{ hotel_code: string }>(`SELECT hotel_code FROM hotel_engine.hotels LIMIT 1`)).rows[0]!.hotel_code
    const id = randomUUID()
    await pool.query(`INSERT INTO hotel_engine.sessions (id, token, status, hotel_code, request, quote, expires_at, created_at, updated_at) VALUES ($1, $2, 'EXPIRED', $3, '{}', '{}', $4, $4, $4)`, [
      id,
      `tok-${id}`,
      hotel,
      ago(9),
    ])
    const request = () => new Request('http://localhost/hotel-api/v1/openapi.json')
    const off = createHotelEngine({ pool, bearer: 'b', adminBearer: 'a', sweepEveryMs: 0 })
    expect((await off.handle(request())).status).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    expect(await exists('SELECT 1 FROM hotel_engine.sessions WHERE id = $1', [id])).toBe(true)
    const on = createHotelEngine({ pool, bearer: 'b', adminBearer: 'a', sweepEveryMs: 0, retentionEveryMs: 3_600_000 })
    expect((await on.handle(request())).status).toBe(200)
    for (let i = 0; i < 50 && (await exists('SELECT 1 FROM hotel_engine.sessions WHERE id = $1', [id])); i++) await new Promise((r) => setTimeout(r, 100))
    expect(await exists('SELECT 1 FROM hotel_engine.sessions WHERE id = $1', [id])).toBe(false)
  })

  it('keeps business records: orders and sessions with a reservation are never touched', async () => {
    const before = (await pool.query(`SELECT (SELECT count(*) FROM shop.orders) AS o, (SELECT count(*) FROM hotel_engine.reservations) AS r`)).rows[0]
    await runRetention(pool, RETENTION_RULES)
    await pruneEngineData(pool)
    const after = (await pool.query(`SELECT (SELECT count(*) FROM shop.orders) AS o, (SELECT count(*) FROM hotel_engine.reservations) AS r`)).rows[0]
    expect(after).toEqual(before)
  })
})
