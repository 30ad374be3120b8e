/**
 * Types of the ticket shop's server API, shared by `index.ts` and the SHOP-UI pages.
 *
 * Units: money is integer minor units of an ISO 4217 currency (`amountMinor`, `totalMinor`, with
 * `decimals` digits: 2 for USD/MXN, 0 for JPY…); dates are hotel-local `YYYY-MM-DD`
 * (America/Cancun); instants are ISO-8601 UTC strings; locale is 'es' | 'en'.
 * Every refusal is a value `{ ok: false, code, message, params, status }` (status = the HTTP status a
 * route would answer, always 4xx); functions never throw for bad input.
 */
import type { AddItem, AddOnChoice, BusinessUnitCode, Complement, PackageTab, Product, ProductKind, Quantities, Quote, QuoteLine, RefundQuote, RefusalCode, Visitor } from '../domain'
import type { IsoDate } from '../../../lib/hotel-date'
import type { OrderAddOnItem, OrderLineItems } from '../domain/orderItems'

export type ShopLocale = 'es' | 'en' | 'pt'

/** Codes of the server layer beyond the domain's refusal codes (texts in `server/messages.ts`). */
export type ShopServerCode =
  | 'INVALID_INPUT'
  | 'CURRENCY_UNAVAILABLE'
  | 'CART_NOT_FOUND'
  | 'CART_EMPTY'
  | 'LINE_NOT_FOUND'
  | 'CART_LINE_INVALID'
  | 'CHECKOUT_NOT_FOUND'
  | 'CHECKOUT_EXPIRED'
  | 'CHECKOUT_CLOSED'
  | 'SOLD_OUT'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_FAILED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'ORDER_NOT_FOUND'
  | 'CANCEL_NOT_ALLOWED'
  | 'ORDER_CANCELLED'
  | 'OPEN_TICKET_NO_DATE'
  | 'ORDER_CONFIRMING'

export type ShopErrorCode = RefusalCode | ShopServerCode

/**
 * A refusal: stable code, localized text, the params of the text, and the HTTP status (4xx; 202 for
 * ORDER_CONFIRMING, an order whose outcome is not known yet: not a refusal, not a confirmation).
 */
export type ShopFailure = {
  ok: false
  code: ShopErrorCode
  message: string
  params: Record<string, string | number>
  status: 202 | 400 | 402 | 404 | 409 | 410 | 422
}

/** A product or add-on photo: its address, alt text in the page's language and focal point in percent (CMS media; 50/50 for a static file). */
export type ShopImage = { url: string; alt: string; focalX?: number; focalY?: number }
export type MoneyMinor = { amountMinor: number; currency: string }

/** A product card (listing). `fromPrice` = the adult list price in USD, null when unpriced. */
export type ShopProductSummary = {
  id: number
  /** Slug in the requested locale. */
  slug: string
  kind: ProductKind
  businessUnitCode: BusinessUnitCode
  name: string
  shortDescription: string
  image: ShopImage | null
  fromPrice: { amountMinor: number; currency: 'USD' } | null
  /** Spec §4 unavailable-product message (localized); null when sellable. */
  unavailableMessage: string | null
}

/** Localized rule texts shown on the product page (spec §5, §9). Empty/null when not applicable. */
export type ShopProductRules = {
  /** e.g. 'Adults 12+ · Children 5–11 · Infants 0–4 free'. */
  ages: string
  /** Spec §5 'Children over 4.5 ft (1.37 m) but under 12 must show ID'. */
  childId: string
  /** 'The minimum age for this product is 5 years' or null. */
  minimumAge: string | null
  /** Zip-line style limits, e.g. 'Minimum height 3.6 ft (109.73 cm) · weight 40–136 kg (88–300 lb)'; null = none. */
  physicalLimits: string | null
  /** 'The product requires a multiple of 2 visitors' or null. */
  visitorsMultiple: string | null
  /** Needs a park admission in the cart, or null. */
  parkAdmission: string | null
  /** Snorkel-style deposit text, e.g. 'Snorkel gear deposit: US$10.00 per person', or null. */
  deposit: string | null
  /** Open-ticket validity text or null. */
  openTicket: string | null
}

/** An add-on with localized texts (the domain Complement, name/infoDetails in the locale). */
export type ShopComplement = Complement & { image: ShopImage | null }

export type ShopProductDetail = {
  /** The domain product (prices USD cents; schedules; routes; add-ons localized). */
  product: Product
  content: {
    name: string
    shortDescription: string
    /** Plain text paragraphs separated by blank lines. */
    description: string
    /** what the ticket includes and what to bring, one item per entry */
    included: string[]
    bring: string[]
    images: ShopImage[]
    rules: ShopProductRules
  }
  complements: ShopComplement[]
  unavailableMessage: string | null
  slugs: { es: string; en: string }
}

