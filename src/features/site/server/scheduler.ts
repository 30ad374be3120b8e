/**
 * The content scheduler: what editors schedule happens on time with nobody
 * present, on every instance — a job on a timer, not a check a visitor's request triggers.
 *
 * Each tick (env SCHEDULER_EVERY_MS, default 30 s, so at most that late):
 * 1. runs the due jobs of Payload's queue — the scheduled publish/unpublish of pages, banners and the
 *    sale popup (`versions.drafts.schedulePublish`; the job saves as the editor who scheduled it, so
 *    access rules and the collection hooks apply, and the hooks expire the caches of every instance);
 * 2. expires the cached layout and pages on every instance when a published, visible banner's display
 *    window (`startsAt`/`endsAt`) opened or closed since the previous tick — cached pages would
 *    otherwise show it until their 5-minute safety revalidation.
 *
 * One instance at a time: the tick holds a Postgres advisory lock (session level, on its own
 * connection), so N servers never run a job twice; another instance's tick that finds it taken skips.
 * Payload's own `jobs.autoRun` is not used: its claim is not atomic across instances.
 * A failed tick is logged; the next one retries. Stateless: a boundary is looked for in the last
 * tick's interval plus a margin, so one that two ticks both see is expired twice (harmless).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type pg from 'pg'
import { publishRevalidation } from '../../../lib/cache/crossInstance'
import { env } from '../../../lib/env'
import { cacheTags } from '../../../lib/graphql/cache-tags'
import { runRecorded } from '../../../lib/jobRuns'
import { logger } from '../../../lib/logger'

/** The advisory lock key of the scheduler (any fixed bigint; documented in docs/deploy.md). */
export const SCHEDULER_LOCK_KEY = 7_318_004_201

/** Margin added to the look-back of the banner window check: timers drift, ticks take time. */
const LOOKBACK_MARGIN_MS = 10_000

/** What one tick did: `skipped` when another instance held the lock. */
export type SchedulerTick = { skipped: boolean; jobsRun: number; bannerBoundaries: number }

function poolOf(payload: Payload): pg.Pool {
  return (payload.db as unknown as { pool: pg.Pool }).pool
}

/**
 * Banners whose display window opened or closed in (since, now]: published (`draft: false` reads the
 * published document), switched on. Both instants are real time (the storefront compares with `new Date()`).
 */
export async function bannerBoundariesBetween(payload: Payload, since: Date, now: Date): Promise<number> {
  const between = { greater_than: since.toISOString(), less_than_equal: now.toISOString() }
  const found = await payload.count({
    collection: 'banners',
    where: { and: [{ visible: { equals: true } }, { _status: { equals: 'published' } }, { or: [{ startsAt: between }, { endsAt: between }] }] },
    overrideAccess: true,
  })
  return found.totalDocs
}

/**
 * One tick of the scheduler: under the advisory lock, run Payload's due jobs, then expire the banner
 * caches if a window opened or closed within `lookBackMs` (+ a margin) before `now`.
 * @throws only on a database failure (the lock or the count); a failing job is recorded by Payload on the job
 */
export async function runSchedulerTick(payload: Payload, lookBackMs: number, now: Date = new Date()): Promise<SchedulerTick> {
  const client = await poolOf(payload).connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SCHEDULER_LOCK_KEY])
    if (!rows[0]?.locked) return { skipped: true, jobsRun: 0, bannerBoundaries: 0 }
    try {
      const result = await payload.jobs.run({ queue: 'default', limit: 50, silent: true })
      const jobsRun = Object.keys(result.jobStatus ?? {}).length
      const bannerBoundaries = await bannerBoundariesBetween(payload, new Date(now.getTime() - lookBackMs - LOOKBACK_MARGIN_MS), now)
      if (bannerBoundaries > 0) await publishRevalidation([cacheTags.banners, cacheTags.all], client, { includeSelf: true })
      if (jobsRun > 0 || bannerBoundaries > 0) logger.info('scheduler: tick', { jobsRun, bannerBoundaries })
      return { skipped: false, jobsRun, bannerBoundaries }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEDULER_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

const state = globalThis as unknown as { __hxaScheduler?: ReturnType<typeof setInterval> }

/** Starts this instance's scheduler timer (once per process; `every` 0 = off). */
export function startScheduler(every = env.SCHEDULER_EVERY_MS): void {
  if (state.__hxaScheduler || !(every > 0)) return
  let running = false
  state.__hxaScheduler = setInterval(() => {
    if (running) return
    running = true
    // each tick is recorded for the admin's Operations view; a tick another instance holds the lock for counts as skipped
    runRecorded('content scheduler', async () => {
      const tick = await runSchedulerTick(await getPayload({ config }), every)
      return { skipped: tick.skipped ? 1 : 0, jobsRun: tick.jobsRun, bannerBoundaries: tick.bannerBoundaries }
    })
      .catch((err) => logger.warn('scheduler: tick failed', { error: String(err) }))
      .finally(() => (running = false))
  }, every)
  state.__hxaScheduler.unref?.()
}

/** Stops the timer (SIGTERM, tests). */
export function stopScheduler(): void {
  if (state.__hxaScheduler) clearInterval(state.__hxaScheduler)
  state.__hxaScheduler = undefined
}
