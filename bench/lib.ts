/**
 * Helpers shared by the benchmark scripts: a bare Next.js baseline app built with the project's own
 * Next version, TTFB sampling and first-load JS measurement. Figures are printed, never asserted.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'
import { run, startGroup } from '../scripts/lib/proc'

/** Where benchmark scripts write their logs and artefacts (git-ignored). */
export const benchOut = path.resolve(import.meta.dirname, '.out')

/**
 * Writes and builds a bare Next app (one static page, one dynamic page) and returns its directory.
 * It lives outside the repository (`<tmp>/hxa-bench-bare-<hash of the repo path>`): built inside it,
 * with Turbopack's root at the repository, Next compiled the project's own `src/instrumentation.ts`
 * into the bare app (and failed on its `@payload-config` imports). Its `node_modules` is a symlink to
 * the repository's, so it builds and runs with the project's own Next and React; Turbopack's root is
 * the nearest folder holding both (it compiles nothing outside its root). Rebuilt when the Next
 * version or the page sources change.
 */
export async function buildBareApp(): Promise<string> {
  const repo = path.resolve(import.meta.dirname, '..')
  const modules = realpathSync(path.join(repo, 'node_modules'))
  const dir = path.join(realpathSync(tmpdir()), `hxa-bench-bare-${createHash('sha1').update(repo).digest('hex').slice(0, 10)}`)
  let turbopackRoot = dir
  while (path.relative(turbopackRoot, modules).startsWith('..')) turbopackRoot = path.dirname(turbopackRoot)
  for (const convention of ['instrumentation', 'middleware', 'proxy'])
    for (const at of [turbopackRoot, path.join(turbopackRoot, 'src')])
      if (['ts', 'js', 'mjs', 'tsx'].some((ext) => existsSync(path.join(at, `${convention}.${ext}`)))) throw new Error(`bare app: ${at} has a ${convention} file that Next would build into it`)
  const body = '<main><h1>Bare page</h1>' + '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'.repeat(20) + '</main>'
  const files: Record<string, string> = {
    'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(turbopackRoot)} } }\n`,
    'app/layout.tsx': 'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>)\n}\n',
    'app/page.tsx': `export default function Page() {\n  return (${body})\n}\n`,
    'app/dynamic/page.tsx': `import { headers } from 'next/headers'\nexport default async function Page() {\n  const h = await headers()\n  return (<main><h1>Dynamic bare page {h.get('user-agent')?.length}</h1></main>)\n}\n`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        allowJs: true,
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  }
  const nextVersion = JSON.parse(readFileSync(path.join(modules, 'next', 'package.json'), 'utf8')).version as string
  const stamp = createHash('sha1').update(JSON.stringify({ nextVersion, files })).digest('hex')
  const stampFile = path.join(dir, '.bench-stamp')
  if (existsSync(path.join(dir, '.next', 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dir
  rmSync(path.join(dir, 'node_modules'), { force: true }) // the symlink, never what it points to
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir')
  const code = await run('npx', ['next', 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (code !== 0) throw new Error('bare app build failed')
  writeFileSync(stampFile, stamp)
  return dir
}

/** Starts `next start` for a directory on a port; resolves once it answers. */
export async function startNext(dir: string, port: number, env: Record<string, string> = {}) {
  const server = startGroup('npx', ['next', 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { env: { ...process.env, ...env, NODE_ENV: 'production' }, stdio: 'ignore' }, () => {})
  await waitFor(`http://127.0.0.1:${port}/`)
  return server
}

/** Polls a URL until it answers (any status) or 120 s pass. */
export async function waitFor(url: string) {
  const until = Date.now() + 120_000
  while (Date.now() < until) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`${url} did not answer`)
}

/** The `Accept` of a browser's page load (what step 1's page cache serves; Next's router fetches ask for anything). */
export const PAGE_LOAD_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

/** A URL, or a function giving the next one (e.g. a search no earlier request asked: a cache miss every time). */
export type BenchUrl = string | (() => string)
const nextUrl = (url: BenchUrl) => (typeof url === 'string' ? url : url())

/** Time to first byte of one GET as a browser's page load, in milliseconds (fresh connection, like a first visit). */
export function ttfb(url: BenchUrl): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const req = http.get(nextUrl(url), { agent: false, headers: PAGE_LOAD_HEADERS }, (res) => {
      res.once('data', () => resolve(Number(process.hrtime.bigint() - start) / 1e6))
      res.on('end', () => {})
      res.resume()
    })
    req.on('error', reject)
  })
}

/**
 * Throughput of one URL the way `wrk -c N` measures it: `connections` keep-alive connections, each
 * sending the next request as soon as the whole previous answer arrived, for `seconds` (after a
 * second of warm-up). Returns requests per second, p50/p95 of the full answer time (ms) and the
 * count of answers that were not 200.
 */
export async function throughput(url: BenchUrl, opts: { connections: number; seconds: number; headers?: Record<string, string> }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections })
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(nextUrl(url), { agent, headers: { ...PAGE_LOAD_HEADERS, ...opts.headers } }, (res) => {
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.resume()
      })
      req.on('error', reject)
    })
  const loop = async (untilMs: number, times: number[] | null, bad: { n: number }) => {
    while (Date.now() < untilMs) {
      const t = process.hrtime.bigint()
      const status = await get()
      if (status !== 200) bad.n++
      times?.push(Number(process.hrtime.bigint() - t) / 1e6)
    }
  }
  try {
    await Promise.all(Array.from({ length: opts.connections }, () => loop(Date.now() + 1000, null, { n: 0 })))
    const times: number[] = []
    const bad = { n: 0 }
    const started = process.hrtime.bigint()
    await Promise.all(Array.from({ length: opts.connections }, () => loop(Date.now() + opts.seconds * 1000, times, bad)))
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), errors: bad.n }
  } finally {
    agent.destroy()
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * Runs `op` `requests` times from `concurrency` closed-loop callers (after `warmup` sequential calls)
 * and returns p50/p95 latency (ms) and throughput (requests per second) — the measuring loop of the
 * engine and shop benches.
 */
export async function measureConcurrent(name: string, op: () => Promise<unknown>, opts: { requests: number; concurrency: number; warmup: number }) {
  for (let i = 0; i < opts.warmup; i++) await op()
  const times: number[] = []
  let next = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next++ < opts.requests) {
        const t = process.hrtime.bigint()
        await op()
        times.push(Number(process.hrtime.bigint() - t) / 1e6)
      }
    }),
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / seconds }
}

