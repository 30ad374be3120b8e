/**
 * The sweep of stale Stripe authorizations across both payment flows, with the combined commit state
 * the webhook route and the sweeper timer use (`paymentCommitState`): ticket-shop intents (metadata
 * `kind: 'ticket-shop'`) answered by the shop's checkout/order (`shopCommitState`), hotel intents by
 * the hotel API session. Real `stripe` SDK against the local Stripe-compatible server, the shop
 * service with the real Stripe provider, the reference hotel engine over HTTP, and the test database.
 * Also the timer's tick and start/stop rules (not its timing), and ownership: only intents whose
 * metadata carries this deployment's id are swept; a session or checkout nobody can find is unknown.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import Stripe from 'stripe'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StripePaymentProvider, ownershipMetadata } from '../../src/features/checkout/payments/stripe'
import { SandboxPaymentProvider } from '../../src/features/checkout/payments/sandbox'
import { processEvent, sweepAuthorizations, type WebhookDeps } from '../../src/features/checkout/server/stripeWebhook'
import { paymentCommitState, stripeWebhookDeps } from '../../src/features/checkout/server/stripeWebhookDeps'
import { DEFAULT_SWEEP_EVERY_MS, sweepEveryMs, sweepTick } from '../../src/features/checkout/server/authorizationSweeper'
import { JOBS } from '../../src/jobs'
import { runningJobs, startJobs, stopJobs } from '../../src/lib/jobRuns'
import { shopCommitState, shopPaymentFlow } from '../../src/features/ticket-shop/server/paymentFlow'
import { hotelPaymentFlow } from '../../src/features/hotel-booking/server/paymentFlow'
import { paymentFlows } from '../../src/paymentFlows'
import { closeShopPool, shopPool } from '../../src/features/ticket-shop/server/db'
import { createShopService, type ShopService } from '../../src/features/ticket-shop/server/service'
import type { AddItem } from '../../src/features/ticket-shop/domain'
import { addDays, hotelLocalDate } from '../../src/lib/hotel-date'
import { HotelApiClient } from '../../src/lib/hotel-api'
import { startEngineServer, type EngineServer } from '../helpers/engine-server'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'
import { testPayload } from '../helpers/payload'
import { parseEnv, reloadEnv } from '../../src/lib/env'

const SECRET = 'whsec_test_sweep'
const TOKEN = 'stripe-sweep-test-token'
const customer = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phone: '+52 998 123 4567', country: 'MX' }
const park = (date: string, adults = 1): AddItem => ({ productId: 3001, date, quantities: { adults, minors: 0, infants: 0 } })
const env = { ...process.env }

let payload: Payload
let stripe: StripeTestServer
let engine: EngineServer
let pool: pg.Pool
let shop: ShopService
let lostCaptureShop: ShopService
let sandboxShop: ShopService
let deps: WebhookDeps
const mine: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  stripe = await startStripeServer()
  engine = await startEngineServer({ databaseUrl: process.env.DATABASE_URL!, bearer: TOKEN })
  Object.assign(process.env, { HOTEL_API_URL: engine.baseUrl, HOTEL_API_TOKEN: TOKEN, HOTEL_API_TRAILING_SLASH: 'false' })
  reloadEnv() // the environment is read once; this file sets it late
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
  const provider = new StripePaymentProvider({ secretKey: 'sk_test_local', host: stripe.host, port: stripe.port, protocol: 'http' })
  shop = createShopService({ payments: () => provider })
  // The order is written, then the process dies (or the capture request is lost) before capturing.
  const lost = Object.assign(Object.create(provider) as StripePaymentProvider, { capture: async () => undefined })
  lostCaptureShop = createShopService({ payments: () => lost })
  sandboxShop = createShopService({ payments: () => new SandboxPaymentProvider() })
  deps = { pool, secret: SECRET, stripe: stripe.client(), graceMs: 0, flows: paymentFlows(), commitState: (pi) => paymentCommitState(pi, paymentFlows()) }
})
afterAll(async () => {
  stopJobs()
  process.env = env
  // Leave no authorization of this file's Stripe server for other files' sweeps.
  // (the discovery test may have tracked any intent of this server: all of them go)
  for await (const pi of stripe.client().paymentIntents.list({ limit: 100 })) mine.push(pi.id)
  await pool.query('DELETE FROM payments.payment_intents WHERE id = ANY($1::text[])', [mine])
  // the webhook deps run on the storefront's pool, closed below
  ;(globalThis as { __stripeWebhookDeps?: WebhookDeps }).__stripeWebhookDeps = undefined
  await pool.end()
  await closeShopPool()
  await engine.close()
  await stripe.close()
  await payload.destroy()
})

async function checkout(date: string) {
  const r = await shop.addToCart(null, park(date), 'en')
  if (!r.ok) throw new Error(`${r.code} ${r.message}`)
  const co = await shop.startCheckout(r.cartId, 'USD', 'en')
  if (!co.ok) throw new Error(co.message)
  return co
}

/** A shop checkout's PaymentIntent, prepared by the server and confirmed by the browser (authorized). */
async function authorizedShopIntent(checkoutId: string) {
  const p = await shop.prepareOrderPayment({ checkoutId, methodCode: 'VI', locale: 'en' })
  if (!p.ok) throw new Error(p.message)
  await stripe.client().paymentIntents.confirm(p.reference, { payment_method: 'pm_card_visa' }) // Stripe.js
  return p.reference
}

