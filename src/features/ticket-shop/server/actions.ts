'use server'
/**
 * Server actions of the ticket shop's UI. They read and set the cart cookie
 * (`SHOP_CART_COOKIE`) and the header's cart-count cookie (`SHOP_CART_COUNT_COOKIE`), validate the browser's input with zod (bad input → a localized 4xx-style
 * `ShopFailure`, never an exception), and call the shop's server API, whose answers carry the spec's
 * localized messages (§8). Prices always come from the server (the browser sends choices, not
 * amounts).
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { messageFor, type AddItem } from '../domain'
import { SHOP_CART_COUNT_COOKIE } from '../domain/cartCount'
import { shopPath } from '../domain/paths'
import { checkoutFormSchema } from '../domain/checkoutForm'
import { fieldErrorsOf } from '../../../lib/validation'
import { toMajorUnits } from '../../../lib/money/format'
import {
  type AddPackageResult,
  type AddToCartResult,
  type CalendarDay,
  type CancelOrderResult,
  type ChangeOrderDateResult,
  type ExpressCheckoutResult,
  type PackageRequest,
  type RemoveFromCartResult,
  SHOP_CART_COOKIE,
  SHOP_CART_COOKIE_OPTIONS,
  cartCountCookieOptions,
  type ShopFailure,
  type ShopLocale,
  type ShopQuoteResult,
  shopService,
} from './index'
import { after } from 'next/server'
import { addOrderGrant, SHOP_ORDERS_COOKIE, SHOP_ORDERS_COOKIE_MAX_AGE, verifyOrderAccess } from './views/orderAccess'
import { sendOrderMailOnce } from './orderMail'
import { calendarNow } from '../../../lib/clock'
import { AddItemSchema } from './shop/shared'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { logger } from '../../../lib/logger'
import { allowHold } from '../../../lib/holdLimits'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { moneyClosedMessage } from '../../checkout/server/maintenance'

const Locale = z.enum(['es', 'en', 'pt'])
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const Currency = z.string().regex(/^[A-Z]{3}$/)

function invalid(locale: ShopLocale): ShopFailure {
  return { ok: false, code: 'GENERIC_ERROR', message: messageFor('GENERIC_ERROR', locale), params: {}, status: 400 }
}

async function cartIdFromCookie(): Promise<string | null> {
  const v = (await cookies()).get(SHOP_CART_COOKIE)?.value
  return v && /^[A-Za-z0-9_-]{8,100}$/.test(v) ? v : null
}

async function rememberCart(cartId: string | null | undefined): Promise<void> {
  if (cartId) (await cookies()).set(SHOP_CART_COOKIE, cartId, SHOP_CART_COOKIE_OPTIONS)
  await rememberCartCount(cartId ?? null)
}

/** Writes the cart's line count to the header's readable cookie (domain/cartCount.ts); none: the cookie goes. */
async function rememberCartCount(cartId: string | null): Promise<void> {
  const count = await shopService().cartLineCount(cartId)
  const jar = await cookies()
  if (count > 0) jar.set(SHOP_CART_COUNT_COOKIE, String(count), cartCountCookieOptions())
  else jar.delete(SHOP_CART_COUNT_COOKIE)
}

const plain = <T>(value: T): T => structuredClone(value)

/** Availability per date for the product card's calendar (`days` 1..120 from `from`). Bad input → []. */
export async function calendarAction(productId: unknown, from: unknown, days: unknown): Promise<CalendarDay[]> {
  const parsed = z.tuple([z.number().int().positive(), IsoDate, z.number().int().min(1).max(120)]).safeParse([productId, from, days])
  if (!parsed.success) return []
  return plain(await shopService().availabilityCalendar(...parsed.data))
}

/** The server's quote of a selection in `currency` (the price shown is the price charged). */
export async function quoteAction(item: unknown, currency: unknown, locale: unknown): Promise<ShopQuoteResult> {
  const l = Locale.catch('en').parse(locale)
  const parsed = z.tuple([AddItemSchema, Currency]).safeParse([item, currency])
  if (!parsed.success) return invalid(l)
  return plain(await shopService().quoteAddItem(parsed.data[0] as AddItem, parsed.data[1], l))
}

