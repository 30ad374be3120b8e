/**
 * Step 1 ROOMS end to end (issue #4, spec §2), es and en: the URL is the state; rooms and rates with
 * prices from the hotel API; choosing a rate fills the reservation summary; a currency switch
 * re-prices and clears the selection; an invalid promo code shows the spec's message; the language
 * switch keeps the query string.
 */
import { expect, test, eachLang } from './fixtures'
import { day } from '../helpers/clock'
import { bookableStay, DEV_TOKEN } from '../helpers/stay'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

eachLang('es', (lang) => {
  const path = lang === 'es' ? '/es/busqueda/' : '/en/search/'
  const text = {
    es: { h1: 'Elige tu tipo de habitación', select: 'Seleccionar', continue: 'Continuar', invalid: 'Código promocional no válido', total: 'Total' },
    en: { h1: 'Choose your room type', select: 'Select', continue: 'Continue', invalid: 'Invalid promotional code', total: 'Total' },
  }[lang]

  test(`search lists rooms and rates and a choice fills the summary (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&guests[0][children]=0&currency=USD`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1)
    const firstRoom = page.locator('.room-card').first()
    await expect(firstRoom).toBeVisible()
    await expect(firstRoom.locator('.rate__avg').first()).toHaveText(/US\$\d/)
    await firstRoom
      .getByRole('link', { name: new RegExp(`^${text.select}`) })
      .first()
      .click()
    await expect(page).toHaveURL(/sel=[A-Z0-9]+(~|%7E)[A-Z0-9_-]+/)
    await expect(page.getByTestId('summary-total')).toHaveText(/US\$\d/)
    // "Continue" is a form post (it creates the payment session, issue #13 item 7) carrying step 2's query
    const start = page.locator('form.summary__start')
    await expect(start.getByRole('button', { name: text.continue })).toBeVisible()
    await expect(start.locator('input[name="query"]')).toHaveValue(/sel=[A-Z0-9]+(~|%7E)/)
  })

  test(`a stay shorter than the minimum gives the minimum, not "no rooms" (${lang})`, async ({ page, request }) => {
    const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(20)}&To=${day(60)}&Currency=USD&Adults=2`, { headers: { Authorization: `Bearer ${DEV_TOKEN}` } })
    const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; Closed: boolean }[]
    const night = days.find((d, i) => d.MinStay >= 2 && !d.ClosedToArrival && !d.Closed && days[i + 1])
    expect(night, 'a night with a minimum stay (the seed has one every weekend)').toBeTruthy()
    const next = days[days.indexOf(night!) + 1].Date
    await page.goto(`${path}?checkin=${night!.Date}&checkout=${next}&guests[0][adults]=2&guests[0][children]=0&currency=USD`)
    await expect(page.getByTestId('no-rooms')).toHaveText(lang === 'es' ? `Estancia mínima ${night!.MinStay} noches` : `Minimum stay ${night!.MinStay} nights`)
  })

  test(`a currency switch re-prices and clears the selection (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: new RegExp(`^${text.select}`) })
      .first()
      .click()
    await expect(page.getByTestId('summary-total')).toBeVisible()
    // the currency applies as soon as it is chosen (issue #19 item 5): no separate button
    await page.getByRole('combobox', { name: lang === 'es' ? 'Moneda' : 'Currency' }).selectOption('MXN')
    await expect(page.getByRole('button', { name: lang === 'es' ? 'Cambiar' : 'Change' })).toHaveCount(0)
    await expect(page).toHaveURL(/currency=MXN/)
    expect(page.url()).not.toContain('sel=')
    await expect(page.locator('.rate__avg').first()).toHaveText(/MX\$\d/)
    await expect(page.getByTestId('summary-total')).toHaveCount(0)
  })

  test(`an invalid promo code shows the spec's message and still lists rooms (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&promocode=NOSUCHPROMO`)
    await expect(page.getByTestId('promo-message')).toHaveText(text.invalid)
    await expect(page.locator('.room-card').first()).toBeVisible()
  })
})

test('two rooms with children: choose a rate per room; the language switch keeps the query', async ({ page, request }) => {
  const { checkIn, checkOut } = await bookableStay(request)
  await page.goto(`/en/search/?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&guests[0][children]=1&guests[0][childrenages]=7&guests[1][adults]=2&currency=USD`)
  await expect(page.getByRole('heading', { name: 'Choose room 1 of 2' })).toBeVisible()
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: /^Select/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Choose room 2 of 2' })).toBeVisible()
  await page
    .locator('.room-card')
    .nth(1)
    .getByRole('link', { name: /^Select/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  const url = new URL(page.url())
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /ES/ }).click()
  await expect(page).toHaveURL(/\/es\/busqueda\/\?/)
  expect(new URL(page.url()).search).toBe(url.search)
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible()
})

test('the payment methods modal lists the methods of the currency and the MSI banks for MXN', async ({ page, request }) => {
  const { checkIn, checkOut } = await bookableStay(request)
  await page.goto(`/es/busqueda/?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=MXN`)
  const graphql = page.waitForResponse((r) => r.url().includes('/api/graphql') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Formas de pago' }).click()
  await graphql
  const dialog = page.getByRole('dialog', { name: 'Formas de pago · MXN' })
  await expect(dialog.getByTestId('payment-methods').getByRole('listitem')).toHaveCount(4)
  await expect(dialog.getByRole('heading', { name: 'Meses sin intereses' })).toBeVisible()
  // Only plans the checkout can take (≤ 12 months): Banamex lists 3…15 in the CMS (issue #14 item 13).
  const banamex = dialog.locator('.banks-list li', { hasText: 'Banamex' })
  await expect(banamex).toContainText('3, 6, 9, 12')
  await expect(banamex).not.toContainText('15')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