/** Records the intent's authorization as its webhook delivery would (payments.payment_intents). */
async function record(id: string) {
  mine.push(id)
  const event = stripe.events.find((e) => e.data.object.id === id && e.type === 'payment_intent.amount_capturable_updated')
  if (!event) throw new Error(`no authorization event for ${id}`)
  await processEvent(event as unknown as Stripe.Event, deps)
}

/** An authorized hotel-shaped intent; `owner`: this deployment's ownership metadata unless given ({} = none). */
async function hotelIntent(metadata: Record<string, string>, owner: Record<string, string> = ownershipMetadata()) {
  const c = stripe.client()
  const pi = await c.paymentIntents.create({ amount: 12_300, currency: 'usd', capture_method: 'manual', metadata: { ...owner, ...metadata } })
  await c.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })
  return pi.id
}

/** A payment-reservation session at the hotel engine, never held nor confirmed (status OPEN). */
async function openHotelSession() {
  const client = new HotelApiClient()
  const ctx = { pageUrl: 'http://localhost:3000/en/booking/', language: 'en' as const }
  const today = hotelLocalDate(new Date())
  const cal = await client.getCalendar({ hotelCode: 31453, from: addDays(today, 120), to: addDays(today, 200), currency: 'USD', adults: 2, ages: [] }, ctx)
  const n = cal.nights
  const i = n.findIndex((d, k) => k + 2 < n.length && d.minStay <= 2 && !d.closedToArrival && !n[k + 2].closedToDeparture && n.slice(k, k + 2).every((x) => !x.closed && x.available > 2))
  if (i < 0) throw new Error('no bookable stay')
  const search = { hotelCode: 31453, checkIn: n[i].date, checkOut: addDays(n[i].date, 2), rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'en' as const, channel: 94, clientId: 0 }
  const availability = await client.getAvailability(search, ctx)
  const room = availability.rooms[0]
  const session = await client.createPaymentReservation({ ...search, selections: [{ roomNumber: 1, roomCode: room.roomCode, ratePlanCode: room.ratePlans[0].ratePlanCode }] }, ctx)
  expect((await client.getPaymentReservation(session.sessionId, ctx)).status).toBe('OPEN')
  return session.sessionId
}

/** Records an intent's row straight in the table, as a webhook of an earlier version recorded any intent of the account. */
async function recordRaw(id: string) {
  mine.push(id)
  const pi = await stripe.client().paymentIntents.retrieve(id)
  await pool.query(
    `INSERT INTO payments.payment_intents (id, status, amount, amount_capturable, currency, metadata, authorized_at, updated_at)
     VALUES ($1, $2, $3, $4, 'USD', $5::jsonb, now() - interval '1 hour', now() - interval '1 hour')`,
    [id, pi.status, pi.amount, pi.amount_capturable, JSON.stringify(pi.metadata)],
  )
}

const row = async (id: string) => (await pool.query('SELECT status, resolution, amount_received FROM payments.payment_intents WHERE id = $1', [id])).rows[0]

