import { describe, expect, it, vi } from 'vitest'
import { searchCacheKey, SearchPageCache, toCachedPage, type CachedPage, type SearchCacheRequest } from './searchPageCache'

const names = { currency: 'currency', currentRoom: 'currentRoom', previewBypass: '__prerender_bypass', faultHeader: 'x-e2e-fault' }

function req(query: string, opts: { headers?: Record<string, string>; cookies?: Record<string, string>; method?: string; host?: string } = {}): SearchCacheRequest {
  return {
    method: opts.method ?? 'GET',
    host: opts.host ?? 'hotel.example',
    proto: 'https',
    pathname: '/en/search/',
    searchParams: new URLSearchParams(query),
    header: (n) => ({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...opts.headers })[n] ?? null,
    cookie: (n) => opts.cookies?.[n],
  }
}

const html = (text: string, status = 200): CachedPage => ({ status, headers: [['content-type', 'text/html; charset=utf-8']], body: new TextEncoder().encode(text) })

describe('searchCacheKey', () => {
  const stay = 'checkin=2027-03-01&checkout=2027-03-05&adults=2'

  it('keys a full-document search by host, scheme, path, the query in a stable order and the currency cookie', () => {
    const a = searchCacheKey(req(`${stay}&promo=SALE`, { cookies: { currency: 'MXN' } }), names)
    const b = searchCacheKey(req(`promo=SALE&adults=2&checkout=2027-03-05&checkin=2027-03-01`, { cookies: { currency: 'MXN' } }), names)
    expect(a).toBe('hotel.example|https|/en/search/|adults=2&checkin=2027-03-01&checkout=2027-03-05&promo=SALE|MXN')
    expect(b).toBe(a)
  })

  it('gives every answer-changing input its own key', () => {
    const base = searchCacheKey(req(stay), names)
    const others = [
      searchCacheKey(req(stay, { cookies: { currency: 'EUR' } }), names),
      searchCacheKey(req(`${stay}&promo=SALE`), names),
      searchCacheKey(req(`${stay}&category=suites`), names),
      searchCacheKey(req(`${stay}&ages=4`), names),
      searchCacheKey(req(stay, { host: 'other.example' }), names),
      searchCacheKey({ ...req(stay), pathname: '/es/busqueda/' }, names),
    ]
    for (const k of others) expect(k).not.toBe(base)
    expect(new Set(others).size).toBe(others.length)
  })

  it('renders for the visitor alone what depends on the visitor or is not a page view', () => {
    expect(searchCacheKey(req('adults=2'), names)).toBeNull() // no dates: the stored stay, the saved booking
    expect(searchCacheKey(req('checkin=2027-03-01&adults=2'), names)).toBeNull()
    expect(searchCacheKey(req(stay, { cookies: { currentRoom: 'x' } }), names)).toBeNull() // may give back the chosen rates
    expect(searchCacheKey(req(`${stay}&sel=1.DBL.BAR`, { cookies: { currentRoom: 'x' } }), names)).not.toBeNull()
    expect(searchCacheKey(req(stay, { cookies: { __prerender_bypass: '1' } }), names)).toBeNull()
    expect(searchCacheKey(req(stay, { method: 'HEAD' }), names)).toBeNull()
    expect(searchCacheKey(req(stay, { method: 'POST' }), names)).toBeNull()
    for (const h of ['rsc', 'next-router-prefetch', 'next-action', 'x-search-cache-fill', 'x-e2e-fault']) expect(searchCacheKey(req(stay, { headers: { [h]: '1' } }), names)).toBeNull()
    expect(searchCacheKey(req(`${stay}&_rsc=abc`), names)).toBeNull()
    expect(searchCacheKey(req(stay, { headers: { accept: '*/*' } }), names)).toBeNull() // Next's router fetch (its RSC header stripped)
  })
})

