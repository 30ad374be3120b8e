/**
 * An admin changes a social-login provider's issuer in the site-settings form (desktop): the save of
 * the new address alone is refused at the field; "Check issuer" shows what the issuer's discovery
 * document declares (issuer, endpoints, hosts), read by the server; after "Confirm this issuer" the
 * save passes and the address is kept. The issuer is a local OpenID discovery document on 127.0.0.1
 * (the e2e server is a local run: its guarded fetch lets loopback through).
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Page } from '@playwright/test'
import { E2E_ADMIN_PASSWORD } from '../../playwright.config'
import { expect, test } from './fixtures'

// Playwright's loader reads JSON modules only with an import attribute
const t = (JSON.parse(readFileSync('src/lib/i18n/messages/en.json', 'utf8')) as typeof import('../../src/lib/i18n/messages/en.json')).issuerConfirm
let server: http.Server
let issuer = ''

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/keys`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

async function login(page: Page) {
  await page.goto('/admin/login/')
  await page.getByLabel('Email').fill('admin@hotelarte.example')
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('an admin checks and confirms a new social-login issuer before it is saved', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'an admin task, on the desktop')
  await login(page)
  await page.goto('/admin/globals/site-settings/')
  // Payload renders a nested group's fields once the group scrolls into the viewport (RenderIfInViewport)
  await page.locator('#field-socialLogin__apple').scrollIntoViewIfNeeded()
  const field = page.locator('#field-socialLogin__apple__issuerUrl')
  await expect(field).toBeVisible()
  const before = await field.inputValue()
  const box = page.getByTestId('issuer-confirmation-apple')
  await expect(box).toHaveCount(0)

  // Payload's form-state answers (a server function it calls as the admin types) arrive late, as on
  // a busy server: one still in flight when Save is pressed must not hide why the save was refused
  await page.route('**/admin/globals/site-settings**', async (route) => {
    if (route.request().method() === 'POST' && route.request().headers()['next-action']) await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await field.fill(issuer)
  await expect(box).toContainText(t.changed)
  // saved without a confirmation: refused at the field, nothing changed
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(box.getByRole('alert')).toHaveText(t.unconfirmed)
  const stored = async () => ((await (await page.request.get('/api/globals/site-settings/?depth=0')).json()) as { socialLogin: { apple: { issuerUrl: string } } }).socialLogin.apple.issuerUrl
  expect(await stored()).toBe(before)

  // checked: the server read the discovery document and shows it
  await box.getByRole('button', { name: t.check }).click()
  const table = box.getByRole('table')
  // the table's row whose header is `label` (a plain text, not a pattern: 'Signing keys (JWKS)')
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  await expect(row(t.issuer)).toContainText(issuer)
  await expect(row(t.authorizationEndpoint)).toContainText(`${issuer}/authorize`)
  await expect(row(t.jwksUri)).toContainText(`${issuer}/keys`)
  await expect(row(t.userinfoEndpoint)).toContainText(t.none)
  await expect(row(t.hosts)).toContainText(new URL(issuer).host)
  await expect(box).toContainText(t.warning)

  // confirmed and saved
  await box.getByRole('button', { name: t.confirm }).click()
  await expect(box.getByRole('status')).toHaveText(t.confirmed)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(stored).toBe(issuer)
  await page.reload()
  await page.locator('#field-socialLogin__apple').scrollIntoViewIfNeeded()
  await expect(field).toHaveValue(issuer)
  await expect(box).toHaveCount(0)
})
