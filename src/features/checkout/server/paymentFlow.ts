/**
 * The payment-flow port: what the payment floor (the Stripe webhook, the authorization sweep, the
 * refund poll, the reconciliation and the owed-money list) needs from each checkout flow that takes
 * payments. Checkout declares it and never reads a flow's tables; each flow implements it in its own
 * folder over its own schema (the ticket shop: `features/ticket-shop/server/paymentFlow.ts` on
 * `shop`; the hotel booking: `features/hotel-booking/server/paymentFlow.ts` on `storefront_booking`
 * and the hotel API). The composition edges pass the implementations in (`src/paymentFlows.ts`, used
 * by the webhook route, `src/instrumentation.ts`, `scripts/payments-reconcile.ts` and the admin's
 * owed-money and Operations views through `payload.config.ts`): docs/architecture.md.
 *
 * Every method that takes `q` runs its SQL on it (a pool, or the webhook's transaction client); all
 * amounts are integer minor units of the payment's currency.
 */
import type pg from 'pg'
import type Stripe from 'stripe'

/** What became of the booking or order a PaymentIntent paid for (the sweep's question). */
export type CommitState = 'committed' | 'abandoned' | 'pending' | 'unknown'

/** A database handle: a pool or a transaction's client. */
export type FlowDb = Pick<pg.Pool, 'query'>

/**
 * A refund as Stripe reports it (Stripe API "The Refund object"): its id, `status`, `failure_reason`,
 * `metadata` (a flow writes its record's code there when it creates the refund) and the intent it refunds.
 */
export type RefundReport = { id: string; status: string; failureReason: string | null; metadata: Record<string, unknown>; paymentIntent: string | null }

/** Kinds of reconciliation mismatch (./reconcile.ts lists the rule of each). */
export type MismatchKind =
  | 'captured-without-order'
  | 'captured-for-several-orders'
  | 'captured-without-booking'
  | 'amount-differs'
  | 'paid-without-capture'
  | 'uncaptured-authorization'
  | 'refund-owed'
  | 'refunded-too-much'
  | 'intent-unknown'

/** What the reconciliation knows of one intent when a flow compares it with its records. */
export type IntentFacts = {
  /** refunded at Stripe (succeeded or pending refunds) */
  refunded: number
  /** still authorized past the grace period (the capture or cancel is overdue) */
  stale: boolean
  /** records a mismatch */
  add: (kind: MismatchKind, record: string | null, detail: string) => void
}

/** A flow's records of Stripe payments, loaded once per reconciliation. */
export type ReconcileLedger = {
  /** how many records were loaded and what they are, for the report ("Stripe orders", "hotel refunds") */
  count: number
  label: string
  /** intent id → the code of a record naming it (an intent outside Stripe's listing window is fetched) */
  references: Map<string, string>
  /** compares one of this flow's intents with its records, adding each mismatch. @throws the flow's I/O errors */
  compare(pi: Stripe.PaymentIntent, facts: IntentFacts): Promise<void>
}

/** A line of the admin's "Money that needs a hand" (src/cms/components/OwedMoney.tsx). */
export type OwedItem = {
  kind: string
  ref: string
  status: string
  /** minor units, as text (bigint) */
  amount: string | null
  currency: string | null
  attempts: number | null
  error: string | null
  since: Date
}

/** One checkout flow's side of the payment floor. */
export interface PaymentFlow {
  /** for logs */
  readonly name: string
  /** Whether this flow made the PaymentIntent (by its metadata). */
  owns(pi: Pick<Stripe.PaymentIntent, 'metadata'>): boolean
  /** Whether what the intent paid for committed. Never throws: unreachable or unreadable → 'unknown'. */
  commitState(pi: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>): Promise<CommitState>
  /**
   * A refund Stripe failed or canceled: the record holding `refund.id` (recorded succeeded, or pending
   * at Stripe) becomes owed again with `reason`, its idempotency key suffixed `:retry-<attempts>`.
   * Returns rows changed. @throws database errors
   */
  reopenFailedRefund(q: FlowDb, refund: RefundReport, reason: string): Promise<number>
  /**
   * A succeeded refund confirms a record still waiting for the answer ('pending'/'sending'), matched
   * by refund id or by the flow's code in its metadata and the intent. Returns rows changed. @throws database errors
   */
  confirmSucceededRefund(q: FlowDb, refund: RefundReport): Promise<number>
  /** Refund ids Stripe answered with one of `providerStatuses` and has not settled, oldest first, at most `limit`. @throws database errors */
  unsettledRefunds(q: FlowDb, limit: number, providerStatuses: readonly string[]): Promise<{ reference: string; since: Date | null }[]>
  /** Loads the flow's records for the reconciliation. @throws database errors */
  reconcileLedger(q: FlowDb): Promise<ReconcileLedger>
  /** What this flow owes (refunds, emails) and staff should see, oldest first. @throws database errors */
  owed(q: FlowDb): Promise<OwedItem[]>
}

/** The flow that made `pi` (the first whose `owns` says so), or null. */
export function flowOf<F extends Pick<PaymentFlow, 'owns'>>(flows: readonly F[], pi: Pick<Stripe.PaymentIntent, 'metadata'>): F | null {
  return flows.find((f) => f.owns(pi)) ?? null
}
