/**
 * Steps 2 BOOK and 3 CONFIRMATION end to end (issue #4), es and en: a full booking of one room paid
 * through the sandbox provider; field errors in the page's language with the typed values kept;
 * BOOK without a chosen rate goes back to ROOMS.
 */
import { type Page } from '@playwright/test'
import { expect, test, eachLang } from './fixtures'
import { bookableStay } from '../helpers/stay'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

async function chooseFirstRate(page: Page, path: string, stay: { checkIn: string; checkOut: string }, select: string) {
  await page.goto(`${path}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: new RegExp(`^${select}`) })
    .first()
    .click()
}

const T = {
  es: {
    search: '/es/busqueda/',
    select: 'Seleccionar',
    continue: 'Continuar',
    h1: 'Información y datos',
    first: 'Nombre',
    last: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    notes: 'Comentarios para tu llegada (opcional)',
    terms: /Acepto las políticas/,
    pay: 'Pagar y reservar',
    confirmed: '¡Tu reservación está confirmada!',
    required: 'El nombre es requerido',
    emailInvalid: 'Ingrese un correo válido',
    booking: /\/es\/reserva\/\?/,
    confirmUrl: /\/es\/confirmacion\/[A-Z0-9]+\/$/,
  },
  en: {
    search: '/en/search/',
    select: 'Select',
    continue: 'Continue',
    h1: 'Information and details',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes for your arrival (optional)',
    terms: /I accept the rate policies/,
    pay: 'Pay and book',
    confirmed: 'Your reservation is confirmed!',
    required: 'First name is required',
    emailInvalid: 'The email is not valid',
    booking: /\/en\/booking\/\?/,
    confirmUrl: /\/en\/confirmation\/[A-Z0-9]+\/$/,
  },
}

eachLang('en', (lang) => {
  const t = T[lang]

  test(`books one room and shows the confirmation (${lang})`, async ({ page, request, isMobile }) => {
    const stay = await bookableStay(request, lang === 'es' ? 30 : 45)
    await chooseFirstRate(page, t.search, stay, t.select)
    const quoted = await page.getByTestId('summary-total').textContent()
    await page.getByRole('button', { name: t.continue }).click()
    await expect(page).toHaveURL(t.booking)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1)
    await expect(page.getByTestId('booking-total')).toHaveText(quoted!)
    // stay dates in the visitor's language, not as ISO strings (issue #19 item 5)
    const dated = (iso: string) => page.locator(`.summary__dates time[datetime="${iso}"]`)
    const day = (iso: string) =>
      new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
    await expect(dated(stay.checkIn)).toHaveText(day(stay.checkIn))
    await expect(dated(stay.checkOut)).toHaveText(day(stay.checkOut))
    await expect(dated(stay.checkIn)).not.toHaveText(stay.checkIn)
    // what is being booked, in brief, before the first field where the summary falls under the form
    // (a phone), and only there: the stay's dates, nights and party, the room and rate of the summary
    const brief = page.getByTestId('stay-brief')
    if (isMobile) {
      await expect(brief).toBeVisible()
      const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000)
      const when = (iso: string) => new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
      await expect(brief.locator('.stay-brief__dates')).toContainText(when(stay.checkIn))
      await expect(brief.locator('.stay-brief__dates')).toContainText(when(stay.checkOut))
      await expect(brief).toContainText(lang === 'es' ? `${nights} noches · 2 adultos` : `${nights} nights · 2 adults`)
      const room = (await brief.locator('.stay-brief__rooms li').textContent())!.trim()
      expect(room).toMatch(/ · /)
      await expect(page.locator('.summary__rooms li').first()).toContainText(room)
      const [briefBox, firstField] = [await brief.boundingBox(), await page.getByLabel(t.first).boundingBox()]
      expect(briefBox!.y + briefBox!.height).toBeLessThanOrEqual(firstField!.y)
      await brief.getByRole('link').click()
      await expect(page.getByRole('heading', { name: lang === 'es' ? 'Resumen de tu reservación' : 'Reservation summary' })).toBeInViewport()
    } else {
      await expect(brief).toBeHidden()
    }
    await page.getByLabel(t.first).fill('Ana')
    await page.getByLabel(t.last).fill('Ruiz Pérez')
    await page.getByLabel(t.email).fill(`ana.${lang}@example.com`)
    await page.getByLabel(t.phone).fill('+52 998 123 4567')
    const notes = lang === 'es' ? 'Llegamos tarde, cerca de las 23:00' : 'We arrive late, around 11 pm'
    await page.getByLabel(t.notes).fill(notes)
    await page.getByLabel(t.terms).check()
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
    await expect(page.getByTestId('confirmation-code')).toHaveText(/^[A-Z0-9]{6,20}$/)
    await expect(page.getByTestId('confirmation-paid')).toHaveText(quoted!)
    await expect(page.locator(`time[datetime="${stay.checkIn}"]`)).toHaveText(day(stay.checkIn))
    // the arrival notes went to the hotel with the reservation (issue #14 item 14)
    await expect(page.getByTestId('arrival-notes')).toHaveText(notes)
    // arrival details (issue #19): check-in/out times, the address with directions, the stay for the calendar
    const arrival = page.getByTestId('arrival')
    await expect(arrival).toContainText(lang === 'es' ? `Entrada a partir de las 15:00 del ${day(stay.checkIn)}` : `Check-in from 15:00 on ${day(stay.checkIn)}`)
    await expect(arrival).toContainText(lang === 'es' ? 'Salida hasta las 12:00' : 'Check-out until 12:00')
    await expect(arrival.getByRole('link', { name: lang === 'es' ? 'Cómo llegar' : 'Directions' })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*Playa%20del%20Carmen/)
    const ics = decodeURIComponent((await page.getByTestId('add-to-calendar').getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''))
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replaceAll('-', '')}`)
    expect(ics).toContain('Playa del Carmen')
    // on a phone no bar at the bottom offers to book again the dates just booked (the stay cookie's last search);
    // on desktop the header keeps its Book button
    if (isMobile) {
      await expect(page.locator('.booking-bar')).toBeHidden()
      const chat = (await page.locator('.chat summary').boundingBox())!
      expect(page.viewportSize()!.height - (chat.y + chat.height)).toBeLessThan(24)
    } else await expect(page.locator('.booking-bar').getByRole('button')).toBeVisible()
  })

  test(`shows field errors in ${lang} and keeps what was typed`, async ({ page, request }) => {
    const stay = await bookableStay(request, 60)
    await chooseFirstRate(page, t.search, stay, t.select)
    await page.getByRole('button', { name: t.continue }).click()
    await page.getByLabel(t.email).fill('ana@')
    await page.getByLabel(t.phone).fill('+52 998 123 4567')
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page.getByText(t.required)).toBeVisible()
    await expect(page.getByText(t.emailInvalid)).toBeVisible()
    await expect(page.getByLabel(t.phone)).toHaveValue('+52 998 123 4567')
    await expect(page.getByLabel(t.first)).toHaveAttribute('aria-invalid', 'true')
  })
})

