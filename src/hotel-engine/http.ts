/**
 * HTTP plumbing of the engine on the Fetch API (`Request` → `Response`), framework-agnostic:
 * JSON bodies, the contract's error body (design/hotel-api-v1.md "Error body"), bearer checks in
 * constant time, and language selection for messages.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { z } from 'zod'
import { message, type Lang } from './domain/messages'
import { EngineError, validationError } from './errors'
import { zodFields } from './schemas'

/** Largest request body accepted (bytes). */
export const MAX_BODY_BYTES = 64 * 1024

/** Per-request context given to handlers. */
export type Ctx = {
  req: Request
  url: URL
  /** path relative to the mount, e.g. `/availability` */
  path: string
  /** path parameters of the matched route (e.g. `code`) */
  params: Record<string, string>
  lang: Lang
  traceId: string
  now: Date
}

/** A JSON response with the given status (`body` undefined → empty body, e.g. 204). */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers })
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })
}

/** The contract's error body for an EngineError, message in `lang`. */
export function errorBody(err: EngineError, lang: Lang, traceId: string) {
  return { Error: { Code: err.code, Message: message(err.code, lang, err.params), Details: err.details, TraceId: traceId } }
}

/** Writes an EngineError as its JSON error response. */
export function errorResponse(err: EngineError, lang: Lang, traceId: string): Response {
  return json(err.status, errorBody(err, lang, traceId), { 'x-trace-id': traceId })
}

/**
 * Reads the request body as JSON (≤ 64 KiB), once per request: later calls (language pick, then the
 * handler) share the first read's result.
 * @throws EngineError 400 VALIDATION_ERROR on malformed JSON, 413 PAYLOAD_TOO_LARGE when too big
 */
export function readJson(req: Request): Promise<unknown> {
  let body = bodies.get(req)
  if (!body) {
    body = parseBody(req)
    body.catch(() => {}) // observed by whoever awaits it; never an unhandled rejection
    bodies.set(req, body)
  }
  return body
}

const bodies = new WeakMap<Request, Promise<unknown>>()

async function parseBody(req: Request): Promise<unknown> {
  const text = await req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new EngineError('PAYLOAD_TOO_LARGE', 413)
  if (!text.trim()) throw validationError([{ Path: '(body)', Message: 'a JSON body is required' }])
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw validationError([{ Path: '(body)', Message: 'malformed JSON' }])
  }
}

/** A 200 JSON response whose body is already encoded (answers of the validated cache; the Fetch implementation copies the bytes, so the cached ones stay private). */
export function jsonBody(body: Uint8Array | string, headers: Record<string, string> = {}): Response {
  return new Response(body as BodyInit, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })
}

/**
 * Parses `input` with a zod schema.
 * @throws EngineError 400 VALIDATION_ERROR listing the failing fields
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input)
  if (!r.success) throw validationError(zodFields(r.error))
  return r.data
}

/** The query string as a plain object (first value of each name). */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v
  return out
}

/**
 * True when the `Authorization: Bearer <credential>` header carries `expected`, compared in constant
 * time (sha-256 digests of equal length through crypto.timingSafeEqual).
 */
export function bearerMatches(req: Request, expected: string): boolean {
  const h = req.headers.get('authorization') ?? ''
  const m = /^Bearer\s+(.+)$/i.exec(h.trim())
  const given = createHash('sha256')
    .update(m ? m[1] : '\u0000')
    .digest()
  let want = expectedDigests.get(expected)
  if (!want) expectedDigests.set(expected, (want = createHash('sha256').update(expected).digest()))
  return timingSafeEqual(given, want) && !!m && expected.length > 0
}

/** Digests of the configured credentials (a handful per process), computed once. */
const expectedDigests = new Map<string, Buffer>()

/** A fresh trace id for a request (echoed in `Error.TraceId` and `x-trace-id`). */
export function newTraceId(): string {
  return randomUUID()
}

/** Stable sha-256 of a JSON value with sorted keys (request hash of an idempotency key). */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex')
}

function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null'
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`
  const o = v as Record<string, unknown>
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
    .join(',')}}`
}

/** decodeURIComponent that never throws (a malformed escape is returned as is, then fails validation). */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
