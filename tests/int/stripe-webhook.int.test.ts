/**
 * Stripe webhook through the real route handler (`POST` of src/app/payments/stripe/webhook/route.ts)
 * with events signed by the local Stripe-compatible server (`stripe.webhooks.generateTestHeaderString`)
 * and the `payments` schema of the test database. A delivery records its event and the intent it
 * carries and answers — no call to Stripe, no sweep before the answer; only this deployment's intents
 * (metadata `app` + `deployment`) are recorded.
 */
import pg from 'pg'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleStripeWebhook, sweepAuthorizations, type WebhookDeps } from '../../src/features/checkout/server/stripeWebhook'
import { ownershipMetadata } from '../../src/features/checkout/payments/stripe'
import { startStripeServer, type StripeTestServer } from '../helpers/stripe-server'

const SECRET = 'whsec_test_local_secret'
const URL_ = 'http://localhost/payments/stripe/webhook/'
let server: StripeTestServer
let pool: pg.Pool
let POST: (req: Request) => Promise<Response>
const env = { ...process.env }

beforeAll(async () => {
  server = await startStripeServer()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_HOST: server.host, STRIPE_API_PORT: String(server.port), STRIPE_API_PROTOCOL: 'http', STRIPE_WEBHOOK_SECRET: SECRET })
  POST = (await import('../../src/app/payments/stripe/webhook/route')).POST
})
afterAll(async () => {
  process.env = env
  await pool.end()
  await server.close()
})

async function authorizedIntent(metadata: Record<string, string> = { orderId: 'o-1' }, owner: Record<string, string> = ownershipMetadata()) {
  const stripe = server.client()
  const pi = await stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', capture_method: 'manual', metadata: { ...owner, ...metadata } })
  await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' })
  return pi.id
}
const eventsFor = (id: string) => server.events.filter((e) => e.data.object.id === id)
const row = async (id: string) => (await pool.query('SELECT * FROM payments.payment_intents WHERE id = $1', [id])).rows[0]

describe('Stripe webhook route', () => {
  it('records a verified event and the intent it carries, without calling Stripe', async () => {
    const id = await authorizedIntent()
    const [event] = eventsFor(id)
    expect(event.type).toBe('payment_intent.amount_capturable_updated')
    const calls = server.log.length
    const res = await POST(server.signedRequest(URL_, event, SECRET))
    expect(server.log.length).toBe(calls) // no retrieve, no sweep before answering
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, duplicate: false, handled: true })
    expect(await row(id)).toMatchObject({ status: 'requires_capture', amount: '5000', amount_capturable: '5000', currency: 'USD', metadata: { orderId: 'o-1' }, last_event_id: event.id })
  })

  it('answers 400 (never 5xx) to a bad, missing, stale or tampered signature, and records nothing', async () => {
    const id = await authorizedIntent()
    const [event] = eventsFor(id)
    const wrongSecret = await POST(server.signedRequest(URL_, event, SECRET, { signatureSecret: 'whsec_other' }))
    expect(wrongSecret.status).toBe(400)
    const noHeader = await POST(new Request(URL_, { method: 'POST', body: JSON.stringify(event) }))
    expect(noHeader.status).toBe(400)
    const stale = await POST(server.signedRequest(URL_, event, SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))
    expect(stale.status).toBe(400)
    const good = server.signedRequest(URL_, event, SECRET)
    const tampered = new Request(URL_, { method: 'POST', headers: good.headers, body: JSON.stringify({ ...event, type: 'payment_intent.succeeded' }) })
    expect((await POST(tampered)).status).toBe(400)
    const garbage = await POST(new Request(URL_, { method: 'POST', headers: { 'Stripe-Signature': 'nonsense' }, body: '{' }))
    expect(garbage.status).toBe(400)
    expect(await row(id)).toBeUndefined()
  })

  it('de-duplicates replayed deliveries by event id', async () => {
    const id = await authorizedIntent()
    const [event] = eventsFor(id)
    const first = await POST(server.signedRequest(URL_, event, SECRET))
    const replays = await Promise.all(Array.from({ length: 5 }, () => POST(server.signedRequest(URL_, event, SECRET))))
    expect(first.status).toBe(200)
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const bodies = await Promise.all(replays.map((r) => r.json()))
    expect(bodies.every((b) => b.duplicate === true)).toBe(true)
    expect((await pool.query('SELECT count(*)::int AS n FROM payments.stripe_events WHERE event_id = $1', [event.id])).rows[0].n).toBe(1)
  })

  it('does not trust event order: a late older event leaves the current state', async () => {
    const id = await authorizedIntent()
    await server.client().paymentIntents.capture(id)
    const [authorized, succeeded] = eventsFor(id)
    expect(succeeded.type).toBe('payment_intent.succeeded')
    expect((await POST(server.signedRequest(URL_, succeeded, SECRET))).status).toBe(200)
    expect((await POST(server.signedRequest(URL_, authorized, SECRET))).status).toBe(200)
    expect(await row(id)).toMatchObject({ status: 'succeeded', amount_received: '5000', amount_capturable: '0' })
  })

  it('records declines and cancellations', async () => {
    const stripe = server.client()
    const pi = await stripe.paymentIntents.create({ amount: 700, currency: 'usd', capture_method: 'manual', metadata: ownershipMetadata() })
    await expect(stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toBeInstanceOf(Stripe.errors.StripeCardError)
    await stripe.paymentIntents.cancel(pi.id)
    const statuses = await server.deliver(POST, SECRET, { events: eventsFor(pi.id) })
    expect(statuses).toEqual([200, 200])
    expect(eventsFor(pi.id).map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.canceled'])
    expect(await row(pi.id)).toMatchObject({ status: 'canceled' })
  })

  it('answers 503 when the database cannot be reached, without marking the event seen (Stripe retries)', async () => {
    const id = await authorizedIntent()
    const [event] = eventsFor(id)
    const deadDb = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 2_000 })
    deadDb.on('error', () => {})
    const deps: WebhookDeps = { pool: deadDb, secret: SECRET, stripe: server.client(), flows: [] }
    expect((await handleStripeWebhook(server.signedRequest(URL_, event, SECRET), deps)).status).toBe(503)
    await deadDb.end()
    expect((await pool.query('SELECT 1 FROM payments.stripe_events WHERE event_id = $1', [event.id])).rowCount).toBe(0)
    expect((await POST(server.signedRequest(URL_, event, SECRET))).status).toBe(200)
  })

  it("records another deployment's event as seen but never its intent", async () => {
    const id = await authorizedIntent({ sessionId: 'staging-session' }, { ...ownershipMetadata(), deployment: 'staging.example.com' })
    const [event] = eventsFor(id)
    const res = await POST(server.signedRequest(URL_, event, SECRET))
    expect(await res.json()).toEqual({ received: true, duplicate: false, handled: false })
    expect(await row(id)).toBeUndefined()
    expect((await pool.query('SELECT 1 FROM payments.stripe_events WHERE event_id = $1', [event.id])).rowCount).toBe(1)
  })

  it('answers without sweeping: an abandoned authorization past its grace is left for the timer', async () => {
    const id = await authorizedIntent({ sessionId: 'abandoned' })
    const deps: WebhookDeps = { pool, secret: SECRET, stripe: server.client(), flows: [], graceMs: 0, commitState: async () => 'abandoned' }
    expect((await handleStripeWebhook(server.signedRequest(URL_, eventsFor(id)[0], SECRET), deps)).status).toBe(200)
    expect(server.intents.get(id)?.status).toBe('requires_capture')
    expect(await row(id)).toMatchObject({ status: 'requires_capture', resolution: null })
    await pool.query('DELETE FROM payments.payment_intents WHERE id = $1', [id]) // not for this file's later sweep
  })
})

