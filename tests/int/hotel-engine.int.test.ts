/**
 * Reference hotel engine against real PostgreSQL (issue #3): availability and pricing, sessions,
 * hold / commit / release, the sweeper, idempotent commit and cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createHotelEngine } from '../../src/hotel-engine'
import { forgetCached } from '../../src/hotel-engine/catalog'
import { addDays } from '../../src/lib/hotel-date'
import { createFixtureHotel, engineTestDatabase, requester, testClock } from '../helpers/engine-fixtures'

const BEARER = 'test-bearer-credential'
const ADMIN = 'test-admin-credential'
const TODAY = '2026-11-21'
const clock = testClock('2026-11-21T15:00:00Z') // 10:00 in Cancun
const req = requester(BEARER)

let db: { pool: pg.Pool; stop: () => Promise<void> }
let engine: ReturnType<typeof createHotelEngine>
let hotel: string

const d = (n: number) => addDays(TODAY, n)
const header = (lang = 'EN', currency = 'USD') => ({ Channel: 94, ClientId: '0', Language: lang, Country: 'USA', Currency: currency })
const booking = (over: Record<string, unknown> = {}) => ({
  Header: header(),
  PromoCode: '',
  Hotel: { HotelCode: hotel, Habs: 1 },
  Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
  CheckIn: d(20),
  CheckOut: d(23),
  Summary: true,
  ...over,
})

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await engine.handle(req(method, path, body, headers))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers }
}

async function inv(room: string, night: string) {
  const r = await db.pool.query(`SELECT total, held, sold FROM hotel_engine.inventory WHERE hotel_code = $1 AND room_code = $2 AND night = $3`, [hotel, room, night])
  return r.rows[0] as { total: number; held: number; sold: number }
}

beforeAll(async () => {
  db = await engineTestDatabase()
  engine = createHotelEngine({ pool: db.pool, bearer: BEARER, adminBearer: ADMIN, now: clock.now, sweepEveryMs: 0 })
  hotel = await createFixtureHotel(db.pool, {
    from: TODAY,
    days: 90,
    rooms: [
      { code: 'JS', units: 5, price: '200.00', category: 'jrsuites' },
      { code: 'WD', units: 1, price: '350.00', category: 'swimup', maxAdults: 2, maxOccupancy: 3 },
      { code: 'M1', units: 2, price: '500.00', category: 'mrsuites' },
    ],
  })
})

afterAll(async () => {
  await db?.stop()
})

describe('availability', () => {
  it('prices room types × rate plans per Hab with children bands, in minor-unit-exact decimals', async () => {
    const r = await call(
      'POST',
      '/availability',
      booking({
        Hotel: { HotelCode: hotel, Habs: 2 },
        Paxes: [
          { Adults: 2, Children: 2, Ages: [3, 9] },
          { Adults: 1, Children: 0, Ages: [] },
        ],
      }),
    )
    expect(r.status).toBe(200)
    const js = r.body.Rooms.find((x: { RoomCode: string }) => x.RoomCode === 'JS')
    const flex = js.RatePlans.find((x: { RatePlanCode: string }) => x.RatePlanCode === 'FLEX')
    // Hab 1: 200 + 0 (age 3) + 40 (age 9) = 240/night; Hab 2: 1 adult = 160/night
    expect(flex.Habs[0].NightlyPrices.map((n: { Amount: number }) => n.Amount)).toEqual([240, 240, 240])
    expect(flex.Habs[1].totalAmount).toBe(480)
    expect(flex.totalAmount).toBe(1200)
    expect(flex.averageAmount).toBe(400)
    expect(flex.nights).toBe(3)
    expect(flex.nameRatePlan).toBe('Flexible')
    // WD holds at most 3 guests: refused with a reason
    expect(r.body.Unavailable).toContainEqual(expect.objectContaining({ RoomCode: 'WD', Reason: 'OCCUPANCY_EXCEEDED' }))
  })

  it('flags low stock with the spec message and converts currencies per night', async () => {
    const r = await call('POST', '/availability', booking({ Header: header('ES', 'MXN') }))
    const m1 = r.body.Rooms.find((x: { RoomCode: string }) => x.RoomCode === 'M1')
    expect(m1.RemainingUnits).toBe(2)
    expect(m1.LowStock).toBe(true)
    expect(m1.LowStockMessage).toBe('Solo quedan 2 habitaciones')
    const nr = m1.RatePlans.find((x: { RatePlanCode: string }) => x.RatePlanCode === 'NR')
    expect(nr.NightlyPrices ?? nr.Habs[0].NightlyPrices[0].Amount).toBe(425 * 18.5) // 500 × 0.85 USD → MXN
    expect(r.body.Currency).toBe('MXN')
  })

  it('answers Portuguese texts for Language PT where written, English where not (contract 1.2)', async () => {
    await db.pool.query(`UPDATE hotel_engine.rate_plans SET name_pt = 'Não reembolsável', policies_pt = 'Sem reembolso' WHERE hotel_code = $1 AND rate_code = 'NR'`, [hotel])
    await db.pool.query(`UPDATE hotel_engine.room_types SET name_pt = 'Suíte Júnior' WHERE hotel_code = $1 AND room_code = 'JS'`, [hotel])
    forgetCached(db.pool, `products:${hotel}`) // the engine keeps a hotel's room types and rate plans in memory
    try {
      const r = await call('POST', '/availability', booking({ Header: header('PT'), CheckIn: d(30), CheckOut: d(33) }))
      expect(r.status).toBe(200)
      const js = r.body.Rooms.find((x: { RoomCode: string }) => x.RoomCode === 'JS')
      expect(js.name).toBe('Suíte Júnior')
      expect(js.description).toBe('Description') // no Portuguese written: the English text
      const nr = js.RatePlans.find((x: { RatePlanCode: string }) => x.RatePlanCode === 'NR')
      expect([nr.nameRatePlan, nr.policies, nr.descRatePlan]).toEqual(['Não reembolsável', 'Sem reembolso', 'Best price'])
      const flex = js.RatePlans.find((x: { RatePlanCode: string }) => x.RatePlanCode === 'FLEX')
      expect(flex.nameRatePlan).toBe('Flexible')
      // an error text without Portuguese is answered in English
      const bad = await call('POST', '/availability', booking({ Header: header('PT'), CheckIn: d(-3), CheckOut: d(1) }))
      expect(bad.status).toBe(400)
      expect(bad.body.Error).toMatchObject({ Code: 'VALIDATION_ERROR', Message: 'The request contains invalid data' })
    } finally {
      await db.pool.query(`UPDATE hotel_engine.rate_plans SET name_pt = '', policies_pt = '' WHERE hotel_code = $1`, [hotel])
      await db.pool.query(`UPDATE hotel_engine.room_types SET name_pt = '' WHERE hotel_code = $1`, [hotel])
      forgetCached(db.pool, `products:${hotel}`)
    }
  })

  it('reads MinLOS from the check-in night and answers the spec message', async () => {
    await db.pool.query(`INSERT INTO hotel_engine.restrictions (hotel_code, room_code, night, min_stay) SELECT $1, room_code, $2, 3 FROM hotel_engine.room_types WHERE hotel_code = $1`, [hotel, d(30)])
    const r = await call('POST', '/availability', booking({ CheckIn: d(30), CheckOut: d(32), Header: header('ES') }))
    expect(r.status).toBe(200)
    expect(r.body.Rooms).toEqual([])
    expect(r.body.Unavailable[0]).toMatchObject({ Reason: 'MIN_STAY_NOT_MET', Message: 'Estancia mínima 3 noches' })
    const s = await call('POST', '/payment-reservation', booking({ CheckIn: d(30), CheckOut: d(32) }))
    expect(s.status).toBe(422)
    expect(s.body.Error).toMatchObject({ Code: 'MIN_STAY_NOT_MET', Message: 'Minimum stay 3 nights' })
  })

  it('refuses bad input with 4xx and the error body', async () => {
    const cases: [unknown, number][] = [
      ['{not json', 400],
      [booking({ CheckIn: d(-1), CheckOut: d(2) }), 400],
      [booking({ CheckIn: d(5), CheckOut: d(4) }), 400],
      [booking({ CheckIn: d(5), CheckOut: d(36) }), 400],
      [booking({ Hotel: { HotelCode: hotel, Habs: 6 }, Paxes: Array(6).fill({ Adults: 1 }) }), 400],
      [booking({ Paxes: [{ Adults: 1, Children: 4, Ages: [1, 2, 3, 4] }] }), 400],
      [booking({ Paxes: [{ Adults: 0, Children: 1, Ages: [5] }] }), 400],
      [booking({ Paxes: [{ Adults: 2, Children: 1, Ages: [16] }] }), 400],
      [booking({ Hotel: { HotelCode: '99999', Habs: 1 } }), 404],
      [booking({ CheckIn: '2027-02-30' }), 400],
      [booking({ Header: header('EN', 'XXX') }), 400],
      [booking({ PromoCode: 'NOPE' }), 422],
    ]
    for (const [body, status] of cases) {
      const r = await call('POST', '/availability', body)
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(status)
      expect(r.body.Error.Code).toBeTypeOf('string')
      expect(r.body.Error.TraceId).toBeTypeOf('string')
    }
    const promo = await call('POST', '/availability', booking({ PromoCode: 'NOPE', Header: header('ES') }))
    expect(promo.body.Error.Message).toBe('Código promocional no válido')
    const noAuth = await engine.handle(new Request('http://engine.test/hotel-api/v1/availability', { method: 'POST', body: JSON.stringify(booking()) }))
    expect(noAuth.status).toBe(401)
    const badAuth = await engine.handle(requester('wrong')('POST', '/availability', booking()))
    expect(badAuth.status).toBe(401)
    expect((await call('GET', '/nowhere')).status).toBe(404)
    expect((await call('PATCH', '/availability', booking())).status).toBe(405)
    const doc = await engine.handle(new Request('http://engine.test/hotel-api/v1/openapi.json'))
    expect(doc.status).toBe(200)
    const openapi = await doc.json()
    expect(openapi.openapi).toBe('3.1.0')
    expect(Object.keys(openapi.paths)).toContain('/payment-reservation/hold')
  })
})

describe('sessions, hold, commit, cancel', () => {
  const guest = { FirstName: 'Ana', LastName: 'López', Email: 'ana@example.com' }
  const payment = (amount: number, ref: string) => ({ Provider: 'sandbox', Reference: ref, MethodCode: 'VI', Currency: 'USD', AmountAuthorized: amount })

  it('creates, reads, updates with Version and fetches by token', async () => {
    const c = await call('POST', '/payment-reservation', booking())
    expect(c.status).toBe(201)
    expect(c.body).toMatchObject({ Version: 1, Status: 'OPEN' })
    const g = await call('GET', `/payment-reservation?SessionID=${c.body.SessionID}`)
    expect(g.body.Summary.Rooms).toEqual([])
    const u = await call('PUT', '/payment-reservation', {
      ...booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'JS', RatePlanCode: 'DEP' }] } }),
      CheckIn: d(20),
      CheckOut: d(23),
      SessionID: c.body.SessionID,
      Version: 1,
      Ecommerce: { PendingAmount: { HasPartialPayment: true } },
    })
    expect(u.status).toBe(200)
    expect(u.body.Version).toBe(2)
    expect(u.body.Summary.TotalAmount).toBe(570) // 3 × 190
    expect(u.body.Summary.AmountDueNow).toBe(171)
    expect(u.body.Summary.Ecommerce.PendingAmount).toEqual({ HasPartialPayment: true, Amount: 399, DueDate: d(13) })
    const stale = await call('PUT', '/payment-reservation', { ...booking(), SessionID: c.body.SessionID, Version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.Error.Code).toBe('VERSION_CONFLICT')
    const t = await call('GET', `/payment-reservation/token?Token=${c.body.Token}`)
    expect(t.status).toBe(200)
    expect(t.body).toMatchObject({ Header: { Currency: 'USD' }, Hotel: { HotelCode: hotel, Habs: 1 }, CheckIn: d(20), Ecommerce: { PendingAmount: { HasPartialPayment: true } } })
    expect((await call('GET', `/payment-reservation/token?Token=${'x'.repeat(32)}`)).status).toBe(204)
    expect((await call('GET', `/payment-reservation/token?Token=bad!`)).status).toBe(400)
  })

  it('holds the last unit, refuses a second hold with LAST_ROOM_TAKEN, releases on delete', async () => {
    const mk = async () => (await call('POST', '/payment-reservation', booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }] } }))).body
    const a = await mk()
    const b = await mk()
    const ha = await call('POST', '/payment-reservation/hold', { SessionID: a.SessionID, Version: 1 })
    expect(ha.status).toBe(200)
    expect(ha.body.Status).toBe('HELD')
    // idempotent while held, deadline not extended
    clock.advanceMinutes(5)
    const again = await call('POST', '/payment-reservation/hold', { SessionID: a.SessionID, Version: 1 })
    expect(again.body.HoldExpiresAt).toBe(ha.body.HoldExpiresAt)
    const hb = await call('POST', '/payment-reservation/hold', { SessionID: b.SessionID, Version: 1 }, { 'accept-language': 'es-MX' })
    expect(hb.status).toBe(409)
    expect(hb.body.Error.Code).toBe('LAST_ROOM_TAKEN')
    expect(hb.body.Error.Message).toBe('La última habitación disponible se ha reservado. Por favor, elige fechas alternativas para tu reserva o una categoría distinta.')
    expect(hb.body.Error.Details).toEqual({ RoomCode: 'WD', Nights: [d(20), d(21), d(22)] })
    expect(await inv('WD', d(21))).toEqual({ total: 1, held: 1, sold: 0 })
    expect((await call('DELETE', `/payment-reservation?SessionID=${a.SessionID}`)).status).toBe(204)
    expect(await inv('WD', d(21))).toEqual({ total: 1, held: 0, sold: 0 })
    expect((await call('POST', '/payment-reservation/hold', { SessionID: a.SessionID, Version: 1 })).status).toBe(410)
    expect((await call('POST', '/payment-reservation/hold', { SessionID: b.SessionID, Version: 1 })).status).toBe(200)
    await call('DELETE', `/payment-reservation?SessionID=${b.SessionID}`)
  })

  it('answers LAST_ROOM_TAKEN (not NO_AVAILABILITY) to the re-price of a session whose room another guest took meanwhile', async () => {
    const mk = async () => (await call('POST', '/payment-reservation', booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }] } }))).body
    const a = await mk()
    const b = await mk()
    try {
      expect((await call('POST', '/payment-reservation/hold', { SessionID: a.SessionID, Version: 1 })).status).toBe(200)
      const u = await call('PUT', '/payment-reservation', {
        ...booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }] } }),
        SessionID: b.SessionID,
        Version: 1,
      })
      expect(u.status).toBe(409)
      expect(u.body.Error.Code).toBe('LAST_ROOM_TAKEN')
      expect(u.body.Error.Details).toEqual({ Rooms: [{ RoomCode: 'WD', Reason: 'NO_AVAILABILITY' }] })
    } finally {
      for (const s of [a, b]) await call('DELETE', `/payment-reservation?SessionID=${s.SessionID}`)
    }
    expect(await inv('WD', d(21))).toEqual({ total: 1, held: 0, sold: 0 })
  })

  it('moves a live hold with the new selection on PUT, keeping its deadline', async () => {
    const s = (await call('POST', '/payment-reservation', booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'WD', RatePlanCode: 'FLEX' }] } }))).body
    const h = await call('POST', '/payment-reservation/hold', { SessionID: s.SessionID, Version: 1 })
    expect(h.status).toBe(200)
    const u = await call('PUT', '/payment-reservation', {
      ...booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'M1', RatePlanCode: 'FLEX' }] } }),
      SessionID: s.SessionID,
      Version: 1,
    })
    expect(u.status).toBe(200)
    expect(u.body).toMatchObject({ Status: 'HELD', Version: 2, HoldExpiresAt: h.body.HoldExpiresAt })
    expect(await inv('WD', d(20))).toMatchObject({ held: 0 })
    expect(await inv('M1', d(20))).toMatchObject({ held: 1 })
    expect((await call('DELETE', `/payment-reservation?SessionID=${s.SessionID}`)).status).toBe(204)
    expect(await inv('M1', d(20))).toMatchObject({ held: 0 })
  })

  it('sweeps expired holds (summing per night) and refuses to hold an expired session', async () => {
    const sessions = []
    for (let i = 0; i < 2; i++) {
      const s = (await call('POST', '/payment-reservation', booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'M1', RatePlanCode: 'NR' }] } }))).body
      expect((await call('POST', '/payment-reservation/hold', { SessionID: s.SessionID, Version: 1 })).status).toBe(200)
      sessions.push(s)
    }
    expect(await inv('M1', d(20))).toEqual({ total: 2, held: 2, sold: 0 })
    clock.advanceMinutes(16)
    expect(await engine.sweep()).toBeGreaterThanOrEqual(2)
    expect(await inv('M1', d(20))).toEqual({ total: 2, held: 0, sold: 0 })
    const g = await call('GET', `/payment-reservation?SessionID=${sessions[0].SessionID}`)
    expect(g.body.Status).toBe('EXPIRED')
    expect((await call('POST', '/payment-reservation/hold', { SessionID: sessions[0].SessionID, Version: 1 })).status).toBe(410)
  })

  it('commits once per Idempotency-Key (50 duplicates → 1 reservation), refuses key reuse, cancels releasing the nights', async () => {
    const s = (
      await call(
        'POST',
        '/payment-reservation',
        booking({
          Hotel: {
            HotelCode: hotel,
            Habs: 2,
            Rooms: [
              { Hab: 1, RoomCode: 'JS', RatePlanCode: 'FLEX' },
              { Hab: 2, RoomCode: 'JS', RatePlanCode: 'FLEX' },
            ],
          },
          Paxes: [{ Adults: 2 }, { Adults: 2 }],
        }),
      )
    ).body
    expect(s.Summary.TotalAmount).toBe(1200)
    expect((await call('POST', '/payment-reservation/hold', { SessionID: s.SessionID, Version: 1 })).status).toBe(200)
    expect(await inv('JS', d(22))).toMatchObject({ held: 2, sold: 0 })
    const body = { SessionID: s.SessionID, Version: 1, Guest: guest, Payment: payment(1200, 'pi_dup_1') }
    const results = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/reservations', body, { 'idempotency-key': 'pi_dup_1' })))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((x) => x === 201)).toHaveLength(1)
    expect(statuses.filter((x) => x === 200)).toHaveLength(49)
    const codes = new Set(results.map((r) => r.body.ConfirmationCode))
    expect(codes.size).toBe(1)
    const count = await db.pool.query(`SELECT count(*)::int AS n FROM hotel_engine.reservations WHERE session_id = $1`, [s.SessionID])
    expect(count.rows[0].n).toBe(1)
    expect(await inv('JS', d(22))).toMatchObject({ held: 0, sold: 2 })
    const reuse = await call('POST', '/reservations', { ...body, Payment: payment(1199, 'pi_dup_1') }, { 'idempotency-key': 'pi_dup_1' })
    expect(reuse.status).toBe(422)
    expect(reuse.body.Error.Code).toBe('IDEMPOTENCY_KEY_REUSED')
    const other = await call('POST', '/reservations', { ...body, Payment: payment(1200, 'pi_dup_2') }, { 'idempotency-key': 'pi_dup_2' })
    expect(other.status).toBe(409)
    expect(other.body.Error.Code).toBe('SESSION_ALREADY_CONFIRMED')
    expect((await call('POST', '/reservations', body)).status).toBe(400) // no Idempotency-Key

    const code = [...codes][0] as string
    const read = await call('GET', `/reservations/${code}?Email=ANA@example.com`)
    expect(read.body).toMatchObject({ Status: 'CONFIRMED', TotalAmount: 1200, PaidAmount: 1200 })
    expect((await call('GET', `/reservations/${code}?Email=someone@example.com`)).status).toBe(404)

    const cancel = () => call('POST', `/reservations/${code}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': 'cancel-1' })
    const [c1, c2] = await Promise.all([cancel(), cancel()])
    expect([c1.status, c2.status].sort()).toEqual([200, 200])
    expect(c1.body).toEqual(c2.body)
    expect(c1.body).toMatchObject({ Status: 'CANCELLED', Cancellation: { Penalty: 0, Refund: 1200 } })
    expect(await inv('JS', d(22))).toMatchObject({ held: 0, sold: 0 })
    expect(await inv('JS', d(23))).toMatchObject({ held: 0, sold: 0 })
    const again = await call('POST', `/reservations/${code}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': 'cancel-2' })
    expect(again.status).toBe(409)
    expect(again.body.Error.Code).toBe('ALREADY_CANCELLED')
  })

  it('commits an OPEN session directly, checks the amount, and refuses to cancel a non-refundable rate', async () => {
    const s = (await call('POST', '/payment-reservation', booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: 'M1', RatePlanCode: 'NR' }] } }))).body
    const wrong = await call('POST', '/reservations', { SessionID: s.SessionID, Version: 1, Guest: guest, Payment: payment(1, 'pi_nr_x') }, { 'idempotency-key': 'pi_nr_x' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.Error.Code).toBe('PAYMENT_AMOUNT_MISMATCH')
    const ok = await call('POST', '/reservations', { SessionID: s.SessionID, Version: 1, Guest: guest, Payment: payment(1275, 'pi_nr_1') }, { 'idempotency-key': 'pi_nr_1' })
    expect(ok.status).toBe(201)
    expect(await inv('M1', d(20))).toMatchObject({ held: 0, sold: 1 })
    const c = await call('POST', `/reservations/${ok.body.ConfirmationCode}/cancel`, { Email: 'ana@example.com' }, { 'idempotency-key': 'c-nr' })
    expect(c.status).toBe(422)
    expect(c.body.Error.Code).toBe('CANCEL_NOT_ALLOWED')
    expect(await inv('M1', d(20))).toMatchObject({ sold: 1 })
  })

  it('searches reservations by code, email, part of the name and a stay or booking day, newest first; refuses an empty or malformed search', async () => {
    const commit = async (room: string, g: typeof guest, ref: string, checkIn: number, nights: number) => {
      const s = (
        await call(
          'POST',
          '/payment-reservation',
          booking({ Hotel: { HotelCode: hotel, Habs: 1, Rooms: [{ Hab: 1, RoomCode: room, RatePlanCode: 'FLEX' }] }, CheckIn: d(checkIn), CheckOut: d(checkIn + nights) }),
        )
      ).body
      const r = await call('POST', '/reservations', { SessionID: s.SessionID, Version: 1, Guest: g, Payment: payment(s.Summary.TotalAmount, ref) }, { 'idempotency-key': ref })
      expect(r.status).toBe(201)
      return r.body.ConfirmationCode as string
    }
    const first = await commit('JS', { FirstName: 'Beatriz', LastName: 'Nuñez_Paz', Email: 'Bea.Search@Example.com' }, 'pi_search_1', 40, 2)
    const second = await commit('JS', { FirstName: 'Bruno', LastName: 'Díaz', Email: 'bea.search@example.com' }, 'pi_search_2', 50, 3)
    const codes = async (query: string) => {
      const r = await call('GET', `/reservations?${query}`)
      expect(r.status).toBe(200)
      return (r.body.Reservations as { ConfirmationCode: string }[]).map((x) => x.ConfirmationCode)
    }
    expect(await codes(`Code=${first.toLowerCase()}`)).toEqual([first])
    expect(await codes('Email=BEA.SEARCH%40example.com')).toEqual([second, first])
    expect(await codes('Email=bea.search%40example.com&Limit=1')).toEqual([second])
    expect(await codes('Name=nuñez')).toEqual([first])
    expect(await codes('Name=z_p')).toEqual([first]) // LIKE's _ is a literal underscore
    expect(await codes('Name=z%25p')).toEqual([]) // and % a literal percent sign
    expect(await codes(`Date=${d(41)}&Email=bea.search%40example.com`)).toEqual([first])
    expect(await codes(`Date=${d(53)}&Name=bruno`)).toEqual([second]) // the check-out day
    expect(await codes(`Date=${d(54)}&Name=bruno`)).toEqual([])
    expect(await codes(`Date=${TODAY}&Name=br`)).toEqual([second]) // booked today (hotel-local)
    const read = await call('GET', `/reservations?Code=${first}`)
    expect(read.body.Reservations[0]).toMatchObject({ Status: 'CONFIRMED', Guest: { FirstName: 'Beatriz' }, CheckIn: d(40), CheckOut: d(42), Payment: { Reference: 'pi_search_1' } })
    for (const bad of ['', 'Limit=5', 'Name=a', 'Date=2026-02-30', 'Code=AB', 'Email=not-an-email', 'Limit=51&Name=ana']) {
      const r = await call('GET', `/reservations?${bad}`)
      expect(r.status, bad).toBe(400)
    }
    const anonymous = await engine.handle(new Request('http://engine.test/hotel-api/v1/reservations?Name=bruno'))
    expect(anonymous.status).toBe(401)
  })
})
