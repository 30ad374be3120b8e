/**
 * Step 1 ROOMS end to end (issue #4, spec §2), es and en: the URL is the state; rooms and rates with
 * prices from the hotel API; choosing a rate fills the reservation summary; a currency switch
 * re-prices and clears the selection; an invalid promo code shows the spec's message; the language
 * switch keeps the query string. Spec §4 (issue #14 item 10): other dates clear the chosen room, the
 * same search keeps it; a URL without dates shows the last search's dates, past ones the default with
 * a notice. Spec §8 (issue #14 item 15): the currencies and payment-methods error texts.
 */
import { expect, test, eachLang, languageLink } from './fixtures'
import { addDays, day } from '../helpers/clock'
import { bookableStay, DEV_TOKEN } from '../helpers/stay'
import type { Page } from '@playwright/test'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

eachLang('es', (lang) => {
  const path = lang === 'es' ? '/es/busqueda/' : '/en/search/'
  const text = {
    es: {
      h1: 'Elige tu tipo de habitación',
      select: 'Seleccionar',
      continue: 'Continuar',
      invalid: 'Código promocional no válido',
      promoExpired: 'El código promocional ha expirado',
      promoUsedUp: 'El código promocional ya no tiene usos disponibles',
      total: 'Total',
      modify: 'Modificar búsqueda',
      search: 'Buscar',
      checkIn: 'Llegada',
      modified: 'Tu búsqueda cambió, así que las habitaciones que habías elegido se quitaron. Vuelve a elegir tus habitaciones.',
      expired: /^Las fechas de tu última búsqueda \(.+\) ya pasaron, así que te mostramos una nueva estancia\./,
      methods: 'Formas de pago',
      maintenance: 'Nos encontramos en mantenimiento',
      currenciesError: 'Ocurrió un error al obtener las monedas',
      methodsError: 'Error al obtener los métodos de pago para la moneda',
    },
    en: {
      h1: 'Choose your room type',
      select: 'Select',
      continue: 'Continue',
      invalid: 'Invalid promotional code',
      promoExpired: 'The promotional code has expired',
      promoUsedUp: 'The promotional code has no uses left',
      total: 'Total',
      modify: 'Modify search',
      search: 'Search',
      checkIn: 'Check-in',
      modified: 'Your search changed, so the rooms you had chosen were cleared. Choose your rooms again.',
      expired: /^The dates of your last search \(.+\) have already passed, so we are showing a new stay\./,
      methods: 'Payment methods',
      maintenance: 'We are in maintenance',
      currenciesError: 'An error ocurred while retrieving currencies',
      methodsError: 'Error getting payment methods for the currency',
    },
  }[lang]
  const chooseFirst = (page: Page) =>
    page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: new RegExp(`^${text.select}`) })
      .first()
      .click()

  test(`search lists rooms and rates and a choice fills the summary (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&guests[0][children]=0&currency=USD`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1)
    // above the rooms, what was searched: the dates with weekdays, nights and guests, beside "Modify search"
    const range = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    const searched = page.getByTestId('search-summary')
    await expect(searched.locator('.search-summary__dates')).toHaveText(range.formatRange(new Date(`${checkIn}T12:00:00Z`), new Date(`${checkOut}T12:00:00Z`)))
    await expect(searched.locator('.search-summary__party')).toHaveText(lang === 'es' ? '3 noches · 2 adultos' : '3 nights · 2 adults')
    await expect(searched).toContainText(text.modify)
    const firstRoom = page.locator('.room-card').first()
    await expect(firstRoom).toBeVisible()
    await expect(firstRoom.locator('.rate__avg').first()).toHaveText(/US\$\d/)
    // the cards' icons use the page's one drawing of each (RoomIconSprite): every reference resolves, and an icon is drawn
    const icons = await page.locator('.room-icon use').evaluateAll((uses) => uses.map((u) => ({ href: u.getAttribute('href'), drawn: !!document.querySelector(`${u.getAttribute('href')} path`) })))
    expect(icons.length).toBeGreaterThan(4)
    expect(icons.filter((i) => !i.drawn)).toEqual([])
    expect((await firstRoom.locator('.room-icon').first().boundingBox())?.width).toBe(20)
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
    const noRooms = page.getByTestId('no-rooms')
    await expect(noRooms.locator('p').first()).toHaveText(lang === 'es' ? `Estancia mínima ${night!.MinStay} noches` : `Minimum stay ${night!.MinStay} nights`)
    // …and what to do instead (issue #19): nearby one-night stays the calendar can sell, and the phones
    const other = page.getByTestId('other-dates').getByRole('link')
    await expect(other.first()).toBeVisible()
    await expect(page.getByTestId('no-rooms-phones').getByRole('link').first()).toHaveAttribute('href', /^tel:/)
    await other.first().click()
    await expect(page.locator('.room-card').first()).toBeVisible()
    await expect(page.getByTestId('no-rooms')).toHaveCount(0)
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

  test(`other dates after choosing a room clear the choice, the same search keeps it (spec §4) (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    await chooseFirst(page)
    await expect(page.getByTestId('summary-total')).toBeVisible()
    const chosen = new URL(page.url()).searchParams.get('sel')
    const form = page.getByRole('form', { name: text.modify })
    // the search sent again unchanged: the chosen room stays
    await page.locator('summary', { hasText: text.modify }).click()
    await form.getByRole('button', { name: text.search }).click()
    await expect(page).toHaveURL(/[?&]for=/)
    expect(new URL(page.url()).searchParams.get('sel')).toBe(chosen)
    await expect(page.getByTestId('summary-total')).toBeVisible()
    await expect(page.getByTestId('search-modified')).toHaveCount(0)
    // other dates: the search is modified and the chosen room is cleared
    await page.locator('summary', { hasText: text.modify }).click()
    await form.getByLabel(text.checkIn).fill(addDays(checkIn, 1))
    await form.getByRole('button', { name: text.search }).click()
    await expect(page).toHaveURL(new RegExp(`checkin=${addDays(checkIn, 1)}&checkout=${checkOut}`))
    expect(new URL(page.url()).searchParams.has('sel')).toBe(false)
    await expect(page.getByTestId('search-modified')).toHaveText(text.modified)
    await expect(page.getByTestId('summary-total')).toHaveCount(0)
    await expect(page.locator('.summary__dates time').first()).toHaveAttribute('datetime', addDays(checkIn, 1))
  })

  test(`the room chosen is kept in a 7-day cookie: the same search opened again without it has it chosen, another search not (spec §4) (${lang})`, async ({ page, context, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    const plain = `${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`
    await page.goto(plain)
    await chooseFirst(page)
    await expect(page.getByTestId('summary-total')).toBeVisible()
    const chosen = new URL(page.url()).searchParams.get('sel')
    const cookie = (await context.cookies()).find((c) => c.name === 'currentRoom')
    expect(cookie?.value).toContain(chosen!.toUpperCase())
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 3600)
    // the tab closed before "Continue": a new tab with the same search has the room chosen again
    await page.close()
    const again = await context.newPage()
    await again.goto(plain)
    await expect(again).toHaveURL(/[?&]sel=/)
    expect(new URL(again.url()).searchParams.get('sel')).toBe(chosen)
    await expect(again.getByTestId('summary-total')).toBeVisible()
    await expect(again.locator('form.summary__start').getByRole('button', { name: text.continue })).toBeVisible()
    // another search (one more night) starts with nothing chosen
    await again.goto(`${path}?checkin=${checkIn}&checkout=${addDays(checkOut, 1)}&guests[0][adults]=2&currency=USD`)
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(text.h1)
    expect(new URL(again.url()).searchParams.has('sel')).toBe(false)
    await expect(again.getByTestId('summary-total')).toHaveCount(0)
  })

  test(`a search URL without dates shows the last search's dates; past ones give the default stay with a notice (spec §4) (${lang})`, async ({ page, context, baseURL, request }) => {
    const { checkIn, checkOut } = await bookableStay(request, 40)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    await expect(page.locator('.room-card').first()).toBeVisible()
    const dates = async (inOut: [string, string]) => {
      await expect(page.locator('.summary__dates time').first()).toHaveAttribute('datetime', inOut[0])
      await expect(page.locator('.summary__dates time').nth(1)).toHaveAttribute('datetime', inOut[1])
      const form = page.locator('form.search-form') // inside the closed "Modify search"
      await expect(form.locator('input[name="checkin"]')).toHaveValue(inOut[0])
      await expect(form.locator('input[name="checkout"]')).toHaveValue(inOut[1])
    }
    // the bare step-1 URL, and a link with guests but no dates
    await page.goto(path)
    await dates([checkIn, checkOut])
    await expect(page.locator('.room-card').first()).toBeVisible()
    await page.goto(`${path}?guests[0][adults]=1`)
    await dates([checkIn, checkOut])
    await expect(page.getByTestId('dates-expired')).toHaveCount(0)
    // stored dates that have passed: the default stay (7 days ahead, 4 nights), and the page says so
    await context.addCookies([{ name: 'stay', value: `${day(-10)}~${day(-7)}`, url: baseURL! }])
    await page.goto(path)
    await dates([day(7), day(11)])
    await expect(page.getByTestId('dates-expired')).toHaveText(text.expired)
  })

  test(`the currencies error of spec §8 when the CMS currencies cannot be read (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    // the test server's fault switch (E2E_ERROR_PROBE, src/lib/testFaults.ts): this request's CMS currencies read fails
    await page.setExtraHTTPHeaders({ 'x-e2e-fault': 'cms-currencies' })
    const res = await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1)
    await expect(page.getByTestId('currencies-error')).toHaveText(text.currenciesError)
    // nothing can be priced without the currency's settings: the service numbers instead of rates
    await expect(page.getByTestId('maintenance-notice')).toContainText(text.maintenance)
    await expect(page.locator('.room-card')).toHaveCount(0)
    // the same page without the fault lists rooms and the currency choice again
    await page.setExtraHTTPHeaders({})
    await page.reload()
    await expect(page.locator('.room-card').first()).toBeVisible()
    await expect(page.getByTestId('currencies-error')).toHaveCount(0)
  })

  test(`the payment methods error of spec §8 when the CMS cannot be reached (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    // the browser reads the methods from the CMS (/api/graphql): it answers 503, as during an outage
    await page.route(
      (url) => url.pathname.startsWith('/api/graphql'),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }) }),
    )
    await page.getByRole('button', { name: text.methods }).click()
    const dialog = page.getByRole('dialog', { name: `${text.methods} · USD` })
    await expect(dialog.getByRole('alert')).toHaveText(text.methodsError)
    await expect(dialog.getByTestId('payment-methods')).toHaveCount(0)
  })

  test(`an invalid promo code shows the spec's message and still lists rooms (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&promocode=NOSUCHPROMO`)
    await expect(page.getByTestId('promo-message')).toHaveText(text.invalid)
    await expect(page.locator('.room-card').first()).toBeVisible()
  })

  test(`the first four room types, then "show more" draws the rest at the first of them (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&currency=USD`)
    const cards = page.locator('.room-card')
    await expect(cards).toHaveCount(4)
    const more = page.getByTestId('more-rooms')
    const hidden = Number((await more.textContent())!.match(/\d+/)![0])
    expect(hidden).toBeGreaterThan(1)
    await expect(more).toHaveText(lang === 'es' ? `Ver ${hidden} habitaciones más` : `Show ${hidden} more rooms`)
    await more.click()
    await expect(page).toHaveURL(/[?&]rooms=all(&|#|$)/)
    await expect(cards).toHaveCount(4 + hidden)
    await expect(page.getByTestId('more-rooms')).toHaveCount(0)
    await expect(cards.nth(4)).toBeInViewport()
    // choosing a rate keeps every room type drawn
    await cards
      .nth(6)
      .getByRole('link', { name: new RegExp(`^${text.select}`) })
      .first()
      .click()
    await expect(page).toHaveURL(/[?&]rooms=all(&|#|$)/)
    await expect(cards).toHaveCount(4 + hidden)
  })

  test(`an expired or used-up promo code says which, and still lists rooms (${lang})`, async ({ page, request }) => {
    const { checkIn, checkOut } = await bookableStay(request)
    // the seed's VERANO2026 could be booked until yesterday; FLASH50 has used its 20 uses
    for (const [code, message] of [
      ['VERANO2026', text.promoExpired],
      ['FLASH50', text.promoUsedUp],
    ]) {
      await page.goto(`${path}?checkin=${checkIn}&checkout=${checkOut}&guests[0][adults]=2&promocode=${code}`)
      await expect(page.getByTestId('promo-message')).toHaveText(message)
      await expect(page.locator('.room-card').first()).toBeVisible()
    }
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
  await (await languageLink(page, 'Language', 'ES')).click()
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
