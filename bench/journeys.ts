/**
 * `npm run bench:journeys` (issue #16 items 4 and 5): a journey load test of the production build.
 * Starts one `next start` (scripts/start.ts --throwaway: migrations and seed) on its own embedded
 * Postgres and sends it virtual travellers over plain HTTP, the way a browser with JavaScript talks
 * to the site: page GETs (HTML) and the pages' server actions (`Next-Action` POSTs with the React
 * reply encoding, the ids from the build's server-reference manifest; an action that redirects
 * answers with the next page's RSC payload, which is what the browser renders). The server also
 * serves the built-in hotel engine its pages call (HOTEL_API_URL unset), as a single-host install does.
 * Each journey is a new visitor: its own cookie jar and its own client address (`X-Forwarded-For`, one
 * proxy trusted as in a deployment), so the per-address abuse limits (HOTEL_HOLD_LIMIT,
 * SHOP_CHECKOUT_LIMIT: 10 holds per address per 15 min) keep their defaults and are never hit:
 * nothing is relaxed.
 *   - booking (hotel): home → search (3-night stay, 2 adults) → choose a room and rate (a link of the
 *     room list; one taken meanwhile is chosen again from the list shown) → Continue (`startBooking` →
 *     booking page) → pay in the sandbox (`placeBooking` → confirmation page);
 *   - shop: shop list → product page (a park with 400 seats a day, or the 6-seat small-group tour) →
 *     the month's calendar (`calendarAction`) → two quotes (`quoteAction`: the date, then an add-on)
 *     → add to cart (`addToCartAction`) → cart page → checkout (`startCheckoutAction` → payment page)
 *     → pay in the sandbox (`placeOrderAction` → order page);
 *   - browse: home and 3–5 content pages linked from it.
 * Journeys are mixed `BENCH_MIX` (default booking=50,shop=30,browse=20: the two buying journeys 80,
 * browsing 20), each in es or en at random, with a think time between steps. Sub-resources (scripts,
 * styles, images) are not fetched. The crowd is stepped (`BENCH_STEPS`, default 10,25,50,100
 * concurrent travellers, `BENCH_STEP_SECONDS` each, default 60, started over the first 10 s); each
 * step books stays and tickets in a stretch of the calendar of its own, a quarter of the crowd in
 * dates (at least 5), so room types and departures sell out and travellers race for the last ones.
 * Printed per step: step 1's page-cache hits on the search and chosen-room pages (as served, and as a
 * key carrying the hotel's ARI version would have served the same requests), p50/p95/max per page and action, errors by kind (5xx, timeouts, unexpected
 * answers; a sold-out refusal is an outcome, not an error), journeys and their outcomes, bookings and
 * orders made against the engine's and the shop's inventory (sold ≤ allotment on every room type ×
 * night and departure, counters equal to the sum of the holds, every confirmation a traveller saw in
 * the database and none the travellers did not see), the server's RSS and CPU (also per request),
 * Postgres connections, the machine's busy share and load average. The sequence runs `BENCH_RUNS`
 * times (default 3) on the same server with `BENCH_SETTLE_SECONDS` (default 120) of idle after each
 * run (RSS every 10 s), then prints the knee (the first step whose throughput grew by less than a
 * quarter of the crowd's growth, or with an error or a p95 over 1 s) and item 5: RSS after each run
 * against 1.5 × the RSS at idle + 200 MB.
 * `BENCH_REPLICAS=2` runs two replicas behind Caddy, as a deployment does (see REPLICAS below);
 * `BENCH_SALE_DATES=2` crowds every step onto 2 dates, as a sale does (see SALE_DATES).
 * Knobs: BENCH_STEPS, BENCH_STEP_SECONDS, BENCH_RUNS, BENCH_THINK_MS (mean think time between steps
 * of a journey, uniform ±50 %, default 1000), BENCH_MIX, BENCH_SETTLE_SECONDS, BENCH_TIMEOUT_MS
 * (default 30000). Diagnostics: BENCH_INSPECT=1 (heap before and after full GCs), BENCH_HEAP_DIR
 * (heap snapshots), BENCH_CPU_PROFILE (a CPU profile of run 1), BENCH_SERVER_NODE_OPTIONS. The
 * server's output goes to bench/.out/journeys-server.log.
 * Needs `npm run build` first. Prints; never fails on a target. Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort, startTestDatabase } from '../scripts/lib/embedded-db'
import { startGroup } from '../scripts/lib/proc'
import { message as engineMessage } from '../src/hotel-engine/domain/messages'
import { shopMessage } from '../src/features/ticket-shop/server/messages'
import { addDays, hotelLocalDate } from '../src/lib/hotel-date'
import { DEV_HOTEL_API_TOKEN, DEV_HOTEL_ENGINE_ADMIN_TOKEN } from '../src/lib/hotel-api/config'
import { benchOut, percentile } from './lib'

const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('Build the app first: npm run build')
  process.exit(1)
}

const STEPS = (process.env.BENCH_STEPS || '10,25,50,100').split(',').map((s) => Math.max(1, Number(s.trim()) || 1))
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS || 60)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3))
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000)
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 120)
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS || 30_000)
/**
 * `BENCH_REPLICAS=2` (issue #45 item 5, "the crowd"): that many `next start` replicas of the one build
 * on the one database, behind Caddy (from apt: `apt-get install -y caddy`) configured as
 * deploy/Caddyfile is (round robin over the replicas whose /readyz/ answers, `encode zstd gzip`, the
 * replicas with BEHIND_COMPRESSING_PROXY=1). Default 1: the travellers talk to one `next start`.
 */
const REPLICAS = Math.max(1, Math.min(4, Number(process.env.BENCH_REPLICAS || 1)))
const RAMP_MS = Math.min(10_000, (STEP_SECONDS * 1000) / 4)
/**
 * Diagnostics: a directory for V8 heap snapshots of the server, written after the warm-up and after each
 * run (once its RSS is read); BENCH_SERVER_NODE_OPTIONS adds Node options to the server only (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`, written when the server exits at the end).
 */
const HEAP_DIR = process.env.BENCH_HEAP_DIR ? path.resolve(process.env.BENCH_HEAP_DIR) : null
/**
 * Diagnostics: BENCH_INSPECT=1 starts the server with the inspector and prints, after each run (once its
 * RSS is read), its V8 heap and external memory, then the same after a full garbage collection: what
 * is live and what was only garbage not yet collected. Needs a global WebSocket (Node ≥ 22, or
 * NODE_OPTIONS=--experimental-websocket on Node 20).
 */
const INSPECT = process.env.BENCH_INSPECT === '1'
/** Diagnostics: BENCH_CPU_PROFILE=<file> writes a CPU profile of the server during the first run (open it in Chrome DevTools; same WebSocket need). */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null
type Kind = 'booking' | 'shop' | 'browse'
const MIX = Object.fromEntries(
  (process.env.BENCH_MIX || 'booking=50,shop=30,browse=20').split(',').map((p) => {
    const [k, v] = p.split('=')
    return [k.trim(), Number(v)]
  }),
) as Record<Kind, number>
/**
 * Each step books in a stretch of the calendar of its own, from STAY_START days ahead: check-in (or the
 * visit) on one of `stayDates` dates — a quarter of the crowd, at least 5 — so that at the default think
 * time the busiest room types and departures sell out within the step and travellers race for them.
 */
