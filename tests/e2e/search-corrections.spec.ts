/**
 * Never a silent change (step 1 ROOMS, spec §2, §4, §5, §9): a search the page cannot take as asked —
 * the check-out on or before the check-in, a date that is no date, a check-in years ahead (or in the
 * year 9999), more adults than a room takes — is searched corrected, and the page says what it
 * changed and why, in the visitor's language; a party no room takes is told so, instead of 'no rooms,
 * try other dates'. Absurd dates never answer 5xx.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { expect, test } from './fixtures'
import { day } from '../helpers/clock'
import { bookableStay } from '../helpers/stay'
import { formatCalendarDate, formatStayRange } from '../../src/lib/i18n/dates'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const SEARCH = { es: '/es/busqueda/', en: '/en/search/' } as const
const tr = (lang: 'es' | 'en') => createTranslator({ locale: lang, messages: JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')), namespace: 'booking' })

for (const lang of ['es', 'en'] as const) {
  test(`a search the page had to change says what it changed and why (${lang})`, async ({ page }) => {
    const t = tr(lang)
    const notice = page.getByTestId('search-corrections')
    const summary = page.getByTestId('search-summary')
    const range = (a: string, b: string) => formatStayRange(a, b, lang)

    // check-out before check-in: the check-in is kept, with the default 4 nights
    await page.goto(`${SEARCH[lang]}?checkin=${day(40)}&checkout=${day(37)}&guests[0][adults]=2&currency=USD`)
    await expect(notice).toContainText(t('corrections.title'))
    await expect(notice).toContainText(t('corrections.checkOutNotAfter', { asked: formatCalendarDate(day(37), lang), nights: 4, dates: range(day(40), day(44)) }))
    await expect(summary).toContainText(range(day(40), day(44)))

    // a date that is no date: the default stay (7 days ahead, 4 nights)
    await page.goto(`${SEARCH[lang]}?checkin=2027-02-30&checkout=2027-03-02&guests[0][adults]=2&currency=USD`)
    await expect(notice).toContainText(t('corrections.checkInInvalid', { dates: range(day(7), day(11)) }))

    // the year 9999 (and a check-out in 10000): a corrected search, never a 5xx
    const res = await page.goto(`${SEARCH[lang]}?checkin=9999-12-31&checkout=10000-01-02`)
    expect(res?.status()).toBe(200)
    await expect(notice).toContainText(t('corrections.checkInTooFar', { last: formatCalendarDate(day(730), lang), asked: formatCalendarDate('9999-12-31', lang), dates: range(day(7), day(11)) }))
    await expect(summary).toContainText(range(day(7), day(11)))

    // a valid search carries no notice
    await page.goto(`${SEARCH[lang]}?checkin=${day(40)}&checkout=${day(43)}&guests[0][adults]=2&currency=USD`)
    await expect(summary).toContainText(range(day(40), day(43)))
    await expect(notice).toHaveCount(0)
  })

  test(`more adults than a room takes: the count is capped with a notice, and the page says no room takes them instead of 'try other dates' (${lang})`, async ({ page, request }) => {
    const t = tr(lang)
    const stay = await bookableStay(request, 45)
    await page.goto(`${SEARCH[lang]}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=9&currency=USD`)
    await expect(page.getByTestId('search-corrections')).toContainText(t('corrections.adultsCapped', { room: 1, asked: 9, max: 6 }))
    const none = page.getByTestId('no-rooms')
    // the seeded hotel's largest rooms (Master Suites) take 4 adults, 6 guests in all
    await expect(none).toContainText(t('partyTooLarge', { rooms: 1, list: '1', largest: 'known', adults: 4, guests: 6 }))
    await expect(none).not.toContainText(t('noRooms'))
    await expect(page.getByTestId('other-dates')).toHaveCount(0)
    // the same stay for a party the rooms take has rooms
    await page.goto(`${SEARCH[lang]}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await expect(page.locator('.room-card').first()).toBeVisible()
  })
}

test('absurd search input is a corrected search or a 4xx, never a 5xx (es, en)', async ({ request }) => {
  const queries = [
    'checkin=9999-12-31&checkout=10000-01-02',
    'checkin=9999-12-30&checkout=9999-12-31',
    'checkin=0000-01-01&checkout=0000-01-02',
    'checkin=1900-01-01&checkout=9999-12-31',
    'checkin=%2B010000-01-01',
    `checkin=${day(30)}&checkout=${day(400)}`,
    'guests[0][adults]=99999999999999999999&guests[0][children]=1e309&guests[0][childrenages]=-1|NaN|99',
    'guests[98][adults]=3&guests[99][children]=9',
  ]
  for (const lang of ['es', 'en'] as const) {
    for (const q of queries) {
      const res = await request.get(`${SEARCH[lang]}?${q}`, { maxRedirects: 0 })
      expect(res.status(), `${SEARCH[lang]}?${q}`).toBeLessThan(500)
    }
  }
})
