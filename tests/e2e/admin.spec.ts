/**
 * Maintenance as an ops control, end to end (issue #2; issue #18 items 4 and 6): an ops user logs into
 * /admin, opens Operations from the navigation (the settings form no longer has the switch), turns
 * maintenance on through the confirmation dialog with an expected return time in Quintana Roo time,
 * and the storefront shows the spec's message with the service numbers and that time in es and en
 * within seconds (cache tags expired by the global's hook); a banner crosses every admin screen while
 * it is on; turning it off removes all of it. The audit trail names the ops user for both flips. An
 * editor has no Operations link, is refused by the view and by the switch's endpoint, and cannot read
 * the audit trail. And the admin in the editor's language (issue #18 item 5).
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_ADMIN_PASSWORD, E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../../playwright.config'

test.describe.configure({ mode: 'serial' })

async function login(page: Page, email: string, password: string) {
  await page.goto('/admin/login/')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Tomorrow 18:00 in Cancún (UTC−5, no DST) from the real clock (the server checks the return time against real time): the `datetime-local` value and the instant. */
function tomorrowSixPm(): { local: string; at: Date } {
  const cancun = new Date(Date.now() - 5 * 3_600_000)
  const wall = new Date(Date.UTC(cancun.getUTCFullYear(), cancun.getUTCMonth(), cancun.getUTCDate() + 1, 18, 0))
  return { local: wall.toISOString().slice(0, 16), at: new Date(wall.getTime() + 5 * 3_600_000) }
}

/** Flips maintenance in the Operations view through its confirmation dialog. */
async function flip(page: Page, to: 'on' | 'off') {
  const section = page.getByTestId('operations-maintenance')
  await section.getByRole('button', { name: to === 'on' ? 'Turn maintenance on…' : 'Turn maintenance off…' }).click()
  const dialog = page.getByRole('dialog', { name: to === 'on' ? 'Turn maintenance on?' : 'Turn maintenance off?' })
  await expect(dialog).toBeVisible()
  if (to === 'on') await expect(dialog).toContainText('Travellers will not be able to book rooms or buy tickets')
  await dialog.getByRole('button', { name: 'Yes, switch it' }).click()
  await expect(dialog).toBeHidden()
  await expect(section).toHaveAttribute('data-state', to)
}