/** Adds one product; stores the cart id in the cookie. Every refusal carries the spec's message. */
export async function addToCartAction(item: unknown, locale: unknown): Promise<AddToCartResult> {
  const l = Locale.catch('en').parse(locale)
  const parsed = AddItemSchema.safeParse(item)
  if (!parsed.success) return { ...invalid(l), cartId: null }
  const result = await shopService().addToCart(await cartIdFromCookie(), parsed.data as AddItem, l)
  if (result.ok) await rememberCart(result.cartId)
  return plain(result)
}

const PackageSchema = z.object({
  tab: z.enum(['1-day', '2-days']),
  items: z.array(AddItemSchema).min(1).max(10),
})

/**
 * A package just added as GA4's add_to_cart states it: its lines priced as the cart prices them in
 * the page's currency (major units: `value` the package's total, each item's `price` its line's).
 */
export type PackageValue = { currency: string; value: number; items: { productId: number; price: number }[] }

/**
 * Adds a 1-day / 2-days package (all or nothing); the refusal names the item (`itemIndex`). With the
 * page's `currency`, a success also carries the package's `value` for analytics (null when the cart
 * cannot price it: no rate for that currency, a line with a problem).
 */
export async function addPackageAction(pkg: unknown, locale: unknown, currency?: unknown): Promise<AddPackageResult & { value?: PackageValue | null }> {
  const l = Locale.catch('en').parse(locale)
  const parsed = PackageSchema.safeParse(pkg)
  if (!parsed.success) return { ...invalid(l), cartId: null, itemIndex: null }
  const result = await shopService().addPackageToCart(await cartIdFromCookie(), parsed.data as PackageRequest, l)
  if (!result.ok) return plain(result)
  await rememberCart(result.cartId)
  const cur = Currency.safeParse(currency)
  return plain({ ...result, value: cur.success ? await packageValue(result.cartId, result.packageId, cur.data, l) : null })
}

async function packageValue(cartId: string, packageId: string, currency: string, locale: ShopLocale): Promise<PackageValue | null> {
  const cart = await shopService().getCart(cartId, currency, locale)
  const lines = cart.lines.filter((line) => line.packageId === packageId)
  if (!lines.length || cart.currency !== currency || lines.some((line) => line.problem)) return null
  const major = (minor: number) => toMajorUnits(minor, cart.decimals)
  return { currency, value: major(lines.reduce((sum, line) => sum + line.totalMinor, 0)), items: lines.map((line) => ({ productId: line.productId, price: major(line.totalMinor) })) }
}

/** Removes a cart line of the visitor's own cart (the cookie's). */
export async function removeLineAction(lineId: unknown, locale: unknown): Promise<RemoveFromCartResult> {
  const l = Locale.catch('en').parse(locale)
  const parsed = z.string().min(1).max(100).safeParse(lineId)
  const cartId = await cartIdFromCookie()
  if (!parsed.success || !cartId) return invalid(l)
  const result = await shopService().removeFromCart(cartId, parsed.data)
  await rememberCartCount(cartId)
  return plain(result)
}

/** Fills the cart from an express-checkout link's query string (`p=…&p=…`); one result per item. */
export async function expressCheckoutAction(query: unknown, locale: unknown): Promise<ExpressCheckoutResult> {
  const l = Locale.catch('en').parse(locale)
  const parsed = z.string().max(4000).safeParse(query)
  if (!parsed.success) return { cartId: null, results: [{ index: 0, productId: null, ok: false, code: 'GENERIC_ERROR', message: messageFor('GENERIC_ERROR', l) }] }
  const result = await shopService().applyExpressCheckout(await cartIdFromCookie(), new URLSearchParams(parsed.data), l)
  await rememberCart(result.cartId)
  return plain(result)
}

export type StartCheckoutState = { status: 'idle' } | { status: 'error'; message: string; lineId?: string }

