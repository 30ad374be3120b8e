/**
 * Routes beyond the booking core (design/hotel-api-v1.md endpoints 1, 3, 13 and A; the admin tax rules of contract v1.1). Kept separate so
 * engine.ts stays the booking core.
 */
import { ariBody, loadAri } from './admin'
import { loadTaxRules, taxesBody } from './admin-taxes'
import { calendarAnswer, validatePromo } from './calendar'
import { bookingConfig } from './config'
import type { Route } from './route-types'
import { json, jsonBody, parseWith, queryObject, readJson, safeDecode } from './http'
import { bookingConfigQuery, calendarQuery, promoCodePath, promoQuery } from './schemas'

export const extraRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/calendar$/,
    handler: async (ctx, { pool, answers }) => {
      const out = await calendarAnswer(pool, parseWith(calendarQuery, queryObject(ctx.url)), ctx.lang, ctx.now, answers)
      return jsonBody(out.body, answers ? { 'x-ari-cache': out.hit ? 'hit' : 'miss' } : {})
    },
  },
  {
    method: 'GET',
    pattern: /^\/promo-codes\/(?<code>[^/]+)$/,
    handler: async (ctx, { pool }) => {
      const code = parseWith(promoCodePath, safeDecode(ctx.params.code))
      return json(200, await validatePromo(pool, code, parseWith(promoQuery, queryObject(ctx.url)), ctx.now, ctx.lang))
    },
  },
  {
    method: 'GET',
    pattern: /^\/booking-config$/,
    handler: async (ctx, { pool }) => json(200, await bookingConfig(pool, parseWith(bookingConfigQuery, queryObject(ctx.url)), ctx.lang)),
  },
  {
    method: 'PUT',
    pattern: /^\/admin\/ari$/,
    admin: true,
    handler: async (ctx, { pool }) => {
      await loadAri(pool, parseWith(ariBody, await readJson(ctx.req)))
      return json(204)
    },
  },
  {
    method: 'PUT',
    pattern: /^\/admin\/taxes$/,
    admin: true,
    handler: async (ctx, { pool }) => {
      await loadTaxRules(pool, parseWith(taxesBody, await readJson(ctx.req)))
      return json(204)
    },
  },
]
