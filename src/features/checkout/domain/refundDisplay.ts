/**
 * What a guest is told about the refund of a cancelled booking or order, from its recorded state (both
 * flows keep the same columns: status, the provider's refund id and the provider's own status; the
 * states are in docs/payments.md "Refunds"):
 * - `sent`: the provider accepted it (`succeeded`, with its reference);
 * - `processing`: the provider holds it and has not settled it yet (Stripe answered `pending` or
 *   `requires_action`; Stripe docs "Refunds": some methods settle later). Nothing to send again: the
 *   webhook or the poll settles it;
 * - `owed`: recorded but not at the provider, or failed there — the sweeps send it again and the guest
 *   may too;
 * - `released`: nothing was charged to refund (`none` with an amount: the authorization was released);
 * - `null`: nothing to say (no refund row, or `none` with nothing to refund).
 * Pure.
 */
export type RefundDisplay = 'sent' | 'processing' | 'owed' | 'released'

export type RecordedRefund = { status: string; reference: string | null; providerStatus: string | null; amountMinor: number | null }

/** Provider statuses of a refund that is on its way (Stripe refund object `status`). */
export const PROVIDER_UNSETTLED = ['pending', 'requires_action'] as const

/** @returns how the refund is shown (see the module doc), or null */
export function refundDisplay(r: RecordedRefund | null): RefundDisplay | null {
  if (!r) return null
  if (r.status === 'succeeded') return 'sent'
  if (r.status === 'pending' && r.reference && (PROVIDER_UNSETTLED as readonly string[]).includes(r.providerStatus ?? '')) return 'processing'
  if (r.status === 'pending' || r.status === 'failed') return 'owed'
  if (r.status === 'none' && (r.amountMinor ?? 0) > 0) return 'released'
  return null
}