/** Samples TTFB of several URLs interleaved (so machine noise hits all of them alike). */
export async function sampleTtfb(urls: Record<string, BenchUrl>, rounds: number) {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(urls).map((k) => [k, []]))
  for (const url of Object.values(urls)) for (let i = 0; i < 10; i++) await ttfb(url) // warm-up
  for (let i = 0; i < rounds; i++) for (const [name, url] of Object.entries(urls)) samples[name].push(await ttfb(url))
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, { p50: percentile(v, 50), p95: percentile(v, 95) }]))
}

/** First-load JS of a page: gzip bytes of its external scripts, plus inline script bytes (gzip). `cookie` is sent with the page's request. */
export async function firstLoadJs(url: string, cookie?: string) {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text()
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
  let external = 0
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    external += gzipSync(body).length
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('')
  return { scripts: new Set(srcs).size, externalGzipKB: external / 1024, inlineGzipKB: gzipSync(Buffer.from(inline)).length / 1024 }
}

/**
 * What the booking, cart, checkout and order pages need to show themselves rather than send the
 * visitor elsewhere: a booking session (a plain GET of the booking step goes back to ROOMS), a filled
 * cart, an open checkout of it and a paid order, with the cookies (`a=1; b=2`) that open them.
 */
export type FlowState = { bookingQuery: string; bookingCookie: string; cartCookie: string; checkoutId: string; orderCode: string; orderCookie: string }

/**
 * Makes a `FlowState` as a visitor would, in a scripted Chromium (Playwright, `chromePath`): ROOMS
 * with the stay and rate chosen (`stay`, from `bookable`), "Continue" (the booking session); an
 * express-checkout link fills a cart with a park ticket (2 adults, 20 days ahead), "Proceed to
 * payment" opens the checkout (a 15-minute hold); for the order, a second cart goes on to pay with
 * the sandbox. `keep`: an earlier state whose order is kept (the rest is made again).
 */
