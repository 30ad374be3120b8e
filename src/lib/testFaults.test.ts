import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv, reloadEnv } from './env'
import { injectTestFault } from './testFaults'

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

describe('test faults (end-to-end suite only)', () => {
  const before = process.env.E2E_ERROR_PROBE
  afterEach(() => {
    if (before === undefined) delete process.env.E2E_ERROR_PROBE
    else process.env.E2E_ERROR_PROBE = before
    reloadEnv()
  })

  it('throws where the read is made when the request asks for the fault and the server allows test faults', async () => {
    process.env.E2E_ERROR_PROBE = '1'
    reloadEnv()
    requestHeaders.current = new Headers({ 'x-e2e-fault': 'other, cms-currencies' })
    await expect(injectTestFault('cms-currencies')).rejects.toThrow('test fault: cms-currencies')
    requestHeaders.current = new Headers()
    await expect(injectTestFault('cms-currencies')).resolves.toBeUndefined()
  })

  it('does nothing on a server without E2E_ERROR_PROBE, whatever the request says', async () => {
    delete process.env.E2E_ERROR_PROBE
    reloadEnv()
    requestHeaders.current = new Headers({ 'x-e2e-fault': 'cms-currencies' })
    await expect(injectTestFault('cms-currencies')).resolves.toBeUndefined()
  })

  it('the env schema refuses E2E_ERROR_PROBE for a real deployment (production with an https SITE_URL)', () => {
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210', E2E_ERROR_PROBE: '1' }).E2E_ERROR_PROBE).toBe(true)
    expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.hotelarte.example', E2E_ERROR_PROBE: '1' })).toThrow(/E2E_ERROR_PROBE is for the end-to-end suite only/)
  })
})
