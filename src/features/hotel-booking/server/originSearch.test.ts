import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { askOriginService, originAirports, originCandidates, parseOriginAnswer } from './originSearch'

const yqb = { code: 'YQB', city: 'Québec', name: 'Aéroport international Jean-Lesage', country: 'CA' }

describe('the origin-search service answer (contract in originSearch.ts)', () => {
  it('keeps the entries that fit, upper-cases codes, drops the destination and duplicates', () => {
    expect(
      parseOriginAnswer([
        { code: 'yqb', city: 'Québec', name: 'Aéroport international Jean-Lesage', country: 'ca' },
        { code: 'CUN', city: 'Cancún', name: 'Aeropuerto Internacional de Cancún', country: 'MX' },
        { code: 'YQB', city: 'Québec', name: 'twice', country: 'CA' },
        { code: 'ZCL', city: 'Zacatecas', name: 'Aeropuerto Internacional de Zacatecas' },
        { code: 'TOOLONG', city: 'x', name: 'y' },
        { code: 'ABC', city: '', name: 'no city' },
        'junk',
      ]),
    ).toEqual([yqb, { code: 'ZCL', city: 'Zacatecas', name: 'Aeropuerto Internacional de Zacatecas', country: '' }])
    expect(parseOriginAnswer([])).toEqual([])
  })
  it('refuses an answer that is not the array, or has no entry that fits', () => {
    for (const bad of [null, {}, { airports: [yqb] }, 'YQB', 42, [{ code: 1 }], ['YQB']]) expect(parseOriginAnswer(bad)).toBeNull()
  })
})

describe('asking a real HTTP service, and falling back to the bundled list', () => {
  let server: http.Server
  let base = ''
  const asked: string[] = []
  beforeAll(async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    server = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x')
      asked.push(url.search)
      const q = url.searchParams.get('q') ?? ''
      if (url.pathname === '/slow') return void setTimeout(() => res.end(JSON.stringify([yqb])), 1_000)
      if (url.pathname === '/down') return void res.writeHead(503).end('maintenance')
      if (url.pathname === '/garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json')
      if (url.pathname === '/wrong') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [yqb] }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(/^(queb|yqb)/i.test(q) ? [yqb] : []))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    vi.restoreAllMocks()
  })
  const deps = (path: string) => ({ url: `${base}${path}`, timeoutMs: 300, fetchImpl: fetch })

  it('offers an airport outside the bundled list, asked with q and lang', async () => {
    expect(await originAirports('queb', 'es', deps('/airports'))).toEqual({ airports: [yqb], source: 'service' })
    expect(asked.at(-1)).toBe('?q=queb&lang=es')
    // the service's "none" stands
    expect(await originAirports('toronto', 'en', deps('/airports'))).toEqual({ airports: [], source: 'service' })
  })
  it('answers from the bundled list when the service is unset, down, slow or answers garbage', async () => {
    for (const path of ['/down', '/slow', '/garbage', '/wrong']) {
      const started = Date.now()
      const answer = await originAirports('toronto', 'en', deps(path))
      expect(answer.source, path).toBe('bundled')
      expect(answer.airports.map((a) => a.code)).toContain('YYZ')
      expect(await askOriginService('queb', 'en', deps(path))).toBeNull()
      expect(Date.now() - started).toBeLessThan(900)
    }
    expect(await originAirports('toronto', 'en', { url: undefined })).toMatchObject({ source: 'bundled' })
    // nothing listens on a closed port
    const closed = http.createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()))
    const port = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    expect(await originAirports('toronto', 'en', { url: `http://127.0.0.1:${port}/`, timeoutMs: 300, fetchImpl: fetch })).toMatchObject({ source: 'bundled' })
  })
  it('resolves a natively sent form through the service only when the bundled list cannot', async () => {
    const before = asked.length
    expect((await originCandidates(new URLSearchParams({ 'origin-text': 'toronto' }), 'en', deps('/airports'))).some((a) => a.code === 'YQB')).toBe(false)
    expect(asked.length).toBe(before)
    const candidates = await originCandidates(new URLSearchParams({ 'origin-text': 'Québec (YQB)' }), 'en', deps('/airports'))
    expect(candidates.find((a) => a.code === 'YQB')).toEqual(yqb)
    expect(asked.at(-1)).toBe('?q=YQB&lang=en')
    expect((await originCandidates(new URLSearchParams({ origin: 'YQB' }), 'en', deps('/down'))).some((a) => a.code === 'YQB')).toBe(false)
  })
})
