/**
 * The Operations view's Activity list from real records: an ops user's maintenance flip (its audit
 * entry), an editor's page publish (the page's published version) and a banner whose scheduled start
 * has passed come out newest first with who, what, when (Quintana Roo time, day first) and a link,
 * labelled in Spanish and English.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityEvents, adminDateTime, readActivity, type ActivityEvent } from '../../src/cms/operations/activity'
import { switchMaintenance } from '../../src/cms/operations/maintenance'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof staffUser>>
let editor: Staff
let ops: Staff
const tag = Math.random().toString(36).slice(2, 8).toUpperCase()
const made: { pages: (number | string)[]; banners: (number | string)[] } = { pages: [], banners: [] }

let flipAuditId: number | string
let flipAt: Date
let pageId: number | string
let bannerId: number | string
let startsAt: Date

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffUser(payload, 'editor@hotelarte.example')
  ops = await staffUser(payload, 'ops@hotelarte.example')
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })

  // the banner's start has just passed (newer than the seed's publishes, so inside the latest 20)
  startsAt = new Date(Date.now() - 1000)
  const banner = await payload.create({
    collection: 'banners',
    data: { name: `Hot Sale ${tag}`, kind: 'sale-banner', visible: true, heading: 'Hot Sale', _status: 'published', startsAt: startsAt.toISOString() } as never,
    user: editor,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })
  bannerId = banner.id
  made.banners.push(banner.id)

  // an editor publishes a page in Spanish, then in English
  const page = await payload.create({
    collection: 'pages',
    locale: 'es',
    data: { title: `Bodas ${tag}`, slug: `activity-${tag.toLowerCase()}`, _status: 'published' } as never,
    user: editor,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })
  pageId = page.id
  made.pages.push(page.id)
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: { title: `Weddings ${tag}`, slug: `activity-${tag.toLowerCase()}`, _status: 'published' } as never,
    user: editor,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })

  // an ops user turns maintenance on
  expect(await switchMaintenance(payload, ops, { on: true })).toMatchObject({ ok: true })
  const entry = (await payload.find({ collection: 'audit-log', where: { target: { equals: 'site-settings' } }, sort: '-id', limit: 1, overrideAccess: true, depth: 0 })).docs[0]
  flipAuditId = entry.id
  flipAt = new Date(entry.createdAt)
}, 120_000)

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
  for (const id of made.pages) await payload.delete({ collection: 'pages', id, overrideAccess: true, context: { disableRevalidate: true } })
  for (const id of made.banners) await payload.delete({ collection: 'banners', id, overrideAccess: true, context: { disableRevalidate: true } })
})

async function events(lang: 'es' | 'en'): Promise<ActivityEvent[]> {
  const now = new Date()
  const { since, ...inputs } = await readActivity(payload, lang, now)
  return activityEvents(inputs, { lang, adminRoute: '/admin', now, since })
}

describe('the Operations activity list', () => {
  it('lists the maintenance flip, the page publish and the banner going live with who, what, when and link (en)', async () => {
    const list = await events('en')
    expect(list.length).toBeLessThanOrEqual(20)
    const at = list.map((e) => e.at.getTime())
    expect(at).toEqual([...at].sort((a, b) => b - a))

    const flip = list.find((e) => e.href === `/admin/collections/audit-log/${flipAuditId}`)
    expect(flip).toMatchObject({ kind: 'maintenance-on', who: 'ops@hotelarte.example', what: 'Maintenance mode turned on', when: adminDateTime(flipAt) })
    expect(flip!.when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)

    const published = list.filter((e) => e.kind === 'page-published' && e.href.startsWith(`/admin/collections/pages/${pageId}/versions/`))
    expect(published.map((e) => e.what)).toContain(`Page published: Weddings ${tag}`)
    for (const e of published) {
      expect(e.who).toBe('—')
      const versionId = e.href.split('/').pop()!
      const version = await payload.findVersionByID({ collection: 'pages', id: versionId, overrideAccess: true, depth: 0 })
      expect((version.version as { _status?: string })._status).toBe('published')
      expect(e.when).toBe(adminDateTime(new Date(version.updatedAt)))
    }

    const live = list.find((e) => e.kind === 'banner-live' && e.href === `/admin/collections/banners/${bannerId}`)
    expect(live).toMatchObject({ who: '—', what: `Scheduled banner went live: Hot Sale ${tag}`, when: adminDateTime(startsAt) })
    // the flip came last, after the start: newest first
    expect(list.indexOf(flip!)).toBeLessThan(list.indexOf(live!))
  })

  it('says the same in Spanish', async () => {
    const list = await events('es')
    expect(list.find((e) => e.href === `/admin/collections/audit-log/${flipAuditId}`)).toMatchObject({ who: 'ops@hotelarte.example', what: 'Modo de mantenimiento activado' })
    expect(list.filter((e) => e.href.startsWith(`/admin/collections/pages/${pageId}/versions/`)).map((e) => e.what)).toContain(`Página publicada: Bodas ${tag}`)
    expect(list.find((e) => e.href === `/admin/collections/banners/${bannerId}`)).toMatchObject({ what: `Banner programado en línea: Hot Sale ${tag}`, when: adminDateTime(startsAt) })
  })

  it('lists a flip back off by the same ops user, and leaves a banner out once hidden', async () => {
    expect(await switchMaintenance(payload, ops, { on: false })).toMatchObject({ ok: true })
    await payload.update({ collection: 'banners', id: bannerId, data: { visible: false, _status: 'published' } as never, overrideAccess: true, context: { disableRevalidate: true } })
    const list = await events('en')
    expect(list[0]).toMatchObject({ kind: expect.stringMatching(/maintenance-off|banner-published/) })
    expect(list.find((e) => e.kind === 'maintenance-off')).toMatchObject({ who: 'ops@hotelarte.example', what: 'Maintenance mode turned off' })
    expect(list.find((e) => e.kind === 'banner-live' && e.href === `/admin/collections/banners/${bannerId}`)).toBeUndefined()
  })
})
