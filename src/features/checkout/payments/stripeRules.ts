/**
 * Pure rules of the Stripe provider (no SDK, no network): which Stripe payment method type a CMS
 * method code maps to, which instalment plans the storefront offers, and whether a PaymentIntent is
 * the authorization the server expects. Sources: design/hotel-api-v1.md "Payments that meet this
 * contract"; Stripe docs "Place a hold on a payment method" (manual capture → `requires_capture`),
 * "Accept meses sin intereses card payments" (`payment_method_options.card.installments`).
 */
import { MAX_INSTALLMENT_MONTHS } from './installments'
import { type ExpectedPayment, type InstallmentPlan, PaymentError, type PaymentStatus } from './types'

/** Card methods (spec §9: VI, MC, AX, DN, DS, JC; CB for EUR) are Stripe `card`; the financing method (UP) is Affirm. */
export function stripeMethodType(methodCode: string): 'card' | 'affirm' {
  if (['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'CB'].includes(methodCode)) return 'card'
  if (methodCode === 'UP' || methodCode.startsWith('UP')) return 'affirm'
  // PayPal is not offered by Stripe to Mexican/US accounts (design note): refuse clearly.
  throw new PaymentError('PAYMENT_INVALID', `payment method ${methodCode} is not available with Stripe`)
}

/**
 * The payment methods a checkout offers: all of `methods` without Stripe; with Stripe only those it
 * can take (cards and the financing method; PayPal is dropped), and the codes of the financing
 * (Affirm) ones, which the browser confirms with a redirect.
 */
export function stripeOfferedMethods<M extends { apiCode: string }>(methods: M[], stripe: boolean): { methods: M[]; financingCodes: string[] } {
  if (!stripe) return { methods, financingCodes: [] }
  const typed = methods.map((m) => {
    try {
      return { m, type: stripeMethodType(m.apiCode) }
    } catch {
      return { m, type: null }
    }
  })
  const offered = typed.filter((x) => x.type !== null)
  return { methods: offered.map((x) => x.m), financingCodes: offered.filter((x) => x.type === 'affirm').map((x) => x.m.apiCode) }
}

export { MAX_INSTALLMENT_MONTHS }

/** Only MXN payments may ask Stripe for meses sin intereses. */
export const installmentsAllowed = (currency: string) => currency === 'MXN'

type RawPlan = { count?: number | null; interval?: string | null; type?: string | null }

/** Fixed-count monthly plans of ≤ 12 months from Stripe's `available_plans`, ascending, de-duplicated. */
export function offeredPlans(available: RawPlan[] | null | undefined): InstallmentPlan[] {
  const counts = new Set<number>()
  for (const p of available ?? []) {
    if (p.type === 'fixed_count' && p.interval === 'month' && Number.isInteger(p.count) && p.count! >= 2 && p.count! <= MAX_INSTALLMENT_MONTHS) counts.add(p.count!)
  }
  return [...counts].sort((a, b) => a - b).map((count) => ({ count, interval: 'month', type: 'fixed_count' }))
}

/** Stripe PaymentIntent status → the interface's status (`requires_capture` is an authorization). */
export function statusOf(stripeStatus: string): PaymentStatus {
  switch (stripeStatus) {
    case 'requires_capture':
      return 'authorized'
    case 'succeeded':
      return 'captured'
    case 'canceled':
      return 'canceled'
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
      return stripeStatus
    default:
      return 'processing'
  }
}

/** The fields of a PaymentIntent the checks read. */
export type IntentLike = {
  id: string
  status: string
  amount: number
  amount_capturable?: number | null
  currency: string
  capture_method?: string | null
  metadata?: Record<string, string> | null
  last_payment_error?: { code?: string | null; decline_code?: string | null; message?: string | null } | null
}

/**
 * Refuses a PaymentIntent that is not exactly the authorization the server expects: status
 * `requires_capture` with manual capture, amount (and capturable amount) and currency equal to the
 * server's total, every expected metadata value equal. @throws PaymentError PAYMENT_DECLINED (last
 * attempt declined), PAYMENT_NOT_AUTHORIZED, PAYMENT_MISMATCH
 */
export function assertAuthorized(pi: IntentLike, expected: ExpectedPayment): void {
  if (pi.status !== 'requires_capture') {
    if (pi.status === 'requires_payment_method' && pi.last_payment_error) throw new PaymentError('PAYMENT_DECLINED', pi.last_payment_error.message ?? 'card declined')
    throw new PaymentError('PAYMENT_NOT_AUTHORIZED', `payment ${pi.id} is ${pi.status}, not authorized`)
  }
  if (pi.capture_method && pi.capture_method !== 'manual') throw new PaymentError('PAYMENT_MISMATCH', `payment ${pi.id} is not a manual-capture authorization`)
  if (pi.currency.toUpperCase() !== expected.currency.toUpperCase()) throw new PaymentError('PAYMENT_MISMATCH', `payment ${pi.id} currency ${pi.currency} ≠ ${expected.currency}`)
  if (pi.amount !== expected.amountMinor || (pi.amount_capturable != null && pi.amount_capturable !== expected.amountMinor)) {
    throw new PaymentError('PAYMENT_MISMATCH', `payment ${pi.id} amount ${pi.amount} ≠ ${expected.amountMinor}`)
  }
  for (const [k, v] of Object.entries(expected.metadata ?? {})) {
    if ((pi.metadata ?? {})[k] !== v) throw new PaymentError('PAYMENT_MISMATCH', `payment ${pi.id} metadata ${k} differs`)
  }
}
