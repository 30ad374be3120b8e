/**
 * Ticket shop checkout with Stripe configured (issue #5 "Checkout and after"): the hotel flow's
 * Payment Element block on the shop's checkout page only (Stripe.js not requested on the cart page);
 * a park ticket bought with a card (prepare → Stripe.js confirm → verify → order → capture); a
 * declined card shows the error and orders nothing, another card then pays; MXN offers Stripe's
 * meses-sin-intereses plans (≤ 12) and orders with the chosen one. Stand-in Stripe.js and local
 * Stripe server from fakeStripe.ts (playwright.stripe.config.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { day } from '../helpers/clock'
import { type Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { routeStripe } from './fakeStripe'

type Dict = typeof import('../../src/lib/i18n/messages/en.json')
const dict: Record<'es' | 'en', Dict> = {
  es: JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages/es.json'), 'utf8')),
  en: JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages/en.json'), 'utf8')),
}
const ROUTES = {
  es: { cart: '/es/carrito/', checkout: /\/es\/pago\/\?id=/, order: /\/es\/pedido\/[A-Za-z0-9-]+\/$/ },
  en: { cart: '/en/carrito/', checkout: /\/en\/checkout\/\?id=/, order: /\/en\/order\/[A-Za-z0-9-]+\/$/ },
}
const GUEST = {
  es: { first: 'Nombre', last: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', terms: /Acepto las políticas/, pay: /^Pagar / },
  en: { first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone', terms: /I accept the rate policies/, pay: /^Pay / },
}

let stripeRequests: string[] = []
/** The amount of a money text in minor units: 'MX$12,345.67' → 1234567. */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''))

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  stripeRequests = await routeStripe(context)
})

/** Hotel-local (Cancún) date `days` from the test's today (tests/helpers/clock.ts). */
const cancunDate = (days: number): string => day(days)

/** One adult park ticket (3001) via an express-checkout link, optionally in another currency, then the checkout page. */
async function toCheckout(page: Page, lang: 'es' | 'en', days: number, currency?: string) {
  await page.goto(`${ROUTES[lang].cart}?p=3001,${cancunDate(days)},-,1-0-0`)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  if (currency) {
    await page.getByLabel(dict[lang].booking.currency).selectOption(currency)
    await expect(page.getByTestId('cart-total')).toContainText(currency === 'MXN' ? '$' : currency)
  }
  const total = await page.getByTestId('cart-total').textContent()
  expect(stripeRequests, 'Stripe.js is not loaded before the checkout page').toEqual([])
  await page.getByRole('button', { name: dict[lang].shop.checkout }).click()
  await expect(page).toHaveURL(ROUTES[lang].checkout)
  await expect(page.getByTestId('fake-payment-element')).toBeVisible()
  expect(stripeRequests.length).toBeGreaterThan(0)
  await expect(page.getByTestId('sandbox-notice')).toHaveCount(0)
  await expect(page.getByTestId('checkout-total')).toHaveText(total!)
  return total!
}

async function fillCustomer(page: Page, lang: 'es' | 'en', email: string) {
  const g = GUEST[lang]
  await page.getByLabel(g.first).fill('Ana')
  await page.getByLabel(g.last).fill('Ruiz')
  await page.getByLabel(g.email).fill(email)
  await page.getByLabel(g.phone).fill('+52 998 123 4567')
  await page.getByLabel(g.terms).check()
}

test('buys a park ticket with a card through the Payment Element (en, USD)', async ({ page }) => {
  const total = await toCheckout(page, 'en', 45)
  await fillCustomer(page, 'en', 'ana.shop.stripe@example.com')
  await page.getByRole('button', { name: GUEST.en.pay }).click()
  await expect(page).toHaveURL(ROUTES.en.order)
  await expect(page.getByTestId('order-paid')).toHaveText(total)
  await expect(page.getByTestId('ticket')).toHaveCount(1)
})

test('a declined card shows the error and orders nothing; another card then pays (en)', async ({ page }) => {
  await toCheckout(page, 'en', 46)
  await fillCustomer(page, 'en', 'declined.shop@example.com')
  await page.locator('[name="fake-card"]').selectOption('pm_card_chargeDeclined')
  await page.getByRole('button', { name: GUEST.en.pay }).click()
  await expect(page.getByTestId('payment-error')).toContainText(/declined/i)
  await expect(page).toHaveURL(ROUTES.en.checkout)
  await expect(page.getByLabel('First name')).toHaveValue('Ana')
  await page.locator('[name="fake-card"]').selectOption('pm_card_visa')
  await page.getByRole('button', { name: GUEST.en.pay }).click()
  await expect(page).toHaveURL(ROUTES.en.order)
})

test('meses sin intereses: Stripe plans up to 12 months, ordered with the chosen plan (es, MXN)', async ({ page }) => {
  await toCheckout(page, 'es', 47, 'MXN')
  await fillCustomer(page, 'es', 'ana.shop.msi@example.com')
  const total = minorOf(await page.getByTestId('checkout-total').textContent())
  await page.locator('[name="fake-card"]').selectOption('pm_card_mx')
  await page.getByRole('button', { name: GUEST.es.pay }).click()
  const plans = page.getByTestId('msi-plans')
  await expect(plans).toBeVisible()
  await expect(plans.getByRole('radio')).toHaveCount(5) // one payment + 3, 6, 9, 12 (Stripe's 18 is not offered)
  // each plan says what a month costs: the order's total split into the months (rounded up to the cent)
  for (const months of [3, 6, 9, 12]) {
    const label = await plans.locator('label', { hasText: new RegExp(`^\\s*${months} meses sin intereses de `) }).textContent()
    expect(minorOf(label!.replace(/^\s*\d+ meses/, ''))).toBe(Math.ceil(total / months))
  }
  await plans.getByLabel('6 meses sin intereses').check()
  await plans.getByRole('button', { name: 'Confirmar y pagar' }).click()
  await expect(page).toHaveURL(ROUTES.es.order)
})
