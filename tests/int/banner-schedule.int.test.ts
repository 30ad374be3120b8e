/**
 * Banners and the sale popup with drafts, versions and scheduled publish (issue #18 item 2), and the
 * scheduler job that makes a schedule happen with nobody present (src/features/site/server/scheduler.ts):
 * - a draft is never read by a traveller (the storefront's anonymous reads), staff see it;
 * - a publish/unpublish scheduled by an editor is run by the scheduler tick, as that editor;
 * - one instance at a time: a tick run under the job's lock (`runExclusive`, src/lib/jobRuns.ts) that
 *   finds it taken runs nothing;
 * - a display window that opens or closes between ticks expires the banner caches on every instance
 *   (a NOTIFY every server applies, this one included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { Payload } from 'payload'
import { REVALIDATE_CHANNEL } from '@/lib/cache/crossInstance'
import { cacheTags } from '@/lib/graphql/cache-tags'
import { bannerBoundariesBetween, runSchedulerTick } from '@/features/site/server/scheduler'
import { JOB_LOCK_KEYS, runExclusive } from '@/lib/jobRuns'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffUser(payload, 'editor@hotelarte.example')
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'banners', id, overrideAccess: true }).catch(() => undefined)
})

async function draftBanner(name: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'banners',
    data: { name, kind: 'sale-banner', visible: true, heading: `${name} heading`, _status: 'draft', ...extra } as never,
    draft: true,
    user: editor,
    overrideAccess: false,
  })
  created.push(doc.id)
  return doc
}

/** What a traveller's request reads: no user, access applied. */
async function travellerSees(id: number): Promise<boolean> {
  const found = await payload.find({ collection: 'banners', where: { id: { equals: id } }, overrideAccess: false, depth: 0 })
  return found.totalDocs === 1
}

const dbUrl = () => (payload.db as unknown as { pool: { options: { connectionString: string } } }).pool.options.connectionString

describe('banner drafts and scheduled publish', () => {
  it('keeps a draft from travellers and shows it to staff', async () => {
    const doc = await draftBanner('Draft only')
    expect(await travellerSees(doc.id)).toBe(false)
    const staff = await payload.find({ collection: 'banners', where: { id: { equals: doc.id } }, user: editor, overrideAccess: false, draft: true })
    expect(staff.docs[0]?.heading).toBe('Draft only heading')
    // the version history has the draft
    const versions = await payload.findVersions({ collection: 'banners', where: { parent: { equals: doc.id } }, user: editor, overrideAccess: false })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('runs a publish and an unpublish scheduled by an editor, as that editor, when they are due', async () => {
    const doc = await draftBanner('Scheduled sale')
    const queue = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil,
        input: { type, doc: { relationTo: 'banners', value: String(doc.id) }, user: { relationTo: 'users', value: editor.id } } as never,
      })
    // not yet due: the tick leaves it
    await queue('publish', new Date(Date.now() + 3_600_000))
    await runSchedulerTick(payload, 30_000)
    expect(await travellerSees(doc.id)).toBe(false)
    // due now: published
    await queue('publish', new Date(Date.now() - 1_000))
    const tick = await runSchedulerTick(payload, 30_000)
    expect(tick.jobsRun).toBeGreaterThanOrEqual(1)
    expect(await travellerSees(doc.id)).toBe(true)
    // the publication is the editor's save: the version names the published status
    const latest = await payload.findVersions({ collection: 'banners', where: { parent: { equals: doc.id } }, sort: '-updatedAt', limit: 1, overrideAccess: true })
    expect(latest.docs[0]?.version._status).toBe('published')
    // and a due unpublish takes it down
    await queue('unpublish', new Date(Date.now() - 1_000))
    await runSchedulerTick(payload, 30_000)
    expect(await travellerSees(doc.id)).toBe(false)
    // the job an hour ahead is still waiting
    const waiting = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] }, overrideAccess: true })
    expect(waiting.docs.some((j) => (j.input as { doc?: { value?: string } }).doc?.value === String(doc.id))).toBe(true)
  })

  it('runs nothing while another instance holds the scheduler lock', async () => {
    const doc = await draftBanner('Locked out')
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() - 1_000),
      input: { type: 'publish', doc: { relationTo: 'banners', value: String(doc.id) }, user: { relationTo: 'users', value: editor.id } } as never,
    })
    const other = new pg.Client({ connectionString: dbUrl() })
    await other.connect()
    try {
      expect((await other.query('SELECT pg_try_advisory_lock($1) AS locked', [JOB_LOCK_KEYS['content scheduler']])).rows[0].locked).toBe(true)
      expect(await runExclusive('content scheduler', () => runSchedulerTick(payload, 30_000))).toEqual({ ran: false })
      expect(await travellerSees(doc.id)).toBe(false)
    } finally {
      await other.end()
    }
    // the lock is free again (the other session ended): the next tick runs it
    const next = await runExclusive('content scheduler', () => runSchedulerTick(payload, 30_000))
    expect(next.ran && next.value.jobsRun).toBeGreaterThanOrEqual(1)
    expect(await travellerSees(doc.id)).toBe(true)
  })

  it("expires every instance's banner caches when a published banner's window opens or closes", async () => {
    const now = Date.now()
    const doc = await draftBanner('Window', { startsAt: new Date(now - 5_000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString() })
    await payload.update({ collection: 'banners', id: doc.id, data: { _status: 'published' } as never, user: editor, overrideAccess: false })
    // only published, switched-on banners count; a window far from now does not
    expect(await bannerBoundariesBetween(payload, new Date(now - 10_000), new Date(now))).toBeGreaterThanOrEqual(1)
    expect(await bannerBoundariesBetween(payload, new Date(now + 60_000), new Date(now + 120_000))).toBe(0)
    expect(await bannerBoundariesBetween(payload, new Date(now + 3_590_000), new Date(now + 3_600_000))).toBeGreaterThanOrEqual(1)

    const listener = new pg.Client({ connectionString: dbUrl() })
    await listener.connect()
    const heard: { from: string; tags: string[] }[] = []
    listener.on('notification', (m) => heard.push(JSON.parse(m.payload ?? '{}')))
    await listener.query(`LISTEN ${REVALIDATE_CHANNEL}`)
    try {
      const tick = await runSchedulerTick(payload, 30_000, new Date(now))
      expect(tick.bannerBoundaries).toBeGreaterThanOrEqual(1)
      await expect.poll(() => heard.find((h) => h.tags.includes(cacheTags.banners))).toBeTruthy()
      // addressed to every instance, the one that ran the tick included
      expect(heard.find((h) => h.tags.includes(cacheTags.banners))?.from).toBe('background')
      // switched off: its window no longer counts
      await payload.update({ collection: 'banners', id: doc.id, data: { visible: false }, user: editor, overrideAccess: false })
      expect(await bannerBoundariesBetween(payload, new Date(now - 10_000), new Date(now))).toBe(0)
    } finally {
      await listener.end()
    }
  })
})
