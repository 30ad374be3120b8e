/**
 * Step 1's page cache: a sale sends a crowd to the same few searches, and rendering the results page
 * (the room cards) is the server's cost, not the engine's answer. So a whole results document, once
 * rendered, is served again to every visitor who asks the same search within
 * `SEARCH_PAGE_CACHE_SECONDS`, and as long again while its replacement renders (bounded staleness,
 * as large OTAs serve their lists; the guards are
 * "Select", which renders a new page for the chosen rates and says "room gone, choose again";
 * "Continue", which opens a booking session only for rooms still offered; and the hold at "Pay",
 * which never sells a room the engine no longer has).
 *
 * What may be cached, and the key (`searchCacheKey`): only a full-document GET of step 1 (a browser's
 * page load, asking for text/html) whose URL
 * carries the dates (without them the page reads the visitor's stored stay and saved booking), keyed
 * by the host, the path (language), the whole query (hotel, dates, rooms, guests, ages, promo code,
 * category, chosen rates, currency) with its parameters in a stable order, and the visitor's currency
 * cookie. The page is rendered for the cache with that one cookie only, so nothing else of a visitor
 * reaches the stored bytes; the proxy then adds each visitor's own cookies to the answer. A visitor
 * whose current-room cookie may send step 1 elsewhere (no rates in the URL), a staff preview, a
 * router (RSC) request and a test's fault request are never served from it.
 *
 * Memory only, this process's (each replica fills its own; nothing here must hold across instances),
 * a least-recently-used map capped in bytes (`SEARCH_PAGE_CACHE_MAX_MB`); concurrent misses of one
 * key wait for one render (a stampede renders once).
 */
import { LRUCache } from 'lru-cache'

/** The request header that marks the cache's own render request (it is rendered, never served from the cache). */
export const SEARCH_CACHE_FILL_HEADER = 'x-search-cache-fill'
/** The answer header saying how step 1 was served: `hit`, `stale` (while its replacement renders) or `miss` (rendered and stored); absent when rendered for the visitor alone. */
export const SEARCH_CACHE_STATUS_HEADER = 'x-search-cache'

/** What of a request the key and the eligibility read. */
export type SearchCacheRequest = {
  method: string
  /** the host the visitor asked for (the page's own links and the engine's page URL use it) */
  host: string
  /** `http` or `https`, as the page sees it (x-forwarded-proto) */
  proto: string
  pathname: string
  searchParams: URLSearchParams
  header: (name: string) => string | null
  cookie: (name: string) => string | undefined
}

/** The cookies and the test-fault header the decision reads (src/lib/cookies.ts, src/lib/testFaults.ts names, passed in to keep this module pure of the proxy). */
export type SearchCacheCookies = { currency: string; currentRoom: string; previewBypass: string; faultHeader: string }

/**
 * The cache key of a step-1 request, or null when this request must be rendered for the visitor alone.
 * @returns `host|proto|path|sorted query|currency cookie`
 */
