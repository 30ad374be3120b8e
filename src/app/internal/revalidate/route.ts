/**
 * `POST /internal/revalidate/` — this instance applies a cache invalidation another instance
 * published (src/lib/cache/crossInstance.ts): `{ tags: string[] }` with `x-revalidate-key` (an HMAC
 * of PAYLOAD_SECRET). Expires the Next.js cache tags and, for products and add-ons, the shop's
 * in-memory catalogue. 403 without the key, 400 for a bad body; not cached.
 */
import { revalidateTag } from 'next/cache'
import { invalidateShopCatalog } from '@/features/ticket-shop/server/catalog-cache'
import { isRevalidationKey } from '@/lib/cache/crossInstance'
import { cacheTags } from '@/lib/graphql/cache-tags'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationKey(request.headers.get('x-revalidate-key'))) return json(403, { error: 'forbidden' })
  let tags: string[]
  try {
    const body = (await request.json()) as { tags?: unknown }
    if (!Array.isArray(body.tags) || body.tags.length > 50 || !body.tags.every((t) => typeof t === 'string' && t.length <= 100)) throw new Error('tags')
    tags = body.tags as string[]
  } catch {
    return json(400, { error: 'expected { tags: string[] }' })
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  if (tags.includes(cacheTags.products) || tags.includes(cacheTags.all)) invalidateShopCatalog()
  return json(200, { revalidated: tags })
}
