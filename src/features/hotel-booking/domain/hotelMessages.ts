/**
 * The hotel's notices a traveller reads (spec §5 'Solo quedan {quantity} habitaciones', 'Código
 * promocional no válido'; §8 'La última habitación disponible se ha reservado…', 'Estancia mínima
 * {nights} noches'), worded by the storefront in the visitor's language from the `hotelMessages`
 * namespace of the one catalogue per language (`src/lib/i18n/messages/{es,en,pt}.json`), keyed by
 * the hotel API's codes. The API answers with codes and numbers (`LowStock` + `RemainingUnits`,
 * `Unavailable[].Reason` + `Details.nights`); its own texts exist only in ES and EN and are not shown
 * where the code and its parameters are known. `tests/unit/hotel-messages-parity.test.ts` keeps the
 * es/en texts equal to the reference engine's.
 */
import { dictionaries, type Messages } from '../../../lib/i18n/dictionaries'
import { formatMessage } from '../../../lib/i18n/format'
import { textLocaleOf, type RouteLocale } from '../../../lib/i18n/locales'

/** The hotel API codes the storefront words itself. */
export type HotelMessageCode = keyof Messages['hotelMessages']

/**
 * The text of `code` for a visitor of `locale` (pt reads Portuguese), its ICU placeholders filled
 * from `params` (`hotelMessage('LOW_STOCK', 'es', { quantity: 2 })` → 'Solo quedan 2 habitaciones').
 * Never throws.
 */
export function hotelMessage(code: HotelMessageCode, locale: RouteLocale, params: Record<string, string | number> = {}): string {
  const lang = textLocaleOf(locale)
  return formatMessage(dictionaries[lang].hotelMessages[code], params, lang)
}

/**
 * A room card's low-stock notice (spec §5 'Only {quantity} rooms left', singular for one room): set
 * when the API flags the room type `lowStock`, with its `remainingUnits` for the stay as the quantity;
 * null otherwise.
 */
export function lowStockNotice(room: { lowStock: boolean; remainingUnits: number }, locale: RouteLocale): string | null {
  return room.lowStock && room.remainingUnits > 0 ? hotelMessage('LOW_STOCK', locale, { quantity: room.remainingUnits }) : null
}
