/**
 * The hotel + flight form's origin-search service (spec §7: its address comes from the environment,
 * ORIGIN_SEARCH_URL) through the real routes: `GET /origin-airports/` (the type-ahead) and
 * `GET /package-search/` (the form sent without script), against a small HTTP stand-in service on
 * 127.0.0.1. An airport outside the bundled list is offered and accepted; a service that is down,
 * slow or answers garbage leaves the bundled list of airports in charge.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { reloadEnv } from '../../src/lib/env'
import { addDays } from '../../src/lib/hotel-date'
import { hotelToday } from '../../src/lib/clock'
import { testPayload } from '../helpers/payload'

type Handler = (req: NextRequest) => Promise<Response>
const zcl = { code: 'ZCL', city: 'Zacatecas', name: 'Aeropuerto Internacional General Leobardo C. Ruiz', country: 'MX' }
const yqb = { code: 'YQB', city: 'Québec', name: 'Aéroport international Jean-Lesage', country: 'CA' }

let payload: Payload
let airports: Handler
let packageSearch: Handler
let server: http.Server
/** what the stand-in does: answer from its list, fail, stall or send garbage */
let mode: 'list' | 'down' | 'slow' | 'garbage' = 'list'
const asked: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    asked.push(url.search)
    if (mode === 'down') return void res.writeHead(500).end('{"error":"boom"}')
    if (mode === 'slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([zcl, yqb])), 2_000)
    if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[{"code":42}]')
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    const q = fold(url.searchParams.get('q') ?? '')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([zcl, yqb].filter((a) => fold(a.code) === q || fold(a.city).startsWith(q))))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  process.env.ORIGIN_SEARCH_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airports`
  process.env.ORIGIN_SEARCH_TIMEOUT_MS = '500'
  reloadEnv()
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  payload = await testPayload()
  airports = (await import('../../src/app/origin-airports/route')).GET as Handler
  packageSearch = (await import('../../src/app/package-search/route')).GET as Handler
}, 120_000)
afterAll(async () => {
  vi.restoreAllMocks()
  delete process.env.ORIGIN_SEARCH_URL
  delete process.env.ORIGIN_SEARCH_TIMEOUT_MS
  reloadEnv()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await payload.destroy()
})

const get = (handler: Handler, path: string, headers: Record<string, string> = {}) =>
  handler(new NextRequest(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': '203.0.113.9', ...headers } }))
const codes = async (res: Response) => ((await res.json()) as { airports: { code: string }[] }).airports.map((a) => a.code)

describe('GET /origin-airports/ (the type-ahead)', () => {
  it('offers the service airports, outside the bundled list', async () => {
    mode = 'list'
    const res = await get(airports, '/origin-airports/?q=zacat&lang=es')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, source: 'service', airports: [zcl] })
    expect(asked.at(-1)).toBe('?q=zacat&lang=es')
    expect(await codes(await get(airports, '/origin-airports/?q=quebec&lang=pt'))).toEqual(['YQB'])
    expect(asked.at(-1)).toBe('?q=quebec&lang=en')
  })
  for (const m of ['down', 'slow', 'garbage'] as const)
    it(`answers from the bundled list when the service is ${m}`, async () => {
      mode = m
      const started = Date.now()
      const res = await get(airports, '/origin-airports/?q=guadal&lang=es')
      expect(res.status).toBe(200)
      const body = (await res.json()) as { source: string; airports: { code: string; city: string }[] }
      expect(body.source).toBe('bundled')
      expect(body.airports[0]).toMatchObject({ code: 'GDL', city: 'Guadalajara' })
      expect(Date.now() - started).toBeLessThan(1_500)
    })
  it('refuses a bad query with a localized 400', async () => {
    mode = 'list'
    const es = await get(airports, `/origin-airports/?q=${'a'.repeat(61)}&lang=es`)
    expect(es.status).toBe(400)
    expect(await es.json()).toMatchObject({ ok: false, code: 'BAD_QUERY', message: expect.stringMatching(/^La búsqueda de aeropuertos no se puede leer/) })
    const en = await get(airports, '/origin-airports/?q=%00x&lang=en')
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({ message: expect.stringMatching(/^The airport search cannot be read/) })
    expect((await get(airports, '/origin-airports/?q=x&lang=de')).status).toBe(400)
  })
})

describe('GET /package-search/ (the form sent without script)', () => {
  const departure = addDays(hotelToday(), 10)
  const search = (origin: Record<string, string>, lang = 'en') =>
    `/package-search/?${new URLSearchParams({ lang, origin: '', ...origin, departure, return: addDays(departure, 4), adults: '2', children: '0' })}`
  const target = async (res: Response) => (res.status === 303 ? res.headers.get('location')! : /url=([^"]+)"/.exec(await res.text())![1]!.replace(/&amp;/g, '&'))

  it('sends a search from an airport only the service knows to the package site', async () => {
    mode = 'list'
    for (const [origin, lang, code] of [
      [{ 'origin-text': 'Zacatecas' }, 'es', 'ZCL'],
      [{ 'origin-text': 'Québec (YQB)' }, 'en', 'YQB'],
      [{ origin: 'YQB', 'origin-text': 'Québec (YQB)' }, 'en', 'YQB'],
    ] as const) {
      const res = await get(packageSearch, search(origin, lang), { referer: `http://localhost:3000/${lang}/hotel-flight-package/` })
      expect(res.status).toBe(200)
      const url = new URL(await target(res))
      expect(url.searchParams.get('origin')).toBe(code)
      expect(url.pathname).toBe(lang === 'es' ? '/paquetes/buscar' : '/packages/search')
    }
  })
  it('while the service is down the bundled list decides: its airports go on, another is refused as missing', async () => {
    mode = 'down'
    const ok = await get(packageSearch, search({ 'origin-text': 'toronto' }), { referer: 'http://localhost:3000/en/hotel-flight-package/' })
    expect(new URL(await target(ok)).searchParams.get('origin')).toBe('YYZ')
    const refused = await get(packageSearch, search({ 'origin-text': 'Zacatecas' }, 'es'), { referer: 'http://localhost:3000/es/paquete-hotel-vuelo/' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toMatch(/^\/es\/paquete-hotel-vuelo\/\?origin-text=Zacatecas&.*package-errors=1/)
  })
})
