/**
 * The site's one same-origin rule (src/lib/http/sameOrigin.ts) on the real routes: the storefront's
 * sign-up and login (`/account-session/…`) and the admin's maintenance switch
 * (`POST /api/globals/site-settings/maintenance`, through Payload's REST route with the staff cookie).
 *
 * Requests are shaped as `next start -H 127.0.0.1` hands them to the route: Next's request URL
 * carries the bound hostname (`localhost`), the Host header carries the address the browser used.
 * SITE_URL is unset here (a local `npm start`), so only the Host and the trusted forwarded host
 * (TRUSTED_PROXY_HOPS = 1, the default) make a request same-origin.
 */
import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { reloadEnv } from '../../src/lib/env'
import { testPayload } from '../helpers/payload'

// The sign-up sends its verification email after the answer (Next's `after`), which needs Next's request
// scope; here the route runs bare, and the email is not what these tests look at.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }))

type Handler = (req: NextRequest) => Promise<Response>
type RestHandler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const NEXT_URL = 'http://localhost:3000' // what Next builds from the bound hostname
/** The three ways a browser reaches the same server, and one foreign page. */
const ways = {
  '127.0.0.1': { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
  localhost: { host: 'localhost:3000', origin: 'http://localhost:3000' },
  'proxy host': { host: '127.0.0.1:3000', 'x-forwarded-host': 'reservas.hotel.example', 'x-forwarded-proto': 'https', origin: 'https://reservas.hotel.example' },
} as const
const foreign = { host: '127.0.0.1:3000', origin: 'https://evil.example' }

let payload: Payload
let signup: Handler
let login: Handler
let POST: RestHandler
const staffEmail = `origin-ops-${randomUUID().slice(0, 8)}@hotelarte.example`
const staffPassword = 'Staff-pass-Bacalar-2026'
let staffCookie = ''

beforeAll(async () => {
  delete process.env.SITE_URL
  delete process.env.TRUSTED_PROXY_HOPS
  reloadEnv()
  payload = await testPayload()
  signup = (await import('../../src/app/account-session/signup/route')).POST as Handler
  login = (await import('../../src/app/account-session/login/route')).POST as Handler
  ;({ POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: RestHandler })
  await payload.create({ collection: 'users', data: { email: staffEmail, password: staffPassword, roles: ['ops'] } as never, overrideAccess: true })
  staffCookie = `payload-token=${(await payload.login({ collection: 'users', data: { email: staffEmail, password: staffPassword } })).token}`
}, 120_000)
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { maintenanceMode: false }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { email: { equals: staffEmail } }, overrideAccess: true })
  await payload.destroy()
})

const json = (path: string, headers: Record<string, string>, body: unknown) =>
  new NextRequest(`${NEXT_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

const maintenance = (headers: Record<string, string>, on: boolean) =>
  POST(json('/api/globals/site-settings/maintenance', { ...headers, cookie: staffCookie, 'accept-language': 'es' }, { on }), {
    params: Promise.resolve({ slug: ['globals', 'site-settings', 'maintenance'] }),
  })

describe('sign-up and login from every address of the site', () => {
  for (const [way, headers] of Object.entries(ways)) {
    it(`at ${way}: sign-up creates the account and login answers on the credentials`, async () => {
      const email = `origin-${randomUUID().slice(0, 8)}@example.com`
      const created = await signup(json('/account-session/signup/', headers, { firstName: 'Ana', lastName: 'Ruiz', email, password: 'Customer-pass-1', locale: 'es' }))
      expect(created.status).toBe(201)
      const wrong = await login(json('/account-session/login/', headers, { email, password: 'not-the-password', remember: false, locale: 'es' }))
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toMatchObject({ ok: false, code: 'INCORRECT_LOGIN' })
    })
  }

  it('a foreign page is refused with what to do, in the form language', async () => {
    const res = await login(json('/account-session/login/', foreign, { email: 'a@example.com', password: 'x', remember: false, locale: 'es' }))
    expect(res.status).toBe(403)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('CROSS_SITE')
    expect(body.message).toMatch(/no llegó desde una página de este sitio.*dirección del sitio/)
    const en = await signup(json('/account-session/signup/', foreign, { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'Customer-pass-1', locale: 'en' }))
    expect(en.status).toBe(403)
    expect(((await en.json()) as { message: string }).message).toMatch(/Open the page again from the site's address/)
  })

  it('a spoofed X-Forwarded-Host is refused when no proxy is trusted', async () => {
    process.env.TRUSTED_PROXY_HOPS = '0'
    reloadEnv()
    try {
      const res = await login(json('/account-session/login/', ways['proxy host'], { email: 'a@example.com', password: 'x', remember: false, locale: 'en' }))
      expect(res.status).toBe(403)
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS
      reloadEnv()
    }
  })
})

describe("the admin's maintenance switch from every address of the site", () => {
  for (const [way, headers] of Object.entries(ways)) {
    it(`at ${way}: ops turns maintenance on and off`, async () => {
      const on = await maintenance(headers, true)
      expect(on.status).toBe(200)
      expect(await on.json()).toMatchObject({ ok: true, data: { maintenanceMode: true } })
      const off = await maintenance(headers, false)
      expect(await off.json()).toMatchObject({ ok: true, data: { maintenanceMode: false } })
    })
  }

  it('a foreign page is refused with what to do, in the admin language', async () => {
    const res = await maintenance(foreign, true)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ ok: false, code: 'CROSS_SITE', message: expect.stringMatching(/Vuelve a abrir la página desde la dirección del sitio/) })
    expect((await payload.findGlobal({ slug: 'site-settings' })).maintenanceMode).toBe(false)
  })
})
