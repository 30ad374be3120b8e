/**
 * Forwarding of saved subscriptions to the external subscription service (spec §3 configuration
 * clientId, externalKey, origin, mid; §7 "a newsletter subscription service"): the rules that decide,
 * after each delivery attempt, whether a subscription is done, refused for good, or retried later.
 *
 * A subscription is saved locally first and never lost: while the service is down it stays `pending`
 * with a growing delay before the next attempt; after the last delay it is `failed` (staff can set it
 * back to `pending` in the admin). Pure: `now` is an argument.
 */

/** Forwarding states stored on a subscription. */
export const FORWARD_STATUSES = ['pending', 'forwarded', 'rejected', 'failed'] as const
export type ForwardStatus = (typeof FORWARD_STATUSES)[number]

/**
 * Minutes to wait after the 1st, 2nd, … failed attempt before the next one (about 1.5 days in all);
 * a failure after the last delay gives up. Exponential-ish, in the spirit of common webhook retries.
 */
export const FORWARD_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440] as const

/** Attempts in all: the first plus one per delay. */
export const MAX_FORWARD_ATTEMPTS = FORWARD_RETRY_DELAYS_MINUTES.length + 1

/** How one delivery attempt ended, from the service's HTTP status (or none: network error, timeout). */
export type DeliveryResult = 'delivered' | 'refused' | 'retry'

/**
 * Classifies the service's answer.
 * @param status the HTTP status, or null when no answer arrived (network error, timeout)
 * @returns `delivered` for 2xx and 409 (the service already has the email: spec §8 duplicate key);
 *   `retry` for no answer, 408, 425, 429 and 5xx; `refused` for any other status (a format error,
 *   spec §8, or bad credentials: retrying the same request cannot succeed)
 */
export function classifyDelivery(status: number | null): DeliveryResult {
  if (status === null) return 'retry'
  if ((status >= 200 && status < 300) || status === 409) return 'delivered'
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry'
  return 'refused'
}

export type ForwardState = {
  status: ForwardStatus
  /** Delivery attempts made so far. */
  attempts: number
  /** When the next attempt is due (pending only), else null. */
  nextAttemptAt: Date | null
  /** When the service accepted it (forwarded only), else null. */
  forwardedAt: Date | null
}

/**
 * The state after one attempt.
 * @param attemptsBefore attempts made before this one (0 for the first)
 * @param result how this attempt ended
 * @param now the attempt's time
 */
export function nextForwardState(attemptsBefore: number, result: DeliveryResult, now: Date): ForwardState {
  const attempts = Math.max(0, Math.floor(attemptsBefore)) + 1
  if (result === 'delivered') return { status: 'forwarded', attempts, nextAttemptAt: null, forwardedAt: now }
  if (result === 'refused') return { status: 'rejected', attempts, nextAttemptAt: null, forwardedAt: null }
  const delay = FORWARD_RETRY_DELAYS_MINUTES[attempts - 1]
  if (delay === undefined) return { status: 'failed', attempts, nextAttemptAt: null, forwardedAt: null }
  return { status: 'pending', attempts, nextAttemptAt: new Date(now.getTime() + delay * 60_000), forwardedAt: null }
}

/** True when a pending subscription's next attempt is due (no time set means due now). */
export function isForwardDue(state: { status: ForwardStatus | null | undefined; nextAttemptAt: Date | string | null | undefined }, now: Date): boolean {
  if (state.status !== 'pending') return false
  if (!state.nextAttemptAt) return true
  return new Date(state.nextAttemptAt).getTime() <= now.getTime()
}
