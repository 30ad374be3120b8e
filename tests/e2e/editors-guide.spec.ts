/**
 * The editors' guide, walked and photographed (issue #18 item 7): each step of docs/editors.md is done
 * here as an editor would do it in the admin, with its checks; the screenshots go to the test's output
 * folder, and to docs/editors/ when EDITORS_GUIDE_SHOTS=1 (how the guide's pictures are refreshed).
 */
import type { Page } from '@playwright/test'
import { expect, openLivePreview, test } from './fixtures'
import { guideShot } from './guide-shot'
import { E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../../playwright.config'

test.describe.configure({ mode: 'serial' })

/** Signs in through the API (Payload's session cookie lands in the page's browser); the token for API calls. */
async function signIn(page: Page, as: 'editor' | 'ops' = 'editor') {
  const password = as === 'ops' ? E2E_OPS_PASSWORD : E2E_EDITOR_PASSWORD
  const res = await page.request.post('/api/users/login/', { data: { email: `${as}@hotelarte.example`, password } })
  expect(res.ok()).toBe(true)
  return { Authorization: `JWT ${(await res.json()).token as string}` }
}

test('schedule a banner: its window and its publication in Quintana Roo time', async ({ page }, info) => {
  const headers = await signIn(page)
  const found = (await (await page.request.get(`/api/banners/?where[name][equals]=${encodeURIComponent('Sale banner — winter sale')}&depth=0`, { headers })).json()).docs[0] as { id: number }
  await page.goto(`/admin/collections/banners/${found.id}`)
  await expect(page.getByText('Shows from')).toBeVisible()
  await expect(page.getByText('Quintana Roo (Cancún, UTC−5)').first()).toBeVisible()
  await guideShot(page, info, 'banner-window')
  // the publish button's menu: Schedule Publish, in the admin's one time zone
  await page.getByRole('button', { name: 'Publish changes' }).locator('xpath=following::button[1]').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog').last()
  await expect(drawer).toContainText('Schedule publish for')
  await expect(drawer).toContainText('Quintana Roo')
  await guideShot(page, info, 'banner-schedule')
})

test('preview a page in both languages, on a phone and a desktop', async ({ page }, info) => {
  const headers = await signIn(page)
  const found = (await (await page.request.get('/api/pages/?where[key][equals]=garden&depth=0', { headers })).json()).docs[0] as { id: number }
  await page.goto(`/admin/collections/pages/${found.id}?locale=es`)
  const frame = await openLivePreview(page)
  await expect(frame.getByTestId('preview-bar')).toContainText('Vista previa')
  await guideShot(page, info, 'live-preview-es')
  // English: the admin's locale switch
  await page.goto(`/admin/collections/pages/${found.id}?locale=en`)
  await expect((await openLivePreview(page)).getByTestId('preview-bar')).toContainText('Preview')
  await guideShot(page, info, 'live-preview-en')
})

test('write a page body: headings, bold, lists, links and images', async ({ page }, info) => {
  const headers = await signIn(page)
  const found = (await (await page.request.get('/api/pages/?where[key][equals]=garden&depth=0', { headers })).json()).docs[0] as { id: number }
  await page.goto(`/admin/collections/pages/${found.id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible()
  await editor.scrollIntoViewIfNeeded()
  await editor.locator('p').first().click()
  await guideShot(page, info, 'rich-text')
})

test('ops: the Operations view and the maintenance switch with its confirmation', async ({ page }, info) => {
  await signIn(page, 'ops')
  await page.goto('/admin/operations')
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible()
  await guideShot(page, info, 'operations')
  // the activity list: the seed's publishes of this week, newest first, each with its link
  const activity = page.getByTestId('operations-activity')
  await activity.scrollIntoViewIfNeeded()
  await expect(activity.getByRole('heading')).toContainText('Activity')
  await expect(activity.getByTestId('operations-activity-list').locator('tbody tr').first()).toBeVisible()
  await expect(activity.getByTestId('operations-activity-list').locator('tbody tr a').first()).toHaveAttribute('href', /^\/admin\//)
  await guideShot(page, info, 'operations-activity')
  const section = page.getByTestId('operations-maintenance')
  await section.getByRole('button', { name: 'Turn maintenance on…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Turn maintenance on?' })
  await expect(dialog).toContainText('Travellers will not be able to book rooms or buy tickets')
  await guideShot(page, info, 'maintenance-confirm')
  // the guide only shows it: nothing is switched
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(section).toHaveAttribute('data-state', 'off')
})
