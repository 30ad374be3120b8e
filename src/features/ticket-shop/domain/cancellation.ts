/**
 * Ticket cancellation refunds (spec §9 "Cancellation policy"):
 * - more than 2 days before arrival: refund minus a 10% administrative fee;
 * - within 2 to 0 days before arrival, or a no-show (the day has passed / the visitor did not come):
 *   no refund.
 * "Days before arrival" counts hotel-local calendar days from `today` to the arrival date
 * (America/Cancun): arrival 2026-03-10, today 2026-03-07 → 3 days → fee; today 2026-03-08 → 2 → none.
 * Money in integer minor units of the order's currency; the fee is rounded half away from zero and
 * fee + refund = paid exactly.
 */
import { daysBetween, type IsoDate } from '../../../lib/hotel-date'
import { TicketShopError } from './errors'

/** Spec §9: 10% administrative fee. */
export const CANCELLATION_FEE_PCT = 10
/** Spec §9: "more than 2 days before arrival" — refunds need strictly more than this many days. */
export const NO_REFUND_WITHIN_DAYS = 2

export type RefundQuote = {
  /** FEE: refund minus the administrative fee; NO_REFUND: within 2 days, on/after the day, or no-show. */
  rule: 'FEE' | 'NO_REFUND'
  /** Calendar days from today to arrival (negative after the arrival date). */
  daysBeforeArrival: number
  paid: number
  /** The administrative fee (0 under NO_REFUND: nothing is refunded, no fee is computed). */
  fee: number
  refund: number
  /** What the shop keeps: paid − refund. */
  retained: number
}

/**
 * The refund for cancelling a dated ticket paid `paidAmount` (minor units) for `arrivalDate`, asked
 * on hotel-local `today`. `noShow: true` forces NO_REFUND.
 * @throws TicketShopError INVALID_AMOUNT for a negative or non-integer amount; InvalidDateError
 *   (src/lib/hotel-date.ts) for a malformed date
 */
export function cancellationRefund(paidAmount: number, arrivalDate: IsoDate, today: IsoDate, opts: { noShow?: boolean } = {}): RefundQuote {
  if (!Number.isSafeInteger(paidAmount) || paidAmount < 0) throw new TicketShopError('INVALID_AMOUNT', 'paidAmount must be a non-negative integer of minor units', { paidAmount })
  const daysBeforeArrival = daysBetween(today, arrivalDate)
  if (opts.noShow === true || daysBeforeArrival <= NO_REFUND_WITHIN_DAYS) return { rule: 'NO_REFUND', daysBeforeArrival, paid: paidAmount, fee: 0, refund: 0, retained: paidAmount }
  // half away from zero on a non-negative integer: (paid × pct + 50) div 100
  const fee = Math.floor((paidAmount * CANCELLATION_FEE_PCT + 50) / 100)
  return { rule: 'FEE', daysBeforeArrival, paid: paidAmount, fee, refund: paidAmount - fee, retained: fee }
}
