/**
 * A rate plan's cancellation in plain words for the room cards, from its cancel
 * policy as the hotel API sends it (contract: `CancelPolicy` of a rate plan; the engine's rule,
 * mirrored by `cancelPreview` in ./lookup.ts): cancelling more than `freeCancelDays` days before
 * arrival costs nothing, later the first `penaltyNights` nights; `freeCancelDays` null means the rate
 * is non-refundable. Dates are hotel-local `YYYY-MM-DD`.
 */
import { addDays, type IsoDate } from '../../../lib/hotel-date'

export type CancellationTerms = { kind: 'freeUntil'; lastFreeDay: IsoDate } | { kind: 'penaltyNow'; nights: number } | { kind: 'nonRefundable' }

/**
 * What cancelling costs for a stay arriving `checkIn`, booked `today`.
 * @returns the last day (hotel time) a cancellation is free; or, that day already past, the nights a
 *   cancellation costs now; or non-refundable; null when the API sent no policy (the card then shows
 *   only the rate's own policy text)
 */
export function cancellationTerms(policy: { freeCancelDays: number | null; penaltyNights: number } | undefined, checkIn: IsoDate, today: IsoDate): CancellationTerms | null {
  if (!policy) return null
  if (policy.freeCancelDays === null) return { kind: 'nonRefundable' }
  // free while the arrival is more than freeCancelDays days away: the last free day is one earlier
  const lastFreeDay = addDays(checkIn, -(policy.freeCancelDays + 1))
  if (lastFreeDay >= today) return { kind: 'freeUntil', lastFreeDay }
  return { kind: 'penaltyNow', nights: Math.max(1, policy.penaltyNights) }
}
