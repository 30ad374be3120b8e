/**
 * Step 2 BOOK with Stripe configured (issue #4 "Payments safety", "Performance"): the Payment Element
 * is loaded only on the booking step; a card booking goes prepare → Stripe.js confirm → verify →
 * commit → capture; MXN offers Stripe's meses-sin-intereses plans (≤ 12) and confirms with the chosen
 * one; a declined card shows the error and books nothing. Stripe.js is a stand-in (fakeStripe.ts:
 * js.stripe.com is unreachable offline); its api.stripe.com calls reach the local Stripe server.
 */
import { type Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { routeStripe } from './fakeStripe'
import { bookableStay } from '../helpers/stay'

let stripeRequests: string[] = []
/** The amount of a money text in minor units: 'MX$12,345.67' → 1234567. */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''))

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  stripeRequests = await routeStripe(context)
})

async function toBooking(page: Page, lang: 'es' | 'en', stay: { checkIn: string; checkOut: string }, currency: string) {
  const search = lang === 'es' ? '/es/busqueda/' : '/en/search/'
  await page.goto(`${search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=${currency}`)
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: lang === 'es' ? /^Seleccionar/ : /^Select/ })
    .first()
    .click()
  const quoted = await page.getByTestId('summary-total').textContent()
  expect(stripeRequests, 'Stripe.js is not loaded before the payment step').toEqual([])
  await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
  await expect(page.getByTestId('fake-payment-element')).toBeVisible()
  expect(stripeRequests.length).toBeGreaterThan(0)
  return quoted!
}

async function fillGuest(page: Page, lang: 'es' | 'en', email: string) {
  await page.getByLabel(lang === 'es' ? 'Nombre' : 'First name').fill('Ana')
  await page.getByLabel(lang === 'es' ? 'Apellidos' : 'Last name').fill('Ruiz')
  await page.getByLabel(lang === 'es' ? 'Correo electrónico' : 'Email').fill(email)
  await page.getByLabel(lang === 'es' ? 'Teléfono' : 'Phone').fill('+52 998 123 4567')
  await page.getByLabel(lang === 'es' ? /Acepto las políticas/ : /I accept the rate policies/).check()
}

test('pays with a card through the Payment Element and books (en, USD)', async ({ page, request }) => {
  const stay = await bookableStay(request, 50)
  const quoted = await toBooking(page, 'en', stay, 'USD')
  await expect(page.locator('.sandbox-notice')).toHaveCount(0)
  await fillGuest(page, 'en', 'ana.stripe@example.com')
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
  await expect(page.getByTestId('confirmation-paid')).toHaveText(quoted)
})

test('a declined card shows the error and books nothing (en)', async ({ page, request }) => {
  const stay = await bookableStay(request, 55)
  await toBooking(page, 'en', stay, 'USD')
  await fillGuest(page, 'en', 'declined@example.com')
  await page.locator('[name="fake-card"]').selectOption('pm_card_chargeDeclined')
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page.getByTestId('payment-error')).toContainText(/declined/i)
  await expect(page).toHaveURL(/\/en\/booking\//)
  await expect(page.getByLabel('First name')).toHaveValue('Ana')
})

test('meses sin intereses: Stripe plans up to 12 months, confirmed with the chosen plan (es, MXN)', async ({ page, request }) => {
  const stay = await bookableStay(request, 62)
  await toBooking(page, 'es', stay, 'MXN')
  await fillGuest(page, 'es', 'ana.msi@example.com')
  // what is charged now: the deposit when the rate takes one, else the total
  const dueNow = page.getByTestId('booking-due-now')
  const due = minorOf(await ((await dueNow.count()) ? dueNow : page.getByTestId('booking-total')).textContent())
  await page.locator('[name="fake-card"]').selectOption('pm_card_mx')
  await page.getByRole('button', { name: 'Pagar y reservar' }).click()
  const plans = page.getByTestId('msi-plans')
  await expect(plans).toBeVisible()
  await expect(plans.getByRole('radio')).toHaveCount(5) // one payment + 3, 6, 9, 12 (Stripe's 18 is not offered)
  // each plan says what a month costs: the amount due now split into the months (rounded up to the cent)
  for (const months of [3, 6, 9, 12]) {
    const label = await plans.locator('label', { hasText: new RegExp(`^\\s*${months} meses sin intereses de `) }).textContent()
    expect(minorOf(label!.replace(/^\s*\d+ meses/, ''))).toBe(Math.ceil(due / months))
  }
  const chosen = ((await plans.locator('label', { hasText: /^\s*6 meses sin intereses de / }).textContent()) ?? '').trim()
  await plans.getByLabel('6 meses sin intereses').check()
  await plans.getByRole('button', { name: 'Confirmar y pagar' }).click()
  await expect(page).toHaveURL(/\/es\/confirmacion\/[A-Z0-9]+\/$/)
  // the confirmation names the plan Stripe charges in, as the chooser worded it
  await expect(page.getByTestId('confirmation-installments')).toHaveText(chosen)
})