export type CalendarDayStatus = 'available' | 'sold-out' | 'closed'
export type CalendarDay = {
  date: IsoDate
  status: CalendarDayStatus
  /** Per schedule: seats left (held and sold deducted); null = not limited. [] for products without schedules. */
  schedules: { id: string; time: string; remaining: number | null }[]
  /** Seats left for products without schedules (null = not limited or product has schedules). */
  remaining: number | null
}

export type ShopQuoteResult = { ok: true; quote: Quote } | ShopFailure

/** One cart line as shown (and as charged): prices re-quoted by the server in the cart currency. */
export type CartLineView = {
  lineId: string
  productId: number
  kind: ProductKind
  name: string
  slug: string
  image: ShopImage | null
  /** Visit date; null for an open ticket. */
  date: IsoDate | null
  openTicket: boolean
  openTicketValidUntil: IsoDate | null
  scheduleId: string | null
  scheduleTime: string | null
  routeId: string | null
  routeName: string | null
  quantities: Quantities
  visitors: Visitor[]
  addOns: (AddOnChoice & { name: string })[]
  packageId: string | null
  admissionDays: 1 | 2
  quoteLines: QuoteLine[]
  totalMinor: number
  /** Localized notices (e.g. the child-ID rule). */
  notices: string[]
  /** Set when the line can no longer be bought (product unavailable, price gone, date past): text. */
  problem: string | null
}

export type CartView = {
  cartId: string | null
  lines: CartLineView[]
  /** Sum of the lines without a problem. */
  totalMinor: number
  currency: string
  decimals: number
}

export type AddToCartResult =
  { ok: true; cartId: string; lineId: string; code: 'PRODUCT_ADDED'; message: string; notices: { code: string; message: string }[] } | (ShopFailure & { cartId: string | null })

/** A package: components added atomically with one packageId (all or none). */
export type PackageRequest = { tab: PackageTab; items: AddItem[] }
export type AddPackageResult =
  | { ok: true; cartId: string; packageId: string; lineIds: string[]; code: 'PRODUCT_ADDED'; message: string; notices: { code: string; message: string }[] }
  | (ShopFailure & { cartId: string | null; itemIndex: number | null })

export type RemoveFromCartResult = { ok: true } | ShopFailure

/** Result of filling the cart from an express-checkout link: one entry per parsed item, in order. */
export type ExpressCheckoutResult = {
  cartId: string | null
  results: ({ index: number; productId: number; ok: true; message: string } | { index: number; productId: number | null; ok: false; code: ShopErrorCode; message: string })[]
}

export type CheckoutLine = {
  lineId: string
  productId: number
  name: string
  date: IsoDate | null
  scheduleTime: string | null
  quantities: Quantities
  quoteLines: QuoteLine[]
  totalMinor: number
}

export type CheckoutView = {
  checkoutId: string
  /** Instant the held capacity is released unless the order is placed. */
  holdExpiresAt: string
  totalMinor: number
  currency: string
  decimals: number
  lines: CheckoutLine[]
  status: 'open' | 'ordered' | 'expired' | 'released'
  orderCode: string | null
}

export type StartCheckoutResult = ({ ok: true } & CheckoutView) | (ShopFailure & { lineId?: string })

export type CustomerInput = { firstName: string; lastName: string; email: string; phone: string; country: string }

export type PlaceOrderInput = {
  checkoutId: string
  customer: CustomerInput
  /** Payment method code from the CMS `payment-methods` (e.g. 'VISA'). */
  methodCode: string
  /** Interest-free months (1..12); omitted = single payment. */
  installments?: number
  /** One per submit attempt of the form (retries reuse it): same key → same order, one authorization. */
  idempotencyKey: string
  locale?: ShopLocale
  /**
   * Payment Element flow (provider.collection 'payment-element'): the PaymentIntent id returned by
   * `prepareOrderPayment` and confirmed by the browser. The server `verify`s it (authorized, the
   * checkout's amount and currency, metadata checkoutId) instead of authorizing. Omitted = authorize.
   */
  paymentReference?: string
}

/** `prepareOrderPayment` input: the method the customer chose; for MXN cards the collected Stripe `pm_…` (to read MSI plans). */
export type PrepareOrderPaymentInput = {
  checkoutId: string
  methodCode: string
  paymentMethodId?: string
  locale?: ShopLocale
}

