/**
 * A publish from the admin never puts another language's unpublished draft live
 * (src/cms/hooks/publishOneLanguage.ts), through the app's real REST route as the admin calls it:
 * with a Spanish draft pending, the English "Revert to published" (a PATCH of the published English
 * text with `_status: 'published'`) and the English "Publish changes" are refused with a 409 in the
 * admin's language, and the Spanish page on the site is unchanged; "Publish in English"
 * (`publishSpecificLocale`) publishes English alone and keeps the Spanish draft; once no other
 * language has pending changes a plain publish passes. The same for banners.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let PATCH: Handler
let token = ''
const tag = randomUUID().slice(0, 8)
const email = `publish-${tag}@hotelarte.example`
const password = 'Editor-pass-Holbox-2026'

const patch = (collection: string, id: number | string, query: string, body: unknown, lang: 'es' | 'en' = 'en') =>
  PATCH(
    new Request(`http://localhost:3000/api/${collection}/${id}?${query}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': lang, 'x-forwarded-for': '203.0.113.62' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: [collection, String(id)] }) },
  )

const live = async (collection: 'pages' | 'banners', id: number | string, locale: 'es' | 'en') =>
  (await payload.findByID({ collection, id, locale, fallbackLocale: false as never, draft: false, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
const latest = async (collection: 'pages' | 'banners', id: number | string, locale: 'es' | 'en') =>
  (await payload.findByID({ collection, id, locale, fallbackLocale: false as never, draft: true, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>

beforeAll(async () => {
  payload = await testPayload()
  ;({ PATCH } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { PATCH: Handler })
  await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
}, 120_000)
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  await payload.destroy()
})

describe('a publish in one language', () => {
  it('is refused while another language has a pending draft; "Publish in English" publishes English alone', async () => {
    const slug = `publish-${tag}`
    const page = await payload.create({ collection: 'pages', locale: 'es', data: { title: 'Bodas', slug, _status: 'published' } as never, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Weddings', slug, _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // a colleague's Spanish draft, not ready
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      data: { title: 'Bodas (borrador sin terminar)', _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    // "Revert to published" in the English admin: the published English text sent back as published
    const publishedEn = await live('pages', page.id, 'en')
    const revert = await patch('pages', page.id, 'locale=en&fallback-locale=null&depth=0', { ...publishedEn, _status: 'published' })
    expect(revert.status).toBe(409)
    const body = (await revert.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/^Español has unpublished changes: publishing now would put them live too\. Publish only English/)
    // the Spanish admin reads it in Spanish
    const inSpanish = await patch('pages', page.id, 'depth=0&locale=en', { title: 'Weddings 2027', _status: 'published' }, 'es')
    expect(inSpanish.status).toBe(409)
    expect(((await inSpanish.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/^Español tiene cambios sin publicar/)
    expect((await live('pages', page.id, 'es')).title).toBe('Bodas')
    expect((await live('pages', page.id, 'en')).title).toBe('Weddings')

    // "Publish in English": English goes live, the Spanish draft stays a draft
    // (the admin's form sends every field of the language on screen)
    const form = async (locale: 'es' | 'en', title: string) => ({ ...(await latest('pages', page.id, locale)), title, _status: 'published' })
    const one = await patch('pages', page.id, 'depth=0&locale=en&publishSpecificLocale=en', await form('en', 'Weddings 2027'))
    expect(one.status).toBe(200)
    expect((await live('pages', page.id, 'en')).title).toBe('Weddings 2027')
    expect((await live('pages', page.id, 'es')).title).toBe('Bodas')
    expect((await latest('pages', page.id, 'es')).title).toBe('Bodas (borrador sin terminar)')

    // Spanish published in its own language: nothing else pending, a plain publish passes
    expect((await patch('pages', page.id, 'depth=0&locale=es&publishSpecificLocale=es', await form('es', 'Bodas en el hotel'))).status).toBe(200)
    const plain = await patch('pages', page.id, 'depth=0&locale=en', await form('en', 'Weddings at the hotel'))
    expect(plain.status, await plain.clone().text()).toBe(200)
    expect((await live('pages', page.id, 'en')).title).toBe('Weddings at the hotel')
    expect((await live('pages', page.id, 'es')).title).toBe('Bodas en el hotel')
    // nothing was written into a language the publish did not name
    const pt = (await payload.findByID({ collection: 'pages', id: page.id, locale: 'pt', fallbackLocale: false as never, draft: true, depth: 0, overrideAccess: true })) as unknown as {
      title?: string | null
    }
    expect(pt.title ?? null).toBeNull()
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('holds for banners too', async () => {
    const banner = await payload.create({
      collection: 'banners',
      locale: 'es',
      data: { name: `Venta ${tag}`, kind: 'hotel', heading: 'Venta', visible: false, _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({ collection: 'banners', id: banner.id, locale: 'en', data: { heading: 'Sale', _status: 'published' } as never, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.update({
      collection: 'banners',
      id: banner.id,
      locale: 'en',
      draft: true,
      data: { heading: 'Sale (draft)', _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const publishedEs = await live('banners', banner.id, 'es')
    expect((await patch('banners', banner.id, 'locale=es&fallback-locale=null&depth=0', { ...publishedEs, _status: 'published' }, 'es')).status).toBe(409)
    expect((await live('banners', banner.id, 'en')).heading).toBe('Sale')
    await payload.delete({ collection: 'banners', id: banner.id, overrideAccess: true, context: { disableRevalidate: true } })
  })
})
