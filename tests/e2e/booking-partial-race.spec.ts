/**
 * Step 2 BOOK (issue #4), es and en: the partial-payment choice (spec §4 pending amount) comes back
 * with a saved token (the deposit default and the full-amount choice: booking-deposit.spec.ts); the last-room race — two browsers book the last unit of a room type for the same stay:
 * one wins, the other sees the spec's 'last available room' message and keeps what they typed; a
 * room taken between the room list and the click brings the list back with that message (issue #16).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type Page, type TestInfo } from '@playwright/test'
import { expect, test, eachLang } from './fixtures'
import { bookingUrl, openBooking, fillGuest, FLOW, offsetFor, stayFor, uniqueEmail } from '../helpers/booking'

const texts = (lang: 'es' | 'en') =>
  JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as { hotelMessages: { LAST_ROOM_TAKEN: string }; booking: { guest: { lastRoomLink: string } } }

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

async function secondBrowser(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL })
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
  return context.newPage()
}

eachLang('es', (lang) => {
  const t = FLOW[lang]

  test(`last-room race: one booking wins, the other sees the spec's message and keeps the data (${lang})`, async ({ page, request, browser }, info) => {
    const stay = await stayFor(request, 'WD', 'FLEX', { offset: offsetFor(info, lang, 40), exactUnits: 1 })
    const other = await secondBrowser(browser, info)
    await openBooking(page, bookingUrl(lang, stay, 'WD~FLEX'))
    await openBooking(other, bookingUrl(lang, stay, 'WD~FLEX'))
    await fillGuest(page, lang, uniqueEmail(`race-a-${lang}`), 'Alba')
    await fillGuest(other, lang, uniqueEmail(`race-b-${lang}`), 'Beto')
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await other.getByRole('button', { name: t.pay }).click()
    await expect(other.getByTestId('booking-error')).toContainText(texts(lang).hotelMessages.LAST_ROOM_TAKEN)
    await expect(other.getByRole('link', { name: texts(lang).booking.guest.lastRoomLink })).toBeVisible()
    await expect(other.getByLabel(t.first)).toHaveValue('Beto')
    await expect(other.getByLabel(t.phone)).toHaveValue('+52 998 123 4567')
    await other.context().close()
  })

  test(`a room taken between the list and the click: the list again with the spec's message, no Continue (${lang}; issue #16 item 4)`, async ({ page, request, browser }, info) => {
    const stay = await stayFor(request, 'WD', 'FLEX', { offset: offsetFor(info, lang, 60), exactUnits: 1 })
    await page.goto(`${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD&rooms=all`)
    const select = page
      .locator('.room-card[data-room="WD"]')
      .getByRole('link', { name: new RegExp(`^${lang === 'es' ? 'Seleccionar' : 'Select'}`) })
      .first()
    await expect(select).toBeVisible()
    // meanwhile another guest books the last unit
    const other = await secondBrowser(browser, info)
    await openBooking(other, bookingUrl(lang, stay, 'WD~FLEX'))
    await fillGuest(other, lang, uniqueEmail(`taken-${lang}`), 'Beto')
    await other.getByRole('button', { name: t.pay }).click()
    await expect(other).toHaveURL(t.confirmUrl)
    await other.context().close()
    await select.click()
    await expect(page.getByTestId('room-taken')).toHaveText(texts(lang).hotelMessages.LAST_ROOM_TAKEN)
    await expect(page.locator('.room-card[data-room="WD"]')).toHaveCount(0)
    await expect(page.locator('.room-card').first()).toBeVisible()
    await expect(page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' })).toHaveCount(0)
  })
})

test('a saved token restores the partial-payment choice (spec §4): the full amount chosen stays chosen', async ({ page, request, browser }, info) => {
  const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, 'en', 50), minUnits: 2 })
  await openBooking(page, bookingUrl('en', stay, 'JS~DEP'))
  await expect(page.getByTestId('booking-pending')).toBeVisible()
  await page.getByTestId('pay-full').check()
  await expect(page.getByTestId('booking-pending')).toHaveCount(0)
  const state = await page.context().storageState()
  await page.context().close()

  const { viewport, userAgent, isMobile, hasTouch, baseURL } = info.project.use
  const again = await browser.newContext({ storageState: state, viewport, userAgent, isMobile, hasTouch, baseURL })
  const restored = await again.newPage()
  await restored.goto('/en/search/')
  await expect(restored).toHaveURL(/sel=JS/)
  await restored.getByRole('button', { name: 'Continue' }).click()
  await expect(restored.getByTestId('pay-full')).toBeChecked()
  await expect(restored.getByTestId('booking-pending')).toHaveCount(0)
  await again.close()
})
