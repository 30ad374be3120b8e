/**
 * The ticket shop's message codes and the result shape of every rule, without their texts.
 *
 * Each rule in this domain answers `{ ok: true } | { ok: false, code, params }` (`pass()`,
 * `refuse(code, params)`); messages.ts turns a code into text. Kept apart from the texts so the rules
 * the browser runs (the quote in pricing.ts, the cart and package rules) do not carry the message
 * catalogue of every language (~24 KB gzip of JSON on the product and shop pages). Pure.
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
  // 'Add to cart' before a visit date is chosen (not the generic error) — our wording
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

/** A rule's answer: pass, or a refusal with its message code and the params its text needs. */
export type CheckResult<C extends MessageCode = RefusalCode> = { ok: true } | { ok: false; code: C; params: MessageParams }

export type Refusal<C extends MessageCode = RefusalCode> = Extract<CheckResult<C>, { ok: false }>

export const pass = (): { ok: true } => ({ ok: true })

export function refuse<C extends MessageCode>(code: C, params: MessageParams = {}): { ok: false; code: C; params: MessageParams } {
  return { ok: false, code, params }
}
