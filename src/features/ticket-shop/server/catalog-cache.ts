/**
 * Version counter of the shop catalogue held in memory by the server (`catalog.ts`). The Payload
 * hooks of `products`, `complements`, `unavailable-products` and `currencies` call
 * `invalidateShopCatalog()` so an editor's change is used by the next request. No dependencies.
 */
let version = 0

export function invalidateShopCatalog(): void {
  version += 1
}

export function shopCatalogVersion(): number {
  return version
}