/**
 * The payment the browser confirms: `reference` (Stripe PaymentIntent id), `clientSecret` for
 * Stripe.js (null for the sandbox), the checkout's server total, and the instalment months Stripe
 * offers for the attached card (MXN; ≤ 12; [] when none).
 */
export type PrepareOrderPaymentResult = { ok: true; reference: string; clientSecret: string | null; amountMinor: number; currency: string; status: string; installmentPlans: number[] } | ShopFailure

/** `confirmOrderPayment` result: the payment's new status; `clientSecret` when the card asks for 3-D Secure (`requires_action`). */
export type ConfirmOrderPaymentResult = { ok: true; status: string; clientSecret: string | null } | ShopFailure

export type PlaceOrderResult = { ok: true; orderCode: string; replayed: boolean } | ShopFailure

export type TicketView = {
  /** Signed reference encoded in the QR: `<orderCode>.<index>.<hmac>`. */
  reference: string
  visitorLabel: string
  productName: string
  date: IsoDate | null
  /** SVG markup of the QR code. */
  qrSvg: string
  /** The same QR as a data URL (image/svg+xml), for <img src> and emails. */
  qrDataUrl: string
  /** Schedule (departure or entry time, 'HH:MM') and ferry route of the ticket's line; null = none. */
  scheduleTime: string | null
  routeName: string | null
  /** The paid add-ons of the ticket's line (transport, food, photo pass) and what the visitor needs to use them. */
  addOns: Pick<OrderAddOnItem, 'complementId' | 'kind' | 'name' | 'details' | 'quantity'>[]
}

export type OrderLineView = {
  productId: number
  name: string
  date: IsoDate | null
  openTicketValidUntil: IsoDate | null
  scheduleTime: string | null
  routeName: string | null
  quantities: Quantities
  quoteLines: QuoteLine[]
  /** `ticketsMinor + Σ addOns[].amountMinor + (deposit?.amountMinor ?? 0) = totalMinor` (domain/orderItems.ts). */
  ticketsMinor: number
  addOns: OrderAddOnItem[]
  deposit: OrderLineItems['deposit']
  totalMinor: number
}

export type OrderView = {
  orderCode: string
  status: 'paid' | 'cancelled'
  createdAt: string
  customer: CustomerInput
  currency: string
  decimals: number
  totalMinor: number
  payment: { provider: string; reference: string; methodCode: string; installments: number | null }
  lines: OrderLineView[]
  tickets: TicketView[]
  /** set once cancelled: the policy's refund and where sending it to the provider stands (see `RefundState`) */
  refund: { amountMinor: number; feeMinor: number; cancelledAt: string; status: RefundState; reference: string | null; providerStatus: string | null } | null
}

/**
 * One order in a customer's list (the account page, `ordersForEmail`): what identifies it to its
 * customer — the products in order-line order (names in the asked language), the earliest visit date
 * (hotel-local `YYYY-MM-DD`; null when every line is an open ticket), the total in the order's currency
 * minor units with its `decimals`, and when it was placed (ISO instant).
 */
export type CustomerOrderSummary = {
  orderCode: string
  status: 'paid' | 'cancelled'
  createdAt: string
  firstVisit: IsoDate | null
  productNames: string[]
  currency: string
  decimals: number
  totalMinor: number
}

/**
 * A cancelled order's refund at the payment provider: 'none' (0 under the policy: nothing sent),
 * 'pending' (recorded with the cancellation, not yet accepted by the provider), 'failed' (the last
 * attempt failed; still owed — a new cancel request sends it again with the same idempotency key),
 * 'succeeded' (the provider accepted it; `reference` is its refund id).
 */
export type RefundState = 'none' | 'pending' | 'failed' | 'succeeded'

/**
 * `changeOrderDate`: the order's (earliest) visit date before and after; `changed` false when the
 * order already had `date` (idempotent replay — nothing moved, nothing charged).
 */
export type ChangeOrderDateResult = { ok: true; orderCode: string; previousDate: string; date: string; changed: boolean } | ShopFailure

/**
 * `cancelOrder` / `quoteOrderCancellation`. After a cancellation: `refundStatus`/`refundReference` —
 * the refund at the provider (see `RefundState`); `retried` true when the order was already cancelled
 * and this call sent its owed refund again; `notice` a localized text for the customer when the
 * refund is not yet with the provider (the cancellation itself stands).
 */
export type CancelOrderResult =
  | { ok: true; orderCode: string; status: 'cancelled'; refund: RefundQuote; currency: string; refundStatus?: RefundState; refundReference?: string | null; retried?: boolean; notice?: string }
  | ShopFailure

export type TicketVerification = { ok: true; orderCode: string; index: number } | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' }
