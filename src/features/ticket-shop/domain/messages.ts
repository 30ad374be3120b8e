/**
 * The ticket shop's message catalogue (es, en) and the result shape of every rule.
 *
 * Each rule in this domain answers `{ ok: true } | { ok: false, code, params }`; the UI and the
 * server's `{ ok: false, code, fieldErrors }` answers (architecture §4) turn a code into text with
 * `messageFor(code, locale, params)`. Codes map 1:1 to texts.
 *
 * Sources: the English texts of spec §8 "Booking and cart messages" are reproduced EXACTLY
 * (including the spec's spelling "ocurred"); spec §4 gives the unavailable-product texts. Texts the
 * spec does not word (marked "our wording" below) are ours. Spanish is Mexican Spanish (tú).
 */

export const messageCodes = [
  // spec §8, exact English
  'SCHEDULE_REQUIRED',
  'NO_AVAILABILITY',
  'ALREADY_IN_CART',
  'PACKAGE_SAME_DATE',
  'PACKAGE_LIMIT',
  'DATE_MISMATCH',
  'VISITORS_MULTIPLE',
  'GENERIC_ERROR',
  'PRICE_UNAVAILABLE',
  'PRODUCT_ADDED',
  // spec §8 "An adult is needed" — our wording
  'ADULT_REQUIRED',
  // spec §4 unavailable products: the CMS message, passed through as {message}
  'PRODUCT_UNAVAILABLE',
  'UNAVAILABLE_SUMMER_SEASON',
  'UNAVAILABLE_NOT_CURRENTLY',
  // spec §5/§9 rules without a worded message — our wording
  'BELOW_MINIMUM_AGE',
  'OUTSIDE_PHYSICAL_LIMITS',
  'PARK_ADMISSION_REQUIRED',
  'DATE_CHANGE_NOT_ALLOWED',
  // information, not refusals
  'CHILD_ID_REQUIRED',
  // package item button labels (spec §4: 'Add', then 'Added')
  'PACKAGE_ITEM_ADD',
  'PACKAGE_ITEM_ADDED',
] as const

export type MessageCode = (typeof messageCodes)[number]
export type Locale = 'es' | 'en'
export type MessageParams = Record<string, string | number>

/** Codes a rule may refuse with (everything but success, notices and labels). */
export type RefusalCode = Exclude<MessageCode, 'PRODUCT_ADDED' | 'CHILD_ID_REQUIRED' | 'PACKAGE_ITEM_ADD' | 'PACKAGE_ITEM_ADDED' | 'UNAVAILABLE_SUMMER_SEASON' | 'UNAVAILABLE_NOT_CURRENTLY'>

/** Information shown with a successful add (never a refusal). */
export type NoticeCode = 'CHILD_ID_REQUIRED'

