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
 */
import { existsSync } from 'node:fs'
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
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage']

type Row = { name: string; perf: number; a11y: number; cls: number; js: number }

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
  const rows: Row[] = []
  for (const [name, url] of Object.entries(pages)) {
    await fetch(url) // warm the server-side caches once, as a visitor after the first would find them
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
    const lhr = result!.lhr
    const js = await firstLoadJs(url)
    rows.push({
      name,
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      js: js.externalGzipKB,
    })
    const a11yFails = Object.values(lhr.audits).filter((a) => a.score === 0 && (lhr.categories.accessibility?.auditRefs ?? []).some((r) => r.id === a.id && r.weight > 0))
    if (a11yFails.length) console.log(`  ${name}: accessibility audits failing: ${a11yFails.map((a) => a.id).join(', ')}`)
  }
  const bareRow = rows[0]
  console.log('\nLighthouse mobile (simulated throttling), first-load JS gzip')
  console.log(`  ${'page'.padEnd(26)} perf  a11y   CLS    JS KB   targets`)
  for (const r of rows) {
    const targets =
      r === bareRow
        ? ''
        : `perf ≥ ${bareRow.perf - 3} ${r.perf >= bareRow.perf - 3 ? 'ok' : 'MISS'}; a11y 100 ${r.a11y === 100 ? 'ok' : 'MISS'}; CLS ≤ 0.05 ${r.cls <= 0.05 ? 'ok' : 'MISS'}` +
          (/search|booking|product|cart/.test(r.name) ? `; JS ≤ ${(bareRow.js + 90).toFixed(1)} ${r.js <= bareRow.js + 90 ? 'ok' : 'MISS'}` : '')
    console.log(`  ${r.name.padEnd(26)} ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${r.cls.toFixed(3)}  ${r.js.toFixed(1).padStart(6)}   ${targets}`)
  }
} finally {
  await chrome.kill()
  app.kill('SIGTERM')
  bare.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
}
process.exit(0)