describe('sweep with the combined commit state (webhook route and timer)', () => {
  it('shop: abandoned checkout → cancelled; order whose capture was lost → captured; open checkout → kept; hotel as before', async () => {
    // 1. authorized in the browser, never submitted; the checkout then expires (the shop's sweeper)
    const abandonedCo = await checkout('2027-10-01')
    const abandoned = await authorizedShopIntent(abandonedCo.checkoutId)
    await record(abandoned)
    await shopPool().query(`UPDATE shop.checkouts SET expires_at = now() - interval '1 minute' WHERE checkout_id = $1`, [abandonedCo.checkoutId])
    expect(await shop.sweepExpiredHolds(new Date())).toBeGreaterThan(0)

    // 2. ordered (order + tickets written) but the capture never reached Stripe
    const orderedCo = await checkout('2027-10-02')
    const lostCapture = await authorizedShopIntent(orderedCo.checkoutId)
    const placed = await lostCaptureShop.placeOrder({ checkoutId: orderedCo.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'sweep-lost-capture', paymentReference: lostCapture, locale: 'en' })
    if (!placed.ok) throw new Error(placed.message)
    expect(stripe.intents.get(lostCapture)?.status).toBe('requires_capture')
    await record(lostCapture)

    // 3. the customer is still on the checkout page (not expired)
    const openCo = await checkout('2027-10-03')
    const open = await authorizedShopIntent(openCo.checkoutId)
    await record(open)

    // 4. hotel: a session never confirmed (OPEN), a session the engine does not know, no session
    const hotelOpen = await hotelIntent({ sessionId: await openHotelSession() })
    const hotelGone = await hotelIntent({ sessionId: randomUUID() })
    const foreign = await hotelIntent({ orderId: 'not-ours' }, {})
    for (const id of [hotelOpen, hotelGone]) await record(id)
    await recordRaw(foreign)

    const done = await sweepAuthorizations(deps, 500)
    const action = (id: string) => done.find((d) => d.id === id)?.action
    expect({ abandoned: action(abandoned), lostCapture: action(lostCapture), open: action(open), hotelOpen: action(hotelOpen), hotelGone: action(hotelGone), foreign: action(foreign) }).toEqual({
      abandoned: 'cancelled',
      lostCapture: 'captured',
      open: 'kept',
      hotelOpen: 'cancelled',
      hotelGone: 'kept', // a session the engine does not know is unknown, never abandoned
      foreign: 'not-ours',
    })
    expect(stripe.intents.get(abandoned)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' })
    expect(stripe.intents.get(lostCapture)).toMatchObject({ status: 'succeeded', amount_received: orderedCo.totalMinor })
    expect(stripe.intents.get(open)?.status).toBe('requires_capture')
    expect(stripe.intents.get(hotelOpen)?.status).toBe('canceled')
    expect(stripe.intents.get(foreign)?.status).toBe('requires_capture')
    expect(stripe.intents.get(hotelGone)?.status).toBe('requires_capture')
    expect(await row(foreign)).toMatchObject({ resolution: 'not-ours' })
    expect(await row(abandoned)).toMatchObject({ status: 'canceled', resolution: 'cancelled' })
    expect(await row(lostCapture)).toMatchObject({ status: 'succeeded', resolution: 'captured', amount_received: String(orderedCo.totalMinor) })
    expect(await row(open)).toMatchObject({ status: 'requires_capture', resolution: null })
    // the order is untouched (paid, its tickets stand)
    const order = await shop.getOrder(placed.orderCode, customer.email, 'en')
    expect(order).toMatchObject({ status: 'paid', payment: { reference: lostCapture } })

    // the open checkout expires later: the next sweep releases its authorization
    await shopPool().query(`UPDATE shop.checkouts SET expires_at = now() - interval '1 second' WHERE checkout_id = $1`, [openCo.checkoutId])
    const later = await sweepAuthorizations(deps, 500)
    expect(later.find((d) => d.id === open)?.action).toBe('cancelled')
    expect(later.some((d) => d.id === abandoned || d.id === lostCapture)).toBe(false) // resolved ones stay resolved
  })

  it("hotel: only the intent the reservation was committed with is captured; the session's other authorization is cancelled (issue #11 item 2)", async () => {
    // The guest authorized A, changed the session (partial payment, a second tab) and paid with B; the
    // process died before capturing B. Both are authorized, the session is CONFIRMED.
    const sessionId = await openHotelSession()
    const stale = await hotelIntent({ sessionId })
    const paid = await hotelIntent({ sessionId })
    const client = new HotelApiClient()
    const hctx = { pageUrl: 'http://localhost:3000/en/booking/', language: 'en' as const }
    const session = await client.getPaymentReservation(sessionId, hctx)
    const reservation = await client.commitReservation(
      {
        sessionId,
        version: session.version,
        guest: customer,
        payment: { provider: 'stripe', reference: paid, methodCode: 'VI', currency: session.currency, amountAuthorizedMinor: session.dueNowMinor },
      },
      paid,
      hctx,
    )
    expect(reservation.payment?.reference).toBe(paid)
    expect(await client.getPaymentReservation(sessionId, hctx)).toMatchObject({ status: 'CONFIRMED', reservation: { confirmationCode: reservation.confirmationCode, paymentReference: paid } })
    for (const id of [stale, paid]) await record(id)

    const done = await sweepAuthorizations(deps, 500)
    const action = (id: string) => done.find((d) => d.id === id)?.action
    expect({ stale: action(stale), paid: action(paid) }).toEqual({ stale: 'cancelled', paid: 'captured' })
    expect(stripe.intents.get(stale)?.status).toBe('canceled') // never a second charge
    expect(stripe.intents.get(paid)?.status).toBe('succeeded')
  })

  it("the rule both checkouts share: committed only when the sold record's payment reference is this intent", async () => {
    const { commitStateByReference } = await import('../../src/features/checkout/server/commitRule')
    expect(commitStateByReference('pi_a', { paymentReference: 'pi_a', active: true })).toBe('committed')
    expect(commitStateByReference('pi_a', { paymentReference: 'pi_b', active: true })).toBe('abandoned')
    expect(commitStateByReference('pi_a', { paymentReference: null, active: true })).toBe('abandoned')
    expect(commitStateByReference('pi_a', { paymentReference: 'pi_a', active: false })).toBe('unknown')
    expect(commitStateByReference('pi_a', { paymentReference: undefined, active: true })).toBe('unknown')
    // a hotel API that does not say which payment the reservation used: never captured on a guess
    const { hotelCommitState } = await import('../../src/features/hotel-booking/server/paymentFlow')
    const confirmedWithoutReservation = { getPaymentReservation: async () => ({ status: 'CONFIRMED' }) } as unknown as HotelApiClient
    expect(await hotelCommitState({ id: 'pi_a', metadata: { sessionId: randomUUID() } }, confirmedWithoutReservation)).toBe('unknown')
  })

  it('holds no database transaction while it calls Stripe or the hotel API; a concurrent sweep never takes a claimed intent (issue #11 item 5)', async () => {
    const id = await hotelIntent({ orderId: 'not-ours' })
    await record(id)
    const seenDuringCall: { lockable: boolean; idleInTransaction: number; concurrent: string[] }[] = []
    const probe = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await probe.connect()
    try {
      const slow: WebhookDeps = {
        ...deps,
        commitState: async (pi) => {
          if (pi.id !== id) return 'unknown'
          // While the sweep is "at the hotel API": its row is not locked, no session of its pool sits in a transaction.
          await probe.query('BEGIN')
          const lockable = await probe.query('SELECT id FROM payments.payment_intents WHERE id = $1 FOR UPDATE NOWAIT', [id]).then(
            () => true,
            () => false,
          )
          await probe.query('ROLLBACK')
          const idle = await probe.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
          )
          const concurrent = (await sweepAuthorizations(deps, 500)).map((d) => d.id)
          seenDuringCall.push({ lockable, idleInTransaction: idle.rows[0]!.n, concurrent })
          return 'abandoned'
        },
      }
      const done = await sweepAuthorizations(slow, 500)
      expect(done.find((d) => d.id === id)?.action).toBe('cancelled')
    } finally {
      await probe.end()
    }
    expect(seenDuringCall).toHaveLength(1)
    expect(seenDuringCall[0]).toMatchObject({ lockable: true, idleInTransaction: 0 })
    expect(seenDuringCall[0]!.concurrent).not.toContain(id) // claimed by the first sweep
    expect(await row(id)).toMatchObject({ status: 'canceled', resolution: 'cancelled' })
  })

  it('one intent Stripe does not know (404) does not stop the others; kept ones do not starve the queue', async () => {
    const ghost = 'pi_ghost_' + randomUUID().replace(/-/g, '')
    mine.push(ghost)
    await pool.query(
      `INSERT INTO payments.payment_intents (id, status, amount, currency, authorized_at, updated_at) VALUES ($1, 'requires_capture', 100, 'USD', now() - interval '1 hour', now() - interval '1 hour')`,
      [ghost],
    )
    const kept = await Promise.all([1, 2, 3].map(() => hotelIntent({ orderId: 'not-ours' })))
    for (const id of kept) await record(id)
    const co = await checkout('2027-10-04')
    const abandoned = await authorizedShopIntent(co.checkoutId)
    await record(abandoned)
    await shopPool().query(`UPDATE shop.checkouts SET status = 'released' WHERE checkout_id = $1`, [co.checkoutId])
    // small batches: each look moves an intent to the back of the queue, so the abandoned one is reached
    const seen = new Map<string, string>()
    for (let i = 0; i < 300 && !seen.has(abandoned); i++) for (const d of await sweepAuthorizations(deps, 2)) seen.set(d.id, d.action)
    expect(seen.get(ghost)).toBe('failed')
    expect(seen.get(abandoned)).toBe('cancelled')
    expect(stripe.intents.get(abandoned)?.status).toBe('canceled')
  })
})

