/**
 * Signs a staff member into the admin through its login form, the second factor included: when the
 * server holds the session back (src/cms/auth/secondFactor.ts) the admin opens its second-factor
 * screen, and with `totpSecret` this helper types the current code there (computed with otpauth, as
 * the authenticator app would). Without a secret a held-back session fails the helper. The e2e server
 * is a local run, not a deployment, so accounts that never enrolled sign in with the password alone.
 */
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect } from './fixtures'

/** The 6-digit code of `secret` (base32) at `at` ms (real time: the server checks real time, not the browser's test clock). */
export function totpCodeAt(secret: string, at: number = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
}

/**
 * Logs in at `/admin/login/` and ends on the dashboard (`/admin`).
 * @param opts.totpSecret the account's TOTP secret, for an account that enrolled
 * @param opts.codeAt the instant whose code to type (default now; a later step within the ±30 s window avoids reusing a code)
 */
export async function loginStaff(page: Page, email: string, password: string, opts: { totpSecret?: string; codeAt?: number } = {}): Promise<void> {
  await page.goto('/admin/login/')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  // the login lands on /admin first; a held-back session is then sent on to /admin/second-factor, so
  // wait for what is shown (the dashboard or the code form), not for the first address
  const verify = page.getByTestId('second-factor-verify')
  await expect(page.locator('.dashboard').or(verify)).toBeVisible({ timeout: 30_000 })
  if (await verify.isVisible()) {
    const secret = opts.totpSecret
    if (!secret) throw new Error(`${email}: the admin asks for a second factor and no TOTP secret was given`)
    // a submit lost on a loaded machine (before the form hydrated) is typed again with the next step's code
    let tries = 0
    await expect(async () => {
      if (/\/second-factor/.test(page.url())) {
        await verify.locator('input[name="code"]').fill(totpCodeAt(secret, tries++ === 0 ? opts.codeAt : Date.now() + 30_000))
        await verify.locator('button[type="submit"]').click()
      }
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 })
    }).toPass({ timeout: 60_000 })
  }
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.locator('.dashboard')).toBeVisible()
}
