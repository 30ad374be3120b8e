/**
 * Cancel and deposit policies of a rate plan (design/hotel-api-v1.md: "Partial payment allowed only
 * when the rate's deposit policy allows it and arrival is far enough ahead"; "cancel per policy";
 * OTA CancelPenalty / Deposit). Amounts in integer minor units; dates hotel-local.
 */
import { addDays, daysBetween } from '../../lib/hotel-date'
import { percentOf, sumMinor } from './money'

/** The policy columns of a rate plan. `freeCancelDays` null = non-refundable. */
export type RatePolicy = {
  freeCancelDays: number | null
  cancelPenaltyNights: number
  depositPct: number | null
  partialMinDays: number
  balanceDueDays: number
}

/** `PendingAmount` of the contract: what stays to pay after the deposit, and when. */
export type PendingAmount = { hasPartialPayment: boolean; amountMinor: number; dueDate: string | null }

/** True when the rate allows a deposit (partial payment) for an arrival on `checkIn` booked `today`. */
export function partialPaymentAllowed(p: RatePolicy, today: string, checkIn: string): boolean {
  return p.depositPct !== null && daysBetween(today, checkIn) >= p.partialMinDays
}

/**
 * What the guest pays now and what remains, for a stay total (minor units).
 * @param wantsPartial the guest's `Ecommerce.PendingAmount.HasPartialPayment`
 * @returns null when partial payment is asked but not allowed (PARTIAL_PAYMENT_NOT_ALLOWED)
 */
export function paymentSplit(p: RatePolicy, totalMinor: number, today: string, checkIn: string, wantsPartial: boolean): { dueNowMinor: number; pending: PendingAmount } | null {
  if (!wantsPartial) return { dueNowMinor: totalMinor, pending: { hasPartialPayment: false, amountMinor: 0, dueDate: null } }
  if (!partialPaymentAllowed(p, today, checkIn) || p.depositPct === null) return null
  const deposit = percentOf(totalMinor, p.depositPct)
  return {
    dueNowMinor: deposit,
    pending: { hasPartialPayment: true, amountMinor: totalMinor - deposit, dueDate: addDays(checkIn, -p.balanceDueDays) },
  }
}

export type CancelOutcome = { allowed: false } | { allowed: true; penaltyMinor: number; refundMinor: number }

/**
 * Applies the cancel policy on `today` to a confirmed stay.
 * - non-refundable rates and stays whose check-in has come are not cancellable (CANCEL_NOT_ALLOWED);
 * - more than `freeCancelDays` days before arrival: no penalty;
 * - otherwise the first `cancelPenaltyNights` nights are charged (never more than what was paid).
 * @param nightlyMinor the stay's nightly amounts (all rooms summed per night), in order
 * @param paidMinor what the guest paid (the deposit when paying partially)
 */
export function cancelOutcome(p: RatePolicy, args: { today: string; checkIn: string; nightlyMinor: readonly number[]; paidMinor: number }): CancelOutcome {
  const daysBefore = daysBetween(args.today, args.checkIn)
  if (p.freeCancelDays === null || daysBefore <= 0) return { allowed: false }
  const penalty = daysBefore > p.freeCancelDays ? 0 : Math.min(args.paidMinor, sumMinor(args.nightlyMinor.slice(0, p.cancelPenaltyNights)))
  return { allowed: true, penaltyMinor: penalty, refundMinor: args.paidMinor - penalty }
}
