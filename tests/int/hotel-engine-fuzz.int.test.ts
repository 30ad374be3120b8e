/**
 * Bad input never yields a 5xx (issue #3 "Reliability"; architecture §4): ≥ 1,000 generated bad
 * requests over every endpoint — malformed JSON, wrong types, unknown hotel, inverted dates, 6 rooms,
 * 4 children, missing or invalid bearer, odd paths — answer 4xx with the contract's error body and
 * leave the inventory unchanged. A fast-check property drives the generation (fixed seed, so a
 * failure replays and shrinks to the smallest failing input).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { addDays } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'fuzz-bearer'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z')
const d = (n: number) => addDays(TODAY, n)
const req = requester(BEARER)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let hotel: string
let sessionId: string
let confirmation: string

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const JUNK: unknown[] = [null, -1, 0, 1.5, 1e21, '', ' ', 'x'.repeat(300), [], {}, true, '2027-02-30', '../../etc', '%E0%A4%A', '😀', { $ne: 1 }, [1, 2, 3], '1; DROP TABLE x', 'NaN', -0.0001]

async function snapshot() {
  const r = await db.pool.query(
    `SELECT coalesce(sum(held), 0)::int AS held, coalesce(sum(sold), 0)::int AS sold, coalesce(sum(total), 0)::int AS total FROM hotel_engine.inventory WHERE hotel_code = $1`,
    [hotel],
  )
  return r.rows[0]
}

beforeAll(async () => {
  db = await engineTestDatabase(8)
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: 'fuzz-admin', now: clock.now, sweepEveryMs: 0 })
  hotel = await createFixtureHotel(db.pool, {
    from: TODAY,
    days: 60,
    rooms: [
      { code: 'JS', units: 2 },
      { code: 'WD', units: 1 },
    ],
  })
  // a confirmed session and reservation: valid-looking hold/commit/cancel targets can no longer move inventory
  const s = await engine.handle(req('POST', '/payment-reservation', validBooking([{ Hab: 1, RoomCode: 'JS', RatePlanCode: 'NR' }])))
  const sb = await s.json()
  sessionId = sb.SessionID
  const c = await engine.handle(
    req(
      'POST',
      '/reservations',
      {
        SessionID: sessionId,
        Version: 1,
        Guest: { FirstName: 'F', LastName: 'Z', Email: 'f@z.example' },
        Payment: { Provider: 'sandbox', Reference: 'fuzz-1', MethodCode: 'VI', Currency: 'USD', AmountAuthorized: sb.Summary.AmountDueNow },
      },
      { 'idempotency-key': 'fuzz-1' },
    ),
  )
  confirmation = (await c.json()).ConfirmationCode
})

afterAll(async () => {
  await db?.stop()
})

function validBooking(rooms?: unknown[]) {
  return {
    Header: { Channel: 94, ClientId: '0', Language: 'ES', Country: 'USA', Currency: 'USD' },
    PromoCode: '',
    Hotel: { HotelCode: hotel, Habs: 1, ...(rooms ? { Rooms: rooms } : {}) },
    Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
    CheckIn: d(10),
    CheckOut: d(12),
  }
}

/** Replaces (or deletes) one random leaf or branch of a JSON value. */
function mutate(v: unknown, rnd: () => number): unknown {
  if (v === null || typeof v !== 'object') return JUNK[Math.floor(rnd() * JUNK.length)]
  const copy: Record<string, unknown> | unknown[] = Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) }
  const keys = Object.keys(copy)
  if (keys.length === 0) return JUNK[Math.floor(rnd() * JUNK.length)]
  const k = keys[Math.floor(rnd() * keys.length)]
  const r = rnd()
  const target = copy as Record<string, unknown>
  if (r < 0.2) delete target[k]
  else if (r < 0.6) target[k] = JUNK[Math.floor(rnd() * JUNK.length)]
  else target[k] = mutate(target[k], rnd)
  return copy
}

