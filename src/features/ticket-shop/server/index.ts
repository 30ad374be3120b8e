/**
 * The ticket shop's server API (issue #5; spec §3, §4, §5, §8, §9). Server-only: call it from server
 * components, server actions and route handlers — never ship it to the browser.
 *
 * Conventions (see `types.ts`): money in integer minor units + ISO currency; dates hotel-local
 * `YYYY-MM-DD` (America/Cancun); locale 'es' | 'en'. The browser is never trusted for prices: every
 * amount is re-quoted here from the CMS catalogue and the CMS exchange rates (the quote shown is the
 * quote charged). Bad input answers a typed `ShopFailure` (`status` 4xx, localized `message`), never
 * an exception.
 *
 * Storage: the catalogue lives in Payload (`products`, `complements`, `unavailable-products`,
 * `currencies`); carts, capacity, holds, orders and tickets live in the raw-SQL schema `shop`
 * (migrations/20261121_230000_shop.ts).
 *
 * The cart id travels in the `SHOP_CART_COOKIE` cookie (set/read by SHOP-UI's server actions).
 */
import type { AddItem } from '../domain'
import { calendarNow } from '../../../lib/clock'
import { shopService } from './service'
import type {
  AddPackageResult,
  AddToCartResult,
  CalendarDay,
  CancelOrderResult,
  CartView,
  ChangeOrderDateResult,
  CheckoutView,
  ConfirmOrderPaymentResult,
  ExpressCheckoutResult,
  OrderView,
  PackageRequest,
  PlaceOrderInput,
  PlaceOrderResult,
  PrepareOrderPaymentInput,
  PrepareOrderPaymentResult,
  RemoveFromCartResult,
  ShopLocale,
  ShopProductDetail,
  ShopProductSummary,
  ShopQuoteResult,
  StartCheckoutResult,
  TicketVerification,
} from './types'

export type * from './types'
export { SHOP_CART_COOKIE, SHOP_CART_COOKIE_OPTIONS } from './cookie'
export { parseExpressCheckout, buildExpressCheckoutQuery, EXPRESS_CHECKOUT_PARAM } from './express'
export type { RefundQuote } from '../domain'

/**
 * Product cards for the listing, in catalogue order, unavailable ones included (with their spec §4
 * message; the card shows it and no add button). Published products only.
 */
export function listShopProducts(locale: ShopLocale): Promise<ShopProductSummary[]> {
  return shopService().listShopProducts(locale)
}

/**
 * One product by its localized slug (either locale's) or numeric id (as a number or a digit string):
 * the domain `Product` (prices USD cents, schedules, routes, add-ons), localized content and rule
 * texts, add-ons, the unavailable message and both slugs (for the language switch).
 * @returns null when no published product matches (→ 404)
 */
export function getShopProduct(slugOrId: string | number, locale: ShopLocale): Promise<ShopProductDetail | null> {
  return shopService().getShopProduct(slugOrId, locale)
}

/**
 * Availability per hotel-local date from `from` for `days` days (1..120): 'closed' for past dates
 * and the product's closed dates, 'sold-out' when no schedule (or the day's capacity) has a seat
 * left, else 'available'; remaining seats per schedule (held + sold deducted, null = unlimited).
 * Unknown product or bad input → [] .
 */
export function availabilityCalendar(productId: number, from: string, days: number): Promise<CalendarDay[]> {
  return shopService().availabilityCalendar(productId, from, days)
}

/**
 * Prices a selection exactly as the cart and checkout will charge it, in `currency` (one of the
 * CMS `currencies`, rate `rateToUsd`, `decimals`). Runs the same request checks as the cart
 * (unknown product, malformed quantities/dates/routes/add-ons → GENERIC_ERROR; no price →
 * PRICE_UNAVAILABLE; unknown currency → CURRENCY_UNAVAILABLE). Capacity is not checked here.
 */
export function quoteAddItem(item: AddItem, currency: string, locale: ShopLocale): Promise<ShopQuoteResult> {
  return shopService().quoteAddItem(item, currency, locale)
}

/**
 * The cart re-quoted in `currency` (USD when unknown). `cartId` null or unknown → an empty cart with
 * `cartId: null`. Lines that can no longer be bought carry a `problem` text and are not in the total.
 */
export function getCart(cartId: string | null, currency: string, locale: ShopLocale): Promise<CartView> {
  return shopService().getCart(cartId, currency, locale)
}

/**
 * Adds one item, enforcing every cart rule on the server (domain `validateAdd` with the real
 * capacity usage — sold + live holds — and the CMS unavailable list): spec §8 messages
 * 'Please select a schedule', 'There is no availability…', 'This product or one with the same date
 * has already been added to your cart', 'The selected date does not match…', 'The product requires a
 * multiple of {n} visitors', 'An error has ocurred. Please try again.', etc. Creates the cart when
 * `cartId` is null/unknown (the caller stores the returned `cartId` in the cookie).
 * Success: code PRODUCT_ADDED 'The product has been added', with notices (child ID rule).
 */
