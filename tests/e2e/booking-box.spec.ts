/**
 * The header booking box (issue #4): calendar with minimum-stay refusal in the page's language, and
 * a search that lands on step 1 with the stay in the URL.
 */
import { expect, test } from '@playwright/test'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const TOKEN = 'dev-hotel-api-token-not-for-production'
const label = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

test('shows prices and refuses a stay shorter than the minimum (en)', async ({ page, request }) => {
  // A night within the first visible months whose minimum stay is 2+ (weekends and holidays).
  const res = await request.get(`/hotel-api/v1/calendar/?HotelCode=31453&From=${day(8)}&To=${day(50)}&Currency=USD&Adults=2`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; Closed: boolean }[]
  const target = days.find((d, i) => d.MinStay >= 2 && !d.ClosedToArrival && !d.Closed && !days[i + 1]?.Closed && d.Date.slice(0, 7) <= day(8).slice(0, 7).replace(/-(\d\d)$/, (_, m) => `-${String(Number(m) + 1).padStart(2, '0')}`))
  test.skip(!target, 'no minimum-stay night in the first two visible months')
  await page.goto('/en/')
  await page.getByRole('button', { name: 'Book now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
  const next = new Date(`${target!.Date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  const cell = (iso: string) => dialog.locator(`[role="button"][aria-label*="${label(iso)}"]:not([data-outside-month])`)
  await cell(target!.Date).click()
  await cell(next.toISOString().slice(0, 10)).click()
  await expect(dialog.getByTestId('stay-message')).toHaveText(`Minimum stay ${target!.MinStay} nights`)
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled()
})

test('searches with the default stay and lands on step 1 (es)', async ({ page }) => {
  await page.goto('/es/')
  await page.getByRole('button', { name: 'Reservar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reserva tu estancia' })
  await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
  const search = dialog.getByRole('button', { name: 'Buscar' })
  if (await search.isDisabled()) test.skip(true, 'the default stay is not bookable today')
  await search.click()
  await expect(page).toHaveURL(/\/es\/busqueda\/\?checkin=\d{4}-\d{2}-\d{2}&checkout=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tu tipo de habitación')
})