export function searchCacheKey(req: SearchCacheRequest, names: SearchCacheCookies): string | null {
  if (req.method !== 'GET') return null
  // Next's router fetches (client navigations, prefetches) and server actions answer in RSC, not HTML.
  // The proxy never sees their `RSC` header or `_rsc` parameter (Next strips them before it runs), but
  // they ask `Accept: */*` where a browser's page load asks for text/html.
  if (!(req.header('accept') ?? '').includes('text/html')) return null
  if (req.header('rsc') !== null || req.header('next-router-prefetch') !== null || req.header('next-action') !== null || req.searchParams.has('_rsc')) return null
  if (req.header(SEARCH_CACHE_FILL_HEADER) !== null || req.header(names.faultHeader) !== null) return null
  if (req.cookie(names.previewBypass) !== undefined) return null
  const q = req.searchParams
  // without dates in the URL, the page shows the visitor's stored stay or restores their saved booking
  if (!q.get('checkin') || !q.get('checkout')) return null
  // without rates in the URL, the page may give back the rates this visitor chose for the same search
  if (!q.has('sel') && !q.has('for') && req.cookie(names.currentRoom) !== undefined) return null
  const entries = [...q.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
  return `${req.host}|${req.proto}|${req.pathname}|${query}|${req.cookie(names.currency) ?? ''}`
}

/** One stored document: the rendered bytes and the answer's headers that are the page's own (no cookie). */
export type CachedPage = { status: number; headers: [string, string][]; body: Uint8Array }

/** Headers of the rendered answer that are not the page's own: hop-by-hop, the body's encoding and length, cookies. */
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie'])

/** Hits (fresh or stale), misses and bypasses since the process started (the bench reads the answer header instead). */
export type SearchCacheStats = { hits: number; stale: number; misses: number; bypasses: number; entries: number; bytes: number }

/** How a page was served: from the cache while fresh, from the cache past its TTL while its replacement renders, or rendered. */
export type Served = 'hit' | 'stale' | 'miss'

type Entry = { page: CachedPage; freshUntil: number }

/**
 * The process's step-1 cache. `render(key)` is how a miss gets its page: it fetches the same URL from
 * this server with the fill header and the one cookie (src/proxy.ts).
 *
 * A page is fresh for `ttlSeconds`; for as long again it is still served (`stale`) while one request
 * renders its replacement in the background (stale-while-revalidate, RFC 5861's rule), so a popular
 * search never makes a visitor wait for a render. A page is never served older than twice the TTL.
 */
export class SearchPageCache {
  private readonly lru: LRUCache<string, Entry>
  private readonly inflight = new Map<string, Promise<CachedPage>>()
  private readonly counts = { hits: 0, stale: 0, misses: 0, bypasses: 0 }

  /**
   * @param ttlSeconds how long one page is fresh (0: never stored); it is served stale as long again
   * @param maxBytes the byte cap of the stored bodies
   * @param clock the monotonic clock of the TTL, in ms (tests pass their own)
   */
  constructor(
    readonly ttlSeconds: number,
    maxBytes: number,
    private readonly clock: { now(): number } = performance,
  ) {
    this.lru = new LRUCache<string, Entry>({
      max: 10_000,
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.page.body.byteLength),
      ttl: Math.max(1, ttlSeconds) * 2000,
      perf: clock,
      ttlResolution: 0,
    })
  }

  get enabled(): boolean {
    return this.ttlSeconds > 0
  }

  /** Counts a request answered without the cache. */
  bypass(): void {
    this.counts.bypasses++
  }

  /**
   * The page for `key`: the stored one while it is fresh (`hit`); past its TTL but within twice it, the
   * stored one at once (`stale`) with `refresh`, the one render of its replacement (resolves with the
   * render's error, or undefined; never rejects: hand it to the platform's `waitUntil`); else one render
   * shared by every concurrent request of the key (`miss`). Only a 200 HTML answer is stored; any other
   * (a redirect, an error page) is handed to the requests that waited for it and rendered again next time.
   * @throws what `render` throws on a miss (the caller renders for the visitor instead)
   */
  async get(key: string, render: () => Promise<CachedPage>): Promise<{ page: CachedPage; served: Served; refresh?: Promise<unknown> }> {
    const stored = this.lru.get(key)
    if (stored && this.clock.now() < stored.freshUntil) {
      this.counts.hits++
      return { page: stored.page, served: 'hit' }
    }
    if (stored) {
      this.counts.stale++
      const refresh = this.renderOnce(key, render).then(
        () => undefined,
        (err: unknown) => err,
      )
      return { page: stored.page, served: 'stale', refresh }
    }
    this.counts.misses++
    return { page: await this.renderOnce(key, render), served: 'miss' }
  }

  /** One render of `key` at a time; a 200 HTML page is stored, fresh for the TTL from now. */
  private renderOnce(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    let pending = this.inflight.get(key)
    if (!pending) {
      pending = render()
        .then((page) => {
          if (page.status === 200 && page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html'))) {
            this.lru.set(key, { page, freshUntil: this.clock.now() + this.ttlSeconds * 1000 })
          }
          return page
        })
        .finally(() => this.inflight.delete(key))
      this.inflight.set(key, pending)
    }
    return pending
  }

  stats(): SearchCacheStats {
    return { ...this.counts, entries: this.lru.size, bytes: this.lru.calculatedSize }
  }
}

/**
 * A rendered answer as the cache keeps it: the body's bytes and the page's own headers (lower-case
 * names; hop-by-hop headers, the encoding, the length and any cookie dropped).
 */
export async function toCachedPage(response: Response): Promise<CachedPage> {
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name.toLowerCase())) headers.push([name.toLowerCase(), value])
  })
  return { status: response.status, headers, body: new Uint8Array(await response.arrayBuffer()) }
}
