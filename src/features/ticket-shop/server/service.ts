/**
 * The ticket shop service: cart, capacity, checkout, orders and tickets on the `shop`
 * schema, with the catalogue from Payload and the rules of the pure domain. `index.ts` exposes the
 * default instance; tests build their own with `createShopService` (clock, pool, payments).
 * One module per capability, each with its SQL: ./shop/catalogReads.ts, cart.ts,
 * checkout.ts, orders.ts, refunds.ts, dateChange.ts over the shared ./shop/context.ts and shared.ts.
 *
 * Authority: every amount is computed here (domain `quote` with the CMS rate); the browser sends
 * choices only. Capacity is taken with guarded updates on `shop.capacity` (never past `total`).
 */
import type { AddItem } from '../domain'
import { paymentProvider } from '../../checkout/payments'
import { logger } from '../../../lib/logger'
import { calendarNow } from '../../../lib/clock'
import { shopPool } from './db'
import { verifyTicketReference } from './tickets'
import type * as T from './types'
import type { ShopCurrency } from './catalog'
import { catalogReadsOps } from './shop/catalogReads'
import { cartOps } from './shop/cart'
import { checkoutOps } from './shop/checkout'
import { createShopContext, type ShopDeps } from './shop/context'
import { dateChangeOps } from './shop/dateChange'
import { ordersOps } from './shop/orders'
import { refundsOps } from './shop/refunds'

export type { ShopDeps } from './shop/context'
export { sanitizeAddItem } from './shop/shared'
export { REFUND_MAX_AUTO_ATTEMPTS } from './shop/refunds'

