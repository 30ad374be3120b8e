/**
 * Editors manage content, banners and popups — not what a traveller pays; and no one but an admin
 * obtains the newsletter service's credential, by reading it or by changing where it is sent. Through Payload's local API with access enforced
 * (`overrideAccess: false`), as each role.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardSubscription } from '../../src/features/newsletter/server/forwarder'
import { subscribeToNewsletter } from '../../src/features/newsletter/server/subscribe'
import { signupForm } from '../helpers/newsletter'
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

describe("ops cannot obtain the newsletter service's key", () => {
  it('neither by reading the settings nor by pointing the service address at their own host: the key only ever goes to the address an admin set', async () => {
    const adminUrl = 'https://news.example.com/subscribe'
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { newsletter: { endpointUrl: adminUrl, clientId: 'client-0', externalKey: 'nl-secret-key-123', origin: 'hxa-web', mid: 'mid-42' } } as never,
    })
    const ops = await staffUser(payload, 'ops@hotelarte.example')
    // reading: the key is not in what ops receive
    const read = (await payload.findGlobal({ slug: 'site-settings', user: ops, overrideAccess: false })) as unknown as { newsletter?: { externalKey?: string } }
    expect(read.newsletter?.externalKey).toBeUndefined()
    expect(JSON.stringify(read)).not.toContain('nl-secret-key-123')
    // redirecting: ops sets the address to a host of theirs (as the REST and GraphQL updates do)
    await payload.updateGlobal({
      slug: 'site-settings',
      user: ops,
      overrideAccess: false,
      context: { disableRevalidate: true },
      data: { newsletter: { endpointUrl: 'https://collect.attacker.example/hook' } } as never,
    })
    // the next forward of a sign-up: where does the key go?
    const sent: { url: string; authorization: string | null }[] = []
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') })
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    const r = await subscribeToNewsletter(payload, signupForm({ captcha: 'solved' }), { lang: 'es', verifyCaptcha: async () => ({ ok: true }) })
    if (!r.ok) throw new Error(`sign-up refused: ${r.code}`)
    expect(await forwardSubscription(payload, r.id, { fetchImpl })).toBe('forwarded')
    expect(sent).toEqual([{ url: adminUrl, authorization: 'Bearer nl-secret-key-123' }])
    await payload.delete({ collection: 'newsletter-subscriptions', id: r.id, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, context: { disableRevalidate: true }, data: { newsletter: { endpointUrl: null, externalKey: null } } as never })
  })

  it('admins read the key', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { newsletter: { externalKey: 'nl-secret-key-123' } } as never, overrideAccess: true, context: { disableRevalidate: true } })
    const s = (await payload.findGlobal({ slug: 'site-settings', user: await staffUser(payload, 'admin@hotelarte.example'), overrideAccess: false })) as unknown as {
      newsletter?: { externalKey?: string }
    }
    expect(s.newsletter?.externalKey).toBe('nl-secret-key-123')
    await payload.updateGlobal({ slug: 'site-settings', data: { newsletter: { externalKey: null } } as never, overrideAccess: true, context: { disableRevalidate: true } })
  })
})
