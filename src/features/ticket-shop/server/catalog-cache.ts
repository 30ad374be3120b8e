/**
 * Version counter of the shop catalogue held in memory by the server (`catalog.ts`). The Payload
 * hooks of `products`, `complements`, `unavailable-products` and `currencies` call
 * `invalidateShopCatalog()` so an editor's change is used by the next request; other instances do it
 * from `/internal/revalidate/` (src/lib/cache/crossInstance.ts). The counter lives on `globalThis`:
 * Next bundles route handlers and pages separately, and a module-level variable would be one per
 * bundle — the API route's hook would bump a counter the pages never read. No dependencies.
 */
const g = globalThis as { __hxaShopCatalogVersion?: number }

export function invalidateShopCatalog(): void {
  g.__hxaShopCatalogVersion = (g.__hxaShopCatalogVersion ?? 0) + 1
}

export function shopCatalogVersion(): number {
  return g.__hxaShopCatalogVersion ?? 0
}
