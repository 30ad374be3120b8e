/**
 * Booking journeys of issue #4 not covered elsewhere, es and en: a full booking of 3 rooms with
 * children; a valid promo code ('Promotional code applied') carried to the booking; a keyboard-only
 * booking (Tab, Shift+Tab, Enter, Space and arrow keys; no mouse) from search to confirmation; axe with
 * 0 serious/critical violations on search, booking, confirmation and reservation lookup pages.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page } from '@playwright/test'
import { expect, test, eachLang } from './fixtures'
import { fillGuest, FLOW, offsetFor, stayFor, uniqueEmail } from '../helpers/booking'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const W = {
  es: { select: 'Seleccionar', continue: 'Continuar', applied: 'Código promocional aplicado', roomOf: (n: number, t: number) => `Elige la habitación ${n} de ${t}`, lookup: '/es/mi-reserva/' },
  en: { select: 'Select', continue: 'Continue', applied: 'Promotional code applied', roomOf: (n: number, t: number) => `Choose room ${n} of ${t}`, lookup: '/en/my-booking/' },
}

/** Presses Tab until `target` has the focus (keyboard only). */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('could not reach the element with Tab')
}

async function noSeriousViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    `${what}: serious/critical axe violations`,
  ).toEqual([])
}

eachLang('en', (lang) => {
  const t = FLOW[lang]
  const w = W[lang]

  test(`full booking of 3 rooms with children (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'SW', 'FLEX', { offset: offsetFor(info, lang, 20), minUnits: 4 })
    await page.goto(
      `${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&guests[0][children]=1&guests[0][childrenages]=5&guests[1][adults]=2&guests[1][children]=2&guests[1][childrenages]=4|9&guests[2][adults]=1&currency=USD`,
    )
    for (let n = 1; n <= 3; n++) {
      await expect(page.getByRole('heading', { name: w.roomOf(n, 3) })).toBeVisible()
      await page
        .locator('.room-card')
        .first()
        .getByRole('link', { name: new RegExp(`^${w.select}`) })
        .first()
        .click()
    }
    const quoted = (await page.getByTestId('summary-total').textContent())!
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page).toHaveURL(new RegExp(t.booking.replace(/\//g, '\\/')))
    await expect(page.getByTestId('booking-total')).toHaveText(quoted)
    await expect(page.locator('.summary__rooms > li')).toHaveCount(3)
    await fillGuest(page, lang, uniqueEmail(`three-${lang}`))
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
    await expect(page.locator('.reservation-details .summary__rooms > li')).toHaveCount(3)
    await expect(page.getByTestId('confirmation-paid')).toHaveText(quoted)
  })

  test(`a valid promo code is applied and carried to the booking (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 45), minUnits: 1 })
    const base = `${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`
    await page.goto(base)
    const plain = (await page.locator('.rate__avg').first().textContent())!
    await page.goto(`${base}&promocode=BIENVENIDO15`)
    await expect(page.getByTestId('promo-message')).toHaveText(w.applied)
    await expect(page.locator('.rate__avg').first()).not.toHaveText(plain)
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: new RegExp(`^${w.select}`) })
      .first()
      .click()
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page).toHaveURL(/promocode=BIENVENIDO15/)
    await expect(page.getByTestId('booking-total')).toBeVisible()
  })

  test(`keyboard-only booking from search to confirmation (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 55), minUnits: 1 })
    await page.goto(`${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await tabTo(
      page,
      page
        .locator('.room-card')
        .first()
        .getByRole('link', { name: new RegExp(`^${w.select}`) })
        .first(),
    )
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('summary-total')).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: w.continue }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(t.booking.replace(/\//g, '\\/')))
    await tabTo(page, page.getByLabel(t.first))
    await page.keyboard.type('Teclado')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Solo')
    await page.keyboard.press('Tab')
    await page.keyboard.type(uniqueEmail(`kbd-${lang}`))
    await page.keyboard.press('Tab')
    await page.keyboard.type('+52 998 123 4567')
    await expect(page.getByLabel(t.phone)).toHaveValue('+52 998 123 4567')
    // The payment method radios move with the arrow keys.
    const methods = page.locator('.methods input[type="radio"]')
    if ((await methods.count()) > 1) {
      await tabTo(page, methods.first())
      await page.keyboard.press('ArrowDown')
      await expect(methods.nth(1)).toBeChecked()
    }
    await tabTo(page, page.getByLabel(t.terms))
    await page.keyboard.press('Space')
    await expect(page.getByLabel(t.terms)).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: t.pay }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
  })

  test(`axe: 0 serious/critical violations on search, booking, confirmation and lookup (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'FLEX', { offset: offsetFor(info, lang, 65), minUnits: 1 })
    await page.goto(`${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await expect(page.locator('.room-card').first()).toBeVisible()
    await noSeriousViolations(page, 'search')
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: new RegExp(`^${w.select}`) })
      .first()
      .click()
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page.getByTestId('booking-total')).toBeVisible()
    await noSeriousViolations(page, 'booking')
    await fillGuest(page, lang, uniqueEmail(`axe-${lang}`))
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await noSeriousViolations(page, 'confirmation')
    await page.goto(w.lookup)
    await expect(page.getByTestId('confirmation-code')).toBeVisible()
    await noSeriousViolations(page, 'lookup (details)')
    await page.context().clearCookies({ name: 'reservation' })
    await page.goto(w.lookup)
    await noSeriousViolations(page, 'lookup (form)')
  })
})
