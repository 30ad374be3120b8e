/** The ticket shop service (implementation in progress). */
import type { AddItem } from '../domain'
import type * as T from './types'

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
  placeOrder(input: T.PlaceOrderInput): Promise<T.PlaceOrderResult>
  getOrder(orderCode: string, email: string, locale: T.ShopLocale): Promise<T.OrderView | null>
  quoteOrderCancellation(orderCode: string, email: string, now: Date): Promise<T.CancelOrderResult>
  cancelOrder(orderCode: string, email: string, now: Date, locale: T.ShopLocale): Promise<T.CancelOrderResult>
  verifyTicketReference(reference: string): T.TicketVerification
  sweepExpiredHolds(now: Date): Promise<number>
}

export function shopService(): ShopService {
  throw new Error('ticket-shop server: not implemented yet')
}
