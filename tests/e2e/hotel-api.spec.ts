/**
 * The reference hotel engine mounted in the app at /hotel-api/v1 (issue #3): OpenAPI document,
 * bearer required, the contract's error body, and a real availability answer for HXA.
 */
import { expect, test } from './fixtures'
import { day } from '../helpers/clock'

const TOKEN = 'dev-hotel-api-token-not-for-production'

test('serves its OpenAPI 3.1 description', async ({ request }) => {
  const res = await request.get('/hotel-api/v1/openapi.json')
  expect(res.status()).toBe(200)
  const doc = await res.json()
  expect(doc.openapi).toMatch(/^3\.1/)
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/availability', '/payment-reservation', '/reservations']))
})

test('refuses a missing bearer with 401 and the error body', async ({ request }) => {
  const res = await request.post('/hotel-api/v1/availability/', { data: {} })
  expect(res.status()).toBe(401)
  expect((await res.json()).Error.Code).toBe('UNAUTHORIZED')
})

test('answers availability for HXA with the dev credential', async ({ request }) => {
  const res = await request.post('/hotel-api/v1/availability/', {
    headers: { Authorization: `Bearer ${TOKEN}` },
    data: {
      Header: { Channel: 94, ClientId: '0', Language: 'ES', Country: 'USA', Currency: 'USD' },
      PromoCode: null,
      Hotel: { HotelCode: 31453, Habs: 1 },
      Paxes: [{ Adults: 2, Children: 0, Ages: [] }],
      CheckIn: day(75),
      CheckOut: day(77),
      Summary: true,
    },
  })
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(body.HotelCode).toBe('31453')
  expect(Array.isArray(body.Rooms)).toBe(true)
})
