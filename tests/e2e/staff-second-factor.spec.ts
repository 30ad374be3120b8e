/**
 * The staff second factor through the real admin (src/cms/components/SecondFactorView.tsx): a new
 * ops account (not the seeded one, which other suites sign in with) enrols on `/admin/second-factor`
 * — secret shown, first code, ten recovery codes shown once — then signs in again: the admin holds
 * the session on the second-factor screen, refuses a wrong code, and opens the dashboard with the
 * right one (tests/e2e/staff-login.ts types it).
 */
import { randomUUID } from 'node:crypto'
import { E2E_ADMIN_PASSWORD } from '../../playwright.config'
import { expect, test } from './fixtures'
import { loginStaff, totpCodeAt } from './staff-login'

test('an ops user enrols a second factor in the admin and signs in with a code', async ({ page, browser }) => {
  const email = `ops-2fa-${randomUUID().slice(0, 8)}@hotelarte.example`
  const password = 'e2e-ops-2fa-password-Holbox-3'
  const adminLogin = await page.request.post('/api/users/login/', { data: { email: 'admin@hotelarte.example', password: E2E_ADMIN_PASSWORD } })
  expect(adminLogin.ok()).toBe(true)
  const created = await page.request.post('/api/users/', {
    headers: { Authorization: `JWT ${(await adminLogin.json()).token as string}` },
    data: { email, password, roles: ['ops'], name: 'Ops 2FA' },
  })
  expect(created.ok()).toBe(true)

  // a local run: the account signs in without a factor, then enrols on the admin's screen
  const context = await browser.newContext({ locale: 'en-US' })
  const admin = await context.newPage()
  await loginStaff(admin, email, password)
  await admin.goto('/admin/second-factor')
  const enrol = admin.getByTestId('second-factor-enrol')
  await enrol.getByRole('button', { name: 'Set up' }).click()
  const secret = ((await admin.getByTestId('second-factor-secret').textContent()) ?? '').trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(enrol.locator('img')).toBeVisible()
  await enrol.getByLabel('6-digit code').fill(totpCodeAt(secret))
  await enrol.getByRole('button', { name: 'Turn on' }).click()
  const recovery = admin.getByTestId('second-factor-recovery')
  await expect(recovery.locator('li')).toHaveCount(10)
  await recovery.getByRole('button', { name: 'I saved them, continue' }).click()
  await expect(admin).toHaveURL(/\/admin\/?$/)
  await context.close()

  // a new sign-in is held on the second-factor screen until the code is given
  const again = await browser.newContext({ locale: 'en-US' })
  const page2 = await again.newPage()
  await page2.goto('/admin/login/')
  await page2.getByLabel('Email').fill(email)
  await page2.getByLabel('Password').fill(password)
  await page2.getByRole('button', { name: 'Login' }).click()
  await expect(page2).toHaveURL(/\/admin\/second-factor/)
  const verify = page2.getByTestId('second-factor-verify')
  const right = totpCodeAt(secret, Date.now() + 30_000)
  await verify.getByLabel('6-digit code').fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'))
  await verify.getByRole('button', { name: 'Verify' }).click()
  await expect(verify.getByRole('alert')).toHaveText('The code is wrong or was already used. Try again.')
  // the held-back session reaches no admin data
  expect(((await (await page2.request.get('/api/access/')).json()) as { canAccessAdmin?: boolean }).canAccessAdmin).toBeFalsy()
  await again.close()

  // the shared helper types the code and lands on the dashboard; the operations view opens
  const third = await browser.newContext({ locale: 'en-US' })
  const page3 = await third.newPage()
  await loginStaff(page3, email, password, { totpSecret: secret, codeAt: Date.now() + 30_000 })
  await page3.goto('/admin/operations')
  await expect(page3.getByTestId('operations-view')).toBeVisible()
  await expect(page3.getByTestId('operations-refused')).toHaveCount(0)
  await third.close()
})