export async function flowState(base: string, chromePath: string, stay: { query: string; sel: string }, keep?: FlowState): Promise<FlowState> {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] })
  try {
    const date = new Date(Date.now() + 20 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Cancun' })
    const visitor = async () => {
      const ctx = await browser.newContext({ baseURL: base })
      await ctx.addCookies([{ name: 'cookie-consent', value: 'declined', url: base }]) // the scripted visitor only: the banner out of the way
      return { ctx, page: await ctx.newPage() }
    }
    const cookies = async (ctx: import('playwright').BrowserContext, names: string[]) => {
      const jar = await ctx.cookies(base)
      return names
        .map((name) => {
          const c = jar.find((x) => x.name === name)
          if (!c) throw new Error(`bench: no ${name} cookie`)
          return `${c.name}=${c.value}`
        })
        .join('; ')
    }
    const openCheckout = async () => {
      const { ctx, page } = await visitor()
      await page.goto(`/en/carrito/?p=3001,${date},-,2-0-0`)
      await page.getByTestId('cart-line').first().waitFor({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Proceed to payment' }).click()
      await page.waitForURL(/\/en\/checkout\/\?id=/, { timeout: 60_000 })
      return { ctx, page, checkoutId: new URL(page.url()).searchParams.get('id')!, cartCookie: await cookies(ctx, ['shop-cart']) }
    }
    const booking = await visitor()
    await booking.page.goto(`/en/search/?${stay.query}&sel=${encodeURIComponent(stay.sel)}`)
    await booking.page.getByRole('button', { name: 'Continue', exact: true }).click()
    await booking.page.waitForURL(/\/en\/booking\/\?/, { timeout: 60_000 })
    const open = await openCheckout()
    let order = keep ? { orderCode: keep.orderCode, orderCookie: keep.orderCookie } : null
    if (!order) {
      const { ctx, page } = await openCheckout()
      await page.getByLabel('First name').fill('Bench')
      await page.getByLabel('Last name').fill('Mark')
      await page.getByLabel('Email').fill('bench@example.com')
      await page.getByLabel('Phone').fill('+52 998 123 4567')
      await page.getByLabel(/I accept the rate policies/).check()
      await page.getByRole('button', { name: /^Pay / }).click()
      await page.waitForURL(/\/en\/order\/[A-Za-z0-9-]+\/$/, { timeout: 60_000 })
      order = { orderCode: new URL(page.url()).pathname.split('/')[3], orderCookie: await cookies(ctx, ['shop-orders']) }
    }
    return {
      bookingQuery: new URL(booking.page.url()).search.slice(1),
      bookingCookie: await cookies(booking.ctx, ['booking', 'token']),
      cartCookie: open.cartCookie,
      checkoutId: open.checkoutId,
      ...order,
    }
  } finally {
    await browser.close()
  }
}

/** A 3-night stay the seeded calendar sells, and a room/rate to put in the booking URL. */
export async function bookable(base: string): Promise<{ query: string; sel: string }> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  const res = await fetch(`${base}/hotel-api/v1/calendar/?HotelCode=31453&From=${day(30)}&To=${day(90)}&Currency=USD&Adults=2`, {
    headers: { Authorization: `Bearer ${process.env.HOTEL_API_TOKEN || 'dev-hotel-api-token-not-for-production'}` },
  })
  const days = (await res.json()).Days as { Date: string; MinStay: number; ClosedToArrival: boolean; ClosedToDeparture: boolean; Closed: boolean; Available: number }[]
  const i = days.findIndex((d, k) => k + 3 < days.length && d.MinStay <= 3 && !d.ClosedToArrival && !days[k + 3].ClosedToDeparture && days.slice(k, k + 3).every((x) => !x.Closed && x.Available > 3))
  if (i < 0) throw new Error('no bookable stay')
  return { query: `checkin=${days[i].Date}&checkout=${days[i + 3].Date}&guests[0][adults]=2&guests[0][children]=0&currency=USD`, sel: 'JS~FLEX' }
}

/** A rewrite of a page's HTML that `rewriteHtml` can apply (see there). */
export type HtmlLever = 'noscript' | 'noext' | 'afterload' | 'inlinecss' | 'nofonts' | 'inlinehero'
export const HTML_LEVERS: readonly HtmlLever[] = ['noscript', 'noext', 'afterload', 'inlinecss', 'nofonts', 'inlinehero']

/**
 * What one change to a page's HTML would do to its LCP (`BENCH_LEVERS` in bench/lighthouse.ts, issue
 * #16 item 1): each lever rewrites the HTML as the app could serve it, so Lighthouse measures the
 * effect before anyone builds it.
 *   - `noscript`: no `<script>` at all (external, inline — the RSC payload too — and script preloads):
 *     the floor of HTML, stylesheets, fonts and images.
 *   - `noext`: no external `<script src>`, the inline scripts (RSC payload, click replay) kept.
 *   - `afterload`: the external `async` scripts are not in the HTML; an inline script at the end of the
 *     body adds them after the `load` event and two animation frames, i.e. after the first frame was
 *     presented (Lighthouse's simulation then leaves them out of the LCP).
 *   - `inlinecss`: every stylesheet `<link>` replaced by a `<style>` with its text.
 *   - `nofonts`: no font preloads and, with `inlinecss`, no `@font-face` rules (the fallback fonts).
 *   - `inlinehero`: the page's high-priority photo (`fetchPriority="high"` with a `srcSet`) as a data
 *     URI of its candidate nearest 828 px wide in AVIF, its image preload removed.
 * @param html the page's HTML as the app served it (decompressed)
 * @param levers the rewrites to apply (always in the order listed above, whatever the set's order)
 * @param asset fetches an asset of the app by path (`accept` for images), for `inlinecss` and `inlinehero`
 * @returns the rewritten HTML (unchanged for an empty set)
 * @throws what `asset` throws (the proxy answers 502)
 */
export async function rewriteHtml(html: string, levers: ReadonlySet<HtmlLever>, asset: (path: string, accept?: string) => Promise<Buffer>): Promise<string> {
  if (levers.has('noscript'))
    html = html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/g, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
  if (levers.has('noext')) html = html.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
  if (levers.has('afterload')) {
    const sources: string[] = []
    html = html.replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src: string) => (sources.push(src), ''))
    const add = `${JSON.stringify(sources)}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=true;document.head.appendChild(s)})`
    html = html.replace('</body>', `<script>addEventListener('load',function(){requestAnimationFrame(function(){requestAnimationFrame(function(){${add}})})})</script></body>`)
  }
  if (levers.has('inlinecss'))
    for (const m of [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g)]) {
      let css = (await asset(m[1].replaceAll('&amp;', '&'))).toString('utf8')
      if (levers.has('nofonts')) css = css.replace(/@font-face\s*\{[^}]*\}/g, '')
      html = html.replace(m[0], () => `<style>${css}</style>`)
    }
  if (levers.has('nofonts')) html = html.replace(/<link\b[^>]*\bas="font"[^>]*>/g, '')
  if (levers.has('inlinehero')) {
    const img = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/)?.[0]
    const set = img?.match(/\bsrcSet="([^"]+)"/)?.[1]
    if (img && set) {
      const candidates = set
        .split(/,\s+/)
        .map((c) => c.trim().split(/\s+/))
        .map(([src, w]) => ({ src: src.replaceAll('&amp;', '&'), w: Number.parseInt(w) }))
      const pick = candidates.reduce((a, c) => (Math.abs(c.w - 828) < Math.abs(a.w - 828) ? c : a))
      const uri = `data:image/avif;base64,${(await asset(pick.src, 'image/avif')).toString('base64')}`
      const inlined = img.replace(/\s(?:sizes|srcSet)="[^"]*"/g, '').replace(/\bsrc="[^"]*"/, `src="${uri}"`)
      html = html.replace(img, () => inlined).replace(/<link\b[^>]*\bas="image"[^>]*>/, '')
    }
  }
  return html
}

