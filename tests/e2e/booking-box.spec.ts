/**
 * The header booking box (issue #4): calendar with minimum-stay refusal in the page's language, and
 * a search that lands on step 1 with the stay in the URL; a calendar failure shows the maintenance
 * message with the service numbers (spec §8 Calendar, issue #14 item 15).
 */
import { addDays, browserNow, day } from '../helpers/clock'
import { bookableStay } from '../helpers/stay'
import { expect, test } from './fixtures'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const TOKEN = 'dev-hotel-api-token-not-for-production'

test('shows prices and refuses a stay shorter than the minimum (en)', async ({ page, request }) => {
  // A night of the two visible months (from the box's default month) whose minimum stay is 2+.
  // The calendar opens on the month of the default check-in (today + 6); both months are shown.
  const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(6)}&To=${day(70)}&Currency=USD&Adults=2`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; Closed: boolean }[]
  const firstMonth = day(6).slice(0, 7)
  const secondMonth = addDays(`${firstMonth}-01`, 32).slice(0, 7)
  const target = days.find((d, i) => d.MinStay >= 2 && !d.ClosedToArrival && !d.Closed && !days[i + 1]?.Closed && d.Date.slice(0, 7) <= secondMonth && days[i + 1]?.Date.slice(0, 7) <= secondMonth)
  // The seed puts a 2-night minimum on every Friday and Saturday: two visible months always hold one.
  expect(target, `a minimum-stay night in ${firstMonth}/${secondMonth}`).toBeTruthy()
  await page.goto('/en/')
  await page.getByRole('button', { name: 'Book now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
  // A date's own cell by its data attribute (never a substring of an accessible name the selected
  // range shares), in the month it belongs to.
  const cell = (iso: string) => dialog.locator(`[data-date="${iso}"]:not([data-outside-month])`)
  await cell(target!.Date).click()
  await cell(addDays(target!.Date, 1)).click()
  await expect(dialog.getByTestId('stay-message')).toHaveText(`Minimum stay ${target!.MinStay} nights`)
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled()
  // the nights chosen, their lowest nightly price, the error and Search sit in the sheet's footer, on screen on a phone too
  const footer = dialog.getByTestId('booking-panel-footer')
  await expect(footer.getByTestId('stay-line')).toHaveText(/^1 night · from US\$[\d,]+(\.\d{2})? a night$/)
  await expect(footer.getByTestId('stay-message')).toBeInViewport()
  await expect(footer.getByRole('button', { name: 'Search' })).toBeInViewport()
  // the badges' meaning under the calendar
  await expect(dialog.getByTestId('minstay-legend')).toHaveText('2+ minimum nights if you arrive that day')
})

test('searches with the default stay and lands on step 1 (es)', async ({ page }) => {
  await page.goto('/es/')
  await page.getByRole('button', { name: 'Reservar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reserva tu estancia' })
  await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
  await expect(dialog.getByTestId('stay-line')).toHaveText(/^\d+ noches · desde .+ por noche$/)
  await expect(dialog.getByTestId('minstay-legend')).toHaveText('2+ noches mínimas si llegas ese día')
  const search = dialog.getByRole('button', { name: 'Buscar' })
  await search.click()
  await expect(page).toHaveURL(/\/es\/busqueda\/\?checkin=\d{4}-\d{2}-\d{2}&checkout=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tu tipo de habitación')
})

test("the first visit takes the country's currency, on a cached page too (es without geolocation; en from Mexico)", async ({ browser, baseURL }) => {
  for (const [path, headers, open] of [
    ['/es/', {}, 'Reservar'],
    ['/en/', { 'cf-ipcountry': 'MX' }, 'Book now'],
  ] as const) {
    const context = await browser.newContext({ extraHTTPHeaders: headers })
    await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
    const page = await context.newPage()
    await page.clock.install({ time: browserNow() })
    await page.goto(path)
    await page.getByRole('button', { name: open }).click()
    // the cells hold the number alone; the currency is named once under the calendar
    await expect(page.getByRole('dialog').locator('.booking-calendar__price').first()).toHaveText(/^\d{1,3}(,\d{3})*$/)
    await expect(page.getByRole('dialog').locator('.booking-calendar__note')).toHaveText(path === '/es/' ? 'Precio más bajo por noche, en MXN' : 'Lowest price per night, in MXN')
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('MXN')
    await context.close()
  }
})

test('a currency chosen on the search page holds on every page: the home booking box prices and searches in it (en)', async ({ page, context, request }) => {
  // a stay the calendar sells as it is: the box opens on the last search's dates, and its Search needs them bookable
  const stay = await bookableStay(request, 30)
  await page.goto(`/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&currency=EUR`)
  expect((await context.cookies()).find((c) => c.name === 'currency')).toMatchObject({ value: 'EUR', sameSite: 'Lax' })
  await page.goto('/en/')
  await page.getByRole('button', { name: 'Book now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(dialog.locator('.booking-calendar__price').first()).toHaveText(/^\d{1,3}(\.\d{3})*$/)
  await expect(dialog.locator('.booking-calendar__note')).toHaveText('Lowest price per night, in EUR')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/)
})

test("the calendar speaks the page's language: Spanish months, weekdays and cell labels on /es/ (and English on /en/)", async ({ page }) => {
  const target = day(10)
  const monthOf = (l: string) => new Intl.DateTimeFormat(l, { month: 'long', timeZone: 'UTC' }).format(new Date(`${target}T12:00:00Z`))
  for (const [path, open, name, loc] of [
    ['/es/', 'Reservar', 'Reserva tu estancia', 'es-MX'],
    ['/en/', 'Book now', 'Book your stay', 'en-US'],
  ] as const) {
    await page.goto(path)
    await page.getByRole('button', { name: open }).click()
    const dialog = page.getByRole('dialog', { name })
    const cell = dialog.locator(`[data-date="${target}"]:not([data-outside-month])`)
    await expect(cell).toHaveAttribute('aria-label', new RegExp(monthOf(loc), 'i'))
    await expect(dialog.locator('.booking-calendar__header .react-aria-Heading')).toContainText(new RegExp(monthOf(loc), 'i'))
    await page.keyboard.press('Escape')
  }
})

test('the second month is named above its grid and the header names the first where the months stack (phone); the header names the range where they sit side by side (desktop) (es)', async ({
  page,
  isMobile,
}) => {
  await page.goto('/es/')
  await page.getByRole('button', { name: 'Reservar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reserva tu estancia' })
  const grids = dialog.getByRole('grid')
  await expect(grids).toHaveCount(2)
  // the second grid's month, from its own cells (the first day of the month it shows)
  const monthOf = async (grid: number) => {
    const firstDay = (await grids.nth(grid).locator('[data-date]:not([data-outside-month])').first().getAttribute('data-date'))!
    return new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${firstDay}T12:00:00Z`))
  }
  const expected = await monthOf(1)
  const header = dialog.locator('.booking-calendar__header')
  const range = header.locator('.react-aria-Heading')
  const firstMonth = header.locator('.booking-calendar__first-month')
  const name = dialog.locator('.booking-calendar__month-name')
  await expect(name).toHaveCount(1)
  await expect(name).toHaveText(expected)
  const [first, second] = [await grids.nth(0).boundingBox(), await grids.nth(1).boundingBox()]
  if (isMobile) {
    // stacked: the name sits between the first month's grid and the second's
    expect(second!.y).toBeGreaterThan(first!.y + first!.height)
    await expect(name).toBeVisible()
    const box = (await name.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(first!.y + first!.height)
    expect(box.y + box.height).toBeLessThanOrEqual(second!.y)
    // the header names the first month, on one line between its buttons; the range ('diciembre de
    // 2026 – enero de 2027', which wrapped there) stays the calendar's heading, read out but not shown
    await expect(firstMonth).toBeVisible()
    await expect(firstMonth).toHaveText(await monthOf(0))
    const size = await firstMonth.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    expect((await firstMonth.boundingBox())!.height).toBeLessThan(size * 2)
    await expect(range).toContainText(expected)
    expect((await range.boundingBox())!.width).toBeLessThanOrEqual(1)
  } else {
    // side by side under the header's range ('diciembre de 2026 – enero de 2027'): no second name
    expect(second!.y).toBeLessThan(first!.y + first!.height)
    await expect(name).toBeHidden()
    await expect(range).toBeVisible()
    await expect(range).toContainText(expected)
    await expect(firstMonth).toBeHidden()
  }
})

