/**
 * Stripe webhook handling (server only). Stripe docs: "Receive Stripe events in your webhook
 * endpoint" (`stripe.webhooks.constructEvent` on the raw body, answer 2xx quickly, retries with the
 * same event id). The endpoint's subscribed events: `REQUIRED_WEBHOOK_EVENTS` (./webhookEvents.ts).
 *
 * Responses: 400 for a missing/bad signature or an unreadable body (never 5xx for bad input); 200
 * `{received:true}` (also for duplicates and for events it ignores); 503 only when the database is
 * unreachable, so that Stripe retries later.
 *
 * What a delivery does, in ONE short database transaction and with no call to Stripe: record the
 * event (de-duplicated on its id); for a payment_intent.* event of this deployment (`isOurIntent`),
 * record the intent as the event carries it — never letting an older event undo a newer state
 * (`upsertIntentFromEvent`); for a refund event, apply the refund's outcome to the hotel cancellation
 * or ticket order that recorded it (refundFailures.ts, through each flow's `PaymentFlow`, `deps.flows`). Then it answers. Stripe is called only by the
 * sweeper timer (./authorizationSweeper.ts): it re-fetches every intent before it captures or cancels
 * it, and polls refunds Stripe has not settled yet.
 */
import { applyRefundEvent, REFUND_EVENT_TYPES } from './refundFailures'
import type { CommitState, PaymentFlow } from './paymentFlow'
import type pg from 'pg'
import Stripe from 'stripe'
import { logger } from '../../../lib/logger'
import { withTransaction } from '../../../lib/db'
import { isOwnIntent } from '../payments/stripe'
import { stripeDeploymentId } from '../../../lib/env'

export type { CommitState } from './paymentFlow'

export type WebhookDeps = {
  pool: Pick<pg.Pool, 'query' | 'connect'>
  stripe: Stripe
  /** whsec_… of the endpoint */
  secret: string
  /** the payment flows (src/paymentFlows.ts): refund outcomes go to their records, unsettled refunds are polled from them */
  flows: readonly PaymentFlow[]
  /** Whether the booking/order of this intent committed (from its metadata). Default: 'unknown' (leave it). */
  commitState?: (pi: Stripe.PaymentIntent) => Promise<CommitState>
  /** Age after which an uncaptured authorization is swept (default 30 min: the hotel hold lasts 15). */
  graceMs?: number
  /** signature tolerance in seconds (Stripe default 300) */
  toleranceSeconds?: number
  /** `metadata.deployment` of this deployment's intents (default `stripeDeploymentId()` from the env schema) */
  deploymentId?: string
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })

/** Verifies and processes one webhook delivery. Never throws. */
export async function handleStripeWebhook(req: Request, deps: WebhookDeps): Promise<Response> {
  const signature = req.headers.get('stripe-signature')
  if (!signature) return json(400, { error: 'missing Stripe-Signature header' })
  let payload: string
  try {
    payload = await req.text()
  } catch {
    return json(400, { error: 'unreadable body' })
  }
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, deps.secret, deps.toleranceSeconds)
  } catch {
    return json(400, { error: 'invalid signature' })
  }
  try {
    const outcome = await processEvent(event, deps)
    return json(200, { received: true, ...outcome })
  } catch (err) {
    logger.error('stripe webhook processing failed', { eventId: event.id, type: event.type, error: String(err) })
    return json(503, { error: 'temporarily unavailable, retry later' })
  }
}

/**
 * Records the event (first delivery only) and what it says, in one transaction with no provider call:
 * when recording fails, the event is not marked seen and Stripe's retry processes it again.
 * `handled`: the event changed a record (an intent of this deployment, a refund record).
 * @throws database errors
 */
export async function processEvent(event: Stripe.Event, deps: Pick<WebhookDeps, 'pool' | 'deploymentId' | 'flows'>): Promise<{ duplicate: boolean; handled: boolean }> {
  const object = (event.data?.object ?? {}) as { id?: string; object?: string }
  const intent = event.type.startsWith('payment_intent.') && object.object === 'payment_intent' && typeof object.id === 'string' ? (object as unknown as Stripe.PaymentIntent) : null
  const ours = intent !== null && isOurIntent(intent, deps.deploymentId)
  return withTransaction(deps.pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO payments.stripe_events (event_id, type, object_id, created) VALUES ($1, $2, $3, to_timestamp($4))
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type, intent?.id ?? null, event.created],
    )
    if (inserted.rowCount === 0) return { duplicate: true, handled: false } // nothing written
    if (intent && ours) await upsertIntentFromEvent(client, intent, event)
    // A refund Stripe gave up on is owed again; one that succeeded confirms a record still waiting for Stripe's answer.
    const changed = REFUND_EVENT_TYPES.has(event.type) ? await applyRefundEvent(client, object as Record<string, unknown>, deps.flows) : 0
    return { duplicate: false, handled: ours || changed > 0 }
  })
}

