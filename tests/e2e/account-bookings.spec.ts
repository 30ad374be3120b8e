/**
 * A signed-in customer's hotel bookings on the account page, es and en: a room booked as a guest with
 * the account's email (in other letter case) is listed — hotel and room, code, stay in the page's
 * language, total — in a browser that never booked, once the customer logs in; its link opens it on
 * "my booking" there. Without a session the same link goes to the lookup form with the code filled in;
 * the lookup by confirmation number stays on the page for a booking made with another email.
 */
import { expect, test, eachLang } from './fixtures'
import { T, latestMail, linkIn, loginByDialog, quietVisitor, signUpByApi, uniqueEmail } from './account-helpers'
import { FLOW, chooseFirstRateAndContinue, fillGuest } from '../helpers/booking'
import { formatStayRange } from '../../src/lib/i18n/dates'
import { bookableStay } from '../helpers/stay'

eachLang('es', (lang) => {
  test(`a signed-in customer finds their hotel bookings on the account page and opens one (${lang})`, async ({ page, browser, baseURL, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'one run per language is enough (desktop)')
    const a = T[lang]
    const b = FLOW[lang]
    const email = uniqueEmail(`bookings-${lang}`)
    await signUpByApi(request, lang, email)
    expect((await request.get(linkIn(await latestMail(email)))).status()).toBe(200)

    // a room booked as a guest, with the account's email in capitals
    await quietVisitor(page)
    const stay = await bookableStay(request, lang === 'es' ? 125 : 140)
    const total = await chooseFirstRateAndContinue(page, lang, stay)
    await fillGuest(page, lang, email.toUpperCase())
    await page.getByRole('button', { name: b.pay }).click()
    await expect(page).toHaveURL(b.confirmUrl)
    const code = (await page.getByTestId('confirmation-code').textContent())!.trim()

    // another browser, which holds no cookie for the booking
    const fresh = await browser.newContext({ baseURL })
    const other = await fresh.newPage()
    await quietVisitor(other)
    const accountPage = `/${lang}/${lang === 'es' ? 'cuenta' : 'account'}/`
    const myBooking = `/${lang}/${lang === 'es' ? 'mi-reserva' : 'my-booking'}/`
    // without a session, the account's link leads to the lookup form with the code filled in
    await other.goto(`/account-session/booking/?locale=${lang}&code=${code}`)
    await expect(other).toHaveURL(`${myBooking}?code=${code}`)
    await expect(other.getByTestId('confirmation-code')).toHaveCount(0)
    await other.goto(accountPage)
    await expect(other.getByTestId('account-bookings')).toHaveCount(0)
    await loginByDialog(other, lang, email)
    await other.goto(accountPage)
    const list = other.getByTestId('account-bookings')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    const row = list.locator(`li[data-booking="${code}"]`)
    await expect(row).toContainText(a.bookingCode.replace('{code}', code))
    await expect(row).toContainText(a.bookingStay.replace('{dates}', formatStayRange(stay.checkIn, stay.checkOut, lang)))
    await expect(row).not.toContainText(stay.checkIn)
    await expect(row).toContainText(total)
    await expect(row.getByRole('link')).toContainText('Hotel Arte')
    await expect(other.getByText(a.bookingsFor.replace('{email}', email))).toBeVisible()
    // a booking made with another email: still found by its confirmation number
    await expect(other.getByText(a.bookingsOther)).toBeVisible()
    await expect(other.getByRole('link', { name: a.bookingsLookupLink })).toHaveAttribute('href', myBooking)
    // pictures of the section, desktop and a phone's width (the test's output folder)
    await list.scrollIntoViewIfNeeded()
    await other.screenshot({ path: info.outputPath(`account-bookings-${lang}-desktop.png`) })
    await other.setViewportSize({ width: 390, height: 844 })
    await list.scrollIntoViewIfNeeded()
    expect(await other.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await other.screenshot({ path: info.outputPath(`account-bookings-${lang}-phone.png`) })
    await row.getByRole('link').click()
    await expect(other).toHaveURL(myBooking)
    await expect(other.getByTestId('confirmation-code')).toHaveText(code)
    // a code that is not theirs through the same link: the lookup form with that code
    // (read as the redirect itself: each "my booking" view spends a point of the address's lookup budget)
    const foreign = await other.request.get(`/account-session/booking/?locale=${lang}&code=ZZZZZZZZZZ`, { maxRedirects: 0 })
    expect(foreign.status()).toBe(303)
    expect(foreign.headers()['location']).toBe(`${myBooking}?code=ZZZZZZZZZZ`)
    await fresh.close()
  })
})
