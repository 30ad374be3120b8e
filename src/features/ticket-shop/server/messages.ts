/**
 * Texts of the server layer's own codes (our wording; the domain codes use `messageFor`, spec §8) and
 * the HTTP status each code maps to. Spanish is Mexican Spanish (tú).
 */
import { dictionaries } from '../../../lib/i18n/dictionaries'
import { messageFor, messageCodes, type MessageCode } from '../domain'
import type { ShopErrorCode, ShopFailure, ShopLocale, ShopServerCode } from './types'
import { formatMessage } from '../../../lib/i18n/format'

/** The server codes' texts: the `shopMessages` namespace of the one catalogue per language. */
const texts: Record<ShopLocale, Record<ShopServerCode | ShopNoticeCode, string>> = { en: dictionaries.en.shopMessages, es: dictionaries.es.shopMessages, pt: dictionaries.pt.shopMessages }

const status: Record<ShopServerCode, ShopFailure['status']> = {
  INVALID_INPUT: 422,
  CURRENCY_UNAVAILABLE: 422,
  CART_NOT_FOUND: 404,
  CART_EMPTY: 409,
  LINE_NOT_FOUND: 404,
  CART_LINE_INVALID: 409,
  CHECKOUT_NOT_FOUND: 404,
  CHECKOUT_EXPIRED: 410,
  CHECKOUT_CLOSED: 409,
  SOLD_OUT: 409,
  PAYMENT_DECLINED: 402,
  PAYMENT_FAILED: 402,
  IDEMPOTENCY_CONFLICT: 409,
  ORDER_NOT_FOUND: 404,
  CANCEL_NOT_ALLOWED: 409,
  ORDER_CANCELLED: 409,
  OPEN_TICKET_NO_DATE: 409,
  ORDER_CONFIRMING: 202,
}

const isDomainCode = (code: string): code is MessageCode => (messageCodes as readonly string[]).includes(code)

/** The localized text of any shop code, `{name}` placeholders filled from params. */
export function shopMessage(code: ShopErrorCode | MessageCode, locale: ShopLocale, params: Record<string, string | number> = {}): string {
  if (isDomainCode(code)) return messageFor(code, locale, params)
  return formatMessage((texts[locale] ?? texts.en)[code as ShopServerCode] ?? texts.en.INVALID_INPUT, params, locale)
}

/** A typed refusal: code, localized message, params and the 4xx status of the code. */
export function shopFailure(code: ShopErrorCode, locale: ShopLocale, params: Record<string, string | number> = {}): ShopFailure {
  const s: ShopFailure['status'] = isDomainCode(code) ? (code === 'GENERIC_ERROR' ? 400 : 422) : status[code as ShopServerCode]
  return { ok: false, code, message: shopMessage(code, locale, params), params, status: s }
}

/**
 * Notices on a SUCCESSFUL outcome (not refusals, no HTTP status): REFUND_NOT_SENT — the order is
 * cancelled but its refund is not yet with the payment provider (recorded as owed; sent again).
 */
export type ShopNoticeCode = 'REFUND_NOT_SENT'
/** The localized text of a notice. */
export function shopNotice(code: ShopNoticeCode, locale: ShopLocale): string {
  return (texts[locale] ?? texts.en)[code]
}