for (const [lang, open, name, title, contact, mexico, usa] of [
  ['es', 'Reservar', 'Reserva tu estancia', 'Nos encontramos en mantenimiento', 'Contáctanos a nuestros números de atención a clientes', 'México', 'EE. UU.'],
  ['en', 'Book now', 'Book your stay', 'We are in maintenance', 'Contact us at our customer service numbers', 'Mexico', 'USA'],
] as const) {
  test(`a calendar failure shows the maintenance message with the service numbers (spec §8) (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile && lang === 'en', 'on a phone this flow runs in es only; desktop runs both languages')
    // /booking-calendar/ fails as it does when the hotel API is down (503, src/app/booking-calendar/route.ts)
    let calls = 0
    await page.route(
      (url) => url.pathname.startsWith('/booking-calendar/'),
      (route) => {
        calls++
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, code: 'NETWORK_ERROR' }) })
      },
    )
    await page.goto(`/${lang}/`)
    await page.getByRole('button', { name: open }).click()
    const dialog = page.getByRole('dialog', { name })
    const failure = dialog.getByTestId('calendar-failure')
    await expect(failure).toBeVisible()
    expect(calls).toBeGreaterThan(0)
    await expect(failure.locator('.maintenance__title')).toHaveText(title)
    await expect(failure).toContainText(contact)
    await expect(failure).toContainText(`${mexico}: 800 292 2738`)
    await expect(failure).toContainText(`${usa}: 1 888 774 0040`)
    await expect(dialog.locator('.booking-calendar__price')).toHaveCount(0)
  })
}

test("a child's age is chosen, never assumed: a search without it says so and goes to the age; with it, the age is in the search (es)", async ({ page }) => {
  await page.goto('/es/')
  await page.getByRole('button', { name: 'Reservar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reserva tu estancia' })
  await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Menores', exact: true }).selectOption('1')
  // no age is preselected (it was 8 before: a child priced and counted at an age nobody chose)
  const age = dialog.getByRole('combobox', { name: 'Edad del menor 1' })
  await expect(age).toHaveValue('')
  await expect(age.locator('option:checked')).toHaveText('Elige la edad')
  const search = dialog.getByRole('button', { name: 'Buscar' })
  await search.click()
  await expect(dialog.getByTestId('ages-message')).toHaveText('Indica la edad de cada menor: de ella dependen la tarifa y la ocupación de la habitación.')
  await expect(age).toBeFocused()
  await expect(age).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/es\/$/)
  await age.selectOption('7')
  await expect(dialog.getByTestId('ages-message')).toHaveCount(0)
  await expect(age).not.toHaveAttribute('aria-invalid')
  await search.click()
  await expect(page).toHaveURL(/\/es\/busqueda\/\?/)
  const query = new URL(page.url()).searchParams
  expect([query.get('guests[0][children]'), query.get('guests[0][childrenages]')]).toEqual(['1', '7'])
})

for (const lang of ['es', 'en'] as const) {
  const t =
    lang === 'es'
      ? {
          home: '/es/',
          open: 'Reservar',
          dialog: 'Reserva tu estancia',
          promo: 'Código promocional',
          search: 'Buscar',
          applied: 'Código promocional aplicado',
          invalid: 'Código promocional no válido',
          results: /\/es\/busqueda\/\?/,
        }
      : {
          home: '/en/',
          open: 'Book now',
          dialog: 'Book your stay',
          promo: 'Promo code',
          search: 'Search',
          applied: 'Promotional code applied',
          invalid: 'Invalid promotional code',
          results: /\/en\/search\/\?/,
        }

  test(`a promo code typed in the booking box is applied on the results, a wrong one says so (${lang})`, async ({ page }) => {
    const search = async (code: string) => {
      await page.goto(t.home)
      await page.getByRole('button', { name: t.open }).click()
      const dialog = page.getByRole('dialog', { name: t.dialog })
      await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
      await dialog.getByLabel(t.promo).fill(code)
      await dialog.getByRole('button', { name: t.search }).click()
      await expect(page).toHaveURL(t.results)
    }
    // typed in lower case, with the spaces a paste brings
    await search(' bienvenido15 ')
    await expect(page).toHaveURL(/promocode=BIENVENIDO15/i)
    await expect(page.getByTestId('promo-message')).toHaveText(t.applied)
    await expect(page.locator('.room-card').first()).toBeVisible()
    await search('NOEXISTE99')
    await expect(page.getByTestId('promo-message')).toHaveText(t.invalid)
    // the rooms are still listed at their prices
    await expect(page.locator('.room-card').first()).toBeVisible()
  })
}
