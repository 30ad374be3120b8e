/**
 * Seed idempotency (issue #2): the global setup already ran the seed once; running it again must
 * create nothing and change nothing, and the data must be the spec's constants.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMedia } from '../../seed/data/media'
import { seedPages } from '../../seed/data/pages'
import { seedRoomTypes } from '../../seed/data/rooms'
import { seedComplements, seedProducts } from '../../seed/data/shop'
import { runSeed } from '../../seed/seed'
import { testPayload } from '../helpers/payload'

const collections: CollectionSlug[] = [
  'media',
  'pages',
  'banners',
  'currencies',
  'payment-methods',
  'banks',
  'room-categories',
  'room-types',
  'hotels',
  'unavailable-products',
  'users',
  'products',
  'complements',
]

async function snapshot(payload: Payload) {
  const out: Record<string, { count: number; latest: string }> = {}
  for (const collection of collections) {
    const res = await payload.find({ collection, overrideAccess: true, limit: 1, sort: '-updatedAt', depth: 0 })
    out[collection] = { count: res.totalDocs, latest: String((res.docs[0] as { updatedAt?: string } | undefined)?.updatedAt) }
  }
  for (const slug of ['site-settings', 'header', 'footer'] as const) {
    const g = await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })
    out[slug] = { count: 1, latest: String(g.updatedAt) }
  }
  return out
}

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('seed', () => {
  it('a second run creates nothing and changes nothing', async () => {
    const before = await snapshot(payload)
    const report = await runSeed(payload)
    expect(report.created).toEqual({})
    expect(report.staffPasswords).toEqual({})
    expect(await snapshot(payload)).toEqual(before)
  })

  it('in a deployment creates no example staff and prints no password (issue #12)', async () => {
    const lines: string[] = []
    const before = await payload.count({ collection: 'users', overrideAccess: true })
    const report = await runSeed(payload, { env: { NODE_ENV: 'production' }, log: (l) => lines.push(l) })
    expect(report.staffPasswords).toEqual({})
    expect(lines.join('\n')).not.toMatch(/password:/)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('loads the spec’s counts', async () => {
    const counts = await snapshot(payload)
    expect(counts.currencies.count).toBe(17)
    expect(counts['payment-methods'].count).toBe(9)
    expect(counts['room-categories'].count).toBe(4)
    expect(counts.hotels.count).toBe(3)
    expect(counts['unavailable-products'].count).toBe(5)
    expect(counts.pages.count).toBe(seedPages.length)
    expect(counts.users.count).toBe(3)
    // ticket shop (issue #5): the seeded catalogue, the spec's five unavailable ids among the products
    expect(counts.products.count).toBe(seedProducts.length)
    expect(counts.complements.count).toBe(seedComplements.length)
  })

  it('ships demo images made for the project, each page hero, room type, product and add-on pointing at one (issue #19 item 2)', async () => {
    const media = await payload.find({ collection: 'media', overrideAccess: true, pagination: false, depth: 0, locale: 'all' })
    expect(media.totalDocs).toBe(seedMedia.length)
    for (const m of media.docs) {
      expect(m.mimeType).toBe('image/webp')
      expect([m.width, m.height]).toEqual([1600, 1000])
      // alt text in both languages, and the three sizes Payload makes
      const alt = m.alt as unknown as Record<string, string>
      expect(alt.es && alt.en && alt.es !== alt.en).toBeTruthy()
      expect(Object.keys(m.sizes ?? {}).sort()).toEqual(['card', 'hero', 'thumbnail'])
    }
    const heroes = await payload.find({ collection: 'pages', overrideAccess: true, pagination: false, depth: 0, locale: 'es' })
    for (const page of heroes.docs) expect(page.layout?.find((b) => b.blockType === 'hero')?.image, page.slug).toBeTruthy()
    const rooms = await payload.find({ collection: 'room-types', overrideAccess: true, pagination: false, depth: 0 })
    expect(rooms.totalDocs).toBe(seedRoomTypes.length)
    for (const r of rooms.docs) {
      expect(r.gallery?.length, r.roomCode).toBeGreaterThanOrEqual(3)
      expect(r.sizeM2 && r.maxGuests && r.bed && r.view && r.amenities?.length).toBeTruthy()
    }
    const products = await payload.find({ collection: 'products', overrideAccess: true, pagination: false, depth: 0 })
    for (const p of products.docs) expect(p.images?.[0]?.image, p.slug).toBeTruthy()
    const complements = await payload.find({ collection: 'complements', overrideAccess: true, pagination: false, depth: 0 })
    for (const c of complements.docs) expect(c.image, c.code).toBeTruthy()
  })

  it('keeps the maintenance flag off unless asked, and sets it when asked', async () => {
    const read = async () => (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).maintenanceMode
    expect(await read()).toBe(false)
    await runSeed(payload, { maintenance: 'on' })
    expect(await read()).toBe(true)
    await runSeed(payload, { maintenance: 'off' })
    expect(await read()).toBe(false)
  })

  it('publishes every content page the spec lists in both languages', async () => {
    const required = {
      en: [
        'terms-of-use',
        'privacy-notice',
        'sitemap',
        'garden',
        'all-fun-inclusive',
        'gastronomy',
        'spa-wellness',
        'meetings-events',
        'weddings',
        'casas',
        'history',
        'faqs',
        'cancun-and-riviera-maya',
        'hotel-flight-package',
        'accolades',
        'thanks-for-subscribing',
        'thanks-for-being-subscribed',
        'ferry-isla-mujeres',
      ],
      es: ['aviso-de-privacidad', 'terminos-de-uso', 'ferry-isla-mujeres', 'garden'],
    }
    for (const [locale, slugs] of Object.entries(required) as ['es' | 'en', string[]][]) {
      const res = await payload.find({ collection: 'pages', locale, where: { slug: { in: slugs }, _status: { equals: 'published' } }, limit: 100, overrideAccess: false })
      expect(res.docs.map((d) => d.slug).sort()).toEqual([...slugs].sort())
    }
  })
})
