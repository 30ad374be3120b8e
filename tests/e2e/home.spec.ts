/**
 * The home page sells the stay: the booking bar in the hero (dates, guests, Search; the booking box's
 * panel opens from its fields), the room categories and the parks and tours as cards with their
 * photos and "from" prices, the awards and the reservation phones — es and en.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BOOKING_LIMITS } from '../../src/features/hotel-booking/domain/limits'
import { formatDayMonth } from '../../src/lib/i18n/dates'
import { formatMessage } from '../../src/lib/i18n/format'
import { DEV_HOTEL_API_TOKEN } from '../../src/lib/hotel-api/config'
import { seedRoomCategories } from '../../seed/data/reference'
import { day } from '../helpers/clock'
import { bookableStay } from '../helpers/stay'
import { eachLang, expect, test } from './fixtures'

type Home = Record<string, string>
const dict = (lang: 'es' | 'en') => JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as { home: Home; booking: { box: Record<string, string> } }

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

eachLang('es', (lang) => {
  const t = dict(lang)
  const searchPath = lang === 'es' ? '/es/busqueda/' : '/en/search/'

  test(`the hero's booking bar searches the default stay, and its fields open the booking box (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`)
    const hero = page.locator('.hero--booking')
    const checkIn = day(BOOKING_LIMITS.defaultCheckInOffsetDays)
    const checkOut = day(BOOKING_LIMITS.defaultCheckInOffsetDays + BOOKING_LIMITS.defaultNights)
    // the default stay and party, worked out in the browser (the page is cached for everyone)
    await expect(hero.getByTestId('hero-dates')).toHaveText(`${t.booking.box.heroDates}${formatDayMonth(checkIn, lang)} – ${formatDayMonth(checkOut, lang)}`)
    await expect(hero.getByTestId('hero-guests')).toHaveText(`${t.booking.box.heroGuests}${formatMessage(t.booking.box.barGuests, { n: 2 }, lang)}`)
    // a field opens the booking box's panel, on the same stay
    await hero.getByTestId('hero-dates').click()
    const dialog = page.getByRole('dialog', { name: t.booking.box.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: t.booking.box.close }).click()
    await expect(dialog).toBeHidden()
    await hero.getByRole('button', { name: t.booking.box.search, exact: true }).click()
    await expect(page).toHaveURL(`${searchPath}?checkin=${checkIn}&checkout=${checkOut}&guests%5B0%5D%5Badults%5D=2&guests%5B0%5D%5Bchildren%5D=0`)
    await expect(page.locator('.room-card').first()).toBeVisible()
  })

  test(`the hero's bar shows the last search and searches it again (${lang})`, async ({ page, request }) => {
    const stay = await bookableStay(request)
    await page.goto(`${searchPath}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests%5B0%5D%5Badults%5D=3`)
    await expect(page.locator('.room-card').first()).toBeVisible()
    await page.goto(`/${lang}/`)
    const hero = page.locator('.hero--booking')
    await expect(hero.getByTestId('hero-dates')).toContainText(`${formatDayMonth(stay.checkIn, lang)} – ${formatDayMonth(stay.checkOut, lang)}`)
    await expect(hero.getByTestId('hero-guests')).toContainText(formatMessage(t.booking.box.barGuests, { n: 3 }, lang))
    await hero.getByRole('button', { name: t.booking.box.search, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests%5B0%5D%5Badults%5D=3`))
  })

  test(`rooms and experiences as cards, the awards and the phones (${lang})`, async ({ page, request }) => {
    await page.goto(`/${lang}/`)
    const rooms = page.locator('section.home-rooms')
    await expect(rooms.getByRole('heading', { level: 2 })).toHaveText(t.home.rooms)
    const cards = rooms.getByTestId('room-card')
    await expect(cards).toHaveCount(seedRoomCategories.length)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(seedRoomCategories.map((c) => c.name[lang]))
    // every card has its photo and its facts ("Up to 4 guests · from 44 m²")
    await expect(cards.locator('img')).toHaveCount(seedRoomCategories.length)
    for (const facts of await cards.locator('.home-card__facts').allTextContents()) expect(facts).toMatch(lang === 'es' ? /^Hasta \d+ huéspedes · desde \d+ m²$/ : /^Up to \d+ guests · from \d+ m²$/)
    // and its "from" price: the lowest nightly price for 2 adults of its rooms over the next 90 nights,
    // as the hotel API's calendar gives it for those room types
    await expect(cards.getByTestId('room-from')).toHaveCount(seedRoomCategories.length)
    const from = await cards.getByTestId('room-from').allTextContents()
    for (const [i, c] of seedRoomCategories.entries()) {
      // in the visitor's currency (pesos for a Spanish first visit, dollars for English), converted at the API's rates
      const m = (lang === 'es' ? /^Desde (US|MX)\$([\d,]+\.\d\d) por noche, 2 adultos$/ : /^From (US|MX)\$([\d,]+\.\d\d) per night, 2 adults$/).exec(from[i])
      expect(m, from[i]).not.toBeNull()
      const currency = m![1] === 'MX' ? 'MXN' : 'USD'
      const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(1)}&To=${day(90)}&Currency=${currency}&Adults=2&RoomCodes=${c.roomCodes.join(',')}`, {
        headers: { Authorization: `Bearer ${DEV_HOTEL_API_TOKEN}` },
      })
      const prices = ((await res.json()).Days as { MinPrice: number | null; Closed: boolean }[]).filter((d) => !d.Closed && d.MinPrice !== null).map((d) => d.MinPrice!)
      // the page (and its prices) may have been cached minutes ago, before other tests booked rooms: the
      // card's price is a night's lowest price of the category, the cheapest night's when nothing sold since
      expect(prices).toContain(Number(m![2].replace(/,/g, '')))
    }
    // parks and tours with their "from" price per adult, and the way to the shop
    const experiences = page.locator('section[aria-labelledby="home-experiences"]')
    await expect(experiences.getByRole('heading', { level: 2 })).toHaveText(t.home.experiences)
    await expect(experiences.locator('.shop-card')).toHaveCount(4)
    await expect(experiences.getByTestId('card-from').first()).toHaveText(lang === 'es' ? /^Desde .+\d por adulto$/ : /^From .+\d per adult$/)
    await expect(experiences.getByRole('link', { name: t.home.allExperiences })).toHaveAttribute('href', lang === 'es' ? '/es/tienda/' : '/en/shop/')
    // the awards, from the CMS, and the reservation phones as tel: links
    await expect(page.getByRole('heading', { level: 2, name: lang === 'es' ? 'Premiado dentro y fuera de México' : 'Awarded in Mexico and abroad' })).toBeVisible()
    const contact = page.locator('section.home-contact')
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(t.home.contact)
    await expect(contact.getByRole('link', { name: '800 292 2738' })).toHaveAttribute('href', 'tel:8002922738')
    // a room card goes to step 1 with its category chosen
    const swimUp = seedRoomCategories.find((c) => c.key === 'swimup')!
    await rooms.getByRole('link', { name: t.home.seeRatesOf.replace('{name}', swimUp.name[lang]) }).click()
    await expect(page).toHaveURL(`${searchPath}?category=${swimUp.key}`)
    await expect(page.locator('.room-card').first()).toBeVisible()
    for (const room of await page.locator('.room-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-room')))) expect(swimUp.roomCodes).toContain(room)
  })
})
