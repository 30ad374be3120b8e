/**
 * `npm run bench:lighthouse` (issues #4, #5, #16 item 1): Lighthouse 12 (mobile, its default form
 * factor and simulated throttling) on a bare Next page built with the project's own Next version and
 * on every page type of the app in es and en: home, a content page (terms of use), the hotel + flight
 * page (a content page with the package search form), search, booking, the shop listing, a shop
 * product, cart, checkout and order.
 *
 * By default it measures as PageSpeed and the field do, a first visit: every Lighthouse run gets a new
 * Chromium with a new, empty profile (own user-data-dir: no cache, no cookies — so no consent cookie
 * and the cookie banner shows), and each page is run `BENCH_RUNS` times (default 3), the pages
 * interleaved run by run, each figure the median of its runs. `BENCH_WARM=1` instead reuses one
 * Chromium for every run (the bench's old mode; a returning browser, some 5–15 points kinder here).
 * The booking, cart, checkout and order pages need a booking session, a cart, an open checkout and an
 * order (a plain GET of the booking step goes back to ROOMS): before they run, a scripted browser
 * (Playwright, `flowState` in lib.ts) chooses a room and rate and presses "Continue", fills a cart from
 * an express-checkout link and proceeds to payment, and pays a second cart with the sandbox (made again,
 * but the order, when older than 10 minutes: the holds last 15). Lighthouse's new profile then gets
 * those cookies (`booking` + `token`, `shop-cart`, `shop-orders`) in its jar, and nothing else.
 *
 * Prints per page performance, LCP, TBT, CLS, accessibility, best practices, SEO and first-load JS
 * (gzip), the LCP element with its phases (TTFB, load delay, load time, render delay: Lighthouse's
 * simulated timings), and each target with ok/MISS:
 *   performance ≥ bare − 3; LCP ≤ 1.3 × bare LCP; TBT ≤ bare TBT + 100 ms; CLS ≤ 0.02;
 *   accessibility 100; best practices 100; SEO 100 on indexable pages (home, content, shop, product),
 *   `noindex` and a meta description on the others; first-load JS ≤ bare + 90 KB (flow pages).
 * Best-practices, SEO and accessibility audits that fail are listed under the table, with the URLs of
 * console errors (a resource answering 404, for one).
 * Needs `npm run build` first. Chromium: `CHROMIUM_PATH` or /usr/bin/chromium. Prints; never fails on
 * a target. Not part of `npm test`.
 * `BENCH_PAGES=product,cart` runs only the pages whose name contains one of the words (the bare page
 * always runs; default: all pages); `BENCH_LHR_DIR=<dir>` also writes every run's Lighthouse JSON
 * there (`<page>.run<n>.json`, and `<page>.json`: the run with the median performance score);
 * `BENCH_CHROME_FLAGS` adds Chromium flags (its `--disable-features=` lists are merged into the one
 * switch). Chromium runs with chrome-launcher's flags, but RenderDocument stays on, as this Chromium
 * runs by default (`disabledFeatures`): chrome-launcher's RenderDocument switch makes this Chromium
 * hold a first frame that is not ready within ~100 ms until ~1.2 or ~2.2 s, and the simulated LCP then counts every
 * script (docs/status.md, fourth pass); `BENCH_RENDER_DOCUMENT=0` measures with that switch.
 * Under the phases it prints, per page, the observed (unthrottled) LCP and how many KB of script had
 * finished loading by then: Lighthouse's simulation counts a script in the LCP when it loaded and began
 * to run before the observed LCP, which is why a page whose first frame comes after its scripts is
 * charged for all of them. `BENCH_NOSCRIPT=1` also measures every page through a proxy that strips its
 * `<script>` elements and script preloads (`startRewritingProxy`, lever `noscript`): the LCP its HTML,
 * stylesheets, fonts and images alone allow, the floor no work on JavaScript can go below.
 * `BENCH_LEVERS="noscript;afterload,inlinecss,nofonts,inlinehero"` measures every page through such a
 * proxy once per lever set (sets split by `;`, levers by `,`; `rewriteHtml` in lib.ts lists them):
 * what inlining the stylesheets, leaving out the fonts, inlining the LCP photo or adding the scripts
 * after the first frame would each do to the LCP, before anyone builds it.
 */
import { mkdtempSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from '../scripts/lib/embedded-db'
import { startGroup } from '../scripts/lib/proc'
import { bookable, buildBareApp, disabledFeatures, firstLoadJs, flowState, preloadedImages, startNext, startRewritingProxy, waitFor, HTML_LEVERS, type FlowState, type HtmlLever } from './lib'

const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('Build the app first: npm run build')
  process.exit(1)
}
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const extraFlags = (process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean)
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
  ...extraFlags.filter((f) => !f.startsWith('--disable-features=')),
  disabledFeatures(chromeLauncher.Launcher.defaultFlags(), extraFlags, process.env.BENCH_RENDER_DOCUMENT !== '0'),
]
const warm = process.env.BENCH_WARM === '1'
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3)
const lhrDir = process.env.BENCH_LHR_DIR
const leverSets: HtmlLever[][] = [
  ...(process.env.BENCH_NOSCRIPT === '1' ? [['noscript' as const]] : []),
  ...(process.env.BENCH_LEVERS ?? '')
    .split(';')
    .map((set) =>
      set
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    )
    .filter((set) => set.length)
    .map((set) => {
      const unknown = set.filter((w) => !HTML_LEVERS.includes(w as HtmlLever))
      if (unknown.length) throw new Error(`BENCH_LEVERS: unknown lever ${unknown.join(', ')} (known: ${HTML_LEVERS.join(', ')})`)
      return set as HtmlLever[]
    }),
]
const only = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean)

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Kind = 'bare' | 'home' | 'content' | 'search' | 'booking' | 'shop' | 'product' | 'cart' | 'checkout' | 'order'
/** A page to measure: its URL and the cookies its visitor has (booking and shop pages: `FlowState`, made when first needed). */
type Page = { name: string; kind: Kind; target: (s: () => Promise<FlowState>) => Promise<{ url: string; cookie?: string }> }

const INDEXABLE: Kind[] = ['home', 'content', 'shop', 'product']
const FLOW: Kind[] = ['search', 'booking', 'shop', 'product', 'cart', 'checkout', 'order']

const bareDir = await buildBareApp()
const [appPort, barePort] = [await freePort(), await freePort()]
const app = startGroup('npx', ['tsx', 'scripts/start.ts', '--throwaway'], { cwd: root, env: { ...process.env, PORT: String(appPort) }, stdio: 'ignore' }, () => {})
const bare = await startNext(bareDir, barePort)
const shared = warm ? await chromeLauncher.launch({ chromePath, chromeFlags: flags }) : null

/**
 * Puts cookies (`a=1; b=2`) in the browser's jar for the URL's origin, over the DevTools protocol
 * (Playwright's CDP client), as a returning visitor's browser has them (page scripts read
 * `document.cookie` too). Lighthouse keeps cookies through its storage reset. Its `extraHeaders`
 * Cookie did not reach the order page: Chromium restarted that first navigation for a `Critical-CH`
 * response header (a 307 internal redirect) and the restarted request went without it.
 */
async function setCookies(port: number, url: string, cookie: string) {
  const { chromium } = await import('playwright')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const cookies = cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: new URL(url).origin }))
    await browser.contexts()[0].addCookies(cookies)
  } finally {
    await browser.close()
  }
}

