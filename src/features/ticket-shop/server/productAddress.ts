/**
 * Whether a product page's address names a product, for the proxy's 404 (src/proxy.ts): a published
 * product whose slug in any language, or whose id, is the address's slug — the products the shop
 * catalogue serves (catalog.ts: published `products`, found by any locale's slug or by id). Read from
 * Postgres on every call, so every instance agrees the moment an editor publishes, renames or
 * unpublishes a product. On the storefront's pool, the read limited to 2 s; a database error (or a
 * full pool) answers "exists", leaving the decision to the page.
 */
import type pg from 'pg'
import { storefrontPool } from '../../../lib/db'
import { PRODUCT_SLUG } from '../domain/paths'

/**
 * @param slug the decoded path segment of `/es/tienda/{slug}/` ↔ `/en/shop/{slug}/`
 * @returns false when no published product has that slug or id (the page would be a 404), else true
 */
export async function productAddressExists(slug: string): Promise<boolean> {
  if (!PRODUCT_SLUG.test(slug)) return false
  const id = /^\d{1,9}$/.test(slug) ? slug : null
  try {
    const found = await storefrontPool().query({
      text: `SELECT 1 FROM products p
        WHERE p._status = 'published'
          AND (p.id = $2::numeric OR EXISTS (SELECT 1 FROM products_locales l WHERE l._parent_id = p.id AND l.slug = $1))
        LIMIT 1`,
      values: [slug, id],
      // pg's per-query read limit (client.js), missing from its types
      query_timeout: 2000,
    } as pg.QueryConfig)
    return (found.rowCount ?? 0) > 0
  } catch {
    return true
  }
}
