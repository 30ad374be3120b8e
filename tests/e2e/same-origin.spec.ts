/**
 * The site's one same-origin rule (src/lib/http/sameOrigin.ts) against the real server: the admin's
 * maintenance switch (with the staff session cookie) and the storefront's sign-up and login answer
 * the site's own pages at every address the site is reached by — 127.0.0.1 (SITE_URL here),
 * localhost (another Host of the same server) and a proxy's forwarded host — and refuse a foreign page
 * with a message that says what to do.
 */
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_OPS_PASSWORD } from '../../playwright.config'

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT || 3210)
/**
 * How a browser's request reaches the server at each address: the address it opens (so the Host header
 * is the browser's own; Playwright's request context does not let a test override Host) and the
 * headers it or the proxy sends.
 */
const ways: Record<string, { base: string; headers: Record<string, string> }> = {
  '127.0.0.1': { base: `http://127.0.0.1:${port}`, headers: { origin: `http://127.0.0.1:${port}` } },
  localhost: { base: `http://localhost:${port}`, headers: { origin: `http://localhost:${port}` } },
  'a proxy host': { base: `http://127.0.0.1:${port}`, headers: { 'x-forwarded-host': 'reservas.hotel.example', 'x-forwarded-proto': 'https', origin: 'https://reservas.hotel.example' } },
}

async function staffCookie(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login/', { data: { email: 'ops@hotelarte.example', password: E2E_OPS_PASSWORD }, headers: { 'x-forwarded-for': '198.51.100.90' } })
  expect(res.status()).toBe(200)
  return `payload-token=${((await res.json()) as { token: string }).token}`
}

for (const [way, { base, headers }] of Object.entries(ways)) {
  test(`at ${way}: ops flips maintenance, and a visitor signs up and logs in`, async ({ request }) => {
    const cookie = await staffCookie(request)
    const maintenance = (on: boolean) => request.post(`${base}/api/globals/site-settings/maintenance/`, { headers: { ...headers, cookie }, data: { on } })
    const on = await maintenance(true)
    expect(on.status(), await on.text()).toBe(200)
    expect(await on.json()).toMatchObject({ ok: true, data: { maintenanceMode: true } })
    const off = await maintenance(false)
    expect(await off.json()).toMatchObject({ ok: true, data: { maintenanceMode: false } })

    const email = `origin-${way.replace(/\W/g, '')}-${Date.now().toString(36)}@example.com`
    const xff = { 'x-forwarded-for': `203.0.113.${Object.keys(ways).indexOf(way) + 60}` }
    const signup = await request.post(`${base}/account-session/signup/`, {
      headers: { ...headers, ...xff },
      data: { firstName: 'Ana', lastName: 'Ruiz', email, password: 'Customer-pass-1', locale: 'en' },
    })
    expect(signup.status(), await signup.text()).toBe(201)
    const login = await request.post(`${base}/account-session/login/`, { headers: { ...headers, ...xff }, data: { email, password: 'not-the-password', remember: false, locale: 'en' } })
    expect(login.status()).toBe(401)
    expect(await login.json()).toMatchObject({ ok: false, code: 'INCORRECT_LOGIN' })
  })
}

test('a foreign page is refused, and told to open the site', async ({ request }) => {
  const foreign = { origin: 'https://evil.example' }
  const cookie = await staffCookie(request)
  const switched = await request.post('/api/globals/site-settings/maintenance', { headers: { ...foreign, cookie, 'accept-language': 'es' }, data: { on: true } })
  expect(switched.status()).toBe(403)
  expect(await switched.json()).toMatchObject({
    ok: false,
    code: 'CROSS_SITE',
    message: expect.stringMatching(new RegExp(`(Abre|Open) http://127\\.0\\.0\\.1:${port} (en tu navegador|in your browser)`)),
  })
  const login = await request.post('/account-session/login/', { headers: foreign, data: { email: 'a@example.com', password: 'x', remember: false, locale: 'pt' } })
  expect(login.status()).toBe(403)
  expect(await login.json()).toMatchObject({ ok: false, code: 'CROSS_SITE', message: expect.stringContaining(`Abra http://127.0.0.1:${port} no seu navegador`) })
})
