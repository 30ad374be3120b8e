/**
 * Ops find a hotel booking and a ticket order in the admin (docs/operations.md "Find a booking or
 * order"), end to end: a traveller books a room and buys a park ticket with one email; ops, in the
 * English admin, find both by that email and by the booking code (status, guest, stay or visit, the
 * amount paid with the payment reference, the confirmation email sent) and resend the booking's
 * confirmation (a second email arrives); in the Spanish admin, by the guest's surname and the stay's
 * date, with the statuses and refusals in Spanish. An editor is refused by the view and by the
 * actions' endpoint; a cross-site request is refused. The pictures go to the test's output folder,
 * and to docs/editors/ when EDITORS_GUIDE_SHOTS=1.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { guideShot } from './guide-shot'
import { E2E_EDITOR_PASSWORD, E2E_OPS_PASSWORD } from '../../playwright.config'
import { chooseFirstRateAndContinue, fillGuest, mailsTo, uniqueEmail } from '../helpers/booking'
import { day } from '../helpers/clock'
import { bookableStay } from '../helpers/stay'

test.describe.configure({ mode: 'serial' })

const surname = `Quintal${Date.now().toString(36).slice(-5)}`
const email = uniqueEmail('ops-find')
let booking: { code: string; checkIn: string; checkOut: string }
let orderCode: string
const visit = day(40)

/** Signs `as` in (Payload's cookie in the page's browser) with the admin in `lng`. */
async function signIn(page: Page, context: BrowserContext, baseURL: string, as: 'ops' | 'editor', lng: 'es' | 'en') {
  const res = await page.request.post('/api/users/login/', { data: { email: `${as}@hotelarte.example`, password: as === 'ops' ? E2E_OPS_PASSWORD : E2E_EDITOR_PASSWORD } })
  expect(res.ok()).toBe(true)
  await context.addCookies([{ name: 'payload-lng', value: lng, url: baseURL }])
}

test('a traveller books a room and buys a park ticket with one email', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  const stay = await bookableStay(request, 110)
  await chooseFirstRateAndContinue(page, 'en', stay)
  await fillGuest(page, 'en', email, 'Marta', surname)
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
  booking = { code: (await page.getByTestId('confirmation-code').textContent())!.trim(), ...stay }
  await expect.poll(() => mailsTo(email).length).toBe(1)

  await page.goto(`/en/carrito/?p=3001,${visit},-,2-0-0`)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByRole('button', { name: 'Proceed to payment' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/\?id=/)
  await page.getByLabel('First name').fill('Marta')
  await page.getByLabel('Last name').fill(surname)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('+52 998 765 4321')
  await page.getByLabel(/I accept the rate policies/).check()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/en\/order\/[A-Za-z0-9-]+\/$/)
  orderCode = (await page.getByTestId('order-code').textContent())!.trim()
})