/** PaymentIntent statuses Stripe never leaves. */
const FINAL_INTENT_STATUSES = ['succeeded', 'canceled']

/**
 * Records the intent as `event` carries it, unless the recorded state is newer: a final status
 * (succeeded, canceled) is never replaced, and an event created before the one last applied is
 * ignored (events arrive late and out of order: Stripe docs "Event ordering").
 */
async function upsertIntentFromEvent(q: Pick<pg.PoolClient, 'query'>, pi: Stripe.PaymentIntent, event: Stripe.Event) {
  await q.query(
    `INSERT INTO payments.payment_intents (id, status, amount, amount_capturable, amount_received, currency, metadata, last_error, authorized_at, last_event_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, CASE WHEN $2 = 'requires_capture' THEN now() END, $9, now())
     ON CONFLICT (id) DO UPDATE SET
       status = EXCLUDED.status, amount = EXCLUDED.amount, amount_capturable = EXCLUDED.amount_capturable,
       amount_received = EXCLUDED.amount_received, currency = EXCLUDED.currency, metadata = EXCLUDED.metadata,
       last_error = EXCLUDED.last_error,
       authorized_at = COALESCE(payments.payment_intents.authorized_at, EXCLUDED.authorized_at),
       last_event_id = EXCLUDED.last_event_id, updated_at = now()
     WHERE payments.payment_intents.status <> ALL($11::text[])
       AND NOT EXISTS (SELECT 1 FROM payments.stripe_events e WHERE e.event_id = payments.payment_intents.last_event_id AND e.created > to_timestamp($10))`,
    [
      pi.id,
      pi.status,
      pi.amount,
      pi.amount_capturable ?? 0,
      pi.amount_received ?? 0,
      pi.currency.toUpperCase(),
      JSON.stringify(pi.metadata ?? {}),
      pi.last_payment_error?.message ?? null,
      event.id,
      event.created,
      FINAL_INTENT_STATUSES,
    ],
  )
}

/** Records the intent's current state as Stripe answered it (the sweep, after its own retrieve). */
async function upsertIntent(q: Pick<pg.PoolClient, 'query'>, pi: Stripe.PaymentIntent, eventId: string | null) {
  await q.query(
    `INSERT INTO payments.payment_intents (id, status, amount, amount_capturable, amount_received, currency, metadata, last_error, authorized_at, last_event_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, CASE WHEN $2 = 'requires_capture' THEN now() END, $9, now())
     ON CONFLICT (id) DO UPDATE SET
       status = EXCLUDED.status, amount = EXCLUDED.amount, amount_capturable = EXCLUDED.amount_capturable,
       amount_received = EXCLUDED.amount_received, currency = EXCLUDED.currency, metadata = EXCLUDED.metadata,
       last_error = EXCLUDED.last_error,
       authorized_at = COALESCE(payments.payment_intents.authorized_at, EXCLUDED.authorized_at),
       last_event_id = COALESCE(EXCLUDED.last_event_id, payments.payment_intents.last_event_id), updated_at = now()`,
    [pi.id, pi.status, pi.amount, pi.amount_capturable ?? 0, pi.amount_received ?? 0, pi.currency.toUpperCase(), JSON.stringify(pi.metadata ?? {}), pi.last_payment_error?.message ?? null, eventId],
  )
}

/** How far back the discovery looks: Stripe cancels uncaptured card authorizations after 7 days. */
export const DISCOVERY_LOOKBACK_SECONDS = 7 * 24 * 3600

/**
 * Whether a PaymentIntent is this deployment's: exactly `metadata.app` = STRIPE_APP_TAG and
 * `metadata.deployment` = `deploymentId` (default `stripeDeploymentId()`; `isOwnIntent`,
 * ../payments/stripe.ts). A `sessionId` or `checkoutId` alone proves nothing: another deployment on
 * the same account writes the same shape.
 */
