/**
 * The ticket shop's retention rules (src/lib/retention.ts runs them; composed in
 * src/retentionRules.ts), on its own schema `shop`: carts untouched for 7 days with no open or paying
 * checkout (the cart cookie lasts 7 days, spec); checkouts expired or released 30 days ago that never
 * ordered, and their failed payment attempts (support questions about a failed payment). Orders and
 * tickets are business records: never deleted. Each DELETE takes at most `$1` rows.
 */
import type { RetentionRule } from '../../../lib/retention'

export const SHOP_RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'shop carts abandoned',
    sql: `DELETE FROM shop.carts c WHERE c.cart_id IN (
            SELECT cart_id FROM shop.carts x WHERE x.updated_at < now() - interval '7 days'
               AND NOT EXISTS (SELECT 1 FROM shop.checkouts k WHERE k.cart_id = x.cart_id AND k.status IN ('open', 'paying'))
             LIMIT $1)`,
  },
  {
    name: 'shop failed payment attempts of dead checkouts',
    sql: `DELETE FROM shop.payment_attempts a WHERE a.idempotency_key IN (
            SELECT p.idempotency_key FROM shop.payment_attempts p JOIN shop.checkouts k ON k.checkout_id = p.checkout_id
             WHERE p.state = 'failed' AND k.status IN ('expired', 'released') AND k.expires_at < now() - interval '30 days'
             LIMIT $1)`,
  },
  {
    name: 'shop checkouts never ordered',
    sql: `DELETE FROM shop.checkouts c WHERE c.checkout_id IN (
            SELECT checkout_id FROM shop.checkouts x
             WHERE x.status IN ('expired', 'released') AND x.expires_at < now() - interval '30 days'
               AND NOT EXISTS (SELECT 1 FROM shop.payment_attempts p WHERE p.checkout_id = x.checkout_id)
               AND NOT EXISTS (SELECT 1 FROM shop.orders o WHERE o.checkout_id = x.checkout_id)
             LIMIT $1)`,
  },
]
