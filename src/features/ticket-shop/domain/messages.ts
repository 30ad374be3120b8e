/**
 * The ticket shop's message codes and the result shape of every rule.
 *
 * Each rule in this domain answers `{ ok: true } | { ok: false, code, params }`; the UI and the
 * server's `{ ok: false, code, fieldErrors }` answers (architecture §4) turn a code into text with
 * `messageFor(code, locale, params)`. Codes map 1:1 to texts.
 *
 * Sources: the English texts of spec §8 "Booking and cart messages" are reproduced EXACTLY
 * (including the spec's spelling "ocurred"); spec §4 gives the unavailable-product texts. Texts the
 * spec does not word (marked "our wording" below) are ours. Spanish is Mexican Spanish (tú).
 */

import { dictionaries } from '../../../lib/i18n/dictionaries'

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
  // 'Add to cart' before a visit date is chosen (issue #19: not the generic error) — our wording
  'DATE_REQUIRED',
  // information, not refusals
  'CHILD_ID_REQUIRED',
  // package item button labels (spec §4: 'Add', then 'Added')
  'PACKAGE_ITEM_ADD',
  'PACKAGE_ITEM_ADDED',
] as const

export type MessageCode = (typeof messageCodes)[number]
export type Locale = 'es' | 'en' | 'pt'
export type MessageParams = Record<string, string | number>

/** Codes a rule may refuse with (everything but success, notices and labels). */
export type RefusalCode = Exclude<MessageCode, 'PRODUCT_ADDED' | 'CHILD_ID_REQUIRED' | 'PACKAGE_ITEM_ADD' | 'PACKAGE_ITEM_ADDED' | 'UNAVAILABLE_SUMMER_SEASON' | 'UNAVAILABLE_NOT_CURRENTLY'>

/** Information shown with a successful add (never a refusal). */
export type NoticeCode = 'CHILD_ID_REQUIRED'

/**
 * The texts, read from the one message catalogue per language (issue #14 item 11): the
 * `shopMessages` namespace of `src/lib/i18n/messages/{es,en}.json`, which also holds the server
 * layer's codes (server/messages.ts). `{name}` placeholders are filled from params by `messageFor`.
 */
export const messages: Record<Locale, Record<MessageCode, string>> = { en: dictionaries.en.shopMessages, es: dictionaries.es.shopMessages, pt: dictionaries.pt.shopMessages }

/** `es` for Spanish, `pt` for Portuguese (issue #14 item 17); any other language reads English (spec §2). */
export function resolveLocale(language: string): Locale {
  const l = language.toLowerCase()
  return l.startsWith('es') ? 'es' : l.startsWith('pt') ? 'pt' : 'en'
}

/**
 * The text of `code` in `language`, with `{name}` placeholders filled from `params`
 * (`messageFor('VISITORS_MULTIPLE', 'en', { n: 2 })` → 'The product requires a multiple of 2 visitors').
 * A placeholder without a param is left as written. Never throws.
 */
export function messageFor(code: MessageCode, language: string, params: MessageParams = {}): string {
  return fillMessage(messages[resolveLocale(language)][code], params)
}

/** `template` with its `{name}` placeholders filled from `params`; one without a param is left as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole))
}

/** A rule's answer: pass, or a refusal with its message code and the params its text needs. */
export type CheckResult<C extends MessageCode = RefusalCode> = { ok: true } | { ok: false; code: C; params: MessageParams }

export type Refusal<C extends MessageCode = RefusalCode> = Extract<CheckResult<C>, { ok: false }>

export const pass = (): { ok: true } => ({ ok: true })

export function refuse<C extends MessageCode>(code: C, params: MessageParams = {}): { ok: false; code: C; params: MessageParams } {
  return { ok: false, code, params }
}