const STAY_START = 40
const STAY_NIGHTS = 3
/**
 * `BENCH_SALE_DATES=n`: a sale's crowd instead, every step's stays and visits on n dates only (a sale
 * banner sends everyone to the same few searches): step 1's page cache then meets its case.
 */
const SALE_DATES = Math.max(0, Math.floor(Number(process.env.BENCH_SALE_DATES || 0)))
const datesFor = (travellers: number) => SALE_DATES || Math.max(5, Math.round(travellers / 4))
/** HXA, the hotel the search opens on (engine code). */
const HOTEL_CODE = '31453'
/** The shop's products in the test: a park (400 a day) and the small-group tour (6 seats per departure), by slug. */
const PRODUCTS = [
  { weight: 70, slug: { es: 'parque-arte-selva', en: 'arte-selva-park' } },
  { weight: 30, slug: { es: 'cenote-secreto', en: 'secret-cenote' } },
]

// ── the server ────────────────────────────────────────────────────────────────────────────────

type ActionName = 'startBooking' | 'placeBooking' | 'calendarAction' | 'quoteAction' | 'addToCartAction' | 'startCheckoutAction' | 'placeOrderAction'
/** Server-action ids of this build (what the pages' client code carries), by exported name. */
function actionIds(): Record<ActionName, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>
  }
  const want: Record<ActionName, string> = {
    startBooking: 'src/features/hotel-booking/server/startBooking.ts',
    placeBooking: 'src/features/hotel-booking/server/placeBooking.ts',
    calendarAction: 'src/features/ticket-shop/server/actions.ts',
    quoteAction: 'src/features/ticket-shop/server/actions.ts',
    addToCartAction: 'src/features/ticket-shop/server/actions.ts',
    startCheckoutAction: 'src/features/ticket-shop/server/actions.ts',
    placeOrderAction: 'src/features/ticket-shop/server/actions.ts',
  }
  const ids = {} as Record<ActionName, string>
  for (const [name, file] of Object.entries(want) as [ActionName, string][]) {
    const id = Object.entries(manifest.node).find(([, v]) => v.exportedName === name && v.filename === file)?.[0]
    if (!id) throw new Error(`server action ${name} not in the build's manifest`)
    ids[name] = id
  }
  return ids
}

/** Every descendant of a process (pid → command line): the start script puts `next start` in a process group of its own. */
function descendants(rootPid: number): { pid: number; cmd: string }[] {
  const parent = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      /* gone */
    }
  }
  const out: { pid: number; cmd: string }[] = []
  for (const pid of parent.keys()) {
    let p = parent.get(pid)
    while (p && p !== rootPid) p = parent.get(p)
    if (p !== rootPid) continue
    try {
      out.push({ pid, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() })
    } catch {
      /* gone */
    }
  }
  return out
}

/** VmRSS of a process in MB (NaN when it is gone). */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** CPU seconds (user + system) a process has used. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / 100 // clock ticks (USER_HZ = 100 on Linux)
  } catch {
    return NaN
  }
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machineCpu(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = f[3] + (f[4] ?? 0)
  const total = f.reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1')
    s.once('connect', () => (s.destroy(), resolve(true)))
    s.once('error', () => resolve(false))
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Caddy on `port` in front of the replicas on `upstreams`, as deploy/Caddyfile runs in a deployment
 * (plain http on loopback here, no TLS; the bench is the one hop before it, so Caddy keeps the
 * X-Forwarded-For the bench sends and appends its own). Its output goes to `log`.
 * @throws Error when Caddy is not installed
 */
function startCaddy(port: number, upstreams: number[], log: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hxa-bench-caddy-'))
  // Caddy 2.6 (Debian's) takes trusted_proxies inside reverse_proxy
  const file = path.join(dir, 'Caddyfile')
  writeFileSync(
    file,
    `{
	admin off
	auto_https off
}
http://127.0.0.1:${port} {
	encode zstd gzip
	@internal path /internal/*
	respond @internal 404
	reverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')} {
		trusted_proxies private_ranges
		lb_policy round_robin
		lb_try_duration 5s
		health_uri /readyz/
		health_interval 5s
		health_timeout 3s
		health_status 200
		fail_duration 10s
	}
}
`,
  )
  if (!existsSync('/usr/bin/caddy')) throw new Error('BENCH_REPLICAS > 1 needs Caddy: apt-get install -y caddy')
  return startGroup(
    'caddy',
    ['run', '--config', file, '--adapter', 'caddyfile'],
    { cwd: dir, env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, stdio: ['ignore', log, log] },
    () => {},
  )
}

/** With BENCH_INSPECT: the server's memory as Node reports it, before and after a full GC (Chrome DevTools Protocol). */
type Inspector = { call: (method: string, params?: object) => Promise<{ result?: Record<string, unknown> }>; close: () => void }
let inspectorUrl = ''
/** A Chrome DevTools Protocol session with next-server (BENCH_INSPECT, BENCH_CPU_PROFILE), or null without a global WebSocket. */
async function inspector(pid: number): Promise<Inspector | null> {
  const WS = (globalThis as { WebSocket?: new (url: string) => WebSocket }).WebSocket
  if (!WS) {
    console.log('  (BENCH_INSPECT and BENCH_CPU_PROFILE need a global WebSocket: NODE_OPTIONS=--experimental-websocket on Node 20)')
    return null
  }
  if (!inspectorUrl) {
    // the inspector of next-server alone (the option --inspect would open one in every node process of the start script)
    process.kill(pid, 'SIGUSR1')
    for (let i = 0; i < 50 && !inspectorUrl; i++) {
      await sleep(200)
      inspectorUrl = [...readFileSync(logFile, 'utf8').matchAll(/Debugger listening on (ws:\/\/\S+)/g)].at(-1)?.[1] ?? ''
    }
  }
  const ws = new WS(inspectorUrl)
  await new Promise((r) => ws.addEventListener('open', r, { once: true }))
  let id = 0
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: Record<string, unknown> }>((resolve) => {
      const my = ++id
      const on = (e: MessageEvent) => {
        const msg = JSON.parse(String(e.data)) as { id?: number }
        if (msg.id !== my) return
        ws.removeEventListener('message', on)
        resolve(msg as never)
      }
      ws.addEventListener('message', on)
      ws.send(JSON.stringify({ id: my, method, params }))
    })
  return { call, close: () => ws.close() }
}

/** With BENCH_INSPECT: the server's memory as Node reports it, before and after full GCs. */
async function inspectMemory(pid: number, label: string) {
  if (!INSPECT) return
  const session = await inspector(pid)
  if (!session) return
  const mem = async () => {
    const r = await session.call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
    const m = JSON.parse((r.result?.result as { value?: string } | undefined)?.value ?? '{}') as Record<string, number>
    const mb = (n: number) => (n / 1048576).toFixed(0)
    return `RSS ${mb(m.rss)} MB, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB (array buffers ${mb(m.arrayBuffers)})`
  }
  const before = await mem()
  // twice: what a FinalizationRegistry holds is released by a task after the first
  for (let i = 0; i < 2; i++) {
    await session.call('HeapProfiler.collectGarbage')
    await sleep(1000)
  }
  console.log(`  server memory (${label}): ${before}; after full GCs: ${await mem()}`)
  session.close()
}

