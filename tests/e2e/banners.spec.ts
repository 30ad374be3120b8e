/**
 * Banners and the sale popup end to end (spec §1, §4): an editor switches a banner's visible flag
 * through Payload's API and the storefront shows or hides it on the next request, park and hotel
 * banners only while the site-wide banner switch is on too; the layout's sale
 * banner (spec §2 Layout) shows in es and en only while live; the sale popup is offered once after
 * cookies are accepted.
 */
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../../playwright.config'

test.describe.configure({ mode: 'serial' })

async function editorToken(request: APIRequestContext) {
  const res = await request.post('/api/users/login/', { data: { email: 'editor@hotelarte.example', password: E2E_EDITOR_PASSWORD } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

async function setVisible(request: APIRequestContext, token: string, name: string, visible: boolean, window: { startsAt?: string | null; endsAt?: string | null } = {}) {
  const found = await request.get(`/api/banners/?where[name][equals]=${encodeURIComponent(name)}`, { headers: { Authorization: `JWT ${token}` } })
  const id = (await found.json()).docs[0].id
  const res = await request.patch(`/api/banners/${id}/`, { headers: { Authorization: `JWT ${token}` }, data: { visible, ...window } })
  expect(res.ok()).toBe(true)
}

test('the sale banner shows in es and en while it is live, and not when switched off or out of its dates', async ({ page, request }) => {
  const token = await editorToken(request)
  const name = 'Sale banner — winter sale'
  const banner = page.getByTestId('sale-banner')
  const shows = async (lang: 'es' | 'en', heading: string, link: { name: string; href: string }) => {
    await expect(async () => {
      await page.goto(`/${lang}/`)
      await expect(banner).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('complementary', { name: heading })).toBeVisible()
    await expect(banner.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href)
  }
  const hidden = async () => {
    for (const lang of ['es', 'en']) {
      await expect(async () => {
        await page.goto(`/${lang}/`)
        await expect(banner).toHaveCount(0, { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
    }
  }
  await hidden()
  try {
    await setVisible(request, token, name, true)
    await shows('es', 'Venta de invierno: hasta 30% de descuento', { name: 'Ver suites', href: '/es/garden/' })
    await expect(banner).toContainText('Reserva directo y obtén la mejor tarifa.')
    await shows('en', 'Winter sale: up to 30% off', { name: 'See suites', href: '/en/garden/' })
    await expect(banner).toContainText('Book direct for the best rate.')
    // switched on but its dates are over: not live
    await setVisible(request, token, name, true, { endsAt: '2020-01-01T00:00:00.000Z' })
    await hidden()
    await setVisible(request, token, name, true, { endsAt: null })
    await shows('en', 'Winter sale: up to 30% off', { name: 'See suites', href: '/en/garden/' })
    await setVisible(request, token, name, false)
    await hidden()
  } finally {
    await setVisible(request, token, name, false, { startsAt: null, endsAt: null })
  }
})

/**
 * Sets the site-wide park and hotel banner switch (site settings, spec §1 "banners … carry a visible
 * flag (currently off)") as ops do, through Payload's API; returns the value it had.
 */
async function setSiteBanners(request: APIRequestContext, on: boolean): Promise<boolean> {
  const login = await request.post('/api/users/login/', { data: { email: 'ops@hotelarte.example', password: E2E_OPS_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token as string}` }
  const before = (await (await request.get('/api/globals/site-settings/', { headers })).json()).bannersVisible === true
  expect((await request.post('/api/globals/site-settings/', { headers, data: { bannersVisible: on } })).ok()).toBe(true)
  return before
}

test('a park banner shows only while its visible flag and the site-wide banner switch are both on (es, en)', async ({ page, request }) => {
  const token = await editorToken(request)
  const promo = page.getByTestId('promo-banners')
  const heading = { es: 'Noches de verano en los parques', en: 'Summer nights at the parks' } as const
  const shows = async (lang: 'es' | 'en') =>
    expect(async () => {
      await page.goto(`/${lang}/`)
      await expect(promo).toContainText(heading[lang], { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  const hidden = async (lang: 'es' | 'en') =>
    expect(async () => {
      await page.goto(`/${lang}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 })
      await expect(promo).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  // the seed has the switch off (spec §1: currently off)
  const before = await setSiteBanners(request, false)
  expect(before).toBe(false)
  try {
    await hidden('en')
    // the banner's own flag on, the site's switch off: still hidden (the cached home page included)
    await setVisible(request, token, 'Parks — summer nights', true)
    for (const lang of ['es', 'en'] as const) await hidden(lang)
    // the switch on: it shows, in both languages, on the next request
    await setSiteBanners(request, true)
    for (const lang of ['es', 'en'] as const) await shows(lang)
    // the switch off again hides it at once
    await setSiteBanners(request, false)
    for (const lang of ['es', 'en'] as const) await hidden(lang)
    // with the switch on, the banner's own flag decides
    await setSiteBanners(request, true)
    await shows('en')
    await setVisible(request, token, 'Parks — summer nights', false)
    for (const lang of ['es', 'en'] as const) await hidden(lang)
  } finally {
    await setVisible(request, token, 'Parks — summer nights', false)
    await setSiteBanners(request, before)
  }
})

test('the sale popup is offered once, after cookies are accepted', async ({ page, request }) => {
  const token = await editorToken(request)
  await setVisible(request, token, 'Sale popup — winter sale', true)
  try {
    await expect(async () => {
      await page.goto('/es/')
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 500 })
      expect(await page.content()).toContain('Venta de invierno') // rendered, waiting for consent
    }).toPass({ timeout: 10_000 })
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Venta de invierno' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar aviso' }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const shown = (await page.context().cookies()).find((c) => c.name === 'sale-popup-shown')
    expect(shown?.value).toBe('1')
  } finally {
    await setVisible(request, token, 'Sale popup — winter sale', false)
  }
})

test('the popup is not offered when cookies are declined', async ({ page, request }) => {
  const token = await editorToken(request)
  await setVisible(request, token, 'Sale popup — winter sale', true)
  try {
    await page.goto('/en/')
    const banner = page.getByRole('region', { name: 'Cookie notice' })
    await banner.getByRole('button', { name: 'Decline' }).click()
    // the choice is processed (the banner closes in the same update that would offer the popup)
    await expect(banner).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  } finally {
    await setVisible(request, token, 'Sale popup — winter sale', false)
  }
})

test('a banner scheduled ahead goes live and comes down on its own within the scheduler period; its draft never shows', async ({ page, request }) => {
  // Issue #18 item 2: no editor saves anything at the window's start or end — the scheduler job
  // (SCHEDULER_EVERY_MS=5000 in this run) expires the cached pages on time. The test waits for both
  // ends of a 12 s window plus up to 15 s margin each, ~35–55 s: a budget of its own, well beyond that,
  // so a busy machine cannot time it out (it ran 44–46 s of the default 60 s in CI).
  test.setTimeout(150_000)
  const token = await editorToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const heading = `Flash sale ${Date.now()}`
  const banner = page.getByTestId('sale-banner')
  const draft = await request.post('/api/banners/?draft=true', { headers, data: { name: 'e2e scheduled sale', kind: 'sale-banner', visible: true, heading, _status: 'draft' } })
  expect(draft.ok()).toBe(true)
  const id = (await draft.json()).doc.id
  try {
    // a switched-on draft is not shown to travellers
    for (const lang of ['es', 'en']) {
      await page.goto(`/${lang}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner).toHaveCount(0)
    }
    // published with a window starting 12 s from now and lasting 12 s (> the 5 s scheduler period)
    const startsAt = Date.now() + 12_000
    const endsAt = startsAt + 12_000
    const published = await request.patch(`/api/banners/${id}/`, { headers, data: { _status: 'published', startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() } })
    expect(published.ok()).toBe(true)
    await page.goto('/es/')
    await expect(banner).toHaveCount(0)
    // it appears on its own, not before its start and within the scheduler period (+ margin) after it
    const appeared = await firstTime(page, async () => (await banner.count()) === 1 && (await banner.textContent())?.includes(heading) === true, startsAt + 15_000)
    expect(appeared.loaded, appeared.loads).toBeGreaterThanOrEqual(startsAt)
    const gone = await firstTime(page, async () => (await banner.count()) === 0, endsAt + 15_000)
    // (the loads are in the message, those after it showed first. Its CI failures — a fresh render up to a second before the end without
    // the banner — were the in-process GraphQL read handing over Date objects whose milliseconds Date.parse dropped; see graphql.int.test.ts)
    expect(
      gone.loaded,
      `window ${new Date(startsAt).toISOString().slice(11)}–${new Date(endsAt).toISOString().slice(11)}; after it showed: ${gone.loads}; before: ${appeared.loads}`,
    ).toBeGreaterThanOrEqual(endsAt)
  } finally {
    await request.delete(`/api/banners/${id}/`, { headers })
  }
})

/**
 * Loads the Spanish home page every second until `ok()` holds, requested before `deadline`; returns
 * that load's request and load times (epoch ms: the server rendered it in between) and, for a failure
 * message, each load's times, Next's cache outcome and whether its HTML held a sale banner.
 */
async function firstTime(page: import('@playwright/test').Page, ok: () => Promise<boolean>, deadline: number): Promise<{ requested: number; loaded: number; loads: string }> {
  const loads: string[] = []
  while (Date.now() <= deadline) {
    const requested = Date.now()
    const res = await page.goto('/es/')
    const loaded = Date.now()
    const html = (await res?.text()) ?? ''
    loads.push(
      `${new Date(requested).toISOString().slice(11)}–${new Date(loaded).toISOString().slice(11)} ${res?.status() ?? '-'} ${res?.headers()['x-nextjs-cache'] ?? '-'} ${html.includes('data-testid="sale-banner"') ? 'banner' : 'none'}`,
    )
    if (await ok()) return { requested, loaded, loads: loads.join(', ') }
    await page.waitForTimeout(1_000)
  }
  throw new Error(`not seen before ${new Date(deadline).toISOString()}: ${loads.join(', ')}`)
}
