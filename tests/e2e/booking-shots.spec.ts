/**
 * Screenshots of the booking-flow screens for a visual check (not an assertion suite): runs only with
 * BOOKING_SHOTS=<dir>; skipped otherwise. es and en, on each project (desktop, mobile).
 */
import { expect, test } from './fixtures'
import { bookingUrl, openBooking, fillGuest, FLOW, offsetFor, stayFor, uniqueEmail } from '../helpers/booking'

const dir = process.env.BOOKING_SHOTS
test.skip(!dir, 'screenshots only with BOOKING_SHOTS=<dir>')

test.beforeEach(async ({ context, baseURL, page }, info) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  // phones: 390 px wide (a common width), desktop: the project's 1366 × 900
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 })
})

for (const lang of ['es', 'en'] as const) {
  test(`booking screens (${lang})`, async ({ page, request }, info) => {
    const shot = (name: string) => page.screenshot({ path: `${dir}/${info.project.name}-${lang}-${name}.png`, fullPage: true })
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 95), minUnits: 1 })
    await openBooking(page, bookingUrl(lang, stay, 'JS~DEP'))
    await expect(page.getByTestId('booking-pending')).toBeVisible()
    await shot('1-booking-partial')
    await fillGuest(page, lang, uniqueEmail(`shot-${lang}`))
    await page.getByRole('button', { name: FLOW[lang].pay }).click()
    await expect(page).toHaveURL(FLOW[lang].confirmUrl)
    await shot('2-confirmation')
    await page.getByTestId('my-booking-link').click()
    await expect(page.getByTestId('cancel-policy')).toBeVisible()
    await shot('3-my-booking')
    await page.context().clearCookies({ name: 'reservation' })
    await page.reload()
    await page.locator('form.lookup-form button[type="submit"]').click()
    await expect(page.locator('.field-error').first()).toBeVisible()
    await shot('4-lookup-errors')
    await page.goto(`/${lang}/hotel-flight-package/`)
    await page.locator('form.package-search button[type="submit"]').click()
    await page.locator('form.package-search').scrollIntoViewIfNeeded()
    await shot('5-package-errors')
    await page
      .locator('form.package-search')
      .getByRole('combobox')
      .fill(lang === 'es' ? 'gua' : 'new')
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.screenshot({ path: `${dir}/${info.project.name}-${lang}-6-package-typeahead.png` })
  })
}

for (const lang of ['es', 'en'] as const) {
  test(`booking step in pesos, interest-free months by bank (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 100), minUnits: 1 })
    await page.goto(bookingUrl(lang, stay, 'JS~DEP').replace('currency=USD', 'currency=MXN'))
    await expect(page.getByTestId('rate-msi').first()).toBeVisible()
    await page.screenshot({ path: `${dir}/${info.project.name}-${lang}-7-rooms-mxn.png`, fullPage: true })
    await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
    const chooser = page.getByTestId('installments-choice')
    await chooser.locator('select[name="bank"]').selectOption({ index: 1 })
    await chooser.locator('select[name="installments"]').selectOption({ index: 2 })
    await page.screenshot({ path: `${dir}/${info.project.name}-${lang}-8-booking-mxn-months.png`, fullPage: true })
  })
}
