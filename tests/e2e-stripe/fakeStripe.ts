/**
 * Stripe in the browser for the Stripe-configured e2e run (playwright.stripe.config.ts): js.stripe.com
 * is unreachable offline, so a stand-in Stripe.js is served, and its api.stripe.com calls are sent to
 * the local Stripe-compatible server (tests/helpers/stripe-server.ts). Shared by booking-stripe and
 * shop-stripe specs.
 */
import type { BrowserContext } from '@playwright/test'
import { STRIPE_API_ORIGIN } from '../../playwright.stripe.config'

/** A minimal Stripe.js: Elements with a test-card chooser; confirms through api.stripe.com like Stripe.js (publishable key + client secret). */
export const FAKE_STRIPE_JS = `(() => {
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

/**
 * Routes js.stripe.com to the stand-in and api.stripe.com to the local server for `context`.
 * @returns the js.stripe.com URLs requested so far (a live array: to assert when Stripe.js was loaded)
 */
export async function routeStripe(context: BrowserContext): Promise<string[]> {
  const requested: string[] = []
  await context.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS })
  })
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = route.request().url().replace('https://api.stripe.com', STRIPE_API_ORIGIN)
    const response = await route.fetch({ url })
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
  })
  return requested
}
