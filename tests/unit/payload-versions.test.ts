/**
 * One Payload (issue #12, media on S3): every @payloadcms package the lock file installs is at
 * payload's exact version, with one copy of each — what Payload's own start-up check verifies, which
 * payload.config.ts turns off for the one known gap: @payloadcms/storage-s3 and
 * @payloadcms/plugin-cloud-storage exist only up to 3.90.1 (exact peer `payload: 3.90.1`) and run on
 * our payload through package.json `overrides`. Once a release matches payload's version, bump them
 * (this test then fails on LAGGING), drop the two overrides and the PAYLOAD_DISABLE_DEPENDENCY_CHECKER
 * line of payload.config.ts, and remove LAGGING.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; overrides: Record<string, string> }

/**
 * The known gap: the latest release of these is 3.90.1. The live-preview pair (issue #18 item 1) is a
 * browser-side postMessage helper with no dependency on payload itself.
 */
const LAGGING: Record<string, string> = {
  '@payloadcms/storage-s3': '3.90.1',
  '@payloadcms/plugin-cloud-storage': '3.90.1',
  '@payloadcms/live-preview-react': '3.90.1',
  '@payloadcms/live-preview': '3.90.1',
}

const installed = Object.entries(lock.packages)
  .filter(([key]) => /(^|\/)node_modules\/(payload|@payloadcms\/[^/]+)$/.test(key))
  .map(([key, v]) => ({ key, name: key.replace(/^.*node_modules\//, ''), version: v.version }))

describe('payload packages', () => {
  const payloadVersion = pkg.dependencies.payload

  it('one copy of each, none nested (the overrides resolve the plugins to our payload and UI)', () => {
    expect(installed.filter((p) => p.key !== `node_modules/${p.name}`)).toEqual([])
    expect(pkg.overrides).toMatchObject({ payload: '$payload', '@payloadcms/ui': '$@payloadcms/ui' })
  })

  it("every @payloadcms package is at payload's exact version, but the two storage packages (still 3.90.1)", () => {
    for (const p of installed) expect(`${p.name}@${p.version}`).toBe(`${p.name}@${LAGGING[p.name] ?? payloadVersion}`)
    for (const name of Object.keys(LAGGING)) expect(installed.map((p) => p.name)).toContain(name)
    for (const [name, spec] of Object.entries(pkg.dependencies)) if (name === 'payload' || name.startsWith('@payloadcms/')) expect(`${name}@${spec}`).toBe(`${name}@${LAGGING[name] ?? payloadVersion}`)
  })
})
