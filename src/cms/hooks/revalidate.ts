/**
 * Cache revalidation from Payload hooks (architecture §9): an editor's change or the maintenance flag
 * shows on the storefront without a redeploy. Tags expire at once (`expire: 0`) so the next request
 * renders fresh content instead of serving the stale page once more.
 *
 * Outside a Next.js server (seed script, tests) there is no cache to revalidate: skipped.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { cacheTags } from '../../lib/graphql/cache-tags'

async function expireTags(tags: string[], logger?: { warn: (o: object, msg: string) => void }) {
  if (process.env.PAYLOAD_DISABLE_REVALIDATE === 'true') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (err) {
    // Not inside a Next.js request (scripts, tests): nothing is cached there.
    logger?.warn({ err: (err as Error).message, tags }, 'cache revalidation skipped')
  }
}

/** afterChange/afterDelete hooks for a collection whose reads are cached under `tag`. */
export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req.payload.logger)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req.payload.logger)
      return doc
    },
  }
}

/** afterChange hook for a global cached under `tag`. */
export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([tag, cacheTags.all], req.payload.logger)
    return doc
  }
}
