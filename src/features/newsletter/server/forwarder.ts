/**
 * Forwards saved subscriptions to the external service after the local save, and retries the ones
 * still pending (spec §7 newsletter subscription service: never loses a subscription when
 * the service is down). Called after each sign-up (for the new one and any others that are due) and
 * by staff through `POST /api/newsletter-subscriptions/forward-pending` (e.g. from a cron).
 *
 * Each row is claimed with one conditional UPDATE (its next attempt pushed out by a lease) before the
 * request, so two servers or two overlapping runs never send the same row at the same time.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { logger } from '../../../lib/logger'
import { classifyDelivery, nextForwardState } from '../domain/forwarding'
import { SignupPayloadSchema, toSignupPayload } from '../domain/signup'
import { type NewsletterServiceConfig, sendSubscription } from './serviceClient'

const COLLECTION = 'newsletter-subscriptions' as const
/** Seconds a claimed row stays reserved for the run that claimed it. */
export const CLAIM_LEASE_SECONDS = 120

/**
 * The service settings from the `site-settings` global, or null when no endpoint URL is set (then
 * sign-ups stay pending until one is).
 */
export async function getNewsletterServiceConfig(payload: Payload): Promise<NewsletterServiceConfig | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const n = settings.newsletter
  const endpointUrl = n?.endpointUrl?.trim()
  if (!endpointUrl) return null
  return { endpointUrl, clientId: n?.clientId ?? null, externalKey: n?.externalKey ?? null, origin: n?.origin ?? null, mid: n?.mid ?? null }
}

type DrizzleLike = { execute: (query: unknown) => Promise<{ rows: { id: number }[] }> }

/** Atomically reserves a due pending row; false when another run has it or it is not due. */
async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const drizzle = (payload.db as unknown as { drizzle: DrizzleLike }).drizzle
  const lease = new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000).toISOString()
  const at = now.toISOString()
  const result = await drizzle.execute(sql`
    UPDATE "newsletter_subscriptions" SET "forwarding_next_attempt_at" = ${lease}
    WHERE "id" = ${id} AND "forwarding_status" = 'pending'
      AND ("forwarding_next_attempt_at" IS NULL OR "forwarding_next_attempt_at" <= ${at})
    RETURNING "id"`)
  return result.rows.length === 1
}

export type ForwardResult = 'forwarded' | 'pending' | 'rejected' | 'failed' | 'skipped'

export type ForwardOptions = { now?: Date; fetchImpl?: typeof fetch; config?: NewsletterServiceConfig | null }

/**
 * Attempts delivery of one subscription if it is pending and due.
 * @returns its status after the attempt, or `skipped` (not configured, not due, claimed elsewhere, gone)
 */
export async function forwardSubscription(payload: Payload, id: number, options: ForwardOptions = {}): Promise<ForwardResult> {
  const now = options.now ?? new Date()
  const config = options.config === undefined ? await getNewsletterServiceConfig(payload) : options.config
  if (!config) return 'skipped'
  if (!(await claim(payload, id, now))) return 'skipped'
  const doc = await payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return 'skipped'
  const body = SignupPayloadSchema.safeParse(toSignupPayload(doc, doc.lang, doc.site))
  const attempt = body.success ? await sendSubscription(config, body.data, options.fetchImpl) : { status: 422, error: 'local format check failed (spec §8 format errors)' }
  const state = nextForwardState(doc.forwarding?.attempts ?? 0, classifyDelivery(attempt.status), now)
  await payload.update({
    collection: COLLECTION,
    id,
    overrideAccess: true,
    depth: 0,
    data: {
      forwarding: {
        status: state.status,
        attempts: state.attempts,
        nextAttemptAt: state.nextAttemptAt?.toISOString() ?? null,
        forwardedAt: state.forwardedAt?.toISOString() ?? null,
        lastError: attempt.error,
      },
    },
  })
  if (state.status !== 'forwarded') {
    logger.warn('newsletter forward not delivered', {
      method: 'POST',
      url: config.endpointUrl,
      subscription: id,
      status: attempt.status,
      error: attempt.error,
      next: state.status,
      attempts: state.attempts,
    })
  }
  return state.status
}

export type ForwardRun = Record<ForwardResult, number>

/**
 * Attempts every pending subscription that is due (oldest first, at most `limit`).
 * @returns how many ended in each state
 */
export async function forwardDueSubscriptions(payload: Payload, options: ForwardOptions & { limit?: number } = {}): Promise<ForwardRun> {
  const now = options.now ?? new Date()
  const run: ForwardRun = { forwarded: 0, pending: 0, rejected: 0, failed: 0, skipped: 0 }
  const config = options.config === undefined ? await getNewsletterServiceConfig(payload) : options.config
  if (!config) return run
  const due = await payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    limit: options.limit ?? 20,
    sort: 'createdAt',
    where: {
      and: [{ 'forwarding.status': { equals: 'pending' } }, { or: [{ 'forwarding.nextAttemptAt': { exists: false } }, { 'forwarding.nextAttemptAt': { less_than_equal: now.toISOString() } }] }],
    },
  })
  for (const doc of due.docs) run[await forwardSubscription(payload, doc.id, { ...options, now, config })] += 1
  return run
}
