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
