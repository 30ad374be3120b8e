/**
 * Step 2 BOOK with Stripe configured (issue #4 "Payments safety", "Performance"): the Payment Element
 * is loaded only on the booking step; a card booking goes prepare → Stripe.js confirm → verify →
 * commit → capture; MXN offers Stripe's meses-sin-intereses plans (≤ 12) and confirms with the chosen
 * one; a declined card shows the error and books nothing. Stripe.js is a stand-in served here
 * (js.stripe.com is unreachable offline); its api.stripe.com calls reach the local Stripe server.
 */
import { expect, test, type Page } from '@playwright/test'
import { STRIPE_API_ORIGIN } from '../../playwright.stripe.config'
import { bookableStay } from '../helpers/stay'

/** A minimal Stripe.js: Elements with a test-card chooser; confirms through api.stripe.com like Stripe.js (publishable key + client secret). */
const FAKE_STRIPE_JS = `(() => {
  function Stripe(pk) {
    const pm = () => (document.querySelector('[name="fake-card"]') || {}).value || 'pm_card_visa'
    const post = (path, body) => fetch('https://api.stripe.com/v1' + path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ key: pk, ...body }).toString() }).then((r) => r.json())
    return {
      _registerWrapper() {}, registerAppInfo() {}, createToken() {}, confirmCardPayment() {},
      elements(options) {
        let element = null
        return {
          create() {
            let node = null
            const handlers = {}
            element = {
              mount(dom) {
                node = document.createElement('div')
                node.setAttribute('data-testid', 'fake-payment-element')
                node.innerHTML = '<label>Test card <select name="fake-card"><option value="pm_card_visa">Visa 4242</option><option value="pm_card_chargeDeclined">Declined 0002</option><option value="pm_card_mx">Mexican credit card</option></select></label>'
                ;(typeof dom === 'string' ? document.querySelector(dom) : dom).appendChild(node)
                setTimeout(() => (handlers.ready || []).forEach((f) => f({ elementType: 'payment' })), 0)
              },
              on(ev, cb) { (handlers[ev] = handlers[ev] || []).push(cb); return element },
              off() { return element }, update() {}, focus() {}, blur() {}, clear() {}, collapse() {},
              destroy() { node && node.remove() }, unmount() { node && node.remove() },
            }
            return element
          },
          getElement() { return element }, update(o) { Object.assign(options, o) }, on() {},
          submit() { return Promise.resolve({}) }, fetchUpdates() { return Promise.resolve({}) },
        }
      },
      createPaymentMethod() { return Promise.resolve({ paymentMethod: { id: pm(), object: 'payment_method' } }) },
      confirmPayment({ clientSecret }) {
        return post('/payment_intents/' + clientSecret.split('_secret_')[0] + '/confirm', { client_secret: clientSecret, payment_method: pm() })
          .then((j) => (j.error ? { error: j.error } : { paymentIntent: j }))
      },
      handleNextAction() { return Promise.resolve({}) },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()`

let stripeRequests: string[] = []

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  stripeRequests = []
  await context.route('https://js.stripe.com/**', async (route) => {
    stripeRequests.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS })
  })
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = route.request().url().replace('https://api.stripe.com', STRIPE_API_ORIGIN)
    const response = await route.fetch({ url })
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
  })
})

async function toBooking(page: Page, lang: 'es' | 'en', stay: { checkIn: string; checkOut: string }, currency: string) {
  const search = lang === 'es' ? '/es/busqueda/' : '/en/search/'
  await page.goto(`${search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=${currency}`)
  await page.locator('.room-card').first().getByRole('link', { name: lang === 'es' ? /^Seleccionar/ : /^Select/ }).first().click()
  const quoted = await page.getByTestId('summary-total').textContent()
  expect(stripeRequests, 'Stripe.js is not loaded before the payment step').toEqual([])
  await page.getByRole('link', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
  await expect(page.getByTestId('fake-payment-element')).toBeVisible()
  expect(stripeRequests.length).toBeGreaterThan(0)
  return quoted!
}

async function fillGuest(page: Page, lang: 'es' | 'en', email: string) {
  await page.getByLabel(lang === 'es' ? 'Nombre' : 'First name').fill('Ana')
  await page.getByLabel(lang === 'es' ? 'Apellidos' : 'Last name').fill('Ruiz')
  await page.getByLabel(lang === 'es' ? 'Correo electrónico' : 'Email').fill(email)
  await page.getByLabel(lang === 'es' ? 'Teléfono' : 'Phone').fill('+52 998 123 4567')
  await page.getByLabel(lang === 'es' ? /Acepto las políticas/ : /I accept the rate policies/).check()
}

test('pays with a card through the Payment Element and books (en, USD)', async ({ page, request }) => {
  const stay = await bookableStay(request, 50)
  const quoted = await toBooking(page, 'en', stay, 'USD')
  await expect(page.locator('.sandbox-notice')).toHaveCount(0)
  await fillGuest(page, 'en', 'ana.stripe@example.com')
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page).toHaveURL(/\/en\/confirmation\/[A-Z0-9]+\/$/)
  await expect(page.getByTestId('confirmation-paid')).toHaveText(quoted)
})

test('a declined card shows the error and books nothing (en)', async ({ page, request }) => {
  const stay = await bookableStay(request, 55)
  await toBooking(page, 'en', stay, 'USD')
  await fillGuest(page, 'en', 'declined@example.com')
  await page.locator('[name="fake-card"]').selectOption('pm_card_chargeDeclined')
  await page.getByRole('button', { name: 'Pay and book' }).click()
  await expect(page.getByTestId('payment-error')).toContainText(/declined/i)
  await expect(page).toHaveURL(/\/en\/booking\//)
  await expect(page.getByLabel('First name')).toHaveValue('Ana')
})

test('meses sin intereses: Stripe plans up to 12 months, confirmed with the chosen plan (es, MXN)', async ({ page, request }) => {
  const stay = await bookableStay(request, 62)
  await toBooking(page, 'es', stay, 'MXN')
  await fillGuest(page, 'es', 'ana.msi@example.com')
  await page.locator('[name="fake-card"]').selectOption('pm_card_mx')
  await page.getByRole('button', { name: 'Pagar y reservar' }).click()
  const plans = page.getByTestId('msi-plans')
  await expect(plans).toBeVisible()
  await expect(plans.getByRole('radio')).toHaveCount(5) // one payment + 3, 6, 9, 12 (Stripe's 18 is not offered)
  await plans.getByLabel('6 meses sin intereses').check()
  await plans.getByRole('button', { name: 'Confirmar y pagar' }).click()
  await expect(page).toHaveURL(/\/es\/confirmacion\/[A-Z0-9]+\/$/)
})
