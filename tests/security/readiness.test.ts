/**
 * A hotel-API outage stays small, and readiness tells the public nothing internal
 * (docs/deploy.md "Health"; src/app/readyz/route.ts):
 * - `/readyz/` is this instance's own state (database, migrations): with the hotel API unreachable it
 *   answers 200, so the balancer keeps routing the content pages, the shop and the accounts here;
 * - its public body carries no error text, timing, address or migration name; the detail (and the
 *   hotel API's state) needs `Authorization: Bearer <INTERNAL_STATUS_TOKEN>`.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { GET } from '../../src/app/readyz/route'
import { publicReadiness, readiness } from '../../src/features/site/server/readiness'
import { migrations } from '../../migrations'
import { reloadEnv } from '../../src/lib/env'

const TOKEN = 'internal-status-token-for-the-attack-suite-0123456789'
const saved = { url: process.env.HOTEL_API_URL, token: process.env.INTERNAL_STATUS_TOKEN }
const get = (headers: Record<string, string> = {}) => GET(new Request('http://127.0.0.1/readyz/', { headers }))

beforeAll(() => {
  process.env.HOTEL_API_URL = 'http://127.0.0.1:9/hotel-api/v1' // nothing listens there: the hotel API is down
  process.env.INTERNAL_STATUS_TOKEN = TOKEN
  reloadEnv()
})
afterAll(() => {
  for (const [k, v] of [
    ['HOTEL_API_URL', saved.url],
    ['INTERNAL_STATUS_TOKEN', saved.token],
  ] as const)
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  reloadEnv()
})

describe('readiness with the hotel API down', () => {
  it('answers 200: the instance is ready, the outage is a dependency status', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ready: true, checks: { database: { ok: true }, migrations: { ok: true } } })
  })

  it('shows the detail and the hotel API state only with the internal token', async () => {
    const internal = await get({ authorization: `Bearer ${TOKEN}` })
    expect(internal.status).toBe(200)
    const body = (await internal.json()) as { ready: boolean; checks: { database: { ms: number } }; dependencies: { hotelApi: { ok: boolean; error?: string } } }
    expect(body.ready).toBe(true)
    expect(typeof body.checks.database.ms).toBe('number')
    expect(body.dependencies.hotelApi.ok).toBe(false)
    expect(body.dependencies.hotelApi.error).toBeTruthy()
    for (const wrong of [`Bearer ${TOKEN.slice(0, -1)}x`, TOKEN, 'Bearer ', `Basic ${TOKEN}`]) {
      const res = await get({ authorization: wrong })
      expect(Object.keys((await res.json()) as object).sort(), wrong).toEqual(['checks', 'ready'])
    }
  })
})

describe('the public readiness body names nothing internal', () => {
  const dead = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', max: 1, connectionTimeoutMillis: 500 })
  dead.on('error', () => {})
  const live = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
  afterAll(async () => {
    await live.end()
    await dead.end().catch(() => {})
  })

  it('a failing database or a pending migration is a plain ok: false', async () => {
    const down = await readiness({ pool: () => dead, migrationNames: migrations.map((m) => m.name), timeoutMs: 2000 })
    expect(down.checks.database.error).toMatch(/ECONNREFUSED|connect/i)
    const pending = await readiness({ pool: () => live, migrationNames: [...migrations.map((m) => m.name), '20991231_000000_secret_table'], timeoutMs: 2000 })
    expect(pending.checks.migrations.pending).toEqual(['20991231_000000_secret_table'])
    expect(publicReadiness(down)).toEqual({ ready: false, checks: { database: { ok: false }, migrations: { ok: false } } })
    expect(publicReadiness(pending)).toEqual({ ready: false, checks: { database: { ok: true }, migrations: { ok: false } } })
    const text = JSON.stringify([publicReadiness(down), publicReadiness(pending)])
    for (const leak of ['ECONNREFUSED', '127.0.0.1', '20991231', 'secret_table', 'error', 'pending', 'ms']) expect(text).not.toContain(leak)
  })
})
