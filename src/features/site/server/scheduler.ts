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
 * One instance at a time: the job 'content scheduler' (declared in src/jobs.ts) runs each tick under
 * its lock (src/lib/jobRuns.ts), so N servers never run a Payload job twice. Payload's own
 * `jobs.autoRun` is not used: its claim is not atomic across instances.
 * A failed tick is logged; the next one retries. Stateless: a boundary is looked for in the last
 * tick's interval plus a margin, so one that two ticks both see is expired twice (harmless).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type pg from 'pg'
import { publishRevalidation } from '../../../lib/cache/crossInstance'
import { env } from '../../../lib/env'
import { cacheTags } from '../../../lib/graphql/cache-tags'
import { logger } from '../../../lib/logger'

/** Margin added to the look-back of the banner window check: timers drift, ticks take time. */
const LOOKBACK_MARGIN_MS = 10_000

/** What one tick did: Payload jobs run, banner window boundaries crossed. */
export type SchedulerTick = { jobsRun: number; bannerBoundaries: number }

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
 * One tick of the scheduler: run Payload's due jobs, then expire the banner caches if a window opened
 * or closed within `lookBackMs` (+ a margin) before `now`. Callers run it one instance at a time (the
 * job's lock).
 * @throws only on a database failure (the count); a failing job is recorded by Payload on the job
 */
export async function runSchedulerTick(payload: Payload, lookBackMs: number, now: Date = new Date()): Promise<SchedulerTick> {
  const result = await payload.jobs.run({ queue: 'default', limit: 50, silent: true })
  const jobsRun = Object.keys(result.jobStatus ?? {}).length
  const bannerBoundaries = await bannerBoundariesBetween(payload, new Date(now.getTime() - lookBackMs - LOOKBACK_MARGIN_MS), now)
  if (bannerBoundaries > 0) await publishRevalidation([cacheTags.banners, cacheTags.all], poolOf(payload), { includeSelf: true })
  if (jobsRun > 0 || bannerBoundaries > 0) logger.info('scheduler: tick', { jobsRun, bannerBoundaries })
  return { jobsRun, bannerBoundaries }
}

/**
 * One tick of the 'content scheduler' job (src/jobs.ts): `runSchedulerTick` looking back one period
 * (`every`, SCHEDULER_EVERY_MS). @returns the counts the Operations view shows
 */
export async function scheduledContentTick(every: number = env.SCHEDULER_EVERY_MS): Promise<SchedulerTick> {
  return runSchedulerTick(await getPayload({ config }), every)
}
