/**
 * SQL adding the order confirmation email's bookkeeping to `shop.orders` (migration
 * migrations/20261124_160000_shop_order_mails.ts):
 * - `mail_sent_at`: when the email was handed to the mail transport (NULL = not yet);
 * - `mail_claimed_until`: a short lease taken by the sender, so two instances (or a retry and the
 *   sweep) never send twice; a sender that died lets it lapse and the sweep sends it;
 * - `mail_attempts`, `mail_error`: failures, for the back-off and for staff.
 * Orders placed before this migration are marked as sent (their guests were never promised one).
 */
export const SHOP_ORDER_MAILS_UP_SQL = `
ALTER TABLE shop.orders
  ADD COLUMN mail_sent_at       timestamptz,
  ADD COLUMN mail_claimed_until timestamptz,
  ADD COLUMN mail_attempts      integer NOT NULL DEFAULT 0,
  ADD COLUMN mail_error         text;
UPDATE shop.orders SET mail_sent_at = created_at;
CREATE INDEX orders_mail_unsent_idx ON shop.orders (created_at) WHERE mail_sent_at IS NULL;
`

export const SHOP_ORDER_MAILS_DOWN_SQL = `
DROP INDEX IF EXISTS shop.orders_mail_unsent_idx;
ALTER TABLE shop.orders
  DROP COLUMN IF EXISTS mail_sent_at,
  DROP COLUMN IF EXISTS mail_claimed_until,
  DROP COLUMN IF EXISTS mail_attempts,
  DROP COLUMN IF EXISTS mail_error;
`
