/**
 * Partial payment (deposit) offer of step 2 BOOK (spec §3 Ecommerce.PendingAmount, §4 pending amount;
 * design/hotel-api-v1.md: "Partial payment allowed only when the rate's deposit policy allows it and
 * arrival is far enough ahead"). Pure. Every chosen rate must take a deposit; the deposit is each
 * room's percentage (rounded half up to the minor unit), the balance is due by the earliest room's
 * due date. The hotel API re-prices on PUT; its `PendingAmount` is what the page shows once chosen.
 */
import type { SelectedRoom } from '../../../lib/hotel-api/types'

export type PartialOffer = { depositMinor: number; pendingMinor: number; dueDate: string }

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

/**
 * @param today hotel-local date
 * @returns the deposit split, or null when the session's rates do not allow a partial payment
 */
export function partialPaymentOffer(rooms: SelectedRoom[], checkIn: string, today: string): PartialOffer | null {
  if (rooms.length === 0) return null
  let deposit = 0
  let total = 0
  let dueDate: string | null = null
  for (const r of rooms) {
    const d = r.deposit
    if (!d || daysBetween(today, checkIn) < d.minDaysBeforeArrival) return null
    deposit += Math.round((r.amount * d.percent) / 100)
    total += r.amount
    const due = addDays(checkIn, -d.balanceDueDaysBeforeArrival)
    if (!dueDate || due < dueDate) dueDate = due
  }
  return { depositMinor: deposit, pendingMinor: total - deposit, dueDate: dueDate! }
}

/** `partial` query value → the wanted choice (`1` yes, `0` no, anything else: keep the session's). */
export function partialChoice(value: string | string[] | undefined): boolean | null {
  const v = Array.isArray(value) ? value[0] : value
  return v === '1' ? true : v === '0' ? false : null
}

/**
 * The partial-payment choice to PUT on a session when the guest continues from step 1: the guest's
 * own (`partial=1|0`) when given; on a session just created, the deposit (a rate plan that takes a
 * deposit is chosen to pay the deposit now — paying the full amount is the guest's explicit choice on
 * step 2); otherwise null (keep what the session has). The PUT happens only when the rates allow a
 * deposit (`applyPartialChoice`).
 */
export function initialPartialChoice(requested: boolean | null, sessionIsNew: boolean): boolean | null {
  return requested ?? (sessionIsNew ? true : null)
}
