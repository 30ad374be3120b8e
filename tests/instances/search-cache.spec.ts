/**
 * Step 1's page cache (src/features/hotel-booking/server/searchPageCache.ts) on the deployment's
 * shape: two replicas of one build, the cache on (SEARCH_PAGE_CACHE_SECONDS=5,
 * playwright.instances.config.ts). The main browser suite runs with the cache off: its tests change
 * the inventory and read the next search at once.
 * - the same search is rendered once and served again; each visitor still gets their own cookies, the
 *   security headers and their own currency's page; what depends on a visitor is never served from it;
 *   past the TTL the page is served stale while its replacement renders;
 * - a room sold out after its page was cached: "Select" on the cached page says the room is gone (the
 *   chosen rates' page is rendered, not served), and once the TTL has passed the list no longer shows it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { INSTANCE_A_PORT, INSTANCE_B_PORT } from '../../playwright.instances.config'
import { bookableStay } from '../helpers/stay'

const A = `http://127.0.0.1:${INSTANCE_A_PORT}`
const B = `http://127.0.0.1:${INSTANCE_B_PORT}`
const ENGINE_ADMIN = 'dev-hotel-engine-admin-token'
const LAST_ROOM_TAKEN = (JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages/en.json'), 'utf8')) as { hotelMessages: { LAST_ROOM_TAKEN: string } }).hotelMessages.LAST_ROOM_TAKEN
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

test.describe.configure({ mode: 'serial' })

/** A page load as a browser makes it (no cookie jar: each call is its own visitor unless `cookie` says otherwise). */
async function load(url: string, cookie?: string) {
  const res = await fetch(url, { headers: { accept: HTML, ...(cookie ? { cookie } : {}) }, redirect: 'manual' })
  return { status: res.status, cache: res.headers.get('x-search-cache'), headers: res.headers, cookies: res.headers.getSetCookie(), body: await res.text() }
}

test('the same search is rendered once and served again, each visitor with their own cookies and currency', async ({ request }) => {
  const stay = await bookableStay(request, 140)
  const path = `/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&adults=1`
  const first = await load(A + path)
  expect(first.status).toBe(200)
  expect(first.cache).toBe('miss')
  const second = await load(A + path)
  expect(second.cache).toBe('hit')
  expect(second.body).toBe(first.body)
  // the visitor's own cookies (the stay of this search, country and currency) and the security headers
  expect(second.cookies.some((c) => c.startsWith(`stay=${stay.checkIn}~${stay.checkOut}~`))).toBe(true)
  expect(second.cookies.some((c) => c.startsWith('currency=USD'))).toBe(true)
  for (const h of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'cache-control', 'content-type']) expect(second.headers.get(h), h).toBe(first.headers.get(h))
  expect(second.headers.get('cache-control')).toContain('no-store')
  // the same query in another parameter order is the same page
  const reordered = await load(`${A}/en/search/?adults=1&checkout=${stay.checkOut}&checkin=${stay.checkIn}`)
  expect(reordered.cache).toBe('hit')

  // another currency is another page, priced in it
  const pesos = await load(A + path, 'currency=MXN')
  expect(pesos.cache).toBe('miss')
  expect(pesos.body).toContain('MXN')
  expect(pesos.body).not.toBe(first.body)
  expect((await load(A + path, 'currency=MXN')).cache).toBe('hit')
  expect((await load(A + path)).body).toBe(first.body)

  // what depends on the visitor is rendered for them alone: no dates (the stored stay), a current-room
  // cookie without rates in the URL, Next's router fetches
  expect((await load(`${A}/en/search/?adults=1`, `stay=${stay.checkIn}~${stay.checkOut}~1`)).cache).toBeNull()
  expect((await load(A + path, 'currentRoom=x')).cache).toBeNull()
  const router = await fetch(A + path, { headers: { accept: '*/*', rsc: '1' } })
  expect(router.headers.get('x-search-cache')).toBeNull()
  expect(router.headers.get('content-type')).toContain('text/x-component')

  // each replica keeps its own: B renders its first copy
  const onB = await load(B + path)
  expect(onB.cache).toBe('miss')
  expect((await load(B + path)).cache).toBe('hit')

  // past the TTL (5 s), within twice it: served at once, stale, while one request renders its
  // replacement; the next answers are that fresh render
  await new Promise((r) => setTimeout(r, 5_500))
  const stale = await load(B + path)
  expect(stale.cache).toBe('stale')
  expect(stale.body).toBe(onB.body)
  await expect.poll(async () => (await load(B + path)).cache, { timeout: 10_000, intervals: [250] }).toBe('hit')
})

test('a room sold out after its page was cached: Select says it is gone, and the list drops it once the TTL has passed', async ({ page, request }) => {
  const stay = await bookableStay(request, 170)
  const path = `/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&adults=1`
  await page.goto(A + path)
  const card = page.locator('.room-card').first()
  const room = await card.getAttribute('data-room')
  expect(room).toBeTruthy()
  const ari = (stopSell: boolean) =>
    request.put(`${A}/hotel-api/v1/admin/ari`, {
      headers: { authorization: `Bearer ${ENGINE_ADMIN}` },
      data: { HotelCode: 31453, Items: [{ RoomCodes: [room], From: stay.checkIn, To: stay.checkOut, StopSell: stopSell }] },
    })
  expect((await ari(true)).status()).toBe(204)
  try {
    // the page on screen (served or rendered before the stop-sell) still offers the room; choosing it
    // renders the chosen rates' page, which says the room is gone
    await card
      .getByRole('link', { name: /^Select/ })
      .first()
      .click()
    await expect(page.getByTestId('room-taken')).toHaveText(LAST_ROOM_TAKEN)
    // the search itself shows the change within the TTL (5 s) and a render
    await expect.poll(async () => (await load(A + path)).body.includes(`data-room="${room}"`), { timeout: 15_000, intervals: [1_000] }).toBe(false)
  } finally {
    expect((await ari(false)).status()).toBe(204)
  }
})
