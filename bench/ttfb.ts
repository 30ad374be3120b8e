/**
 * `npm run bench:ttfb` (issue #2 performance): builds a bare Next page with the project's own Next
 * version beside the app, serves both, and prints in one run p50/p95 TTFB of a content page and of
 * the bare prerendered page, and first-load JS (gzip) of both, with the targets:
 *   content page p95 TTFB ≤ 1.5 × bare p95; first-load JS ≤ bare + 40 KB;
 * and the dynamic pages against the bare dynamic page (issue #16 item 2): the search page (step 1
 * ROOMS, the hotel engine in the loop) served from its page cache (the same search again: a hit) p95
 * TTFB ≤ 1.5 × bare dynamic p95 and, at 10 keep-alive connections (as `wrk -c 10`), throughput ≥ 0.5 ×
 * the bare dynamic page's; rendered (a search no request asked before: a miss) p95 TTFB ≤ 2 × and its
 * throughput printed beside; a shop product page and
 * the cart p95 TTFB ≤ 1.5 × bare dynamic; and each page's HTML weight in KB, uncompressed (search ≤ 120,
 * cached pages ≤ 45). `BENCH_SECONDS` sets each throughput run's length (10).
 * Needs `npm run build` first (the app's production build). Prints; never fails on a target.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../scripts/lib/embedded-db'
import { startGroup } from '../scripts/lib/proc'
import { bookable, buildBareApp, firstLoadJs, sampleTtfb, startNext, throughput, waitFor } from './lib'

const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('Build the app first: npm run build')
  process.exit(1)
}
const rounds = Number(process.env.BENCH_ROUNDS || 200)
const seconds = Number(process.env.BENCH_SECONDS || 10)

const bareDir = await buildBareApp()
const [appPort, barePort] = [await freePort(), await freePort()]
// the search's cache-hit rows measure hits: one page lives a minute here (5 s by default), longer than
// the sampling's gap between two requests of one search
const cacheSeconds = process.env.SEARCH_PAGE_CACHE_SECONDS || '60'
const app = startGroup(
  'npx',
  ['tsx', 'scripts/start.ts', '--throwaway'],
  { cwd: root, env: { ...process.env, PORT: String(appPort), SEARCH_PAGE_CACHE_SECONDS: cacheSeconds }, stdio: 'ignore' },
  () => {},
)
const bare = await startNext(bareDir, barePort)
try {
  await waitFor(`http://127.0.0.1:${appPort}/en/`)
  const urls = {
    'content page /en/faqs/': `http://127.0.0.1:${appPort}/en/faqs/`,
    'content page /es/aviso-de-privacidad/': `http://127.0.0.1:${appPort}/es/aviso-de-privacidad/`,
    'bare prerendered page': `http://127.0.0.1:${barePort}/`,
  }
  const t = await sampleTtfb(urls, rounds)
  const bareT = t['bare prerendered page']
  console.log(`\nTTFB over ${rounds} interleaved requests each (ms)`)
  for (const [name, v] of Object.entries(t)) {
    console.log(`  ${name.padEnd(40)} p50 ${v.p50.toFixed(2).padStart(7)}  p95 ${v.p95.toFixed(2).padStart(7)}  p95 ratio ${(v.p95 / bareT.p95).toFixed(2)} × bare (target ≤ 1.50)`)
  }
  const stay = await bookable(`http://127.0.0.1:${appPort}`)
  let misses = 0
  const dyn = {
    'search /es/busqueda/ (cache hit)': `http://127.0.0.1:${appPort}/es/busqueda/?${stay.query}`,
    'search /en/search/ (cache hit)': `http://127.0.0.1:${appPort}/en/search/?${stay.query}`,
    // a query no request asked before (a parameter the page ignores): rendered every time, the engine in the loop
    'search /en/search/ (cache miss)': () => `http://127.0.0.1:${appPort}/en/search/?${stay.query}&bench=${++misses}`,
    'product /en/shop/caleta-park/': `http://127.0.0.1:${appPort}/en/shop/caleta-park/`,
    'cart /es/carrito/': `http://127.0.0.1:${appPort}/es/carrito/`,
    'bare dynamic page': `http://127.0.0.1:${barePort}/dynamic`,
  }
  const target = (name: string) => (name.includes('cache miss') ? 2 : name.startsWith('bare') ? 1 : 1.5)
  const d = await sampleTtfb(dyn, rounds)
  const bareD = d['bare dynamic page']
  console.log(`\nTTFB over ${rounds} interleaved requests each (ms), dynamic pages`)
  for (const [name, v] of Object.entries(d)) {
    const ratio = v.p95 / bareD.p95
    console.log(
      `  ${name.padEnd(44)} p50 ${v.p50.toFixed(2).padStart(7)}  p95 ${v.p95.toFixed(2).padStart(7)}  p95 ratio ${ratio.toFixed(2)} × bare dynamic (target ≤ ${target(name).toFixed(2)}${ratio <= target(name) ? ' ok' : ' MISS'})`,
    )
  }
  console.log(`\nThroughput at 10 keep-alive connections, ${seconds} s each (as wrk -c 10)`)
  const tput: Record<string, Awaited<ReturnType<typeof throughput>>> = {}
  for (const name of [
    'bare dynamic page',
    'search /es/busqueda/ (cache hit)',
    'search /en/search/ (cache hit)',
    'search /en/search/ (cache miss)',
    'product /en/shop/caleta-park/',
    'cart /es/carrito/',
  ] as const) {
    tput[name] = await throughput(dyn[name], { connections: 10, seconds })
    const v = tput[name]
    const ratio = v.rps / tput['bare dynamic page'].rps
    const aim = name.includes('cache hit') ? ` (target ≥ 0.50${ratio >= 0.5 ? ' ok' : ' MISS'})` : ''
    console.log(
      `  ${name.padEnd(44)} ${v.rps.toFixed(0).padStart(6)} req/s  p50 ${v.p50.toFixed(1).padStart(7)}  p95 ${v.p95.toFixed(1).padStart(7)} ms  non-200 ${v.errors}  ${ratio.toFixed(2)} × bare dynamic${aim}`,
    )
  }
  const appJs = await firstLoadJs(urls['content page /en/faqs/'])
  const bareJs = await firstLoadJs(urls['bare prerendered page'])
  console.log('\nFirst-load JS (gzip)')
  console.log(`  content page: ${appJs.externalGzipKB.toFixed(1)} KB in ${appJs.scripts} scripts + ${appJs.inlineGzipKB.toFixed(1)} KB inline`)
  console.log(`  bare page:    ${bareJs.externalGzipKB.toFixed(1)} KB in ${bareJs.scripts} scripts + ${bareJs.inlineGzipKB.toFixed(1)} KB inline`)
  console.log(`  difference:   ${(appJs.externalGzipKB - bareJs.externalGzipKB).toFixed(1)} KB (target ≤ 40 KB)`)
  // Page weight: the HTML as sent without compression (KB), and of it the inline RSC payload
  console.log('\nHTML weight (uncompressed)')
  const weights: [string, string, number][] = [
    ['search /en/search/ (first rooms)', dyn['search /en/search/ (cache hit)'], 120],
    ['search /en/search/ (rooms=all)', `${dyn['search /en/search/ (cache hit)']}&rooms=all`, 0],
    ['home /es/', `http://127.0.0.1:${appPort}/es/`, 45],
    ['content page /en/faqs/', urls['content page /en/faqs/'], 45],
    ['bare prerendered page', urls['bare prerendered page'], 0],
  ]
  for (const [name, url, targetKB] of weights) {
    const html = await (await fetch(url)).text()
    const kb = Buffer.byteLength(html) / 1024
    const rsc = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0) / 1024
    const aim = targetKB ? ` (target ≤ ${targetKB} KB${kb <= targetKB ? ' ok' : ' MISS'})` : ''
    console.log(`  ${name.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB, of it inline RSC ${rsc.toFixed(1).padStart(6)} KB${aim}`)
  }
} finally {
  app.kill('SIGTERM')
  bare.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
}
process.exit(0)
