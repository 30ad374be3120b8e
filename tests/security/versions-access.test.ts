/**
 * Issue #13 item 8: a signed-in customer (or anyone who is not content staff) cannot read drafts or
 * versions of pages and products. Payload's default `readVersions` is "any authenticated user", so
 * every versioned collection sets it (src/cms/collections/Pages.ts, Products.ts: admin and editor).
 * Through the Local API with `overrideAccess: false`, which is what REST and GraphQL run.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
let customer: Record<string, unknown> & { id: number; collection: 'customers' }
let editor: Awaited<ReturnType<typeof staffUser>>
let ops: Awaited<ReturnType<typeof staffUser>>
const cleanup: { collection: CollectionSlug; id: number }[] = []
const SECRET = `Unreleased price list ${Date.now()}`

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffUser(payload, 'editor@hotelarte.example')
  ops = await staffUser(payload, 'ops@hotelarte.example')
  const c = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email: `versions-${Date.now()}@example.com`, password: 'Versions-customer-1', firstName: 'Vera', lastName: 'Sion', preferredLanguage: 'en', _verified: true },
  })
  customer = { ...c, collection: 'customers' }
  cleanup.push({ collection: 'customers', id: c.id })
})

afterAll(async () => {
  for (const c of cleanup.reverse()) await payload.delete({ collection: c.collection, id: c.id, overrideAccess: true }).catch(() => {})
  await payload.destroy()
})

const status = async (op: () => Promise<unknown>) =>
  op().then(
    () => 200,
    (err: { status?: number }) => err.status ?? 500,
  )

describe('drafts and versions are for content staff only', () => {
  it('pages: a customer, a visitor and ops are refused the versions; an editor reads them', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      draft: true,
      data: { title: SECRET, slug: `versions-${Date.now()}`, key: `versions-${Date.now()}`, _status: 'draft' },
    })
    cleanup.push({ collection: 'pages', id: page.id })
    const versions = (user: unknown) => () => payload.findVersions({ collection: 'pages', overrideAccess: false, user: user as never, where: { parent: { equals: page.id } } })
    expect(await status(versions(customer))).toBe(403)
    expect(await status(versions(null))).toBe(403)
    expect(await status(versions(ops))).toBe(403)
    const seen = await payload.findVersions({ collection: 'pages', overrideAccess: false, user: editor, where: { parent: { equals: page.id } } })
    expect(seen.docs.map((v) => v.version.title)).toContain(SECRET)
    // nor through a single version id
    const versionId = seen.docs[0]!.id
    expect(await status(() => payload.findVersionByID({ collection: 'pages', id: versionId, overrideAccess: false, user: customer as never }))).toBe(403)
    // and the draft itself stays hidden from a customer asking for drafts
    const asCustomer = await payload.find({ collection: 'pages', overrideAccess: false, user: customer as never, draft: true, where: { id: { equals: page.id } } })
    expect(asCustomer.docs).toHaveLength(0)
  })

  it('products: a customer is refused the versions, whose drafts may hold unreleased prices', async () => {
    const id = 880000 + (Date.now() % 10000)
    await payload.create({
      collection: 'products',
      overrideAccess: true,
      draft: true,
      data: { id, name: SECRET, slug: `versions-product-${id}`, kind: 'tour', businessUnitCode: 'XT', _status: 'draft' } as never,
    })
    cleanup.push({ collection: 'products', id })
    const versions = (user: unknown) => () => payload.findVersions({ collection: 'products', overrideAccess: false, user: user as never, where: { parent: { equals: id } } })
    expect(await status(versions(customer))).toBe(403)
    expect(await status(versions(null))).toBe(403)
    expect(await status(versions(editor))).toBe(200)
  })
})