export function addToCart(cartId: string | null, item: AddItem, locale: ShopLocale): Promise<AddToCartResult> {
  return shopService().addToCart(cartId, item, locale)
}

/**
 * Adds a 1-day / 2-days package (spec §1, §4, §5): each item a park admission with a date; dates may
 * not overlap ("The dates of the products can't be the same"), at most 5 ('The limit of products that
 * can be added to your package is 5'); all items get one packageId and the package discount (adults
 * 15%, minors 25%) when there are ≥ 2. All or nothing: the first refusal is returned with its
 * `itemIndex` and nothing is added.
 */
export function addPackageToCart(cartId: string | null, pkg: PackageRequest, locale: ShopLocale): Promise<AddPackageResult> {
  return shopService().addPackageToCart(cartId, pkg, locale)
}

/** Removes a line (and, for a package component, only that component). LINE_NOT_FOUND / CART_NOT_FOUND → 404. */
export function removeFromCart(cartId: string, lineId: string): Promise<RemoveFromCartResult> {
  return shopService().removeFromCart(cartId, lineId)
}

/**
 * Fills the cart from an express-checkout link (see `parseExpressCheckout` for the query format):
 * each parsed item goes through `addToCart`; one result (with its localized message) per item;
 * items that do not parse report GENERIC_ERROR.
 */
export function applyExpressCheckout(cartId: string | null, searchParams: URLSearchParams | Record<string, string | string[] | undefined>, locale: ShopLocale): Promise<ExpressCheckoutResult> {
  return shopService().applyExpressCheckout(cartId, searchParams, locale)
}

/**
 * Starts checkout: re-validates and re-quotes every line in `currency`, then HOLDS the capacity of
 * every line (guarded update, never past total) until `holdExpiresAt` (15 minutes). Starting again
 * for the same cart releases the previous open checkout's holds. Refusals: CART_EMPTY, a line's
 * NO_AVAILABILITY (with `lineId`), CART_LINE_INVALID, CURRENCY_UNAVAILABLE.
 */
export function startCheckout(cartId: string, currency: string, locale: ShopLocale): Promise<StartCheckoutResult> {
  return shopService().startCheckout(cartId, currency, locale)
}

/** A checkout as started (for the checkout page); null when unknown. */
export function getCheckout(checkoutId: string): Promise<CheckoutView | null> {
  return shopService().getCheckout(checkoutId)
}

/**
 * Payment Element flow (Stripe, `paymentProvider().collection === 'payment-element'`), step 1: creates
 * — idempotently, ONE PaymentIntent per checkout and method (idempotency key
 * `shop-payment:<checkoutId>:<methodCode>`) — the manual-capture payment of the checkout's SERVER
 * total in its currency, metadata `{ checkoutId, kind: 'ticket-shop', methodCode }`; MXN asks Stripe
 * for meses sin intereses and, with the card's `paymentMethodId` (`pm_…`), returns the offered months
 * (≤ 12). The browser then confirms with `clientSecret` (Stripe.js) or, MXN with a plan, through
 * `confirmOrderPayment`. Refusals: INVALID_INPUT (422; a method the CMS does not offer for the
 * currency or Stripe cannot take), CHECKOUT_NOT_FOUND (404), CHECKOUT_EXPIRED (410), CHECKOUT_CLOSED
 * (409, being paid or already paid), PAYMENT_FAILED/PAYMENT_DECLINED (402).
 * Source: Stripe docs "Place a hold on a payment method", "Accept meses sin intereses card payments".
 */
export function prepareOrderPayment(input: PrepareOrderPaymentInput): Promise<PrepareOrderPaymentResult> {
  return shopService().prepareOrderPayment(input)
}

/**
 * Payment Element flow, MXN instalments: confirms the checkout's PaymentIntent on the server with the
 * chosen plan (`months` 2..12, one of Stripe's `available_plans` for the card; null = single payment).
 * The intent must carry this checkout's id in its metadata (else PAYMENT_FAILED). Returns the new
 * status ('authorized' when done; 'requires_action' with `clientSecret` for 3-D Secure via
 * `stripe.handleNextAction`). Refusals as `prepareOrderPayment`; an unknown plan → INVALID_INPUT.
 */
export function confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: ShopLocale }): Promise<ConfirmOrderPaymentResult> {
  return shopService().confirmOrderPayment(input)
}

