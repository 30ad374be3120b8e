/**
 * Payload's own Postgres pool survives the server ending its idle connections (restart, failover,
 * `pg_terminate_backend`: code 57P01). db-postgres adds no 'error' listener to its pool, so without the
 * one payload.config.ts adds in `onInit` each lost idle client became an uncaught exception in the
 * Next server (stop 28's CI log). With it, the client is dropped and the next query opens a new one.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

type PoolLike = Pick<pg.Pool, 'query' | 'idleCount' | 'listenerCount'>

let payload: Payload
let pool: PoolLike
const uncaught: unknown[] = []
const record = (e: unknown) => uncaught.push(e)

beforeAll(async () => {
  payload = await testPayload()
  pool = (payload.db as unknown as { pool: PoolLike }).pool
  process.on('uncaughtException', record)
})
afterAll(() => {
  process.off('uncaughtException', record)
})

describe("Payload's pool and lost connections", () => {
  it('has an error listener once Payload is initialised', () => {
    expect(pool.listenerCount('error')).toBeGreaterThan(0)
  })

  it('drops idle connections that Postgres terminates, without an uncaught exception, and serves the next query', async () => {
    // three clients at once, so the pool keeps at least three idle ones afterwards
    const rows = await Promise.all([1, 2, 3].map(() => pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')))
    const pids = [...new Set(rows.map((r) => r.rows[0]!.pid))]
    expect(pids.length).toBe(3)
    const idleBefore = pool.idleCount
    expect(idleBefore).toBeGreaterThanOrEqual(3)

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const killed = await admin.query<{ ok: boolean }>('SELECT pg_terminate_backend(pid) AS ok FROM unnest($1::int[]) AS pid', [pids])
      expect(killed.rows.every((r) => r.ok)).toBe(true)
    } finally {
      await admin.end()
    }
    // the clients notice on their sockets' next read
    await expect.poll(() => pool.idleCount, { timeout: 5_000 }).toBeLessThanOrEqual(idleBefore - pids.length)
    expect(uncaught).toEqual([])

    const after = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    expect(pids).not.toContain(after.rows[0]!.pid)
    const found = await payload.find({ collection: 'currencies', limit: 1, overrideAccess: true })
    expect(found.docs.length).toBe(1)
  })
})