/** With BENCH_CPU_PROFILE=<file>: profiles next-server's CPU during the first run's steps (Profiler via the inspector); returns the stopper. */
async function startCpuProfile(pid: number): Promise<(() => Promise<void>) | null> {
  if (!CPU_PROFILE) return null
  const session = await inspector(pid)
  if (!session) return null
  await session.call('Profiler.enable')
  await session.call('Profiler.setSamplingInterval', { interval: 500 })
  await session.call('Profiler.start')
  return async () => {
    const r = await session.call('Profiler.stop')
    writeFileSync(CPU_PROFILE, JSON.stringify(r.result?.profile))
    console.log(`  CPU profile of the server (run 1): ${CPU_PROFILE}`)
    session.close()
  }
}

/** With BENCH_HEAP_DIR: asks the server for a heap snapshot (SIGUSR2) and waits until it is written. */
async function heapSnapshot(pid: number, label: string) {
  if (!HEAP_DIR) return
  const before = new Set(readdirSync(HEAP_DIR))
  process.kill(pid, 'SIGUSR2')
  const until = Date.now() + 300_000
  let file = ''
  let size = -1
  while (Date.now() < until) {
    await sleep(2000)
    file ||= readdirSync(HEAP_DIR).find((f) => !before.has(f) && f.endsWith('.heapsnapshot')) ?? ''
    if (!file) continue
    const now = statSync(path.join(HEAP_DIR, file)).size
    if (now === size) break
    size = now
  }
  console.log(`  heap snapshot (${label}): ${file ? path.join(HEAP_DIR, file) : 'not written'}`)
}

// ── measuring ─────────────────────────────────────────────────────────────────────────────────

type Step = {
  times: Map<string, number[]>
  errors: Map<string, number>
  samples: Map<string, string>
  outcomes: Map<string, number>
  journeys: Map<Kind, number>
  bookings: string[]
  orders: string[]
  requests: number
  /** step 1's page cache per page: `x-search-cache` answers (hit, miss) as served, and as an ARI-version key would have served them */
  cache: Map<string, number>
}
const newStep = (): Step => ({ times: new Map(), errors: new Map(), samples: new Map(), outcomes: new Map(), journeys: new Map(), bookings: [], orders: [], requests: 0, cache: new Map() })
let step = newStep()
const bump = <K>(m: Map<K, number>, k: K, n = 1) => m.set(k, (m.get(k) ?? 0) + n)

/**
 * The other freshness rule of step 1's cache, simulated on the same requests: the key carries the
 * hotel's ARI version, so a page is served again only until the next inventory write of the hotel
 * (every hold at Continue, every Pay, every release moves the version vector). `ariWrittenAt` is the
 * last such write the travellers made (the start of a Continue or Pay action); a page rendered at `t`
 * is served again while no write came after `t`.
 */
const versionKeyed = { renderedAt: new Map<string, number>(), ariWrittenAt: 0 }
function versionKeyedHit(key: string, at: number): boolean {
  const rendered = versionKeyed.renderedAt.get(key)
  if (rendered !== undefined && rendered > versionKeyed.ariWrittenAt) return true
  versionKeyed.renderedAt.set(key, at)
  return false
}