/** Texts per locale. `{name}` placeholders are filled from params by `messageFor`. */
export const messages: Record<Locale, Record<MessageCode, string>> = {
  en: {
    SCHEDULE_REQUIRED: 'Please select a schedule',
    NO_AVAILABILITY: 'There is no availability for the date selected, please choose a different date',
    ALREADY_IN_CART: 'This product or one with the same date has already been added to your cart',
    PACKAGE_SAME_DATE: "The dates of the products can't be the same",
    PACKAGE_LIMIT: 'The limit of products that can be added to your package is 5',
    DATE_MISMATCH: 'The selected date does not match the date of the product in your cart',
    VISITORS_MULTIPLE: 'The product requires a multiple of {n} visitors',
    GENERIC_ERROR: 'An error has ocurred. Please try again.',
    PRICE_UNAVAILABLE: 'We are sorry, prices could not be obtained for the product.',
    PRODUCT_ADDED: 'The product has been added',
    ADULT_REQUIRED: 'At least 1 adult is required to book this product',
    PRODUCT_UNAVAILABLE: '{message}',
    UNAVAILABLE_SUMMER_SEASON: 'Available during summer vacation season',
    UNAVAILABLE_NOT_CURRENTLY: 'Not currently available',
    BELOW_MINIMUM_AGE: 'The minimum age for this product is {min} years',
    OUTSIDE_PHYSICAL_LIMITS: 'One or more visitors do not meet the height or weight requirements of this product',
    PARK_ADMISSION_REQUIRED: 'Please add a park admission to your cart before adding this activity',
    DATE_CHANGE_NOT_ALLOWED: 'Tickets cannot change date on the day of the visit',
    CHILD_ID_REQUIRED: 'Children over 4.5 ft (1.37 m) but under 12 must show ID',
    PACKAGE_ITEM_ADD: 'Add',
    PACKAGE_ITEM_ADDED: 'Added',
  },
  es: {
    SCHEDULE_REQUIRED: 'Por favor selecciona un horario',
    NO_AVAILABILITY: 'No hay disponibilidad para la fecha seleccionada, por favor elige otra fecha',
    ALREADY_IN_CART: 'Este producto o uno con la misma fecha ya está en tu carrito',
    PACKAGE_SAME_DATE: 'Las fechas de los productos no pueden ser iguales',
    PACKAGE_LIMIT: 'El límite de productos que puedes agregar a tu paquete es 5',
    DATE_MISMATCH: 'La fecha seleccionada no coincide con la fecha del producto en tu carrito',
    VISITORS_MULTIPLE: 'El producto requiere un múltiplo de {n} visitantes',
    GENERIC_ERROR: 'Ocurrió un error. Por favor intenta de nuevo.',
    PRICE_UNAVAILABLE: 'Lo sentimos, no pudimos obtener los precios del producto.',
    PRODUCT_ADDED: 'El producto se agregó a tu carrito',
    ADULT_REQUIRED: 'Se necesita al menos 1 adulto para reservar este producto',
    PRODUCT_UNAVAILABLE: '{message}',
    UNAVAILABLE_SUMMER_SEASON: 'Disponible en temporada de vacaciones de verano',
    UNAVAILABLE_NOT_CURRENTLY: 'No disponible por el momento',
    BELOW_MINIMUM_AGE: 'La edad mínima para este producto es de {min} años',
    OUTSIDE_PHYSICAL_LIMITS: 'Uno o más visitantes no cumplen con los requisitos de estatura o peso de este producto',
    PARK_ADMISSION_REQUIRED: 'Agrega primero a tu carrito la entrada a un parque para poder agregar esta actividad',
    DATE_CHANGE_NOT_ALLOWED: 'No es posible cambiar la fecha de los boletos el día de la visita',
    CHILD_ID_REQUIRED: 'Los menores de 12 años que midan más de 1.37 m (4.5 ft) deben presentar identificación',
    PACKAGE_ITEM_ADD: 'Agregar',
    PACKAGE_ITEM_ADDED: 'Agregado',
  },
}

/** `es` for Spanish; any other language (en, pt, unknown) reads English (spec §2). */
export function resolveLocale(language: string): Locale {
  return language.toLowerCase().startsWith('es') ? 'es' : 'en'
}

/**
 * The text of `code` in `language`, with `{name}` placeholders filled from `params`
 * (`messageFor('VISITORS_MULTIPLE', 'en', { n: 2 })` → 'The product requires a multiple of 2 visitors').
 * A placeholder without a param is left as written. Never throws.
 */
export function messageFor(code: MessageCode, language: string, params: MessageParams = {}): string {
  const template = messages[resolveLocale(language)][code]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole))
}

/** A rule's answer: pass, or a refusal with its message code and the params its text needs. */
export type CheckResult<C extends MessageCode = RefusalCode> = { ok: true } | { ok: false; code: C; params: MessageParams }

export type Refusal<C extends MessageCode = RefusalCode> = Extract<CheckResult<C>, { ok: false }>

export const pass = (): { ok: true } => ({ ok: true })

export function refuse<C extends MessageCode>(code: C, params: MessageParams = {}): { ok: false; code: C; params: MessageParams } {
  return { ok: false, code, params }
}
