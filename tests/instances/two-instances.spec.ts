/**
 * Two instances behave as one (issue #12): A and B are two `next start` processes of one build on one
 * Postgres (playwright.instances.config.ts).
 * - ops flips maintenance through A's admin API → B shows the notice within 5 s, and back
 *   (Postgres LISTEN/NOTIFY → B's /internal/revalidate/, src/lib/cache/crossInstance.ts);
 * - a customer login budget spent on A is spent on B (rate-limiter-flexible on Postgres);
 * - a captcha solution used on A is refused on B (the used-challenge record is shared);
 * - a change of a product's text on A shows on B's product page within 5 s (B's in-memory shop
 *   catalogue dropped too);
 * - 200 concurrent booking attempts (session → hold → commit over the hotel API) spread over both
 *   instances sell exactly the units of the scarcest room type (≥ 3) left for a stay, never more.
 */
import { expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../../playwright.config'
import { INSTANCE_A_PORT, INSTANCE_B_PORT } from '../../playwright.instances.config'

const A = `http://127.0.0.1:${INSTANCE_A_PORT}`
const B = `http://127.0.0.1:${INSTANCE_B_PORT}`

test.describe.configure({ mode: 'serial' })

async function opsToken(request: import('@playwright/test').APIRequestContext) {
  const res = await request.post(`${A}/api/users/login/`, { data: { email: 'ops@hotelarte.example', password: E2E_OPS_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.10' } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

test('ops turns maintenance on through instance A; instance B shows it within 5 s, then hides it', async ({ request, page }) => {
  const token = await opsToken(request)
  const setMaintenance = async (on: boolean) => {
    const res = await request.post(`${A}/api/globals/site-settings/`, { headers: { Authorization: `JWT ${token}` }, data: { maintenanceMode: on } })
    expect(res.status()).toBe(200)
  }
  // B's home fully drawn first, its photos through the image optimizer included: what is timed below is
  // the change reaching B, not B's first resizing of the home's card photos (a CPU-bound burst)
  await page.goto(`${B}/en/`, { waitUntil: 'networkidle' })
  await expect(page.getByTestId('maintenance-notice')).toHaveCount(0)
  await setMaintenance(true)
  const on = Date.now()
  await expect(async () => {
    await page.goto(`${B}/en/`)
    await expect(page.getByTestId('maintenance-notice')).toContainText('We are in maintenance', { timeout: 300 })
  }).toPass({ timeout: 5_000, intervals: [200] })
  console.log(`maintenance on: B showed it after ${Date.now() - on} ms`)
  await setMaintenance(false)
  const off = Date.now()
  await expect(async () => {
    await page.goto(`${B}/es/`)
    await expect(page.getByTestId('maintenance-notice')).toHaveCount(0, { timeout: 300 })
  }).toPass({ timeout: 5_000, intervals: [200] })
  console.log(`maintenance off: B hid it after ${Date.now() - off} ms`)
})

test('a captcha solution used on instance A is refused on instance B', async ({ request }) => {
  const ip = { 'x-forwarded-for': '203.0.113.88' }
  const challenge = await (await request.get(`${A}/en/newsletter/challenge/`, { headers: ip })).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const captcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
  const signUp = (origin: string, email: string) =>
    request.post(`${origin}/en/newsletter/subscribe/`, { headers: ip, data: { firstName: 'Ana', lastName: 'Pérez', email, country: 'MX', acceptance: true, permission: true, captcha } })
  expect((await signUp(A, `captcha-a-${Date.now()}@example.com`)).status()).toBe(201)
  const replay = await signUp(B, `captcha-b-${Date.now()}@example.com`)
  expect(replay.status()).toBe(422)
  expect(((await replay.json()) as { fieldErrors?: Record<string, string> }).fieldErrors).toEqual({ captcha: 'captchaRequired' })
})

test('a login budget spent on instance A is spent on instance B', async ({ request }) => {
  const headers = { 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' }
  const attempt = (origin: string) => request.post(`${origin}/account-session/login/`, { headers, data: { email: 'budget@example.com', password: 'wrong-password-1', remember: false, locale: 'en' } })
  const statuses: number[] = []
  for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push((await attempt(A)).status())
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true)
  // the same client on the other instance: already spent
  expect((await attempt(B)).status()).toBe(429)
})

test("an editor's product change on A shows on B's product page within 5 s", async ({ request, page }) => {
  const login = await request.post(`${A}/api/users/login/`, { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.11' } })
  expect(login.status()).toBe(200)
  const token = ((await login.json()) as { token: string }).token
  await page.goto(`${B}/en/shop/arte-selva-park/`)
  await expect(page.locator('.shop-product__lead')).toBeVisible()
  const lead = `Changed on instance A ${Date.now()}`
  const res = await request.patch(`${A}/api/products/3001/?locale=en`, { headers: { Authorization: `JWT ${token}` }, data: { shortDescription: lead, _status: 'published' } })
  expect(res.status()).toBe(200)
  const at = Date.now()
  await expect(async () => {
    await page.goto(`${B}/en/shop/arte-selva-park/`)
    await expect(page.locator('.shop-product__lead')).toHaveText(lead, { timeout: 300 })
  }).toPass({ timeout: 5_000, intervals: [200] })
  console.log(`product text: B showed it after ${Date.now() - at} ms`)
})

test('200 concurrent booking attempts spread over both instances sell exactly the rooms that are left', async () => {
  test.setTimeout(180_000)
  const { HotelApiClient, hotelApiConfig } = await import('../../src/lib/hotel-api')
  const { DEV_HOTEL_API_TOKEN } = await import('../../src/lib/hotel-api/config')
  const { parseEnv } = await import('../../src/lib/env')
  const client = (origin: string) =>
    new HotelApiClient(hotelApiConfig(parseEnv({ NODE_ENV: 'test', HOTEL_API_URL: `${origin}/hotel-api/v1`, HOTEL_API_TOKEN: DEV_HOTEL_API_TOKEN, HOTEL_API_TRAILING_SLASH: 'true' })))
  const apis = [client(A), client(B)]
  const ctx = { pageUrl: `${A}/en/booking/`, language: 'en' as const }
  // a stay far ahead (no minimum-stay or closure in the way) and its scarcest room type
  const base = { hotelCode: 31453, rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'en' as const, channel: 94, clientId: 0 }
  let search: (typeof base & { checkIn: string; checkOut: string }) | null = null
  let room: { roomCode: string; ratePlanCode: string; left: number } | null = null
  for (let days = 300; days < 420 && !room; days += 7) {
    const d = new Date(Date.UTC(2027, 0, 1) + days * 86_400_000)
    const checkIn = d.toISOString().slice(0, 10)
    const checkOut = new Date(d.getTime() + 3 * 86_400_000).toISOString().slice(0, 10)
    const offer = await apis[0]!.getAvailability({ ...base, checkIn, checkOut }, ctx).catch(() => null)
    const scarce = offer?.rooms.filter((r) => r.remainingUnits >= 3 && r.ratePlans.length).sort((a, b) => a.remainingUnits - b.remainingUnits)[0]
    if (scarce) {
      search = { ...base, checkIn, checkOut }
      room = { roomCode: scarce.roomCode, ratePlanCode: scarce.ratePlans[0]!.ratePlanCode, left: scarce.remainingUnits }
    }
  }
  expect(room && search).toBeTruthy()
  const attempt = async (i: number): Promise<boolean> => {
    const api = apis[i % 2]!
    try {
      let session = await api.createPaymentReservation({ ...search!, selections: [{ roomNumber: 1, roomCode: room!.roomCode, ratePlanCode: room!.ratePlanCode }] }, ctx)
      session = await api.holdPaymentReservation(session, ctx)
      await api.commitReservation(
        {
          sessionId: session.sessionId,
          version: session.version,
          guest: { firstName: 'Race', lastName: `N${i}`, email: `race${i}@example.com` },
          payment: { provider: 'sandbox', reference: `race-${Date.now()}-${i}`, methodCode: 'VI', currency: session.currency, amountAuthorizedMinor: session.dueNowMinor },
        },
        `race-${Date.now()}-${i}`,
        ctx,
      )
      return true
    } catch {
      return false
    }
  }
  const results = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i)))
  const sold = results.filter(Boolean).length
  console.log(`${room!.left} ${room!.roomCode} left for ${search!.checkIn}→${search!.checkOut}: ${sold} of 200 attempts booked`)
  expect(sold).toBe(Math.min(200, room!.left))
  const after = await apis[1]!.getAvailability(search!, ctx)
  expect(after.rooms.find((r) => r.roomCode === room!.roomCode)?.remainingUnits ?? 0).toBe(0)
})
