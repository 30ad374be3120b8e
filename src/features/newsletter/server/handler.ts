/**
 * HTTP side of the newsletter endpoints (architecture §4): parses and bounds the request, applies the
 * per-IP rate limit, runs the sign-up and answers `{ ok: true, data } | { ok: false, code, … }` with a
 * 4xx for every kind of bad input and the localized text of each code. Route handlers stay thin.
 */
import type { Payload } from 'payload'
import { logger } from '../../../lib/logger'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { contentLocaleOf, isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { NEWSLETTER_OUTCOME_MESSAGE, NEWSLETTER_THANKS_PAGE, type NewsletterFieldErrors, type NewsletterOutcomeCode } from '../domain/signup'
import type { CaptchaCheck } from './captcha'
import { type RateLimiter, clientIp } from './rateLimit'
import { subscribeToNewsletter } from './subscribe'

/** Largest accepted request body (bytes); a real sign-up is well under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024

export type SignupDeps = {
  payload: Payload
  limiter: RateLimiter
  verifyCaptcha: (payload: string) => Promise<CaptchaCheck>
  /** Runs work after the response (Next's `after`); tests run it at once. */
  afterResponse: (task: () => Promise<unknown>) => void
  /** The forwarding to run after a new subscription is saved. */
  forward: (payload: Payload, id: number) => Promise<unknown>
}

type Body =
  | { ok: true; data: { code: 'SUBSCRIBED'; message: string; redirectTo: string } }
  | { ok: false; code: NewsletterOutcomeCode; message: string; redirectTo?: string; fieldErrors?: NewsletterFieldErrors; fieldMessages?: Record<string, string> }

const json = (status: number, body: Body, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * Path of an outcome page (spec §2: thanks-for-subscribing, thanks-for-being-subscribed) in the
 * route's language, from its CMS slug; the key itself when the page is missing or unpublished.
 */
export async function thanksPagePath(payload: Payload, locale: RouteLocale, key: string): Promise<string> {
  const lang = contentLocaleOf(locale)
  const found = await payload.find({ collection: 'pages', where: { key: { equals: key } }, locale: lang, depth: 0, limit: 1, overrideAccess: false, select: { slug: true } }).catch(() => null)
  const slug = found?.docs[0]?.slug || key
  return `/${locale}/${slug}/`
}

/** Reads a JSON body of at most MAX_BODY_BYTES; null when missing, too large or not JSON. */
async function readJson(request: Request): Promise<{ value: unknown } | { error: 'too-large' | 'malformed' }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return { error: 'too-large' }
  const text = await request.text().catch(() => null)
  if (text === null) return { error: 'malformed' }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { error: 'too-large' }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { error: 'malformed' }
  }
}

/**
 * `POST /{locale}/newsletter/subscribe/` with the JSON form (firstName, lastName, email, country,
 * acceptance, permission, captcha).
 * @returns 201 SUBSCRIBED (redirect to thanks-for-subscribing), 409 EMAIL_REGISTERED (redirect to
 *   thanks-for-being-subscribed), 422 VALIDATION_FAILED (field codes and texts), 400/413/415
 *   BAD_REQUEST, 429 RATE_LIMITED (Retry-After), 404 unknown locale, 503 TRY_LATER (unexpected failure,
 *   logged); never throws
 */
export async function handleSignupRequest(request: Request, routeLocale: string, deps: SignupDeps): Promise<Response> {
  if (!isRouteLocale(routeLocale)) return Response.json({ ok: false, code: 'NOT_FOUND' }, { status: 404 })
  const locale = routeLocale
  const lang = contentLocaleOf(locale)
  const t = messagesFor(locale).newsletter
  const fail = (status: number, code: NewsletterOutcomeCode, extra: Partial<Extract<Body, { ok: false }>> = {}, headers?: Record<string, string>) =>
    json(status, { ok: false, code, message: t.outcome[NEWSLETTER_OUTCOME_MESSAGE[code]], ...extra }, headers)

  try {
    const limit = await deps.limiter.consume(clientIp(request.headers))
    if (!limit.ok) return fail(429, 'RATE_LIMITED', {}, { 'retry-after': String(limit.retryAfterSeconds) })

    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return fail(415, 'BAD_REQUEST')
    const body = await readJson(request)
    if ('error' in body) return fail(body.error === 'too-large' ? 413 : 400, 'BAD_REQUEST')

    const result = await subscribeToNewsletter(deps.payload, body.value, { lang, verifyCaptcha: deps.verifyCaptcha })
    if (result.ok) {
      const id = result.id
      deps.afterResponse(() => deps.forward(deps.payload, id))
      const redirectTo = await thanksPagePath(deps.payload, locale, NEWSLETTER_THANKS_PAGE.subscribed)
      return json(201, { ok: true, data: { code: 'SUBSCRIBED', message: t.outcome.subscribed, redirectTo } })
    }
    if (result.code === 'EMAIL_REGISTERED') {
      return fail(409, 'EMAIL_REGISTERED', { redirectTo: await thanksPagePath(deps.payload, locale, NEWSLETTER_THANKS_PAGE.alreadySubscribed) })
    }
    const fieldMessages = Object.fromEntries(Object.entries(result.fieldErrors).map(([field, code]) => [field, t.errors[code]]))
    return fail(422, 'VALIDATION_FAILED', { fieldErrors: result.fieldErrors, fieldMessages })
  } catch (err) {
    logger.error('newsletter sign-up failed', {
      method: request.method,
      url: request.url,
      origin: request.headers.get('origin'),
      error: err instanceof Error ? { name: err.name, message: err.message } : String(err),
    })
    return fail(503, 'TRY_LATER')
  }
}

/**
 * `GET /{locale}/newsletter/challenge/`: a new ALTCHA challenge, rate limited per IP.
 * @returns 200 with the challenge JSON, 429 RATE_LIMITED, 404 unknown locale, 503 TRY_LATER
 */
export async function handleChallengeRequest(request: Request, routeLocale: string, deps: { limiter: RateLimiter; createChallenge: () => Promise<unknown> }): Promise<Response> {
  if (!isRouteLocale(routeLocale)) return Response.json({ ok: false, code: 'NOT_FOUND' }, { status: 404 })
  const t = messagesFor(routeLocale).newsletter
  try {
    const limit = await deps.limiter.consume(clientIp(request.headers))
    if (!limit.ok) {
      return json(429, { ok: false, code: 'RATE_LIMITED', message: t.outcome.rateLimited }, { 'retry-after': String(limit.retryAfterSeconds) })
    }
    return Response.json(await deps.createChallenge(), { headers: { 'cache-control': 'no-store' } })
  } catch (err) {
    logger.error('newsletter challenge failed', { method: request.method, url: request.url, error: err instanceof Error ? err.message : String(err) })
    return json(503, { ok: false, code: 'TRY_LATER', message: t.outcome.tryLater })
  }
}
