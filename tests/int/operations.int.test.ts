/**
 * The admin's Operations view and maintenance switch (issue #18 items 4 and 6): the switch re-checks
 * the role (an editor is refused, ops allowed), goes through the local API with the user so the audit
 * entry names the ops user, stores the expected return time given in Quintana Roo time and clears it
 * when maintenance is turned off; its endpoint refuses cross-site posts. The view's data: today's hotel
 * bookings and ticket orders by the hotel-local day (America/Cancun), the newsletter backlog, and the
 * background jobs' last runs recorded in Postgres per instance.
 */
import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobSummaries, newsletterBacklog, todayActivity } from '../../src/cms/operations/dashboard'
import { maintenanceEndpoint, switchMaintenance } from '../../src/cms/operations/maintenance'
import { instanceName, JOB_LOCK_KEYS, JOB_NAMES, jobLocksPool, recordedInterval, recordJobRun, runExclusive, runRecorded } from '../../src/lib/jobRuns'
import { runRetention, SHARED_RETENTION_RULES } from '../../src/lib/retention'
import { staffUser, testPayload } from '../helpers/payload'
import { operationsSources } from '../../src/operationsSources'

let payload: Payload
let pool: pg.Pool
type Staff = Awaited<ReturnType<typeof staffUser>>
let admin: Staff
let editor: Staff
let ops: Staff
const tag = Math.random().toString(36).slice(2, 8).toUpperCase()

const settings = () => payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
async function lastAudit() {
  const found = await payload.find({ collection: 'audit-log', where: { target: { equals: 'site-settings' } }, sort: '-id', limit: 1, overrideAccess: true, depth: 0 })
  return found.docs[0] as unknown as { userEmail: string; changes: Record<string, { before: unknown; after: unknown }> }
}
/** A future hotel-local `YYYY-MM-DDTHH:mm` (tomorrow, 18:00 Cancún) and its instant. */
function tomorrowSixPm(): { local: string; iso: string } {
  const cancunNow = new Date(Date.now() - 5 * 3_600_000)
  const d = new Date(Date.UTC(cancunNow.getUTCFullYear(), cancunNow.getUTCMonth(), cancunNow.getUTCDate() + 1, 18, 0))
  return { local: d.toISOString().slice(0, 16), iso: new Date(d.getTime() + 5 * 3_600_000).toISOString() }
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await staffUser(payload, 'admin@hotelarte.example')
  editor = await staffUser(payload, 'editor@hotelarte.example')
  ops = await staffUser(payload, 'ops@hotelarte.example')
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
  await pool.query(`DELETE FROM storefront_booking.confirmation_mails WHERE confirmation_code LIKE $1`, [`OPS${tag}%`])
  await pool.query(`DELETE FROM shop.orders WHERE order_code LIKE $1`, [`OPS${tag}%`])
  await pool.query(`DELETE FROM shop.checkouts WHERE checkout_id LIKE $1`, [`ops-${tag}%`])
  await pool.query(`DELETE FROM storefront_ops.job_runs WHERE instance LIKE $1 OR instance = $2`, [`test-${tag}%`, instanceName()])
  await pool.end()
})

