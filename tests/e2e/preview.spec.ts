/**
 * Staff preview of drafts (issue #18 item 1): an editor saves a draft of a page and of the sale popup;
 * the preview entry shows each in the real storefront layout — in es and en, inside the admin's live
 * preview frame too — with a preview bar and `noindex`; travellers never see a draft (the preview
 * entry refuses them, the published pages stay as they were, also after a preview: no cache pollution).
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, openLivePreview, test } from './fixtures'
import { E2E_EDITOR_PASSWORD } from '../../playwright.config'

test.describe.configure({ mode: 'serial' })

type Block = { blockType: string; heading?: string }

/** Signs the editor in through the API: the token for API calls, and Payload's session cookie in the page's browser context. */
async function editorHeaders(request: APIRequestContext) {
  const res = await request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
  expect(res.ok()).toBe(true)
  return { Authorization: `JWT ${(await res.json()).token as string}` }
}

test('travellers cannot enter the preview', async ({ page }) => {
  const res = await page.request.get('/es/preview/?collection=pages&id=1', { maxRedirects: 0 })
  expect(res.status()).toBe(403)
  expect(await res.text()).toContain('La vista previa es solo para el personal')
  expect(res.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  expect((await page.request.get('/en/preview/?collection=nope&id=x', { maxRedirects: 0 })).status()).toBe(400)
})

test('an editor previews a page draft in es and en, in the admin frame too; travellers see the published page', async ({ page, browser }) => {
  const headers = await editorHeaders(page.request)
  const found = (await (await page.request.get('/api/pages/?where[key][equals]=history&locale=es&depth=0', { headers })).json()).docs[0] as { id: number; layout: Block[] }
  const draftHeading = `Nuestra historia — borrador ${Date.now()}`
  const layout = found.layout.map((b) => (b.blockType === 'hero' ? { ...b, heading: draftHeading } : b))
  const saved = await page.request.patch(`/api/pages/${found.id}/?draft=true&locale=es`, { headers, data: { layout } })
  expect(saved.ok()).toBe(true)
  const traveller = await browser.newPage()
  try {
    // travellers: the published page, before and after the preview
    await traveller.goto('/es/history/')
    await expect(traveller.getByRole('heading', { level: 1 })).toHaveText('Nuestra historia')

    // the editor is signed in (the login above set Payload's session cookie in this browser) and opens the preview
    await page.goto(`/es/preview/?collection=pages&id=${found.id}`)
    await expect(page).toHaveURL(/\/es\/history\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
    await expect(page.getByTestId('preview-bar')).toContainText('Vista previa')
    await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1)
    // English: the draft changed only Spanish, so English shows its text, in the preview layout
    await page.goto(`/en/preview/?collection=pages&id=${found.id}`)
    await expect(page).toHaveURL(/\/en\/history\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our History')
    await expect(page.getByTestId('preview-bar')).toContainText('Preview')

    await traveller.goto('/es/history/')
    await expect(traveller.getByRole('heading', { level: 1 })).toHaveText('Nuestra historia')
    await expect(traveller.getByTestId('preview-bar')).toHaveCount(0)

    // the admin's live preview (the edit view's toggle) frames the storefront's draft
    // in Spanish (the admin remembers the last locale an editor chose)
    await page.goto(`/admin/collections/pages/${found.id}?locale=es`)
    const frame = await openLivePreview(page)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftHeading, { timeout: 20_000 })
    await expect(frame.getByTestId('preview-bar')).toBeVisible()

    // leaving the preview: published content again
    await page.goto('/es/preview/?exit=1')
    await page.goto('/es/history/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestra historia')
    await expect(page.getByTestId('preview-bar')).toHaveCount(0)
  } finally {
    await traveller.close()
    // publish the seeded content again, so the latest version is the published one
    const restore = await page.request.patch(`/api/pages/${found.id}/?locale=es`, { headers, data: { layout: found.layout, _status: 'published' } })
    expect(restore.ok()).toBe(true)
  }
})

test('an editor who declined cookies previews a sale popup draft; travellers never get it', async ({ page, browser }) => {
  const headers = await editorHeaders(page.request)
  const popup = (await (await page.request.get(`/api/banners/?where[name][equals]=${encodeURIComponent('Sale popup — winter sale')}&locale=es&depth=0`, { headers })).json()).docs[0] as {
    id: number
    heading: string
  }
  const draftHeading = `Venta flash — borrador ${Date.now()}`
  expect((await page.request.patch(`/api/banners/${popup.id}/?draft=true&locale=es`, { headers, data: { heading: draftHeading } })).ok()).toBe(true)
  try {
    await page.goto('/es/')
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click()
    // signed in by the login above (Payload's session cookie in this browser)
    await page.goto(`/es/preview/?collection=banners&id=${popup.id}`)
    await expect(page).toHaveURL(/\/es\/$/)
    await expect(page.getByRole('dialog', { name: draftHeading })).toBeVisible()

    const traveller = await browser.newPage()
    await traveller.goto('/es/')
    await traveller.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click()
    await expect(traveller.getByRole('dialog')).toHaveCount(0)
    expect(await traveller.content()).not.toContain(draftHeading)
    await traveller.close()
  } finally {
    await page.request.patch(`/api/banners/${popup.id}/?locale=es`, { headers, data: { heading: popup.heading, _status: 'published' } })
  }
})