export type ShopService = {
  /**
   * Product cards for the listing, in catalogue order, unavailable ones included (with their spec §4
   * message; the card shows it and no add button). Published products only.
   */
  listShopProducts(locale: T.ShopLocale): Promise<T.ShopProductSummary[]>
  /**
   * One product by its localized slug (either locale's) or numeric id (as a number or a digit string):
   * the domain `Product` (prices USD cents, schedules, routes, add-ons), localized content and rule
   * texts, add-ons, the unavailable message and both slugs (for the language switch).
   * @returns null when no published product matches (→ 404)
   */
  getShopProduct(slugOrId: string | number, locale: T.ShopLocale): Promise<T.ShopProductDetail | null>
  /**
   * Availability per hotel-local date from `from` for `days` days (1..120): 'closed' for past dates
   * and the product's closed dates, 'sold-out' when no schedule (or the day's capacity) has a seat
   * left, else 'available'; remaining seats per schedule (held + sold deducted, null = unlimited).
   * Unknown product or bad input → [] .
   */
  availabilityCalendar(productId: number, from: string, days: number): Promise<T.CalendarDay[]>
  /**
   * Prices a selection exactly as the cart and checkout will charge it, in `currency` (one of the
   * CMS `currencies`, rate `rateToUsd`, `decimals`). Runs the same request checks as the cart
   * (unknown product, malformed quantities/dates/routes/add-ons → GENERIC_ERROR; no price →
   * PRICE_UNAVAILABLE; unknown currency → CURRENCY_UNAVAILABLE). Capacity is not checked here.
   */
  quoteAddItem(item: AddItem, currency: string, locale: T.ShopLocale): Promise<T.ShopQuoteResult>
  /** The CMS rate of a currency as quotes use it (`rateToUsd` units per 1 USD, `decimals`); null for an unknown code. */
  currencyRate(currency: string): Promise<ShopCurrency | null>
  /**
   * The cart re-quoted in `currency` (USD when unknown). `cartId` null or unknown → an empty cart with
   * `cartId: null`. Lines that can no longer be bought carry a `problem` text and are not in the total.
   */
  getCart(cartId: string | null, currency: string, locale: T.ShopLocale): Promise<T.CartView>
  /**
   * Adds one item, enforcing every cart rule on the server (domain `validateAdd` with the real
   * capacity usage — sold + live holds — and the CMS unavailable list): spec §8 messages
   * 'Please select a schedule', 'There is no availability…', 'This product or one with the same date
   * has already been added to your cart', 'The selected date does not match…', 'The product requires a
   * multiple of {n} visitors', 'An error has ocurred. Please try again.', etc. Creates the cart when
   * `cartId` is null/unknown (the caller stores the returned `cartId` in the cookie).
   * Success: code PRODUCT_ADDED 'The product has been added', with notices (child ID rule).
   */
  addToCart(cartId: string | null, item: AddItem, locale: T.ShopLocale): Promise<T.AddToCartResult>
  /**
   * Adds a 1-day / 2-days package (spec §1, §4, §5): each item a park admission with a date; dates may
   * not overlap ("The dates of the products can't be the same"), at most 5 ('The limit of products that
   * can be added to your package is 5'); all items get one packageId and the package discount (adults
   * 15%, minors 25%) when there are ≥ 2. All or nothing: the first refusal is returned with its
   * `itemIndex` and nothing is added.
   */
  addPackageToCart(cartId: string | null, pkg: T.PackageRequest, locale: T.ShopLocale): Promise<T.AddPackageResult>
  /**
   * How many lines the cart holds (what its page lists, a package's components each): the header's
   * cart count. 0 for a null, malformed or unknown cart id.
   */
  cartLineCount(cartId: string | null): Promise<number>
  /** Removes a line (and, for a package component, only that component). LINE_NOT_FOUND / CART_NOT_FOUND → 404. */
  removeFromCart(cartId: string, lineId: string): Promise<T.RemoveFromCartResult>
  /**
   * Fills the cart from an express-checkout link (see `parseExpressCheckout` for the query format):
   * each parsed item goes through `addToCart`; one result (with its localized message) per item;
   * items that do not parse report GENERIC_ERROR.
   */
  applyExpressCheckout(cartId: string | null, searchParams: URLSearchParams | Record<string, string | string[] | undefined>, locale: T.ShopLocale): Promise<T.ExpressCheckoutResult>
  /**
   * Starts checkout: re-validates and re-quotes every line in `currency`, then HOLDS the capacity of
   * every line (guarded update, never past total) until `holdExpiresAt` (15 minutes). Starting again
   * for the same cart releases the previous open checkout's holds. Refusals: CART_EMPTY, a line's
   * NO_AVAILABILITY (with `lineId`), CART_LINE_INVALID, CURRENCY_UNAVAILABLE.
   */
  startCheckout(cartId: string, currency: string, locale: T.ShopLocale): Promise<T.StartCheckoutResult>
  /** A checkout as started (for the checkout page); null when unknown. */
  getCheckout(checkoutId: string): Promise<T.CheckoutView | null>
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
  prepareOrderPayment(input: T.PrepareOrderPaymentInput): Promise<T.PrepareOrderPaymentResult>
  /**
   * Payment Element flow, MXN instalments: confirms the checkout's PaymentIntent on the server with the
   * chosen plan (`months` 2..12, one of Stripe's `available_plans` for the card; null = single payment).
   * The intent must carry this checkout's id in its metadata (else PAYMENT_FAILED). Returns the new
   * status ('authorized' when done; 'requires_action' with `clientSecret` for 3-D Secure via
   * `stripe.handleNextAction`). Refusals as `prepareOrderPayment`; an unknown plan → INVALID_INPUT.
   */
  confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: T.ShopLocale }): Promise<T.ConfirmOrderPaymentResult>
  /**
   * Places the order of an open checkout: validates the customer, authorizes the checkout's server
   * total with `paymentProvider()` (manual capture) — or, with `paymentReference` (Payment Element
   * flow), `verify`s that the browser-confirmed payment is authorized for exactly the checkout's total,
   * currency and checkoutId (never the browser's numbers; a refused one is not recorded and not
   * cancelled) — then in ONE transaction turns the holds into sold seats and writes order, lines and
   * tickets, then captures. The authorization (proven to be this checkout's) is cancelled only after
   * a definite refusal: an order transaction that errs is re-read under the checkout's row lock —
   * committed → captured and shown; proven not written → cancelled; the database unable to say →
   * kept for the authorization sweep and ORDER_CONFIRMING (202) answered. Idempotent: the same `idempotencyKey` (or a second
   * submit for the same checkout) returns the first order (`replayed: true`) and never authorizes twice.
   * Refusals: INVALID_INPUT (422; also a `methodCode` the CMS does not offer for the checkout currency,
   * or more than 12 instalments), CHECKOUT_NOT_FOUND (404), CHECKOUT_EXPIRED (410), SOLD_OUT (409),
   * PAYMENT_DECLINED (402), PAYMENT_FAILED (402), IDEMPOTENCY_CONFLICT (409); ORDER_CONFIRMING (202).
   */
  placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult>
  /**
   * An order for its confirmation page / email, when `email` matches the customer's (case-insensitive):
   * lines, prices, currency, payment reference, status and one signed QR e-ticket per visitor.
   * @returns null when not found or the email does not match
   */
  getOrder(orderCode: string, email: string, locale: T.ShopLocale): Promise<T.OrderView | null>
  /** The customer email of an order, for a caller that holds the order's access token (orderAccess.ts); null when unknown. */
  orderEmail(orderCode: string): Promise<string | null>
  /**
   * The orders placed with `email` (case-insensitive), newest first, at most `limit` (default 20, 1–50), product names in
   * `locale`: for a signed-in customer whose email is verified (the caller checks it). [] for a malformed email.
   */
  ordersForEmail(email: string, locale: T.ShopLocale, limit?: number): Promise<T.CustomerOrderSummary[]>
  /**
   * The refund cancelling the order at `now` would give (domain cancellation policy, spec §9: > 2 days
   * before the earliest visit date, 10% administrative fee; within 2 days or no-show, nothing), without
   * cancelling. ORDER_NOT_FOUND (404) when not found or the email does not match.
   */
  quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult>
  /**
   * Cancels the order at `now`: marks it cancelled, records the refund of the policy (see
   * `quoteOrderCancellation`) and releases its seats in one transaction, then sends the refund to the
   * payment provider once (idempotency key `shop-refund:<orderCode>`; 0 → no call), with no
   * transaction open during the call (claim with a lease → call → record). A payment never captured
   * (its capture after the order still owed) is not refunded: only the retained fee is captured and
   * the rest of the authorization released (`refundStatus` 'none'). A provider failure
   * keeps the cancellation: ok with `refundStatus` 'failed' and a localized `notice`; calling again
   * sends the owed refund (same key). Already cancelled with nothing owed → CANCEL_NOT_ALLOWED (409).
   */
  cancelOrder(orderCode: string, email: string, now: Date, locale: T.ShopLocale): Promise<T.CancelOrderResult>
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
   * or after — spec §9, domain `checkDateChange`), NO_AVAILABILITY
   * (422, spec §8 'There is no availability for the date selected, please choose a different date':
   * full, closed, past, or the schedule no longer exists).
   */
  changeOrderDate(orderCode: string, email: string, newDate: string, now: Date, locale: T.ShopLocale): Promise<T.ChangeOrderDateResult>
  /** Checks a ticket reference read from a QR: format and HMAC signature (TICKET_SIGNING_SECRET). */
  verifyTicketReference(reference: string): T.TicketVerification
  /** Releases holds whose expiry has passed (run periodically; also run lazily before every hold). @returns seats released */
  sweepExpiredHolds(now: Date): Promise<number>
  /** Sends every owed refund of cancelled orders (pending after a crash, or failed), at most `limit`; returns how many succeeded. */
  sendOwedRefunds(limit?: number, opts?: { dueBy?: Date }): Promise<number>
}