describe('SearchPageCache', () => {
  it('renders once, serves the page while fresh, then stale while one request renders its replacement, and never past twice the TTL', async () => {
    let now = 1_000
    const cache = new SearchPageCache(5, 1024 * 1024, { now: () => now })
    let version = 0
    // each render finishes when the test says so (`release`), so "meanwhile" is a real interval
    let release = () => {}
    const render = vi.fn(
      () =>
        new Promise<CachedPage>((resolve) => {
          const page = html(`v${++version}`)
          release = () => resolve(page)
        }),
    )
    const get = async () => {
      const answer = cache.get('k', render)
      release()
      return answer
    }
    const text = (p: CachedPage) => new TextDecoder().decode(p.body)
    expect((await get()).served).toBe('miss')
    const fresh = await cache.get('k', render)
    expect(fresh.served).toBe('hit')
    expect(text(fresh.page)).toBe('v1')
    expect(render).toHaveBeenCalledTimes(1)
    // past the TTL: the stored page at once, its replacement rendered once for all who ask meanwhile
    now += 5_100
    const stale = await cache.get('k', render)
    const stale2 = await cache.get('k', render)
    expect([stale.served, stale2.served]).toEqual(['stale', 'stale'])
    expect(text(stale.page)).toBe('v1')
    expect(render).toHaveBeenCalledTimes(2)
    release()
    expect(await stale.refresh).toBeUndefined()
    await stale2.refresh
    const renewed = await cache.get('k', render)
    expect(renewed.served).toBe('hit')
    expect(text(renewed.page)).toBe('v2')
    // nobody asked for twice the TTL: the page is gone, the next request waits for a render
    now += 10_100
    const late = await get()
    expect(late.served).toBe('miss')
    expect(text(late.page)).toBe('v3')
    expect(cache.stats()).toMatchObject({ hits: 2, stale: 2, misses: 2, entries: 1 })
  })

  it('keeps serving the stale page when its replacement fails to render, and reports the failure', async () => {
    let now = 0
    const cache = new SearchPageCache(5, 1024 * 1024, { now: () => now })
    await cache.get('k', async () => html('old'))
    now += 6_000
    const stale = await cache.get('k', async () => {
      throw new Error('engine down')
    })
    expect(stale.served).toBe('stale')
    expect(String(await stale.refresh)).toContain('engine down')
    expect((await cache.get('k', async () => html('new'))).served).toBe('stale')
  })

  it('renders a key once for concurrent misses (a stampede renders once)', async () => {
    const cache = new SearchPageCache(5, 1024 * 1024)
    let release!: () => void
    const render = vi.fn(() => new Promise<CachedPage>((resolve) => (release = () => resolve(html('page')))))
    const waiting = Array.from({ length: 20 }, () => cache.get('k', render))
    release()
    const answers = await Promise.all(waiting)
    expect(render).toHaveBeenCalledTimes(1)
    expect(answers.every((a) => new TextDecoder().decode(a.page.body) === 'page')).toBe(true)
  })

  it('stores only a 200 HTML page: a redirect or an error page is rendered again next time', async () => {
    const cache = new SearchPageCache(5, 1024 * 1024)
    const redirect: CachedPage = { status: 307, headers: [['location', '/en/search/?modified=1']], body: new Uint8Array() }
    const render = vi.fn(async () => redirect)
    await cache.get('r', render)
    await cache.get('r', render)
    expect(render).toHaveBeenCalledTimes(2)
    const failing = vi.fn(async () => html('error', 500))
    await cache.get('e', failing)
    await cache.get('e', failing)
    expect(failing).toHaveBeenCalledTimes(2)
    const broken = vi.fn(async (): Promise<CachedPage> => {
      throw new Error('down')
    })
    await expect(cache.get('x', broken)).rejects.toThrow('down')
    await expect(cache.get('x', broken)).rejects.toThrow('down') // a failed render is not remembered
    expect(broken).toHaveBeenCalledTimes(2)
  })

  it('holds at most its byte cap, dropping the least recently used pages', async () => {
    const cache = new SearchPageCache(60, 10_000)
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => html('x'.repeat(3_000)))
    const { bytes, entries } = cache.stats()
    expect(bytes).toBeLessThanOrEqual(10_000)
    expect(entries).toBe(3)
    expect((await cache.get('k9', async () => html('again'))).served).toBe('hit')
    expect((await cache.get('k0', async () => html('again'))).served).toBe('miss')
  })

  it('is off with a TTL of 0', () => {
    expect(new SearchPageCache(0, 1).enabled).toBe(false)
    expect(new SearchPageCache(5, 1).enabled).toBe(true)
  })
})

describe('toCachedPage', () => {
  it("keeps the page's own headers and drops cookies, the body's encoding and length and hop-by-hop headers", async () => {
    const response = new Response('<html></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'Set-Cookie': 'a=b', 'Content-Length': '13', 'X-Frame-Options': 'DENY' },
    })
    const page = await toCachedPage(response)
    expect(Object.fromEntries(page.headers)).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-frame-options': 'DENY' })
    expect(new TextDecoder().decode(page.body)).toBe('<html></html>')
  })
})
