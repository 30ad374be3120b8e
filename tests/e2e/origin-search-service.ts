/**
 * A stand-in for the origin-search service (spec §7; contract in
 * src/features/hotel-booking/server/originSearch.ts) for the package-search end-to-end tests: the
 * e2e server's ORIGIN_SEARCH_URL points here (playwright.config.ts). It knows the bundled airports
 * plus two the bundled list lacks — Zacatecas (ZCL) and Québec (YQB) — and answers a text containing
 * "guadal" with garbage, so the type-ahead's fallback to the bundled list is exercised in the same
 * run. While it is not running (every other spec) the server's calls are refused at once and the
 * bundled list answers.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { E2E_ORIGIN_SEARCH_PORT } from '../../playwright.config'

type Bundled = { code: string; city: { es: string; en: string }; name: string; country: string }
const EXTRA: Bundled[] = [
  { code: 'ZCL', city: { es: 'Zacatecas', en: 'Zacatecas' }, name: 'Aeropuerto Internacional General Leobardo C. Ruiz', country: 'MX' },
  { code: 'YQB', city: { es: 'Quebec', en: 'Québec' }, name: 'Aéroport international Jean-Lesage', country: 'CA' },
]
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** Starts the stand-in on E2E_ORIGIN_SEARCH_PORT; resolves to its stop function. */
export async function startOriginSearchService(): Promise<() => Promise<void>> {
  const bundled = JSON.parse(readFileSync(path.resolve('src/features/hotel-booking/data/airports.json'), 'utf8')) as Bundled[]
  const all = [...bundled, ...EXTRA]
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const q = fold(url.searchParams.get('q') ?? '')
    const lang = url.searchParams.get('lang') === 'es' ? 'es' : 'en'
    if (q.includes('guadal')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"not":"the contract"')
    const found = all.filter((a) => fold(a.code) === q || fold(a.city[lang]).includes(q) || fold(a.name).includes(q)).slice(0, 10)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.map((a) => ({ code: a.code, city: a.city[lang], name: a.name, country: a.country }))))
  })
  await new Promise<void>((resolve) => server.listen(E2E_ORIGIN_SEARCH_PORT, '127.0.0.1', () => resolve()))
  return async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  }
}
