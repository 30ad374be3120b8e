/**
 * The engine's route table types, shared by engine.ts (core routes, dispatch) and routes-extra.ts
 * (calendar, promo codes, booking-config, admin ARI) without an import circle between them.
 */
import type pg from 'pg'
import type { AriCache } from './ari-cache'
import type { Ctx } from './http'

/** What handlers share: the pool and the engine's validated answer cache (null when disabled). */
export type Deps = { pool: pg.Pool; answers: AriCache | null }

export type Handler = (ctx: Ctx, deps: Deps) => Promise<Response>

/** A route: method, path pattern (named groups become params), handler, and which credential it needs. */
export type Route = { method: string; pattern: RegExp; handler: Handler; admin?: boolean; public?: boolean }
