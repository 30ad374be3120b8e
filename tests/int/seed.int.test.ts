/**
 * Seed idempotency (issue #2): the global setup already ran the seed once; running it again must
 * create nothing and change nothing, and the data must be the spec's constants.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPages } from '../../seed/data/pages'
import { seedComplements, seedProducts } from '../../seed/data/shop'
import { runSeed } from '../../seed/seed'
import { testPayload } from '../helpers/payload'

const collections: CollectionSlug[] = ['pages', 'banners', 'currencies', 'payment-methods', 'banks', 'room-categories', 'hotels', 'unavailable-products', 'users', 'products', 'complements']

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
