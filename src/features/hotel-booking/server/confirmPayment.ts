'use server'
/**
 * Step 2 BOOK with Stripe and meses sin intereses (MXN): confirms the session's PaymentIntent on the
 * server with the instalment plan the guest chose (Stripe docs "Accept meses sin intereses card
 * payments", direct API: the plan is set at confirmation). The intent must carry this session's id;
 * the months must be one of Stripe's `available_plans` for the card (≤ 12). Returns the new status
 * and, when the card asks for 3-D Secure, the client secret for `stripe.handleNextAction`.
 */
import { isPaymentError, paymentProvider } from '../../checkout/payments'

export type ConfirmPaymentResult = { ok: true; status: string; clientSecret: string | null } | { ok: false; code: string }

export async function confirmHotelPayment(input: { sessionId: string; reference: string; months?: number | null }): Promise<ConfirmPaymentResult> {
  const { sessionId, reference, months } = input ?? {}
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return { ok: false, code: 'SESSION_EXPIRED' }
  if (typeof reference !== 'string' || !/^pi_[A-Za-z0-9_]+$/.test(reference)) return { ok: false, code: 'PAYMENT_INVALID' }
  if (months != null && (!Number.isInteger(months) || months < 2 || months > 12)) return { ok: false, code: 'PAYMENT_INVALID' }
  const provider = paymentProvider()
  if (provider.collection !== 'payment-element') return { ok: false, code: 'PAYMENT_INVALID' }
  try {
    const p = await provider.confirm(reference, { installments: months ?? undefined, metadata: { sessionId } })
    return { ok: true, status: p.status, clientSecret: p.status === 'requires_action' ? p.clientSecret : null }
  } catch (err) {
    if (isPaymentError(err)) return { ok: false, code: err.code }
    throw err
  }
}
