import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordedInterval } from './jobRuns'
import type { Queryable } from './db'

/** A stand-in database that keeps the recorded runs: [job, outcome, counts, error]. */
function fakeDb() {
  const runs: [string, string, unknown, string | null][] = []
  const db = { query: async (_sql: string, params: unknown[]) => (runs.push([params[0] as string, params[4] as string, JSON.parse(params[5] as string), params[6] as string | null]), { rows: [] }) }
  return { runs, db: () => db as unknown as Queryable }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('recordedInterval (the sweepers’ timers)', () => {
  it('ticks every `every` ms, recording each run with its counts; one timer however often started; stop ends it', async () => {
    vi.useFakeTimers()
    const { runs, db } = fakeDb()
    let n = 0
    const job = recordedInterval('booking email sweeper', async () => ({ sent: ++n }), 'sweep failed', db)
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
    const job = recordedInterval('retention', async () => ({}), 'x', db)
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
      db,
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
})
