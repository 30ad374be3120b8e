/**
 * Issue #13 item 9: editors manage content, banners and popups — not what a traveller pays, and not
 * the newsletter service's credential. Through Payload's local API with access enforced
 * (`overrideAccess: false`), as each role.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const product = async () =>
  (await payload.find({ collection: 'products', limit: 1, where: { id: { equals: 3001 } }, overrideAccess: true, draft: false })).docs[0] as unknown as {
    id: number
    basePricesUsd: { adult: number | null }
    childDiscountPct: number | null
    shortDescription?: string
  }

describe('prices are admin-only', () => {
  it('an editor changing a product price and discount changes neither (the text change stands)', async () => {
    const editor = await staffUser(payload, 'editor@hotelarte.example')
    const before = await product()
    await payload.update({
      collection: 'products',
      id: before.id,
      data: { basePricesUsd: { adult: 1 }, childDiscountPct: 99, shortDescription: 'Editor text' } as never,
      user: editor,
      overrideAccess: false,
      locale: 'en',
    })
    const after = await product()
    expect(after.basePricesUsd.adult).toBe(before.basePricesUsd.adult)
    expect(after.childDiscountPct).toBe(before.childDiscountPct)
    const en = (await payload.findByID({ collection: 'products', id: before.id, locale: 'en', overrideAccess: true })) as unknown as { shortDescription: string }
    expect(en.shortDescription).toBe('Editor text')
    await payload.update({ collection: 'products', id: before.id, data: { shortDescription: before.shortDescription ?? '' } as never, overrideAccess: true, locale: 'en' })
  })

  it('an editor cannot change an add-on price; an admin can', async () => {
    const editor = await staffUser(payload, 'editor@hotelarte.example')
    const admin = await staffUser(payload, 'admin@hotelarte.example')
    const c = (await payload.find({ collection: 'complements', limit: 1, overrideAccess: true })).docs[0] as unknown as { id: number; price: number | null }
    await payload.update({ collection: 'complements', id: c.id, data: { price: 1 } as never, user: editor, overrideAccess: false })
    expect(((await payload.findByID({ collection: 'complements', id: c.id, overrideAccess: true })) as unknown as { price: number | null }).price).toBe(c.price)
    await payload.update({ collection: 'complements', id: c.id, data: { price: (c.price ?? 0) + 1 } as never, user: admin, overrideAccess: false })
    expect(((await payload.findByID({ collection: 'complements', id: c.id, overrideAccess: true })) as unknown as { price: number | null }).price).toBe((c.price ?? 0) + 1)
    await payload.update({ collection: 'complements', id: c.id, data: { price: c.price } as never, overrideAccess: true })
  })
})

describe("the newsletter service's key is admin-only", () => {
  it('editors and ops read the settings without it; admins read it', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { newsletter: { externalKey: 'nl-secret-key-123' } } as never, overrideAccess: true })
    for (const email of ['editor@hotelarte.example', 'ops@hotelarte.example']) {
      const s = (await payload.findGlobal({ slug: 'site-settings', user: await staffUser(payload, email), overrideAccess: false })) as unknown as { newsletter?: { externalKey?: string } }
      expect(s.newsletter?.externalKey, email).toBeUndefined()
    }
    const s = (await payload.findGlobal({ slug: 'site-settings', user: await staffUser(payload, 'admin@hotelarte.example'), overrideAccess: false })) as unknown as {
      newsletter?: { externalKey?: string }
    }
    expect(s.newsletter?.externalKey).toBe('nl-secret-key-123')
    await payload.updateGlobal({ slug: 'site-settings', data: { newsletter: { externalKey: null } } as never, overrideAccess: true })
  })
})
