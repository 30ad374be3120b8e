/**
 * Last runs of the background jobs ("the last sweeper runs", what an ops person
 * checks in the morning). Each tick of a sweeper on each server instance overwrites its row in
 * `storefront_ops.job_runs` (src/lib/sql/jobRuns.ts): job, instance (host:pid), started/finished
 * instants, outcome (`ok` | `failed`), counts of what it did, the error of a failed run and the last
 * time the job succeeded there. Several instances: one row each, read together by the Operations view.
 * Recording never breaks a job: a failed write is logged and the job's own result stands.
 */
import os from 'node:os'
import type pg from 'pg'
import { processPool, type Queryable } from './db'
import { logger } from './logger'

/** The background jobs the instances run (src/instrumentation.ts), by the names their runs are recorded under. */
export const JOB_NAMES = [
  'stripe authorization sweeper',
  'hotel refund sweeper',
  'booking email sweeper',
  'order email sweeper',
  'verification email sweeper',
  'newsletter forwarding',
  'shop sweeper',
  'content scheduler',
  'retention',
  'payments reconcile',
] as const
export type JobName = (typeof JOB_NAMES)[number]

/** What one job did in one tick: counts by name (refunds sent, rows deleted…). */
export type JobCounts = Record<string, number>

/** One recorded run (the latest of a job on an instance). Instants are Dates (UTC). */
export type JobRun = { job: string; instance: string; startedAt: Date; finishedAt: Date; outcome: 'ok' | 'failed'; counts: JobCounts; error: string | null; lastOkAt: Date | null }

/** The pool the records are written with (one connection: a write per tick). */
export const jobRunsPool = processPool(() => ({ max: 1 }))

/** This server instance's name in the records: host name and process id. */
export function instanceName(): string {
  return `${os.hostname()}:${process.pid}`
}

/** Writes (upserts) the run of `job` on `instance`; `last_ok_at` moves only on success. */
export async function recordJobRun(db: Queryable, run: Omit<JobRun, 'lastOkAt'>): Promise<void> {
  await db.query(
    `INSERT INTO storefront_ops.job_runs (job, instance, started_at, finished_at, outcome, counts, error, last_ok_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, CASE WHEN $5 = 'ok' THEN $4::timestamptz END)
     ON CONFLICT (job, instance) DO UPDATE SET started_at = EXCLUDED.started_at, finished_at = EXCLUDED.finished_at, outcome = EXCLUDED.outcome,
       counts = EXCLUDED.counts, error = EXCLUDED.error, last_ok_at = coalesce(EXCLUDED.last_ok_at, storefront_ops.job_runs.last_ok_at)`,
    [run.job, run.instance, run.startedAt, run.finishedAt, run.outcome, JSON.stringify(run.counts), run.error?.slice(0, 500) ?? null],
  )
}

/**
 * Runs one tick of `job` and records it: `ok` with the counts `fn` returns, or `failed` with the
 * error it threw (then rethrown, so the job's own logging stays as it was).
 * @param db where to record (default: `jobRunsPool()`)
 * @throws whatever `fn` throws
 */
export async function runRecorded(job: JobName, fn: () => Promise<JobCounts>, db: () => Queryable = jobRunsPool): Promise<JobCounts> {
  const startedAt = new Date()
  const write = (run: Pick<JobRun, 'outcome' | 'counts' | 'error'>) =>
    recordJobRun(db(), { job, instance: instanceName(), startedAt, finishedAt: new Date(), ...run }).catch((err) => logger.warn('job run not recorded', { job, error: String(err) }))
  try {
    const counts = await fn()
    await write({ outcome: 'ok', counts, error: null })
    return counts
  } catch (err) {
    await write({ outcome: 'failed', counts: {}, error: err instanceof Error ? err.message : String(err) })
    throw err
  }
}

/** A recorded background job on a timer (`recordedInterval`). */
export type RecordedInterval = {
  /** Starts ticking every `every` ms (0 or less = off); a second start while running does nothing. */
  start: (every: number) => void
  /** Stops the timer (shutdown, tests); `start` may be called again. */
  stop: () => void
}

/**
 * A background job on a timer: each tick runs `tick` through `runRecorded(job, …)` (so the Operations
 * view sees it) and logs a failure as a warning `failMessage` with the error; the timer is `unref()`'d,
 * so it never keeps the process alive. The timers of the sweepers started by src/instrumentation.ts.
 * @param db where the runs are recorded (default: `jobRunsPool()`)
 */
export function recordedInterval(job: JobName, tick: () => Promise<JobCounts>, failMessage: string, db: () => Queryable = jobRunsPool): RecordedInterval {
  let timer: ReturnType<typeof setInterval> | null = null
  return {
    start(every) {
      if (timer || !(every > 0)) return
      timer = setInterval(() => {
        runRecorded(job, tick, db).catch((err) => logger.warn(failMessage, { job, error: String(err instanceof Error ? err.message : err) }))
      }, every)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

/**
 * Every recorded run, newest first within each job (jobs in `JOB_NAMES` order, unknown names last).
 * An instance that stopped keeps its last row until retention removes it (30 days, src/lib/retention.ts).
 */
export async function listJobRuns(db: Pick<pg.Pool, 'query'>): Promise<JobRun[]> {
  const r = await db.query<{ job: string; instance: string; started_at: Date; finished_at: Date; outcome: 'ok' | 'failed'; counts: JobCounts; error: string | null; last_ok_at: Date | null }>(
    `SELECT job, instance, started_at, finished_at, outcome, counts, error, last_ok_at FROM storefront_ops.job_runs
      ORDER BY array_position($1::text[], job) NULLS LAST, job, started_at DESC`,
    [JOB_NAMES as unknown as string[]],
  )
  return r.rows.map((x) => ({ job: x.job, instance: x.instance, startedAt: x.started_at, finishedAt: x.finished_at, outcome: x.outcome, counts: x.counts, error: x.error, lastOkAt: x.last_ok_at }))
}
