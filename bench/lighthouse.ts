/**
 * `npm run bench:lighthouse` (issue #4 performance): Lighthouse (mobile, its default form factor and
 * simulated throttling) on a bare Next page built with the project's own Next version, and on the
 * app's home, search and booking pages (issue #4) and the shop's product and cart pages (issue #5,
 * the cart empty: Lighthouse runs with a fresh profile) in es and en; prints per page the performance and
 * accessibility scores, CLS and first-load JS (gzip), next to the targets:
 *   performance ≥ bare − 3, accessibility 100, CLS ≤ 0.05, first-load JS ≤ bare + 90 KB (search,
 *   booking, product, cart).
 * Needs `npm run build` first. Chromium: `CHROMIUM_PATH` or /usr/bin/chromium. Prints; never fails on
 * a target. Not part of `npm test`.
 * `BENCH_PAGES=product,cart` runs only the pages whose name contains one of the words (the bare page
 * always runs; default: all pages); `BENCH_LHR_DIR=<dir>` also writes each page's Lighthouse JSON there
 * (LCP element, TBT, unused JS); `BENCH_RUNS=5` runs Lighthouse that many times per page and keeps the
 * run with the median performance score (every run's score is printed; default 1 run).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from '../scripts/lib/embedded-db'
import { startGroup } from '../scripts/lib/proc'
import { bookable, buildBareApp, firstLoadJs, startNext, waitFor } from './lib'

const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('Build the app first: npm run build')
  process.exit(1)
}
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
]

type Row = { name: string; perf: number; a11y: number; cls: number; js: number; range: string }

const bareDir = await buildBareApp()
const [appPort, barePort] = [await freePort(), await freePort()]
const app = startGroup('npx', ['tsx', 'scripts/start.ts', '--throwaway'], { cwd: root, env: { ...process.env, PORT: String(appPort) }, stdio: 'ignore' }, () => {})
const bare = await startNext(bareDir, barePort)
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
try {
  const base = `http://127.0.0.1:${appPort}`
  await waitFor(`${base}/en/`)
  const stay = await bookable(base)
  const pages: Record<string, string> = {
    'bare Next page': `http://127.0.0.1:${barePort}/`,
    'home /es/': `${base}/es/`,
    'home /en/': `${base}/en/`,
    'search /es/busqueda/': `${base}/es/busqueda/?${stay.query}`,
    'search /en/search/': `${base}/en/search/?${stay.query}`,
    'booking /es/reserva/': `${base}/es/reserva/?${stay.query}&sel=${encodeURIComponent(stay.sel)}`,
    'booking /en/booking/': `${base}/en/booking/?${stay.query}&sel=${encodeURIComponent(stay.sel)}`,
    'product /es/tienda/…/': `${base}/es/tienda/parque-arte-selva/`,
    'product /en/shop/…/': `${base}/en/shop/arte-selva-park/`,
    'cart /es/carrito/': `${base}/es/carrito/`,
    'cart /en/carrito/': `${base}/en/carrito/`,
  }
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
  const lhrDir = process.env.BENCH_LHR_DIR
  const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1)
  if (lhrDir) mkdirSync(lhrDir, { recursive: true })
  const rows: Row[] = []
  for (const [name, url] of Object.entries(pages)) {
    if (only.length && name !== 'bare Next page' && !only.some((w) => name.includes(w))) continue
    await (await fetch(url)).text() // warm the server-side caches once (whole render), as a visitor after the first would find them
    const lhrs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
      lhrs.push(result!.lhr)
    }
    const score = (l: (typeof lhrs)[number]) => Math.round((l.categories.performance?.score ?? 0) * 100)
    const inOrder = lhrs.map(score)
    lhrs.sort((a, b) => score(a) - score(b))
    const lhr = lhrs[Math.floor((lhrs.length - 1) / 2)]
    if (lhrDir) writeFileSync(path.join(lhrDir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(lhr))
    const js = await firstLoadJs(url)
    rows.push({
      name,
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      js: js.externalGzipKB,
      range: runs > 1 ? ` (${inOrder.join(', ')})` : '',
    })
    const a11yFails = Object.values(lhr.audits).filter((a) => a.score === 0 && (lhr.categories.accessibility?.auditRefs ?? []).some((r) => r.id === a.id && r.weight > 0))
    if (a11yFails.length) console.log(`  ${name}: accessibility audits failing: ${a11yFails.map((a) => a.id).join(', ')}`)
  }
  const bareRow = rows[0]
  console.log(`\nLighthouse mobile (simulated throttling${runs > 1 ? `, median of ${runs} runs, all runs' scores in run order in brackets` : ''}), first-load JS gzip`)
  console.log(`  ${'page'.padEnd(26)} perf  a11y   CLS    JS KB   targets`)
  for (const r of rows) {
    const targets =
      r === bareRow
        ? ''
        : `perf ≥ ${bareRow.perf - 3} ${r.perf >= bareRow.perf - 3 ? 'ok' : 'MISS'}; a11y 100 ${r.a11y === 100 ? 'ok' : 'MISS'}; CLS ≤ 0.05 ${r.cls <= 0.05 ? 'ok' : 'MISS'}` +
          (/search|booking|product|cart/.test(r.name) ? `; JS ≤ ${(bareRow.js + 90).toFixed(1)} ${r.js <= bareRow.js + 90 ? 'ok' : 'MISS'}` : '')
    console.log(`  ${r.name.padEnd(26)} ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${r.cls.toFixed(3)}  ${r.js.toFixed(1).padStart(6)}   ${targets}${r.range}`)
  }
} finally {
  await chrome.kill()
  app.kill('SIGTERM')
  bare.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
}
process.exit(0)
