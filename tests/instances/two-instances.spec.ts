/**
 * Two instances behave as one (issue #12): A and B are two `next start` processes of one build on one
 * Postgres (playwright.instances.config.ts).
 * - ops flips maintenance through A's admin API → B shows the notice within 5 s, and back
 *   (Postgres LISTEN/NOTIFY → B's /internal/revalidate/, src/lib/cache/crossInstance.ts);
 * - a customer login budget spent on A is spent on B (rate-limiter-flexible on Postgres);
 * - a change of a product's text on A shows on B's product page within 5 s (B's in-memory shop
 *   catalogue dropped too).
 */
import { expect, test } from '@playwright/test'
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
  await page.goto(`${B}/en/`)
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
