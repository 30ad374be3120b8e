/**
 * The ticket shop service (issue #5): cart, capacity, checkout, orders and tickets on the `shop`
 * schema, with the catalogue from Payload and the rules of the pure domain. `index.ts` exposes the
 * default instance; tests build their own with `createShopService` (clock, pool, payments).
 * One module per capability, each with its SQL (issue #15 item 3): ./shop/catalogReads.ts, cart.ts,
 * checkout.ts, orders.ts, refunds.ts, dateChange.ts over the shared ./shop/context.ts and shared.ts.
 *
 * Authority: every amount is computed here (domain `quote` with the CMS rate); the browser sends
 * choices only. Capacity is taken with guarded updates on `shop.capacity` (never past `total`).
 */
import type { AddItem } from '../domain'
import { paymentProvider } from '../../checkout/payments'
import { logger } from '../../../lib/logger'
import { calendarNow } from '../../../lib/clock'
import { env } from '../../../lib/env'
import { shopPool } from './db'
import { verifyTicketReference } from './tickets'
import type * as T from './types'
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
  listShopProducts(locale: T.ShopLocale): Promise<T.ShopProductSummary[]>
  getShopProduct(slugOrId: string | number, locale: T.ShopLocale): Promise<T.ShopProductDetail | null>
  availabilityCalendar(productId: number, from: string, days: number): Promise<T.CalendarDay[]>
  quoteAddItem(item: AddItem, currency: string, locale: T.ShopLocale): Promise<T.ShopQuoteResult>
  getCart(cartId: string | null, currency: string, locale: T.ShopLocale): Promise<T.CartView>
  addToCart(cartId: string | null, item: AddItem, locale: T.ShopLocale): Promise<T.AddToCartResult>
  addPackageToCart(cartId: string | null, pkg: T.PackageRequest, locale: T.ShopLocale): Promise<T.AddPackageResult>
  removeFromCart(cartId: string, lineId: string): Promise<T.RemoveFromCartResult>
  applyExpressCheckout(cartId: string | null, searchParams: URLSearchParams | Record<string, string | string[] | undefined>, locale: T.ShopLocale): Promise<T.ExpressCheckoutResult>
  startCheckout(cartId: string, currency: string, locale: T.ShopLocale): Promise<T.StartCheckoutResult>
  getCheckout(checkoutId: string): Promise<T.CheckoutView | null>
  prepareOrderPayment(input: T.PrepareOrderPaymentInput): Promise<T.PrepareOrderPaymentResult>
  confirmOrderPayment(input: { checkoutId: string; reference: string; months?: number | null; locale?: T.ShopLocale }): Promise<T.ConfirmOrderPaymentResult>
  placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult>
  getOrder(orderCode: string, email: string, locale: T.ShopLocale): Promise<T.OrderView | null>
  orderEmail(orderCode: string): Promise<string | null>
  quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult>
  cancelOrder(orderCode: string, email: string, now: Date, locale: T.ShopLocale): Promise<T.CancelOrderResult>
  changeOrderDate(orderCode: string, email: string, newDate: string, now: Date, locale: T.ShopLocale): Promise<T.ChangeOrderDateResult>
  verifyTicketReference(reference: string): T.TicketVerification
  sweepExpiredHolds(now: Date): Promise<number>
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
  const { listShopProducts, getShopProduct, availabilityCalendar, quoteAddItem } = catalogReadsOps(ctx)
  const { cartView, addToCart, addPackageToCart, removeFromCart, applyExpressCheckout } = cartOps(ctx)
  const { sweepExpiredHolds, startCheckout, getCheckout, prepareOrderPayment, confirmOrderPayment, placeOrder } = checkoutOps(ctx)
  const { getOrder, orderEmail } = ordersOps(ctx)
  const { quoteOrderCancellation, cancelOrder, sendOwedRefunds } = refundsOps(ctx)
  const { changeOrderDate } = dateChangeOps(ctx)

  return {
    listShopProducts,
    getShopProduct,
    availabilityCalendar,
    quoteAddItem,
    getCart: cartView,
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
    quoteOrderCancellation,
    cancelOrder,
    changeOrderDate,
    verifyTicketReference,
    sweepExpiredHolds,
    sendOwedRefunds,
  }
}

let instance: ShopService | null = null

let sweeper: ReturnType<typeof setInterval> | null = null

/** Stops the shop's sweeper timer (shutdown, tests). */
export function stopShopSweeper(): void {
  if (sweeper) clearInterval(sweeper)
  sweeper = null
}

/**
 * The process-wide shop service (real clock, DATABASE_URL pool, configured payment provider). Also
 * starts the sweeper: every SHOP_SWEEP_EVERY_MS (default 60 000; 0 = off) expired holds give their
 * seats back (checkout start sweeps too, so seats are never lost between runs) and owed refunds that
 * are due are sent again (`sendOwedRefunds` with `dueBy`: back-off, bounded attempts).
 */
export function shopService(): ShopService {
  if (!instance) {
    const service = createShopService()
    instance = service
    const every = env.SHOP_SWEEP_EVERY_MS
    if (every > 0 && !sweeper && env.NEXT_PHASE !== 'phase-production-build') {
      sweeper = setInterval(() => {
        service.sweepExpiredHolds(new Date()).catch((err) => logger.warn('shop: hold sweep failed', { err: (err as Error).message }))
        service.sendOwedRefunds(20, { dueBy: new Date() }).catch((err) => logger.warn('shop: owed refunds failed', { err: (err as Error).message }))
      }, every)
      sweeper.unref?.()
    }
  }
  return instance
}