describe('bad input', () => {
  it('answers ≥ 1,000 generated bad requests with 4xx and the error body, inventory unchanged', async () => {
    const before = await snapshot()
    const rnd = prng(42)
    type Target = { m: string; p: string; b: Record<string, unknown>; h?: Record<string, string> }
    const targeted: (() => Target)[] = [
      () => ({ m: 'POST', p: '/availability', b: validBooking() }),
      () => ({ m: 'POST', p: '/payment-reservation', b: validBooking([{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }]) }),
      () => ({ m: 'PUT', p: '/payment-reservation', b: { ...validBooking(), SessionID: sessionId, Version: 1 } }),
      () => ({ m: 'POST', p: '/payment-reservation/hold', b: { SessionID: sessionId, Version: 1 } }),
      () => ({
        m: 'POST',
        p: '/reservations',
        b: {
          SessionID: sessionId,
          Version: 1,
          Guest: { FirstName: 'F', LastName: 'Z', Email: 'f@z.example' },
          Payment: { Provider: 'sandbox', Reference: 'x', MethodCode: 'VI', Currency: 'USD', AmountAuthorized: 1 },
        },
        h: { 'idempotency-key': `k${Math.floor(rnd() * 1e9)}` },
      }),
      () => ({ m: 'POST', p: `/reservations/${confirmation}/cancel`, b: { Email: 'f@z.example' }, h: { 'idempotency-key': `c${Math.floor(rnd() * 1e9)}` } }),
      () => ({ m: 'PUT', p: '/admin/ari', b: { HotelCode: hotel, Items: [{ RoomCodes: ['JS'], From: d(1), To: d(2), Total: 0 }] } }),
    ]
    const queries = [
      () => `/calendar?HotelCode=${hotel}&From=${d(1)}&To=${d(30)}&Adults=2&Ages=3`,
      () => `/promo-codes/ABC?HotelCode=${hotel}&CheckIn=${d(1)}&CheckOut=${d(3)}`,
      () => `/payment-reservation?SessionID=${sessionId}`,
      () => `/payment-reservation/token?Token=${'a'.repeat(30)}`,
      () => `/reservations/${confirmation}?Email=f@z.example`,
      () => `/booking-config?HotelCode=${hotel}&Channel=94`,
    ]
    const statuses = new Map<number, number>()
    let sent = 0
    const send = async (r: Request, label: string) => {
      const res = await engine.handle(r)
      const text = await res.text()
      sent++
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(res.status, `${label} → ${text.slice(0, 300)}`).toBeLessThan(500)
      if (res.status >= 400) expect(JSON.parse(text).Error.Code, label).toBeTypeOf('string')
    }
    const bodyRequest = fc.record({
      target: fc.nat({ max: targeted.length - 1 }),
      kind: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      auth: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      seed: fc.integer(),
      extra: fc.oneof(fc.anything({ maxDepth: 2 }), fc.string({ maxLength: 60 }), fc.integer(), fc.double()),
    })
    await fc.assert(
      fc.asyncProperty(bodyRequest, async ({ target, kind, auth, seed, extra }) => {
        const rnd = prng(seed)
        const t = targeted[target]()
        let body: string
        if (kind < 0.08)
          body = JSON.stringify(t.b).slice(0, Math.floor(rnd() * 40)) // truncated JSON
        else if (kind < 0.12) body = ['', 'null', '[]', '"x"', '{', '42', 'true'][Math.floor(rnd() * 7)]
        else if (kind < 0.18) body = JSON.stringify({ ...t.b, Hotel: { HotelCode: hotel, Habs: 6 }, Paxes: Array(6).fill({ Adults: 1 }) })
        else if (kind < 0.24) body = JSON.stringify({ ...t.b, Paxes: [{ Adults: 2, Children: 4, Ages: [1, 2, 3, 4] }] })
        else if (kind < 0.3) body = JSON.stringify({ ...t.b, CheckIn: d(9), CheckOut: d(5) })
        else if (kind < 0.34) body = JSON.stringify({ ...t.b, Hotel: { HotelCode: '00000', Habs: 1 } })
        else if (kind < 0.45) body = JSON.stringify({ ...t.b, [Object.keys(t.b)[Math.floor(rnd() * Object.keys(t.b).length)]]: extra })
        else body = JSON.stringify(mutate(mutate(t.b, rnd), rnd))
        let headers = { ...(t.h ?? {}) } as Record<string, string>
        let r = req(t.m, t.p, body, headers)
        if (auth < 0.05) r = new Request(r.url, { method: t.m, body, headers })
        else if (auth < 0.1) r = requester('wrong-' + seed)(t.m, t.p, body, headers)
        else if (auth < 0.13) {
          headers = { ...headers, 'idempotency-key': 'x'.repeat(300) }
          r = req(t.m, t.p, body, headers)
        }
        await send(r, `${t.m} ${t.p} ${body.slice(0, 200)}`)
      }),
      { numRuns: 700, seed: 42 },
    )
    const queryRequest = fc.record({
      query: fc.nat({ max: queries.length - 1 }),
      seed: fc.integer(),
      value: fc.oneof(fc.constantFrom(...JUNK.map((j) => (typeof j === 'string' ? j : JSON.stringify(j)))), fc.string({ maxLength: 40 })),
      method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'POST', 'PATCH', 'DELETE'),
      farTo: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(queryRequest, async ({ query, seed, value, method, farTo }) => {
        const rnd = prng(seed)
        const u = new URL('http://x' + queries[query]())
        const keys = [...u.searchParams.keys()]
        const k = keys[Math.floor(rnd() * keys.length)]
        if (k) {
          if (rnd() < 0.3) u.searchParams.delete(k)
          else u.searchParams.set(k, value)
        }
        if (farTo) u.searchParams.set('To', d(200))
        await send(req(method, u.pathname + u.search), `${method} ${u.pathname}${u.search}`)
      }),
      { numRuns: 300, seed: 43 },
    )
    const odd = [
      '/',
      '/availability/',
      '/payment-reservation/hold/x',
      '/reservations/%E0%A4%A/cancel',
      '/promo-codes/%',
      '/promo-codes/' + 'A'.repeat(100),
      '/admin/ari',
      '/../availability',
      '/reservations//cancel',
    ]
    for (let i = 0; i < 50; i++) await send(req(['GET', 'POST', 'PUT', 'DELETE'][i % 4], odd[i % odd.length], i % 2 ? '{}' : undefined), odd[i % odd.length])
    expect(sent).toBeGreaterThanOrEqual(1000)
    expect(await snapshot()).toEqual(before)
    const fourxx = [...statuses.entries()].filter(([s]) => s >= 400).reduce((a, [, n]) => a + n, 0)
    expect(fourxx / sent).toBeGreaterThan(0.9)
  })
})
