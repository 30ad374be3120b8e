/**
 * Last runs of the background jobs ("the last sweeper runs", what an ops person
 * checks in the morning). Each tick of a sweeper on each server instance overwrites its row in
 * `storefront_ops.job_runs` (src/lib/sql/jobRuns.ts): job, instance (host:pid), started/finished
 * instants, outcome (`ok` | `failed`), counts of what it did, the error of a failed run and the last
 * time the job succeeded there. Several instances: one row each, read together by the Operations view.
 * Recording never breaks a job: a failed write is logged and the job's own result stands.
 *
 * Also the one timer of the background jobs (docs/architecture.md "Background jobs"): `startJobs`
 * runs the registry's jobs (src/jobs.ts) on `recordedInterval`s, each tick under the job's advisory
 * lock (`runExclusive`: one instance at a time) and recorded here; `stopJobs` stops them on shutdown.
 */
import os from 'node:os'
import type pg from 'pg'
import { processPool, storefrontPool, type Queryable } from './db'
import { env, type Env } from './env'
import { logger } from './logger'

/** The background jobs the instances run (declared in src/jobs.ts), by the names their runs are recorded under. */
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
 * @param db where to record (default: `storefrontPool()`)
 * @throws whatever `fn` throws
 */
export async function runRecorded(job: JobName, fn: () => Promise<JobCounts>, db: () => Queryable = storefrontPool): Promise<JobCounts> {
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

/**
 * The Postgres advisory lock key each job's tick holds (session level): at most one instance runs a
 * job at a time. Fixed numbers, listed in docs/deploy.md; no other code takes these locks.
 */
export const JOB_LOCK_KEYS: Readonly<Record<JobName, number>> = {
  'content scheduler': 7_318_004_201,
  'payments reconcile': 7_318_004_202,
  'stripe authorization sweeper': 7_318_004_203,
  'hotel refund sweeper': 7_318_004_204,
  'booking email sweeper': 7_318_004_205,
  'order email sweeper': 7_318_004_206,
  'verification email sweeper': 7_318_004_207,
  'shop sweeper': 7_318_004_208,
  retention: 7_318_004_209,
  'newsletter forwarding': 7_318_004_210,
}

/** The pool the job locks are held on: a connection per job while its tick runs, none between ticks. */
export const jobLocksPool = processPool('job locks', () => ({ max: JOB_NAMES.length }))

/** What `runExclusive` returns: the tick's value, or `ran: false` when another session held the lock. */
export type Exclusive<T> = { ran: true; value: T } | { ran: false }

/** Runs `fn` under a job's lock (`runExclusive`, or a stand-in in unit tests). */
export type JobLock = <T>(job: JobName, fn: () => Promise<T>) => Promise<Exclusive<T>>

/**
 * Runs `fn` while holding `job`'s advisory lock (`JOB_LOCK_KEYS`, `pg_try_advisory_lock` on a
 * connection of `pool` kept for the run), so N instances never run the same job at once; when another
 * session holds it, returns `{ ran: false }` at once without calling `fn`. The lock is released
 * after `fn` (or with the connection, should the unlock or the process fail).
 * @throws the database error taking the lock, or whatever `fn` throws
 */
export async function runExclusive<T>(job: JobName, fn: () => Promise<T>, pool: () => Pick<pg.Pool, 'connect'> = jobLocksPool): Promise<Exclusive<T>> {
  const key = JOB_LOCK_KEYS[job]
  const client = await pool().connect()
  // a connection whose lock query or unlock failed is destroyed (that also ends its session's locks)
  let broken: Error | undefined
  try {
    const locked = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]).then(
      (r) => r.rows[0]?.locked === true,
      (err: Error) => {
        broken = err
        throw err
      },
    )
    if (!locked) return { ran: false }
    try {
      return { ran: true, value: await fn() }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (broken = err))
    }
  } finally {
    client.release(broken)
  }
}

/** A recorded background job on a timer (`recordedInterval`). */
export type RecordedInterval = {
  /** Starts ticking every `every` ms (0 or less = off); a second start while running does nothing. */
  start: (every: number) => void
  /** Stops the timer (shutdown, tests); `start` may be called again. */
  stop: () => void
}

