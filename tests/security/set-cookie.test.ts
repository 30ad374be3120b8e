/**
 * The session cookies as a browser receives them: the `Set-Cookie` headers of real responses of the
 * app's route handlers, on an https site (SITE_URL https://…) behind its TLS proxy, which talks plain
 * http to the app (`x-forwarded-proto: https`, one trusted hop). Staff (`payload-token`, set by
 * Payload's own login and refresh) and customers (`hxa-customer`, set by the storefront's login
 * route) alike: Secure, HttpOnly, SameSite=Lax. What a collection's config or a handler leaves out
 * shows here, where a scan of the source could not see it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

// before any module reads the settings: the site is https, as every deployment is
vi.hoisted(() => {
  process.env.SITE_URL = 'https://www.hotelarte.example'
})

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let REST_POST: Handler
let customerLogin: (req: Request) => Promise<Response>
const tag = randomUUID().slice(0, 8)
const staffEmail = `cookie-staff-${tag}@hotelarte.example`
const customerEmail = `cookie-customer-${tag}@example.com`
const password = 'Cookie-pass-Holbox-2026'
/** What the proxy adds to every request it forwards (TRUSTED_PROXY_HOPS=1). */
const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.90', host: 'www.hotelarte.example' }

beforeAll(async () => {
  const { testPayload } = await import('../helpers/payload')
  payload = await testPayload()
  ;({ POST: REST_POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: Handler })
  ;({ POST: customerLogin } = (await import('../../src/app/account-session/login/route')) as unknown as { POST: typeof customerLogin })
  await payload.create({ collection: 'users', data: { email: staffEmail, password, roles: ['editor'] } as never, overrideAccess: true })
  await payload.create({
    collection: 'customers',
    data: { email: customerEmail, password, firstName: 'Ana', lastName: 'Ruiz', _verified: true } as never,
    overrideAccess: true,
    disableVerificationEmail: true,
  })
}, 120_000)
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true })
  await payload.delete({ collection: 'customers', where: { email: { equals: customerEmail } }, overrideAccess: true })
  await payload.destroy()
})

/** The attributes of the response's `Set-Cookie` for `name`, lower-cased (value left out). */
function cookieAttributes(res: Response, name: string): Map<string, string> {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  if (!header) throw new Error(`no Set-Cookie for ${name} in ${JSON.stringify(res.headers.getSetCookie())}`)
  const attrs = new Map<string, string>()
  for (const part of header.split(';').slice(1)) {
    const [k, v = ''] = part.split('=')
    attrs.set(k!.trim().toLowerCase(), v.trim().toLowerCase())
  }
  return attrs
}

function expectPrivate(res: Response, name: string) {
  const a = cookieAttributes(res, name)
  expect(a.has('secure'), `${name}: Secure`).toBe(true)
  expect(a.has('httponly'), `${name}: HttpOnly`).toBe(true)
  expect(a.get('samesite'), `${name}: SameSite`).toBe('lax')
  expect(a.get('path'), `${name}: Path`).toBe('/')
}

describe('session cookies of real responses on an https site behind the TLS proxy', () => {
  it('staff: Payload’s login (POST /api/users/login) and refresh set payload-token Secure, HttpOnly, SameSite=Lax', async () => {
    const login = await REST_POST(
      new Request('http://10.0.0.5:3000/api/users/login', { method: 'POST', headers: { ...proxied, 'content-type': 'application/json' }, body: JSON.stringify({ email: staffEmail, password }) }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(login.status).toBe(200)
    expectPrivate(login, 'payload-token')
    const { token } = (await login.json()) as { token: string }
    const refresh = await REST_POST(new Request('http://10.0.0.5:3000/api/users/refresh-token', { method: 'POST', headers: { ...proxied, authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ slug: ['users', 'refresh-token'] }),
    })
    expect(refresh.status).toBe(200)
    expectPrivate(refresh, 'payload-token')
  })

  it('customers: the storefront login (POST /account-session/login/) sets hxa-customer Secure, HttpOnly, SameSite=Lax', async () => {
    const { NextRequest } = await import('next/server')
    const res = await customerLogin(
      new NextRequest('http://10.0.0.5:3000/account-session/login/', {
        method: 'POST',
        headers: { ...proxied, 'content-type': 'application/json', origin: 'https://www.hotelarte.example' },
        body: JSON.stringify({ email: customerEmail, password, remember: false, locale: 'en' }),
      }),
    )
    expect(res.status).toBe(200)
    expectPrivate(res, 'hxa-customer')
  })
})
