/**
 * Saves a newsletter sign-up (spec §3, §5, §8 Newsletter): validates the form with the shared domain
 * schema, checks the captcha, and stores the subscription once per email. The local save comes first;
 * forwarding to the external service runs afterwards (see `forwarder.ts`).
 */
import { type Payload, ValidationError } from 'payload'
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
 * Validates and stores one sign-up.
 * @param input the request body (any shape)
 * @returns SUBSCRIBED with the new id; EMAIL_REGISTERED when the email is already subscribed (spec §8
 *   duplicate key); VALIDATION_FAILED with one error code per invalid field (the captcha included)
 * @throws only on unexpected failures (database down): the caller answers "Try again later"
 */
export async function subscribeToNewsletter(payload: Payload, input: unknown, ctx: SubscribeContext): Promise<SubscribeResult> {
  const validation = validateSignup(input)
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
        site: NEWSLETTER_SITE,
        lang: ctx.lang,
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