test('ops switches maintenance in Operations, with a confirmation and a return time the storefront shows', async ({ page, browser }) => {
  await login(page, 'ops@hotelarte.example', E2E_OPS_PASSWORD)
  const visitor = await browser.newPage()
  await visitor.goto('/es/')
  await expect(visitor.getByTestId('maintenance-notice')).toHaveCount(0)
  await expect(page.getByTestId('admin-maintenance-banner')).toHaveCount(0)

  // maintenance has its own place: not in the settings form, but in Operations (nav link)
  await page.goto('/admin/globals/site-settings/')
  await expect(page.getByLabel('Mexico')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Maintenance mode' })).toHaveCount(0)
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Operations', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/operations\/?$/)
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible()
  for (const id of ['operations-today', 'owed-money', 'operations-newsletter', 'operations-jobs']) await expect(page.getByTestId(id)).toBeVisible()
  await expect(page.getByTestId('operations-jobs')).toContainText('hotel refund sweeper')
  await expect(page.getByTestId('operations-today')).toContainText('Hotel bookings')
  const section = page.getByTestId('operations-maintenance')
  await expect(section).toHaveAttribute('data-state', 'off')

  // a cancelled confirmation changes nothing
  await section.getByRole('button', { name: 'Turn maintenance on…' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.reload()
  await expect(section).toHaveAttribute('data-state', 'off')

  // a past return time is refused with the server's message; nothing changes
  await section.getByLabel('Expected return (optional, Quintana Roo time)').fill('2020-01-01T10:00')
  await section.getByRole('button', { name: 'Turn maintenance on…' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, switch it' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('The return time must be in the future.')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(section).toHaveAttribute('data-state', 'off')

  const back = tomorrowSixPm()
  await section.getByLabel('Expected return (optional, Quintana Roo time)').fill(back.local)
  await flip(page, 'on')
  const shown = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Cancun' }).format(back.at)
  await expect(page.getByTestId('operations-return')).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Cancun' }).format(back.at))
  // every admin screen says maintenance is on, with the way back (issue #18 item 6)
  await page.goto('/admin/')
  await expect(page.getByTestId('admin-maintenance-banner')).toContainText('Maintenance mode is ON')
  await expect(page.getByTestId('admin-maintenance-banner').getByRole('link')).toHaveAttribute('href', '/admin/operations')

  for (const [lang, title, contact, backText] of [
    ['es', 'Nos encontramos en mantenimiento', 'Contáctanos a nuestros números de atención a clientes', `Esperamos estar de vuelta el ${shown('es-MX')} (hora de Quintana Roo).`],
    ['en', 'We are in maintenance', 'Contact us at our customer service numbers', `We expect to be back by ${shown('en-US')} (Quintana Roo time).`],
  ] as const) {
    await expect(async () => {
      await visitor.goto(`/${lang}/`)
      await expect(visitor.getByTestId('maintenance-notice')).toContainText(title, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    const notice = visitor.getByTestId('maintenance-notice')
    await expect(notice.getByTestId('maintenance-return')).toHaveText(backText)
    await expect(notice).toContainText(contact)
    await expect(notice).toContainText('800 292 2738')
    await expect(notice).toContainText('1 888 774 0040')
  }
  await visitor.goto('/en/garden/')
  await expect(visitor.getByTestId('maintenance-notice')).toContainText('We are in maintenance')
  // The search page says it once (the header's notice), not twice (issue #14 item 8).
  for (const path of ['/es/busqueda/', '/en/search/']) {
    await visitor.goto(path)
    await expect(visitor.getByTestId('maintenance-notice')).toHaveCount(1)
  }

  await page.goto('/admin/operations')
  await flip(page, 'off')
  await expect(page.getByTestId('operations-return')).toHaveCount(0)
  await expect(page.getByTestId('owed-money')).toBeVisible()
  await page.goto('/admin/')
  await expect(page.getByTestId('admin-maintenance-banner')).toHaveCount(0)
  await expect(async () => {
    await visitor.goto('/en/')
    await expect(visitor.getByTestId('maintenance-notice')).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })

  // the audit trail names the ops user for both flips (issue #18 item 3); ops cannot read it, an admin can
  expect((await page.request.get('/api/audit-log/?limit=1')).status()).toBe(403)
  const adminLogin = await page.request.post('/api/users/login/', { data: { email: 'admin@hotelarte.example', password: E2E_ADMIN_PASSWORD } })
  expect(adminLogin.ok()).toBe(true)
  const asAdmin = { Authorization: `JWT ${(await adminLogin.json()).token as string}` }
  const entries = (await (await page.request.get('/api/audit-log/?where[target][equals]=site-settings&sort=-id&limit=2&depth=0', { headers: asAdmin })).json()).docs
  type Entry = { userEmail: string; changes: { maintenanceMode?: { after: boolean }; maintenanceReturnAt?: { after: string | null } } }
  expect(entries.map((e: Entry) => [e.userEmail, e.changes.maintenanceMode?.after, e.changes.maintenanceReturnAt?.after ?? null])).toEqual([
    ['ops@hotelarte.example', false, null],
    ['ops@hotelarte.example', true, back.at.toISOString()],
  ])
  // a cross-site post with the ops user's cookie is refused
  const cross = await page.request.post('/api/globals/site-settings/maintenance', { headers: { Origin: 'https://evil.example' }, data: { on: true } })
  expect(cross.status()).toBe(403)
  await visitor.close()
})

test('an editor cannot see Operations, flip maintenance or read the audit trail', async ({ page, baseURL }) => {
  await login(page, 'editor@hotelarte.example', E2E_EDITOR_PASSWORD)
  await expect(page.locator('#nav-operations')).toHaveCount(0)
  await page.goto('/admin/operations')
  await expect(page.getByTestId('operations-refused')).toHaveText('Operations is for ops staff and admins only.')
  await expect(page.getByTestId('operations-maintenance')).toHaveCount(0)
  await expect(page.getByTestId('operations-today')).toHaveCount(0)
  // the endpoint re-checks the role: the editor's own session (same origin) is refused
  const res = await page.request.post('/api/globals/site-settings/maintenance', { headers: { Origin: baseURL! }, data: { on: true } })
  expect(res.status()).toBe(403)
  expect(await res.json()).toMatchObject({ ok: false, code: 'FORBIDDEN' })
  expect((await page.request.get('/api/audit-log/?limit=1', { headers: { Origin: baseURL! } })).status()).toBe(403)
  const settings = await (await page.request.get('/api/globals/site-settings/')).json()
  expect(settings.maintenanceMode).toBe(false)
})

test('an anonymous request cannot change site settings', async ({ request }) => {
  const res = await request.post('/api/globals/site-settings/', { data: { maintenanceMode: true } })
  expect([401, 403]).toContain(res.status())
  expect((await request.post('/api/globals/site-settings/maintenance', { data: { on: true } })).status()).toBe(401)
})

test('an editor who chooses Spanish sees the admin in Spanish, and in English with English (issue #18 item 5)', async ({ page, context, baseURL }) => {
  await login(page, 'editor@hotelarte.example', E2E_EDITOR_PASSWORD)
  const usd = (await (await page.request.get('/api/currencies/?where[isoCode][equals]=USD&depth=0')).json()).docs[0].id as number
  const hxa = (await (await page.request.get('/api/hotels/?where[code][equals]=HXA&depth=0')).json()).docs[0].id as number

  for (const [lng, t] of [
    ['es', { group: 'Pagos y monedas', collection: 'Monedas', content: 'Contenido', field: 'Código de moneda (ISO 4217)', help: 'Unidades de esta moneda por 1 dólar', taxes: 'Impuestos y cargos' }],
    [
      'en',
      { group: 'Payments and currencies', collection: 'Currencies', content: 'Content', field: 'Currency code (ISO 4217)', help: 'Units of this currency per 1 US dollar', taxes: 'Taxes and fees' },
    ],
  ] as const) {
    // what the language selector in Account sets (Payload's switchLanguage server action)
    await context.addCookies([{ name: 'payload-lng', value: lng, url: baseURL! }])
    await page.goto('/admin/')
    const nav = page.locator('nav')
    await expect(nav.getByText(t.group, { exact: true })).toBeAttached()
    await expect(nav.getByText(t.content, { exact: true })).toBeAttached()
    await expect(nav.getByRole('link', { name: t.collection, exact: true })).toBeAttached()

    await page.goto(`/admin/collections/currencies/${usd}`)
    await expect(page.getByLabel(t.field)).toHaveValue('USD')
    await expect(page.getByText(t.help)).toBeVisible()

    // array rows titled by their content (the seeded hotel's taxes), not "Tax or fee 01"
    await page.goto(`/admin/collections/hotels/${hxa}`)
    await expect(page.getByText(t.taxes, { exact: true }).first()).toBeVisible()
    await expect(page.getByText('ISH · ISH (impuesto sobre hospedaje) · 6 %')).toBeVisible()
  }
})
