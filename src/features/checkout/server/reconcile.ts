/**
 * Payments reconciliation (`npm run payments:reconcile`, and every PAYMENTS_RECONCILE_EVERY_MS on one
 * instance: ./reconcileJob.ts): compares what Stripe holds — this deployment's manual-capture
 * PaymentIntents (`isOurIntent`) and their refunds — with each payment flow's records (the
 * `PaymentFlow` port, ./paymentFlow.ts: the ticket orders; the hotel reservations, read from the hotel
 * API's payment-reservation session named in the intent's metadata, and the hotel cancellations'
 * refunds), and lists every mismatch. The intent is compared by the flow that made it
 * (`PaymentFlow.owns`); the rules below are the ones each flow's `reconcileLedger` applies. Amounts in
 * minor units of the intent's currency.
 *
 * Rules (one per mismatch kind):
 * - `captured-without-order` / `captured-without-booking`: a captured intent that no order, or no
 *   reservation, was paid with (the order/reservation's payment reference is the intent's id);
 *   `captured-for-several-orders`: more than one order names it.
 * - `amount-differs`: a captured intent whose amount differs from its order's total (for an order
 *   cancelled before its capture — refund status 'none' —, from the total less the refund: only the
 *   retained part is captured, the rest of the authorization released).
 * - `paid-without-capture`: an order, or a confirmed reservation, paid with an intent that is not
 *   captured (cancelled, or still authorized past the grace period — the capture is owed).
 * - `uncaptured-authorization`: an intent authorized longer than `graceMs` (the sweep should have
 *   captured or cancelled it).
 * - `refund-owed`: a cancellation with a refund due whose refund is not (or not fully) at Stripe.
 * - `refunded-too-much`: Stripe refunded an intent more than the recorded refund (double refund, or
 *   a refund nobody recorded).
 * - `intent-unknown`: an order or refund record names an intent Stripe does not know.
 * Refunds Stripe reports `failed`/`canceled` count as not refunded. An intent no flow claims is
 * compared with no record: captured → `captured-without-order`, overdue → `uncaptured-authorization`,
 * refunded → `refunded-too-much`.
 */
import type pg from 'pg'
import type Stripe from 'stripe'
import { flowOf, type MismatchKind, type PaymentFlow, type ReconcileLedger } from './paymentFlow'
import { isOurIntent } from './stripeWebhook'

export type { MismatchKind } from './paymentFlow'

export type Mismatch = { kind: MismatchKind; intent: string; record: string | null; detail: string }

export type ReconcileDeps = {
  pool: Pick<pg.Pool, 'query'>
  stripe: Stripe
  /** the payment flows whose records are compared (src/paymentFlows.ts in production) */
  flows: readonly PaymentFlow[]
  /** authorizations younger than this are still in flight (default 30 min, the sweep's grace) */
  graceMs?: number
  /** how far back Stripe is listed (default 30 days) */
  lookbackSeconds?: number
  now?: Date
  /**
   * Compare only records whose intent is in Stripe's listing (a test's own Stripe server beside other
   * tests' records in one database); default false: a record naming an unlisted intent is fetched,
   * and one Stripe does not know is a mismatch.
   */
  onlyListed?: boolean
  /** `metadata.deployment` of this deployment's intents (default `stripeDeploymentId()`): only those are compared */
  deploymentId?: string
}

/** `records`: per flow, how many records were compared and what they are. */
export type ReconcileReport = { intents: number; refunds: number; records: { label: string; count: number }[]; mismatches: Mismatch[] }

/**
 * Runs the comparison. Reads only (never captures, cancels or refunds).
 * @throws Stripe, hotel API or database errors — a reconciliation that cannot see everything says so
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const now = deps.now ?? new Date()
  const graceMs = deps.graceMs ?? 30 * 60_000
  const since = Math.floor(now.getTime() / 1000) - (deps.lookbackSeconds ?? 30 * 24 * 3600)
  const intents = new Map<string, Stripe.PaymentIntent>()
  for await (const pi of deps.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    if (pi.capture_method !== 'automatic' && isOurIntent(pi, deps.deploymentId)) intents.set(pi.id, pi)
  }
  const ledgers = new Map<PaymentFlow, ReconcileLedger>()
  for (const f of deps.flows) ledgers.set(f, await f.reconcileLedger(deps.pool))
  const out: Mismatch[] = []
  const add = (kind: MismatchKind, intent: string, record: string | null, detail: string) => out.push({ kind, intent, record, detail })
  // records naming an intent older than the listing window: fetch those too
  const named = new Map<string, string>()
  for (const l of ledgers.values()) for (const [ref, record] of l.references) if (!named.has(ref)) named.set(ref, record)
  for (const [ref, record] of named) {
    if (!ref || intents.has(ref) || deps.onlyListed) continue
    try {
      intents.set(ref, await deps.stripe.paymentIntents.retrieve(ref))
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err
      add('intent-unknown', ref, record, 'Stripe does not know this PaymentIntent')
    }
  }
  const refundsByIntent = new Map<string, Stripe.Refund[]>()
  let refundCount = 0
  for (const id of intents.keys()) {
    const list: Stripe.Refund[] = []
    for await (const r of deps.stripe.refunds.list({ payment_intent: id, limit: 100 })) list.push(r)
    refundCount += list.length
    if (list.length) refundsByIntent.set(id, list)
  }

  for (const pi of intents.values()) {
    const refunded = (refundsByIntent.get(pi.id) ?? []).filter((r) => r.status === 'succeeded' || r.status === 'pending').reduce((s, r) => s + r.amount, 0)
    const stale = pi.status === 'requires_capture' && now.getTime() - pi.created * 1000 > graceMs
    const flow = flowOf(deps.flows, pi)
    const ledger = flow ? ledgers.get(flow) : undefined
    if (ledger) {
      await ledger.compare(pi, { refunded, stale, add: (kind, record, detail) => add(kind, pi.id, record, detail) })
      continue
    }
    // no flow made it: nothing was sold for it
    if (pi.status === 'succeeded') add('captured-without-order', pi.id, null, `captured ${pi.amount_received} ${pi.currency}, checkout ${pi.metadata?.checkoutId ?? '?'}`)
    else if (stale) add('uncaptured-authorization', pi.id, null, `authorized since ${new Date(pi.created * 1000).toISOString()}`)
    if (refunded > 0) add('refunded-too-much', pi.id, null, `Stripe refunded ${refunded}, recorded 0`)
  }
  return { intents: intents.size, refunds: refundCount, records: [...ledgers.values()].map((l) => ({ label: l.label, count: l.count })), mismatches: out }
}

/** One line per mismatch, for the CLI. */
export function formatMismatch(m: Mismatch): string {
  return `${m.kind.padEnd(28)} ${m.intent}${m.record ? ` (${m.record})` : ''}: ${m.detail}`
}
