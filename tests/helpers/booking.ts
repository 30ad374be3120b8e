/**
 * E2E helpers of the hotel booking flow (issue #4): a stay where a given room type and rate can be
 * sold (through the engine's public mount), step 2 URLs, the guest form, and the confirmation emails
 * the file mail transport writes to MAIL_DIR.
 */
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test'
import { E2E_MAIL_DIR } from '../../playwright.config'
import { readMails, type StoredMail } from './mail'
import { day } from './clock'
import { DEV_TOKEN } from './stay'

export type Stay = { checkIn: string; checkOut: string }
type Room = { RoomCode: string; RemainingUnits: number; RatePlans: { RatePlanCode: string }[] }

/** Per project and language a separate stretch of the calendar, so runs never share inventory. */
export function offsetFor(info: TestInfo, lang: 'es' | 'en', base: number): number {
  return base + (info.project.name === 'mobile' ? 170 : 0) + (lang === 'en' ? 70 : 0)
}

/** Rooms and rates the engine offers for a stay (2 adults by default). */
export async function availability(request: APIRequestContext, stay: Stay, adults = 2): Promise<Room[]> {
  const res = await request.post('/hotel-api/v1/availability/', {
    headers: { Authorization: `Bearer ${DEV_TOKEN}` },
    data: {
      Header: { Channel: 94, ClientId: '0', Language: 'EN', Country: 'USA', Currency: 'USD' },
      PromoCode: null,
      Hotel: { HotelCode: 31453, Habs: 1 },
      Paxes: [{ Adults: adults, Children: 0, Ages: [] }],
      CheckIn: stay.checkIn,
      CheckOut: stay.checkOut,
      Summary: true,
    },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).Rooms as Room[]
}

/**
 * A 3-night stay from `offset` days ahead (scanning up to 60 days) where `roomCode` sells `rate`
 * with at least `minUnits` left (exactly `exactUnits` when given).
 */
export async function stayFor(request: APIRequestContext, roomCode: string, rate: string, opts: { offset: number; minUnits?: number; exactUnits?: number }): Promise<Stay> {
  const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(opts.offset)}&To=${day(opts.offset + 60)}&Currency=USD&Adults=2`, {
    headers: { Authorization: `Bearer ${DEV_TOKEN}` },
  })
  const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; ClosedToDeparture: boolean; Closed: boolean }[]
  for (let i = 0; i + 3 < days.length; i++) {
    const d = days[i]
    if (d.MinStay > 3 || d.ClosedToArrival || days[i + 3].ClosedToDeparture || days.slice(i, i + 3).some((x) => x.Closed)) continue
    const stay = { checkIn: d.Date, checkOut: days[i + 3].Date }
    const room = (await availability(request, stay)).find((r) => r.RoomCode === roomCode)
    if (!room || !room.RatePlans.some((p) => p.RatePlanCode === rate)) continue
    if (opts.exactUnits !== undefined ? room.RemainingUnits === opts.exactUnits : room.RemainingUnits >= (opts.minUnits ?? 1)) return stay
  }
  throw new Error(`no stay selling ${roomCode}/${rate} from day ${opts.offset}`)
}

export const FLOW = {
  es: {
    booking: '/es/reserva/',
    search: '/es/busqueda/',
    first: 'Nombre',
    last: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    terms: /Acepto las políticas/,
    pay: 'Pagar y reservar',
    confirmed: '¡Tu reservación está confirmada!',
    confirmUrl: /\/es\/confirmacion\/[A-Z0-9]+\/$/,
  },
  en: {
    booking: '/en/booking/',
    search: '/en/search/',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    terms: /I accept the rate policies/,
    pay: 'Pay and book',
    confirmed: 'Your reservation is confirmed!',
    confirmUrl: /\/en\/confirmation\/[A-Z0-9]+\/$/,
  },
} as const

/** Step 2 BOOK for one room of 2 adults with `sel` (`ROOM~RATE`). */
export function bookingUrl(lang: 'es' | 'en', stay: Stay, sel: string, extra = ''): string {
  return `${FLOW[lang].booking}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&guests[0][children]=0&hotel=HXA&currency=USD&sel=${encodeURIComponent(sel)}${extra}`
}

/**
 * Opens step 2 BOOK as a guest reaches it: a booking URL sends a visitor without a session back to
 * step 1 with the same choice (issue #13 item 7), whose "Continue" — a form post — creates the session
 * and goes on to step 2.
 */
export async function openBooking(page: Page, url: string) {
  const lang = url.startsWith('/es/') ? 'es' : 'en'
  await page.goto(url)
  await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
  await page.waitForURL(lang === 'es' ? /\/es\/reserva\// : /\/en\/booking\//)
}

/**
 * Step 1 → step 2 as a traveller goes: the search for `stay` (2 adults, USD), the first rate of the
 * first room, Continue. @returns the total step 1's summary quoted
 */
export async function chooseFirstRateAndContinue(page: Page, lang: 'es' | 'en', stay: Stay): Promise<string> {
  await page.goto(`${FLOW[lang].search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
  await page
    .locator('.room-card')
    .first()
    .getByRole('link', { name: lang === 'es' ? /^Seleccionar/ : /^Select/ })
    .first()
    .click()
  const total = (await page.getByTestId('summary-total').textContent())!.trim()
  await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
  await page.waitForURL(lang === 'es' ? /\/es\/reserva\// : /\/en\/booking\//)
  return total
}

/** Fills the guest form with valid data (no submit). */
export async function fillGuest(page: Page, lang: 'es' | 'en', email: string, first = 'Ana', last = 'Ruiz Pérez') {
  const t = FLOW[lang]
  await page.getByLabel(t.first).fill(first)
  await page.getByLabel(t.last).fill(last)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.phone).fill('+52 998 123 4567')
  await page.getByLabel(t.terms).check()
}

export { uniqueEmail, type StoredMail } from './mail'

/** Every stored email to `to` (file transport, MAIL_DIR of the e2e server). */
export function mailsTo(to: string): StoredMail[] {
  return readMails(E2E_MAIL_DIR, to)
}

/** Waits for the first email to `to`. */
export async function mailTo(to: string): Promise<StoredMail> {
  await expect.poll(() => mailsTo(to).length, { timeout: 10_000 }).toBeGreaterThan(0)
  return mailsTo(to)[0]
}
