/**
 * One redaction rule for every log line (src/lib/logger.ts): a failed hotel API call logs its method,
 * URL, status and bodies for diagnosis, without the guest's personal data — the commit's body
 * (name, email, phone, comments), the lookup URL's `?Email=` and an answer echoing the guest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HotelApiClient } from './hotel-api'
import { logger, redactPersonalData } from './logger'

const guest = { firstName: 'Lucía', lastName: 'Zapata-Quintal', email: 'lucia.zapata@example.com', phone: '+52 998 765 4321', country: 'MX', comments: 'Celebrating our anniversary, room 2 please' }
const personal = [guest.firstName, guest.lastName, guest.email, 'lucia.zapata%40example.com', guest.phone, guest.comments]

let lines: string[] = []
beforeEach(() => {
  lines = []
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  }
  vi.spyOn(process.stderr, 'write').mockImplementation(capture as never)
  vi.spyOn(process.stdout, 'write').mockImplementation(capture as never)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const config = { baseUrl: 'https://hotel-api.example/v1', token: 't', prefixProject: 'HXA', trailingSlash: false, timeoutMs: 2000 }
const ctx = { pageUrl: 'https://www.hotelarte.example/en/booking/', language: 'en' as const }
/** A hotel API that answers 500 and echoes the guest back in its error body. */
const failing = (async () =>
  new Response(JSON.stringify({ Error: { Code: 'INTERNAL', Message: `could not store guest ${guest.email}` }, Guest: { FirstName: guest.firstName, Email: guest.email } }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch

describe('failed hotel API calls are logged without personal data', () => {
  it('the commit: method, URL and status are there; name, email, phone and comments are not', async () => {
    const client = new HotelApiClient(config, failing)
    const payment = { provider: 'stripe', reference: 'pi_123', methodCode: 'VI', currency: 'MXN', amountAuthorizedMinor: 125000 }
    await expect(client.commitReservation({ sessionId: 'sess-1', version: 3, guest, payment }, 'idem-1', ctx)).rejects.toThrow()
    const logged = lines.join('')
    expect(logged).toContain('hotel API call failed')
    expect(logged).toContain('https://hotel-api.example/v1/reservations')
    expect(logged).toContain('"status":500')
    expect(logged).toContain('sess-1') // what is not personal stays, for diagnosis
    for (const p of personal) expect(logged, p).not.toContain(p)
  })

  it('the lookup: the URL keeps its path, its Email= parameter is redacted', async () => {
    const client = new HotelApiClient(config, failing)
    await expect(client.getReservation('HXA12345', guest.email, ctx)).rejects.toThrow()
    const logged = lines.join('')
    expect(logged).toContain('/reservations/HXA12345?Email=[redacted]')
    for (const p of personal) expect(logged, p).not.toContain(p)
  })
})

describe('redactPersonalData', () => {
  it('personal keys in any casing, emails inside texts, personal URL parameters; the rest untouched', () => {
    expect(
      redactPersonalData({
        Guest: { FirstName: 'Ana', last_name: 'Ruiz', EMAIL: 'a@b.example', Phone: '1', Country: 'MX' },
        note: 'sent to ana.ruiz@example.com, ok',
        url: 'https://x.example/r?Email=ana%40example.com&HotelCode=HXA',
        list: [{ email: 'c@d.example' }],
        status: 500,
        name: 'Arte Selva Park',
      }),
    ).toEqual({
      Guest: { FirstName: '[redacted]', last_name: '[redacted]', EMAIL: '[redacted]', Phone: '[redacted]', Country: 'MX' },
      note: 'sent to [redacted], ok',
      url: 'https://x.example/r?Email=[redacted]&HotelCode=HXA',
      list: [{ email: '[redacted]' }],
      status: 500,
      name: 'Arte Selva Park',
    })
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(redactPersonalData(cyclic)).toEqual({ a: 1, self: '[circular]' })
    expect(redactPersonalData(new Error('no account for x@y.example'))).toBe('Error: no account for [redacted]')
  })

  it('the logger applies it to the message and every field', () => {
    logger.warn('mail to ana@example.com bounced', { request: { email: 'ana@example.com' } })
    expect(lines.join('')).not.toContain('ana@example.com')
  })
})
