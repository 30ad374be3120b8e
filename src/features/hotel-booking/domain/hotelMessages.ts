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

/** The catalogue's codes whose text names the stay limit (`{nights}`: the API's `Details.nights`). */
const NEEDS_NIGHTS: readonly string[] = ['MIN_STAY_NOT_MET', 'MAX_STAY_EXCEEDED']

const isCatalogued = (code: string): code is HotelMessageCode => Object.hasOwn(dictionaries.es.hotelMessages, code)

/**
 * What to tell a visitor of `locale` about a hotel API refusal `{ code, message, context }`:
 * - a code of the catalogue (`hotelMessages`) in the visitor's language, the stay limit filled from
 *   the error's `context.details.nights` (the API's `Details.nights`) where the text names it;
 * - else the API's own words (`message`) for a visitor reading es or en, the languages the API
 *   answers in (design/hotel-api-v1.md `Header.Language`);
 * - else null (a pt visitor and a code the catalogue lacks): the caller shows its generic error,
 *   never English to a Portuguese reader.
 * Never throws.
 */
export function hotelErrorText(error: { code: string; message?: string | null; context?: Record<string, unknown> }, locale: RouteLocale): string | null {
  if (isCatalogued(error.code)) {
    if (!NEEDS_NIGHTS.includes(error.code)) return hotelMessage(error.code, locale)
    const nights = (error.context?.details as { nights?: unknown } | undefined)?.nights
    if (typeof nights === 'number' && Number.isFinite(nights)) return hotelMessage(error.code, locale, { nights })
  }
  const lang = textLocaleOf(locale)
  return (lang === 'es' || lang === 'en') && error.message ? error.message : null
}

/** The promo-code refusals the search page words (spec §5 "Promo code"): the code's own text, else 'Invalid promotional code'. */
export function promoRefusalCode(code: string): HotelMessageCode {
  return code === 'PROMO_EXPIRED' || code === 'PROMO_NOT_APPLICABLE' || code === 'PROMO_EXHAUSTED' ? code : 'PROMO_INVALID'
}
