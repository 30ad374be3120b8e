/**
 * Step 3 after the booking (issue #4), es and en: one confirmation email (read from MAIL_DIR) with
 * code, dates, totals and policies and a calendar (.ics) attachment, not sent again on reload; the
 * reservation lookup page (code + email, localized errors) and cancelling per the rate's policy; a
 * non-refundable reservation says it cannot be cancelled.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, eachLang, languageLink } from './fixtures'
import { bookingUrl, openBooking, fillGuest, FLOW, mailsTo, mailTo, offsetFor, stayFor, uniqueEmail } from '../helpers/booking'

type Dict = { myBooking: Record<string, string> & { errors: Record<string, string> }; bookingMail: Record<string, string> }
const dict = (lang: 'es' | 'en') => JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as Dict

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

eachLang('es', (lang) => {
  const t = FLOW[lang]
  const m = dict(lang).myBooking
  const lookupPath = lang === 'es' ? '/es/mi-reserva/' : '/en/my-booking/'

  test(`confirmation email with .ics once, then lookup and cancel (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 25), minUnits: 2 })
    const email = uniqueEmail(`mail-${lang}`)
    await openBooking(page, bookingUrl(lang, stay, 'JS~FLEX'))
    await fillGuest(page, lang, email)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    const code = (await page.getByTestId('confirmation-code').textContent())!

    const mail = await mailTo(email)
    expect(mail.subject).toContain(code)
    expect(mail.subject).toBe(dict(lang).bookingMail.subject.replace('{code}', code).replace('{hotel}', 'Hotel Arte'))
    // dates in the guest's language (issue #19 item 5)
    const day = (iso: string) =>
      new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
    for (const s of [code, day(stay.checkIn), day(stay.checkOut), lang === 'es' ? 'Cancelación gratuita hasta 3 días' : 'Free cancellation up to 3 days', dict(lang).bookingMail.paid])
      expect(mail.text).toContain(s)
    const ics = mail.attachments?.[0]
    expect(ics?.filename).toBe(`reservation-${code}.ics`)
    expect(ics?.contentType).toContain('text/calendar')
    expect(ics?.content).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replace(/-/g, '')}`)
    expect(ics?.content).toContain(`DTEND;VALUE=DATE:${stay.checkOut.replace(/-/g, '')}`)
    expect(ics?.content).toContain(`UID:${code}@hotelarte.booking`)

    await page.reload()
    await expect(page.getByTestId('confirmation-code')).toHaveText(code)
    // the page's server render (which awaits the once-only send) is complete: still one email
    expect(mailsTo(email)).toHaveLength(1)

    // The confirmation links the lookup page; look up with the form after forgetting the pair.
    await page.getByTestId('my-booking-link').click()
    await expect(page).toHaveURL(new RegExp(`${lookupPath}$`))
    await expect(page.getByTestId('confirmation-code')).toHaveText(code)
    await page.getByRole('button', { name: m.another }).click()
    await expect(page.getByRole('button', { name: m.find })).toBeVisible()
    await page.getByRole('button', { name: m.find }).click()
    await expect(page.getByText(m.errors.codeRequired)).toBeVisible()
    await expect(page.getByText(m.errors.emailRequired)).toBeVisible()
    await page.getByLabel(m.code).fill(code.toLowerCase())
    await page.getByLabel(m.email).fill('someone.else@example.com')
    await page.getByRole('button', { name: m.find }).click()
    await expect(page.getByTestId('my-booking-error')).toHaveText(m.errors.RESERVATION_NOT_FOUND)
    await expect(page.getByLabel(m.code)).toHaveValue(code.toLowerCase())
    await page.getByLabel(m.email).fill(email)
    await page.getByRole('button', { name: m.find }).click()
    await expect(page.getByTestId('confirmation-code')).toHaveText(code)
    await expect(page.getByTestId('reservation-status')).toHaveText(m.statusCONFIRMED)
    await expect(page.getByTestId('cancel-policy')).toContainText(m.freeCancel.split('{refund}')[0].trim())

    await page.getByRole('button', { name: m.cancel }).click()
    await expect(page.getByText(m.errors.confirmRequired)).toBeVisible()
    await page.getByLabel(m.cancelConfirm).check()
    await page.getByRole('button', { name: m.cancel }).click()
    await expect(page.getByTestId('my-booking-cancelled')).toBeVisible()
    await expect(page.getByTestId('reservation-status')).toHaveText(m.statusCANCELLED)
    await expect(page.getByRole('button', { name: m.cancel })).toHaveCount(0)
    // the refund went back to the payment (issue #11 item 1): sent, with the provider's reference
    const refund = page.getByTestId('refund-state')
    await expect(refund).toHaveAttribute('data-status', 'succeeded')
    await expect(refund).toContainText(m.refundSent.split('{refund}')[0].trim())
    await expect(refund).toContainText(/sbxre_[0-9a-f]{24}/)
    // and says so again when the guest comes back
    await page.reload()
    await expect(page.getByTestId('refund-state')).toHaveAttribute('data-status', 'succeeded')
  })

  test(`a non-refundable reservation cannot be cancelled online (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'NR', { offset: offsetFor(info, lang, 35), minUnits: 2 })
    await openBooking(page, bookingUrl(lang, stay, 'JS~NR'))
    await fillGuest(page, lang, uniqueEmail(`nr-${lang}`))
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await page.goto(`${lookupPath}`)
    await expect(page.getByTestId('cancel-policy')).toHaveText(m.nonRefundable)
    await expect(page.getByRole('button', { name: m.cancel })).toHaveCount(0)
  })
})

test('the lookup page answers the other language spelling and a language switch with a redirect', async ({ page }) => {
  await page.goto('/es/my-booking/')
  await expect(page).toHaveURL(/\/es\/mi-reserva\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi reserva')
  await (await languageLink(page, /Idioma|Language/, 'EN')).click()
  await expect(page).toHaveURL(/\/en\/my-booking\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My booking')
})
