import { createTranslator } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { CurrencyDoc } from '../../../lib/graphql/documents'
import type { Availability, RoomTypeOffer } from '../../../lib/hotel-api'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { RoomList } from './RoomList'

// next-intl's request-scoped translator, for the locale the test renders
const page = vi.hoisted(() => ({ locale: 'es' as RouteLocale }))
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: page.locale, messages: messagesFor(page.locale), namespace: namespace as 'booking' }),
}))

const usd: CurrencyDoc = {
  id: 1,
  isoCode: 'USD',
  isoNumber: '840',
  name: 'US Dollar',
  symbol: '$',
  presentationSymbol: 'US$',
  flag: null,
  position: 'I',
  decimalSeparator: '.',
  thousandSeparator: ',',
  decimals: 2,
  rateToUsd: 1,
}

// What the hotel API answers whatever the visitor's language: a count and a flag (its own texts are ES or EN).
const room = (over: Partial<RoomTypeOffer>): RoomTypeOffer => ({
  roomCode: 'JS',
  category: 'suite',
  name: 'Junior Suite',
  description: '',
  remainingUnits: 2,
  lowStock: true,
  ratePlans: [],
  ...over,
})
const availability = (over: Partial<Availability>): Availability => ({
  hotelCode: '31453',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  nights: 3,
  currency: 'USD',
  promo: null,
  rooms: [room({})],
  unavailable: [],
  ...over,
})

async function render(locale: RouteLocale, a: Availability): Promise<string> {
  page.locale = locale
  const tree = await RoomList({ locale, availability: a, currency: usd, roomNumber: 1, roomCount: 1, choices: [], chooseHref: () => '#', roomTypes: new Map(), today: '2027-03-01' })
  return renderToStaticMarkup(tree)
}

const lowStockOf = (html: string) => /data-testid="low-stock">([^<]*)</.exec(html)?.[1] ?? null
const noRoomsOf = (html: string) => /data-testid="no-rooms"><p>([^<]*)</.exec(html)?.[1] ?? null

describe('RoomList: the hotel’s notices in the visitor’s language (spec §5 low stock, §8 Calendar)', () => {
  it('shows low stock in Portuguese to a pt visitor and in Spanish to an es visitor, with the API’s count', async () => {
    expect(lowStockOf(await render('pt', availability({})))).toBe('Restam apenas 2 quartos')
    expect(lowStockOf(await render('es', availability({})))).toBe('Solo quedan 2 habitaciones')
    expect(lowStockOf(await render('en', availability({ rooms: [room({ remainingUnits: 1 })] })))).toBe('Only 1 room left')
  })

  it('shows no low-stock notice for a room the API does not flag', async () => {
    expect(lowStockOf(await render('es', availability({ rooms: [room({ lowStock: false })] })))).toBeNull()
  })

  it('says why the stay was refused in the visitor’s language, with the stay limit the API sent', async () => {
    const refused = availability({ rooms: [], unavailable: [{ roomCode: 'JS', reason: 'MIN_STAY_NOT_MET', message: 'Minimum stay 3 nights', nights: 3 }] })
    expect(noRoomsOf(await render('pt', refused))).toBe('Estadia mínima de 3 noites')
    expect(noRoomsOf(await render('es', refused))).toBe('Estancia mínima 3 noches')
  })
})
