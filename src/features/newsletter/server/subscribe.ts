/**
 * Saves a newsletter sign-up (spec §3, §5, §8 Newsletter): validates the form with the shared domain
 * schema, checks the captcha, and stores the subscription once per email. The local save comes first;
 * forwarding to the external service runs afterwards (see `forwarder.ts`).
 */
import { type Payload, ValidationError } from 'payload'
import { contentLocaleOf } from '../../../lib/i18n/locales'
import { NEWSLETTER_SITE, type NewsletterFieldErrors, validateSignup } from '../domain/signup'
import type { CaptchaCheck } from './captcha'

export type SubscribeResult = { ok: true; code: 'SUBSCRIBED'; id: number } | { ok: false; code: 'EMAIL_REGISTERED' } | { ok: false; code: 'VALIDATION_FAILED'; fieldErrors: NewsletterFieldErrors }

export type SubscribeContext = {
  /** Content language of the page the visitor signed up on (spec §3 `lang`). */
  lang: 'es' | 'en'
  /** Checks the ALTCHA payload (and marks it used). */
  verifyCaptcha: (payload: string) => Promise<CaptchaCheck>
}

/** True when Payload refused the row because another one has the same email (unique index). */
export function isDuplicateEmailError(err: unknown): boolean {
  // A production bundle can hold a second copy of Payload's error classes: a 400 with field errors
  // is a ValidationError even when `instanceof` says no.
  const status = (err as { status?: number } | null)?.status
  if (!(err instanceof ValidationError) && status !== 400) return false
  const errors = (err as { data?: { errors?: { path?: string }[] } }).data?.errors ?? []
  return errors.some((e) => e.path === 'email')
}

/**
 * The site codes of the configured hotels (Hotels › code, e.g. HXA, HXM, LCDLP: spec §9 hotel
 * settings), upper-cased: the sites a sign-up may name.
 * @throws database errors
 */
export async function configuredSites(payload: Payload): Promise<string[]> {
  const hotels = await payload.find({ collection: 'hotels', depth: 0, pagination: false, overrideAccess: true, select: { code: true } })
  return hotels.docs.map((h) => String(h.code).trim().toUpperCase())
}

/**
 * Validates and stores one sign-up.
 * @param input the request body (any shape); a `site` it names must be a configured hotel's code and
 *   a `lang` es, en or pt (spec §8 Site and Lang format errors); without them the storefront's site
 *   (HXA) and the page's language are stored
 * @returns SUBSCRIBED with the new id; EMAIL_REGISTERED when the email is already subscribed (spec §8
 *   duplicate key); VALIDATION_FAILED with one error code per invalid field (the captcha included)
 * @throws only on unexpected failures (database down): the caller answers "Try again later"
 */
export async function subscribeToNewsletter(payload: Payload, input: unknown, ctx: SubscribeContext): Promise<SubscribeResult> {
  const namesSite = typeof input === 'object' && input !== null && 'site' in input
  const validation = validateSignup(input, namesSite ? { sites: await configuredSites(payload) } : {})
  if (!validation.ok) return { ok: false, code: 'VALIDATION_FAILED', fieldErrors: validation.fieldErrors }
  const signup = validation.data
  const captcha = await ctx.verifyCaptcha(signup.captcha)
  if (!captcha.ok) return { ok: false, code: 'VALIDATION_FAILED', fieldErrors: { captcha: 'captchaRequired' } }

  const existing = await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true, where: { email: { equals: signup.email } } })
  if (existing.totalDocs > 0) return { ok: false, code: 'EMAIL_REGISTERED' }
  try {
    const doc = await payload.create({
      collection: 'newsletter-subscriptions',
      overrideAccess: true,
      depth: 0,
      data: {
        email: signup.email,
        firstName: signup.firstName,
        lastName: signup.lastName,
        country: signup.country,
        site: signup.site ?? NEWSLETTER_SITE,
        lang: signup.lang ? contentLocaleOf(signup.lang) : ctx.lang,
        acceptance: signup.acceptance,
        permission: signup.permission,
        forwarding: { status: 'pending', attempts: 0 },
      },
    })
    return { ok: true, code: 'SUBSCRIBED', id: doc.id }
  } catch (err) {
    // Two simultaneous sign-ups of one email: the unique index lets one through.
    if (isDuplicateEmailError(err)) return { ok: false, code: 'EMAIL_REGISTERED' }
    throw err
  }
}
