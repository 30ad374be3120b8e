import { describe, expect, it } from 'vitest'
import { buildHeader, buildReservationBody, buildUpdateBody, countryForCurrency, hostNamePath } from './payloads'

const search = {
  hotelCode: 31453,
  checkIn: '2027-01-10',
  checkOut: '2027-01-14',
  rooms: [
    { adults: 2, childrenAges: [7, 11] },
    { adults: 1, childrenAges: [] },
  ],
  promoCode: ' ARTE10 ',
  currency: 'mxn',
  language: 'es' as const,
  channel: '94',
  clientId: 0,
}

describe('hotel API payloads (spec §7)', () => {
  it('builds the Header: Channel as number, Language and Currency uppercased, Country by currency', () => {
    expect(buildHeader(search)).toEqual({ Channel: 94, ClientId: '0', Language: 'ES', Country: 'MEX', Currency: 'MXN' })
    expect(buildHeader({ ...search, currency: 'usd', language: 'en' })).toMatchObject({ Country: 'USA', Currency: 'USD', Language: 'EN' })
    expect(buildHeader({ ...search, language: 'pt' }).Language).toBe('PT')
  })

  it('Country is MEX only for MXN', () => {
    expect(countryForCurrency('MXN')).toBe('MEX')
    for (const c of ['USD', 'EUR', 'CAD', 'JPY']) expect(countryForCurrency(c)).toBe('USA')
  })

  it('builds the create body with one Paxes entry per room and Summary true', () => {
    expect(buildReservationBody(search)).toEqual({
      Header: { Channel: 94, ClientId: '0', Language: 'ES', Country: 'MEX', Currency: 'MXN' },
      PromoCode: 'ARTE10',
      Hotel: { HotelCode: 31453, Habs: 2 },
      Paxes: [
        { Adults: 2, Children: 2, Ages: [7, 11] },
        { Adults: 1, Children: 0, Ages: [] },
      ],
      CheckIn: '2027-01-10',
      CheckOut: '2027-01-14',
      Summary: true,
    })
    expect(buildReservationBody({ ...search, promoCode: '   ' }).PromoCode).toBeNull()
  })

  it('adds the chosen rooms and, on update, SessionID, Version and Ecommerce', () => {
    const body = buildUpdateBody({ ...search, selections: [{ roomNumber: 1, roomCode: 'JS', ratePlanCode: 'FLEX' }] }, { sessionId: 's-1', version: 3 }, { hasPartialPayment: true })
    expect(body.SessionID).toBe('s-1')
    expect(body.Version).toBe(3)
    expect(body.Hotel).toEqual({ HotelCode: 31453, Habs: 2, Rooms: [{ Hab: 1, RoomCode: 'JS', RatePlanCode: 'FLEX' }] })
    expect(body.Ecommerce).toEqual({ PendingAmount: { HasPartialPayment: true } })
    expect(body.Summary).toBe(true)
  })

  it('encodes the page host and path in base64', () => {
    expect(Buffer.from(hostNamePath('https://www.example.com/es/busqueda/?checkin=1'), 'base64').toString()).toBe('www.example.com/es/busqueda/')
  })
})