/**
 * Places the order of an open checkout: validates the customer, authorizes the checkout's server
 * total with `paymentProvider()` (manual capture) — or, with `paymentReference` (Payment Element
 * flow), `verify`s that the browser-confirmed payment is authorized for exactly the checkout's total,
 * currency and checkoutId (never the browser's numbers; a refused one is not recorded and not
 * cancelled) — then in ONE transaction turns the holds into sold seats and writes order, lines and
 * tickets, then captures. On any failure after authorization/verification the authorization is
 * cancelled (it is proven to be this checkout's). Idempotent: the same `idempotencyKey` (or a second
 * submit for the same checkout) returns the first order (`replayed: true`) and never authorizes twice.
 * Refusals: INVALID_INPUT (422; also a `methodCode` the CMS does not offer for the checkout currency,
 * or more than 12 instalments), CHECKOUT_NOT_FOUND (404), CHECKOUT_EXPIRED (410), SOLD_OUT (409),
 * PAYMENT_DECLINED (402), PAYMENT_FAILED (402), IDEMPOTENCY_CONFLICT (409).
 */
export function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  return shopService().placeOrder(input)
}

/**
 * An order for its confirmation page / email, when `email` matches the customer's (case-insensitive):
 * lines, prices, currency, payment reference, status and one signed QR e-ticket per visitor.
 * @returns null when not found or the email does not match
 */
export function getOrder(orderCode: string, email: string, locale: ShopLocale = 'en'): Promise<OrderView | null> {
  return shopService().getOrder(orderCode, email, locale)
}

/** The customer email of an order, for a caller that holds the order's access token (orderAccess.ts); null when unknown. */
export function orderEmail(orderCode: string): Promise<string | null> {
  return shopService().orderEmail(orderCode)
}

/**
 * The refund cancelling the order at `now` would give (domain cancellation policy, spec §9: > 2 days
 * before the earliest visit date, 10% administrative fee; within 2 days or no-show, nothing), without
 * cancelling. ORDER_NOT_FOUND (404) when not found or the email does not match.
 */
export function quoteOrderCancellation(orderCode: string, email: string, now: Date = calendarNow()): Promise<CancelOrderResult> {
  return shopService().quoteOrderCancellation(orderCode, email, now)
}

/**
 * Cancels the order at `now`: marks it cancelled, records the refund of the policy (see
 * `quoteOrderCancellation`) and releases its seats in one transaction, then sends the refund to the
 * payment provider once (idempotency key `shop-refund:<orderCode>`; 0 → no call). A provider failure
 * keeps the cancellation: ok with `refundStatus` 'failed' and a localized `notice`; calling again
 * sends the owed refund (same key). Already cancelled with nothing owed → CANCEL_NOT_ALLOWED (409).
 */
export function cancelOrder(orderCode: string, email: string, now: Date = calendarNow(), locale: ShopLocale = 'en'): Promise<CancelOrderResult> {
  return shopService().cancelOrder(orderCode, email, now, locale)
}

/** Sends every owed refund of cancelled orders (pending after a crash, or failed), at most `limit`; returns how many succeeded. */
export function sendOwedRefunds(limit?: number): Promise<number> {
  return shopService().sendOwedRefunds(limit)
}

/**
 * Changes the visit date of a paid, dated order to `newDate` (hotel-local `YYYY-MM-DD`, America/Cancun)
 * at `now`. In ONE transaction the order's seats move from the old date/schedule to the same schedule
 * id on the new date with the checkout's guarded capacity update (CHECK held + sold <= total: never
 * oversold); a multi-date order (package) shifts every dated line by the same number of days and
 * `newDate` is the new date of its earliest visit. The price paid is kept (no re-charge, no refund);
 * ticket references (signed order code + ticket number, no date) stay valid. The same `newDate` again
 * → ok with `changed: false` (idempotent). Refusals (typed `ShopFailure`, never an exception):
 * INVALID_INPUT (422, malformed date), ORDER_NOT_FOUND (404, code/email mismatch), ORDER_CANCELLED
 * (409), OPEN_TICKET_NO_DATE (409, open tickets only), DATE_CHANGE_NOT_ALLOWED (422, on the visit day
 * or after — issue #5 "no date change on the visit day", domain `checkDateChange`), NO_AVAILABILITY
 * (422, spec §8 'There is no availability for the date selected, please choose a different date':
 * full, closed, past, or the schedule no longer exists).
 */
export function changeOrderDate(orderCode: string, email: string, newDate: string, now: Date = calendarNow(), locale: ShopLocale = 'en'): Promise<ChangeOrderDateResult> {
  return shopService().changeOrderDate(orderCode, email, newDate, now, locale)
}

/** Checks a ticket reference read from a QR: format and HMAC signature (TICKET_SIGNING_SECRET). */
export function verifyTicketReference(reference: string): TicketVerification {
  return shopService().verifyTicketReference(reference)
}

/** Releases holds whose expiry has passed (run periodically; also run lazily before every hold). @returns seats released */
export function sweepExpiredHolds(now: Date = new Date()): Promise<number> {
  return shopService().sweepExpiredHolds(now)
}
