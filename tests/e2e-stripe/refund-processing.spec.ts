/**
 * A refund Stripe answers `pending` (methods that settle later; Stripe docs "Refunds") is on its way,
 * not owed: the reservation lookup says so with Stripe's reference and offers no "send again" (the
 * webhook or the poll settles it; docs/payments.md "Refunds"). The local Stripe server answers the next
 * refunds `pending` through its control route.
 */
import { expect, test } from '../e2e/fixtures'
import { bookableStay } from '../helpers/stay'
import { routeStripe } from './fakeStripe'

const STRIPE = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_API_PORT || 12111)}`

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  await routeStripe(context)
})

test.afterEach(async ({ request }) => {
  await request.post(`${STRIPE}/_test/refund-outcome?status=succeeded`)
})

test('a refund Stripe holds as pending is shown on its way, with no "send again" (en)', async ({ page, request }) => {
  const stay = await bookableStay(request, 78)
  await page.goto(`/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: /^Select/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('fake-payment-element')).toBeVisible()
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Ruiz')
  await page.getByLabel('Email').fill('ana.refund.pending@example.com')
  await page.getByLabel('Phone').fill('+52 998 123 4567')
  await page.getByLabel(/I accept the rate policies/).check()
  await page.locator('[name="fake-card"]').selectOption('pm_card_visa')
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
  expect((await request.post(`${STRIPE}/_test/refund-outcome?status=pending`)).status()).toBe(200)
  await page.goto('/en/my-booking/')
  await page.getByLabel('I understand the policy and want to cancel').check()
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  const refund = page.getByTestId('refund-state')
  await expect(refund).toHaveAttribute('data-status', 'processing')
  await expect(refund).toContainText('is on its way')
  await expect(refund).toContainText(/re_[A-Za-z0-9]+/)
  await expect(page.getByTestId('retry-refund')).toHaveCount(0)
})