for (const [lang, offset] of [
  ['es', 66],
  ['en', 70],
] as const) {
  test(`books with a card, cancels from the lookup page and the refund reaches Stripe (${lang})`, async ({ page, request }) => {
    const m =
      lang === 'es'
        ? {
            pay: 'Pagar y reservar',
            confirmation: /\/es\/confirmacion\/[A-Z0-9]+\/$/,
            lookup: '/es/mi-reserva/',
            confirm: 'Entiendo la política y quiero cancelar',
            cancel: 'Cancelar reservación',
            sent: 'Tu reembolso de',
          }
        : {
            pay: 'Pay and book',
            confirmation: /\/en\/confirmation\/[A-Z0-9]+\/$/,
            lookup: '/en/my-booking/',
            confirm: 'I understand the policy and want to cancel',
            cancel: 'Cancel reservation',
            sent: 'Your refund of',
          }
    const stay = await bookableStay(request, offset)
    await toBooking(page, lang, stay, 'USD')
    await fillGuest(page, lang, `ana.refund.${lang}@example.com`)
    await page.getByRole('button', { name: m.pay }).click()
    await expect(page).toHaveURL(m.confirmation)
    await page.goto(m.lookup)
    await page.getByLabel(m.confirm).check()
    await page.getByRole('button', { name: m.cancel }).click()
    const refund = page.getByTestId('refund-state')
    await expect(refund).toHaveAttribute('data-status', 'succeeded')
    await expect(refund).toContainText(m.sent)
    await expect(refund).toContainText(/re_[A-Za-z0-9]+/)
  })
}

test('step 1 lists the payment methods this checkout takes: with Stripe, no PayPal, the same as the booking step (en, USD)', async ({ page, request }) => {
  const stay = await bookableStay(request, 74)
  await page.goto(`/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
  await page.getByRole('button', { name: 'Payment methods' }).click()
  const list = page.getByRole('dialog', { name: 'Payment methods · USD' }).getByTestId('payment-methods')
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const listed = await list.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('data-code')))
  // the CMS offers PayPal for USD (spec §9), which Stripe cannot take
  expect(listed).not.toContain('PP')
  expect(listed).toContain('VI')
  await page.keyboard.press('Escape')
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: /^Select/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('fake-payment-element')).toBeVisible()
  const offered = await page.locator('input[name="methodCode"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  expect(offered).toEqual(listed)
})

test('a refund Stripe holds as pending is shown on its way, with no "send again" (en)', async ({ page, request }) => {
  // the local Stripe server answers the next refunds `pending` (methods that settle later; Stripe docs "Refunds")
  const stripeControl = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_API_PORT || 12111)}/_test/refund-outcome`
  try {
    const stay = await bookableStay(request, 78)
    await toBooking(page, 'en', stay, 'USD')
    await fillGuest(page, 'en', 'ana.refund.pending@example.com')
    await page.locator('[name="fake-card"]').selectOption('pm_card_visa')
    await page.getByRole('button', { name: 'Pay and book' }).click()
    await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
    expect((await request.post(`${stripeControl}?status=pending`)).status()).toBe(200)
    await page.goto('/en/my-booking/')
    await page.getByLabel('I understand the policy and want to cancel').check()
    await page.getByRole('button', { name: 'Cancel reservation' }).click()
    const refund = page.getByTestId('refund-state')
    await expect(refund).toHaveAttribute('data-status', 'processing')
    await expect(refund).toContainText('is on its way')
    await expect(refund).toContainText(/re_[A-Za-z0-9]+/)
    await expect(page.getByTestId('retry-refund')).toHaveCount(0)
  } finally {
    await request.post(`${stripeControl}?status=succeeded`)
  }
})