/** A failure the traveller saw (the journey stops); `kind` is the error's name in the report. */
class JourneyError extends Error {
  constructor(
    readonly kind: string,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`)
  }
}

/** A journey that ended on a business answer (sold out, lost the last room): an outcome, not an error. */
class Outcome extends Error {}

// ── a visitor over HTTP ───────────────────────────────────────────────────────────────────────

let base = ''
let ids = {} as Record<ActionName, string>
let visitorNo = 0

/** One traveller's browser: cookies, client address, language. */
class Visitor {
  readonly jar = new Map<string, string>()
  readonly ip: string
  constructor(readonly lang: 'es' | 'en') {
    const n = ++visitorNo
    this.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  }

  private take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [kv, ...attrs] = c.split(';')
      const i = kv.indexOf('=')
      const name = kv.slice(0, i).trim()
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) this.jar.delete(name)
      else this.jar.set(name, kv.slice(i + 1))
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'user-agent': 'hxa-bench-journeys',
      'accept-language': this.lang === 'es' ? 'es-MX,es;q=0.9' : 'en-US,en;q=0.9',
      'x-forwarded-for': this.ip,
      ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...extra,
    }
  }

  /** Times one exchange; any network failure, timeout or 5xx is an error of `name`. */
  private async timed<T>(name: string, run: () => Promise<T>): Promise<T> {
    const t = performance.now()
    step.requests++
    try {
      const out = await run()
      push(name, performance.now() - t)
      return out
    } catch (err) {
      push(name, performance.now() - t)
      if (err instanceof JourneyError || err instanceof Outcome) throw err
      const e = err as Error & { cause?: { code?: string } }
      if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new JourneyError(`${name}: timeout > ${TIMEOUT_MS / 1000} s`, '')
      throw new JourneyError(`${name}: network ${e.cause?.code ?? e.name}`, e.message)
    }
  }

  /** GET a page (HTML), following redirects, as the browser does; 200 expected. */
  async page(name: string, url: string): Promise<string> {
    return this.timed(name, async () => {
      let target = url
      for (let hop = 0; hop < 5; hop++) {
        const at = performance.now()
        const currency = this.jar.get('currency') ?? ''
        const res = await fetch(base + target, { headers: this.headers({ accept: 'text/html' }), redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
        const cached = res.headers.get('x-search-cache')
        if (cached) {
          bump(step.cache, `${name}: ${cached}`)
          bump(step.cache, `${name}: ${versionKeyedHit(`${target}|${currency}`, at) ? 'hit' : 'miss'} (ARI-version key)`)
        }
        this.take(res)
        const body = await res.text()
        if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
          target = new URL(res.headers.get('location')!, base + target).pathname + new URL(res.headers.get('location')!, base + target).search
          continue
        }
        if (res.status !== 200) throw new JourneyError(`${name}: HTTP ${res.status}`, `${target} ${body.slice(0, 300)}`)
        return body
      }
      throw new JourneyError(`${name}: redirect loop`, url)
    })
  }

  /**
   * A server action as the browser calls it: POST to the page's URL with `Next-Action`; a FormData
   * argument travels as multipart `_1_<field>` parts and `0` = the argument list, plain values as JSON.
   * @returns the action's result, the redirect it asked for (`x-action-redirect`) and the RSC body
   */
  async action(name: string, pageUrl: string, action: ActionName, args: unknown[]): Promise<{ result: unknown; redirect: string | null; body: string }> {
    return this.timed(name, async () => {
      let body: string | FormData
      const form = args.findIndex((a) => a instanceof URLSearchParams)
      if (form >= 0) {
        const fd = new FormData()
        for (const [k, v] of args[form] as URLSearchParams) fd.append(`_1_${k}`, v)
        fd.append('0', JSON.stringify(args.map((a, i) => (i === form ? '$K1' : a))))
        body = fd
      } else body = JSON.stringify(args)
      const res = await fetch(base + pageUrl, {
        method: 'POST',
        body,
        headers: this.headers({ 'next-action': ids[action], accept: 'text/x-component', origin: base, ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      this.take(res)
      const text = await res.text()
      if (res.status !== 200) throw new JourneyError(`${name}: HTTP ${res.status}`, `${pageUrl} ${text.slice(0, 300)}`)
      const redirect = res.headers.get('x-action-redirect')?.replace(/;\w+$/, '') ?? null
      const result = redirect ? null : actionResult(text)
      if (result instanceof Error) throw new JourneyError(`${name}: the action threw`, result.message)
      return { result, redirect, body: text }
    })
  }
}

function push(name: string, ms: number) {
  const list = step.times.get(name) ?? []
  list.push(ms)
  step.times.set(name, list)
}

/**
 * The value an action returned, from its RSC answer: row 0 is `{"a":"$@<row>",…}`; rows are
 * `<hex id>:<json>` lines; `$@x` refers to row x, `$undefined` is undefined, `$$` escapes a `$`.
 * A thrown action is `<row>:E{…}`: returned as an Error.
 */
function actionResult(body: string): unknown {
  const rows = new Map<string, string>()
  for (const line of body.split('\n')) {
    const m = /^([0-9a-f]+):(.*)$/.exec(line)
    if (m) rows.set(m[1], m[2])
  }
  const resolve = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (v.startsWith('$@')) return row(v.slice(2))
      if (v === '$undefined') return undefined
      if (v.startsWith('$$')) return v.slice(1)
      return v
    }
    if (Array.isArray(v)) return v.map(resolve)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolve(x)]))
    return v
  }
  const row = (id: string): unknown => {
    const raw = rows.get(id)
    if (raw === undefined) return undefined
    if (raw.startsWith('E')) return new Error(raw.slice(1, 300))
    return resolve(JSON.parse(raw))
  }
  const top = rows.get('0')
  if (!top) return undefined
  return resolve((JSON.parse(top) as { a?: unknown }).a)
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const think = () => sleep(THINK_MS * (0.5 + Math.random()))
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]

// ── journeys ──────────────────────────────────────────────────────────────────────────────────

const PATHS = {
  es: { search: '/es/busqueda/', shop: '/es/tienda/', cart: '/es/carrito/' },
  en: { search: '/en/search/', shop: '/en/shop/', cart: '/en/carrito/' },
}
/** The booking and shop refusals that mean "sold out" (a race for the last room or seat), per language. */
const soldOut = {
  hotel: (lang: 'es' | 'en') => (['LAST_ROOM_TAKEN', 'NO_AVAILABILITY', 'CLOSED'] as const).map((c) => engineMessage(c, lang === 'es' ? 'ES' : 'EN')),
  shop: (lang: 'es' | 'en', text: string) =>
    (['SOLD_OUT', 'NO_AVAILABILITY'] as const).some((c) =>
      new RegExp(
        `^${shopMessage(c, lang)
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{\w+\\?\}/g, '.*')}$`,
      ).test(text),
    ),
}
const guest = (v: Visitor, extra: Record<string, string>) =>
  new URLSearchParams({
    locale: v.lang,
    firstName: 'Carga',
    lastName: 'Prueba Viajera',
    email: `traveller+${v.ip.replace(/\./g, '-')}@example.com`,
    phone: '+52 998 123 4567',
    acceptTerms: 'on',
    ...extra,
  })

let stretch = STAY_START
let stayDates = 5
const today = () => hotelLocalDate(new Date())

async function bookingJourney(v: Visitor) {
  await v.page('page home', `/${v.lang}/`)
  await think()
  const checkIn = addDays(today(), stretch + Math.floor(Math.random() * stayDates))
  const currency = v.lang === 'es' ? 'MXN' : 'USD'
  const search = `${PATHS[v.lang].search}?checkin=${checkIn}&checkout=${addDays(checkIn, STAY_NIGHTS)}&guests[0][adults]=2&guests[0][children]=0&currency=${currency}`
  let page = await v.page('page search', search)
  let chosenUrl = ''
  let query: string | undefined
  // choose a room and rate from the list; one taken meanwhile leaves the choice open (the list is shown again): choose again
  for (let attempt = 0; attempt < 3 && !query; attempt++) {
    const links = [...page.matchAll(/<a class="button" href="([^"]*[?&](?:amp;)?sel=[^"]*)"/g)].map((m) => decode(m[1]))
    if (!links.length) {
      if (page.includes('data-testid="no-rooms"')) throw new Outcome('booking: no rooms shown (sold out)')
      throw new JourneyError(`${attempt ? 'page search, room chosen' : 'page search'}: no room list`, chosenUrl || search)
    }
    if (attempt) {
      // the room or rate was taken meanwhile: step 1 says so (the spec's 'last available room') and lists the rooms again
      if (!page.includes('data-testid="room-taken"')) throw new JourneyError('page search, room chosen: no Continue and no room-taken notice', chosenUrl)
      bump(step.outcomes, 'booking: chosen room gone, chose again')
    }
    await think()
    chosenUrl = pick(links)
    page = await v.page('page search, room chosen', chosenUrl)
    query = /<input type="hidden" name="query" value="([^"]*)"/.exec(page)?.[1]
  }
  if (!query) throw new Outcome('booking: chosen room gone three times')
  await think()
  versionKeyed.ariWrittenAt = performance.now()
  const started = await v.action('action continue → booking page', chosenUrl, 'startBooking', [{ status: 'idle' }, new URLSearchParams({ locale: v.lang, query: decode(query) })])
  if (!started.redirect) {
    const msg = (started.result as { message?: string } | null)?.message ?? JSON.stringify(started.result)
    if (soldOut.hotel(v.lang).includes(msg)) throw new Outcome('booking: sold out at Continue')
    throw new JourneyError('action continue → booking page: refused', msg)
  }
  const sessionId = /"sessionId":"([0-9a-f-]{36})"/.exec(started.body)?.[1]
  const method = /"methods":\[\{"apiCode":"(\w+)"/.exec(started.body)?.[1]
  const country = /"defaultCountry":"(\w+)"/.exec(started.body)?.[1] ?? 'MX'
  if (!sessionId || !method) throw new JourneyError('action continue → booking page: no guest form in the answer', started.redirect)
  await think()
  versionKeyed.ariWrittenAt = performance.now()
  const paid = await v.action('action pay → confirmation page', started.redirect, 'placeBooking', [{ status: 'idle' }, guest(v, { sessionId, methodCode: method, country, notes: '' })])
  const code = /\/(?:confirmacion|confirmation)\/([A-Z0-9]+)\/$/.exec(paid.redirect ?? '')?.[1]
  if (!code) {
    const r = paid.result as { code?: string; message?: string } | null
    if (r?.code === 'LAST_ROOM_TAKEN') throw new Outcome('booking: lost the last room at Pay')
    throw new JourneyError(`action pay → confirmation page: refused ${r?.code ?? ''}`, JSON.stringify(r).slice(0, 300))
  }
  step.bookings.push(code)
  bump(step.outcomes, 'booking: confirmed')
}

async function shopJourney(v: Visitor) {
  const list = await v.page('page shop list', PATHS[v.lang].shop)
  await think()
  const total = PRODUCTS.reduce((a, p) => a + p.weight, 0)
  let r = Math.random() * total
  const product = PRODUCTS.find((p) => (r -= p.weight) < 0) ?? PRODUCTS[0]
  const productUrl = `${PATHS[v.lang].shop}${product.slug[v.lang]}/`
  if (!list.includes(`href="${productUrl}"`)) throw new JourneyError('page shop list: product link missing', productUrl)
  const html = await v.page('page product', productUrl)
  const productId = Number(/\\"product\\":\{\\"id\\":(\d+)/.exec(html)?.[1])
  const addOn = /\\"complements\\":\[\{\\"id\\":(\d+)/.exec(html)?.[1]
  if (!productId) throw new JourneyError('page product: no product in the page', productUrl)
  await think()
  // the traveller moves the calendar to the stretch's month: the card loads that month's availability
  const from = addDays(today(), stretch)
  const monthStart = from.slice(0, 8) + '01'
  const cal = await v.action('action calendar (month)', productUrl, 'calendarAction', [productId, monthStart < today() ? today() : monthStart, 62])
  const days = (cal.result as { date: string; status: string; schedules: { id: string; remaining: number | null }[] }[] | null) ?? []
  const window = new Set(Array.from({ length: stayDates }, (_, i) => addDays(from, i)))
  const open = days.filter((d) => window.has(d.date) && d.status === 'available')
  if (!open.length) throw new Outcome('shop: no date left in the calendar (sold out)')
  const day = pick(open)
  const departures = day.schedules.filter((s) => s.remaining === null || s.remaining >= 2)
  if (day.schedules.length && !departures.length) throw new Outcome('shop: no departure left (sold out)')
  const item = {
    productId,
    date: day.date,
    scheduleId: departures.length ? pick(departures).id : null,
    routeId: null,
    quantities: { adults: 2, minors: 0, infants: 0 },
    addOns: [] as { complementId: number }[],
  }
  const currency = v.jar.get('currency') ?? (v.lang === 'es' ? 'MXN' : 'USD')
  const quote = async () => {
    const q = await v.action('action quote', productUrl, 'quoteAction', [item, currency, v.lang])
    const res = q.result as { ok?: boolean; code?: string; message?: string } | null
    if (!res?.ok) {
      if (soldOut.shop(v.lang, res?.message ?? '')) throw new Outcome('shop: sold out at the quote')
      throw new JourneyError(`action quote: refused ${res?.code ?? ''}`, JSON.stringify(res).slice(0, 300))
    }
  }
  await quote()
  await think()
  if (addOn) item.addOns = [{ complementId: Number(addOn) }]
  await quote()
  await think()
  const added = await v.action('action add to cart', productUrl, 'addToCartAction', [item, v.lang])
  const a = added.result as { ok?: boolean; code?: string; message?: string } | null
  if (!a?.ok) {
    if (a?.code === 'SOLD_OUT' || a?.code === 'NO_AVAILABILITY') throw new Outcome('shop: sold out at add to cart')
    throw new JourneyError(`action add to cart: refused ${a?.code ?? ''}`, JSON.stringify(a).slice(0, 300))
  }
  await think()
  const cart = await v.page('page cart', PATHS[v.lang].cart)
  const cartCurrency = /<input type="hidden" name="currency" value="([A-Z]{3})"/.exec(cart)?.[1]
  if (!cartCurrency) throw new JourneyError('page cart: no checkout form', PATHS[v.lang].cart)
  await think()
  const started = await v.action('action checkout → payment page', PATHS[v.lang].cart, 'startCheckoutAction', [{ status: 'idle' }, new URLSearchParams({ locale: v.lang, currency: cartCurrency })])
  if (!started.redirect) {
    const msg = (started.result as { message?: string } | null)?.message ?? ''
    if (soldOut.shop(v.lang, msg)) throw new Outcome('shop: sold out at checkout')
    throw new JourneyError('action checkout → payment page: refused', msg || JSON.stringify(started.result))
  }
  const form = /"checkoutId":"([^"]+)","idempotencyKey":"([0-9a-f-]{36})"/.exec(started.body)
  const method = /"methods":\[\{"apiCode":"(\w+)"/.exec(started.body)?.[1]
  const country = /"defaultCountry":"(\w+)"/.exec(started.body)?.[1] ?? 'MX'
  if (!form || !method) throw new JourneyError('action checkout → payment page: no checkout form in the answer', started.redirect)
  await think()
  const paid = await v.action('action pay → order page', started.redirect, 'placeOrderAction', [
    { status: 'idle' },
    guest(v, { checkoutId: form[1], idempotencyKey: form[2], methodCode: method, country }),
  ])
  const code = /\/(?:pedido|order)\/([A-Za-z0-9-]+)\/$/.exec(paid.redirect ?? '')?.[1]
  if (!code) {
    const res = paid.result as { code?: string; message?: string } | null
    if (res?.code === 'SOLD_OUT' || res?.code === 'NO_AVAILABILITY') throw new Outcome('shop: sold out at Pay')
    throw new JourneyError(`action pay → order page: refused ${res?.code ?? ''}`, JSON.stringify(res).slice(0, 300))
  }
  step.orders.push(code)
  bump(step.outcomes, 'shop: order placed')
}

/** Content pages linked from the home page (not the flows, accounts or lookups). */
const contentLinks = (html: string, lang: string) =>
  [...new Set([...html.matchAll(new RegExp(`href="(/${lang}/[a-z0-9-]+/)"`, 'g'))].map((m) => m[1]))].filter(
    (p) => !/\/(busqueda|search|reserva|booking|tienda|shop|carrito|pago|checkout|cuenta|account|mi-reserva|my-booking|mi-pedido|my-order|hotel-flight-package)\/$/.test(p),
  )

async function browseJourney(v: Visitor) {
  const home = await v.page('page home', `/${v.lang}/`)
  const links = contentLinks(home, v.lang)
  if (!links.length) throw new JourneyError('page home: no content links', `/${v.lang}/`)
  const n = 3 + Math.floor(Math.random() * 3)
  for (let i = 0; i < n; i++) {
    await think()
    await v.page('page content', pick(links))
  }
  bump(step.outcomes, 'browse: done')
}

async function journey(kind: Kind) {
  const v = new Visitor(Math.random() < 0.5 ? 'es' : 'en')
  try {
    await (kind === 'booking' ? bookingJourney(v) : kind === 'shop' ? shopJourney(v) : browseJourney(v))
  } catch (err) {
    if (err instanceof Outcome) bump(step.outcomes, err.message)
    else if (err instanceof JourneyError) {
      bump(step.errors, err.kind)
      if (!step.samples.has(err.kind)) step.samples.set(err.kind, err.detail.slice(0, 400))
    } else {
      bump(step.errors, `bench: ${(err as Error).message.slice(0, 80)}`)
    }
  }
  bump(step.journeys, kind)
}

function pickKind(): Kind {
  const total = MIX.booking + MIX.shop + MIX.browse
  const r = Math.random() * total
  return r < MIX.booking ? 'booking' : r < MIX.booking + MIX.shop ? 'shop' : 'browse'
}

/** `n` travellers, each doing journey after journey until the step's time is up (a started journey finishes). */
async function crowd(n: number, seconds: number) {
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await sleep((RAMP_MS * i) / n)
      while (Date.now() < until) await journey(pickKind())
    }),
  )
}

// ── inventory checks ──────────────────────────────────────────────────────────────────────────

async function hotelCheck(db: pg.Pool, from: string, to: string, codes: string[], since: Date) {
  const inv = await db.query<{ total: number; held: number; sold: number; stop_sell: boolean; holds_sold: number; holds_held: number }>(
    `SELECT i.total, i.held, i.sold, i.stop_sell, COALESCE(h.sold_q, 0)::int AS holds_sold, COALESCE(h.held_q, 0)::int AS holds_held
       FROM hotel_engine.inventory i
       LEFT JOIN (SELECT room_code, night, sum(qty) FILTER (WHERE state = 'SOLD') AS sold_q, sum(qty) FILTER (WHERE state = 'HELD') AS held_q
                    FROM hotel_engine.holds WHERE hotel_code = $1 GROUP BY 1, 2) h USING (room_code, night)
      WHERE i.hotel_code = $1 AND i.night >= $2 AND i.night < $3`,
    [HOTEL_CODE, from, to],
  )
  const rows = inv.rows
  const sellable = rows.filter((r) => !r.stop_sell)
  const found = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hotel_engine.reservations WHERE confirmation_code = ANY($1) AND status = 'CONFIRMED'`, [codes])
  const made = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hotel_engine.reservations WHERE created_at >= $1`, [since])
  const oversoldAnywhere = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hotel_engine.inventory WHERE held + sold > total`)
  return {
    allotment: sellable.reduce((a, r) => a + r.total, 0),
    sold: rows.reduce((a, r) => a + r.sold, 0),
    held: rows.reduce((a, r) => a + r.held, 0),
    soldOut: sellable.filter((r) => r.total > 0 && r.held + r.sold >= r.total).length,
    pairs: sellable.length,
    oversold: rows.filter((r) => r.held + r.sold > r.total).length,
    mismatched: rows.filter((r) => r.sold !== r.holds_sold || r.held !== r.holds_held).length,
    oversoldAnywhere: oversoldAnywhere.rows[0].n,
    found: found.rows[0].n,
    made: made.rows[0].n,
  }
}

