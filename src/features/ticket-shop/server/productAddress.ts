/**
 * Whether a product page's address names a product, for the proxy's 404 (src/proxy.ts): a published
 * product whose slug in any language, or whose id, is the address's slug — the products the shop
 * catalogue serves (catalog.ts: published `products`, found by any locale's slug or by id). Read from
 * Postgres on every call, so every instance agrees the moment an editor publishes, renames or
 * unpublishes a product. A small pool of its own (2 connections, 2 s limits); a database error
 * answers "exists", leaving the decision to the page.
 */
import { processPool } from '../../../lib/db'
import { PRODUCT_SLUG } from '../domain/paths'

const pool = processPool(() => ({ max: 2, connectionTimeoutMillis: 2000, statement_timeout: 2000 }))

/**
 * @param slug the decoded path segment of `/es/tienda/{slug}/` ↔ `/en/shop/{slug}/`
 * @returns false when no published product has that slug or id (the page would be a 404), else true
 */
export async function productAddressExists(slug: string): Promise<boolean> {
  if (!PRODUCT_SLUG.test(slug)) return false
  const id = /^\d{1,9}$/.test(slug) ? slug : null
  try {
    const found = await pool().query(
      `SELECT 1 FROM products p
        WHERE p._status = 'published'
          AND (p.id = $2::numeric OR EXISTS (SELECT 1 FROM products_locales l WHERE l._parent_id = p.id AND l.slug = $1))
        LIMIT 1`,
      [slug, id],
    )
    return (found.rowCount ?? 0) > 0
  } catch {
    return true
  }
}
