/**
 * Audit trail (issue #18 item 3): a change to the site settings (the maintenance flag), prices,
 * payment methods, currencies, banks, hotels or staff roles is recorded with who, when and the
 * before/after values; admins read it, editors and ops do not; nobody edits or deletes an entry —
 * not through the API, not with overrideAccess (a database trigger keeps the rows as written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof staffUser>>
let admin: Staff
let editor: Staff
let ops: Staff

type Entry = {
  id: number
  summary: string
  action: string
  target: string
  docId: string | null
  userEmail: string
  user: number | { id: number } | null
  changes: Record<string, { before: unknown; after: unknown }>
}

async function latest(target: string): Promise<Entry> {
  const found = await payload.find({ collection: 'audit-log', where: { target: { equals: target } }, sort: '-id', limit: 1, overrideAccess: true, depth: 0 })
  return found.docs[0] as unknown as Entry
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffUser(payload, 'admin@hotelarte.example')
  editor = await staffUser(payload, 'editor@hotelarte.example')
  ops = await staffUser(payload, 'ops@hotelarte.example')
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
})

describe('audit trail', () => {
  it('names the ops user who flipped the maintenance flag, with the before and after values', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: true }, user: ops, overrideAccess: false })
    const on = await latest('site-settings')
    expect(on).toMatchObject({ action: 'update', userEmail: 'ops@hotelarte.example', changes: { maintenanceMode: { before: false, after: true } } })
    expect(typeof on.user === 'object' ? on.user?.id : on.user).toBe(ops.id)
    expect(on.summary).toBe('site-settings: maintenanceMode false → true')
    expect(Object.keys(on.changes)).toEqual(['maintenanceMode'])
    // saving without a change records nothing
    await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: true }, user: ops, overrideAccess: false })
    expect((await latest('site-settings')).id).toBe(on.id)
  })

  it('records price and currency changes by admins, and staff role changes without any secret', async () => {
    const usd = (await payload.find({ collection: 'currencies', where: { isoCode: { equals: 'EUR' } }, overrideAccess: true, limit: 1 })).docs[0]
    await payload.update({ collection: 'currencies', id: usd.id, data: { rateToUsd: Number(usd.rateToUsd) + 0.01 }, user: admin, overrideAccess: false })
    const rate = await latest('currencies')
    expect(rate).toMatchObject({ userEmail: 'admin@hotelarte.example', docId: String(usd.id), changes: { rateToUsd: { before: usd.rateToUsd } } })
    expect(Object.keys(rate.changes)).toEqual(['rateToUsd'])
    await payload.update({ collection: 'currencies', id: usd.id, data: { rateToUsd: usd.rateToUsd }, overrideAccess: true })
    expect((await latest('currencies')).userEmail).toBe('system')

    const product = (await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })).docs[0] as unknown as { id: number; basePricesUsd: { adult: number | null } }
    const adult = product.basePricesUsd.adult ?? 1000
    await payload.update({ collection: 'products', id: product.id, data: { basePricesUsd: { ...product.basePricesUsd, adult: adult + 100 } } as never, user: admin, overrideAccess: false })
    const price = await latest('products')
    expect(price.changes.basePricesUsd).toMatchObject({ before: { adult }, after: { adult: adult + 100 } })
    expect(Object.keys(price.changes)).toEqual(['basePricesUsd'])
    await payload.update({ collection: 'products', id: product.id, data: { basePricesUsd: product.basePricesUsd } as never, overrideAccess: true })

    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['editor', 'ops'], password: 'a-new-password-for-the-editor-1' } as never, user: admin, overrideAccess: false })
    const roles = await latest('users')
    expect(roles.changes).toEqual({ roles: { before: ['editor'], after: ['editor', 'ops'] } })
    expect(JSON.stringify(roles.changes)).not.toMatch(/hash|salt|password/i)
    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['editor'] } as never, overrideAccess: true })
  })

  it('is read by admins only', async () => {
    expect((await payload.find({ collection: 'audit-log', user: admin, overrideAccess: false, limit: 1 })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'audit-log', user: editor, overrideAccess: false, limit: 1 })).rejects.toThrow()
    await expect(payload.find({ collection: 'audit-log', user: ops, overrideAccess: false, limit: 1 })).rejects.toThrow()
  })

  it('cannot be written, changed or deleted by anyone, overrideAccess included', async () => {
    const entry = await latest('site-settings')
    await expect(payload.create({ collection: 'audit-log', data: { summary: 'forged', action: 'update', target: 'site-settings', changes: {} }, user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'audit-log', id: entry.id, data: { summary: 'edited' }, user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'audit-log', id: entry.id, data: { summary: 'edited' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: entry.id, overrideAccess: true })).rejects.toThrow()
    expect((await latest('site-settings')).summary).toBe(entry.summary)
  })
})