/** Cart page → checkout: holds the capacity of every line (with expiry) and opens the payment page. Refused with the maintenance message while maintenance is on. */
export async function startCheckoutAction(_prev: StartCheckoutState, form: FormData): Promise<StartCheckoutState> {
  const l = Locale.catch('en').parse(form.get('locale'))
  const route = form.get('locale') === 'es' ? 'es' : form.get('locale') === 'pt' ? 'pt' : 'en'
  const currency = Currency.safeParse(form.get('currency'))
  const cartId = await cartIdFromCookie()
  if (!cartId || !currency.success) return { status: 'error', message: messageFor('GENERIC_ERROR', l) }
  // maintenance stops money: no seats held (spec §1 maintenance flag)
  const closed = await moneyClosedMessage(l)
  if (closed) return { status: 'error', message: closed }
  // each checkout holds seats for 15 minutes: a capped number per client address
  if (!(await allowHold('shop-checkout'))) return { status: 'error', message: messagesFor(l).shop.holdsLimited }
  const result = await shopService().startCheckout(cartId, currency.data, l)
  if (!result.ok) return { status: 'error', message: result.message, lineId: result.lineId }
  redirect(shopPath(route, 'checkout', null, new URLSearchParams({ id: result.checkoutId }).toString()))
}

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'error'; code: string; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  /** Stripe: the checkout's PaymentIntent the browser confirms (amount = the checkout's server total, never the form's) */
  | { status: 'payment'; reference: string; clientSecret: string | null; amountMinor: number; currency: string; installmentPlans: number[]; values: Record<string, string>; paymentStatus: string }

/**
 * The checkout form: customer data (zod, error keys rendered in the page's language, values kept),
 * payment method and instalments; places the order through the server API (which authorizes the
 * server total, sells the held seats and captures), remembers `code|email` for the order page and
 * redirects there. One idempotency key per rendered form: a double submit gives one order. While
 * maintenance is on, both stages are refused with the maintenance message (code MAINTENANCE).
 */
export async function placeOrderAction(_prev: PlaceOrderState, form: FormData): Promise<PlaceOrderState> {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const fail = (code: string, extra: Partial<Extract<PlaceOrderState, { status: 'error' }>> = {}): PlaceOrderState => ({ status: 'error', code, fieldErrors: {}, values, ...extra })
  const route = values.locale === 'es' ? 'es' : values.locale === 'pt' ? 'pt' : 'en'
  const l: ShopLocale = route === 'es' || route === 'pt' ? route : 'en'
  // maintenance stops money: no payment prepared, no order placed (spec §1 maintenance flag)
  const closed = await moneyClosedMessage(l)
  if (closed) return fail('MAINTENANCE', { message: closed })
  const parsed = checkoutFormSchema.safeParse(values)
  if (!parsed.success) return fail('VALIDATION', { fieldErrors: fieldErrorsOf(parsed.error) })
  const f = parsed.data
  // Stripe (Payment Element): `paymentStage=prepare` creates/returns the checkout's PaymentIntent;
  // `paymentStage=commit` with `paymentReference` places the order, which verifies that intent.
  if (values.paymentStage === 'prepare') {
    const pm = values.paymentMethodId && /^pm_[A-Za-z0-9_]{1,250}$/.test(values.paymentMethodId) ? values.paymentMethodId : undefined
    const p = await shopService().prepareOrderPayment({ checkoutId: f.checkoutId, methodCode: f.methodCode, paymentMethodId: pm, locale: l })
    if (!p.ok) return fail(p.code, { message: p.message })
    return {
      status: 'payment',
      reference: p.reference,
      clientSecret: p.clientSecret,
      amountMinor: p.amountMinor,
      currency: p.currency,
      installmentPlans: p.installmentPlans,
      values,
      paymentStatus: p.status,
    }
  }
  const paymentReference = values.paymentStage === 'commit' && /^[A-Za-z0-9_]{3,255}$/.test(values.paymentReference ?? '') ? values.paymentReference : undefined
  if (values.paymentStage === 'commit' && !paymentReference) return fail('PAYMENT_FAILED')
  const result = await shopService().placeOrder({
    checkoutId: f.checkoutId,
    customer: { firstName: f.firstName, lastName: f.lastName, email: f.email, phone: f.phone, country: f.country },
    methodCode: f.methodCode,
    installments: f.installments && f.installments > 1 ? f.installments : undefined,
    idempotencyKey: f.idempotencyKey,
    locale: l,
    ...(paymentReference ? { paymentReference } : {}),
  })
  if (!result.ok) return fail(result.code, { message: result.message })
  const jar = await cookies()
  jar.set(SHOP_ORDERS_COOKIE, addOrderGrant(jar.get(SHOP_ORDERS_COOKIE)?.value, result.orderCode), privateCookieOptions({ maxAge: SHOP_ORDERS_COOKIE_MAX_AGE }))
  jar.delete(SHOP_CART_COOKIE)
  jar.delete(SHOP_CART_COUNT_COOKIE)
  // the confirmation email, once per order, after the redirect is answered (the sweep sends it if this process dies first)
  const orderCode = result.orderCode
  after(() => sendOrderMailOnce(orderCode).catch((err) => logger.warn('shop: order email deferred to the sweep', { orderCode, error: String(err) })))
  redirect(shopPath(route, 'order', result.orderCode))
}

