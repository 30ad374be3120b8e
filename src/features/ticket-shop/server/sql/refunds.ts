/**
 * SQL adding refunds sent to the payment provider to `shop.orders`
 * (a cancellation's refund is sent, not only recorded). Migration
 * migrations/20261122_014000_shop_refunds.ts. Columns:
 * - `refund_status`: 'none' (nothing to refund: 0 under the policy), 'pending' (recorded in the
 *   cancellation's transaction, not yet confirmed by the provider — sent again on retry), 'failed'
 *   (the last attempt errored; still owed, sent again with the same key), 'succeeded' (the provider
 *   accepted the refund; its id is `refund_reference`). NULL = not cancelled.
 * - `refund_idempotency_key`: derived from the order (`shop-refund:<orderCode>`), the same for every
 *   attempt, so the provider refunds once however often it is asked.
 * - `refund_reference` / `refund_provider_status`: the provider's refund id (Stripe `re_…`) and its
 *   own status (Stripe Refund `status`: succeeded, pending, …).
 * - `refund_error`, `refund_attempts`, `refund_updated_at`: the last failure and bookkeeping.
 * Orders cancelled before this migration had their refund recorded but never sent: they become
 * 'pending' (or 'none' when the recorded refund is 0), so a retry sends them.
 */
export const SHOP_REFUNDS_UP_SQL = `
ALTER TABLE shop.orders
  ADD COLUMN refund_status          text CHECK (refund_status IN ('none','pending','failed','succeeded')),
  ADD COLUMN refund_idempotency_key text UNIQUE,
  ADD COLUMN refund_reference       text,
  ADD COLUMN refund_provider_status text,
  ADD COLUMN refund_error           text,
  ADD COLUMN refund_attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN refund_updated_at      timestamptz;

UPDATE shop.orders
   SET refund_status = CASE WHEN coalesce(refund_minor, 0) > 0 THEN 'pending' ELSE 'none' END,
       refund_idempotency_key = CASE WHEN coalesce(refund_minor, 0) > 0 THEN 'shop-refund:' || order_code END
 WHERE status = 'cancelled';

CREATE INDEX orders_refund_owed_idx ON shop.orders (refund_updated_at) WHERE refund_status IN ('pending','failed');
`

export const SHOP_REFUNDS_DOWN_SQL = `
DROP INDEX IF EXISTS shop.orders_refund_owed_idx;
ALTER TABLE shop.orders
  DROP COLUMN IF EXISTS refund_status,
  DROP COLUMN IF EXISTS refund_idempotency_key,
  DROP COLUMN IF EXISTS refund_reference,
  DROP COLUMN IF EXISTS refund_provider_status,
  DROP COLUMN IF EXISTS refund_error,
  DROP COLUMN IF EXISTS refund_attempts,
  DROP COLUMN IF EXISTS refund_updated_at;
`

/**
 * The refund sender's lease (migration migrations/20261206_050000_shop_refund_lease.ts): a sender
 * claims an owed refund in one short statement (`refund_claimed_until` = now + the lease), calls the
 * provider with no transaction open, then records the outcome and clears the claim; a sender that
 * died lets the lease lapse and the next one sends again with the same idempotency key.
 */
export const SHOP_REFUND_LEASE_UP_SQL = `ALTER TABLE shop.orders ADD COLUMN IF NOT EXISTS refund_claimed_until timestamptz;`

export const SHOP_REFUND_LEASE_DOWN_SQL = `ALTER TABLE shop.orders DROP COLUMN IF EXISTS refund_claimed_until;`