/** Where `recordedInterval` records runs and takes its lock (defaults: `storefrontPool`, `runExclusive`). */
export type JobTimerDeps = { record?: () => Queryable; lock?: JobLock }

/**
 * A background job on a timer, the one way this app runs work on a schedule: each tick takes the
 * job's lock (`runExclusive`: one instance at a time; a tick another instance holds it for does
 * nothing and records nothing), runs `tick` through `runRecorded(job, …)` (so the Operations view
 * sees it) and logs a failure as a warning `failMessage` with the error. Ticks never overlap on one
 * instance (a tick still running makes the next ones skip). The timer is `unref()`'d, so it never
 * keeps the process alive.
 */
export function recordedInterval(job: JobName, tick: () => Promise<JobCounts>, failMessage: string, deps: JobTimerDeps = {}): RecordedInterval {
  const record = deps.record ?? storefrontPool
  const lock: JobLock = deps.lock ?? ((name, fn) => runExclusive(name, fn))
  let timer: ReturnType<typeof setInterval> | null = null
  let running = false
  return {
    start(every) {
      if (timer || !(every > 0)) return
      timer = setInterval(() => {
        if (running) return
        running = true
        lock(job, () => runRecorded(job, tick, record))
          .catch((err) => logger.warn(failMessage, { job, error: String(err instanceof Error ? err.message : err) }))
          .finally(() => (running = false))
      }, every)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

/** The env variables that set a job's period: the schema's `*_EVERY_MS` (ms; 0 = off). */
export type JobPeriodVar = Extract<keyof Env, `${string}_EVERY_MS`>

/**
 * One background job as the registry (src/jobs.ts) declares it.
 * - `name`: the name its runs are recorded under (the Operations view) and its lock's.
 * - `every`: the env variable of its period (ms, 0 = off).
 * - `enabled`: whether it may run with this configuration (e.g. Stripe configured); default yes.
 * - `tick`: one run with the env the jobs were started with, returning its counts; throws on failure.
 * - `failMessage`: the warning logged when a tick fails.
 */
export type JobSpec = {
  name: JobName
  every: JobPeriodVar
  enabled?: (e: Env) => boolean | Promise<boolean>
  tick: (e: Env) => Promise<JobCounts>
  failMessage: string
}

const running = globalThis as unknown as { __hxaJobs?: Map<JobName, RecordedInterval> }
const timers = () => (running.__hxaJobs ??= new Map())

/**
 * Starts a timer (`recordedInterval`) for each of `jobs` whose period `e[job.every]` is above 0 and
 * that is `enabled`; none during `next build`. A job already running in this process (a second
 * `register()`, a dev reload: the set lives on `globalThis`) is left as it is. One that fails to start
 * is logged as an error and the others still start. Never throws.
 * @returns the names of the jobs started by this call
 */
export async function startJobs(jobs: readonly JobSpec[], e: Env = env, deps: JobTimerDeps = {}): Promise<JobName[]> {
  if (e.NEXT_PHASE === 'phase-production-build') return []
  const started: JobName[] = []
  for (const job of jobs) {
    try {
      const every = e[job.every]
      if (timers().has(job.name) || !(every > 0) || (job.enabled && !(await job.enabled(e)))) continue
      const timer = recordedInterval(job.name, () => job.tick(e), job.failMessage, deps)
      timer.start(every)
      timers().set(job.name, timer)
      started.push(job.name)
    } catch (err) {
      logger.error('background job not started', { job: job.name, error: String(err) })
    }
  }
  if (started.length) logger.info('background jobs started', { jobs: started })
  return started
}

/** The jobs with a running timer in this process, in start order. */
export function runningJobs(): JobName[] {
  return [...timers().keys()]
}

/** Stops every job's timer (SIGTERM, tests); a tick already running finishes. `startJobs` may start them again. */
export function stopJobs(): void {
  for (const timer of timers().values()) timer.stop()
  timers().clear()
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
