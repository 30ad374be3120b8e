/**
 * Helpers of the customer-account e2e specs (account.spec.ts, password-reset.spec.ts): the account
 * texts of both dictionaries, unique test emails, the emails the app wrote to E2E_MAIL_DIR (file
 * mail adapter of the e2e server), sign-up through the API, a visitor without consent banner or sale
 * popup, and the login dialog.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { E2E_MAIL_DIR } from '../../playwright.config'
import { readMails, type StoredMail } from '../helpers/mail'

type AccountTexts = (typeof import('../../src/lib/i18n/messages/en.json'))['account']
const dictionary = (lang: 'es' | 'en') => (JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as { account: AccountTexts }).account
/** The `account` namespace of the es and en dictionaries. */
export const T = { es: dictionary('es'), en: dictionary('en') }
/** The password test customers sign up with. */
export const PASSWORD = 'E2e-customer-pass-1'

export { uniqueEmail } from '../helpers/mail'
type Mail = StoredMail

/** Every email written to `to`, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  return readMails(E2E_MAIL_DIR, to)
}

/** The newest email to `to` (with `subject` when given), waiting up to 10 s for it. */
export async function latestMail(to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    found = (await mailsTo(to)).filter((m) => subject === undefined || m.subject === subject).at(-1)
    expect(found, subject ? `an email "${subject}" to ${to}` : `an email to ${to}`).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return found!
}

/** The first link of an email's HTML. */
export const linkIn = (mail: Mail) => /href="([^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&')

/** Signs a customer up through the account API (201 expected). */
export async function signUpByApi(request: APIRequestContext, lang: 'es' | 'en', email: string) {
  const res = await request.post('/account-session/signup/', { data: { firstName: 'Ana', lastName: 'Ruiz', email, password: PASSWORD, locale: lang } })
  expect(res.status()).toBe(201)
}

/** A visitor who already declined cookies and saw the sale popup (nothing covers the page). */
export async function quietVisitor(page: Page) {
  const url = new URL(test.info().project.use.baseURL!)
  await page.context().addCookies([
    { name: 'cookie-consent', value: 'declined', domain: url.hostname, path: '/' },
    { name: 'sale-popup-shown', value: '1', domain: url.hostname, path: '/' },
  ])
}

/** Opens the header's login dialog and returns it. */
export async function openLogin(page: Page, lang: 'es' | 'en') {
  await page.getByRole('banner').getByRole('button', { name: T[lang].login }).click()
  const dialog = page.getByRole('dialog', { name: T[lang].loginTitle })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Logs `email` in through the header's login dialog and waits for the dialog to close. */
export async function loginByDialog(page: Page, lang: 'es' | 'en', email: string, password = PASSWORD) {
  const dialog = await openLogin(page, lang)
  await dialog.getByLabel(T[lang].email).fill(email)
  await dialog.getByLabel(T[lang].password).fill(password)
  await dialog.getByRole('button', { name: T[lang].submitLogin }).click()
  await expect(dialog).toBeHidden()
}
