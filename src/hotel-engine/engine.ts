/**
 * The reference hotel engine as a framework-agnostic Fetch handler (design/hotel-api-v1.md).
 * Mount it under any prefix (the project mounts it at `/hotel-api/v1`): routes are matched on the
 * path after `basePath`. Every request needs `Authorization: Bearer <bearer>` (admin routes the
 * admin credential), compared in constant time. Every error is the contract's JSON error body with a
 * 4xx status and a message in ES or EN; an unexpected failure is logged and answered 500.
 */
import type pg from 'pg'
import { logger } from '../lib/logger'
import { pickLanguage, type Lang } from './domain/messages'
import { EngineError } from './errors'
import { bearerMatches, errorBody, errorResponse, json, jsonBody, newTraceId, parseWith, queryObject, readJson, requestHash, type Ctx } from './http'
import { idempotent } from './idempotency'
import { sweepExpiredHolds } from './inventory'
import { pruneEngineData } from './retention'
import { availabilityAnswer } from './quote'
import { AriCache, type AriCacheOptions } from './ari-cache'
import type { Deps, Route } from './route-types'

export type { Deps, Handler, Route } from './route-types'
import { setCatalogTtlMs } from './catalog'
import { cancelReservation, commitReservation, readReservation, searchReservations } from './reservations'
import {
  availabilityBody,
  cancelBody,
  commitBody,
  confirmationCode,
  createSessionBody,
  holdBody,
  idempotencyKey,
  reservationQuery,
  reservationSearchQuery,
  sessionQuery,
  tokenQuery,
  updateSessionBody,
} from './schemas'
import { createSession, deleteSession, holdSession, readSession, sessionByToken, updateSession } from './sessions'
import { extraRoutes } from './routes-extra'
import { openApiDocument } from './openapi'

/** Options of `createHotelEngine`. */
export type HotelEngineOptions = {
  pool: pg.Pool
  /** credential of the storefront (`Authorization: Bearer …`) */
  bearer: string
  /** credential of the admin ARI endpoint */
  adminBearer: string
  /** clock (tests inject one); hotel-local dates derive from it */
  now?: () => Date
  /** mount prefix stripped from request paths; default `/hotel-api/v1` */
  basePath?: string
  /** run the expired-hold sweeper at most this often, on incoming requests (ms); 0 disables; default 30 000 */
  sweepEveryMs?: number
  /**
   * prune the engine's old rows (./retention.ts: never-booked sessions, old idempotency keys) at most
   * this often, started by an incoming request and run in the background (ms); 0 or unset: off (the
   * project's mount passes RETENTION_EVERY_MS). The rules compare with `now`, so engines with other
   * clocks must not share a database with it on (tests)
   */
  retentionEveryMs?: number
  /** How long reference rows (hotels, currencies, room types, rate plans) are cached per pool, in ms (default 30 000; 0 = off). */
  catalogTtlMs?: number
  /**
   * validated answer cache of /availability and /calendar (ari-cache.ts): options, or false to
   * compute every answer from the database; default on (32 MiB, catalogue TTL)
   */
  answerCache?: AriCacheOptions | false
}

async function bodyOf(ctx: Ctx): Promise<unknown> {
  return readJson(ctx.req)
}

/** `Idempotency-Key` header, validated. @throws EngineError 400 */
function keyOf(ctx: Ctx): string {
  const k = ctx.req.headers.get('idempotency-key')
  if (!k) throw new EngineError('IDEMPOTENCY_KEY_REQUIRED', 400, { Fields: [{ Path: 'Idempotency-Key', Message: 'required' }] })
  return parseWith(idempotencyKey, k)
}

const coreRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/availability$/,
    handler: async (ctx, { pool, answers }) => {
      const out = await availabilityAnswer(pool, parseWith(availabilityBody, await bodyOf(ctx)), ctx.now, ctx.lang, answers)
      return jsonBody(out.body, answers ? { 'x-ari-cache': out.hit ? 'hit' : 'miss' } : {})
    },
  },
  {
    method: 'POST',
    pattern: /^\/payment-reservation$/,
    handler: async (ctx, { pool }) => json(201, await createSession(pool, parseWith(createSessionBody, await bodyOf(ctx)), ctx.now, ctx.lang)),
  },
  {
    method: 'GET',
    pattern: /^\/payment-reservation$/,
    handler: async (ctx, { pool }) => json(200, await readSession(pool, parseWith(sessionQuery, queryObject(ctx.url)).SessionID, ctx.now)),
  },
  {
    method: 'PUT',
    pattern: /^\/payment-reservation$/,
    handler: async (ctx, { pool }) => {
      const b = parseWith(updateSessionBody, await bodyOf(ctx))
      return json(200, await updateSession(pool, b.SessionID, b.Version, b, ctx.now, ctx.lang))
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/payment-reservation$/,
    handler: async (ctx, { pool }) => {
      await deleteSession(pool, parseWith(sessionQuery, queryObject(ctx.url)).SessionID, ctx.now)
      return json(204)
    },
  },
  {
    method: 'POST',
    pattern: /^\/payment-reservation\/hold$/,
    handler: async (ctx, { pool }) => {
      const b = parseWith(holdBody, await bodyOf(ctx))
      return json(200, await holdSession(pool, b.SessionID, b.Version, ctx.now))
    },
  },
  {
    method: 'GET',
    pattern: /^\/payment-reservation\/token$/,
    handler: async (ctx, { pool }) => {
      const found = await sessionByToken(pool, parseWith(tokenQuery, queryObject(ctx.url)).Token, ctx.now)
      return found ? json(200, found) : json(204)
    },
  },
  {
    method: 'POST',
    pattern: /^\/reservations$/,
    handler: async (ctx, { pool }) => {
      const key = keyOf(ctx)
      const b = parseWith(commitBody, await bodyOf(ctx))
      const out = await idempotent(
        pool,
        'commit',
        key,
        requestHash(b),
        async (c) => ({ status: 201, body: await commitReservation(c, b, ctx.now) }),
        (e) => errorBody(e, ctx.lang, ctx.traceId),
      )
      return json(out.status, out.body, out.replayed ? { 'idempotent-replayed': 'true' } : {})
    },
  },
  {
    method: 'GET',
    pattern: /^\/reservations$/,
    handler: async (ctx, { pool }) => json(200, { Reservations: await searchReservations(pool, parseWith(reservationSearchQuery, queryObject(ctx.url))) }),
  },
  {
    method: 'GET',
    pattern: /^\/reservations\/(?<code>[^/]+)$/,
    handler: async (ctx, { pool }) => {
      const code = parseWith(confirmationCode, ctx.params.code)
      return json(200, await readReservation(pool, code, parseWith(reservationQuery, queryObject(ctx.url)).Email))
    },
  },
  {
    method: 'POST',
    pattern: /^\/reservations\/(?<code>[^/]+)\/cancel$/,
    handler: async (ctx, { pool }) => {
      const key = keyOf(ctx)
      const code = parseWith(confirmationCode, ctx.params.code)
      const b = parseWith(cancelBody, await bodyOf(ctx))
      const out = await idempotent(
        pool,
        'cancel',
        key,
        requestHash({ code, ...b }),
        async (c) => ({ status: 200, body: await cancelReservation(c, code, b.Email, ctx.now, { paymentVoid: b.PaymentVoid === true }) }),
        (e) => errorBody(e, ctx.lang, ctx.traceId),
      )
      return json(out.status, out.body, out.replayed ? { 'idempotent-replayed': 'true' } : {})
    },
  },
]

/** `Header.Language` of a JSON body (the body is read once and kept for the handler; see readJson). */
async function bodyLanguage(req: Request): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'DELETE') return undefined
  try {
    const b = (await readJson(req)) as { Header?: { Language?: unknown } } | null
    return b && typeof b === 'object' ? b.Header?.Language : undefined
  } catch {
    return undefined
  }
}

/**
 * Creates the engine. `handle(req)` answers one request; `sweep()` releases expired holds now;
 * `prune()` runs the engine's retention now (./retention.ts; also run every `retentionEveryMs`).
 * Routes (relative to `basePath`): POST /availability; POST|GET|PUT|DELETE /payment-reservation;
 * POST /payment-reservation/hold; GET /payment-reservation/token; POST /reservations (Idempotency-Key);
 * GET /reservations (search); GET /reservations/{code}; POST /reservations/{code}/cancel (Idempotency-Key); plus the routes of
 * routes-extra.ts (calendar, promo codes, booking-config, admin ARI), and GET /openapi.json (public).
 */