async function shopCheck(db: pg.Pool, from: string, to: string, codes: string[], since: Date) {
  const cap = await db.query<{ product_id: number; schedule_id: string; total: number; held: number; sold: number; holds_sold: number; holds_held: number }>(
    `SELECT c.product_id, c.schedule_id, c.total, c.held, c.sold, COALESCE(h.sold_q, 0)::int AS holds_sold, COALESCE(h.held_q, 0)::int AS holds_held
       FROM shop.capacity c
       LEFT JOIN (SELECT product_id, visit_date, schedule_id, sum(seats) FILTER (WHERE state = 'sold') AS sold_q, sum(seats) FILTER (WHERE state = 'held') AS held_q
                    FROM shop.holds GROUP BY 1, 2, 3) h USING (product_id, visit_date, schedule_id)
      WHERE c.visit_date >= $1 AND c.visit_date < $2`,
    [from, to],
  )
  const rows = cap.rows
  const found = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop.orders WHERE order_code = ANY($1) AND status = 'paid'`, [codes])
  const made = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop.orders WHERE created_at >= $1`, [since])
  const oversoldAnywhere = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop.capacity WHERE held + sold > total`)
  const small = rows.filter((r) => r.schedule_id !== '')
  return {
    seats: rows.reduce((a, r) => a + r.total, 0),
    sold: rows.reduce((a, r) => a + r.sold, 0),
    held: rows.reduce((a, r) => a + r.held, 0),
    departures: small.length,
    departuresSoldOut: small.filter((r) => r.held + r.sold >= r.total).length,
    departureSeats: small.reduce((a, r) => a + r.total, 0),
    departureSold: small.reduce((a, r) => a + r.sold, 0),
    oversold: rows.filter((r) => r.held + r.sold > r.total).length,
    mismatched: rows.filter((r) => r.sold !== r.holds_sold || r.held !== r.holds_held).length,
    oversoldAnywhere: oversoldAnywhere.rows[0].n,
    found: found.rows[0].n,
    made: made.rows[0].n,
  }
}

// ── the run ───────────────────────────────────────────────────────────────────────────────────

type StepFigures = { run: number; n: number; journeysPerS: number; reqPerS: number; worst: { name: string; p95: number }; errors: number; rss: number; rssMax: number; pgMax: number; cpu: number }

mkdirSync(benchOut, { recursive: true })
const logFile = path.join(benchOut, 'journeys-server.log')
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'hxa-bench-mail-'))
const database = await startTestDatabase()
const log = openSync(logFile, 'w')
const serverNodeOptions = [
  process.env.NODE_OPTIONS,
  process.env.BENCH_SERVER_NODE_OPTIONS,
  HEAP_DIR ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${HEAP_DIR}` : '',
  INSPECT || CPU_PROFILE ? '--inspect-port=127.0.0.1:0' : '',
]
  .filter(Boolean)
  .join(' ')