/** The shop service over `partial` deps (defaults: the shop pool, the CMS catalogue, the configured payment provider, the real clocks). */
export function createShopService(partial: Partial<ShopDeps> = {}): ShopService {
  const deps: ShopDeps = {
    pool: shopPool,
    // loaded on first use: the catalogue module brings the Payload config, which callers that inject
    // their own catalogue (tests, the crash-safety worker) do not need
    catalog: () => import('./catalog').then((m) => m.shopCatalog()),
    payments: paymentProvider,
    now: () => new Date(),
    // an injected `now` (tests) drives the calendar too, unless `calendarNow` is injected as well
    calendarNow: partial.now ?? (() => calendarNow()),
    holdMinutes: 15,
    duplicateWaitMs: 20_000,
    ...partial,
  }
  const ctx = createShopContext(deps)
  const { listShopProducts, getShopProduct, availabilityCalendar, quoteAddItem, currencyRate } = catalogReadsOps(ctx)
  const { cartView, cartLineCount, addToCart, addPackageToCart, removeFromCart, applyExpressCheckout } = cartOps(ctx)
  const { sweepExpiredHolds, startCheckout, getCheckout, prepareOrderPayment, confirmOrderPayment, placeOrder } = checkoutOps(ctx)
  const { getOrder, orderEmail, ordersForEmail } = ordersOps(ctx)
  const { quoteOrderCancellation, cancelOrder, sendOwedRefunds } = refundsOps(ctx)
  const { changeOrderDate } = dateChangeOps(ctx)

  return {
    listShopProducts,
    getShopProduct,
    availabilityCalendar,
    quoteAddItem,
    currencyRate,
    getCart: cartView,
    cartLineCount,
    addToCart,
    addPackageToCart,
    removeFromCart,
    applyExpressCheckout,
    startCheckout,
    getCheckout,
    prepareOrderPayment,
    confirmOrderPayment,
    placeOrder,
    getOrder,
    orderEmail,
    ordersForEmail,
    quoteOrderCancellation,
    cancelOrder,
    changeOrderDate,
    verifyTicketReference,
    sweepExpiredHolds,
    sendOwedRefunds,
  }
}

let instance: ShopService | null = null

/** The process-wide shop service (real clock, DATABASE_URL pool, configured payment provider). */
export function shopService(): ShopService {
  return (instance ??= createShopService())
}

/**
 * One tick of the 'shop sweeper' job (src/jobs.ts, every SHOP_SWEEP_EVERY_MS): expired holds give
 * their seats back (checkout start sweeps too, so seats are never lost between runs) and owed refunds
 * that are due are sent again (`sendOwedRefunds` with `dueBy`: back-off, bounded attempts). Both
 * halves run; each failure is logged. The job is started with the server, never by the first request
 * that uses the shop: a timer keeps the async context it is created in (that visitor's whole render).
 * @returns `{ holdsReleased, refundsSent }`
 * @throws the first half's error when either failed (the tick is then recorded as failed)
 */
export async function shopSweepTick(service: ShopService = shopService(), now: () => Date = () => new Date()): Promise<{ holdsReleased: number; refundsSent: number }> {
  const [holds, refunds] = await Promise.allSettled([service.sweepExpiredHolds(now()), service.sendOwedRefunds(20, { dueBy: now() })])
  if (holds.status === 'rejected') logger.warn('shop: hold sweep failed', { err: (holds.reason as Error).message })
  if (refunds.status === 'rejected') logger.warn('shop: owed refunds failed', { err: (refunds.reason as Error).message })
  const failed = [holds, refunds].find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
  return { holdsReleased: holds.status === 'fulfilled' ? holds.value : 0, refundsSent: refunds.status === 'fulfilled' ? refunds.value : 0 }
}