export function createHotelEngine(opts: HotelEngineOptions): { handle(req: Request): Promise<Response>; sweep(): Promise<number>; prune(): Promise<Record<string, number>> } {
  const now = opts.now ?? (() => new Date())
  const base = (opts.basePath ?? '/hotel-api/v1').replace(/\/+$/, '')
  let openapi: unknown = null
  const routes: Route[] = [...coreRoutes, ...extraRoutes, { method: 'GET', pattern: /^\/openapi\.json$/, public: true, handler: async () => json(200, (openapi ??= openApiDocument(base))) }]
  const sweepEvery = opts.sweepEveryMs ?? 30_000
  if (opts.catalogTtlMs !== undefined) setCatalogTtlMs(opts.catalogTtlMs)
  let lastSweep = 0
  const pruneEvery = opts.retentionEveryMs ?? 0
  let lastPrune = 0
  let pruning = false
  const deps: Deps = { pool: opts.pool, answers: opts.answerCache === false ? null : new AriCache(opts.answerCache ?? {}) }

  async function maybeSweep() {
    if (sweepEvery <= 0) return
    const t = now().getTime()
    if (t - lastSweep < sweepEvery) return
    lastSweep = t
    await sweepExpiredHolds(opts.pool, now()).catch((err: unknown) => logger.error('hotel-engine sweeper failed', { error: String(err) }))
  }

  /** Starts a retention run when one is due and none is running; never delays the request. */
  function maybePrune() {
    if (pruneEvery <= 0 || pruning) return
    const t = now().getTime()
    if (t - lastPrune < pruneEvery) return
    lastPrune = t
    pruning = true
    void pruneEngineData(opts.pool, now())
      .catch((err: unknown) => logger.error('hotel-engine retention failed', { error: String(err) }))
      .finally(() => {
        pruning = false
      })
  }

  async function handle(req: Request): Promise<Response> {
    const traceId = newTraceId()
    let lang: Lang = 'EN'
    let url: URL
    try {
      url = new URL(req.url)
    } catch {
      return errorResponse(new EngineError('ROUTE_NOT_FOUND', 404), lang, traceId)
    }
    try {
      lang = pickLanguage(await bodyLanguage(req), url.searchParams.get('Language'), req.headers.get('accept-language'))
      let path = url.pathname
      if (base && (path === base || path.startsWith(base + '/'))) path = path.slice(base.length)
      path = path.replace(/\/+$/, '') || '/'
      const matching = routes.filter((r) => r.pattern.test(path))
      if (matching.length === 0) throw new EngineError('ROUTE_NOT_FOUND', 404, { Path: path })
      const route = matching.find((r) => r.method === req.method)
      if (!route) throw new EngineError('METHOD_NOT_ALLOWED', 405, { Allow: matching.map((r) => r.method) })
      const okClient = bearerMatches(req, opts.bearer)
      const okAdmin = bearerMatches(req, opts.adminBearer)
      if (!route.public && (route.admin ? !okAdmin : !okClient)) {
        if (route.admin && okClient) throw new EngineError('FORBIDDEN', 403)
        throw new EngineError('UNAUTHORIZED', 401)
      }
      await maybeSweep()
      maybePrune()
      const params = (route.pattern.exec(path)?.groups ?? {}) as Record<string, string>
      const res = await route.handler({ req, url, path, params, lang, traceId, now: now() }, deps)
      res.headers.set('x-trace-id', traceId)
      return res
    } catch (err) {
      if (err instanceof EngineError) {
        const res = errorResponse(err, lang, traceId)
        if (err.status === 401) res.headers.set('www-authenticate', 'Bearer')
        return res
      }
      const pgCode = (err as { code?: string }).code
      if (pgCode === '23514') return errorResponse(new EngineError('LAST_ROOM_TAKEN', 409), lang, traceId) // CHECK held + sold <= total
      logger.error('hotel-engine request failed', { method: req.method, url: req.url, traceId, error: err instanceof Error ? (err.stack ?? err.message) : String(err) })
      return errorResponse(new EngineError('INTERNAL_ERROR', 500), lang, traceId)
    }
  }

  return { handle, sweep: () => sweepExpiredHolds(opts.pool, now()), prune: () => pruneEngineData(opts.pool, now()) }
}
