/**
 * SQL of the payments' own Postgres schema `payments` (not Payload collections): Stripe webhook
 * events de-duplicated by event id, and the last known state of each PaymentIntent (re-fetched from
 * Stripe on every event, never trusting event order — design/hotel-api-v1.md "Payments that meet
 * this contract"). One source for the migration (migrations/20261121_235000_payments.ts) and tests.
 * Money: integer minor units of `currency` (ISO 4217, upper case).
 */

/** Creates schema `payments` and its tables. */
export const PAYMENTS_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS payments;

CREATE TABLE IF NOT EXISTS payments.stripe_events (
  event_id      text PRIMARY KEY,                  -- evt_… (Stripe retries deliver the same id)
  type          text NOT NULL,
  object_id     text,                              -- pi_… for payment_intent.* events
  created       timestamptz NOT NULL,              -- event creation time at Stripe
  received_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS payments.payment_intents (
  id                 text PRIMARY KEY,             -- pi_…
  status             text NOT NULL,                -- Stripe status as last fetched
  amount             bigint NOT NULL CHECK (amount >= 0),
  amount_capturable  bigint NOT NULL DEFAULT 0 CHECK (amount_capturable >= 0),
  amount_received    bigint NOT NULL DEFAULT 0 CHECK (amount_received >= 0),
  currency           text NOT NULL,
  metadata           jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_error         text,
  authorized_at      timestamptz,                  -- first seen in requires_capture
  resolution         text,                         -- what the sweeper did: 'captured' | 'cancelled'
  last_event_id      text,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS payment_intents_open_authorizations
  ON payments.payment_intents (authorized_at) WHERE status = 'requires_capture';
`

/**
 * Owed captures and the sweep's bookkeeping (migration 20261124_090000_payments_capture_owed):
 * - `capture_owed_at`: set when a capture failed and re-reading the intent could not prove it
 *   captured (or proved it still capturable) after the order/booking committed with it — the sweep
 *   captures it without waiting for the grace period and without asking the commit state (the row is
 *   written only by the flow that committed with this intent);
 * - `claimed_until`: the sweep claims its batch in a short transaction (this lease), commits, calls
 *   Stripe and the hotel API outside any transaction, then records; an expired lease (a sweeper that
 *   died) makes the row claimable again.
 */
export const PAYMENTS_CAPTURE_OWED_UP_SQL = `
ALTER TABLE payments.payment_intents ADD COLUMN IF NOT EXISTS capture_owed_at timestamptz;
ALTER TABLE payments.payment_intents ADD COLUMN IF NOT EXISTS claimed_until timestamptz;
CREATE INDEX IF NOT EXISTS payment_intents_owed_captures
  ON payments.payment_intents (capture_owed_at) WHERE capture_owed_at IS NOT NULL AND resolution IS NULL;
`

/** Reverts PAYMENTS_CAPTURE_OWED_UP_SQL. */
export const PAYMENTS_CAPTURE_OWED_DOWN_SQL = `
DROP INDEX IF EXISTS payments.payment_intents_owed_captures;
ALTER TABLE payments.payment_intents DROP COLUMN IF EXISTS claimed_until;
ALTER TABLE payments.payment_intents DROP COLUMN IF EXISTS capture_owed_at;
`

/**
 * The scheduled reconciliation's findings (migration 20261206_050000_payments_reconcile;
 * ./reconcileJob.ts): the mismatches of the latest run, one row per kind and intent, replaced by each
 * run (a mismatch no longer found is deleted; one still found keeps its `first_seen_at`). The
 * Operations view lists them.
 */
export const PAYMENTS_RECONCILE_UP_SQL = `
CREATE TABLE IF NOT EXISTS payments.reconcile_findings (
  kind           text NOT NULL,                  -- MismatchKind (./reconcile.ts)
  intent         text NOT NULL,                  -- pi_…
  record         text,                           -- order code / confirmation code(s), when known
  detail         text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, intent)
);
`

/** Reverts PAYMENTS_RECONCILE_UP_SQL. */
export const PAYMENTS_RECONCILE_DOWN_SQL = `DROP TABLE IF EXISTS payments.reconcile_findings;`

/** Drops schema `payments` and its tables. */
export const PAYMENTS_DOWN_SQL = `DROP SCHEMA IF EXISTS payments CASCADE;`
