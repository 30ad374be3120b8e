/**
 * A signed-in customer's hotel bookings on the account page, es and en: a room booked as a guest with
 * the account's email (in other letter case) is listed — hotel and room, code, stay in the page's
 * language, total — in a browser that never booked, once the customer logs in; its link opens it on
 * "my booking" there. Without a session the same link goes to the lookup form with the code filled in;
 * the lookup by confirmation number stays on the page for a booking made with another email.
 */
import { expect, test, eachLang } from './fixtures'
import { PASSWORD, T, latestMail, linkIn, openLogin, quietVisitor, signUpByApi, uniqueEmail } from './account-helpers'
import { formatStayRange } from '../../src/lib/i18n/dates'
import { bookableStay } from '../helpers/stay'

const BOOK = {
  es: {
    search: '/es/busqueda/',
    select: /^Seleccionar/,
    continue: 'Continuar',
    first: 'Nombre',
    last: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    terms: /Acepto las políticas/,
    pay: 'Pagar y reservar',
  },
  en: {
    search: '/en/search/',
    select: /^Select/,
    continue: 'Continue',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    terms: /I accept the rate policies/,
    pay: 'Pay and book',
  },
}

eachLang('es', (lang) => {
  test(`a signed-in customer finds their hotel bookings on the account page and opens one (${lang})`, async ({ page, browser, baseURL, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'one run per language is enough (desktop)')
    const a = T[lang]
    const b = BOOK[lang]
    const email = uniqueEmail(`bookings-${lang}`)
    await signUpByApi(request, lang, email)
    expect((await request.get(linkIn(await latestMail(email)))).status()).toBe(200)

    // a room booked as a guest, with the account's email in capitals
    await quietVisitor(page)
    const stay = await bookableStay(request, lang === 'es' ? 125 : 140)
    await page.goto(`${b.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await page.locator('.room-card').first().getByRole('link', { name: b.select }).first().click()
    const total = (await page.getByTestId('summary-total').textContent())!.trim()
    await page.getByRole('button', { name: b.continue }).click()
    await page.getByLabel(b.first).fill('Ana')
    await page.getByLabel(b.last).fill('Ruiz')
    await page.getByLabel(b.email).fill(email.toUpperCase())
    await page.getByLabel(b.phone).fill('+52 998 123 4567')
    await page.getByLabel(b.terms).check()
    await page.getByRole('button', { name: b.pay }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/${lang === 'es' ? 'confirmacion' : 'confirmation'}/[A-Z0-9]+/$`))
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
    const dialog = await openLogin(other, lang)
    await dialog.getByLabel(a.email).fill(email)
    await dialog.getByLabel(a.password).fill(PASSWORD)
    await dialog.getByRole('button', { name: a.submitLogin }).click()
    await expect(dialog).toBeHidden()
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
