/**
 * Cache invalidation that reaches every instance: an
 * editor's or ops user's change expires Next.js cache tags on the instance that saved it
 * (src/cms/hooks/revalidate.ts); the other instances learn it through Postgres LISTEN/NOTIFY —
 * no extra service, the database every instance already shares.
 *
 * - `publishRevalidation(tags)`: `pg_notify('hxa_revalidate', {from, tags})` after the save (also
 *   from the seed script and other tools, which have no Next cache of their own).
 * - `startRevalidationListener()`: each server holds one connection that LISTENs; a message from
 *   another process is applied by calling this instance's own `/internal/revalidate/` route over
 *   loopback (INTERNAL_ORIGIN), because `revalidateTag` works only inside a Next request. The call
 *   carries `revalidationKey()`, an HMAC of PAYLOAD_SECRET, so nobody else can expire the cache.
 *   The listener reconnects with back-off when the connection drops. Latency: milliseconds.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import pg from 'pg'
import { env } from '../env'
import { withDeadline } from '../http/deadline'
import { logger } from '../logger'

export const REVALIDATE_CHANNEL = 'hxa_revalidate'
/** This process, so it ignores its own messages (it expired its tags already). */
export const INSTANCE_ID = randomUUID()

/** The key of the internal revalidation route: HMAC-SHA256(PAYLOAD_SECRET, label); null without a secret. */
export function revalidationKey(secret = env.PAYLOAD_SECRET): string | null {
  return secret ? createHmac('sha256', secret).update('hxa-internal-revalidate').digest('base64url') : null
}

/** Constant-time check of a presented key. */
export function isRevalidationKey(given: string | null | undefined): boolean {
  const expected = revalidationKey()
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Tells every instance (through Postgres) to expire `tags`. Never throws: a failure is logged.
 * `includeSelf`: this instance applies it too — for work outside a Next request (the scheduler's
 * jobs), where `revalidateTag` cannot run here directly.
 */
export async function publishRevalidation(tags: string[], db: Pick<pg.Pool, 'query'>, { includeSelf = false }: { includeSelf?: boolean } = {}): Promise<void> {
  try {
    await db.query('SELECT pg_notify($1, $2)', [REVALIDATE_CHANNEL, JSON.stringify({ from: includeSelf ? 'background' : INSTANCE_ID, tags: tags.slice(0, 50) })])
  } catch (err) {
    logger.warn('cache: revalidation not published', { tags, error: String(err) })
  }
}

/** Applies a message from another instance: POST to this instance's own route. */
async function apply(tags: string[]): Promise<void> {
  const key = revalidationKey()
  if (!key || tags.length === 0) return
  const status = await withDeadline(5_000, async (signal) => {
    const res = await fetch(`${env.INTERNAL_ORIGIN.replace(/\/$/, '')}/internal/revalidate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-key': key },
      body: JSON.stringify({ tags }),
      signal,
    })
    await res.body?.cancel().catch(() => {})
    return res.status
  })
  if (status < 200 || status > 299) throw new Error(`internal revalidate answered ${status}`)
}

const state = globalThis as unknown as { __hxaRevalidationListener?: { client: pg.Client | null; stopped: boolean } }

/**
 * Starts this instance's listener (once per process). Needs DATABASE_URL and PAYLOAD_SECRET.
 * @returns whether it started
 */
export function startRevalidationListener(): boolean {
  if (state.__hxaRevalidationListener || !env.DATABASE_URL || !revalidationKey()) return false
  const self = (state.__hxaRevalidationListener = { client: null as pg.Client | null, stopped: false })
  let delay = 1_000
  const connect = async () => {
    if (self.stopped) return
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    client.on('error', () => undefined)
    client.on('end', () => {
      self.client = null
      if (!self.stopped) setTimeout(() => void connect(), (delay = Math.min(delay * 2, 30_000))).unref?.()
    })
    client.on('notification', (msg) => {
      try {
        const body = JSON.parse(msg.payload ?? '{}') as { from?: string; tags?: unknown }
        if (body.from === INSTANCE_ID || !Array.isArray(body.tags)) return
        const tags = body.tags.filter((t): t is string => typeof t === 'string').slice(0, 50)
        apply(tags).catch((err) => logger.warn('cache: revalidation from another instance not applied', { tags, error: String(err) }))
      } catch {
        // not ours
      }
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${REVALIDATE_CHANNEL}`)
      self.client = client
      delay = 1_000
    } catch (err) {
      logger.warn('cache: revalidation listener not connected, retrying', { error: String(err) })
      await client.end().catch(() => undefined)
    }
  }
  void connect()
  return true
}

/** Stops the listener (shutdown, tests). */
export async function stopRevalidationListener(): Promise<void> {
  const self = state.__hxaRevalidationListener
  if (!self) return
  self.stopped = true
  await self.client?.end().catch(() => undefined)
  state.__hxaRevalidationListener = undefined
}