// With replicas, they share what a deployment's replicas share (docker-compose.yml): the database, the
// secrets, the uploads folder; Caddy in front compresses and appends its hop to X-Forwarded-For, after
// the traveller's own address the bench sends (so the app trusts two hops here).
const replicaEnv: Record<string, string> =
  REPLICAS > 1
    ? {
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        HOTEL_API_TOKEN: DEV_HOTEL_API_TOKEN,
        HOTEL_ENGINE_ADMIN_TOKEN: DEV_HOTEL_ENGINE_ADMIN_TOKEN,
        MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hxa-bench-media-')),
        BEHIND_COMPRESSING_PROXY: '1',
        TRUSTED_PROXY_HOPS: '2',
      }
    : {}
const servers: ReturnType<typeof startGroup>[] = []
const ports: number[] = []
/** Starts replica `i` (the first migrates and seeds the database, `--throwaway`; the others find it ready). */
async function startReplica(i: number) {
  const replicaPort = await freePort()
  ports.push(replicaPort)
  servers.push(
    startGroup(
      'npx',
      ['tsx', 'scripts/start.ts', ...(i === 0 ? ['--throwaway'] : [])],
      { cwd: root, env: { ...process.env, ...replicaEnv, PORT: String(replicaPort), DATABASE_URL: database.url, MAIL_DIR: mailDir, NODE_OPTIONS: serverNodeOptions }, stdio: ['ignore', log, log] },
      () => {},
    ),
  )
}
/** The next-server process of replica `i` once its port answers, or 0 after 300 s. */
async function replicaPid(i: number): Promise<number> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    const pid = descendants(servers[i]!.pid!).find((p) => p.cmd.startsWith('next-server'))?.pid ?? 0
    if (pid && (await portOpen(ports[i]!))) return pid
    await sleep(500)
  }
  return 0
}
const db = new pg.Pool({ connectionString: database.url, max: 2 })
db.on('error', () => {})
const figures: StepFigures[] = []
let caddy: ReturnType<typeof startGroup> | null = null
/** The servers' next-server processes (one per replica): RSS and CPU are their sums. */
const pids: number[] = []
const serverRss = () => pids.reduce((a, p) => a + rssMb(p), 0)
const serverCpu = () => pids.reduce((a, p) => a + cpuSeconds(p), 0)
try {
  ids = actionIds()
  for (let i = 0; i < REPLICAS; i++) {
    await startReplica(i)
    const pid = await replicaPid(i)
    if (!pid) throw new Error(`replica ${i + 1} did not start in 300 s (see ${logFile})`)
    pids.push(pid)
  }
  const nextPid = pids[0]!
  if (REPLICAS > 1) {
    const proxyPort = await freePort()
    caddy = startCaddy(proxyPort, ports, log)
    base = `http://127.0.0.1:${proxyPort}`
    const deadline = Date.now() + 30_000
    while (
      !(await fetch(`${base}/readyz/`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`Caddy did not answer on ${base} in 30 s (see ${logFile})`)
      await sleep(500)
    }
  } else base = `http://127.0.0.1:${ports[0]}`
  await sleep(5000)
  const idleCold = serverRss()
  // warm-up: one journey of each kind in a stretch of its own (not measured), as the first visitors would
  stretch = STAY_START - 8
  for (const kind of ['booking', 'shop', 'browse'] as Kind[]) await journey(kind)
  const warmErrors = [...step.errors]
  step = newStep()
  await sleep(5000)
  const idleWarm = serverRss()
  if (HEAP_DIR) mkdirSync(HEAP_DIR, { recursive: true })
  await inspectMemory(nextPid, 'after the warm-up')
  await heapSnapshot(nextPid, 'after the warm-up')
  const idle = idleCold
  console.log(`\nJourney load test of the production build on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${loadAverage()}`)
  console.log(
    `  ${REPLICAS > 1 ? `${REPLICAS} replicas behind Caddy (${base}), pids ${pids.join(', ')} (next-server; RSS and CPU are their sums)` : `server pid ${nextPid} (next-server)`}, RSS at idle ${idleCold.toFixed(0)} MB before any request, ${idleWarm.toFixed(0)} MB after one journey of each kind${warmErrors.length ? `; warm-up errors: ${warmErrors.map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`,
  )
  console.log(
    `  mix booking ${MIX.booking} / shop ${MIX.shop} / browse ${MIX.browse}; think time ${THINK_MS} ms ±50 %; steps ${STEPS.join(', ')} travellers × ${STEP_SECONDS} s (ramp ${RAMP_MS / 1000} s); ${RUNS} run(s)`,
  )
  console.log(
    `  abuse limits: none relaxed — every journey is a new visitor with its own address (X-Forwarded-For, ${REPLICAS > 1 ? 'TRUSTED_PROXY_HOPS=2: the bench as the outer hop, Caddy the inner' : 'TRUSTED_PROXY_HOPS=1 as behind the one proxy'}); HOTEL_HOLD_LIMIT and SHOP_CHECKOUT_LIMIT keep their default 10 per address per 15 min`,
  )
  const afterRun: number[] = []
  let nextStretch = STAY_START
  const stopCpuProfile = await startCpuProfile(nextPid)
  for (let run = 1; run <= RUNS; run++) {
    for (const n of STEPS) {
      stretch = nextStretch
      stayDates = datesFor(n)
      nextStretch += stayDates + STAY_NIGHTS
      const from = addDays(today(), stretch)
      const to = addDays(from, stayDates - 1 + STAY_NIGHTS)
      step = newStep()
      const since = new Date(Date.now() - 2000) // the database clock and ours are the same machine's
      let rssMax = 0
      let pgMax = 0
      let pgLast = 0
      const sampler = setInterval(async () => {
        rssMax = Math.max(rssMax, serverRss())
        const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`).catch(() => null)
        if (c) {
          pgLast = c.rows[0].n
          pgMax = Math.max(pgMax, pgLast)
        }
      }, 1000)
      const load0 = loadAverage()
      const cpu0 = serverCpu()
      const self0 = process.cpuUsage()
      const m0 = machineCpu()
      const t0 = performance.now()
      await crowd(n, STEP_SECONDS)
      const seconds = (performance.now() - t0) / 1000
      clearInterval(sampler)
      const serverCores = (serverCpu() - cpu0) / seconds
      const selfUse = process.cpuUsage(self0)
      const benchCores = (selfUse.user + selfUse.system) / 1e6 / seconds
      const m1 = machineCpu()
      const machineBusy = (m1.busy - m0.busy) / (m1.total - m0.total)
      const rss = serverRss()
      rssMax = Math.max(rssMax, rss)
      const journeys = [...step.journeys.values()].reduce((a, b) => a + b, 0)
      const errors = [...step.errors.values()].reduce((a, b) => a + b, 0)

      console.log(`\n── run ${run} of ${RUNS} · ${n} concurrent travellers · ${seconds.toFixed(0)} s · stays and visits on ${stayDates} dates ${from} … ${addDays(from, stayDates - 1)} ──`)
      console.log(
        `  journeys ${journeys} (${(journeys / seconds).toFixed(2)}/s): booking ${step.journeys.get('booking') ?? 0}, shop ${step.journeys.get('shop') ?? 0}, browse ${step.journeys.get('browse') ?? 0}; requests ${step.requests} (${(step.requests / seconds).toFixed(1)}/s)`,
      )
      console.log(
        `  outcomes: ${[...step.outcomes]
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ')}`,
      )
      if (step.cache.size) {
        // a stale answer (served while its replacement renders) is an answer from the cache too
        const ratio = (page: string, how: string) => {
          const hit = (step.cache.get(`${page}: hit${how}`) ?? 0) + (step.cache.get(`${page}: stale${how}`) ?? 0)
          const all = hit + (step.cache.get(`${page}: miss${how}`) ?? 0)
          return `${hit}/${all} (${all ? ((100 * hit) / all).toFixed(0) : '–'} %)`
        }
        for (const page of ['page search', 'page search, room chosen'])
          console.log(`  step 1 cache, ${page}: hits ${ratio(page, '')} as served (TTL); an ARI-version key would have served ${ratio(page, ' (ARI-version key)')}`)
      }
      console.log(`  ${'page / action'.padEnd(38)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`)
      let worst = { name: '', p95: 0 }
      for (const [name, list] of [...step.times].sort(([a], [b]) => a.localeCompare(b))) {
        const p95 = percentile(list, 95)
        if (p95 > worst.p95) worst = { name, p95 }
        console.log(
          `  ${name.padEnd(38)} ${String(list.length).padStart(6)} ${percentile(list, 50).toFixed(0).padStart(8)} ${p95.toFixed(0).padStart(8)} ${Math.max(...list)
            .toFixed(0)
            .padStart(8)}${p95 > 1000 ? '  p95 > 1 s' : ''}`,
        )
      }
      if (errors) {
        console.log(`  errors ${errors}:`)
        for (const [k, v] of step.errors) console.log(`    ${k} ×${v}${step.samples.get(k) ? ` — e.g. ${step.samples.get(k)!.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`)
      } else console.log('  errors 0')
      const hotel = await hotelCheck(db, from, to, step.bookings, since)
      console.log(
        `  hotel (HXA): ${step.bookings.length} bookings confirmed to travellers, ${hotel.found} of them CONFIRMED in the engine, ${hotel.made} reservations made in the step; ` +
          `room-nights sold ${hotel.sold} = ${STAY_NIGHTS} × ${hotel.sold / STAY_NIGHTS} bookings of the stretch's allotment ${hotel.allotment}; ${hotel.soldOut} of ${hotel.pairs} room type × night sold out; ` +
          `oversold ${hotel.oversold} (whole engine ${hotel.oversoldAnywhere}); counters ≠ holds ${hotel.mismatched}; still held ${hotel.held}`,
      )
      const shop = await shopCheck(db, from, addDays(from, stayDates), step.orders, since)
      console.log(
        `  shop: ${step.orders.length} orders shown to travellers, ${shop.found} of them paid in the database, ${shop.made} orders made in the step; seats sold ${shop.sold} of ${shop.seats} in the stretch ` +
          `(small-group departures: ${shop.departureSold} of ${shop.departureSeats}, ${shop.departuresSoldOut} of ${shop.departures} sold out); oversold ${shop.oversold} (whole shop ${shop.oversoldAnywhere}); counters ≠ holds ${shop.mismatched}; still held ${shop.held}`,
      )
      console.log(
        `  server: RSS ${rss.toFixed(0)} MB (max ${rssMax.toFixed(0)}), CPU ${serverCores.toFixed(2)} cores = ${((serverCores * seconds * 1000) / step.requests).toFixed(1)} ms per request; Postgres client connections ${pgLast} at the end (max ${pgMax}); ` +
          `machine busy ${(machineBusy * 100).toFixed(0)} % of ${os.cpus().length} cores, bench client ${benchCores.toFixed(2)} cores; load average ${load0} → ${loadAverage()}`,
      )
      figures.push({ run, n, journeysPerS: journeys / seconds, reqPerS: step.requests / seconds, worst, errors, rss, rssMax, pgMax, cpu: serverCores })
      await sleep(2000)
    }
    if (run === 1) await stopCpuProfile?.()
    const idleCurve: string[] = []
    for (let t = 0; t < SETTLE_SECONDS; t += 10) {
      idleCurve.push(`${t} s ${serverRss().toFixed(0)}`)
      await sleep(Math.min(10, SETTLE_SECONDS - t) * 1000)
    }
    afterRun.push(serverRss())
    console.log(`\n  RSS after run ${run} and ${SETTLE_SECONDS} s idle: ${afterRun.at(-1)!.toFixed(0)} MB (while idle: ${idleCurve.join(', ')} MB)`)
    await inspectMemory(nextPid, `after run ${run}`)
    await heapSnapshot(nextPid, `after run ${run}`)
  }

  console.log('\nSummary per step (worst p95 of any page or action)')
  console.log(`  run  travellers  journeys/s   req/s   worst p95 ms (what)                                   errors  RSS MB  PG conns  server CPU`)
  for (const f of figures) {
    console.log(
      `  ${String(f.run).padStart(3)}  ${String(f.n).padStart(10)}  ${f.journeysPerS.toFixed(2).padStart(10)}  ${f.reqPerS.toFixed(1).padStart(6)}   ${f.worst.p95.toFixed(0).padStart(6)} (${f.worst.name})`.padEnd(
        105,
      ) + `${String(f.errors).padStart(6)}  ${f.rssMax.toFixed(0).padStart(6)}  ${String(f.pgMax).padStart(8)}  ${f.cpu.toFixed(2).padStart(10)}`,
    )
  }
  const at50 = figures.filter((f) => f.n === 50)
  if (at50.length)
    console.log(
      `  target at 50 travellers (0 errors, p95 of every page ≤ 1 s): ${at50.map((f) => `run ${f.run} ${f.errors === 0 && f.worst.p95 <= 1000 ? 'met' : 'MISSED'} (${f.errors} errors, worst p95 ${f.worst.p95.toFixed(0)} ms)`).join('; ')}`,
    )
  // the knee: the first step whose throughput grew by less than a quarter of the crowd's growth, or whose worst p95 passed 1 s or errors appeared
  for (let run = 1; run <= RUNS; run++) {
    const fs = figures.filter((f) => f.run === run)
    let knee = ''
    for (let i = 1; i < fs.length && !knee; i++) {
      const crowdGrowth = fs[i].n / fs[i - 1].n - 1
      const gain = fs[i].journeysPerS / fs[i - 1].journeysPerS - 1
      if (gain < crowdGrowth / 4 || fs[i].worst.p95 > 1000 || fs[i].errors > 0)
        knee = `between ${fs[i - 1].n} and ${fs[i].n} travellers (journeys/s ${fs[i - 1].journeysPerS.toFixed(2)} → ${fs[i].journeysPerS.toFixed(2)}, worst p95 ${fs[i - 1].worst.p95.toFixed(0)} → ${fs[i].worst.p95.toFixed(0)} ms, errors ${fs[i - 1].errors} → ${fs[i].errors})`
    }
    console.log(`  knee, run ${run}: ${knee || `not reached up to ${fs.at(-1)?.n} travellers`}`)
  }
  const limit = 1.5 * idle + 200 * REPLICAS
  console.log(
    `\nServer memory (item 5): RSS at idle ${idle.toFixed(0)} MB (before any request; ${idleWarm.toFixed(0)} MB after the warm-up); limit 1.5 × idle + 200 MB${REPLICAS > 1 ? ' per replica' : ''} = ${limit.toFixed(0)} MB`,
  )
  console.log(`  after each run (+${SETTLE_SECONDS} s idle): ${afterRun.map((r, i) => `run ${i + 1} ${r.toFixed(0)} MB ${r <= limit ? 'ok' : 'OVER'}`).join(', ')}`)
  if (afterRun.length > 1)
    console.log(
      `  growth run over run: ${afterRun
        .slice(1)
        .map((r, i) => `${r - afterRun[i] >= 0 ? '+' : ''}${(r - afterRun[i]).toFixed(0)} MB`)
        .join(', ')} (a leak grows every run by a similar amount)`,
    )
} finally {
  caddy?.kill('SIGTERM')
  for (const server of servers) server.kill('SIGTERM')
  await sleep(3000)
  await db.end().catch(() => {})
  await database.stop().catch(() => {})
  rmSync(mailDir, { recursive: true, force: true })
}
process.exit(0)
