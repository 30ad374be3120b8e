/**
 * Schema of the hotel cancellations' refunds, in the storefront's own schema
 * `storefront_booking`: one row per cancelled reservation, written BEFORE the hotel API cancel
 * ('cancelling') so a crash between the cancel and the refund is found and finished by the sweeper.
 * Status: cancelling → none (nothing to refund) | pending → sending → succeeded | failed (owed again).
 */
export const HOTEL_REFUNDS_UP_SQL = `
CREATE SCHEMA IF NOT EXISTS storefront_booking;
CREATE TABLE IF NOT EXISTS storefront_booking.refunds (
  confirmation_code  text PRIMARY KEY,
  email              text NOT NULL,
  status             text NOT NULL CHECK (status IN ('cancelling', 'none', 'pending', 'sending', 'succeeded', 'failed')),
  provider           text,
  payment_reference  text,
  amount_minor       bigint CHECK (amount_minor IS NULL OR amount_minor >= 0),
  currency           text,
  idempotency_key    text NOT NULL,
  refund_reference   text,
  provider_status    text,
  error              text,
  attempts           integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refunds_owed_idx ON storefront_booking.refunds (updated_at) WHERE status IN ('cancelling', 'pending', 'sending', 'failed');
`

export const HOTEL_REFUNDS_DOWN_SQL = `DROP TABLE IF EXISTS storefront_booking.refunds;`