test('a plain GET of the booking page creates no session: it sends the visitor to ROOMS with the same choice (issue #13 item 7)', async ({ page, request }) => {
  const stay = await bookableStay(request, 80)
  await chooseFirstRate(page, '/en/search/', stay, 'Select')
  const sel = new URL(page.url()).searchParams.get('sel')!
  const url = `/en/booking/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&guests[0][children]=0&hotel=HXA&currency=USD&sel=${encodeURIComponent(sel)}`
  // a crawler or a prefetch: no cookies, a plain GET
  const res = await request.get(url, { maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/en/search/')
  expect(new URL(res.headers()['location']!, 'http://x').searchParams.get('sel')).toBe(sel)
  expect(res.headers()['set-cookie'] ?? '').not.toMatch(/\b(booking|token)=/)
  // the guest's "Continue" creates it; then the same URL is step 2
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en\/booking\//)
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['booking', 'token']))
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Information and details')
})

test('BOOK without a chosen rate goes back to ROOMS', async ({ page, request }) => {
  const stay = await bookableStay(request)
  await page.goto(`/en/booking/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2`)
  await expect(page).toHaveURL(/\/en\/search\/\?.*missing=1/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your room type')
})

test('a saved token restores the booking after the browser is closed (spec §4)', async ({ page, request, browser }) => {
  const stay = await bookableStay(request, 75)
  await chooseFirstRate(page, '/en/search/', stay, 'Select')
  // "Continue" creates the session and remembers it in the 7-day cookies
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en\/booking\//)
  const chosen = new URL(page.url()).searchParams.get('sel')
  const state = await page.context().storageState()
  await page.context().close()

  const again = await browser.newContext({ storageState: state })
  const restored = await again.newPage()
  await restored.goto('/en/search/')
  await expect(restored).toHaveURL(new RegExp(`checkin=${stay.checkIn}`))
  expect(new URL(restored.url()).searchParams.get('sel')).toBe(chosen)
  await expect(restored.getByTestId('summary-total')).toBeVisible()
  await again.close()
})

test('GA4 e-commerce events go to the dataLayer only after cookie consent', async ({ page, context, baseURL, request }) => {
  const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean))
  const stay = await bookableStay(request, 90)
  await chooseFirstRate(page, '/en/search/', stay, 'Select')
  expect(await events()).toEqual([]) // declined in beforeEach: nothing is pushed

  await context.addCookies([{ name: 'cookie-consent', value: 'accepted', url: baseURL! }])
  await page.reload()
  await expect.poll(events).toContain('view_item_list')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect.poll(events).toContain('begin_checkout')
  await page.getByLabel('First name').fill('Eva')
  await page.getByLabel('Last name').fill('Luna')
  await page.getByLabel('Email').fill('eva@example.com')
  await page.getByLabel('Phone').fill('+1 305 555 0100')
  await page.getByLabel(/I accept the rate policies/).check()
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
  await expect.poll(events).toContain('purchase')
  const purchase = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer.find((e) => e.event === 'purchase'))
  await expect(page.getByTestId('confirmation-code')).toHaveText(purchase!.ecommerce!.transaction_id!)
})
