/**
 * OpenAPI 3.1 description of the engine, generated from the same zod schemas the
 * handlers validate with (z.toJSONSchema, input side), so the contract is not written twice.
 * Served at `GET {basePath}/openapi.json` without credentials.
 */
import { z } from 'zod'
import { ariBody } from './admin'
import { taxesBody } from './admin-taxes'
import {
  availabilityBody,
  bookingConfigQuery,
  calendarQuery,
  cancelBody,
  commitBody,
  createSessionBody,
  holdBody,
  promoQuery,
  reservationQuery,
  reservationSearchQuery,
  sessionQuery,
  tokenQuery,
  updateSessionBody,
} from './schemas'

const js = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })

function queryParams(s: z.ZodType) {
  const schema = js(s) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, sch]) => ({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: sch }))
}

const errorRef = { $ref: '#/components/schemas/Error' }
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { description: 'Error body (message in ES/EN; PT where written)', content: { 'application/json': { schema: errorRef } } }]))
const ok = (status: number, description: string) => ({ [String(status)]: { description, content: status === 204 ? undefined : { 'application/json': { schema: { type: 'object' } } } } })
const body = (s: z.ZodType) => ({ required: true, content: { 'application/json': { schema: js(s) } } })
const idem = { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 255 } }

/** The OpenAPI document (built once per engine). */
export function openApiDocument(basePath: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hotel API v1 — reference engine',
      version: '1.2.0',
      description:
        'Contract: design/hotel-api-v1.md, plus the additions in docs/hotel-api.md (1.1: a `Taxes` breakdown on every rate, room and session summary; PUT /admin/taxes. 1.2: `Header.Language` `PT`, Portuguese room, rate and tax texts where written, English otherwise; `Name.PT` in PUT /admin/taxes; `RoomCodes` on GET /calendar). Dates are hotel-local (America/Cancun); money is decimal in the quote currency.',
    },
    servers: [{ url: basePath || '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, adminBearer: { type: 'http', scheme: 'bearer', description: 'admin credential' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['Error'],
          properties: {
            Error: {
              type: 'object',
              required: ['Code', 'Message', 'TraceId'],
              properties: { Code: { type: 'string' }, Message: { type: 'string' }, Details: { type: 'object' }, TraceId: { type: 'string' } },
            },
          },
        },
      },
    },
    paths: {
      '/calendar': { get: { summary: 'Nightly min price and restrictions (≤ 92 days)', parameters: queryParams(calendarQuery), responses: { ...ok(200, 'Calendar'), ...errors(400, 401, 404) } } },
      '/availability': {
        post: { summary: 'Room types × rate plans for a stay', requestBody: body(availabilityBody), responses: { ...ok(200, 'Offers and Unavailable[]'), ...errors(400, 401, 404, 422) } },
      },
      '/promo-codes/{Code}': {
        get: {
          summary: 'Validate a promo code',
          parameters: [{ name: 'Code', in: 'path', required: true, schema: { type: 'string' } }, ...queryParams(promoQuery)],
          responses: { ...ok(200, 'Valid promo'), ...errors(400, 401, 404, 422) },
        },
      },
      '/payment-reservation': {
        post: { summary: 'Create a session (priced quote, no inventory)', requestBody: body(createSessionBody), responses: { ...ok(201, 'Session'), ...errors(400, 401, 404, 409, 422) } },
        get: { summary: 'Read a session', parameters: queryParams(sessionQuery), responses: { ...ok(200, 'Session'), ...errors(400, 401, 404) } },
        put: { summary: 'Update a session (Version)', requestBody: body(updateSessionBody), responses: { ...ok(200, 'Session'), ...errors(400, 401, 404, 409, 410, 422) } },
        delete: { summary: 'Abandon a session, release its hold', parameters: queryParams(sessionQuery), responses: { ...ok(204, 'Deleted'), ...errors(400, 401, 404, 409) } },
      },
      '/payment-reservation/hold': {
        post: { summary: 'Hold the inventory for 15 minutes', requestBody: body(holdBody), responses: { ...ok(200, 'Session HELD'), ...errors(400, 401, 404, 409, 410, 422) } },
      },
      '/payment-reservation/token': {
        get: { summary: 'Saved payment reservation by token', parameters: queryParams(tokenQuery), responses: { ...ok(200, 'Saved reservation'), ...ok(204, 'None'), ...errors(400, 401) } },
      },
      '/reservations': {
        get: {
          summary: 'Search reservations (Code, Email, Name, Date; newest first)',
          parameters: queryParams(reservationSearchQuery),
          responses: { ...ok(200, '{ Reservations: Reservation[] }'), ...errors(400, 401) },
        },
        post: {
          summary: 'Commit a session',
          parameters: [idem],
          requestBody: body(commitBody),
          responses: { ...ok(201, 'Reservation'), ...ok(200, 'Replay'), ...errors(400, 401, 404, 409, 410, 422) },
        },
      },
      '/reservations/{ConfirmationCode}': {
        get: {
          summary: 'Read a reservation',
          parameters: [{ name: 'ConfirmationCode', in: 'path', required: true, schema: { type: 'string' } }, ...queryParams(reservationQuery)],
          responses: { ...ok(200, 'Reservation'), ...errors(400, 401, 404) },
        },
      },
      '/reservations/{ConfirmationCode}/cancel': {
        post: {
          summary: 'Cancel per policy',
          parameters: [{ name: 'ConfirmationCode', in: 'path', required: true, schema: { type: 'string' } }, idem],
          requestBody: body(cancelBody),
          responses: { ...ok(200, 'Cancelled reservation'), ...errors(400, 401, 404, 409, 422) },
        },
      },
      '/booking-config': { get: { summary: 'Currencies, methods, banks, limits', parameters: queryParams(bookingConfigQuery), responses: { ...ok(200, 'Config'), ...errors(400, 401, 404) } } },
      '/admin/ari': { put: { summary: 'Bulk ARI load (admin)', security: [{ adminBearer: [] }], requestBody: body(ariBody), responses: { ...ok(204, 'Loaded'), ...errors(400, 401, 403, 404) } } },
      '/admin/taxes': {
        put: {
          summary: "Replace a hotel's taxes and fees (admin, 1.1)",
          security: [{ adminBearer: [] }],
          requestBody: body(taxesBody),
          responses: { ...ok(204, 'Loaded'), ...errors(400, 401, 403, 404) },
        },
      },
    },
  }
}
