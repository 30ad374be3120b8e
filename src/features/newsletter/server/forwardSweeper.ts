/**
 * The newsletter forwarding retries, a tick of the background job `newsletter forwarding` (src/jobs.ts;
 * spec §7 newsletter subscription service): every tick
 * forwards the pending sign-ups whose next attempt is due (`forwardDueSubscriptions`, each row claimed
 * first, so several instances are safe), so a sign-up the service could not take (down, 5xx, timeout)
 * reaches it without waiting for the next visitor's sign-up. The runs are on the Operations view's
 * background jobs; sign-ups the service refused or
 * that ran out of retries are on that view's newsletter section.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { forwardDueSubscriptions, type ForwardRun } from './forwarder'

/** Sign-ups attempted per tick at most. */
export const FORWARD_SWEEP_LIMIT = 50

/**
 * One tick: forwards every due pending sign-up (at most FORWARD_SWEEP_LIMIT).
 * @returns how many ended in each state
 * @throws database errors (the job records the failed run)
 */
export async function sweepNewsletterForwarding(): Promise<ForwardRun> {
  return forwardDueSubscriptions(await getPayload({ config }), { limit: FORWARD_SWEEP_LIMIT })
}
