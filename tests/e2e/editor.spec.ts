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
    await page.goto(`/admin/collections/pages/${id}`)
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