describe('the maintenance switch', () => {
  it('refuses an editor and an anonymous caller, and changes nothing', async () => {
    const before = await settings()
    expect(await switchMaintenance(payload, editor, { on: true })).toMatchObject({ ok: false, code: 'FORBIDDEN' })
    expect(await switchMaintenance(payload, null, { on: true })).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' })
    const after = await settings()
    expect(after.maintenanceMode).toBe(false)
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('lets ops turn it on with a return time in Quintana Roo time; the audit entry names the ops user', async () => {
    const back = tomorrowSixPm()
    const result = await switchMaintenance(payload, ops, { on: true, returnAt: back.local })
    expect(result).toEqual({ ok: true, data: { maintenanceMode: true, maintenanceReturnAt: back.iso } })
    expect((await settings()).maintenanceReturnAt).toBe(back.iso)
    const entry = await lastAudit()
    expect(entry.userEmail).toBe('ops@hotelarte.example')
    expect(entry.changes.maintenanceMode).toEqual({ before: false, after: true })
    expect(entry.changes.maintenanceReturnAt).toEqual({ before: null, after: back.iso })
  })

  it('clears the return time when ops turn it off (and says so in the audit entry)', async () => {
    const result = await switchMaintenance(payload, ops, { on: false, returnAt: tomorrowSixPm().local })
    expect(result).toEqual({ ok: true, data: { maintenanceMode: false, maintenanceReturnAt: null } })
    const entry = await lastAudit()
    expect(entry.userEmail).toBe('ops@hotelarte.example')
    expect(entry.changes.maintenanceMode).toEqual({ before: true, after: false })
    expect(entry.changes.maintenanceReturnAt?.after).toBeNull()
  })

  it('clears the return time however maintenance is turned off (seed, API)', async () => {
    await switchMaintenance(payload, admin, { on: true, returnAt: tomorrowSixPm().local })
    expect((await settings()).maintenanceReturnAt).not.toBeNull()
    await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
    expect((await settings()).maintenanceReturnAt).toBeNull()
  })

  it('refuses a return time that is malformed, past or too far, with the field named', async () => {
    for (const [returnAt, code] of [
      ['tomorrow', 'RETURN_INVALID'],
      ['2020-01-01T10:00', 'RETURN_IN_PAST'],
      ['2099-01-01T10:00', 'RETURN_TOO_FAR'],
    ] as const) {
      const r = await switchMaintenance(payload, ops, { on: true, returnAt }, { lang: 'es' })
      expect(r).toMatchObject({ ok: false, code })
      if (!r.ok) expect(r.fieldErrors.returnAt).toMatch(/regreso/)
    }
    expect(await switchMaintenance(payload, ops, { on: 'yes' })).toMatchObject({ ok: false, code: 'BAD_REQUEST' })
    expect((await settings()).maintenanceMode).toBe(false)
  })
})

describe('POST /api/globals/site-settings/maintenance', () => {
  const url = 'http://127.0.0.1:3000/api/globals/site-settings/maintenance'
  const call = async (user: Staff | null, body: unknown, headers: Record<string, string> = {}) => {
    const req = {
      payload,
      user,
      url,
      i18n: { language: 'en' },
      headers: new Headers({ 'content-type': 'application/json', host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', ...headers }),
      json: async () => body,
    } as unknown as PayloadRequest
    const res = await maintenanceEndpoint.handler(req)
    return { status: res.status, body: (await res.json()) as { ok: boolean; code?: string; message?: string } }
  }

  it('answers 403 to an editor, 401 without a user, 403 cross-site, 415 for a form post, 400 for bad input — never 5xx', async () => {
    expect(await call(editor, { on: true })).toMatchObject({ status: 403, body: { ok: false, code: 'FORBIDDEN', message: 'Only ops and admins can change maintenance mode.' } })
    expect(await call(null, { on: true })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } })
    expect(await call(ops, { on: true }, { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { code: 'CROSS_SITE' } })
    const noOrigin = { origin: '', 'sec-fetch-site': 'cross-site' }
    expect((await call(ops, { on: true }, noOrigin)).status).toBe(403)
    expect((await call(ops, { on: true }, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await call(ops, { on: 1 })).status).toBe(400)
    expect((await settings()).maintenanceMode).toBe(false)
  })

  it('switches for ops from the same origin', async () => {
    expect(await call(ops, { on: true, returnAt: null })).toMatchObject({ status: 200, body: { ok: true } })
    expect((await settings()).maintenanceMode).toBe(true)
    expect(await call(ops, { on: false })).toMatchObject({ status: 200, body: { ok: true } })
    expect((await settings()).maintenanceMode).toBe(false)
  })
})

describe("today's bookings and orders (hotel-local day, America/Cancun)", () => {
  // 2031-03-01 in Cancún runs from 05:00Z on Mar 1 to 05:00Z on Mar 2 (UTC−5, no DST)
  const now = new Date('2031-03-02T04:30:00Z') // 23:30 on Mar 1 in Cancún, already Mar 2 in UTC
  const instants = { before: '2031-03-01T04:59:00Z', first: '2031-03-01T05:00:00Z', last: '2031-03-02T04:59:00Z', after: '2031-03-02T05:00:00Z' }

  beforeAll(async () => {
    for (const [k, at] of Object.entries(instants)) {
      await pool.query(`INSERT INTO storefront_booking.confirmation_mails (confirmation_code, email, language, claimed_at, sent_at) VALUES ($1, 'g@example.com', 'es', $2, $3)`, [
        `OPS${tag}${k}`,
        at,
        k === 'last' ? null : at,
      ])
      await pool.query(
        `INSERT INTO shop.checkouts (checkout_id, cart_id, status, currency, decimals, total_minor, lines, expires_at, created_at) VALUES ($1, 'c', 'ordered', 'USD', 2, 12345, '[]', $2, $2)`,
        [`ops-${tag}-${k}`, at],
      )
      await pool.query(
        `INSERT INTO shop.orders (order_code, checkout_id, idempotency_key, status, email, customer, currency, decimals, total_minor, payment_provider, payment_reference, method_code, created_at, mail_sent_at, cancelled_at)
         VALUES ($1, $2, $2, $3, 'g@example.com', '{}', 'USD', 2, 12345, 'sandbox', 'ref', 'VI', $4, $4, $5)`,
        [`OPS${tag}${k}`, `ops-${tag}-${k}`, k === 'first' ? 'cancelled' : 'paid', at, k === 'first' ? at : null],
      )
    }
  })

  it('counts and lists only what was created between 00:00 and 24:00 Cancún time, newest first', async () => {
    const today = await todayActivity(pool, operationsSources(), now)
    expect(today.day).toBe('2031-03-01')
    expect(today.bookings.count).toBe(2)
    expect(today.bookings.latest.map((b) => [b.code, b.emailSent])).toEqual([
      [`OPS${tag}last`, false],
      [`OPS${tag}first`, true],
    ])
    expect(today.orders).toMatchObject({ count: 2, paid: 1 })
    expect(today.orders.latest.map((o) => [o.code, o.status, o.totalMinor, o.currency])).toEqual([
      [`OPS${tag}last`, 'paid', 12345, 'USD'],
      [`OPS${tag}first`, 'cancelled', 12345, 'USD'],
    ])
    // a minute later it is Mar 2 in Cancún: only the 05:00Z row
    const next = await todayActivity(pool, operationsSources(), new Date('2031-03-02T05:01:00Z'))
    expect(next.day).toBe('2031-03-02')
    expect(next.bookings.latest.map((b) => b.code)).toEqual([`OPS${tag}after`])
  })
})

describe('newsletter sign-ups not forwarded', () => {
  it('counts pending, failed and rejected sign-ups and lists them without their addresses', async () => {
    const before = await newsletterBacklog(pool)
    const made: number[] = []
    for (const status of ['failed', 'rejected', 'forwarded'] as const) {
      const doc = await payload.create({
        collection: 'newsletter-subscriptions',
        overrideAccess: true,
        data: {
          email: `ops-${tag}-${status}@example.com`,
          firstName: 'Ops',
          lastName: 'Test',
          site: 'HXA',
          lang: 'en',
          country: 'MX',
          forwarding: { status, attempts: 3, lastError: `HTTP 503 ${tag}` },
        },
      })
      made.push(doc.id)
    }
    try {
      const after = await newsletterBacklog(pool)
      expect(after.counts.failed - before.counts.failed).toBe(1)
      expect(after.counts.rejected - before.counts.rejected).toBe(1)
      const mine = after.latest.filter((s) => made.includes(s.id))
      expect(mine.map((s) => s.status).sort()).toEqual(['failed', 'rejected'])
      expect(mine[0]).toMatchObject({ attempts: 3, lastError: `HTTP 503 ${tag}` })
      expect(JSON.stringify(after)).not.toContain('@example.com')
    } finally {
      for (const id of made) await payload.delete({ collection: 'newsletter-subscriptions', id, overrideAccess: true })
    }
  })
})

describe('background jobs: last runs in Postgres', () => {
  it('records each tick per job and instance: ok with counts, failed with the error, the last success kept', async () => {
    expect(await runRecorded('hotel refund sweeper', async () => ({ refunded: 2 }))).toEqual({ refunded: 2 })
    let row = (await pool.query(`SELECT * FROM storefront_ops.job_runs WHERE job = 'hotel refund sweeper' AND instance = $1`, [instanceName()])).rows[0]
    expect(row).toMatchObject({ outcome: 'ok', counts: { refunded: 2 }, error: null })
    const okAt = row.last_ok_at as Date
    expect(okAt).toBeInstanceOf(Date)

    await expect(runRecorded('hotel refund sweeper', async () => Promise.reject(new Error(`provider down ${tag}`)))).rejects.toThrow(`provider down ${tag}`)
    row = (await pool.query(`SELECT * FROM storefront_ops.job_runs WHERE job = 'hotel refund sweeper' AND instance = $1`, [instanceName()])).rows[0]
    expect(row).toMatchObject({ outcome: 'failed', counts: {}, error: `provider down ${tag}` })
    expect((row.last_ok_at as Date).getTime()).toBe(okAt.getTime())
    expect(Number((await pool.query(`SELECT count(*) FROM storefront_ops.job_runs WHERE job = 'hotel refund sweeper' AND instance = $1`, [instanceName()])).rows[0].count)).toBe(1)
  })

  it('shows every known job, the newest run across instances, and the other instances', async () => {
    const later = new Date(Date.now() + 60_000)
    await recordJobRun(pool, { job: 'hotel refund sweeper', instance: `test-${tag}-b`, startedAt: later, finishedAt: later, outcome: 'ok', counts: { refunded: 0 }, error: null })
    const jobs = await jobSummaries(pool)
    expect(jobs.slice(0, JOB_NAMES.length).map((j) => j.job)).toEqual([...JOB_NAMES])
    const refunds = jobs.find((j) => j.job === 'hotel refund sweeper')!
    expect(refunds.latest).toMatchObject({ instance: `test-${tag}-b`, outcome: 'ok' })
    expect(refunds.instances.map((r) => r.instance)).toEqual(expect.arrayContaining([`test-${tag}-b`, instanceName()]))
  })

  it('never breaks the job when the record cannot be written', async () => {
    const broken = () => ({ query: () => Promise.reject(new Error('db down')) })
    expect(await runRecorded('retention', async () => ({ deleted: 1 }), broken)).toEqual({ deleted: 1 })
  })

  it('forgets the last run of an instance gone for 30 days (retention)', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000)
    await recordJobRun(pool, { job: 'retention', instance: `test-${tag}-gone`, startedAt: old, finishedAt: old, outcome: 'ok', counts: {}, error: null })
    const rule = SHARED_RETENTION_RULES.filter((r) => r.name === 'job runs of gone instances')
    expect(rule).toHaveLength(1)
    expect((await runRetention(pool, rule))['job runs of gone instances']).toBeGreaterThanOrEqual(1)
    expect((await pool.query(`SELECT 1 FROM storefront_ops.job_runs WHERE instance = $1`, [`test-${tag}-gone`])).rowCount).toBe(0)
    expect((await pool.query(`SELECT 1 FROM storefront_ops.job_runs WHERE instance = $1`, [`test-${tag}-b`])).rowCount).toBe(1)
  })
})

describe('background jobs: one instance at a time (the job lock)', () => {
  it('a job runs on one instance at a time; another job, and the next run after it, are not held back; a failed run releases it', async () => {
    // two instances: two pools, so two Postgres sessions
    const a = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    const b = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    let release = () => {}
    try {
      const gate = new Promise<void>((r) => (release = r))
      const first = runExclusive(
        'order email sweeper',
        async () => (await gate, 'a ran'),
        () => a,
      )
      // wait until instance a holds the lock
      const held = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1`
      await expect.poll(async () => (await pool.query(held, [JOB_LOCK_KEYS['order email sweeper']])).rows[0].n).toBe(1)
      let calledOnB = false
      expect(
        await runExclusive(
          'order email sweeper',
          async () => ((calledOnB = true), 'b ran'),
          () => b,
        ),
      ).toEqual({ ran: false })
      expect(calledOnB).toBe(false)
      expect(
        await runExclusive(
          'booking email sweeper',
          async () => 'other job',
          () => b,
        ),
      ).toEqual({ ran: true, value: 'other job' })
      release()
      expect(await first).toEqual({ ran: true, value: 'a ran' })
      expect(
        await runExclusive(
          'order email sweeper',
          async () => 'b ran',
          () => b,
        ),
      ).toEqual({ ran: true, value: 'b ran' })
      await expect(
        runExclusive(
          'order email sweeper',
          async () => Promise.reject(new Error(`tick failed ${tag}`)),
          () => a,
        ),
      ).rejects.toThrow(`tick failed ${tag}`)
      expect(
        await runExclusive(
          'order email sweeper',
          async () => 'after a failure',
          () => b,
        ),
      ).toEqual({ ran: true, value: 'after a failure' })
    } finally {
      release()
      await a.end()
      await b.end()
    }
  })

  it('the timer takes the lock and records each run it made', async () => {
    await pool.query(`DELETE FROM storefront_ops.job_runs WHERE job = 'verification email sweeper' AND instance = $1`, [instanceName()])
    let ticks = 0
    const job = recordedInterval('verification email sweeper', async () => ({ sent: ++ticks }), 'x')
    job.start(100)
    try {
      await expect
        .poll(async () => (await pool.query(`SELECT counts FROM storefront_ops.job_runs WHERE job = 'verification email sweeper' AND instance = $1`, [instanceName()])).rows[0]?.counts.sent ?? 0, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(1)
    } finally {
      job.stop()
      await jobLocksPool.close()
    }
  })
})
