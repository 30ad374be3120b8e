/**
 * Reservation lookup and cancel ("a page to look up the reservation by code + email
 * and cancel it per its policy"). Pure: form validation and a preview of the cancel outcome.
 *
 * The preview mirrors the hotel API's rule (design/hotel-api-v1.md, engine `cancelOutcome`): a
 * non-refundable rate, or a stay whose arrival day has come, cannot be cancelled; more than
 * `freeCancelDays` days before arrival nothing is charged; otherwise the first `penaltyNights` nights
 * of each room are charged, capped at what was paid. The API's answer to the cancel call is the one
 * shown afterwards. Amounts in minor units; dates hotel-local `YYYY-MM-DD`.
 */
import { z } from 'zod'
import type { SelectedRoom } from '../../../lib/hotel-api/types'

/** Confirmation code as the API issues it (letters and digits), case-insensitive on input. */
export const CONFIRMATION_CODE = /^[A-Z0-9]{6,20}$/

export const LookupFormSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'codeRequired').regex(CONFIRMATION_CODE, 'codeInvalid')),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
})

export type LookupForm = z.infer<typeof LookupFormSchema>

export type CancelPreview =
  { kind: 'free'; penaltyMinor: 0; refundMinor: number } | { kind: 'penalty'; penaltyMinor: number; refundMinor: number } | { kind: 'nonRefundable' } | { kind: 'tooLate' } | { kind: 'cancelled' }

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

/**
 * What cancelling today would cost.
 * @param rooms the reservation's rooms with their cancel policy and nightly amounts
 * @param paidMinor what the guest paid (the deposit when paying partially)
 * @param today hotel-local date
 */
export function cancelPreview(r: { status: string; checkIn: string; paidMinor: number; rooms: SelectedRoom[] }, today: string): CancelPreview {
  if (r.status === 'CANCELLED') return { kind: 'cancelled' }
  const daysBefore = daysBetween(today, r.checkIn)
  if (r.rooms.some((room) => room.cancelPolicy?.freeCancelDays === null)) return { kind: 'nonRefundable' }
  if (daysBefore <= 0) return { kind: 'tooLate' }
  let penalty = 0
  for (const room of r.rooms) {
    const p = room.cancelPolicy
    if (!p || p.freeCancelDays === null || daysBefore > p.freeCancelDays) continue
    const nights = (room.nightly ?? []).slice(0, p.penaltyNights).reduce((s, n) => s + n.amountMinor, 0)
    penalty += Math.min(room.amount, nights)
  }
  penalty = Math.min(penalty, r.paidMinor)
  return penalty === 0 ? { kind: 'free', penaltyMinor: 0, refundMinor: r.paidMinor } : { kind: 'penalty', penaltyMinor: penalty, refundMinor: r.paidMinor - penalty }
}