export function isOurIntent(pi: Pick<Stripe.PaymentIntent, 'metadata'>, deploymentId: string = stripeDeploymentId()): boolean {
  return isOwnIntent(pi, deploymentId)
}

/**
 * Finds this deployment's uncaptured manual-capture authorizations that no webhook delivery recorded (the
 * endpoint was down, misconfigured, or the process died before recording) and records them in
 * `payments.payment_intents` with their creation time as `authorized_at`, so `sweepAuthorizations`
 * resolves them like any other. Lists the account's PaymentIntents created in the
 * last `lookbackSeconds` (Stripe `GET /v1/payment_intents`, newest first, auto-paginated, at most
 * `max`); an intent already recorded is left as it is (ON CONFLICT DO NOTHING), so N instances may
 * run it at once. Returns how many were new.
 * @throws Stripe or database errors (the caller — the sweeper tick — logs and retries next tick)
 */
export async function discoverUncapturedIntents(deps: Pick<WebhookDeps, 'pool' | 'stripe' | 'deploymentId'>, opts: { lookbackSeconds?: number; max?: number; now?: Date } = {}): Promise<number> {
  const since = Math.floor((opts.now ?? new Date()).getTime() / 1000) - (opts.lookbackSeconds ?? DISCOVERY_LOOKBACK_SECONDS)
  let seen = 0
  let added = 0
  for await (const pi of deps.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    if (++seen > (opts.max ?? 2_000)) break
    if (pi.status !== 'requires_capture' || pi.capture_method === 'automatic' || !isOurIntent(pi, deps.deploymentId)) continue
    const r = await deps.pool.query(
      `INSERT INTO payments.payment_intents (id, status, amount, amount_capturable, amount_received, currency, metadata, last_error, authorized_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, NULL, to_timestamp($8), now())
       ON CONFLICT (id) DO NOTHING`,
      [pi.id, pi.status, pi.amount, pi.amount_capturable ?? 0, pi.amount_received ?? 0, pi.currency.toUpperCase(), JSON.stringify(pi.metadata ?? {}), pi.created],
    )
    if (r.rowCount) {
      added++
      logger.warn('stripe sweep: authorization no webhook recorded, now tracked', { id: pi.id, created: new Date(pi.created * 1000).toISOString() })
    }
  }
  return added
}

/**
 * What the sweep did with one authorization ('failed': Stripe refused the request with a 4xx, retried
 * on a later sweep; 'not-ours': another deployment's or application's intent — recorded as resolved
 * 'not-ours' and never looked at again).
 */
export type SweepAction = 'captured' | 'cancelled' | 'kept' | 'failed' | 'not-ours'

/** How long a sweep's claim on an intent lasts (a sweeper that died mid-batch frees its rows after it). */
export const SWEEP_CLAIM_MS = 5 * 60_000

/**
 * Resolves authorizations older than `graceMs` that are still uncaptured, and owed captures
 * (`capture_owed_at`, written by `captureAfterCommit` after a capture error) at
 * once: re-fetches each; an owed one is captured (the flow that wrote the mark committed with it);
 * otherwise captured when its booking/order committed with this intent (the capture after commit was
 * lost), cancelled when it was abandoned, left alone when pending or unknown (a booking session or
 * checkout this deployment cannot find is unknown, never abandoned). Only this deployment's intents
 * are touched (`isOurIntent` on the re-fetched intent; an owed capture is ours by construction):
 * another deployment's is marked resolved 'not-ours' and left as it is.
 *
 * No database transaction is held across Stripe or hotel-API calls: the batch is
 * claimed in one short statement (`claimed_until` = now + `SWEEP_CLAIM_MS`, rows picked with FOR
 * UPDATE SKIP LOCKED, committed at once), then each intent is looked at and called out for with no
 * lock held, then its state recorded (claim cleared). Concurrent sweeps (the timer
 * in ./authorizationSweeper.ts, other instances) never take the same row; Stripe idempotency keys
 * (`capture:<id>`, `cancel:<id>`) make a repeat after a lease ran out harmless.
 *
 * At most `limit` per call, least recently looked at first (`updated_at`, bumped by every look), so
 * intents kept or failing do not starve the others. A Stripe 4xx on one intent (e.g. resource_missing)
 * marks it 'failed' and the batch goes on; Stripe unreachable, a 5xx or a database error stops the
 * batch (the rest of the claims released, thrown). Returns what it did.
 */
