import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from './env'
import { recordedInterval, runningJobs, startJobs, stopJobs, type JobLock, type JobSpec } from './jobRuns'
import type { Queryable } from './db'

/** A stand-in database that keeps the recorded runs: [job, outcome, counts, error]. */
function fakeDb() {
  const runs: [string, string, unknown, string | null][] = []
  const db = { query: async (_sql: string, params: unknown[]) => (runs.push([params[0] as string, params[4] as string, JSON.parse(params[5] as string), params[6] as string | null]), { rows: [] }) }
  return { runs, db: () => db as unknown as Queryable }
}

/** A stand-in lock: `held` jobs are taken by another instance; others run. */
function fakeLock(held: Set<string> = new Set()): JobLock {
  return async (job, fn) => (held.has(job) ? { ran: false } : { ran: true, value: await fn() })
}

afterEach(() => {
  stopJobs()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('recordedInterval (the sweepers’ timers)', () => {
  it('ticks every `every` ms, recording each run with its counts; one timer however often started; stop ends it', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    let n = 0
    const job = recordedInterval('booking email sweeper', async () => ({ sent: ++n }), 'sweep failed', { record: db, lock: fakeLock() })
    job.start(1_000)
    job.start(1_000) // a second start while running does nothing
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs).toEqual([
      ['booking email sweeper', 'ok', { sent: 1 }, null],
      ['booking email sweeper', 'ok', { sent: 2 }, null],
      ['booking email sweeper', 'ok', { sent: 3 }, null],
    ])
    job.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toHaveLength(3)
    job.start(1_000) // startable again after a stop
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toHaveLength(4)
    job.stop()
  })

  it('is off for 0 or a negative period', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    const job = recordedInterval('retention', async () => ({}), 'x', { record: db, lock: fakeLock() })
    job.start(0)
    job.start(-5)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('records a failed tick with its error and logs a warning; the next tick runs', async () => {
    vi.useFakeTimers()
    const writes = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const { runs, db } = fakeDb()
    let fail = true
    const job = recordedInterval(
      'order email sweeper',
      async () => {
        if (fail) throw new Error('SMTP down')
        return { sent: 1 }
      },
      'shop: order email sweep failed',
      { record: db, lock: fakeLock() },
    )
    job.start(500)
    await vi.advanceTimersByTimeAsync(500)
    fail = false
    await vi.advanceTimersByTimeAsync(500)
    job.stop()
    expect(runs).toEqual([
      ['order email sweeper', 'failed', {}, 'SMTP down'],
      ['order email sweeper', 'ok', { sent: 1 }, null],
    ])
    const warned = writes.mock.calls.map(([line]) => JSON.parse(String(line))).find((l) => l.message === 'shop: order email sweep failed')
    expect(warned).toMatchObject({ level: 'warn', job: 'order email sweeper', error: 'SMTP down' })
  })

  it('never overlaps on one instance: a tick still running makes the next ones skip', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    let started = 0
    const job = recordedInterval(
      'content scheduler',
      async () => {
        started++
        await new Promise((r) => setTimeout(r, 2_500))
        return { jobsRun: started }
      },
      'x',
      { record: db, lock: fakeLock() },
    )
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(3_600) // ticks at 1 s, 2 s, 3 s: the first still runs at 2 s and 3 s
    expect(started).toBe(1)
    expect(runs).toEqual([['content scheduler', 'ok', { jobsRun: 1 }, null]])
    await vi.advanceTimersByTimeAsync(400) // the tick at 4 s runs
    job.stop()
    expect(started).toBe(2)
  })

  it('one instance at a time: a tick whose lock another instance holds runs nothing and records nothing', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    const held = new Set<string>(['hotel refund sweeper'])
    let ran = 0
    const job = recordedInterval('hotel refund sweeper', async () => ({ refunded: ++ran }), 'x', { record: db, lock: fakeLock(held) })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(3_000)
    expect([ran, runs]).toEqual([0, []])
    held.clear() // the other instance is done
    await vi.advanceTimersByTimeAsync(1_000)
    job.stop()
    expect(runs).toEqual([['hotel refund sweeper', 'ok', { refunded: 1 }, null]])
  })
})

describe('startJobs / stopJobs (the registry, src/jobs.ts, started by src/instrumentation.ts)', () => {
  const spec = (name: JobSpec['name'], every: JobSpec['every'], extra: Partial<JobSpec> = {}): JobSpec => ({ name, every, tick: async () => ({ n: 1 }), failMessage: `${name} failed`, ...extra })

  it('starts one timer per job whose period is above 0 and that is enabled, at its period; once per process; stopJobs stops them all', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    const jobs = [
      spec('order email sweeper', 'ORDER_MAIL_SWEEP_EVERY_MS'),
      spec('retention', 'RETENTION_EVERY_MS'),
      spec('shop sweeper', 'SHOP_SWEEP_EVERY_MS'),
      spec('payments reconcile', 'PAYMENTS_RECONCILE_EVERY_MS', { enabled: () => false }),
    ]
    const e = parseEnv({ ORDER_MAIL_SWEEP_EVERY_MS: '1000', RETENTION_EVERY_MS: '3000', SHOP_SWEEP_EVERY_MS: '0', PAYMENTS_RECONCILE_EVERY_MS: '1000' })
    expect(await startJobs(jobs, e, { record: db, lock: fakeLock() })).toEqual(['order email sweeper', 'retention'])
    expect(await startJobs(jobs, e, { record: db, lock: fakeLock() })).toEqual([])
    expect(runningJobs()).toEqual(['order email sweeper', 'retention'])
    expect(vi.getTimerCount()).toBe(2)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs.map(([job]) => job)).toEqual(['order email sweeper', 'order email sweeper', 'order email sweeper', 'retention'])
    stopJobs()
    expect([runningJobs(), vi.getTimerCount()]).toEqual([[], 0])
  })

  it('starts nothing during `next build`; a job that fails to start is logged and the others still start', async () => {
    vi.useFakeTimers()
    const writes = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const jobs = [spec('stripe authorization sweeper', 'STRIPE_SWEEP_EVERY_MS', { enabled: () => Promise.reject(new Error('Stripe is misconfigured')) }), spec('retention', 'RETENTION_EVERY_MS')]
    expect(await startJobs(jobs, parseEnv({ NEXT_PHASE: 'phase-production-build' }))).toEqual([])
    expect(await startJobs(jobs, parseEnv({}))).toEqual(['retention'])
    const logged = writes.mock.calls.map(([line]) => JSON.parse(String(line))).find((l) => l.message === 'background job not started')
    expect(logged).toMatchObject({ level: 'error', job: 'stripe authorization sweeper', error: 'Error: Stripe is misconfigured' })
  })
})