export type ConfirmShopPaymentResult = { ok: true; status: string; clientSecret: string | null } | { ok: false; code: string; message: string }

/**
 * Stripe with meses sin intereses (MXN): confirms the checkout's PaymentIntent on the server with the
 * plan the customer chose (`months` 2..12 from Stripe's `available_plans`; null = single payment).
 * The intent must carry this checkout's id. Returns the new status; `clientSecret` when 3-D Secure
 * is needed (`stripe.handleNextAction`).
 */
export async function confirmShopPaymentAction(input: unknown): Promise<ConfirmShopPaymentResult> {
  const i = (input ?? {}) as { checkoutId?: unknown; reference?: unknown; months?: unknown; locale?: unknown }
  const l = Locale.catch('en').parse(i.locale)
  const parsed = z.object({ checkoutId: z.string().max(100), reference: z.string().max(255), months: z.number().int().nullable().optional() }).safeParse(i)
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT', message: messageFor('GENERIC_ERROR', l) }
  const closed = await moneyClosedMessage(l)
  if (closed) return { ok: false, code: 'MAINTENANCE', message: closed }
  const r = await shopService().confirmOrderPayment({ ...parsed.data, locale: l })
  return r.ok ? { ok: true, status: r.status, clientSecret: r.clientSecret } : { ok: false, code: r.code, message: r.message }
}

/**
 * The order's customer email when `access` is the order's access token (orderAccess.ts: the order
 * page hands it to its actions, whichever way the guest opened the page); null otherwise.
 */
async function accessibleOrder(code: unknown, access: unknown): Promise<{ code: string; email: string } | null> {
  const parsed = z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/)
    .safeParse(code)
  if (!parsed.success || !verifyOrderAccess(parsed.data, access)) return null
  const email = await shopService().orderEmail(parsed.data.toUpperCase())
  return email ? { code: parsed.data.toUpperCase(), email } : null
}

const notFoundResult = (l: ShopLocale): ShopFailure => ({ ok: false, code: 'ORDER_NOT_FOUND', message: messageFor('GENERIC_ERROR', l), params: {}, status: 404 })

/** Cancels the visitor's order (its access token proves it is theirs) with the policy's refund. */
export async function cancelOrderAction(code: unknown, locale: unknown, access?: unknown): Promise<CancelOrderResult> {
  const l = Locale.catch('en').parse(locale)
  const order = await accessibleOrder(code, access)
  if (!order) return notFoundResult(l)
  return plain(await shopService().cancelOrder(order.code, order.email, calendarNow(), l))
}

/**
 * Changes the visit date of the visitor's order (its access token proves it is theirs) to `newDate`
 * (hotel-local YYYY-MM-DD); the price paid is kept. Refusals as `changeOrderDate` (localized).
 */
export async function changeOrderDateAction(code: unknown, newDate: unknown, locale: unknown, access?: unknown): Promise<ChangeOrderDateResult> {
  const l = Locale.catch('en').parse(locale)
  const date = IsoDate.safeParse(newDate)
  const order = await accessibleOrder(code, access)
  if (!order) return notFoundResult(l)
  if (!date.success) return { ok: false, code: 'INVALID_INPUT', message: messageFor('GENERIC_ERROR', l), params: {}, status: 422 }
  return plain(await shopService().changeOrderDate(order.code, order.email, date.data, calendarNow(), l))
}
