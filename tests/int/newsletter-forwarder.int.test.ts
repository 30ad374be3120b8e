/**
 * Forwarding to the external subscription service (spec §3 configuration, §7; issue #6: "never loses a
 * subscription when the service is down"), against a local HTTP server started here that fails and
 * then succeeds, through the real site-settings global and database.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newsletterBacklog } from '../../src/cms/operations/dashboard'
import { sweepNewsletterForwarding } from '../../src/features/newsletter/server/forwardSweeper'
import { FORWARD_RETRY_DELAYS_MINUTES, MAX_FORWARD_ATTEMPTS } from '../../src/features/newsletter/domain/forwarding'
import { forwardDueSubscriptions, forwardSubscription } from '../../src/features/newsletter/server/forwarder'
import { subscribeToNewsletter } from '../../src/features/newsletter/server/subscribe'
import { signupForm } from '../helpers/newsletter'
import { staffUser, testPayload } from '../helpers/payload'

type Received = { headers: IncomingMessage['headers']; body: Record<string, unknown> }

let payload: Payload
let pool: pg.Pool
let server: Server
let url: string
let replies: number[] = [] // statuses to answer, in order; 201 once exhausted
const received: Received[] = []

const minutes = (n: number) => n * 60_000

async function setServiceUrl(endpointUrl: string | null) {
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { newsletter: { endpointUrl, clientId: 'client-0', externalKey: 'ext-key-123', origin: 'hxa-web', mid: 'mid-42' } },
  })
}

async function newSubscription(overrides: Record<string, unknown> = {}) {
  const r = await subscribeToNewsletter(payload, signupForm({ captcha: 'solved', ...overrides }), { lang: 'es', verifyCaptcha: async () => ({ ok: true }) })
  if (!r.ok) throw new Error(`sign-up refused: ${r.code}`)
  return r.id
}

const forwarding = async (id: number) => (await payload.findByID({ collection: 'newsletter-subscriptions', id, overrideAccess: true })).forwarding

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw || '{}') })
      const status = replies.shift() ?? 201
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/subscriptions`
  await setServiceUrl(url)
})

afterEach(() => {
  replies = []
  received.length = 0
})

afterAll(async () => {
  await setServiceUrl(null)
  await payload.delete({ collection: 'newsletter-subscriptions', where: { email: { like: '@example.com' } }, overrideAccess: true })
  await new Promise((resolve) => server.close(resolve))
  await pool.end()
  await payload.destroy()
})

describe('newsletter forwarder', () => {
  it('sends the spec §3 payload with the configured credentials', async () => {
    const id = await newSubscription({ firstName: 'Lucía', lastName: 'Gómez', country: 'AR' })
    expect(await forwardSubscription(payload, id)).toBe('forwarded')
    expect(received).toHaveLength(1)
    const [req] = received
    expect(req!.headers.authorization).toBe('Bearer ext-key-123')
    expect(req!.headers['x-client-id']).toBe('client-0')
    expect(req!.body).toMatchObject({ firstName: 'Lucía', lastName: 'Gómez', site: 'HXA', lang: 'es', country: 'AR', clientId: 'client-0', origin: 'hxa-web', mid: 'mid-42' })
    expect(Object.keys(req!.body).sort()).toEqual(['clientId', 'country', 'email', 'firstName', 'lang', 'lastName', 'mid', 'origin', 'site'])
    expect(await forwarding(id)).toMatchObject({ status: 'forwarded', attempts: 1, nextAttemptAt: null, lastError: null })
    // Forwarded rows are never sent again.
    expect(await forwardSubscription(payload, id)).toBe('skipped')
    expect(received).toHaveLength(1)
  })

  it('keeps a subscription pending while the service fails, then delivers it on a later run', async () => {
    const t0 = new Date()
    const id = await newSubscription()
    replies = [503, 500]
    expect(await forwardSubscription(payload, id, { now: t0 })).toBe('pending')
    let state = await forwarding(id)
    expect(state).toMatchObject({ status: 'pending', attempts: 1 })
    expect(new Date(state.nextAttemptAt!).getTime()).toBe(t0.getTime() + minutes(FORWARD_RETRY_DELAYS_MINUTES[0]))
    expect(state.lastError).toContain('HTTP 503')

    // Not due yet: a run before the next attempt does not send it.
    const early = await forwardDueSubscriptions(payload, { now: new Date(t0.getTime() + 30_000) })
    expect(received).toHaveLength(1)
    expect(early.pending + early.forwarded).toBe(0)

    const t1 = new Date(t0.getTime() + minutes(2))
    await forwardDueSubscriptions(payload, { now: t1 })
    state = await forwarding(id)
    expect(state).toMatchObject({ status: 'pending', attempts: 2 })
    expect(new Date(state.nextAttemptAt!).getTime()).toBe(t1.getTime() + minutes(FORWARD_RETRY_DELAYS_MINUTES[1]))

    const t2 = new Date(t1.getTime() + minutes(6))
    const run = await forwardDueSubscriptions(payload, { now: t2 })
    expect(run.forwarded).toBeGreaterThanOrEqual(1)
    state = await forwarding(id)
    expect(state).toMatchObject({ status: 'forwarded', attempts: 3, nextAttemptAt: null, lastError: null })
    expect(new Date(state.forwardedAt!).getTime()).toBe(t2.getTime())
    expect(received.filter((r) => r.body.email === received[0]!.body.email)).toHaveLength(3)
  })

  it('keeps it pending when the service is unreachable (connection refused)', async () => {
    const id = await newSubscription()
    const down = { endpointUrl: 'http://127.0.0.1:1/subscriptions', clientId: null, externalKey: null, origin: null, mid: null }
    expect(await forwardSubscription(payload, id, { config: down })).toBe('pending')
    const state = await forwarding(id)
    expect(state).toMatchObject({ status: 'pending', attempts: 1 })
    expect(state.lastError).toMatch(/fetch failed|ECONNREFUSED|TypeError/)
  })

  it('marks a refused subscription rejected (a format error is not retried)', async () => {
    const id = await newSubscription()
    replies = [422]
    expect(await forwardSubscription(payload, id)).toBe('rejected')
    expect(await forwarding(id)).toMatchObject({ status: 'rejected', attempts: 1, nextAttemptAt: null })
    expect(await forwardDueSubscriptions(payload, { now: new Date(Date.now() + minutes(60 * 24 * 7)) })).toMatchObject({ rejected: 0 })
  })

  it('treats 409 (already on the list) as delivered', async () => {
    const id = await newSubscription()
    replies = [409]
    expect(await forwardSubscription(payload, id)).toBe('forwarded')
  })

  it('gives up after the last retry (failed), never deleting the subscription', async () => {
    const id = await newSubscription()
    replies = Array.from({ length: MAX_FORWARD_ATTEMPTS }, () => 503)
    let now = new Date()
    for (let i = 0; i < MAX_FORWARD_ATTEMPTS; i++) {
      await forwardSubscription(payload, id, { now })
      now = new Date(now.getTime() + minutes(60 * 25))
    }
    expect(await forwarding(id)).toMatchObject({ status: 'failed', attempts: MAX_FORWARD_ATTEMPTS })
    expect((await payload.findByID({ collection: 'newsletter-subscriptions', id, overrideAccess: true })).email).toContain('@example.com')
  })

  it('leaves sign-ups pending while no service is configured, and sends them once it is', async () => {
    await setServiceUrl(null)
    try {
      const id = await newSubscription()
      expect(await forwardSubscription(payload, id)).toBe('skipped')
      expect(await forwarding(id)).toMatchObject({ status: 'pending', attempts: 0 })
      await setServiceUrl(url)
      await forwardDueSubscriptions(payload, { limit: 50 })
      expect(await forwarding(id)).toMatchObject({ status: 'forwarded', attempts: 1 })
    } finally {
      await setServiceUrl(url)
    }
  })

  it('sends a row once when two runs overlap (claim by conditional update)', async () => {
    const id = await newSubscription()
    const results = await Promise.all([forwardSubscription(payload, id), forwardSubscription(payload, id), forwardSubscription(payload, id)])
    expect(results.filter((r) => r === 'forwarded')).toHaveLength(1)
    expect(results.filter((r) => r === 'skipped')).toHaveLength(2)
    expect(received).toHaveLength(1)
  })
})

describe('staff trigger and settings access', () => {
  const endpoint = () => {
    const found = payload.collections['newsletter-subscriptions'].config.endpoints
    const e = Array.isArray(found) ? found.find((x) => x.path === '/forward-pending') : undefined
    if (!e) throw new Error('forward-pending endpoint missing')
    return e
  }

  it('POST /api/newsletter-subscriptions/forward-pending retries due rows for admin/ops only', async () => {
    const id = await newSubscription()
    const call = async (email: string | null) => {
      const user = email ? await staffUser(payload, email) : null
      return endpoint().handler({ payload, user } as never)
    }
    expect((await call(null)).status).toBe(403)
    expect((await call('editor@hotelarte.example')).status).toBe(403)
    expect(await forwarding(id)).toMatchObject({ status: 'pending', attempts: 0 })
    const res = await call('ops@hotelarte.example')
    expect(res.status).toBe(200)
    expect((await res.json()).data.forwarded).toBeGreaterThanOrEqual(1)
    expect(await forwarding(id)).toMatchObject({ status: 'forwarded' })
  })

  it('hides the service endpoint URL and key from anonymous readers of site settings', async () => {
    const anon = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: null })
    expect(anon.newsletter?.endpointUrl).toBeUndefined()
    expect(anon.newsletter?.externalKey).toBeUndefined()
    const ops = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: await staffUser(payload, 'ops@hotelarte.example') })
    expect(ops.newsletter?.endpointUrl).toBe(url)
  })
})

describe('after the thanks page: a refusal is shown to ops, an outage is retried', () => {
  it('a 400 from the service leaves the sign-up rejected and on the Operations view with its address (admins) and the reason', async () => {
    const email = `refused.${Date.now()}@example.com`
    const id = await newSubscription({ email })
    replies = [400]
    expect(await forwardSubscription(payload, id)).toBe('rejected')
    const forAdmin = await newsletterBacklog(pool, { withEmail: true })
    expect(forAdmin.counts.rejected).toBeGreaterThanOrEqual(1)
    const row = forAdmin.refused.find((r) => r.id === id)
    expect(row).toMatchObject({ id, status: 'rejected', email, attempts: 1 })
    expect(row!.reason).toMatch(/^HTTP 400/)
    // ops (no subscriber reads) see the same line without the address
    const forOps = await newsletterBacklog(pool)
    expect(forOps.refused.find((r) => r.id === id)).toMatchObject({ id, status: 'rejected', email: null })
    expect(JSON.stringify(forOps)).not.toContain(email)
  })

  it('a sign-up an admin sets back to pending is sent by the next forwarding sweep, and leaves the list', async () => {
    const id = await newSubscription()
    replies = [400]
    expect(await forwardSubscription(payload, id)).toBe('rejected')
    const admin = await staffUser(payload, 'admin@hotelarte.example')
    await payload.update({ collection: 'newsletter-subscriptions', id, user: admin, overrideAccess: false, data: { forwarding: { status: 'pending' } } })
    const run = await sweepNewsletterForwarding()
    expect(run.forwarded).toBeGreaterThanOrEqual(1)
    expect(await forwarding(id)).toMatchObject({ status: 'forwarded', attempts: 2 })
    expect((await newsletterBacklog(pool, { withEmail: true })).refused.map((r) => r.id)).not.toContain(id)
  })

  it('a 503 keeps it pending and the forwarding sweep retries it once due, without another sign-up', async () => {
    const id = await newSubscription()
    replies = [503]
    expect(await forwardSubscription(payload, id)).toBe('pending')
    expect(await forwarding(id)).toMatchObject({ status: 'pending', attempts: 1 })
    await sweepNewsletterForwarding() // not due yet (1 minute): left alone
    expect(await forwarding(id)).toMatchObject({ status: 'pending', attempts: 1 })
    await pool.query(`UPDATE newsletter_subscriptions SET forwarding_next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id])
    const run = await sweepNewsletterForwarding()
    expect(run.forwarded).toBeGreaterThanOrEqual(1)
    expect(await forwarding(id)).toMatchObject({ status: 'forwarded', attempts: 2 })
  })
})