test('en admin: ops find both by email, the booking by its code, and resend its confirmation', async ({ page, context, baseURL }, info) => {
  await signIn(page, context, baseURL!, 'ops', 'en')
  await page.goto('/admin/operations')
  await page.getByTestId('operations-find-link').click()
  await expect(page).toHaveURL(/\/admin\/operations\/find\/?$/)
  await expect(page.getByRole('heading', { name: 'Find a booking or order', level: 1 })).toBeVisible()
  await page.getByLabel("Code, guest's email or name").fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const bookings = page.getByTestId('find-bookings')
  const orders = page.getByTestId('find-orders')
  await expect(bookings.getByRole('heading')).toHaveText('Hotel bookings (1)')
  await expect(orders.getByRole('heading')).toHaveText('Ticket orders (1)')
  const b = bookings.getByTestId('find-record')
  await expect(b).toHaveAttribute('data-code', booking.code)
  await expect(b.getByTestId('find-status')).toHaveText('Confirmed')
  await expect(b).toContainText(`Marta ${surname}`)
  await expect(b).toContainText(email)
  await expect(b.getByTestId('find-paid')).toContainText(/USD\s[\d,]+\.\d{2}/)
  await expect(b.getByTestId('find-paid')).toContainText('sandbox:')
  await expect(b.getByTestId('find-refund')).toHaveText('—')
  await expect(b).toContainText('sent')
  const o = orders.getByTestId('find-record')
  await expect(o).toHaveAttribute('data-code', orderCode)
  await expect(o.getByTestId('find-status')).toHaveText('Confirmed')
  await expect(o).toContainText(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${visit}T12:00:00Z`)).replace(/,? \d{4}$/, ''),
  )
  await guideShot(page, info, 'operations-find')

  // by the code, typed in lower case: the booking only
  await page.goto(`/admin/operations/find?q=${booking.code.toLowerCase()}`)
  await expect(bookings.getByTestId('find-record')).toHaveCount(1)
  await expect(orders.getByRole('heading')).toHaveText('Ticket orders (0)')
  await bookings.getByRole('button', { name: 'Resend confirmation' }).click()
  await expect(bookings.getByTestId('find-action-message')).toHaveText('Confirmation sent again.')
  await expect.poll(() => mailsTo(email).filter((m) => m.subject.includes(booking.code)).length).toBe(2)
})

test('es admin: by surname and a day of the stay, in Spanish; refusals of a bad search say what to fix', async ({ page, context, baseURL }, info) => {
  await signIn(page, context, baseURL!, 'ops', 'es')
  await page.goto('/admin/operations/find')
  await expect(page.getByRole('heading', { name: 'Buscar reservas y pedidos', level: 1 })).toBeVisible()
  await page.getByLabel('Código, correo o nombre del huésped').fill(surname.toLowerCase())
  // typed day first, as every admin date reads in both languages
  await expect(page.getByLabel('Fecha')).toHaveAttribute('placeholder', 'dd/mm/aaaa')
  await page.getByLabel('Fecha').fill(booking.checkIn.split('-').reverse().join('/'))
  await page.getByRole('button', { name: 'Buscar' }).click()
  const bookings = page.getByTestId('find-bookings')
  await expect(bookings.getByRole('heading')).toHaveText('Reservas de hotel (1)')
  await expect(bookings.getByTestId('find-status')).toHaveText('Confirmado')
  await expect(bookings.getByRole('button', { name: 'Reenviar confirmación' })).toBeVisible()
  await expect(page.getByTestId('find-orders').getByRole('heading')).toHaveText('Pedidos de boletos (0)') // the visit is another day
  await guideShot(page, info, 'operations-find-es')

  await page.goto('/admin/operations/find?q=a')
  await expect(page.getByTestId('find-error')).toHaveText('Escribe al menos 2 caracteres.')
  await page.goto('/admin/operations/find?date=30%2F02%2F2027')
  await expect(page.getByTestId('find-error')).toHaveText('La fecha no es válida: escríbela como dd/mm/aaaa (día, mes y año).')
  await expect(page.getByLabel('Fecha')).toHaveValue('30/02/2027') // what was typed stays to be corrected
  await expect(page.getByTestId('find-bookings')).toHaveCount(0)
})

test('an editor is refused by the view and by the actions; a cross-site request is refused', async ({ page, context, baseURL }) => {
  await signIn(page, context, baseURL!, 'editor', 'en')
  await page.goto(`/admin/operations/find?q=${booking.code}`)
  await expect(page.getByTestId('find-refused')).toHaveText('This search is for ops staff and admins only.')
  await expect(page.getByTestId('find-bookings')).toHaveCount(0)
  const action = { kind: 'booking', code: booking.code, action: 'resend-confirmation' }
  const asEditor = await page.request.post('/api/operations/find/action', { data: action, headers: { Origin: baseURL! } })
  expect(asEditor.status()).toBe(403)
  expect(await asEditor.json()).toMatchObject({ ok: false, code: 'FORBIDDEN' })
  await signIn(page, context, baseURL!, 'ops', 'en')
  const crossSite = await page.request.post('/api/operations/find/action', { data: action, headers: { Origin: 'https://evil.example' } })
  expect(crossSite.status()).toBe(403)
  expect(await crossSite.json()).toMatchObject({ ok: false, code: 'CROSS_SITE' })
  expect(mailsTo(email).filter((m) => m.subject.includes(booking.code))).toHaveLength(2)
})