export async function sweepAuthorizations(deps: WebhookDeps, limit = 20): Promise<{ id: string; action: SweepAction }[]> {
  if (!deps.commitState) return []
  const graceMs = deps.graceMs ?? 30 * 60_000
  const done: { id: string; action: SweepAction }[] = []
  // 1. claim (one autocommitted statement: no transaction stays open)
  const claimed = await deps.pool.query<{ id: string; owed: boolean }>(
    `UPDATE payments.payment_intents p SET claimed_until = now() + ($3::double precision * interval '1 millisecond'), updated_at = now()
      WHERE p.id IN (
        SELECT id FROM payments.payment_intents
         WHERE resolution IS NULL AND (claimed_until IS NULL OR claimed_until <= now())
           AND (capture_owed_at IS NOT NULL OR (status = 'requires_capture' AND authorized_at <= now() - ($1::double precision * interval '1 millisecond')))
         ORDER BY updated_at, authorized_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING p.id, p.capture_owed_at IS NOT NULL AS owed`,
    [graceMs, limit, SWEEP_CLAIM_MS],
  )
  const rows = claimed.rows
  const release = (ids: string[]) => deps.pool.query('UPDATE payments.payment_intents SET claimed_until = NULL WHERE id = ANY($1::text[])', [ids]).catch(() => undefined)
  for (const [i, { id, owed }] of rows.entries()) {
    let pi: Stripe.PaymentIntent
    let action: SweepAction = 'kept'
    try {
      // 2. call out, no lock held
      pi = await deps.stripe.paymentIntents.retrieve(id)
      if (!owed && !isOurIntent(pi, deps.deploymentId)) {
        // only this deployment's intents (exact `metadata.deployment`); an owed capture was marked by our own flow
        action = 'not-ours'
        logger.warn("stripe sweep: not this deployment's intent, left alone", { id, app: pi.metadata?.app ?? null, deployment: pi.metadata?.deployment ?? null })
      } else if (pi.status === 'requires_capture') {
        const state = owed ? 'committed' : await deps.commitState(pi)
        if (state === 'committed') {
          pi = await deps.stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture:${id}` })
          action = 'captured'
        } else if (state === 'abandoned') {
          pi = await deps.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel:${id}` })
          action = 'cancelled'
        } else if (state === 'unknown') {
          logger.warn('stripe sweep: what this authorization paid for is unknown, left alone', { id, sessionId: pi.metadata?.sessionId ?? null, checkoutId: pi.metadata?.checkoutId ?? null })
        }
      } else if (owed && pi.status === 'canceled') {
        logger.error('owed capture impossible: the authorization was cancelled (staff: the order/booking is unpaid)', { id })
      }
    } catch (err) {
      if (!isStripeClientError(err)) {
        await release(rows.slice(i).map((r) => r.id))
        throw err
      }
      logger.warn('stripe sweep: intent skipped', { id, error: String(err) })
      await deps.pool.query('UPDATE payments.payment_intents SET claimed_until = NULL, updated_at = now() WHERE id = $1', [id])
      done.push({ id, action: 'failed' })
      continue
    }
    // 3. record (the owed mark ends once the intent is captured or can no longer be)
    try {
      await upsertIntent(deps.pool, pi, null)
      await deps.pool.query(
        `UPDATE payments.payment_intents SET claimed_until = NULL, resolution = COALESCE($2, resolution),
                capture_owed_at = CASE WHEN status IN ('succeeded', 'canceled') THEN NULL ELSE capture_owed_at END
          WHERE id = $1`,
        [id, action === 'kept' ? null : action],
      )
    } catch (err) {
      await release(rows.slice(i).map((r) => r.id))
      throw err
    }
    done.push({ id, action })
  }
  for (const d of done) if (d.action === 'captured' || d.action === 'cancelled') logger.info('stripe authorization swept', d)
  return done
}

/**
 * A Stripe answer about this one intent (400 invalid request / wrong state, 402, 404 not found) — not
 * an outage, a 5xx, a rate limit or bad credentials (401/403), which concern every intent.
 */
function isStripeClientError(err: unknown): boolean {
  const e = err as { type?: unknown; statusCode?: unknown }
  return typeof e?.type === 'string' && e.type.startsWith('Stripe') && (e.statusCode === 400 || e.statusCode === 402 || e.statusCode === 404)
}
