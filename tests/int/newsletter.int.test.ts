/**
 * Newsletter sign-up against the real database (spec §3, §5, §8 Newsletter; issue #6): save,
 * duplicate (also concurrent and case-insensitive), server-side validation and captcha, outcome pages,
 * rate limit, and bad input → a 4xx with nothing stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyNewsletterCaptcha } from '../../src/features/newsletter/server/captcha'
import { handleChallengeRequest, handleSignupRequest, type SignupDeps } from '../../src/features/newsletter/server/handler'
import { createRateLimiter } from '../../src/features/newsletter/server/rateLimit'
import { subscribeToNewsletter } from '../../src/features/newsletter/server/subscribe'
import { signupForm, signupRequest, solvedCaptcha } from '../helpers/newsletter'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
const forwarded: number[] = []
let deps: SignupDeps

const countByEmail = async (email: string) => (await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true, where: { email: { equals: email.toLowerCase() } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  deps = {
    payload,
    limiter: createRateLimiter(1000, 60),
    verifyCaptcha: verifyNewsletterCaptcha,
    afterResponse: (task) => void task(),
    forward: async (_p, id) => void forwarded.push(id),
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'newsletter-subscriptions', where: { email: { like: '@example.com' } }, overrideAccess: true })
  await payload.destroy()
})

describe('newsletter sign-up: save and duplicate', () => {
  it('stores a new subscription with the spec §3 fields and redirects to thanks-for-subscribing', async () => {
    const form = signupForm({ email: `  New.Person.${Date.now()}@Example.com `, firstName: ' Ana ', country: 'CO', captcha: await solvedCaptcha() })
    const res = await handleSignupRequest(signupRequest('es', form), 'es', deps)
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toEqual({ ok: true, data: { code: 'SUBSCRIBED', message: '¡Gracias por suscribirte!', redirectTo: '/es/thanks-for-subscribing/' } })
    const email = form.email.trim().toLowerCase()
    const found = await payload.find({ collection: 'newsletter-subscriptions', overrideAccess: true, where: { email: { equals: email } } })
    expect(found.docs).toHaveLength(1)
    const doc = found.docs[0]!
    expect(doc).toMatchObject({ email, firstName: 'Ana', lastName: 'Pérez', site: 'HXA', lang: 'es', country: 'CO', acceptance: true, permission: true })
    expect(doc.forwarding).toMatchObject({ status: 'pending', attempts: 0 })
    expect(forwarded).toContain(doc.id) // forwarding scheduled after the response
  })

  it('answers a duplicate (any case) with Registered mail and thanks-for-being-subscribed, storing nothing', async () => {
    const form = signupForm({ captcha: await solvedCaptcha() })
    expect((await handleSignupRequest(signupRequest('en', form), 'en', deps)).status).toBe(201)
    const again = signupForm({ email: form.email.toUpperCase(), firstName: 'Other', captcha: await solvedCaptcha() })
    const res = await handleSignupRequest(signupRequest('en', again), 'en', deps)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ ok: false, code: 'EMAIL_REGISTERED', message: 'Registered mail', redirectTo: '/en/thanks-for-being-subscribed/' })
    expect(await countByEmail(form.email)).toBe(1)
    const es = await handleSignupRequest(signupRequest('es', { ...again, captcha: await solvedCaptcha() }), 'es', deps)
    expect(await es.json()).toMatchObject({ code: 'EMAIL_REGISTERED', message: 'Correo registrado', redirectTo: '/es/thanks-for-being-subscribed/' })
  })

  it('stores one row when the same email signs up concurrently', async () => {
    const email = `race.${Date.now()}@example.com`
    const results = await Promise.all(
      Array.from({ length: 5 }, async () => subscribeToNewsletter(payload, signupForm({ email, captcha: 'ok' }), { lang: 'en', verifyCaptcha: async () => ({ ok: true }) })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.code === 'EMAIL_REGISTERED')).toHaveLength(4)
    expect(await countByEmail(email)).toBe(1)
  })

  it('serves pt in Portuguese (issue #14 item 17) with /pt/ outcome paths', async () => {
    const res = await handleSignupRequest(signupRequest('pt', signupForm({ captcha: await solvedCaptcha() })), 'pt', deps)
    expect(await res.json()).toMatchObject({ ok: true, data: { message: 'Obrigado por se inscrever!', redirectTo: '/pt/thanks-for-subscribing/' } })
  })
})

describe('newsletter sign-up: validation and captcha on the server', () => {
  it('reports every field with its code and localized text, storing nothing', async () => {
    const form = { firstName: '', lastName: '', email: 'bad@', country: '', acceptance: false, permission: false, captcha: '' }
    const res = await handleSignupRequest(signupRequest('es', form), 'es', deps)
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.fieldMessages).toEqual({
      firstName: 'El campo nombre es requerido',
      lastName: 'El campo apellido es requerido',
      email: 'Ingrese un correo válido',
      country: 'El campo pais es requerido',
      acceptance: 'Es necesario seleccionar este campo',
      permission: 'Es necesario seleccionar este campo',
      captcha: 'Debes completar el desafio CAPTCHA',
    })
    const en = await (await handleSignupRequest(signupRequest('en', { ...form, email: '' }), 'en', deps)).json()
    expect(en.fieldMessages.email).toBe('The email field is required')
    expect(en.fieldMessages.captcha).toBe('You must complete the CAPTCHA verification')
  })

  it('refuses a forged, tampered or replayed captcha', async () => {
    const forged = signupForm({ captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') })
    const r1 = await handleSignupRequest(signupRequest('en', forged), 'en', deps)
    expect(r1.status).toBe(422)
    expect((await r1.json()).fieldErrors).toEqual({ captcha: 'captchaRequired' })

    const good = await solvedCaptcha()
    const decoded = JSON.parse(Buffer.from(good, 'base64').toString())
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
    const tampered = signupForm({ captcha: Buffer.from(JSON.stringify(decoded)).toString('base64') })
    expect((await handleSignupRequest(signupRequest('en', tampered), 'en', deps)).status).toBe(422)
    expect(await countByEmail(tampered.email)).toBe(0)

    const first = signupForm({ captcha: good })
    expect((await handleSignupRequest(signupRequest('en', first), 'en', deps)).status).toBe(201)
    const replay = signupForm({ captcha: good })
    const r3 = await handleSignupRequest(signupRequest('en', replay), 'en', deps)
    expect(r3.status).toBe(422)
    expect(await countByEmail(replay.email)).toBe(0)
  })

  it('serves a signed challenge that the solver can answer', async () => {
    const res = await handleChallengeRequest(new Request('http://127.0.0.1/en/newsletter/challenge/'), 'en', {
      limiter: createRateLimiter(10, 60),
      createChallenge: async () => (await import('../../src/features/newsletter/server/captcha')).createNewsletterChallenge(),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const challenge = await res.json()
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256' })
    expect(typeof challenge.signature).toBe('string')
  })
})

describe('newsletter sign-up: the Site and Lang format errors (spec §8)', () => {
  it('refuses a site that is no configured hotel and a lang other than es/en/pt, each with its own localized text, storing nothing', async () => {
    const form = signupForm({ site: 'ZZZ', lang: 'fr', captcha: await solvedCaptcha() })
    const res = await handleSignupRequest(signupRequest('es', form), 'es', deps)
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.fieldErrors).toEqual({ site: 'siteInvalid', lang: 'langInvalid' })
    expect(body.fieldMessages).toEqual({ site: 'El campo sitio no es válido', lang: 'El campo idioma no es válido' })
    const en = await (await handleSignupRequest(signupRequest('en', signupForm({ site: 'H X A' })), 'en', deps)).json()
    expect(en.fieldMessages.site).toBe('The site field is not valid')
    expect(await countByEmail(form.email)).toBe(0)
  })

  it('stores a sign-up that names a configured hotel site and a language', async () => {
    const form = signupForm({ site: 'hxm', lang: 'pt', captcha: await solvedCaptcha() })
    expect((await handleSignupRequest(signupRequest('es', form), 'es', deps)).status).toBe(201)
    const found = await payload.find({ collection: 'newsletter-subscriptions', overrideAccess: true, where: { email: { equals: form.email } } })
    expect(found.docs[0]).toMatchObject({ site: 'HXM', lang: 'en' }) // pt reads English content (the service takes es|en)
  })
})

/** The form as a page posts it without script (`application/x-www-form-urlencoded`). */
const formPost = (locale: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1/${locale}/newsletter/subscribe/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.30', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

describe('newsletter sign-up posted as a plain form: the success and error redirect pages (spec §7)', () => {
  const fields = (email: string, extra: Record<string, string> = {}) => ({ firstName: 'Ana', lastName: 'Pérez', email, country: 'MX', acceptance: 'on', permission: 'on', ...extra })

  it('sends a taken sign-up to the thanks page and a duplicate to thanks-for-being-subscribed (303)', async () => {
    const email = `form.${Date.now()}@example.com`
    const res = await handleSignupRequest(formPost('es', fields(email, { altcha: await solvedCaptcha() })), 'es', deps)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/es/thanks-for-subscribing/')
    expect(await countByEmail(email)).toBe(1)
    const again = await handleSignupRequest(formPost('en', fields(email, { altcha: await solvedCaptcha() })), 'en', deps)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/en/thanks-for-being-subscribed/')
  })

  it('sends a refused one to the error page with the reason and field codes, never a 5xx', async () => {
    const email = `form.bad.${Date.now()}@example.com`
    const res = await handleSignupRequest(formPost('en', fields(email, { site: 'NOPE', lang: 'de' })), 'en', deps)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/newsletter/error/?reason=checkFields&e=siteInvalid&e=langInvalid&e=captchaRequired')
    expect(await countByEmail(email)).toBe(0)
    const broken = { ...deps, verifyCaptcha: async () => ({ ok: true }) as const, payload: { ...payload, count: async () => Promise.reject(new Error('db down')) } as unknown as Payload }
    const down = await handleSignupRequest(formPost('es', fields(email, { captcha: 'x' })), 'es', broken)
    expect(down.status).toBe(303)
    expect(down.headers.get('location')).toBe('/es/newsletter/error/?reason=tryLater')
  })

  it('refuses a form posted from another site (403), storing nothing', async () => {
    const email = `form.xsite.${Date.now()}@example.com`
    const res = await handleSignupRequest(formPost('en', fields(email, { captcha: await solvedCaptcha() }), { origin: 'https://evil.example' }), 'en', deps)
    expect(res.status).toBe(403)
    expect(await countByEmail(email)).toBe(0)
  })
})

describe('newsletter sign-up: bad input and limits → 4xx, nothing stored', () => {
  it.each([
    ['malformed JSON', 400, { raw: '{"firstName":' }],
    ['a JSON array', 422, { raw: '[1,2,3]' }],
    ['JSON null', 422, { raw: 'null' }],
    ['plain text', 415, { raw: 'firstName=Ana', contentType: 'text/plain' }],
    ['a body over 16 KB', 413, { raw: JSON.stringify({ firstName: 'x'.repeat(20_000) }) }],
  ] as const)('%s → %i', async (_name, status, init) => {
    const before = await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true })
    const res = await handleSignupRequest(signupRequest('en', null, '203.0.113.20', init), 'en', deps)
    expect(res.status).toBe(status)
    const body = await res.json()
    expect(body.ok).toBe(false)
    expect(body.message).toBeTruthy()
    expect((await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('answers an unknown locale with 404', async () => {
    expect((await handleSignupRequest(signupRequest('fr', signupForm()), 'fr', deps)).status).toBe(404)
  })

  it('rate limits per client IP with a localized 429 and Retry-After', async () => {
    const limited = { ...deps, limiter: createRateLimiter(2, 600) }
    const send = (ip: string, locale = 'es') => handleSignupRequest(signupRequest(locale, signupForm(), ip), locale, limited)
    expect((await send('198.51.100.1')).status).toBe(422)
    expect((await send('198.51.100.1')).status).toBe(422)
    const res = await send('198.51.100.1')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await res.json()).toEqual({ ok: false, code: 'RATE_LIMITED', message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.' })
    expect((await (await send('198.51.100.1', 'en')).json()).message).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect((await send('198.51.100.2')).status).toBe(422) // another visitor is not affected
  })

  it('answers an unexpected failure with 503 Try again later (never a stack trace)', async () => {
    const broken = { ...deps, verifyCaptcha: async () => ({ ok: true }) as const, payload: { ...payload, count: async () => Promise.reject(new Error('db down')) } as unknown as Payload }
    const res = await handleSignupRequest(signupRequest('es', signupForm({ captcha: 'x' })), 'es', broken)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, code: 'TRY_LATER', message: 'Intenta más tarde' })
  })
})

describe('newsletter-subscriptions access (through the API)', () => {
  it('lets nobody create one without overrideAccess, and only admin/editor read', async () => {
    const data = { email: `api.${Date.now()}@example.com`, firstName: 'A', lastName: 'B', site: 'HXA', lang: 'en' as const, country: 'US', forwarding: { status: 'pending' as const, attempts: 0 } }
    for (const email of ['admin@hotelarte.example', 'editor@hotelarte.example', 'ops@hotelarte.example']) {
      const user = await staffUser(payload, email)
      await expect(payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: false, user })).rejects.toMatchObject({ status: 403 })
    }
    await expect(payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: false, user: null })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'newsletter-subscriptions', overrideAccess: false, user: null })).rejects.toMatchObject({ status: 403 })
    const editor = await staffUser(payload, 'editor@hotelarte.example')
    await expect(payload.find({ collection: 'newsletter-subscriptions', overrideAccess: false, user: editor })).resolves.toBeTruthy()
  })
})
