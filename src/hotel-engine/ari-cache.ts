/**
 * Validated answer cache of the engine's read endpoints (POST /availability, GET /calendar
 * performance). Searches outnumber bookings by orders of magnitude (look-to-book), so the same stay
 * is priced again and again between two ARI changes. An answer is stored under the hotel's ARI
 * version vector (`hotel_engine.ari_versions`, bumped by triggers inside every transaction that
 * writes inventory, restrictions, prices or child bands — holds, commits, cancels, the sweeper, the
 * admin ARI load, the seed) and served again only while that vector is unchanged:
 *
 *   1. read the version vector (one small query),
 *   2. on a hit with the same vector, answer the stored bytes;
 *   3. otherwise read the ARI and compute the answer, then store it under the vector read in step 1.
 *
 * Reading the vector BEFORE the ARI makes it safe under READ COMMITTED: a writer that commits between
 * the two reads leaves an entry whose data is newer than its vector, which the next reader (seeing the
 * newer vector) simply recomputes; an entry can never hold older data than its vector says. Sessions,
 * holds and commits never read from this cache: prices charged are always computed from the database.
 *
 * Entries also expire after the catalogue TTL (`catalogTtlMs`, default 30 s), the
 * bound already accepted for room types, rate plans and exchange rates (catalog.ts). Size is bounded
 * in bytes (least recently used entries leave first).
 */
import { catalogTtlMs } from './catalog'
import type { Queryable } from './db'

type Entry = { version: string; body: Uint8Array; at: number }

/** Options: `maxBytes` of stored answers (default 32 MiB), `ttlMs` (default the catalogue TTL). */
export type AriCacheOptions = { maxBytes?: number; ttlMs?: number }

/** The hotel's ARI version vector (`room:version,…`, '' before any write). Read it before the ARI. */
export async function ariVersion(q: Queryable, hotelCode: string): Promise<string> {
  // a named (prepared) statement: parsed and planned once per connection, it runs on every request
  const r = await q.query({
    name: 'hotel-engine-ari-version',
    text: `SELECT coalesce(string_agg(room_code || ':' || version, ',' ORDER BY room_code), '') AS v FROM hotel_engine.ari_versions WHERE hotel_code = $1`,
    values: [hotelCode],
  })
  return r.rows[0]?.v ?? ''
}

/** One engine's cache of encoded JSON answers (UTF-8), keyed by the request's normalised inputs. */
export class AriCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private readonly maxBytes: number
  private readonly ttlMs: number
  /** hits and misses since creation (exposed for tests and benches) */
  readonly stats = { hits: 0, misses: 0 }

  constructor(opts: AriCacheOptions = {}) {
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024
    this.ttlMs = opts.ttlMs ?? catalogTtlMs()
  }

  /** The stored answer of `key` when it was computed under `version` and has not expired. */
  get(key: string, version: string, nowMs = Date.now()): Uint8Array | undefined {
    const e = this.entries.get(key)
    if (!e || e.version !== version || nowMs - e.at >= this.ttlMs) {
      this.stats.misses++
      return undefined
    }
    this.entries.delete(key) // most recently used last
    this.entries.set(key, e)
    this.stats.hits++
    return e.body
  }

  /** Stores `body` (JSON text) under `version`, evicting least recently used entries beyond `maxBytes`. */
  set(key: string, version: string, body: string, nowMs = Date.now()): Uint8Array {
    const bytes = Buffer.from(body, 'utf8')
    if (this.ttlMs <= 0 || bytes.byteLength > this.maxBytes) return bytes
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.body.byteLength
      this.entries.delete(key)
    }
    this.entries.set(key, { version, body: bytes, at: nowMs })
    this.bytes += bytes.byteLength
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(k)
      this.bytes -= e.body.byteLength
    }
    return bytes
  }

  /** Stored bytes (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }
}

/**
 * Answers through the cache: reads the hotel's version vector, returns the stored bytes on a hit,
 * else runs `compute` (which reads the ARI — after the vector and returns the answer's JSON text)
 * and stores it.
 * @returns the UTF-8 JSON body and whether it was a hit
 */
export async function cachedAnswer(cache: AriCache | null, q: Queryable, hotelCode: string, key: string, compute: () => Promise<string>): Promise<{ body: Uint8Array; hit: boolean }> {
  // UTF-8 bytes either way: a Response is built faster from bytes than from a string it must encode
  if (!cache) return { body: Buffer.from(await compute(), 'utf8'), hit: false }
  const version = await ariVersion(q, hotelCode)
  const hit = cache.get(key, version)
  if (hit) return { body: hit, hit: true }
  return { body: cache.set(key, version, await compute()), hit: false }
}