/**
 * A diagnosis proxy for `BENCH_LEVERS` (and `BENCH_NOSCRIPT=1`, the `noscript` lever) in
 * bench/lighthouse.ts: forwards every request to the app on `targetPort` unchanged (cookies and
 * redirects included), except that an HTML answer comes back rewritten by `rewriteHtml` with
 * `levers`. Compression is kept as the browser asked for it (stylesheets, fonts and images pass
 * through as they are; a rewritten HTML answer is gzipped again when it came compressed), so the
 * figures count the bytes a visitor's browser receives.
 * @returns the proxy's port and `close`
 */
export async function startRewritingProxy(targetPort: number, levers: ReadonlySet<HtmlLever>): Promise<{ port: number; close: () => Promise<void> }> {
  const asset = async (p: string, accept = '*/*') => Buffer.from(await (await fetch(`http://127.0.0.1:${targetPort}${p}`, { headers: { accept } })).arrayBuffer())
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${targetPort}` }
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers }, (r) => {
      if (!String(r.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(r.statusCode ?? 502, r.headers)
        r.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      r.on('data', (c: Buffer) => chunks.push(c))
      r.on('end', async () => {
        const encoding = String(r.headers['content-encoding'] ?? '')
        const body = Buffer.concat(chunks)
        const plain = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'deflate' ? inflateSync(body) : body
        let html: string
        try {
          html = await rewriteHtml(plain.toString('utf8'), levers, asset)
        } catch {
          res.writeHead(502).end()
          return
        }
        const out = encoding ? gzipSync(html) : Buffer.from(html)
        const outHeaders: http.OutgoingHttpHeaders = { ...r.headers, 'content-length': String(out.length), ...(encoding ? { 'content-encoding': 'gzip' } : {}) }
        delete outHeaders['transfer-encoding']
        const raw = r.headers.link
        const link = rewriteLinkHeader(Array.isArray(raw) ? raw.join(', ') : raw, levers)
        if (link === undefined) delete outHeaders.link
        else outHeaders.link = link
        res.writeHead(r.statusCode ?? 502, outHeaders)
        res.end(out)
      })
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The one `--disable-features=` switch Chromium gets (it reads only the last one): chrome-launcher's
 * default list plus those of `BENCH_CHROME_FLAGS`, without `RenderDocument` when `renderDocument` is
 * true. chrome-launcher disables RenderDocument for Lighthouse (GoogleChrome/lighthouse#16363); with it
 * disabled, Chromium 156 holds the first frame of a page whose render-blocking resources arrive more than
 * ~100 ms after the navigation until a ~1 s tick (first paint at ~1.2 or ~2.2 s, the main thread idle),
 * which a page painted within ~50 ms (the bare page) never meets — a one-stylesheet page whose CSS
 * answers after 200 ms paints at 1.2 s with it, at 0.34 s without (docs/status.md, fourth pass).
 * This Chromium runs RenderDocument by default (only disabling it brings the hold); other browsers
 * and versions were not tried. `BENCH_RENDER_DOCUMENT=0` keeps chrome-launcher's list as it is.
 */
export function disabledFeatures(launcherDefaults: string[], extra: string[], renderDocument: boolean): string {
  const listed = [...launcherDefaults, ...extra].filter((f) => f.startsWith('--disable-features=')).flatMap((f) => f.slice('--disable-features='.length).split(','))
  const features = [...new Set(listed.filter(Boolean))].filter((f) => !(renderDocument && f === 'RenderDocument'))
  return `--disable-features=${features.join(',')}`
}

/**
 * A page's `Link` response header as the lever set would serve it: `nofonts` drops its font preloads
 * (Next sends a dynamic page's `next/font` preloads in this header, a prerendered page's in the HTML).
 * @param value the header as the app sent it (undefined when absent)
 * @returns the header to send, or undefined when nothing is left
 */
export function rewriteLinkHeader(value: string | undefined, levers: ReadonlySet<HtmlLever>): string | undefined {
  if (value === undefined || !levers.has('nofonts')) return value
  const kept = value
    .split(/,\s*(?=<)/)
    .filter((entry) => !/;\s*as="?font"?/i.test(entry))
    .join(', ')
  return kept || undefined
}

/** The URLs of the `<link rel="preload" as="image">` candidates of a page's HTML at the widths a phone asks for (384–1080 px). */
export function preloadedImages(html: string, pageUrl: string): string[] {
  const sets = [...html.matchAll(/<link\b[^>]*\bas="image"[^>]*\bimageSrcSet="([^"]+)"/gi)].map((m) => m[1].replaceAll('&amp;', '&'))
  const candidates = sets.flatMap((set) => set.split(/,\s+/).map((c) => c.trim().split(/\s+/)))
  return [...new Set(candidates.filter(([, w]) => Number.parseInt(w) >= 384 && Number.parseInt(w) <= 1080).map(([src]) => new URL(src, pageUrl).href))]
}