describe('shopCommitState', () => {
  const pi = (id: string, checkoutId: unknown) => ({ id, metadata: { kind: 'ticket-shop', ...(checkoutId === undefined ? {} : { checkoutId: String(checkoutId) }) } })
  const setStatus = (checkoutId: string, status: string, expiresIn = '10 minutes') =>
    shopPool().query(`UPDATE shop.checkouts SET status = $2, expires_at = now() + $3::interval WHERE checkout_id = $1`, [checkoutId, status, expiresIn])

  it('answers from the checkout and its order', async () => {
    const co = await checkout('2027-10-05')
    expect(await shopCommitState(pi('pi_a', co.checkoutId))).toBe('pending') // open, not expired
    await setStatus(co.checkoutId, 'open', '-1 second')
    expect(await shopCommitState(pi('pi_a', co.checkoutId))).toBe('abandoned') // open, past its expiry
    await setStatus(co.checkoutId, 'paying', '-1 second')
    expect(await shopCommitState(pi('pi_a', co.checkoutId))).toBe('pending') // a placeOrder is under way
    await setStatus(co.checkoutId, 'expired')
    expect(await shopCommitState(pi('pi_a', co.checkoutId))).toBe('abandoned')
    await setStatus(co.checkoutId, 'released')
    expect(await shopCommitState(pi('pi_a', co.checkoutId))).toBe('abandoned')
    expect(await shopCommitState(pi('pi_a', 'x'.repeat(32)))).toBe('unknown') // no such checkout: unknown, never abandoned
    expect(await shopCommitState(pi('pi_a', undefined))).toBe('unknown')
    expect(await shopCommitState(pi('pi_a', 'bad id!'))).toBe('unknown')

    const paid = await checkout('2027-10-06')
    const r = await sandboxShop.placeOrder({ checkoutId: paid.checkoutId, customer, methodCode: 'VI', idempotencyKey: 'sweep-commit-state' })
    if (!r.ok) throw new Error(r.message)
    const ref = (await shopPool().query<{ payment_reference: string }>(`SELECT payment_reference FROM shop.orders WHERE order_code = $1`, [r.orderCode])).rows[0]!.payment_reference
    expect(await shopCommitState(pi(ref, paid.checkoutId))).toBe('committed')
    expect(await shopCommitState(pi('pi_other_method', paid.checkoutId))).toBe('abandoned') // ordered with another payment
    await shopPool().query(`UPDATE shop.orders SET status = 'cancelled', cancelled_at = now() WHERE order_code = $1`, [r.orderCode])
    expect(await shopCommitState(pi(ref, paid.checkoutId))).toBe('unknown') // left to staff / the refund flow
    expect(await shopCommitState(pi('pi_other_method', paid.checkoutId))).toBe('abandoned')
  })

  it('paymentCommitState asks the flow that made the intent (by its metadata); no flow → unknown', async () => {
    const calls: string[] = []
    const flows = [
      { ...hotelPaymentFlow(), commitState: async () => (calls.push('hotel'), 'pending' as const) },
      { ...shopPaymentFlow(), commitState: async () => (calls.push('shop'), 'committed' as const) },
    ]
    expect(await paymentCommitState({ id: 'pi_1', metadata: { kind: 'ticket-shop', checkoutId: 'c' } }, flows)).toBe('committed')
    expect(await paymentCommitState({ id: 'pi_2', metadata: { sessionId: randomUUID() } }, flows)).toBe('pending')
    expect(await paymentCommitState({ id: 'pi_3', metadata: {} }, flows)).toBe('unknown')
    expect(calls).toEqual(['shop', 'hotel'])
  })
})

