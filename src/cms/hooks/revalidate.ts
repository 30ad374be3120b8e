/**
 * Cache revalidation from Payload hooks (architecture §9): an editor's change or the maintenance flag
 * shows on the storefront without a redeploy. Tags expire at once (`expire: 0`) so the next request
 * renders fresh content instead of serving the stale page once more.
 *
 * The other instances are told through Postgres NOTIFY (src/lib/cache/crossInstance.ts), also when
 * the change comes from a script (the seed's maintenance switch) that has no Next cache of its own.
 * Tests set PAYLOAD_DISABLE_REVALIDATE=true: skipped.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { env } from '../../lib/env'

async function expireTags(tags: string[], req: PayloadRequest) {
  if (env.PAYLOAD_DISABLE_REVALIDATE) return
  let inRequest = true
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request: a script, a test, or a background job of this server (a scheduled
    // publish). Every instance is told below, this one included.
    inRequest = false
  }
  // every other instance (and, from a script or a job, every server) through Postgres NOTIFY
  const { publishRevalidation } = await import('../../lib/cache/crossInstance')
  await publishRevalidation(tags, (req.payload.db as unknown as { pool: Pick<import('pg').Pool, 'query'> }).pool, { includeSelf: !inRequest })
}

/** afterChange/afterDelete hooks for a collection whose reads are cached under `tag`. */
export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req)
      return doc
    },
  }
}

/** afterChange hook for a global cached under `tag`. */
export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req)
    return doc
  }
}
