import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Test-only code lives under `tests/`: no fixture module or test-runner config under `src/`, and no
 * application file of `src/` imports from `tests/` (a colocated `*.test.ts` may). What stays in `src/`
 * for the end-to-end suite is the named fault points of `src/lib/testFaults.ts` and the error-probe
 * page, both inert unless the server runs with `E2E_ERROR_PROBE=1`, which the env schema refuses in a
 * deployment (tests/unit/env-schema.test.ts).
 */
const root = path.resolve(__dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : []
  })
}

const src = files(path.join(root, 'src'))
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

describe('test-only code stays out of src/', () => {
  it('has no fixture module or test-runner config under src/', () => {
    expect(src.filter((f) => !isTest(f) && /(?:^|[/-])(?:fixtures?|test-fixtures|vitest[^/]*\.config|playwright[^/]*\.config)\.tsx?$/.test(f))).toEqual([])
  })

  it('no application file of src/ imports from tests/', () => {
    const importing = src.filter((f) => !isTest(f) && /from\s+['"](?:\.\.\/)+tests\//.test(readFileSync(path.join(root, f), 'utf8')))
    expect(importing).toEqual([])
  })
})