describe('sweeper timer', () => {
  it('period from STRIPE_SWEEP_EVERY_MS: default 5 min, 0 = off, at least 1 s, garbage refused at start by name', () => {
    const every = (v?: string) => sweepEveryMs(parseEnv(v === undefined ? {} : { STRIPE_SWEEP_EVERY_MS: v }))
    expect(every()).toBe(DEFAULT_SWEEP_EVERY_MS)
    expect(DEFAULT_SWEEP_EVERY_MS).toBe(300_000)
    expect(every('')).toBe(DEFAULT_SWEEP_EVERY_MS)
    expect(every('0')).toBe(0)
    expect(every('-5')).toBe(0)
    expect(every('20')).toBe(1_000)
    expect(() => every('soon')).toThrow(/STRIPE_SWEEP_EVERY_MS/)
    expect(every('60000')).toBe(60_000)
  })

  it('a tick sweeps, and never throws when the database or Stripe is unreachable', async () => {
    const co = await checkout('2027-10-07')
    const id = await authorizedShopIntent(co.checkoutId)
    await record(id)
    await shopPool().query(`UPDATE shop.checkouts SET status = 'expired' WHERE checkout_id = $1`, [co.checkoutId])
    const done = await sweepTick(deps, 500)
    expect(done?.find((d) => d.id === id)?.action).toBe('cancelled')
    expect(await sweepTick(null)).toBeNull()
    const deadDb = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 2_000 })
    deadDb.on('error', () => {})
    await expect(sweepTick({ ...deps, pool: deadDb })).resolves.toBeNull()
    await deadDb.end()
    // Stripe unreachable: the batch is rolled back, nothing resolved
    const co2 = await checkout('2027-10-08')
    const id2 = await authorizedShopIntent(co2.checkoutId)
    await record(id2)
    await shopPool().query(`UPDATE shop.checkouts SET status = 'expired' WHERE checkout_id = $1`, [co2.checkoutId])
    const offline = new Stripe('sk_test_local', { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0, telemetry: false })
    await expect(sweepTick({ ...deps, stripe: offline }, 500)).resolves.toBeNull()
    expect(await row(id2)).toMatchObject({ status: 'requires_capture', resolution: null })
  })

  it('an authorization no webhook recorded is found at Stripe and swept; foreign and automatic-capture intents are left alone (issue #11 item 6)', async () => {
    const c = stripe.client()
    // ours (this deployment's metadata, a hotel session never held → abandoned), never delivered as a webhook
    const lost = await hotelIntent({ sessionId: await openHotelSession() })
    mine.push(lost)
    // another application on the same Stripe account, and an automatic-capture payment of ours
    const foreign = await hotelIntent({ shop: 'someone-else' }, {})
    const automatic = await c.paymentIntents.create({ amount: 500, currency: 'usd', metadata: ownershipMetadata() })
    expect(await row(lost)).toBeUndefined()
    // the sweep alone (what ran before) never sees it
    expect((await sweepAuthorizations(deps, 500)).some((d) => d.id === lost)).toBe(false)
    const done = await sweepTick(deps, 500)
    expect(done?.find((d) => d.id === lost)?.action).toBe('cancelled')
    expect((await c.paymentIntents.retrieve(lost)).status).toBe('canceled')
    expect(await row(lost)).toMatchObject({ status: 'canceled', resolution: 'cancelled' })
    expect((await c.paymentIntents.retrieve(foreign)).status).toBe('requires_capture')
    expect(await row(foreign)).toBeUndefined()
    expect(await row(automatic.id)).toBeUndefined()
    // a second listing adds nothing (already tracked)
    const { discoverUncapturedIntents } = await import('../../src/features/checkout/server/stripeWebhook')
    expect(await discoverUncapturedIntents(deps)).toBe(0)
    await c.paymentIntents.cancel(foreign)
  })

  it('an intent of another deployment (same metadata shape, other deployment id) is never touched by the sweep', async () => {
    const staging = { ...ownershipMetadata(), deployment: 'staging.example.com' }
    expect(staging.deployment).not.toBe(ownershipMetadata().deployment)
    // shapes the sweep would cancel were they ours: a hotel session never held, an expired shop checkout, a session nobody knows
    const hotel = await hotelIntent({ sessionId: await openHotelSession() }, staging)
    const co = await checkout('2027-10-09')
    await shopPool().query(`UPDATE shop.checkouts SET status = 'expired' WHERE checkout_id = $1`, [co.checkoutId])
    const shopShaped = await hotelIntent({ kind: 'ticket-shop', checkoutId: co.checkoutId }, staging)
    const unknown = await hotelIntent({ sessionId: randomUUID() }, staging)
    const legacy = await hotelIntent({ sessionId: await openHotelSession() }, { app: 'hxa-storefront' }) // no deployment id at all
    const theirs = [hotel, shopShaped, unknown, legacy]
    mine.push(...theirs)
    // their webhook deliveries reach this endpoint too (one account): not recorded
    for (const id of theirs) await record(id).catch(() => undefined)
    for (const id of theirs) expect(await row(id)).toBeUndefined()
    // the discovery does not take them, the timer's tick leaves them
    expect((await sweepTick(deps, 500))?.some((d) => theirs.includes(d.id))).toBe(false)
    for (const id of theirs) expect(await row(id)).toBeUndefined()
    // rows an earlier version recorded: re-fetched, seen as not ours, marked and never touched
    for (const id of theirs) await recordRaw(id)
    const done = await sweepTick(deps, 500)
    for (const id of theirs) expect(done?.find((d) => d.id === id)?.action).toBe('not-ours')
    expect((await sweepTick(deps, 500))?.some((d) => theirs.includes(d.id))).toBe(false)
    for (const id of theirs) {
      expect(stripe.intents.get(id)?.status).toBe('requires_capture')
      expect(stripe.log.some((l) => l.method === 'POST' && (l.path.startsWith(`/v1/payment_intents/${id}/capture`) || l.path.startsWith(`/v1/payment_intents/${id}/cancel`)))).toBe(false)
      expect(await row(id)).toMatchObject({ status: 'requires_capture', resolution: 'not-ours' })
    }
  })

  it('starts only when enabled, configured and not building; once per process', async () => {
    const raw = {
      DATABASE_URL: process.env.DATABASE_URL,
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    }
    const configured = parseEnv(raw)
    const job = JOBS.filter((j) => j.name === 'stripe authorization sweeper')
    expect(job).toHaveLength(1)
    expect(await startJobs(job, parseEnv({ ...raw, NEXT_PHASE: 'phase-production-build' }))).toEqual([])
    expect(await startJobs(job, parseEnv({ ...raw, STRIPE_SWEEP_EVERY_MS: '0' }))).toEqual([])
    expect(await startJobs(job, parseEnv({ ...raw, STRIPE_WEBHOOK_SECRET: '' }))).toEqual([])
    expect(await startJobs(job, parseEnv({ ...raw, STRIPE_SECRET_KEY: undefined }))).toEqual([])
    expect(runningJobs()).toEqual([])
    expect(await startJobs(job, configured)).toEqual(['stripe authorization sweeper'])
    expect(await startJobs(job, configured)).toEqual([]) // already running: no second timer
    expect(runningJobs()).toEqual(['stripe authorization sweeper'])
    expect(stripeWebhookDeps(paymentFlows(), configured)?.commitState).toBeTypeOf('function')
    stopJobs()
    expect(runningJobs()).toEqual([])
  })
})
