import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { HotelApiClient } from './client'
import { hotelApiConfig } from './config'

/** The request headers of one call (a stand-in fetch that answers 204). */
async function headersOfACall(env: Record<string, string>): Promise<Headers> {
  let seen = new Headers()
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    seen = new Headers(init?.headers)
    return new Response(null, { status: 204 })
  }) as typeof fetch
  const client = new HotelApiClient(hotelApiConfig(parseEnv({ NODE_ENV: 'test', ...env })), fetchImpl)
  await client.deletePaymentReservation('00000000-0000-4000-8000-000000000000', { pageUrl: 'http://localhost/en/booking/', language: 'en' })
  return seen
}

describe('hotel API client: compression (issue #16 item 4)', () => {
  it('asks the built-in engine on this server for uncompressed answers (the same process would gzip and gunzip them)', async () => {
    expect((await headersOfACall({})).get('accept-encoding')).toBe('identity')
  })

  it('leaves an external API to the fetch default (compressed over the network)', async () => {
    expect((await headersOfACall({ HOTEL_API_URL: 'https://api.example.com/hotel-api/v1', HOTEL_API_TOKEN: 'token' })).get('accept-encoding')).toBeNull()
  })
})

/** The language a Portuguese page's availability call asks in: the body's Header.Language and Accept-Language. */
async function languageOfAPortugueseSearch(env: Record<string, string>): Promise<[unknown, string | null]> {
  let body: { Header?: { Language?: string } } = {}
  let headers = new Headers()
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    body = JSON.parse(String(init?.body))
    headers = new Headers(init?.headers)
    return new Response('{}', { status: 500 })
  }) as typeof fetch
  const client = new HotelApiClient(hotelApiConfig(parseEnv({ NODE_ENV: 'test', ...env })), fetchImpl)
  const search = { hotelCode: 31453, checkIn: '2027-03-10', checkOut: '2027-03-11', rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'pt' as const, channel: 94, clientId: 0 }
  await client.getAvailability(search, { pageUrl: 'http://localhost/pt/busca/', language: 'pt' }).catch(() => null)
  return [body.Header?.Language, headers.get('accept-language')]
}

describe('hotel API client: Portuguese (contract 1.2)', () => {
  it('asks the built-in engine in Portuguese', async () => {
    expect(await languageOfAPortugueseSearch({})).toEqual(['PT', 'pt'])
  })
  it('asks an external API in English unless HOTEL_API_PORTUGUESE says it speaks Portuguese', async () => {
    const external = { HOTEL_API_URL: 'https://api.example.com/hotel-api/v1', HOTEL_API_TOKEN: 'token' }
    expect(await languageOfAPortugueseSearch(external)).toEqual(['EN', 'en'])
    expect(await languageOfAPortugueseSearch({ ...external, HOTEL_API_PORTUGUESE: 'true' })).toEqual(['PT', 'pt'])
    expect(await languageOfAPortugueseSearch({ HOTEL_API_PORTUGUESE: 'false' })).toEqual(['EN', 'en'])
  })
})

/** The client's reading of an availability answer (a stand-in fetch that answers `wire`). */
async function availabilityOf(wire: unknown) {
  const fetchImpl = (async () => new Response(JSON.stringify(wire), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch
  const client = new HotelApiClient(hotelApiConfig(parseEnv({ NODE_ENV: 'test' })), fetchImpl)
  const search = { hotelCode: 31453, checkIn: '2027-03-10', checkOut: '2027-03-11', rooms: [{ adults: 2, childrenAges: [] }], currency: 'USD', language: 'pt' as const, channel: 94, clientId: 0 }
  return client.getAvailability(search, { pageUrl: 'http://localhost/pt/busca/', language: 'pt' })
}

describe('hotel API client: what the storefront words itself', () => {
  const wire = {
    HotelCode: 31453,
    CheckIn: '2027-03-10',
    CheckOut: '2027-03-11',
    Nights: 1,
    Currency: 'USD',
    PromoCode: null,
    Rooms: [{ RoomCode: 'WD', name: 'Deluxe', RemainingUnits: 2, LowStock: true, LowStockMessage: 'Only 2 rooms left', RatePlans: [] }],
    Unavailable: [
      { RoomCode: 'JS', Reason: 'MIN_STAY_NOT_MET', Message: 'Minimum stay 3 nights', Details: { nights: 3 } },
      { RoomCode: 'PR', Reason: 'MAX_STAY_EXCEEDED', Message: 'Maximum stay 7 nights', Details: { nights: 7 } },
      { RoomCode: 'SU', Reason: 'CLOSED', Message: 'Room not available on the selected dates', Details: { nights: ['2027-03-10'] } },
      { RoomCode: 'FS', Reason: 'CLOSED_TO_ARRIVAL', Message: 'Arrival is not allowed on the selected date', Details: 'not an object' },
      { RoomCode: 'OV', Reason: 'MIN_STAY_NOT_MET', Message: 'Minimum stay 2 nights' },
    ],
  }

  it('reads a stay refusal’s limit from its Details (nights), and nothing from details that are not one', async () => {
    const a = await availabilityOf(wire)
    expect(a.unavailable.map((u) => [u.reason, u.nights])).toEqual([
      ['MIN_STAY_NOT_MET', 3],
      ['MAX_STAY_EXCEEDED', 7],
      ['CLOSED', undefined],
      ['CLOSED_TO_ARRIVAL', undefined],
      ['MIN_STAY_NOT_MET', undefined],
    ])
  })

  it('keeps the low-stock count and flag, not the API’s wording of it', async () => {
    const [room] = (await availabilityOf(wire)).rooms
    expect(room).toMatchObject({ remainingUnits: 2, lowStock: true })
    expect(room).not.toHaveProperty('lowStockMessage')
  })
})
