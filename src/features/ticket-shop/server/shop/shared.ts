/**
 * Input schemas and small helpers the shop service's capabilities share (the browser is not trusted:
 * every input is parsed here before it reaches a query).
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { type AddItem, type CartItem } from '../../domain'
import { type IsoDate } from '../../../../lib/hotel-date'
import { isPaymentError, type CheckoutPaymentProvider, type PaymentProvider } from '../../../checkout/payments'
import type * as T from '../types'

// ─── input sanitation (the browser is not trusted) ──────────────────────────────────────────────

export const count = z.number().int().min(0).max(999)
export const AddItemSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  date: z.string().max(10).nullable(),
  openTicket: z.boolean().optional(),
  scheduleId: z.string().max(40).nullable().optional(),
  routeId: z.string().max(60).nullable().optional(),
  quantities: z.object({ adults: count, minors: count, infants: count }),
  visitors: z
    .array(
      z.object({
        age: z.number().int().min(0).max(120).nullable().optional(),
        heightCm: z.number().positive().max(400).nullable().optional(),
        weightKg: z.number().positive().max(500).nullable().optional(),
      }),
    )
    .max(100)
    .optional(),
  addOns: z
    .array(z.object({ complementId: z.number().int().positive(), upgrade: z.boolean().optional() }))
    .max(20)
    .optional(),
  packageId: z.string().max(64).nullable().optional(),
  admissionDays: z.union([z.literal(1), z.literal(2)]).optional(),
})

/** A clean AddItem (unknown fields such as prices dropped) or null when the shape is wrong. */
export function sanitizeAddItem(raw: unknown): AddItem | null {
  const r = AddItemSchema.safeParse(raw)
  if (!r.success) return null
  const i = r.data
  const item: AddItem = { productId: i.productId, date: i.date, quantities: { ...i.quantities } }
  if (i.openTicket !== undefined) item.openTicket = i.openTicket
  if (i.scheduleId != null) item.scheduleId = i.scheduleId
  if (i.routeId != null) item.routeId = i.routeId
  if (i.visitors?.length) item.visitors = i.visitors.map((v) => ({ ...v }))
  if (i.addOns?.length) item.addOns = i.addOns.map((a) => (a.upgrade ? { complementId: a.complementId, upgrade: true } : { complementId: a.complementId }))
  if (i.packageId != null) item.packageId = i.packageId
  if (i.admissionDays !== undefined) item.admissionDays = i.admissionDays
  return item
}

export const CustomerSchema = z.object({
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  email: z.string().trim().max(254).email(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,25}$/),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
})
export const PlaceOrderSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  customer: CustomerSchema,
  methodCode: z.string().regex(/^[A-Za-z0-9_-]{2,20}$/),
  installments: z.number().int().min(1).max(12).optional(),
  idempotencyKey: z.string().min(8).max(200),
  locale: z.enum(['es', 'en']).optional(),
  paymentMethodId: z.string().max(255).optional(),
  paymentReference: z
    .string()
    .regex(/^[A-Za-z0-9_]{3,255}$/)
    .optional(),
})
export const PrepareOrderPaymentSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  methodCode: z.string().regex(/^[A-Za-z0-9_-]{2,20}$/),
  paymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,250}$/)
    .optional(),
  locale: z.enum(['es', 'en']).optional(),
})
export const ConfirmOrderPaymentSchema = z.object({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  reference: z.string().regex(/^[A-Za-z0-9_]{3,255}$/),
  months: z.number().int().min(2).max(12).nullable().optional(),
  locale: z.enum(['es', 'en']).optional(),
})

/** A provider that can also prepare/confirm/verify a browser-confirmed payment (Payment Element flow). */
export const isCheckoutProvider = (p: PaymentProvider): p is CheckoutPaymentProvider =>
  typeof (p as Partial<CheckoutPaymentProvider>).verify === 'function' && typeof (p as Partial<CheckoutPaymentProvider>).prepare === 'function'
/** What a shop PaymentIntent carries (Stripe metadata): the checkout it pays. */
export const paymentMetadata = (checkoutId: string) => ({ checkoutId, kind: 'ticket-shop' })
/** PaymentError → the shop's code (declines stay declines; a bad method is the customer's input). */
export const paymentCode = (err: unknown): T.ShopErrorCode => (isPaymentError(err) && err.code === 'PAYMENT_DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED')

export const ID = /^[A-Za-z0-9_-]{16,64}$/
export const newId = (bytes = 24) => randomBytes(bytes).toString('base64url')
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newOrderCode(): string {
  const b = randomBytes(8)
  return 'XS-' + Array.from(b, (x) => CODE_ALPHABET[x % CODE_ALPHABET.length]).join('')
}
export const loc = (l: unknown): T.ShopLocale => (l === 'es' || l === 'pt' ? l : 'en')
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const toIso = (d: unknown): IsoDate | null => (d == null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10))

/** Thrown inside a transaction to roll it back with a typed refusal. */
export class Refused extends Error {
  constructor(readonly failure: T.ShopFailure & Record<string, unknown>) {
    super(failure.code)
  }
}

export type StoredLine = { line_id: string; cart_id: string; product_id: number; request: AddItem; cart_item: CartItem }
