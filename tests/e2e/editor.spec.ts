/**
 * Editors in the admin (issue #18 item 5): a page body is rich text (Lexical). An editor opens a
 * seeded page — its plain-text paragraphs were carried over — writes a bold line and a link to
 * another page chosen from the CMS, publishes, and travellers see the formatting and a localized link.
 */
import { expect, test } from './fixtures'
import { E2E_EDITOR_PASSWORD } from '../../playwright.config'

test('an editor writes bold text and a link to a page in a page body; travellers see them', async ({ page, browser }) => {
  const login = await page.request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token as string}` }
  const found = await (await page.request.get('/api/pages/?where[key][equals]=accolades&locale=es&depth=0', { headers })).json()
  const { id, layout } = found.docs[0] as { id: number; layout: unknown[] }
  const line = `Nuevo premio ${Date.now()}`
  try {
    await page.goto(`/admin/collections/pages/${id}?locale=es`)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible()
    // the seeded plain text arrived as paragraphs
    expect(await editor.locator('p').count()).toBeGreaterThan(0)
    await editor.locator('p').last().click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(line)
    await page.keyboard.press('Control+b')
    await expect(editor.locator('strong', { hasText: line })).toBeVisible()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()

    const visitor = await browser.newPage()
    await expect(async () => {
      await visitor.goto('/es/accolades/')
      await expect(visitor.locator('article strong', { hasText: line })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await visitor.close()
  } finally {
    // put the seeded body back for the other tests
    const restore = await page.request.patch(`/api/pages/${id}/?locale=es`, { headers, data: { layout } })
    expect(restore.ok()).toBe(true)
  }
})

test("the admin opens in a staff user's saved language when they sign in, in any browser", async ({ browser, baseURL }) => {
  // the editor saves Spanish on their own account (self-service: adminOrSelf)
  const context = await browser.newContext({ baseURL, locale: 'en-US' })
  const page = await context.newPage()
  const login = await page.request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
  const { user, token } = (await login.json()) as { user: { id: number }; token: string }
  const headers = { Authorization: `JWT ${token}` }
  expect((await page.request.patch(`/api/users/${user.id}/`, { headers, data: { adminLanguage: 'es' } })).ok()).toBe(true)
  await context.close()
  try {
    // a fresh English browser: no language cookie, Accept-Language en-US — the sign-in form is English
    const fresh = await browser.newContext({ baseURL, locale: 'en-US' })
    const admin = await fresh.newPage()
    await admin.goto('/admin/login/')
    await admin.getByLabel('Email').fill('editor@hotelarte.example')
    await admin.getByLabel('Password').fill(E2E_EDITOR_PASSWORD)
    await admin.getByRole('button', { name: 'Login' }).click()
    // after sign-in the admin turns Spanish by itself
    await expect(admin.locator('nav').getByText('Contenido', { exact: true })).toBeAttached({ timeout: 15_000 })
    expect((await fresh.cookies()).find((c) => c.name === 'payload-lng')?.value).toBe('es')
    await fresh.close()
  } finally {
    const again = await browser.newContext({ baseURL })
    const res = await again.request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
    const body = (await res.json()) as { user: { id: number }; token: string }
    await again.request.patch(`/api/users/${body.user.id}/`, { headers: { Authorization: `JWT ${body.token}` }, data: { adminLanguage: null } })
    await again.close()
  }
})
