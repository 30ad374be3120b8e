/**
 * An unclear commit never cancels the guest's payment (docs/payments.md, hotel checkout): the engine
 * commits the reservation and its answer is lost on the way back, and the re-read of the session fails
 * too (the test server's `hotel-commit-answer-lost` and `hotel-reads-after-lost-commit` faults, src/lib/testFaults.ts,
 * asked for on the Pay post only). The guest is told the booking is being confirmed and will be
 * emailed, not shown an error; paying again lands on the one confirmation the engine holds, with the
 * first payment (no second booking).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, eachLang } from './fixtures'
import { bookingUrl, openBooking, fillGuest, FLOW, offsetFor, stayFor, uniqueEmail } from '../helpers/booking'

type Dict = { booking: { guest: { errors: Record<string, string> } } }
const dict = (lang: 'es' | 'en') => JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as Dict

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

eachLang('es', (lang) => {
  const t = FLOW[lang]

  test(`a commit whose answer is lost says the booking is being confirmed; paying again lands on the one confirmation (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 110), minUnits: 2 })
    await openBooking(page, bookingUrl(lang, stay, 'JS~FLEX'))
    await fillGuest(page, lang, uniqueEmail(`pending-${lang}`))
    // the faults ride on the form's post only: the page loads and the engine's own commit are untouched
    await page.route('**/*', (route) =>
      route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), 'x-e2e-fault': 'hotel-commit-answer-lost,hotel-reads-after-lost-commit' } }) : route.continue(),
    )
    await page.getByRole('button', { name: t.pay }).click()
    const pending = page.getByTestId('booking-confirming')
    await expect(pending).toHaveText(dict(lang).booking.guest.errors.BOOKING_PENDING)
    await expect(pending).toHaveAttribute('role', 'status')
    await expect(page.getByTestId('booking-error')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(t.booking))
    await page.screenshot({ path: info.outputPath(`booking-pending-${info.project.name}-${lang}.png`), fullPage: false })

    // the guest pays again anyway (no fault now): the session already holds the reservation, so this
    // lands on its confirmation instead of booking twice
    await page.unrouteAll()
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible()
    const code = (await page.getByTestId('confirmation-code').textContent())!
    expect(code).toMatch(/^[A-Z0-9]+$/)
  })
})