describe('sweep of authorizations whose booking never committed', () => {
  it('cancels abandoned ones, captures committed ones whose capture was lost, keeps pending ones', async () => {
    const abandoned = await authorizedIntent({ sessionId: 'abandoned' })
    const committed = await authorizedIntent({ sessionId: 'committed' })
    const pending = await authorizedIntent({ sessionId: 'pending' })
    const deps: WebhookDeps = {
      pool,
      secret: SECRET,
      stripe: server.client(),
      flows: [],
      graceMs: 0,
      commitState: async (pi) => (pi.metadata.sessionId as 'abandoned' | 'committed' | 'pending') ?? 'unknown',
    }
    // Other intents recorded by earlier tests have no commitState answer of their own: 'unknown' → kept.
    for (const id of [abandoned, committed, pending]) {
      const res = await handleStripeWebhook(server.signedRequest(URL_, eventsFor(id)[0], SECRET), { ...deps, commitState: undefined })
      expect(res.status).toBe(200)
    }
    const done = await sweepAuthorizations(deps, 100)
    const action = (id: string) => done.find((d) => d.id === id)?.action
    expect([action(abandoned), action(committed), action(pending)]).toEqual(['cancelled', 'captured', 'kept'])
    expect(server.intents.get(abandoned)?.status).toBe('canceled')
    expect(server.intents.get(committed)?.status).toBe('succeeded')
    expect(server.intents.get(pending)?.status).toBe('requires_capture')
    expect(await row(abandoned)).toMatchObject({ status: 'canceled', resolution: 'cancelled' })
    expect(await row(committed)).toMatchObject({ status: 'succeeded', resolution: 'captured' })
    // Resolved ones are not touched again.
    const again = await sweepAuthorizations(deps, 100)
    expect(again.some((d) => d.id === abandoned || d.id === committed)).toBe(false)
  })

  it('is 404 when Stripe webhooks are not configured', async () => {
    const saved = process.env.STRIPE_WEBHOOK_SECRET
    delete process.env.STRIPE_WEBHOOK_SECRET
    ;(globalThis as { __stripeWebhookDeps?: unknown }).__stripeWebhookDeps = undefined
    vi.resetModules() // a server started without the secret (the environment is read once per process)
    const { POST: post } = await import('../../src/app/payments/stripe/webhook/route')
    try {
      expect((await post(new Request(URL_, { method: 'POST', body: '{}' }))).status).toBe(404)
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = saved
    }
  })
})
