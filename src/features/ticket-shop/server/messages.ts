/**
 * Texts of the server layer's own codes (our wording; the domain codes use `messageFor`, spec §8) and
 * the HTTP status each code maps to. Spanish is Mexican Spanish (tú).
 */
import { messageFor, messageCodes, type MessageCode } from '../domain'
import type { ShopErrorCode, ShopFailure, ShopLocale, ShopServerCode } from './types'

const texts: Record<ShopLocale, Record<ShopServerCode, string>> = {
  en: {
    INVALID_INPUT: 'Please check the data you entered.',
    CURRENCY_UNAVAILABLE: 'This currency is not available. Please choose another one.',
    CART_NOT_FOUND: 'Your cart could not be found. Please add the products again.',
    CART_EMPTY: 'Your cart is empty.',
    LINE_NOT_FOUND: 'This product is no longer in your cart.',
    CART_LINE_INVALID: 'A product in your cart can no longer be bought: {reason}',
    CHECKOUT_NOT_FOUND: 'Your checkout could not be found. Please start again from the cart.',
    CHECKOUT_EXPIRED: 'The time to complete your purchase has run out. Please start again from the cart.',
    CHECKOUT_CLOSED: 'This checkout is already being processed.',
    SOLD_OUT: 'There is no availability for the date selected, please choose a different date',
    PAYMENT_DECLINED: 'Your payment was declined. Please try another card.',
    PAYMENT_FAILED: 'Your payment could not be processed. Nothing was charged. Please try again.',
    IDEMPOTENCY_CONFLICT: 'This request was already used for another purchase.',
    ORDER_NOT_FOUND: 'We could not find an order with this code and email.',
    CANCEL_NOT_ALLOWED: 'This order can no longer be cancelled.',
    ORDER_CANCELLED: 'This order was cancelled: its date can no longer be changed.',
    OPEN_TICKET_NO_DATE: 'Open tickets have no visit date to change: use them any day until they expire.',
  },
  es: {
    INVALID_INPUT: 'Por favor revisa los datos que ingresaste.',
    CURRENCY_UNAVAILABLE: 'Esta moneda no está disponible. Por favor elige otra.',
    CART_NOT_FOUND: 'No encontramos tu carrito. Por favor agrega los productos de nuevo.',
    CART_EMPTY: 'Tu carrito está vacío.',
    LINE_NOT_FOUND: 'Este producto ya no está en tu carrito.',
    CART_LINE_INVALID: 'Un producto de tu carrito ya no se puede comprar: {reason}',
    CHECKOUT_NOT_FOUND: 'No encontramos tu compra en proceso. Por favor empieza de nuevo desde el carrito.',
    CHECKOUT_EXPIRED: 'Se agotó el tiempo para completar tu compra. Por favor empieza de nuevo desde el carrito.',
    CHECKOUT_CLOSED: 'Esta compra ya se está procesando.',
    SOLD_OUT: 'No hay disponibilidad para la fecha seleccionada, por favor elige otra fecha',
    PAYMENT_DECLINED: 'Tu pago fue rechazado. Por favor intenta con otra tarjeta.',
    PAYMENT_FAILED: 'No pudimos procesar tu pago. No se hizo ningún cargo. Por favor intenta de nuevo.',
    IDEMPOTENCY_CONFLICT: 'Esta solicitud ya se usó para otra compra.',
    ORDER_NOT_FOUND: 'No encontramos un pedido con este código y correo.',
    CANCEL_NOT_ALLOWED: 'Este pedido ya no se puede cancelar.',
    ORDER_CANCELLED: 'Este pedido fue cancelado: ya no es posible cambiar su fecha.',
    OPEN_TICKET_NO_DATE: 'Los boletos abiertos no tienen fecha de visita que cambiar: úsalos cualquier día antes de que venzan.',
  },
}

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
}

const isDomainCode = (code: string): code is MessageCode => (messageCodes as readonly string[]).includes(code)

/** The localized text of any shop code, `{name}` placeholders filled from params. */
export function shopMessage(code: ShopErrorCode | MessageCode, locale: ShopLocale, params: Record<string, string | number> = {}): string {
  if (isDomainCode(code)) return messageFor(code, locale, params)
  const template = texts[locale === 'es' ? 'es' : 'en'][code as ShopServerCode] ?? texts.en.INVALID_INPUT
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
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
const notices: Record<ShopLocale, Record<ShopNoticeCode, string>> = {
  en: { REFUND_NOT_SENT: 'Your order is cancelled. We could not send your refund to your payment provider yet: it is recorded and will be sent — you can also try again from your order page.' },
  es: {
    REFUND_NOT_SENT:
      'Tu pedido está cancelado. Aún no pudimos enviar tu reembolso a tu proveedor de pago: quedó registrado y se enviará; también puedes intentarlo de nuevo desde la página de tu pedido.',
  },
}

/** The localized text of a notice. */
export function shopNotice(code: ShopNoticeCode, locale: ShopLocale): string {
  return notices[locale === 'es' ? 'es' : 'en'][code]
}
