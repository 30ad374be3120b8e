import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { connectionBudget } from '../../src/lib/dbBudget'
import { parseEnv } from '../../src/lib/env'
import { JOB_NAMES } from '../../src/lib/jobRuns'

/**
 * One connection budget (docs/deploy.md "Connections"): the storefront's queries share one pool
 * (`storefrontPool`, src/lib/db.ts); every other pool of the process is named with `processPool` and
 * counted in `connectionBudget` (src/lib/dbBudget.ts), the figure an operator multiplies by the
 * number of instances. A `new pg.Pool` elsewhere, or a named pool missing from the budget, would be
 * connections nobody counted.
 */
const root = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const sources = sourceFiles(path.join(root, 'src')).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }))

describe('database pools: one budget', () => {
  it('only src/lib/db.ts constructs a pg pool', () => {
    const constructing = sources.filter(({ text }) => /new\s+(?:pg\.)?Pool\s*\(/.test(text)).map(({ file }) => file)
    expect(constructing).toEqual(['src/lib/db.ts'])
  })

  it("every named pool of src/ is in the budget, and every pool of the budget but Payload's and the listener's is a named pool", () => {
    const named = new Set(sources.flatMap(({ text }) => [...text.matchAll(/processPool\(\s*'([^']+)'/g)].map((m) => m[1]!)))
    const budgeted = connectionBudget(parseEnv({})).pools.map((p) => p.pool)
    for (const name of named) expect(budgeted).toContain(name)
    expect(budgeted.filter((p) => p !== 'payload' && p !== 'cache listener').sort()).toEqual([...named].sort())
  })

  it('adds up the pools from the env schema: Payload, the storefront, the engine, the job locks, readiness and the listener', () => {
    const defaults = connectionBudget(parseEnv({}))
    expect(defaults.total).toBe(10 + 10 + 10 + JOB_NAMES.length + 1 + 1)
    const sized = connectionBudget(parseEnv({ DATABASE_POOL_MAX: '4', STOREFRONT_DB_POOL_MAX: '6', HOTEL_ENGINE_POOL_MAX: '3' }))
    expect(Object.fromEntries(sized.pools.map((p) => [p.pool, p.max]))).toEqual({ payload: 4, storefront: 6, 'hotel engine': 3, 'job locks': JOB_NAMES.length, readiness: 1, 'cache listener': 1 })
    expect(sized.total).toBe(4 + 6 + 3 + JOB_NAMES.length + 2)
    // what PgBouncer in transaction mode cannot carry: the session advisory locks and LISTEN
    expect(sized.pools.filter((p) => p.pooling === 'session').map((p) => p.pool)).toEqual(['job locks', 'cache listener'])
  })
})
