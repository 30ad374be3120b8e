/**
 * URLs ops can edit in the site settings (issue #13 item 12): only http(s) URLs are saved here (a
 * deployment further requires https to public hosts: src/lib/safeUrl.test.ts), package-site paths
 * stay on the package site, and the storefront never links to anything but http(s).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

let payload: Payload
let before: Record<string, unknown>
beforeAll(async () => {
  payload = await testPayload()
  before = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { chat: before.chat, packageSite: before.packageSite, webCheckInUrl: before.webCheckInUrl ?? null } as never, overrideAccess: true })
  await payload.destroy()
})

const save = (data: Record<string, unknown>) => payload.updateGlobal({ slug: 'site-settings', data: data as never, overrideAccess: true })

describe('site settings URLs (issue #13 item 12)', () => {
  it('refuses javascript:, data: and relative values in link fields', async () => {
    await expect(save({ chat: { whatsappUrl: 'javascript:alert(document.cookie)' } })).rejects.toThrow()
    await expect(save({ webCheckInUrl: 'data:text/html,<script>alert(1)</script>' })).rejects.toThrow()
    await expect(save({ packageSite: { baseUrl: 'ftp://paquetes.example' } })).rejects.toThrow()
  })

  it('keeps package-site paths on the package site', async () => {
    await expect(save({ packageSite: { baseUrl: 'https://paquetes.hotelarte.example', pathEs: '//evil.example/x', pathEn: '/packages/search' } })).rejects.toThrow()
  })

  it('saves https links', async () => {
    const saved = await save({ chat: { whatsappUrl: 'https://wa.me/5219981234567' }, webCheckInUrl: 'https://checkin.hotelarte.example/' })
    expect(saved.chat?.whatsappUrl).toBe('https://wa.me/5219981234567')
  })
})
