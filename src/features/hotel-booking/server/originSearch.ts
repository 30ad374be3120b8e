/**
 * The origin-search service of the hotel + flight form (spec §7: "An origin-search service address
 * comes from the environment"): the one adapter that knows its contract, with the bundled list of
 * airports as the offline fallback.
 *
 * Contract (ORIGIN_SEARCH_URL, src/lib/env.ts):
 *
 *   GET {ORIGIN_SEARCH_URL}?q=<typed text or IATA code>&lang=<es|en>      Accept: application/json
 *   200 [{ "code": "YQB", "name": "Aéroport international Jean-Lesage", "city": "Québec", "country": "CA" }, …]
 *
 * `code` an IATA code (3 letters, any case), `city` in `lang`, `name` the airport's name, `country`
 * ISO 3166-1 alpha-2 (optional). Best matches first; the first 20 valid entries are used, entries
 * that do not fit are skipped, the destination (CUN) is never offered. Anything else — the setting
 * unset, a network error, no answer within ORIGIN_SEARCH_TIMEOUT_MS, a non-2xx status, a body that
 * is not such an array (or only invalid entries), over 256 kB — and the bundled list answers.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { z } from 'zod'
import { deployment, env } from '../../../lib/env'
import { withDeadline } from '../../../lib/http/deadline'
import { logger } from '../../../lib/logger'
import { sharedLimiter, spend } from '../../../lib/rateLimit'
import { guardedFetch } from '../../../lib/safeUrl'
import { bundledAirports, DESTINATION_AIRPORT, mergeAirports, type OriginAirport, originLookupText, searchAirports } from '../domain/packageSearch'

/** How many airports one answer offers. */
export const ORIGIN_RESULTS = 20
/** The largest service answer read (bytes). */
const MAX_ANSWER_BYTES = 256 * 1024

const ServiceAirport = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase()),
  city: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(160),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional()
    .catch(undefined),
})

/**
 * The airports of a service answer (the contract above), or null when the answer is not the
 * contract's array or none of its entries fits it.
 */
export function parseOriginAnswer(body: unknown): OriginAirport[] | null {
  if (!Array.isArray(body)) return null
  const out: OriginAirport[] = []
  for (const item of body) {
    const a = ServiceAirport.safeParse(item)
    if (!a.success) continue
    if (a.data.code !== DESTINATION_AIRPORT) out.push({ code: a.data.code, city: a.data.city, name: a.data.name, country: a.data.country ?? '' })
    if (out.length >= ORIGIN_RESULTS) break
  }
  return out.length || body.length === 0 ? mergeAirports([], out) : null
}

export type OriginServiceDeps = {
  /** the service URL (default ORIGIN_SEARCH_URL); undefined → no call */
  url?: string
  timeoutMs?: number
  /** default: the guarded fetch (in a deployment public addresses only, src/lib/safeUrl.ts) */
  fetchImpl?: typeof fetch
}

/**
 * Asks the origin-search service for the airports matching `q`.
 * @returns the airports (possibly none), or null when the service is unset, failed or answered
 *   outside the contract (logged as a warning); never throws
 */
export async function askOriginService(q: string, lang: 'es' | 'en', deps: OriginServiceDeps = {}): Promise<OriginAirport[] | null> {
  const base = 'url' in deps ? deps.url : env.ORIGIN_SEARCH_URL
  if (!base) return null
  const url = new URL(base)
  url.searchParams.set('q', q)
  url.searchParams.set('lang', lang)
  const fetchImpl = deps.fetchImpl ?? guardedFetch(deployment())
  try {
    const airports = await withDeadline(deps.timeoutMs ?? env.ORIGIN_SEARCH_TIMEOUT_MS, async (signal) => {
      const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal, redirect: 'manual' })
      if (!res.ok) {
        await res.body?.cancel().catch(() => {})
        throw new Error(`HTTP ${res.status}`)
      }
      if (Number(res.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) throw new Error('answer too large')
      const text = await res.text()
      if (text.length > MAX_ANSWER_BYTES) throw new Error('answer too large')
      const parsed = parseOriginAnswer(JSON.parse(text))
      if (!parsed) throw new Error('answer outside the contract')
      return parsed
    })
    return airports
  } catch (err) {
    logger.warn('origin search failed: the bundled airports answer', {
      method: 'GET',
      url: url.origin + url.pathname,
      error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : String(err),
    })
    return null
  }
}

/**
 * The type-ahead's answer for a typed text: the service's airports, or the bundled list's matches
 * when the service is unset or fails (`source` says which). Empty text → the first bundled
 * airports, without a call.
 */
export async function originAirports(q: string, lang: 'es' | 'en', deps: OriginServiceDeps = {}): Promise<{ airports: OriginAirport[]; source: 'service' | 'bundled' }> {
  const text = q.trim()
  if (!text) return { airports: searchAirports('', lang), source: 'bundled' }
  const remote = await askOriginService(text, lang, deps)
  return remote ? { airports: remote, source: 'service' } : { airports: searchAirports(text, lang), source: 'bundled' }
}

/**
 * The airports a natively submitted package form's origin may name: the bundled list, plus what
 * the service answers for `originLookupText` when the bundled list cannot name it.
 */
export async function originCandidates(form: URLSearchParams, lang: 'es' | 'en', deps: OriginServiceDeps = {}): Promise<OriginAirport[]> {
  const bundled = bundledAirports(lang)
  const ask = originLookupText(form, lang)
  if (!ask) return bundled
  return mergeAirports(bundled, (await askOriginService(ask, lang, deps)) ?? [])
}

/**
 * Spends one origin-search point of a client address (ORIGIN_SEARCH_LIMIT per 5 minutes, shared by
 * every instance through Postgres).
 * @returns null when allowed, else the seconds to wait
 */
export async function spendOriginSearch(client: string): Promise<number | null> {
  const g = globalThis as { __hxaOriginSearchLimiter?: RateLimiterAbstract }
  g.__hxaOriginSearchLimiter ??= sharedLimiter({ keyPrefix: 'origin-search', points: env.ORIGIN_SEARCH_LIMIT, duration: 5 * 60 })
  return spend(g.__hxaOriginSearchLimiter, client)
}
