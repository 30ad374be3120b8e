/**
 * HTTP side of the newsletter endpoints (architecture §4): parses and bounds the request, applies the
 * per-IP rate limit, runs the sign-up and answers `{ ok: true, data } | { ok: false, code, … }` with a
 * 4xx for every kind of bad input and the localized text of each code. A form posted without script
 * (`application/x-www-form-urlencoded`) gets the same outcomes as a 303 to a page instead: the thanks
 * pages, or the error redirect page (spec §7) with the reason and the field errors. Route handlers
 * stay thin.
 */
import type { Payload } from 'payload'
import { isSameOriginRequest } from '../../../lib/http/sameOrigin'
import { logger } from '../../../lib/logger'
import { messagesFor } from '../../../lib/i18n/dictionaries'
import { contentLocaleOf, isRouteLocale, type RouteLocale } from '../../../lib/i18n/locales'
import { type ErrorPageReason, newsletterErrorPath } from '../domain/errorPage'
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

type BodyRead = { value: unknown } | { error: 'too-large' | 'malformed' }

/** Reads a body of at most MAX_BODY_BYTES as text; an error when too large or unreadable. */
async function readText(request: Request): Promise<{ text: string } | { error: 'too-large' | 'malformed' }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return { error: 'too-large' }
  const text = await request.text().catch(() => null)
  if (text === null) return { error: 'malformed' }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { error: 'too-large' }
  return { text }
}

/** Reads a JSON body of at most MAX_BODY_BYTES; an error when too large or not JSON. */
async function readJson(request: Request): Promise<BodyRead> {
  const read = await readText(request)
  if ('error' in read) return read
  try {
    return { value: JSON.parse(read.text) }
  } catch {
    return { error: 'malformed' }
  }
}

/** A ticked HTML checkbox posts `on` (or the value its markup gives); an unticked one posts nothing. */
const ticked = (v: string | null) => v !== null && ['on', 'true', '1', 'yes'].includes(v.toLowerCase())

/**
 * Reads an HTML form post (`application/x-www-form-urlencoded`) as the sign-up's JSON shape: the
 * text fields as posted, the consent boxes true when ticked, the captcha from `captcha` or the ALTCHA
 * widget's own field `altcha`; `site` and `lang` only when the form carries them.
 */
export function formToSignup(form: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {
    firstName: form.get('firstName') ?? '',
    lastName: form.get('lastName') ?? '',
    email: form.get('email') ?? '',
    country: form.get('country') ?? '',
    acceptance: ticked(form.get('acceptance')),
    permission: ticked(form.get('permission')),
    captcha: form.get('captcha') ?? form.get('altcha') ?? '',
  }
  for (const key of ['site', 'lang'] as const) if (form.has(key)) out[key] = form.get(key)
  return out
}

async function readForm(request: Request): Promise<BodyRead> {
  const read = await readText(request)
  if ('error' in read) return read
  return { value: formToSignup(new URLSearchParams(read.text)) }
}

/** The error page's reason for a failed outcome (spec §8: anything but a field check reads 'Try again later'). */
const reasonOf = (code: NewsletterOutcomeCode): ErrorPageReason => (code === 'VALIDATION_FAILED' ? 'checkFields' : code === 'RATE_LIMITED' ? 'rateLimited' : 'tryLater')

/** A 303 See Other to a page of the site (the no-script form's outcome). */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/** The answer to a no-script form post: the JSON outcome turned into a 303 to the page that shows it. */
async function asRedirect(locale: RouteLocale, res: Response): Promise<Response> {
  const body = (await res.json()) as Body
  if (body.ok) return seeOther(body.data.redirectTo)
  if (body.code === 'EMAIL_REGISTERED' && body.redirectTo) return seeOther(body.redirectTo)
  return seeOther(newsletterErrorPath(locale, reasonOf(body.code), body.fieldErrors))
}

/**
 * `POST /{locale}/newsletter/subscribe/` with the JSON form (firstName, lastName, email, country,
 * acceptance, permission, captcha; optionally site and lang), or the same fields as an HTML form post
 * from this site's pages.
 * @returns JSON: 201 SUBSCRIBED (redirect to thanks-for-subscribing), 409 EMAIL_REGISTERED (redirect
 *   to thanks-for-being-subscribed), 422 VALIDATION_FAILED (field codes and texts), 400/413/415
 *   BAD_REQUEST, 429 RATE_LIMITED (Retry-After), 404 unknown locale, 503 TRY_LATER (unexpected failure,
 *   logged). A form post: 303 to the thanks page of the first two, to the error page with the reason
 *   and field codes of any other; 403 when posted from another site. Never throws.
 */
export async function handleSignupRequest(request: Request, routeLocale: string, deps: SignupDeps): Promise<Response> {
  if (!isRouteLocale(routeLocale)) return Response.json({ ok: false, code: 'NOT_FOUND' }, { status: 404 })
  const locale = routeLocale
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    if (!isSameOriginRequest(request.headers)) {
      return json(403, { ok: false, code: 'BAD_REQUEST', message: messagesFor(locale).newsletter.outcome.tryLater })
    }
    return asRedirect(locale, await signup(request, locale, deps, readForm))
  }
  return signup(request, locale, deps, contentType.startsWith('application/json') ? readJson : null)
}

/** The sign-up's JSON answer; `read` parses the body (null: an unsupported content type, 415). */
async function signup(request: Request, locale: RouteLocale, deps: SignupDeps, read: ((request: Request) => Promise<BodyRead>) | null): Promise<Response> {
  const lang = contentLocaleOf(locale)
  const t = messagesFor(locale).newsletter
  const fail = (status: number, code: NewsletterOutcomeCode, extra: Partial<Extract<Body, { ok: false }>> = {}, headers?: Record<string, string>) =>
    json(status, { ok: false, code, message: t.outcome[NEWSLETTER_OUTCOME_MESSAGE[code]], ...extra }, headers)

  try {
    const limit = await deps.limiter.consume(clientIp(request.headers))
    if (!limit.ok) return fail(429, 'RATE_LIMITED', {}, { 'retry-after': String(limit.retryAfterSeconds) })

    if (!read) return fail(415, 'BAD_REQUEST')
    const body = await read(request)
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