/** One Lighthouse run: in a new Chromium with a new profile (default), or in the shared one (`BENCH_WARM=1`). */
async function lighthouseRun(url: string, cookie: string | undefined): Promise<Lhr> {
  const userDataDir = shared ? null : mkdtempSync(path.join(tmpdir(), 'hxa-lh-profile-'))
  const chrome = shared ?? (await chromeLauncher.launch({ chromePath, chromeFlags: flags, userDataDir: userDataDir! }))
  try {
    if (cookie) await setCookies(chrome.port, url, cookie)
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    if (!shared) {
      await chrome.kill()
      rmSync(userDataDir!, { recursive: true, force: true })
    }
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const score = (l: Lhr, category: string) => Math.round((l.categories[category]?.score ?? 0) * 100)
const audit = (l: Lhr, id: string) => l.audits[id]
const fileName = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

/** The LCP element (its selector or snippet) and its four phases in ms, as Lighthouse's simulation computed them. */
function lcpPhases(l: Lhr): { element: string; phases: number[] } {
  const items = ((audit(l, 'largest-contentful-paint-element')?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? []) as {
    items?: Record<string, unknown>[]
  }[]
  const node = items[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined
  const phases = (items[1]?.items ?? []).map((p) => Number(p.timing))
  return { element: node?.selector ?? node?.snippet ?? '?', phases }
}

/** The observed (unthrottled) LCP in ms and the KB (transfer) of the scripts that had finished loading before it, of all scripts. */
function scriptsBeforeLcp(l: Lhr): { observedLcp: number; beforeKB: number; totalKB: number } {
  const observedLcp = Number((audit(l, 'metrics')?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? NaN)
  const requests = ((audit(l, 'network-requests')?.details as { items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  )
  const kb = (list: typeof requests) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  return { observedLcp, beforeKB: kb(requests.filter((r) => (r.networkEndTime ?? Infinity) <= observedLcp)), totalKB: kb(requests) }
}

try {
  const base = `http://127.0.0.1:${appPort}`
  await waitFor(`${base}/en/`)
  const stay = await bookable(base)
  const plain = (url: string) => async () => ({ url })
  const all: Page[] = [
    { name: 'bare Next page', kind: 'bare', target: plain(`http://127.0.0.1:${barePort}/`) },
    { name: 'home /es/', kind: 'home', target: plain(`${base}/es/`) },
    { name: 'home /en/', kind: 'home', target: plain(`${base}/en/`) },
    { name: 'content /es/terminos-de-uso/', kind: 'content', target: plain(`${base}/es/terminos-de-uso/`) },
    { name: 'content /en/terms-of-use/', kind: 'content', target: plain(`${base}/en/terms-of-use/`) },
    { name: 'hotel+flight /es/…/', kind: 'content', target: plain(`${base}/es/hotel-flight-package/`) },
    { name: 'hotel+flight /en/…/', kind: 'content', target: plain(`${base}/en/hotel-flight-package/`) },
    { name: 'search /es/busqueda/', kind: 'search', target: plain(`${base}/es/busqueda/?${stay.query}`) },
    { name: 'search /en/search/', kind: 'search', target: plain(`${base}/en/search/?${stay.query}`) },
    { name: 'booking /es/reserva/', kind: 'booking', target: async (s) => ({ url: `${base}/es/reserva/?${(await s()).bookingQuery}`, cookie: (await s()).bookingCookie }) },
    { name: 'booking /en/booking/', kind: 'booking', target: async (s) => ({ url: `${base}/en/booking/?${(await s()).bookingQuery}`, cookie: (await s()).bookingCookie }) },
    { name: 'shop /es/tienda/', kind: 'shop', target: plain(`${base}/es/tienda/`) },
    { name: 'shop /en/shop/', kind: 'shop', target: plain(`${base}/en/shop/`) },
    { name: 'product /es/tienda/…/', kind: 'product', target: plain(`${base}/es/tienda/parque-arte-selva/`) },
    { name: 'product /en/shop/…/', kind: 'product', target: plain(`${base}/en/shop/arte-selva-park/`) },
    { name: 'cart /es/carrito/', kind: 'cart', target: async (s) => ({ url: `${base}/es/carrito/`, cookie: (await s()).cartCookie }) },
    { name: 'cart /en/carrito/', kind: 'cart', target: async (s) => ({ url: `${base}/en/carrito/`, cookie: (await s()).cartCookie }) },
    { name: 'checkout /es/pago/', kind: 'checkout', target: async (s) => ({ url: `${base}/es/pago/?id=${(await s()).checkoutId}`, cookie: (await s()).cartCookie }) },
    { name: 'checkout /en/checkout/', kind: 'checkout', target: async (s) => ({ url: `${base}/en/checkout/?id=${(await s()).checkoutId}`, cookie: (await s()).cartCookie }) },
    { name: 'order /es/pedido/…/', kind: 'order', target: async (s) => ({ url: `${base}/es/pedido/${(await s()).orderCode}/`, cookie: (await s()).orderCookie }) },
    { name: 'order /en/order/…/', kind: 'order', target: async (s) => ({ url: `${base}/en/order/${(await s()).orderCode}/`, cookie: (await s()).orderCookie }) },
  ]
  const pages = all.filter((p) => p.kind === 'bare' || !only.length || only.some((w) => p.name.includes(w)))
  // the booking session, cart, open checkout and order: made when first needed, all but the order made again before the holds (15 minutes) end
  let flow: { state: FlowState; at: number } | null = null
  const flowNow = async () => {
    if (!flow || Date.now() - flow.at > 10 * 60_000) flow = { state: await flowState(base, chromePath, stay, flow?.state), at: Date.now() }
    return flow.state
  }
  if (lhrDir) mkdirSync(lhrDir, { recursive: true })
  const lhrs = new Map<string, Lhr[]>(pages.map((p) => [p.name, []]))
  // warm the server-side caches once (whole render, and the preloaded LCP photo in the sizes a phone
  // asks for: the image optimizer encodes a size on its first request, ~1.4 s here), as a visitor
  // after the first would find them
  for (const p of pages) {
    const { url, cookie } = await p.target(flowNow)
    const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text()
    for (const src of preloadedImages(html, url)) await (await fetch(src, { headers: { accept: 'image/avif,image/webp,*/*' } })).arrayBuffer()
  }
  // fresh profiles: the pages interleaved run by run (machine noise spread over all); warm: page by page, as before
  const order = warm ? pages.flatMap((p) => Array.from({ length: runs }, (_, i) => ({ p, i }))) : Array.from({ length: runs }, (_, i) => pages.map((p) => ({ p, i }))).flat()
  for (const { p, i } of order) {
    const { url, cookie } = await p.target(flowNow)
    const lhr = await lighthouseRun(url, cookie)
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) console.log(`  ${p.name}: run ${i + 1} ended at ${lhr.finalDisplayedUrl}`)
    lhrs.get(p.name)!.push(lhr)
    if (lhrDir) writeFileSync(path.join(lhrDir, `${fileName(p.name)}.run${i + 1}.json`), JSON.stringify(lhr))
    process.stdout.write('.')
  }
  // the same pages through the rewriting proxy, once per lever set (BENCH_LEVERS, BENCH_NOSCRIPT=1), interleaved the same way
  const rewritten = new Map<string, { lcp: number[]; perf: number[] }>() // key: lever set + page
  for (const set of leverSets) {
    const proxy = await startRewritingProxy(appPort, new Set(set))
    try {
      for (const { p } of order.filter(({ p }) => p.kind !== 'bare')) {
        const { url, cookie } = await p.target(flowNow)
        const lhr = await lighthouseRun(url.replace(`:${appPort}/`, `:${proxy.port}/`), cookie)
        const key = `${set.join(',')} ${p.name}`
        const f = rewritten.get(key) ?? { lcp: [], perf: [] }
        f.lcp.push(Number(audit(lhr, 'largest-contentful-paint')?.numericValue ?? NaN))
        f.perf.push(score(lhr, 'performance'))
        rewritten.set(key, f)
        process.stdout.write(',')
      }
    } finally {
      await proxy.close()
    }
  }
  console.log('')

  type Row = { p: Page; perf: number; lcp: number; tbt: number; cls: number; a11y: number; bp: number; seo: number; js: number; runs: number[]; mid: Lhr }
  const rows: Row[] = []
  for (const p of pages) {
    const list = lhrs.get(p.name)!
    const byPerf = [...list].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const mid = byPerf[Math.floor((byPerf.length - 1) / 2)]
    if (lhrDir) writeFileSync(path.join(lhrDir, `${fileName(p.name)}.json`), JSON.stringify(mid))
    const { url, cookie } = await p.target(flowNow)
    const js = await firstLoadJs(url, cookie)
    const m = (f: (l: Lhr) => number) => median(list.map(f))
    rows.push({
      p,
      perf: m((l) => score(l, 'performance')),
      lcp: m((l) => Number(audit(l, 'largest-contentful-paint')?.numericValue ?? NaN)),
      tbt: m((l) => Number(audit(l, 'total-blocking-time')?.numericValue ?? NaN)),
      cls: m((l) => Number(audit(l, 'cumulative-layout-shift')?.numericValue ?? NaN)),
      a11y: m((l) => score(l, 'accessibility')),
      bp: m((l) => score(l, 'best-practices')),
      seo: m((l) => score(l, 'seo')),
      js: js.externalGzipKB,
      runs: list.map((l) => score(l, 'performance')),
      mid,
    })
  }

  const b = rows[0]
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISS')
  const mode = warm ? 'one Chromium reused for every run (BENCH_WARM=1)' : 'a new Chromium profile per run: a first visit, no consent cookie'
  console.log(`\nLighthouse mobile, simulated throttling, ${mode}; median of ${runs} run${runs > 1 ? 's' : ''} (performance of each run in run order in brackets); first-load JS gzip`)
  console.log(`  baseline (bare Next page): perf ${b.perf}, LCP ${(b.lcp / 1000).toFixed(2)} s, TBT ${Math.round(b.tbt)} ms, JS ${b.js.toFixed(1)} KB`)
  console.log(`  ${'page'.padEnd(30)} perf  LCP s  TBT ms   CLS   a11y   BP  SEO  JS KB   targets`)
  for (const r of rows) {
    const noindex = audit(r.mid, 'is-crawlable')?.score === 0
    const described = audit(r.mid, 'meta-description')?.score === 1
    const targets =
      r === b
        ? ''
        : [
            `perf ≥ ${b.perf - 3} ${ok(r.perf >= b.perf - 3)}`,
            `LCP ≤ ${((1.3 * b.lcp) / 1000).toFixed(2)} ${ok(r.lcp <= 1.3 * b.lcp)}`,
            `TBT ≤ ${Math.round(b.tbt + 100)} ${ok(r.tbt <= b.tbt + 100)}`,
            `CLS ≤ 0.02 ${ok(r.cls <= 0.02)}`,
            `a11y ${ok(r.a11y === 100)}`,
            `BP ${ok(r.bp === 100)}`,
            INDEXABLE.includes(r.p.kind) ? `SEO ${ok(r.seo === 100)}` : `noindex ${ok(noindex)} description ${ok(described)}`,
            ...(FLOW.includes(r.p.kind) ? [`JS ≤ ${(b.js + 90).toFixed(1)} ${ok(r.js <= b.js + 90)}`] : []),
          ].join('; ')
    console.log(
      `  ${r.p.name.padEnd(30)} ${String(r.perf).padStart(4)}  ${(r.lcp / 1000).toFixed(2).padStart(5)}  ${String(Math.round(r.tbt)).padStart(6)}  ${r.cls.toFixed(3)}  ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(3)}  ${String(r.seo).padStart(3)}  ${r.js.toFixed(1).padStart(5)}   ${targets}${runs > 1 ? ` (${r.runs.join(', ')})` : ''}`,
    )
  }
  console.log('\nLCP element and phases (run with the median performance; ms: TTFB / load delay / load time / render delay)')
  for (const r of rows) {
    const { element, phases } = lcpPhases(r.mid)
    console.log(`  ${r.p.name.padEnd(30)} ${phases.map((t) => String(Math.round(t)).padStart(5)).join(' /')}   ${element}`)
  }
  console.log('\nObserved (unthrottled) LCP and the scripts loaded before it (run with the median performance)')
  for (const r of rows) {
    const s = scriptsBeforeLcp(r.mid)
    console.log(
      `  ${r.p.name.padEnd(30)} observed LCP ${String(Math.round(s.observedLcp)).padStart(4)} ms; scripts loaded before it ${s.beforeKB.toFixed(1).padStart(5)} of ${s.totalKB.toFixed(1)} KB`,
    )
  }
  for (const set of leverSets) {
    const what = set.join(', ')
    console.log(`\nThrough the rewriting proxy with ${what} (BENCH_LEVERS; median of ${runs}): perf, LCP`)
    for (const r of rows.slice(1)) {
      const f = rewritten.get(`${set.join(',')} ${r.p.name}`)
      const lcp = median(f?.lcp ?? [NaN])
      console.log(
        `  ${r.p.name.padEnd(30)} ${String(median(f?.perf ?? [NaN])).padStart(4)}  ${(lcp / 1000).toFixed(2)} s (as served ${r.perf}, ${(r.lcp / 1000).toFixed(2)} s; target ≤ ${((1.3 * b.lcp) / 1000).toFixed(2)} ${ok(lcp <= 1.3 * b.lcp)})`,
      )
    }
  }
  const failing = (l: Lhr, category: string) =>
    (l.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && l.audits[ref.id]?.score !== null && (l.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)
  for (const r of rows) {
    const fails = [...failing(r.mid, 'accessibility').map((id) => `a11y ${id}`), ...failing(r.mid, 'best-practices').map((id) => `BP ${id}`), ...failing(r.mid, 'seo').map((id) => `SEO ${id}`)]
    if (!fails.length) continue
    const errors = ((audit(r.mid, 'errors-in-console')?.details as { items?: { sourceLocation?: { url?: string }; description?: string }[] } | undefined)?.items ?? []).map(
      (e) => `${e.description}${e.sourceLocation?.url ? ` (${e.sourceLocation.url})` : ''}`,
    )
    console.log(`  ${r.p.name}: ${fails.join(', ')}${errors.length ? ` — console errors: ${[...new Set(errors)].join(', ')}` : ''}`)
  }
} finally {
  if (shared) await shared.kill()
  app.kill('SIGTERM')
  bare.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
}
process.exit(0)
