/**
 * Next's own gzip and the proxy's (BEHIND_COMPRESSING_PROXY, src/lib/env.ts `nextCompresses`): the
 * switch is read through the env schema, and next.config.ts's `compress` follows it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextCompresses, nextDistDir } from '../../src/lib/env'

describe('who compresses the responses', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('Next does, unless the switch says a proxy in front does', () => {
    expect(nextCompresses({})).toBe(true)
    expect(nextCompresses({ BEHIND_COMPRESSING_PROXY: '' })).toBe(true)
    expect(nextCompresses({ BEHIND_COMPRESSING_PROXY: '0' })).toBe(true)
    expect(nextCompresses({ BEHIND_COMPRESSING_PROXY: '1' })).toBe(false)
    expect(nextCompresses({ BEHIND_COMPRESSING_PROXY: 'TRUE' })).toBe(false)
    expect(() => nextCompresses({ BEHIND_COMPRESSING_PROXY: 'caddy' })).toThrow(/BEHIND_COMPRESSING_PROXY/)
  })

  it("next.config.ts's compress follows the switch", async () => {
    vi.stubEnv('BEHIND_COMPRESSING_PROXY', '1')
    const behind = (await import('../../next.config')).default
    expect(behind.compress).toBe(false)
    vi.resetModules()
    vi.stubEnv('BEHIND_COMPRESSING_PROXY', '')
    const alone = (await import('../../next.config')).default
    expect(alone.compress).toBe(true)
  })

  it("the build's folder is .next unless NEXT_DIST_DIR names another inside the project", async () => {
    expect(nextDistDir({})).toBe('.next')
    expect(nextDistDir({ NEXT_DIST_DIR: '' })).toBe('.next')
    expect(nextDistDir({ NEXT_DIST_DIR: '.data/next-2' })).toBe('.data/next-2')
    for (const bad of ['../build', '/tmp/next', '.data/../../x', 'build']) expect(() => nextDistDir({ NEXT_DIST_DIR: bad }), bad).toThrow(/NEXT_DIST_DIR/)
    vi.stubEnv('NEXT_DIST_DIR', '.data/next-2')
    expect((await import('../../next.config')).default.distDir).toBe('.data/next-2')
  })
})
